"""Elemental Mage Battle in the window's list of games."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui import GameUI, register_ui

if TYPE_CHECKING:
    from game.director import Director


def _new_match(director: Director) -> None:
    director.new_match()


UI = register_ui(GameUI("mage_battle", "game.mage_battle", _new_match))
