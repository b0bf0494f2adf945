"""Evaluation: the Bootcamp-EVAL benchmark, the eval runner behind ``python eval.py``, reports
with plots, run comparison, and difficulty calibration. See docs/eval.md."""
