"""Ifrita Duel in the window: the deck builder, the setup, the match table, the combat close-up, the result."""
