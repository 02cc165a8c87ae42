"""A draft's board has a letter for every row it may have: rows past G once had no glyph
in the board's pixel font, and a big-board draft's replay or rules page stopped the
window with a KeyError."""

from __future__ import annotations

from engine.mage_battle.rules import MAX_ROWS
from game.shell.pixel_font import GLYPHS


def test_every_row_a_draft_may_have_has_a_letter() -> None:
    assert all(chr(ord("A") + row) in GLYPHS for row in range(MAX_ROWS))
