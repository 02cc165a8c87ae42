"""Wizard Survive's flow in the window: the setup, the table (every human's secret choice
behind the hand-off curtain in hot-seat play, W26), the result."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.shell.seated import SeatedDirector
from game.wizard_survive import play
from replays import Journal

if TYPE_CHECKING:
    from game.shell.app import GameWindow, Screen
    from game.shell.controller import MatchController


class WizardDirector(SeatedDirector):
    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.last_seats: tuple[str | None, ...] = (None, "beginner", "beginner")

    def setup_screen(self) -> Screen:
        from game.wizard_survive.views.setup import SetupScreen

        return SetupScreen(self.window, self, self.last_seats)

    def start_match(self, seats: Sequence[str | None], seed: int | None = None, ai_process: bool = True) -> None:
        """`seats`: per seat an AI level, or None for a person."""
        self.end_match()
        self.last_seats = tuple(seats)
        seed = self.rng.randrange(2**31) if seed is None else seed
        self.window.controller = play.controller(seed, seats, ai_process=ai_process)
        self.table()

    def resumed(self, journal: Journal) -> MatchController:
        return play.controller(journal.header.seed, journal=journal)

    def table_screen(self) -> Screen:
        from game.wizard_survive.views.table import TableScreen

        return TableScreen(self.window, self)

    def results_screen(self) -> Screen:
        from game.wizard_survive.views.results import ResultsScreen

        return ResultsScreen(self.window, self)
