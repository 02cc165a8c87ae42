"""Why a seat cannot do something now, asked of that seat's view: each action a window
offers (sacrifice or cast a card, the hero ability, attack, next phase, end turn) is
tried as its representative commands against decide.py's own checks, which read the
view as they read the state, and the refusal comes back as the `Reason` `step` would
raise. Nothing here restates a rule; a window words the reason's key in its languages."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.decide import PROBLEMS, SEAT_CHECKS, Reason
from engine.ifrita_duel.view import DuelView

ACTIONS = ("sacrifice", "cast", "hero", "attack", "next_phase", "end_turn")


def _reason(view: DuelView, command: cmd.Command) -> Reason | str | None:
    return SEAT_CHECKS[type(command)](view, command)


def _targets(view: DuelView, kind: str | None) -> tuple[str | None, ...]:
    return (None,) if kind is None else (*n.SIDE_KEYS, *(u.id for u in view.units))


def _first(reasons: list[Reason | str | None]) -> Reason | None:
    """The refusal when every try failed: one that is not about the target, if any (a target
    was fine but something else stops it), else "no legal target"; None if one passed."""
    if any(r is None for r in reasons):
        return None
    keyed = [r if isinstance(r, Reason) else Reason("other", str(r)) for r in reasons]
    return next((r for r in keyed if r.key != "target"), keyed[0] if keyed else None)


def refusal(view: DuelView, action: str, card: str | None = None) -> Reason | None:
    """Why the view's seat cannot take `action` (one of ACTIONS; `card` for a sacrifice or
    a cast) now, or None when it can."""
    side = view.seat
    if side is None:
        raise ValueError("a refusal is a seat's: the all-seeing view acts for nobody")
    if view.over:
        return Reason("over", "the game is over (D34)")
    if side not in view.deciders:
        return Reason("waiting", f"{side.key} has no decision to make now (D5, D26)")
    if action == "sacrifice" and card is not None:
        kinds = view.template(card).colors or (n.COLORLESS,)
        return _first([_reason(view, cmd.Sacrifice(side, card, kinds[0]))])
    if action == "cast" and card is not None:
        kind = view.template(card).target
        return _first([_reason(view, cmd.Cast(side, card, t)) for t in _targets(view, kind)])
    if action == "hero":
        hero = view.player(side).hero
        kind = view.rules.cards.hero(hero).target if hero else None
        return _first([_reason(view, cmd.UseHero(side, t)) for t in _targets(view, kind)])
    if action == "attack":
        own = [u.id for u in view.units_of(side)]
        if not own:
            # The phase and once-a-turn checks come first; past them, nobody to send.
            phase = _reason(view, cmd.Attack(side, ("",)))
            if isinstance(phase, Reason):
                return phase
            return Reason("no_units", f"{side.key} has no unit on the battlefield to attack with (D25)")
        return _first([_reason(view, cmd.Attack(side, (u,))) for u in own])
    if action == "next_phase":
        return _first([_reason(view, cmd.NextPhase(side))])
    if action == "end_turn":
        hand = view.player(side).hand or ()
        excess = max(0, len(hand) - view.rules.hand_limit)
        return _first([_reason(view, cmd.EndTurn(side, tuple(hand[:excess])))])
    raise ValueError(f"{action!r} is no action a seat is refused (expected one of {', '.join(ACTIONS)})")


def block_refusal(view: DuelView, blocker: str) -> Reason | None:
    """Why `blocker` cannot block any attacker of the attack awaiting the view's seat's
    blocks, or None when it can. Asked as a block of the first attacker with no block
    chosen yet: which attacker a unit blocks is the defender's to change until it confirms,
    so only what holds for every attacker is a refusal. The engine's check reads the view
    as it reads the state; its sentence is keyed by the unit's state for the window."""
    side = view.seat
    if side is None:
        raise ValueError("a refusal is a seat's: the all-seeing view acts for nobody")
    if not view.awaiting_blocks() or side != view.defender:
        return Reason("waiting", f"{side.key} has no blocks to choose now (D26)")
    unit = view.unit(blocker)
    asked = replace(view, attackers=view.attackers[:1], blocks=())
    problem = PROBLEMS[cmd.Block](cast(Any, asked), cmd.Block(side, view.attackers[0], blocker))
    if problem is None:
        return None
    card = unit.card if unit is not None else blocker
    return Reason("block_tapped" if unit is not None and unit.tapped else "block", str(problem), card=card)
