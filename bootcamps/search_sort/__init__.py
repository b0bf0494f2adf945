"""Searching and sorting: order statistics, inversions and searches in arranged arrays."""
