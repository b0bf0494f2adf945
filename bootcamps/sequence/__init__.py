"""Sequences: rules, recurrences and sums, with exact terms."""
