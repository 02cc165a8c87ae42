"""Elemental Mage Battle's part of the window: how its matches are set up in the shell."""
