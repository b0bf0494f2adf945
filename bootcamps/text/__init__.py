"""Text: reading, sorting, extracting and normalising generated documents."""
