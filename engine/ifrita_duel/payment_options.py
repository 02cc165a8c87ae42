"""The ways to pay a cost's generic part from a pool (D12), for whoever lets a person
choose (the window's payment picker): pure functions of a pool, a cost and the tie
order, no state, so a seat's view is enough. Two payments are the same way when they
leave the same pool; each way is listed once, D12's default first. The payment itself
is `decide.payment`'s: nothing here decides what fits."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement

from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import Cost
from engine.ifrita_duel.decide import payment


@dataclass(frozen=True, slots=True)
class Way:
    """One way to pay a cost: `pay` names the generic part as a `Cast` does (kinds in
    `names.MANA_KINDS` order), `generic` counts it per kind, `spent` is everything the
    cost takes per kind (pips too), `left` the pool afterwards; `default` marks D12's
    default payment (a cast may send `pay=None` for it)."""

    pay: tuple[str, ...]
    generic: tuple[int, ...]
    spent: tuple[int, ...]
    left: tuple[int, ...]
    default: bool


def _pips(cost: Cost) -> tuple[int, ...]:
    pips = [0] * len(n.MANA_KINDS)
    for colour, count in cost.pips:
        pips[n.KIND_INDEX[colour]] += count
    return tuple(pips)


def _pay_of(generic: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(kind for kind, count in zip(n.MANA_KINDS, generic) for _ in range(count))


def _way(pool: tuple[int, ...], cost: Cost, spent: tuple[int, ...], default: tuple[int, ...] | None) -> Way:
    generic = tuple(s - p for s, p in zip(spent, _pips(cost)))
    return Way(_pay_of(generic), generic, spent, tuple(a - s for a, s in zip(pool, spent)), spent == default)


def room(pool: tuple[int, ...], cost: Cost) -> tuple[int, ...] | None:
    """The pool left for the generic part once the colour pips are paid (D12), per kind;
    None when the pips cannot be paid."""
    left = tuple(a - p for a, p in zip(pool, _pips(cost)))
    return left if min(left, default=0) >= 0 else None


def default_way(pool: tuple[int, ...], cost: Cost, tie_order: tuple[str, ...]) -> Way | None:
    """D12's default payment as a way, or None when the cost cannot be paid."""
    spent = payment(pool, cost, None, tie_order)
    return None if isinstance(spent, str) else _way(pool, cost, spent, spent)


def way_of(pool: tuple[int, ...], cost: Cost, generic: tuple[int, ...], tie_order: tuple[str, ...]) -> Way | str:
    """The way that pays the generic part with `generic[k]` mana of each kind k, or why it
    does not fit (the engine's words)."""
    if len(generic) != len(n.MANA_KINDS) or min(generic, default=0) < 0:
        return f"a payment counts each of the {len(n.MANA_KINDS)} mana kinds, none below 0"
    spent = payment(pool, cost, _pay_of(generic), tie_order)
    if isinstance(spent, str):
        return spent
    default = payment(pool, cost, None, tie_order)
    return _way(pool, cost, spent, None if isinstance(default, str) else default)


def ways(pool: tuple[int, ...], cost: Cost, tie_order: tuple[str, ...]) -> list[Way]:
    """Every materially different way to pay `cost` from `pool` (each leaves a different
    pool): D12's default first, then the others in `names.MANA_KINDS` order of what they
    take. Empty when the cost cannot be paid."""
    first = default_way(pool, cost, tie_order)
    if first is None:
        return []
    out = [first]
    kinds = [kind for kind, count in zip(n.MANA_KINDS, room(pool, cost) or ()) if count > 0]
    for pay in combinations_with_replacement(kinds, cost.generic):
        spent = payment(pool, cost, pay, tie_order)
        if not isinstance(spent, str) and spent != first.spent:
            out.append(_way(pool, cost, spent, first.spent))
    return out


def has_choice(pool: tuple[int, ...], cost: Cost, tie_order: tuple[str, ...]) -> bool:
    """Whether the generic part could be paid in more than one way that matters."""
    return len(ways(pool, cost, tie_order)) > 1
