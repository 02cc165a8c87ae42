"""Property tests over random play with 2, 3 and 4 seats: counters within their bounds,
out players never act nor are targeted, rounds end within their step cap and games within
their round limit, the events fold to the state, `legal_commits` is exactly what `step`
accepts, and the same seed and choices hash the same in another process.

Named test_ws_properties.py: tests/ has no __init__.py, so a second test_properties.py
beside tests/engine's would stop the whole suite's collection."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.kernel.errors import RuleError
from engine.kernel.match import Match
from engine.wizard_survive import events as ev
from engine.wizard_survive.apply import fold
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import Card
from engine.wizard_survive.resolve import legal_commits, step
from engine.wizard_survive.rules import WS_1, RuleSet
from engine.wizard_survive.state import State, new_state

ROOT = Path(__file__).resolve().parents[2]
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
SEATS = st.sampled_from([2, 3, 4])
SOME = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LEVELS = ("uniform", "beginner", "intermediate", "whimsical")


def play(seed: int, seats: int, rules: RuleSet = WS_1, levels: tuple[str, ...] = ("uniform",) * 4
         ) -> Iterator[tuple[State, Commit, State, tuple[Any, ...], random.Random]]:
    """(before, command, after, events, rng) for every commitment of one game; a seat
    plays uniformly at random or as an AI level."""
    rng = random.Random(seed)
    agents = [None if level == "uniform" else GAME.make_agent(level, seed + s) for s, level in enumerate(levels)]
    match = Match(GAME, seed, rules=rules, seats=seats)
    while not match.over:
        seat = match.deciders()[0]
        legal = match.legal(seat)
        agent = agents[seat]
        command = legal[rng.randrange(len(legal))] if agent is None else \
            agent.choose(match.view(seat), legal, match.seen(seat))
        before = match.state
        events = match.play(command)
        yield before, command, match.state, events, rng


def check_invariants(state: State) -> None:
    rules = state.rules
    assert 1 <= state.round <= rules.round_limit, "W22"
    assert 1 <= state.step <= rules.step_limit, "W19"
    for wizard in state.wizards:
        assert 0 <= wizard.lives <= rules.start_lives, "W3, W10: lives in 0..start"
        assert 0 <= wizard.mana <= rules.mana_cap, "W16: mana in 0..cap"
        assert 0 <= wizard.souls < rules.souls_to_win + rules.start_lives, "W18, W21: souls below 5 + a round's 2"
        assert wizard.out == (wizard.lives == 0), "W17: out exactly at 0 lives"
    if not state.over:
        assert sum(w.souls >= rules.souls_to_win for w in state.wizards) == 0, "W21: five souls end the game"
        assert len(state.in_seats()) >= 2, "W18: a round with one or no player in has ended"
    for seat in range(state.seats):
        offered = legal_commits(state, seat)
        if state.wizards[seat].out or state.over or state.pending[seat] is not None:
            assert offered == () and seat not in state.deciders(), "W4, W17, W23"
        for c in offered:
            assert all(t in state.in_seats() and t != seat for t in c.targets), "W7: targets are others in"
            assert state.rules.cost(c.card) <= state.wizards[seat].mana, "W6"


@SOME
@given(SEEDS, SEATS, st.sampled_from(LEVELS), st.sampled_from(LEVELS))
def test_random_play_keeps_every_bound_and_ends(seed: int, seats: int, a: str, b: str) -> None:
    levels = (a, b, a, b)
    souls = [0] * seats
    rounds_seen = 0
    commands = 0
    for before, command, after, events, _ in play(seed, seats, levels=levels):
        commands += 1
        assert command.seat in before.deciders(), "W4: only a player in who owes a commitment acts"
        assert not before.wizards[command.seat].out, "out players never decide"
        check_invariants(after)
        now = [w.souls for w in after.wizards]
        assert all(n >= o for n, o in zip(now, souls)), "souls only increase"
        souls = now
        for e in events:
            if isinstance(e, ev.StepRevealed):
                assert e.seats == before.in_seats(), "W4: every player in, nobody else"
                for targets in e.targets:
                    assert all(t in before.in_seats() for t in targets), "W7: never an out player"
            if isinstance(e, ev.RoundEnded):
                rounds_seen += 1
                assert 1 <= e.step <= after.rules.step_limit, "W19: a round ends within its cap"
                assert (e.scorer is None) == (e.souls == 0)
            if isinstance(e, (ev.LivesLost, ev.ManaPaid, ev.ManaRecovered, ev.AttacksDodged)):
                assert not before.wizards[e.seat].out, "W17: an out player takes no effect"
        assert commands <= WS_1.round_limit * WS_1.step_limit * seats, "a game ends"
    assert after.over and rounds_seen == len(after.rounds) <= WS_1.round_limit


@SOME
@given(SEEDS, SEATS)
def test_the_events_fold_to_the_state(seed: int, seats: int) -> None:
    start = new_state(WS_1, seats)
    log: list[Any] = []
    for before, _, after, events, _ in play(seed, seats):
        assert fold(before, events) == after
        log.extend(events)
    assert fold(start, log) == after
    assert GAME.state_hash(fold(start, log)) == GAME.state_hash(after)


@SOME
@given(SEEDS, SEATS)
def test_legal_commits_is_exactly_what_step_accepts(seed: int, seats: int) -> None:
    # beside each real commitment, a random one (any card, targets among -1..4, at random
    # lengths): step accepts it exactly when its filled-in form is offered
    for before, _command, _, _, rng in play(seed, seats):
        seat = before.deciders()[0]
        probe = Commit(seat, rng.choice(list(Card)),
                       tuple(rng.sample(range(-1, 5), rng.choice([0, 0, 1, 1, 1, 2, 3]))))
        offered = legal_commits(before, seat)
        try:
            _, events = step(before, probe)
        except RuleError as error:
            assert "\n" not in str(error)
            others = [s for s in before.in_seats() if s != seat]
            filled = probe.targets or (tuple(others) if len(others) == 1 else ())
            assert replace(probe, targets=tuple(sorted(filled))) not in offered, (probe, str(error))
        else:
            made = next(e for e in events if isinstance(e, ev.Committed))
            assert Commit(seat, made.card, made.targets) in offered


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, SEATS, st.integers(1, 4), st.integers(1, 6), st.integers(1, 3))
def test_a_draft_keeps_its_own_bounds(seed: int, seats: int, meteor: int, steps: int, rounds: int) -> None:
    rules = replace(WS_1, version="ws-1-draft", meteor_cost=meteor, step_limit=steps, round_limit=rounds,
                    start_lives=3, mana_cap=4, souls_to_win=3)
    levels = ("beginner", "whimsical", "intermediate", "uniform")
    for _, _, after, _, _ in play(seed, seats, rules=rules, levels=levels):
        check_invariants(after)
    assert after.over and len(after.rounds) <= rounds and all(r.step <= steps for r in after.rounds)


# --- the same in another process -------------------------------------------------------------

CHILD = """
import json, sys
sys.path.insert(0, sys.argv[2])
from test_ws_properties import play
from engine.wizard_survive.game import GAME
out = {}
for seed, seats, levels in json.loads(sys.argv[1]):
    trail = []
    for i, (_, _, after, _, _) in enumerate(play(seed, seats, levels=tuple(levels))):
        if i % 25 == 0:
            trail.append(GAME.state_hash(after))
    out[f"{seed}/{seats}"] = [GAME.state_hash(after), trail, [w.souls for w in after.wizards]]
print(json.dumps(out))
"""


def _child(games: list[Any], hash_seed: str) -> dict[str, Any]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run([sys.executable, "-c", CHILD, json.dumps(games), str(Path(__file__).parent)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def test_same_seed_and_choices_give_the_same_hashes_in_other_processes() -> None:
    games = [[seed, seats, list(levels)] for seed, seats, levels in (
        (1, 2, LEVELS), (2, 3, ("whimsical", "intermediate", "beginner")), (3, 4, LEVELS),
        (4, 4, ("beginner",) * 4), (5, 2, ("whimsical", "whimsical")))]
    here: dict[str, Any] = {}
    for seed, seats, levels in games:
        trail = []
        for i, (_, _, after, _, _) in enumerate(play(seed, seats, levels=tuple(levels))):
            if i % 25 == 0:
                trail.append(GAME.state_hash(after))
        here[f"{seed}/{seats}"] = [GAME.state_hash(after), trail, [w.souls for w in after.wizards]]
    assert _child(games, "0") == here
    assert _child(games, "12345") == here
    assert len({v[0] for v in here.values()}) == len(games)
