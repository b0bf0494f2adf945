"""Dynamic programming: optimal values and counts over sequences, grids and sets."""
