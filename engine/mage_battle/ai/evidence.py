"""Soft evidence: how likely an enemy mage's layers are, given what the enemy chose.

The belief's hard filter keeps every deal consistent with what was seen; these weights
say which of those deals the enemy's own decisions make likelier. Each is a likelihood
ratio on the mage's layers when the decision was made, assuming an enemy that plays
roughly as these AIs do: it walks a mage holding one of our shrines' elements toward
that shrine (R22), keeps away from our revealed mages that would beat it and closes in
on those it would beat, strikes a revealed mage it is sure to beat when it can, and
picks an attack element that beats the targets it knows.

Every weight is mild (a factor of 1.2-3 a decision; the battle-1 prior at most 5): a human who plays otherwise only
blurs the belief, the hard filter still holds the truth, and a reveal settles it.

Why responses carry no weight: a response is always followed by the reveal of the
defender's complete layers (R13), which the hard filter already pins down.
"""

from __future__ import annotations

from math import exp

from engine.mage_battle.elements import Layers, Winner, distinct, judge, stack
from engine.mage_battle.names import Element
from engine.mage_battle.tables import Tables

# A step toward (or away from) one of our shrines, relative to the others, per element
# of that shrine the mage may hold: exp(SHRINE_STEP) per step.
SHRINE_STEP = 0.6
# A step toward (or away from) a revealed mage of ours, per "it would beat me" minus
# "I would beat it" (each 0 or 1): exp(-THREAT_STEP) per step toward.
THREAT_STEP = 0.25
# Revealed mages of ours further than this from both ends of a step say nothing by it.
THREAT_RANGE = 4
# A turn ended without striking one of our revealed mages the mage was in reach of and
# sure to beat: the weight of that hypothesis, when the enemy attacked nothing that
# turn, or when it attacked with another mage (two AP: it may have had better to do).
IDLE_SURE_HIT = 0.55
BUSY_SURE_HIT = 0.85
# Battle 1 (R3): the share of the prior that assumes the enemy deals as these AIs do
# (`setup.thoughtful_elements`: our shrines' elements on its front-most mages, then the
# strongest elements); the rest is any permutation.
DEALT_LIKE_US = 0.7
# The attack element a defender guesses: one that beats every known target for sure,
# one that some known target's response counters, the others.
SURE_ELEMENT, COUNTERED_ELEMENT = 3.0, 0.4
# The same for the targets the attacker had not seen: it chose by its own belief, which
# is right more often than not (its forecasts are about calibrated: scripts/
# bench_belief_calibration.py), so an element that beats them stays likelier, less so.
SURE_UNSEEN, COUNTERED_UNSEEN = 2.0, 0.5


def sure_hit(attacker: Layers, element: Element | None, target: Layers, tables: Tables) -> bool:
    """Whether `element` from `attacker` beats every response `target` has (R14)."""
    if element is None:
        return False
    power = stack(attacker, element)
    return all(judge(element, power, d, stack(target, d), tables) == Winner.ATTACKER
               for d in distinct(target) or (None,))


def can_sure_hit(attacker: Layers, target: Layers, tables: Tables) -> bool:
    return any(sure_hit(attacker, e, target, tables) for e in distinct(attacker))


def countered(attacker: Layers, element: Element | None, target: Layers, tables: Tables) -> bool:
    """Whether some response of `target` wins against `element` (R14)."""
    power = stack(attacker, element) if element is not None else 0
    return any(judge(element, power, d, stack(target, d), tables) == Winner.DEFENDER
               for d in distinct(target) or (None,))


def shrine_step(layers: Layers, pulls: dict[Element, float]) -> float:
    """`pulls`: per shrine element, the steps the move made toward it beyond the average."""
    held = set(layers)
    return exp(SHRINE_STEP * sum(p for e, p in pulls.items() if e in held))


def threat_step(layers: Layers, ours: list[tuple[Layers, int]], tables: Tables) -> float:
    """`ours`: our revealed mages' layers and the steps the move made toward each."""
    total = 0
    for theirs, toward in ours:
        total += toward * (int(can_sure_hit(theirs, layers, tables)) - int(can_sure_hit(layers, theirs, tables)))
    return exp(-THREAT_STEP * total)


def idle_turn(layers: Layers, in_reach: list[Layers], busy: bool, tables: Tables) -> float:
    """A turn ended without this mage striking any of `in_reach` (our revealed mages)."""
    if any(can_sure_hit(layers, theirs, tables) for theirs in in_reach):
        return BUSY_SURE_HIT if busy else IDLE_SURE_HIT
    return 1.0


def element_odds(attacker: Layers, element: Element | None, known: list[Layers], tables: Tables,
                 sure: float = SURE_ELEMENT, beaten: float = COUNTERED_ELEMENT) -> float:
    """How likely the attacker chose `element` against targets whose layers it knew
    (`sure` when it beats them all for sure, `beaten` when one of them counters it)."""
    if not known:
        return 1.0
    if any(countered(attacker, element, t, tables) for t in known):
        return beaten
    if all(sure_hit(attacker, element, t, tables) for t in known):
        return sure
    return 1.0
