"""Greedy algorithms: schedules, codes and choices where a local rule is optimal."""
