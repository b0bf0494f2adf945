"""Probability: exact probabilities and expectations as fractions."""
