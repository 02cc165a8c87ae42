"""Which screen comes next: the flow of one session from the title to the result.

The director owns the seat (who sits at the screen in hot-seat play) and puts the
curtain up before any screen that shows one side's secrets.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine import Phase, Side, State
from engine.kernel.game import Agent
from engine.mage_battle.commands import Command

from game.shell.controller import MatchController
from game.mage_battle import play

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.mage_battle.views.battle import BattleScreen


class Director:
    def __init__(self, window: GameWindow) -> None:
        self.window = window
        self.seat: Side | None = None
        self.battle_screen: BattleScreen | None = None
        self.rng = random.Random()

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

    def new_match(self) -> None:
        from game.mage_battle.views.setup import OpponentScreen

        self.end_match()
        self.window.show(OpponentScreen(self.window, self))

    def start_match(self, opponent: str | None, seed: int | None = None) -> None:
        """`opponent`: an AI level, or None for hot-seat."""
        self.end_match()
        seed = self.rng.randrange(2**31) if seed is None else seed
        self.window.controller = play.controller(seed, opponent)
        self.seat = None if opponent is None else Side.TEAL
        self.advance()

    def resume(self) -> None:
        """Go on with the newest unfinished match from its journal."""
        from game.shell.players import resume_journal, unfinished_journal

        path = unfinished_journal()
        journal = resume_journal(path) if path is not None else None
        if journal is None:
            self.title()
            return
        opponent = play.opponent_of(journal.header.players)
        self.end_match()
        self.window.controller = play.controller(journal.header.seed, opponent, journal=journal)
        self.seat = None if opponent is None else Side.TEAL
        self.advance()

    def start_position(self, state: State, opponent: str | None = "beginner",
                       agents: dict[Side, Agent[Command]] | None = None) -> None:
        """A match from a built position (scripts, tests, the sandbox): straight to the battle."""
        self.end_match()
        self.window.controller = play.controller(state.seed, opponent, agents=agents, start=state)
        self.seat = None if opponent is None else Side.TEAL
        self.advance()

    def end_match(self) -> None:
        if self.window.controller is not None:
            self.window.controller.close()
        self.window.controller = None
        self.battle_screen = None
        self.seat = None

    def perspective(self) -> Side:
        return self.seat if self.seat is not None else Side.TEAL

    def require_seat(self, side: Side, reason: str, then: Callable[[], None]) -> None:
        """Hot-seat: a curtain naming `side` until it takes the seat; otherwise go on at once."""
        controller = self.controller
        if controller is None or not controller.hotseat or self.seat == side:
            then()
            return
        from game.shell.curtain import CurtainScreen

        def seated() -> None:
            self.seat = side
            then()

        self.window.show(CurtainScreen(self.window, self, side, reason, seated))

    def advance(self) -> None:
        """Show what the match needs now."""
        controller = self.controller
        if controller is None:
            self.title()
            return
        phase = controller.match.state.phase
        if phase in (Phase.SHRINES, Phase.FORMATION, Phase.ELEMENTS):
            from game.mage_battle.views.setup import SetupScreen, WaitingScreen

            sides = controller.human_deciders()
            if not sides:
                self.window.show(WaitingScreen(self.window, self))
                return
            side = Side(sides[0])
            self.require_seat(side, "setup", lambda: self.window.show(SetupScreen(self.window, self, side, phase)))
            return
        self.battle()

    def battle(self) -> None:
        from game.mage_battle.views.battle import BattleScreen

        if self.battle_screen is None:
            self.battle_screen = BattleScreen(self.window, self)
        self.window.show(self.battle_screen)

    def new_layers(self, sides: list[Side], battle: int, then: Callable[[], None]) -> None:
        """After a battle: each human side privately sees its new layers."""
        from game.mage_battle.views.layers import LayersScreen

        if not sides:
            then()
            return
        side, rest = sides[0], sides[1:]
        self.require_seat(side, "layers", lambda: self.window.show(
            LayersScreen(self.window, self, side, battle, lambda: self.new_layers(rest, battle, then))))

    def results(self) -> None:
        from game.mage_battle.views.results import ResultsScreen

        self.window.show(ResultsScreen(self.window, self))
