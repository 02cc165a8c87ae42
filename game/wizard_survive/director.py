"""Wizard Survive's flow in the window: the setup, the table (every human's secret choice
behind the hand-off curtain in hot-seat play, W26), the result."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.shell.director import Director
from game.wizard_survive import play
from replays import Journal

if TYPE_CHECKING:
    from game.shell.app import GameWindow


class WizardDirector(Director):
    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.last_seats: tuple[str | None, ...] = (None, "beginner", "beginner")

    def new_match(self) -> None:
        from game.wizard_survive.views.setup import SetupScreen

        self.end_match()
        self.window.show(SetupScreen(self.window, self, self.last_seats))

    def start_match(self, seats: Sequence[str | None], seed: int | None = None, ai_process: bool = True) -> None:
        """`seats`: per seat an AI level, or None for a person."""
        self.end_match()
        self.last_seats = tuple(seats)
        seed = self.rng.randrange(2**31) if seed is None else seed
        self.window.controller = play.controller(seed, seats, ai_process=ai_process)
        self.table()

    def go_on(self, journal: Journal) -> None:
        """Play on the match of a resumed journal."""
        self.end_match()
        self.window.controller = play.controller(journal.header.seed, journal=journal)
        self.table()

    def table(self) -> None:
        from game.wizard_survive.views.table import TableScreen

        self.show_match(lambda: TableScreen(self.window, self))

    def results(self) -> None:
        from game.wizard_survive.views.results import ResultsScreen

        self.window.show(ResultsScreen(self.window, self))
