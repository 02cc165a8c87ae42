"""Ifrita Duel (이프리타 듀얼), rule set id-1, as decided by the game's RULINGS.md: a card
duel of units, sorceries and enchantments whose cards are data (cards.toml)."""
