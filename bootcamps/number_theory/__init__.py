"""Number theory: divisibility, congruences, primes and arithmetic functions."""
