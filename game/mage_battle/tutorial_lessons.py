"""The tutorial's lessons: each a small built position, what crimson's scripted agent does
in it, and the one step the coach asks for, checked from the commands the match received
(the shell's runner, game/shell/learn/tutorial.py, plays them). Positions come from
engine.mage_battle.position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.mage_battle import V0_6, Card, Element, Job, Side, State
from engine.mage_battle import commands as cmd
from engine.mage_battle.position import MageSpec, position
from game.shell.learn.model import Lesson, Step

E = Element
T, C = Side.TEAL, Side.CRIMSON
_cell = V0_6.tables.parse


def _mage(side: Side, job: Job, cell: str, *layers: Element, hp: int | None = None) -> MageSpec:
    return MageSpec(side, job, _cell(cell), tuple(layers), hp=hp)


@dataclass(frozen=True, slots=True)
class MageLesson(Lesson):
    """A lesson of one step, `do` (the catalog's tut.<name>.do, then tut.<name>.done)."""

    build: Callable[[], State]
    foe_attacks: bool = False                       # crimson attacks when it can, else ends its turn
    responses: tuple[Element, ...] = field(default=())     # crimson's responses, first held one wins


def _lesson(name: str, build: Callable[[], State], done: Callable[[Sequence[Any], bool], bool],
            foe_attacks: bool = False, responses: tuple[Element, ...] = ()) -> MageLesson:
    """`done`: (the match's commands, is it over) -> whether the player did what was asked."""
    return MageLesson(name, (Step("do", done),), build, foe_attacks, responses)


def _teal(commands: Sequence[cmd.Command], kind: type) -> list[Any]:
    return [c for c in commands if isinstance(c, kind) and c.side == T]


def _actor_attacked(commands: Sequence[cmd.Command], over: bool) -> bool:
    """Done when the lesson's actor (its first mage, teal) has attacked."""
    return any(c.mage == 0 for c in _teal(commands, cmd.Attack))


# In the order of a match's battles (1, then 2, then 3): a position never steps back a battle.
LESSONS: tuple[MageLesson, ...] = (
    _lesson("move", lambda: position([
        _mage(T, Job.S, "D03", E.FIRE), _mage(T, Job.P, "F02", E.WATER),
        _mage(C, Job.O, "D13", E.WOOD), _mage(C, Job.S, "B14", E.METAL)]),
        lambda cs, over: bool(_teal(cs, cmd.Move))),
    _lesson("sorcerer", lambda: position([
        _mage(T, Job.S, "D04", E.FIRE), _mage(T, Job.P, "F02", E.WATER),
        _mage(C, Job.O, "D07", E.WOOD), _mage(C, Job.S, "B14", E.METAL)]),
        _actor_attacked, responses=(E.WOOD,)),
    _lesson("priest", lambda: position([
        _mage(T, Job.P, "D04", E.EARTH), _mage(T, Job.S, "F02", E.WATER),
        _mage(C, Job.S, "C06", E.WATER), _mage(C, Job.O, "E06", E.ELECTRIC), _mage(C, Job.P, "B14", E.FIRE)]),
        _actor_attacked, responses=(E.WATER, E.ELECTRIC)),
    _lesson("counter", lambda: position([
        _mage(T, Job.S, "D04", E.FIRE), _mage(T, Job.P, "F02", E.WOOD),
        _mage(C, Job.O, "D07", E.WATER), _mage(C, Job.S, "B14", E.METAL)]),
        _actor_attacked, responses=(E.WATER,)),
    _lesson("respond", lambda: position([
        _mage(T, Job.O, "D05", E.FIRE, E.EARTH), _mage(T, Job.P, "F02", E.WOOD),
        _mage(C, Job.S, "D08", E.WATER), _mage(C, Job.P, "B14", E.METAL)]),
        lambda cs, over: bool(_teal(cs, cmd.Respond)), foe_attacks=True),
    _lesson("shrine", lambda: position([
        _mage(T, Job.S, "D14", E.EARTH), _mage(T, Job.P, "F02", E.WOOD),
        _mage(C, Job.O, "B12", E.FIRE), _mage(C, Job.S, "F12", E.WATER)]),
        lambda cs, over: over and any(c.to == _cell("D15") for c in _teal(cs, cmd.Move))),
    _lesson("round_limit", lambda: position([
        _mage(T, Job.S, "D04", E.FIRE), _mage(T, Job.P, "F02", E.WOOD), _mage(T, Job.O, "B03", E.ICE),
        _mage(C, Job.P, "D12", E.LIGHT), _mage(C, Job.S, "B14", E.METAL)], round=20),
        lambda cs, over: over and bool(_teal(cs, cmd.EndTurn))),    _lesson("stacks", lambda: position([
        _mage(T, Job.O, "D05", E.FIRE, E.FIRE), _mage(T, Job.S, "F02", E.WATER),
        _mage(C, Job.P, "D06", E.METAL), _mage(C, Job.S, "B14", E.LIGHT, E.LIGHT, E.LIGHT)], battle=2),
        _actor_attacked, responses=(E.METAL,)),
    _lesson("card", lambda: position([
        _mage(T, Job.S, "D04", E.FIRE), _mage(T, Job.P, "F02", E.WOOD),
        _mage(C, Job.P, "D07", E.LIGHT, E.LIGHT, E.LIGHT), _mage(C, Job.S, "B14", E.METAL)], battle=3,
        cards=(Card.RESONANCE_CUT, None)),
        lambda cs, over: bool(_teal(cs, cmd.UseCard))),

)


class CoachedFoe:
    """Crimson in a lesson: attacks when the lesson wants it (its first legal attack), else
    ends its turn; answers an attack with the lesson's response."""

    level = "beginner"
    mood = None

    def __init__(self, lesson: MageLesson) -> None:
        self.lesson = lesson

    def note(self) -> None:
        """A scripted opponent has nothing in mind to show."""
        return None

    def choose(self, view: Any, legal: Sequence[cmd.Command], seen: Sequence[Any]) -> cmd.Command:
        responses = [c for c in legal if isinstance(c, cmd.Respond)]
        if responses:
            def score(r: cmd.Respond) -> int:
                return sum(1 for _, e in r.choices if e in self.lesson.responses)
            return max(responses, key=score)
        if self.lesson.foe_attacks:
            attack = next((c for c in legal if isinstance(c, cmd.Attack)), None)
            if attack is not None:
                return attack
        return next(c for c in legal if isinstance(c, cmd.EndTurn))
