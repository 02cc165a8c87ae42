"""No peeking, for every game that declares how to perturb its secrets: at decision
points of random matches, a state with another secret (what the deciding seat cannot
know) gives that seat the same view, and every AI level of the game the same choice.

Convention: PERTURB maps a game id to `perturb(state, seat, rng) -> state`, the same
state for `seat`'s eyes with other hidden facts. The kernel has no such hook, so the
table lives here; a game not in it (a fourth one, until someone adds its entry) simply
has no test here. Its agents' inputs are still walked by tests/engine/test_agent_inputs.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from conformance_kit import each_game, random_match

from engine.kernel.game import AnyGame

Perturb = Callable[[Any, int, random.Random], Any]


def _nim(state: Any, seat: int, rng: random.Random) -> Any:
    """Other seats' lucky piles, drawn again."""
    lucky = tuple(p if s == seat else rng.randrange(len(state.piles)) for s, p in enumerate(state.lucky))
    return replace(state, lucky=lucky)


def _mage_battle(state: Any, seat: int, rng: random.Random) -> Any:
    """The enemy's unrevealed layers relabelled (a bijection keeps every stack size), its
    pending secret attack element with them, and its unused card another one."""
    from engine.mage_battle.names import ELEMENTS, Side

    side = Side(seat)
    shuffled = list(ELEMENTS)
    rng.shuffle(shuffled)
    relabel = dict(zip(ELEMENTS, shuffled))
    mages = tuple(replace(m, layers=tuple(relabel[e] for e in m.layers)) if m.side != side and not m.revealed else m
                  for m in state.mages)
    pending = state.pending
    if pending is not None and pending.element is not None:
        attacker = state.mages[pending.attacker]
        if attacker.side != side and not attacker.revealed:
            pending = replace(pending, element=relabel[pending.element])
    cards = list(state.cards)
    if cards[side.other] is not None:
        deck = state.tables.cards
        cards[side.other] = deck[(deck.index(cards[side.other]) + 1) % len(deck)]
    return replace(state, mages=mages, pending=pending, cards=tuple(cards))


def _ifrita_duel(state: Any, seat: int, rng: random.Random) -> Any:
    """The opponent's hand and deck dealt again from their union, the seat's own deck
    reordered, another seed."""
    from engine.ifrita_duel.names import Side

    side = Side(seat)
    opp = state.player(side.other)
    hidden = list(opp.hand + opp.deck)
    rng.shuffle(hidden)
    k = len(opp.hand)
    state = state.with_player(side.other, replace(opp, hand=tuple(hidden[:k]), deck=tuple(hidden[k:])))
    own = state.player(side)
    state = state.with_player(side, replace(own, deck=tuple(rng.sample(own.deck, len(own.deck)))))
    return replace(state, seed=state.seed + 1)


def _wizard_survive(state: Any, seat: int, rng: random.Random) -> Any:
    """Other seats' commitments of this step: another card at the same targets."""
    from engine.wizard_survive.names import Card

    pending = tuple(c if c is None or s == seat else replace(c, card=rng.choice([k for k in Card if k != c.card]))
                    for s, c in enumerate(state.pending))
    return replace(state, pending=pending)


PERTURB: dict[str, Perturb] = {
    "nim": _nim,
    "mage_battle": _mage_battle,
    "ifrita_duel": _ifrita_duel,
    "wizard_survive": _wizard_survive,
}
# The AI levels asked per game, where not every one: the advanced AIs search for a
# second or more a decision (their own no-peek tests cover them: tests/engine/mage_battle/ai/
# test_ai_no_peeking.py, tests/ifrita_duel/test_duel_ai_hidden.py, W31 in
# tests/wizard_survive/test_rulings_ws_ai.py).
LEVELS: dict[str, tuple[str, ...]] = {"mage_battle": ("beginner", "whimsical"),
                                      "ifrita_duel": ("beginner", "intermediate", "whimsical"),
                                      "wizard_survive": ("beginner", "intermediate", "whimsical")}
POSITIONS = 12


def _declared() -> list[Any]:
    return [p for p in each_game() if p.values[0].game_id in PERTURB]


def _positions(game: AnyGame) -> list[tuple[Any, int, list[Any]]]:
    """(state, deciding seat, what it has seen) at decision points with a choice, from
    seeded random matches at the game's most seats."""
    out = []
    for seed in range(3):
        match = random_match(game, 40 + seed, game.seat_counts[-1])
        replayed = type(match)(game, match.seed, match.rules, match.seats)
        for command in match.commands:
            seat = game.seat_of(command)
            if len(replayed.legal(seat)) > 1:
                out.append((replayed.state, seat, replayed.seen(seat)))
            replayed.play(command)
    return out[:: max(1, len(out) // POSITIONS)]


@pytest.mark.parametrize("game", _declared())
def test_a_seats_view_and_its_ais_choice_ignore_its_secrets(game: AnyGame) -> None:
    perturb = PERTURB[game.game_id]
    rng = random.Random(7)
    changed = 0
    for n, (state, seat, seen) in enumerate(_positions(game)):
        other = perturb(state, seat, rng)
        changed += game.state_hash(other) != game.state_hash(state)
        assert game.view(other, seat) == game.view(state, seat), (n, seat)
        for level in LEVELS.get(game.game_id, game.levels):
            first = game.make_agent(level, n).choose(game.view(state, seat), game.legal(state, seat), seen)
            again = game.make_agent(level, n).choose(game.view(other, seat), game.legal(other, seat), seen)
            assert first == again, (level, n, first, again)
    assert changed > 0, "the perturbation never changed a secret"


@pytest.mark.parametrize("game", _declared())
def test_the_perturbation_reaches_what_the_all_seeing_view_shows(game: AnyGame) -> None:
    """Without this the test above could pass on a perturbation that changes nothing."""
    perturb = PERTURB[game.game_id]
    rng = random.Random(8)
    moved = sum(game.view(perturb(state, seat, rng), None) != game.view(state, None)
                for state, seat, _ in _positions(game))
    assert moved > 0


@pytest.mark.parametrize("game", _declared())
def test_the_check_catches_an_agent_that_peeks(game: AnyGame) -> None:
    """An agent that reads the whole state (here: picks by its hash) does change its
    choice under the perturbation, so the test above would catch it."""
    perturb = PERTURB[game.game_id]
    rng = random.Random(9)

    def peeking(state: Any, seat: int) -> Any:
        legal = game.legal(state, seat)
        return legal[int(game.state_hash(state), 16) % len(legal)]

    differ = sum(peeking(state, seat) != peeking(perturb(state, seat, rng), seat)
                 for state, seat, _ in _positions(game))
    assert differ > 0
