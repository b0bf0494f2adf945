"""TAIL: the 18 Turing-machine-imitation tasks (arXiv 2507.13332); levels 1-3 are its S, M, L."""
