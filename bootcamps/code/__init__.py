"""Code reasoning: predict what small generated programs and machines compute."""
