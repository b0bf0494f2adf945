"""String algorithms: borders, periods, rotations, palindromes and transforms."""
