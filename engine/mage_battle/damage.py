"""What an engagement costs in HP (R16, R17, R25), written once.

`decide` applies these numbers and the foresight of the window (`game.mage_battle.foresight`)
shows them before a player commits, so both read this module rather than each keeping
its own copy of the formula. Every function takes only the rule set and the few values a
pairing needs, never a whole `State`: a seat's preview passes the stacks it cannot rule
out, so nothing here can look at what that seat's view does not hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.mage_battle.elements import Winner, judge
from engine.mage_battle.names import Element, Job

if TYPE_CHECKING:
    from engine.mage_battle.rules import RuleSet


def hit(rules: RuleSet, job: Job, element: Element | None, a: int) -> int:
    """R16: HP a target loses to an attacker of `job` that won with `element` at stack `a`."""
    return rules.tables.damage[job][a - 1] if element is not None else rules.elementless_power


def counter(rules: RuleSet, job: Job, d: int) -> int:
    """R17: HP an attacker loses to one target of `job` that won with a response at stack `d`."""
    return rules.tables.counter[job][d - 1]


def pairing(rules: RuleSet, attacker_job: Job, element: Element | None, a: int,
            defender_job: Job, response: Element | None, d: int) -> tuple[Winner, int]:
    """R14-R17 for one attacker-target pairing: who wins, and the HP its loser loses
    (the target's hit, the attacker's counter from this target, or 0)."""
    winner = judge(element, a, response, d, rules.tables)
    if winner == Winner.ATTACKER:
        return winner, hit(rules, attacker_job, element, a)
    if winner == Winner.DEFENDER:
        return winner, counter(rules, defender_job, d)
    return winner, 0


def attacker_loss(rules: RuleSet, counters: Sequence[int]) -> int:
    """R17: what several counters in one attack cost the attacker (the largest, or all)."""
    return max(counters) if rules.only_largest_counter else sum(counters)


def backfire_recoil(rules: RuleSet, highest: int) -> int:
    """R25: HP a marked attacker loses when its attack is cancelled, from its highest stack."""
    return max(0, highest - rules.backflow_recoil_offset)
