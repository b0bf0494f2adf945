"""Data tasks: queries, aggregates and cleaning over small generated tables and records."""
