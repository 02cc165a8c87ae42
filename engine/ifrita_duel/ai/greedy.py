"""The greedy-random policy RULINGS' D1 and D35 figures come from: sacrifice, cast the
dearest card it can with the best-looking target, use the ability, attack with
everything, block when the blocker survives or trades (ties broken at random by the
agent). Kept unchanged so those figures and the property tests stay reproducible."""

from __future__ import annotations

from collections.abc import Sequence

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import Effect
from engine.ifrita_duel.view import DuelView

HARMFUL = (n.DEAL_DAMAGE, n.DESTROY)


def _target_score(view: DuelView, effects: Sequence[Effect], target: str | None) -> float:
    if target is None or view.seat is None:
        return 0.0
    me = view.seat
    unit = view.unit(target)
    enemy = (target == me.other.key) if unit is None else unit.side != me
    harmful = any(e.do in HARMFUL for e in effects if e.to == n.TARGET)
    worth = 1.0 if unit is None else (unit.atk + unit.health) / 2
    if unit is not None and harmful:
        amount = max((e.amount for e in effects if e.do == n.DEAL_DAMAGE), default=99)
        worth = worth * 2 if amount >= unit.health - unit.damage and not unit.shield else worth / 2
    return worth if enemy == harmful else -worth


def greedy_score(view: DuelView, c: cmd.Command) -> float:
    cards = view.rules.cards
    if isinstance(c, cmd.Keep):
        return 1
    if isinstance(c, cmd.Sacrifice):
        return 100 + cards.card(c.card).cost.total / 10
    if isinstance(c, cmd.Cast):
        card = cards.card(c.card)
        return 50 + card.cost.total + _target_score(view, [e for _, es in card.triggers for e in es], c.target)
    if isinstance(c, cmd.UseHero):
        assert view.seat is not None
        ability = cards.hero(view.player(view.seat).hero)
        return 40 + _target_score(view, ability.on_use, c.target)
    if isinstance(c, cmd.Attack):
        return 20 + len(c.attackers)
    if isinstance(c, cmd.Block):
        return _block_score(view, c)
    if isinstance(c, cmd.EndTurn):
        return 10 + sum(cards.card(card).cost.total for card in c.discard)
    return 0


def _block_score(view: DuelView, c: cmd.Block) -> float:
    attacker = view.unit(c.attacker)
    blocker = view.unit(c.blocker) if c.blocker is not None else None
    if attacker is None or blocker is None:
        return 0
    kills = blocker.atk >= attacker.health - attacker.damage or "deathtouch" in blocker.keywords
    survives = blocker.shield or (attacker.atk < blocker.health - blocker.damage
                                  and "deathtouch" not in attacker.keywords)
    return (2 if kills else 0) + (1 if survives else -1) + (0.5 if kills and not survives else 0)
