"""Algebra: equations, systems and polynomial manipulation with exact answers."""
