"""Shared helpers for bootcamps: grids, solvers, generators and parsers a second bootcamp could use."""
