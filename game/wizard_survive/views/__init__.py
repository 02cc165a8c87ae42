"""Wizard Survive's screens, one View per screen and its panes."""
