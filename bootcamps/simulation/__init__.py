"""Simulation: step discrete systems (automata, schedulers, walkers) forward by their rules."""
