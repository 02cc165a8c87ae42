"""Which sound goes with what the screen shows. Sounds follow the animation, not the
engine: a step's cues play while that step runs on screen (live play and the replay
viewer alike), so skipped or instant animations make no sound.

A step's cues are (progress, name) pairs: 0.0 when the step starts, later ones at the
moment something lands (the duel's outcome, the pan between battlefields).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.mage_battle import Job, Side
from engine.mage_battle.elements import Winner
from game.mage_battle.views.duel import Duel
from game.shell import sound

if TYPE_CHECKING:
    from game.mage_battle.views.steps import Step, V
    from game.shell.controller import MatchController

DECLARE = {Job.S: "zap", Job.P: "chime", Job.O: "thump"}

# The close-up holds from 0.15 to 0.88 of the duel step and shows its outcome from 0.45 of
# that hold (views/duel.py): the impact.
IMPACT = 0.15 + 0.73 * 0.45
PAN = 0.2          # the side-scroll's whoosh, as the pan picks up speed


def impact(duel: Duel) -> str:
    if duel.winner == Winner.ATTACKER:
        return "hit"
    if duel.winner == Winner.DEFENDER or (duel.winner is None and duel.amount > 0):
        return "counter"       # turned back on the attacker: a counter, or Mana Backflow's recoil
    return "fizzle"


def battle_end(winner: Side, listener: Side | None) -> str:
    """Won or lost for the one person playing; a neutral win jingle when nobody's side is taken."""
    return "battle_lost" if listener is not None and winner != listener else "battle_won"


def match_end(winner: Side, listener: Side | None) -> str:
    if listener is None:
        return "fanfare"
    return "match_won" if winner == listener else "match_lost"


def step_cues(step: Step[V], listener: Side | None) -> list[tuple[float, str]]:
    kind, data = step.kind, step.data
    if kind == "move":
        return [(0.0, "step")]
    if kind == "declare":
        return [(0.0, DECLARE[data["job"]])]
    if kind == "duel":
        return [(IMPACT, impact(data["duel"]))]
    if kind == "settle":
        return [(0.0, "removed")] if data.get("removed") else []
    if kind == "card":
        return [(0.0, "card")]
    if kind == "won":
        return [(0.0, battle_end(data["ended"].winner, listener))]
    if kind == "scroll":
        pan = [(PAN, "scroll")]
        # After its beat the battle's jingle has sounded already.
        return pan if data.get("beat") else [(0.0, battle_end(data["ended"].winner, listener)), *pan]
    return []


def sounding(step: Step[V], before: float, after: float, listener: Side | None) -> list[str]:
    """The cues due as the step's progress goes from `before` to `after` (0..1): those in
    [before, after), so each plays once however the frames fall."""
    return [name for at, name in step_cues(step, listener) if before <= at < after]


class StepSounds:
    """Plays the cues of the step a screen is animating, frame by frame."""

    def __init__(self, play: Callable[[str], object] = sound.play) -> None:
        self.play = play

    def advance(self, step: Step[V], before: float, after: float, listener: Side | None) -> list[str]:
        names = sounding(step, before, after, listener)
        for name in names:
            self.play(name)
        return names


def only_human(controller: MatchController) -> Side | None:
    """The side whose wins sound like wins: the one person against an AI; nobody in
    hot-seat (both are at the screen) or when no person plays."""
    humans = [s for s in Side if controller.is_human(s)]
    return humans[0] if len(humans) == 1 else None
