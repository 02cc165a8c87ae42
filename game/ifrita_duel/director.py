"""Ifrita Duel's flow in the window: the setup (the opponent), the table (every deck
registration, hand, mulligan and block choice; in hot-seat play each behind the
hand-off curtain, D37), the deck builder opened from a person's registration, the
result.

Each person chooses their deck at their own registration (D4), on the table: the
default deck with an ability, a saved deck, or one the builder holds for that seat
unsaved. In hot-seat play that happens behind the person's curtain, so the other never
sees the name or the list; the director remembers each seat's choice for the next
match, and a deck built unsaved is offered to its own seat only.

An AI's deck (the advanced's takes a while: trial games) is started as soon as the setup
knows the opponent: the match's seed is drawn then and the AI's worker process begins
building at once (`prepare_opponent`), reporting how far it is for the table to show."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from engine.ifrita_duel.ai.deckbuild import BuildProgress, reporting
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck
from engine.kernel.game import Agent
from engine.kernel.match import Match
from game.ifrita_duel import decks, play
from game.shell.ai_worker import ProcessAgent
from game.shell.seated import SeatedDirector
from replays import Journal

if TYPE_CHECKING:
    from game.shell.app import GameWindow, Screen
    from game.shell.controller import MatchController

DEFAULT, SAVED, BUILT = "default", "saved", "built"
AI_SEAT = 1


@dataclass(frozen=True, slots=True)
class DeckChoice:
    """A deck a person may register: the default deck with an ability (`name`: the
    ability's id), a saved deck (`name`: its name) or the deck the builder holds unsaved
    for the seat (`name`: the name typed there)."""

    kind: str
    name: str


class DuelDirector(SeatedDirector):
    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.opponent: str | None = GAME.levels[0]          # None: a second person
        self.choice: dict[int, DeckChoice] = {}              # per seat, kept for the next match
        self.built: dict[int, tuple[str, Deck]] = {}         # per seat: the builder's unsaved deck
        # The next match's seed and its AI, already building its deck (the setup's opponent).
        self.prepared: tuple[int, ProcessAgent] | None = None
        self.progress_of: ProcessAgent | None = None         # the AI whose deck progress the table shows

    # ---- before the match -------------------------------------------------------------
    def setup_screen(self) -> Screen:
        from game.ifrita_duel.views.setup import SetupScreen

        return SetupScreen(self.window, self)

    def prepare_opponent(self) -> None:
        """The setup knows the opponent: draw the match's seed and start its AI (its deck
        first) in its worker now, rather than when the table opens."""
        level = self.opponent
        if self.prepared is not None and self.prepared[1].level == level:
            return
        self.drop_prepared()
        if level is None:
            return
        seed = self.rng.randrange(2**31)
        try:
            # The seed the controller gives the seat's agent (base x seats + seat).
            agent = ProcessAgent(level, seed * 2 + AI_SEAT, Match(GAME, seed, None, 2, None), progress=reporting,
                                 early_seat=AI_SEAT)
        except Exception:  # no process support here: the match will think on a thread
            return
        self.prepared = (seed, agent)

    def drop_prepared(self) -> None:
        if self.prepared is not None:
            self.prepared[1].close()
        self.prepared = None

    def setup_progress(self) -> BuildProgress | None:
        """How far the prepared AI's deck is, while the setup is shown (the last report)."""
        if self.prepared is None:
            return None
        agent = self.prepared[1]
        agent.wait(0.0)                 # takes the reports in; an answer (none yet: unasked) would be kept
        return agent.progress if isinstance(agent.progress, BuildProgress) else None

    def deck_progress(self) -> BuildProgress | None:
        """How far the AI of the match at play is with its deck, when it is telling."""
        progress = self.progress_of.progress if self.progress_of is not None else None
        return progress if isinstance(progress, BuildProgress) else None

    def end_match(self) -> None:
        super().end_match()
        self.progress_of = None
        self.drop_prepared()

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
        prepared, self.prepared = self.prepared, None
        self.end_match()
        agents: dict[int, Any] = {}
        if prepared is not None and seed is None and ai_process and prepared[1].level == self.opponent:
            seed, agents[AI_SEAT] = prepared
            self.progress_of = prepared[1]
        elif prepared is not None:
            prepared[1].close()
        seed = self.rng.randrange(2**31) if seed is None else seed
        # A process agent stands in an agent's place: the controller asks it by request and poll.
        self.window.controller = play.controller(seed, (None, self.opponent), ai_process=ai_process,
                                                 agents=cast(dict[int, Agent[Any]], agents))
        self.table()

    def resumed(self, journal: Journal) -> MatchController:
        return play.controller(journal.header.seed, journal=journal)

    def table_screen(self) -> Screen:
        from game.ifrita_duel.views.table import TableScreen

        return TableScreen(self.window, self)

    def results_screen(self) -> Screen:
        from game.ifrita_duel.views.results import ResultsScreen

        return ResultsScreen(self.window, self)
