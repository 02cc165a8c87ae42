"""Ifrita Duel's flow in the window: the setup (the opponent), the table (every deck
registration, hand, mulligan and block choice; in hot-seat play each behind the
hand-off curtain, D37), the deck builder opened from a person's registration, the
result.

Each person chooses their deck at their own registration (D4), on the table: the
default deck with an ability, a saved deck, or one the builder holds for that seat
unsaved. In hot-seat play that happens behind the person's curtain, so the other never
sees the name or the list; the director remembers each seat's choice for the next
match, and a deck built unsaved is offered to its own seat only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck
from game.ifrita_duel import decks, play
from game.shell.director import Director
from replays import Journal

if TYPE_CHECKING:
    from game.shell.app import GameWindow

DEFAULT, SAVED, BUILT = "default", "saved", "built"


@dataclass(frozen=True, slots=True)
class DeckChoice:
    """A deck a person may register: the default deck with an ability (`name`: the
    ability's id), a saved deck (`name`: its name) or the deck the builder holds unsaved
    for the seat (`name`: the name typed there)."""

    kind: str
    name: str


class DuelDirector(Director):
    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.opponent: str | None = GAME.levels[0]          # None: a second person
        self.choice: dict[int, DeckChoice] = {}              # per seat, kept for the next match
        self.built: dict[int, tuple[str, Deck]] = {}         # per seat: the builder's unsaved deck

    # ---- before the match -------------------------------------------------------------
    def new_match(self) -> None:
        from game.ifrita_duel.views.setup import SetupScreen

        self.end_match()
        self.window.show(SetupScreen(self.window, self))

    # ---- a seat's deck (shown only to that seat, at its registration) -------------------
    def deck_options(self, seat: int) -> list[DeckChoice]:
        """The default deck with each ability, the saved decks, this seat's unsaved one."""
        options = [DeckChoice(DEFAULT, hero.id) for hero in ID_1.cards.heroes]
        options += [DeckChoice(SAVED, name) for name in decks.names()]
        if seat in self.built:
            options.append(DeckChoice(BUILT, self.built[seat][0]))
        return options

    def chosen(self, seat: int, options: list[DeckChoice] | None = None) -> DeckChoice:
        """The seat's choice, when still on offer; else the default deck's first ability."""
        options = self.deck_options(seat) if options is None else options
        choice = self.choice.get(seat)
        return choice if choice in options else options[0]

    def choose(self, seat: int, choice: DeckChoice) -> None:
        self.choice[seat] = choice

    def deck_of(self, seat: int, choice: DeckChoice) -> Deck | None:
        """The cards and ability of `choice` for `seat`; None when a saved deck is gone."""
        if choice.kind == DEFAULT:
            return decks.default(choice.name)
        if choice.kind == BUILT:
            built = self.built.get(seat)
            return built[1] if built is not None and built[0] == choice.name else None
        return decks.load(choice.name)

    def deck_builder(self, seat: int) -> None:
        """The builder for `seat`'s deck, from its registration (behind its curtain in
        hot-seat play: the seat stays seated); Done or Esc goes back to the table."""
        from game.ifrita_duel.views.deckbuilder import DeckBuilderScreen

        choice = self.chosen(seat)
        deck = self.deck_of(seat, choice) or decks.default()
        name = "" if choice.kind == DEFAULT else choice.name
        self.window.show(DeckBuilderScreen(self.window, self, seat, deck, name))

    def built_deck(self, seat: int, name: str, deck: Deck) -> None:
        """The builder is done: its deck becomes the seat's choice (the saved deck itself
        when it was saved unchanged under that name)."""
        if decks.load(name) == deck:
            self.built.pop(seat, None)
            self.choice[seat] = DeckChoice(SAVED, name)
        else:
            self.built[seat] = (name, deck)
            self.choice[seat] = DeckChoice(BUILT, name)
        self.table()

    # ---- the match ---------------------------------------------------------------------
    def start_match(self, seed: int | None = None, ai_process: bool = True) -> None:
        """Every person registers at the table (behind their curtain in hot-seat play);
        an AI registers by its own policy."""
        self.end_match()
        seed = self.rng.randrange(2**31) if seed is None else seed
        self.window.controller = play.controller(seed, (None, self.opponent), ai_process=ai_process)
        self.table()

    def go_on(self, journal: Journal) -> None:
        """Play on the match of a resumed journal."""
        self.end_match()
        self.window.controller = play.controller(journal.header.seed, journal=journal)
        self.table()

    def table(self) -> None:
        from game.ifrita_duel.views.table import TableScreen

        self.show_match(lambda: TableScreen(self.window, self))

    def results(self) -> None:
        from game.ifrita_duel.views.results import ResultsScreen

        self.window.show(ResultsScreen(self.window, self))
