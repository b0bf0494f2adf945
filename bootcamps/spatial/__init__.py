"""Spatial reasoning: grids, orientations, shapes and positions."""
