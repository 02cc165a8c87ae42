"""Ifrita Duel's tutorial: five scripted turns, each a moment set up with the engine's
rules sandbox (a scenario, as scenario-format.md writes it) against a scripted crimson,
played on the real table under the shell's coach (game/shell/learn/tutorial.py): mana by
sacrifice and a cast, an attack, a block with a shield, trample, the hero ability."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.scenario_setup import build
from engine.ifrita_duel.state import State
from game.ifrita_duel.director import DuelDirector
from game.shell.learn.model import Learning, Lesson, Step
from game.shell.learn.tutorial import LessonController, LessonFlow
from replays import ai, human

if TYPE_CHECKING:
    from game.shell.app import GameWindow

Want = Callable[[Any], bool]
DECKS = 'deck = ["wandering_wisp", "wandering_wisp", "wandering_wisp"]\n'


@dataclass(frozen=True, slots=True)
class DuelLesson(Lesson):
    scenario: str = ""                      # the moment, in the sandbox's TOML (teal is you)
    crimson: tuple[Want, ...] = ()          # what crimson does when it can, in order; else it passes

    def position(self) -> State:
        return build(tomllib.loads(self.scenario))


class ScriptedDuelist:
    """A lesson's crimson: the first legal command its script wants, else no block, else
    the end of its turn."""

    level = "beginner"
    mood = None

    def __init__(self, wants: tuple[Want, ...]) -> None:
        self.wants = wants

    def note(self) -> None:
        """A scripted opponent has nothing in mind to show."""
        return None

    def choose(self, view: Any, legal: Sequence[cmd.Command], seen: Sequence[Any]) -> cmd.Command:
        for want in self.wants:
            for command in legal:
                if want(command):
                    return command
        for command in legal:
            if isinstance(command, cmd.Block) and command.blocker is None:
                return command
        return next((c for c in legal if isinstance(c, cmd.EndTurn)), legal[0])


def mine(kind: type, **fields: Any) -> Want:
    """Teal's command of `kind` with these fields."""
    def wants(command: Any) -> bool:
        return (isinstance(command, kind) and getattr(command, "side", None) == Side.TEAL
                and all(getattr(command, k) == v for k, v in fields.items()))

    return wants


def step(name: str, want: Want) -> Step:
    """A step that takes only `want`, done once teal has played it."""
    return Step(name, lambda commands, over: any(want(c) for c in commands), want)


def scenario(turn: int, teal: str, crimson: str = "", units: str = "", to_move: str = "teal") -> str:
    return (f'game = "ifrita_duel"\nturn = {turn}\nto_move = "{to_move}"\n[teal]\nhero = "ember"\n{teal}{DECKS}'
            f'[crimson]\nhero = "mend"\n{crimson}{DECKS}{units}')


def unit(uid: str, side: str, card: str) -> str:
    return f'[[unit]]\nid = "{uid}"\nside = "{side}"\ncard = "{card}"\n'


LESSONS: tuple[DuelLesson, ...] = (
    DuelLesson("mana", (step("sacrifice", mine(cmd.Sacrifice, card="tide_seer")),
                        step("cast", mine(cmd.Cast, card="grove_bear"))),
               scenario(3, 'mana_max = { green = 1 }\nhand = ["grove_bear", "tide_seer"]\n')),
    DuelLesson("attack", (step("attack", mine(cmd.Attack)), step("end", mine(cmd.EndTurn))),
               scenario(5, "", units=unit("t1", "teal", "grove_bear"))),
    DuelLesson("block", (step("block", mine(cmd.Block, blocker="t1")),),
               scenario(6, "", units=unit("t1", "teal", "shield_squire") + unit("c1", "crimson", "ember_imp"),
                        to_move="crimson"),
               crimson=(lambda c: isinstance(c, cmd.Attack) and c.attackers == ("c1",),)),
    DuelLesson("trample", (step("attack", mine(cmd.Attack, attackers=("t1",))),),
               scenario(7, "", units=unit("t1", "teal", "thornback_boar") + unit("c1", "crimson", "wandering_wisp")),
               crimson=(lambda c: isinstance(c, cmd.Block) and c.blocker == "c1",)),
    DuelLesson("hero", (step("ability", mine(cmd.UseHero, target="c1")),),
               scenario(9, "", units=unit("c1", "crimson", "ember_imp"))),
)


class DuelLessonDirector(LessonFlow, DuelDirector):
    """Ifrita Duel's flow with the coach over its table."""

    plain = DuelDirector

    def learning(self) -> Learning:
        from game.ifrita_duel.learn import learning

        return learning()

    def start_lesson(self, lesson: Lesson) -> None:
        assert isinstance(lesson, DuelLesson)
        self.window.controller = LessonController(GAME, lesson.position(), (human(), ai("beginner")), self.refusal,
                                                  agents={int(Side.CRIMSON): ScriptedDuelist(lesson.crimson)})
        self.seat = int(Side.TEAL)
        self.table()

    def table(self) -> None:
        from game.ifrita_duel.views.table import TableScreen

        self.coached(lambda: TableScreen(self.window, self))


def begin(window: GameWindow, index: int) -> None:
    DuelLessonDirector.take_over(window).begin(index)
