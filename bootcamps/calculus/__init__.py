"""Calculus on polynomials and rational functions, with exact answers."""
