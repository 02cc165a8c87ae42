"""Ifrita Duel's agents: each plays one seat from its view alone (D4 decks, D41 search)."""
