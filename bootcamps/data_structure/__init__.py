"""Data structures: the outputs of operation sequences on stacks, heaps, caches and trees."""
