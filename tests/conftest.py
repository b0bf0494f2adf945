import sys
from pathlib import Path

# tests/tiny_lm.py is a helper module shared by tests, not a test
sys.path.insert(0, str(Path(__file__).parent))
