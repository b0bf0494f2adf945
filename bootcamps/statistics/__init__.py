"""Descriptive statistics and least squares with exact fractions."""
