"""Two-player games: winning moves, game values and Sprague-Grundy numbers."""
