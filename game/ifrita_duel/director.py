"""Ifrita Duel's flow in the window: the setup (opponent and decks), the deck builder,
the table (in hot-seat play every deck registration, hand, mulligan and block choice
behind the hand-off curtain, D37), the result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.state import Deck
from game.ifrita_duel import decks, play
from game.shell.director import Director
from replays import Journal

if TYPE_CHECKING:
    from game.shell.app import GameWindow

DEFAULT = ""        # the deck choice naming the default deck


class DuelDirector(Director):
    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.opponent: str | None = GAME.levels[0]          # None: a second person
        # Per seat: the deck chosen on the setup (DEFAULT, a saved deck's name, or the
        # builder's name for the deck it holds unsaved in `built`).
        self.choice: list[str] = [DEFAULT, DEFAULT]
        self.built: dict[int, tuple[str, Deck]] = {}
        self.registering: dict[int, tuple[str, Deck]] = {}

    # ---- before the match -------------------------------------------------------------
    def new_match(self) -> None:
        from game.ifrita_duel.views.setup import SetupScreen

        self.end_match()
        self.window.show(SetupScreen(self.window, self))

    def deck_builder(self, seat: int) -> None:
        from game.ifrita_duel.views.deckbuilder import DeckBuilderScreen

        self.window.show(DeckBuilderScreen(self.window, self, seat, self.deck(seat)))

    def built_deck(self, seat: int, name: str, deck: Deck) -> None:
        """The builder is done: its deck becomes the seat's choice."""
        self.built[seat] = (name, deck)
        self.choice[seat] = name
        self.new_match()

    def deck_options(self, seat: int) -> list[str]:
        options = [DEFAULT, *decks.names()]
        if seat in self.built and self.built[seat][0] not in options:
            options.append(self.built[seat][0])
        return options

    def deck(self, seat: int) -> Deck:
        name = self.choice[seat]
        if seat in self.built and self.built[seat][0] == name:
            return self.built[seat][1]
        if name != DEFAULT:
            saved = decks.load(name)
            if saved is not None:
                return saved
        return decks.default()

    # ---- the match ---------------------------------------------------------------------
    def start_match(self, seed: int | None = None, ai_process: bool = True) -> None:
        self.end_match()
        seed = self.rng.randrange(2**31) if seed is None else seed
        chosen = (self.deck(0), self.deck(1) if self.opponent is None else decks.default())
        # Hot-seat: each person's registration waits for its curtain (the table submits it).
        self.registering = {seat: (self.choice[seat], chosen[seat]) for seat in (0, 1)}
        self.window.controller = play.controller(seed, (None, self.opponent), chosen, ai_process=ai_process,
                                                 hold=self.opponent is None)
        self.table()

    def registration(self, seat: int) -> tuple[str, Deck]:
        """The deck name (DEFAULT for the default deck) and deck a person registers."""
        return self.registering.get(seat, (DEFAULT, decks.default()))

    def go_on(self, journal: Journal) -> None:
        """Play on the match of a resumed journal."""
        self.end_match()
        self.window.controller = play.controller(journal.header.seed, journal=journal)
        self.table()

    def table(self) -> None:
        from game.ifrita_duel.views.table import TableScreen

        self.show_match(lambda: TableScreen(self.window, self))

    def handed_over(self) -> None:
        """Hot-seat: a person has acted and the next decision is the other's: the screen is
        nobody's until that person takes it behind the curtain."""
        controller = self.controller
        if controller is not None and controller.hotseat:
            self.seat = None

    def results(self) -> None:
        from game.ifrita_duel.views.results import ResultsScreen

        self.window.show(ResultsScreen(self.window, self))
