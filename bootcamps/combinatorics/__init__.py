"""Combinatorics: counting arrangements, partitions and structures exactly."""
