"""Elemental Mage Battle's flow in the window: the opponent, the simultaneous setup of
each seat behind the curtain, the battle, each side's new layers, the result."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.kernel.game import Agent
from engine.mage_battle import Phase, Side, State
from engine.mage_battle.commands import Command
from game.mage_battle import play
from game.shell.director import Director
from replays import Journal

if TYPE_CHECKING:
    from game.mage_battle.views.battle import BattleScreen
    from game.shell.app import GameWindow


class MageDirector(Director):
    # Ending a turn with AP left and an attack in reach asks once; the tutorial's
    # lessons tell the player when to end, so there it never asks.
    asks_before_ending = True

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.battle_screen: BattleScreen | None = None

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

    def go_on(self, journal: Journal) -> None:
        """Play on the match of a resumed (or branched) journal."""
        opponent = play.opponent_of(journal.header.players)
        human = next((Side(s) for s, p in enumerate(journal.header.players) if p.kind == "human"), Side.TEAL)
        self.end_match()
        self.window.controller = play.controller(journal.header.seed, opponent, human_side=human, journal=journal)
        self.seat = None if opponent is None else human
        self.advance()

    def start_position(self, state: State, opponent: str | None = "beginner",
                       agents: dict[Side, Agent[Command]] | None = None) -> None:
        """A match from a built position (scripts, tests, the sandbox): straight to the battle."""
        self.end_match()
        self.window.controller = play.controller(state.seed, opponent, agents=agents, start=state)
        self.seat = None if opponent is None else Side.TEAL
        self.advance()

    def forget_match_screen(self) -> None:
        super().forget_match_screen()
        self.battle_screen = None

    def perspective(self) -> Side:
        return Side(self.seat) if self.seat is not None else Side.TEAL

    def advance(self) -> None:
        """Show what the match needs now."""
        controller = self.controller
        if controller is None:
            self.title()
            return
        phase = controller.view(Side.TEAL).phase      # the phase is public
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

    def rules(self) -> None:
        """The rules pages over the match; Back returns to the same battle screen."""
        from game.mage_battle.views.rules_screen import RulesScreen

        self.window.show(RulesScreen(self.window, self.battle if self.controller is not None else self.title))

    def leave(self) -> None:
        """The battle's Menu: back to the title to resume later, concede, or stay."""
        from game.shell.confirm import ConfirmScreen
        from game.shell.i18n import tr

        self.window.show(ConfirmScreen(self.window, self, tr("leave.title"), tr("leave.text"), [
            (tr("leave.later"), self.title), (tr("leave.concede"), self.concede), (tr("leave.back"), self.battle)]))

    def concede(self) -> None:
        """The seated side (hot-seat between turns: the side to move) gives the match up: it ends
        as that side's loss, told on a notice, and is not kept to resume (its journal goes)."""
        from game.shell.confirm import ConfirmScreen
        from game.shell.i18n import tr

        controller = self.controller
        if controller is None:
            self.title()
            return
        view = controller.view(Side.TEAL)
        side = Side(self.seat) if self.seat is not None else view.to_move
        teal = sum(1 for r in view.results if r.winner == Side.TEAL)
        if controller.journal is not None:
            controller.journal.discard()
            controller.journal = None
        self.end_match()
        winner = side.other
        self.window.show(ConfirmScreen(self.window, self, tr("conceded.title", side=tr(f"side.{winner.key}")),
                                       tr("conceded.text", side=tr(f"side.{side.key}"), battle=max(view.battle, 1),
                                          teal=teal, crimson=len(view.results) - teal),
                                       [(tr("result.new"), self.new_match), (tr("result.title_menu"), self.title)]))

    def results(self) -> None:
        from game.mage_battle.views.results import ResultsScreen

        self.window.show(ResultsScreen(self.window, self))
