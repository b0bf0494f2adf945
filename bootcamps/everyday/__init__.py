"""Everyday reasoning: calendars, clocks and time zones, money, votes and league tables."""
