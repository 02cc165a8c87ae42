"""Wizard Survive's window: its screens on the shared shell."""
