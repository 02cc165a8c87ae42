"""Ifrita Duel's screens."""
