"""What a game played at one screen by 2-4 seats shares with every other such game
(Wizard Survive and Ifrita Duel): the director's order of screens (setup, table, result,
and a resumed journal played on), who sits at the table (the seated person in hot-seat
play, else the one person); the setup's and the result's frames are in
game/shell/seated_frames.py.

A game gives its own screens and its own words; what each person's screen keeps between
hand-offs stays in the director's `seat_ui` (game/shell/director.py), so a table built
anew for the next person behind the curtain starts from nothing of the last one's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.shell.director import Director

if TYPE_CHECKING:
    from game.shell.app import Screen
    from game.shell.controller import MatchController
    from replays import Journal


class SeatedDirector(Director):
    """The flow of a seated game: its setup, the match's one table (kept while the match
    lasts, built anew at each hand-off), the result. A game names its screens and how a
    resumed journal's match is controlled."""

    def setup_screen(self) -> Screen:
        raise NotImplementedError

    def table_screen(self) -> Screen:
        raise NotImplementedError

    def results_screen(self) -> Screen:
        raise NotImplementedError

    def resumed(self, journal: Journal) -> MatchController:
        """The controller playing on the match of a resumed journal."""
        raise NotImplementedError

    def new_match(self) -> None:
        self.end_match()
        self.window.show(self.setup_screen())

    def go_on(self, journal: Journal) -> None:
        """Play on the match of a resumed journal."""
        self.end_match()
        self.window.controller = self.resumed(journal)
        self.table()

    def table(self) -> None:
        self.show_match(self.table_screen)

    def results(self) -> None:
        self.window.show(self.results_screen())


class SeatedTable:
    """Who sits at a seated game's table. The table is drawn from one seat's views for its
    whole life: the seated person's in hot-seat play (a new table is built for each), the
    one person's, else the first person's (with AIs only, the first seat's)."""

    controller: MatchController
    director: Director
    perspective: int

    def wanted_perspective(self) -> int:
        c = self.controller
        if self.director.seat is not None:
            return self.director.seat
        if len(c.humans) == 1:
            return next(iter(c.humans))
        return getattr(self, "perspective", min(c.humans, default=0))

    def seated(self) -> bool:
        """Whether the person of `perspective` sits at the screen now (their own choices may show)."""
        c = self.controller
        return self.perspective in c.humans and (not c.hotseat or self.director.seat == self.perspective)

    def nobodys(self) -> bool:
        """Hot-seat, between two people: the screen is no one's and shows only what is public."""
        return self.controller.hotseat and self.director.seat is None
