"""Wizard Survive's tutorial: four short lessons, each a moment set up with the engine's
rules sandbox (a scenario, as scenario-format.md writes it) against scripted wizards,
played on the real table under the shell's coach (game/shell/learn/tutorial.py). Each
step asks for one card (and, with lightning, its targets); another is refused and the
coach says what the step wants."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import Card
from engine.wizard_survive.scenario import start
from engine.wizard_survive.state import State
from engine.wizard_survive.view import WizardView
from game.shell.learn.model import Learning, Lesson, Step
from game.shell.learn.tutorial import LessonController, LessonFlow
from game.wizard_survive.director import WizardDirector
from replays import ai, human

if TYPE_CHECKING:
    from game.shell.app import GameWindow

YOU, BLUE, GREEN = 0, 1, 2
# What a scripted wizard commits at each (round, step): a card and its targets.
Plays = Mapping[tuple[int, int], tuple[Card, tuple[int, ...]]]


@dataclass(frozen=True, slots=True)
class WizardLesson(Lesson):
    scenario: str = ""                                   # the moment, in the sandbox's TOML
    foes: Mapping[int, Plays] = field(default_factory=dict)

    def position(self) -> State:
        return start(tomllib.loads(self.scenario))


class ScriptedWizard:
    """A lesson's opponent: commits what the script says for the step, else recovers mana."""

    level = "beginner"
    mood = None

    def __init__(self, plays: Plays) -> None:
        self.plays = plays

    def note(self) -> None:
        """A scripted opponent has nothing in mind to show."""
        return None

    def choose(self, view: WizardView, legal: Sequence[Commit], seen: Sequence[Any]) -> Commit:
        card, targets = self.plays.get((view.round, view.step), (Card.MANA_RECOVERY, ()))
        fits = [c for c in legal if c.card == card and (not targets or c.targets == targets)]
        return (fits or [c for c in legal if c.card == Card.MANA_RECOVERY] or list(legal))[0]


def _mine(commands: Sequence[Any]) -> list[Commit]:
    return [c for c in commands if isinstance(c, Commit) and c.seat == YOU]


def played(card: Card) -> Callable[[Sequence[Any], bool], bool]:
    """Done once you have committed `card` (and it has been revealed: the runner waits)."""
    return lambda commands, over: any(c.card == card for c in _mine(commands))


def only(card: Card, targets: int = 0) -> Callable[[Any], bool]:
    """The step takes `card` alone (with that many targets, when it names them)."""
    return lambda c: isinstance(c, Commit) and c.card == card and (not targets or len(c.targets) == targets)


def step(name: str, card: Card, targets: int = 0) -> Step:
    return Step(name, played(card), only(card, targets))


LESSONS: tuple[WizardLesson, ...] = (
    WizardLesson("fireball", (step("cast", Card.FIREBALL), step("recover", Card.MANA_RECOVERY),
                              step("finish", Card.FIREBALL)),
                 scenario='game = "wizard_survive"\n[players.red]\n[players.blue]\n',
                 foes={BLUE: {(1, 1): (Card.MANA_RECOVERY, ()), (1, 2): (Card.MANA_RECOVERY, ()),
                              (1, 3): (Card.MANA_RECOVERY, ())}}),
    WizardLesson("teleport", (step("dodge", Card.TELEPORT), step("read", Card.MANA_RECOVERY)),
                 scenario='game = "wizard_survive"\n[players.red]\nlives = 1\n[players.blue]\nlives = 1\n',
                 foes={BLUE: {(1, 1): (Card.FIREBALL, (YOU,)), (1, 2): (Card.MANA_RECOVERY, ())}}),
    WizardLesson("lightning", (step("both", Card.LIGHTNING, targets=2), step("finish", Card.FIREBALL)),
                 scenario='game = "wizard_survive"\n[players.red]\nmana = 3\n[players.blue]\nlives = 1\n'
                          '[players.green]\nlives = 1\n',
                 foes={BLUE: {(1, 1): (Card.MANA_RECOVERY, (YOU,))},
                       GREEN: {(1, 1): (Card.TELEPORT, (YOU,)), (1, 2): (Card.MANA_RECOVERY, ())}}),
    WizardLesson("meteor", (step("cast", Card.METEOR),),
                 scenario='game = "wizard_survive"\nround = 4\n[players.red]\nmana = 3\nsouls = 4\n'
                          '[players.blue]\nsouls = 2\n[players.green]\nsouls = 1\n',
                 foes={BLUE: {(4, 1): (Card.TELEPORT, (YOU,))}, GREEN: {(4, 1): (Card.FIREBALL, (YOU,))}}),
)


class WizardLessonDirector(LessonFlow, WizardDirector):
    """Wizard Survive's flow with the coach over its table."""

    plain = WizardDirector

    def learning(self) -> Learning:
        from game.wizard_survive.learn import learning

        return learning()

    def start_lesson(self, lesson: Lesson) -> None:
        assert isinstance(lesson, WizardLesson)
        state = lesson.position()
        players = (human(),) + (ai("beginner"),) * (state.seats - 1)
        agents = {seat: ScriptedWizard(plays) for seat, plays in lesson.foes.items()}
        self.window.controller = LessonController(GAME, state, players, self.refusal, agents=agents)
        self.seat = YOU
        self.table()

    def table(self) -> None:
        from game.wizard_survive.views.table import TableScreen

        self.coached(lambda: TableScreen(self.window, self))


def begin(window: GameWindow, index: int) -> None:
    WizardLessonDirector.take_over(window).begin(index)
