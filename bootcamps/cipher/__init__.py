"""Cipher bootcamps: classical ciphers to apply, invert or break."""
