"""Wizard Survive (마법사 서바이브), rule set ws-1, as decided by the game's RULINGS.md:
2-4 wizards commit secret cards at once, reveal together; the last one standing scores."""
