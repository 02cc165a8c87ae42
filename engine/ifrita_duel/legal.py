"""Legal commands of a seat: candidates filtered by decide.problem, so a listed command
is always accepted. Casts are listed with D12's default payment (pay=None); the other
payments of the same cast are legal too (`payments` lists them for an agent that cares)."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.decide import MAIN, payment, problem
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.state import State, default_deck


def _targets(state: State, kind: str | None) -> tuple[str | None, ...]:
    if kind is None:
        return (None,)
    return (*n.SIDE_KEYS, *(u.id for u in state.units))


def _distinct(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(cards))


def candidates(state: State, side: Side) -> list[cmd.Command]:
    out: list[cmd.Command] = []
    if state.phase == Phase.REGISTER:
        # D4: the default deck with each ability; any other legal deck is accepted by `step`.
        cards = default_deck(state.rules).cards
        return [cmd.Register(side, cards, hero.id) for hero in state.rules.cards.heroes]
    if state.phase == Phase.MULLIGAN:
        return [cmd.Keep(side), cmd.Mulligan(side)]
    if state.awaiting_blocks():
        attacker = state.attackers[len(state.blocks)]
        return [cmd.Block(side, attacker, None), *(cmd.Block(side, attacker, u.id) for u in state.units_of(side))]
    player = state.player(side)
    if state.phase in MAIN:
        for card_id in _distinct(player.hand):
            card = state.template(card_id)
            kinds = card.colors if len(card.colors) > 1 else (None,)
            out += [cmd.Sacrifice(side, card_id, kind) for kind in kinds]
        for card_id in _distinct(player.hand):
            out += [cmd.Cast(side, card_id, t) for t in _targets(state, state.template(card_id).target)]
        out += [cmd.UseHero(side, t) for t in _targets(state, state.rules.cards.hero(player.hero).target)]
    if state.phase in (Phase.MAIN1, Phase.COMBAT) and not state.attacked:
        ready = [u.id for u in state.units_of(side) if not u.tapped and not u.sick]
        out += [cmd.Attack(side, group) for size in range(1, len(ready) + 1) for group in combinations(ready, size)]
        out.append(cmd.NextPhase(side))
    excess = len(player.hand) - state.rules.hand_limit
    if excess > 0:
        out += [cmd.EndTurn(side, group) for group in sorted(set(combinations(sorted(player.hand), excess)))]
    else:
        out.append(cmd.EndTurn(side))
    return out


def legal_commands(state: State, side: Side) -> list[cmd.Command]:
    if side not in state.deciders():
        return []
    return [c for c in candidates(state, side) if problem(state, c) is None]


def payments(state: State, side: Side, card_id: str) -> list[tuple[str, ...]]:
    """Every distinct way to name the generic part of `card_id`'s cost now (D12)."""
    card = state.template(card_id)
    pool = state.player(side).mana
    out = []
    for pay in combinations_with_replacement(n.MANA_KINDS, card.cost.generic):
        if not isinstance(payment(pool, card.cost, pay, state.rules.tie_order), str):
            out.append(pay)
    return out
