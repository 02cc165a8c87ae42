"""Elemental Mage Battle's rules pages on the shell's rules screen (game/shell/learn),
opened from the title and from a match; Back returns where it was opened."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.mage_battle.views.rules_pages import learning
from game.shell.learn import rules_screen

if TYPE_CHECKING:
    from game.shell.app import GameWindow


class RulesScreen(rules_screen.RulesScreen):
    def __init__(self, app: GameWindow, back: Callable[[], None], page: int = 0) -> None:
        super().__init__(app, learning(), back, page)
