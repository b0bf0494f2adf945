"""Geometry: coordinates, areas, lattice points and hulls, with exact answers."""
