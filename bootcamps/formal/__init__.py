"""Formal languages: regular expressions, automata, grammars, rewriting systems and machines."""
