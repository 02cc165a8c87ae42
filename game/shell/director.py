"""Which screen comes next, for the shell: the title, the settings, the replay viewer,
and the curtain in hot-seat play. A game's own flow (its setup, its match, its results)
is a subclass of its own (Elemental Mage Battle: game/mage_battle/director.py) that
takes over the window when one of its matches starts.

The director owns the seat (who sits at the screen in hot-seat play) and puts the
curtain up before any screen that shows one seat's secrets. A seat's screen is a
function of that seat's knowledge: when a person takes the seat behind the curtain the
match screen is built anew for them, so nothing of the previous person's screen (a
selection, an inspected card, a half-made choice) survives the hand-off; what a person's
screen should keep between their turns lives in `seat_ui`, one object per seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from engine.kernel.seats import Seat
from game.shell import sound
from game.shell.controller import MatchController

if TYPE_CHECKING:
    from game.shell.app import GameWindow, Screen

D = TypeVar("D", bound="Director")
T = TypeVar("T")


class Director:
    def __init__(self, window: GameWindow) -> None:
        self.window = window
        self.seat: Seat | None = None
        self.rng = random.Random()
        self.match_screen: Screen | None = None     # a game's one screen for the match at play
        self.seat_ui: dict[Seat, Any] = {}           # per seat, what its person's screen keeps
        # Per seat, the number of batches played when its person last looked away (someone else
        # took the seat): the curtain's recap starts there; `last_seated` looks until then.
        self.away_from: dict[Seat, int] = {}
        self.last_seated: Seat | None = None

    @classmethod
    def take_over(cls: type[D], window: GameWindow) -> D:
        """This kind of director for `window` (a game's flow begins), keeping the seat and the
        chance of the one it replaces."""
        if isinstance(window.director, cls):
            return window.director
        director = cls(window)
        if window.director is not None:
            director.rng = window.director.rng
        window.director = director
        return director

    @property
    def controller(self) -> MatchController | None:
        return self.window.controller

    # ---- screens -----------------------------------------------------------------
    def title(self) -> None:
        from game.shell.title import TitleScreen

        self.end_match()
        self.window.show(TitleScreen(self.window, self))

    def settings(self) -> None:
        from game.shell.title import SettingsScreen

        self.window.show(SettingsScreen(self.window, self))

    def resume(self) -> None:
        """Go on with the newest unfinished match, through its game's window package."""
        from game.shell.players import unfinished_journal

        self.resume_path(unfinished_journal())

    def resume_path(self, path: Path | None) -> None:
        """Go on with the unfinished match journaled at `path`, through its game's window package."""
        from game.shell.players import resume_journal
        from game.shell.ui import ui_of

        journal = resume_journal(path) if path is not None else None
        ui = ui_of(journal.header.game_id) if journal is not None else None
        if journal is None or ui is None or ui.resume is None:
            if journal is not None:
                journal.close()
            self.title()
            return
        self.end_match()
        ui.resume(self.window, journal)

    def end_match(self) -> None:
        if self.window.controller is not None:
            self.window.controller.close()
        self.window.controller = None
        self.seat = None
        self.seat_ui = {}
        self.away_from, self.last_seated = {}, None
        self.forget_match_screen()
        sound.secret_choice(False)

    def forget_match_screen(self) -> None:
        """The next `show_match` builds the match's screen anew."""
        self.match_screen = None

    def seat_state(self, seat: Seat, make: Callable[[], T]) -> T:
        """The object in which `seat`'s screen keeps what it shows that person across hand-offs
        (made on first use); only that seat's screen may read it."""
        if seat not in self.seat_ui:
            self.seat_ui[seat] = make()
        state: T = self.seat_ui[seat]
        return state

    def show_match(self, make: Callable[[], Screen]) -> None:
        """The match's screen, made on first use and kept while the match lasts (its
        animations and choices survive a visit to the settings); the title when no match
        is at play."""
        if self.window.controller is None:
            self.title()
            return
        if self.match_screen is None:
            self.match_screen = make()
        self.window.show(self.match_screen)

    def require_seat(self, seat: Seat, reason: str, then: Callable[[], None]) -> None:
        """Hot-seat: a curtain naming `seat` until it takes the seat, then a match screen built
        for that person alone; otherwise go on at once."""
        controller = self.controller
        if controller is None or not controller.hotseat or self.seat == seat:
            then()
            return
        from game.shell.curtain import CurtainScreen
        from game.shell.ui import seat_look

        def seated() -> None:
            self.seat = seat
            # Who looks away from now on: the last person seated, or at the first seating everyone else.
            looking = range(len(controller.players)) if self.last_seated is None else (self.last_seated,)
            for other in looking:
                if other != seat:
                    self.away_from[other] = len(controller.batches)
            self.last_seated = seat
            self.forget_match_screen()
            sound.secret_choice(True)
            then()

        look = seat_look(controller.game.game_id, seat, len(controller.players))
        sound.secret_choice(False)
        self.window.show(CurtainScreen(self.window, seat, look, reason, seated, self.recap_for(seat)))

    def recap_for(self, seat: Seat) -> list[str]:
        """What happened in public since `seat`'s person last looked away, in the game's words."""
        from game.shell.ui import ui_of

        controller, start = self.controller, self.away_from.get(seat)
        ui = ui_of(controller.game.game_id) if controller is not None else None
        if controller is None or ui is None or ui.recap is None or start is None:
            return []
        return ui.recap(controller, controller.batches[start:])

    def hand_over(self) -> None:
        """Hot-seat: the seated person has acted and the next decision is someone else's: the
        screen is nobody's (it shows no one's secrets, and what happens now, a reveal or a
        combat, plays for everyone) until the next person takes it behind the curtain."""
        controller = self.controller
        if controller is not None and controller.hotseat:
            self.seat = None
            sound.secret_choice(False)
