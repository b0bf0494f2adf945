"""Graph bootcamps: search and optimisation on small weighted graphs."""
