"""Logic bootcamps: puzzles solved by reasoning over truth assignments."""
