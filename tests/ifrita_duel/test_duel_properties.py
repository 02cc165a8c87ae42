"""Properties of random play (issue 13): no living unit at or below 0 remaining health,
no mana below 0, the hand limit after every end step, each side's 40 cards conserved
across zones, and every random game ends. Garbage commands are refused, never crash."""

from __future__ import annotations

from collections import Counter

import pytest
from duel_helpers import C, T, random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import State, default_deck, health_of, new_game
from engine.kernel.errors import RuleError

DECK = Counter(default_deck(ID_1).cards)


def _cards_of(s: State, side: Side) -> Counter[str]:
    p = s.player(side)
    on_field = [u.card for u in s.units_of(side)] + [e.card for e in s.enchantments_of(side)]
    return Counter(p.hand + p.deck + p.discard + p.exile + tuple(on_field))


def _check_game(seed: int, levels: tuple[str, str]) -> State:
    states, commands = random_game(seed, levels)
    assert states[-1].over, f"seed {seed}: no end after {len(commands)} commands"
    for _before, command, after in zip(states, commands, states[1:]):
        for u in after.units:
            assert health_of(after, u) - u.damage > 0 and not u.doomed, (seed, u)
        for side in Side:
            p = after.player(side)
            assert min(p.mana) >= 0 and min(p.mana_max) >= 0, (seed, p)
            assert _cards_of(after, side) == DECK, (seed, side)
            assert p.hp <= ID_1.hero_hp
        if isinstance(command, cmd.EndTurn):
            assert len(after.player(command.side).hand) <= ID_1.hand_limit, seed
        assert after.turn <= ID_1.turn_limit
    return states[-1]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_end(seed: int) -> None:
    _check_game(seed, ("beginner", "beginner"))


@pytest.mark.parametrize("seed", range(6))
def test_greedy_games_keep_every_invariant_and_end(seed: int) -> None:
    end = _check_game(seed, ("greedy", "beginner") if seed % 2 else ("greedy", "greedy"))
    assert end.end_reason in ("hp", "turn_limit")


GARBAGE = [None, "end", 7, cmd.EndTurn(5), cmd.EndTurn(T, None), cmd.EndTurn(T, ("x",) * 3),  # type: ignore[arg-type]
           cmd.Cast(T, 5), cmd.Cast(T, "no_such_card"), cmd.Cast(T, "ember_imp", pay=("gold",)),  # type: ignore[arg-type]
           cmd.Attack(T, "t1"), cmd.Attack(T, ()), cmd.Block(C, None, 3),  # type: ignore[arg-type]
           cmd.Sacrifice(T, "ember_imp", 5), cmd.UseHero(T, 42), cmd.Keep(T), cmd.NextPhase(C)]  # type: ignore[arg-type]


@pytest.mark.parametrize("command", GARBAGE, ids=repr)
def test_garbage_commands_are_refused_with_a_sentence(command: object) -> None:
    s = new_game(1, ID_1)
    s, _ = step(s, cmd.Keep(s.first))
    s, _ = step(s, cmd.Keep(s.first.other))
    if s.to_move == C:                      # make teal the side to move for the commands above
        s, _ = step(s, cmd.EndTurn(C))
    with pytest.raises(RuleError) as caught:
        step(s, command)
    assert "\n" not in str(caught.value) and len(str(caught.value)) > 10
