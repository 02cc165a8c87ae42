"""Wizard Survive's agents: each plays one wizard from its view alone."""
