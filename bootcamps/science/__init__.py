"""Science: circuits, decay, genetics, chemistry and motion, with exact answers."""
