"""Rulings D36-D38 of Ifrita Duel: what a seat may see, who decides at each moment (the
hot-seat curtain's cue), and chance from the seed by per-purpose streams."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from duel_helpers import C, T, play, random_game, shuffle_hidden, state

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import default_deck, new_game
from engine.ifrita_duel.view import view_of
from engine.kernel.digest import stable_digest
from engine.kernel.rng import SeededRng

ROOT = Path(__file__).resolve().parents[2]


def test_d36_a_seats_view_holds_neither_the_opponents_hand_nor_any_deck_order() -> None:
    states, _ = random_game(4)
    for i, s in enumerate(states[::7]):
        for seat in (T, C):
            other = shuffle_hidden(s, seat, i)
            assert other != s or not s.player(seat.other).hand
            assert view_of(other, seat) == view_of(s, seat)
            v = view_of(s, seat)
            assert v.player(seat).hand == s.player(seat).hand and v.player(seat.other).hand is None
            assert v.player(seat.other).hand_count == len(s.player(seat.other).hand)
            assert v.player(seat).deck is None and v.player(seat.other).deck is None
            assert v.player(seat).deck_count == len(s.player(seat).deck)
            assert "seed" not in v.__slots__  # type: ignore[attr-defined]
    everything = view_of(states[-1], None)
    assert everything.player(T).deck == states[-1].player(T).deck


def test_d36_private_and_secret_events() -> None:
    s = new_game(9, ID_1)
    first = s.first
    s, events = play(s, cmd.Mulligan(first))
    drawn = [e for e in events if isinstance(e, ev.CardDrawn)]
    shuffled = [e for e in events if isinstance(e, ev.DeckShuffled)]
    assert len(drawn) == 6 and len(shuffled) == 1
    assert all(GAME.visible_to(e, int(first)) and not GAME.visible_to(e, int(first.other)) for e in drawn)
    assert not GAME.visible_to(shuffled[0], 0) and not GAME.visible_to(shuffled[0], 1)
    assert GAME.visible_to(shuffled[0], None)
    assert GAME.visible_to(ev.MulliganTaken(first), int(first.other))          # decisions are public


def test_d37_the_defender_decides_blocks_and_mulligans_go_one_side_at_a_time() -> None:
    s = state('[[unit]]\nid = "t1"\nside = "teal"\ncard = "grove_bear"\n'
              '[[unit]]\nid = "c1"\nside = "crimson"\ncard = "clay_golem"\n')
    assert GAME.deciders(s) == (0,)
    s, _ = play(s, cmd.Attack(T, ("t1",)))
    assert GAME.deciders(s) == (1,) and GAME.legal(s, 0) == []
    assert {type(c) for c in GAME.legal(s, 1)} == {cmd.Block}
    m = new_game(2, ID_1)
    assert GAME.deciders(m) == (int(m.first),)


def test_d38_first_player_and_shuffles_come_from_separate_seeded_streams() -> None:
    s = new_game(123, ID_1)
    assert s.first == SeededRng(123, "first").below(2)
    cards = default_deck(ID_1).cards
    teal_order = tuple(SeededRng(123, "shuffle/teal/0").shuffled(cards))
    assert s.player(T).hand + s.player(T).deck == teal_order
    assert s.player(C).hand + s.player(C).deck != teal_order
    after, _ = play(s, cmd.Mulligan(s.first))
    p = after.player(s.first)
    assert p.hand + p.deck == tuple(SeededRng(123, f"shuffle/{s.first.key}/1").shuffled(
        s.player(s.first).deck + s.player(s.first).hand))


def _final_hash(seed: int) -> str:
    states, _ = random_game(seed, ("greedy", "beginner"))
    return stable_digest(states[-1])


def test_d38_same_seed_same_game_also_in_another_process() -> None:
    here = _final_hash(21)
    assert here == _final_hash(21) and here != _final_hash(22)
    code = ("import sys; sys.path.insert(0, 'tests/ifrita_duel'); from duel_helpers import random_game;"
            "from engine.kernel.digest import stable_digest;"
            "print(stable_digest(random_game(21, ('greedy', 'beginner'))[0][-1]))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PYTHONHASHSEED": "77", "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == here


def test_d37_the_table_view_between_two_people_is_what_both_seats_know() -> None:
    """A hot-seat screen that is nobody's shows each player as the other seat knows them:
    the same facts from either chair, no hand, no registered list, no ability before both
    registered (D4)."""
    from dataclasses import replace

    from engine.ifrita_duel.view import table_view

    for seed in (4, 5):
        states, _ = random_game(seed)
        for s in states[::3]:
            teal, crimson = view_of(s, T), view_of(s, C)
            from_teal, from_crimson = table_view(teal, crimson), table_view(crimson, teal)
            assert replace(from_teal, seat=None) == replace(from_crimson, seat=None)
            assert from_teal.players == (crimson.players[0], teal.players[1])
            for p in from_teal.players:
                assert p.hand is None and p.cards is None and p.deck is None
