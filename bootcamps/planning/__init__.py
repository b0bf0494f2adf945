"""Planning: shortest plans and move sequences that reach a goal state."""
