"""Linear algebra: exact matrix computations over the rationals."""
