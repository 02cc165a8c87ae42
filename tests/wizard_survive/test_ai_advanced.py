"""W29's advanced AI and W31 for every level: the two-player equilibrium as it plays
(the table's mix at its round and step, never conceding a soul under ws-1; the table's
own checks are test_ws_equilibrium.py), the three-to-four-player search (legal, deterministic, stronger than the
intermediate) and no level ever reading another player's commitment."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.kernel.match import Match
from engine.wizard_survive.ai import equilibrium as eq
from engine.wizard_survive.ai.advanced import AdvancedAgent, parts
from engine.wizard_survive.ai.agents import make_agent
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import LEVELS, Card
from engine.wizard_survive.resolve import legal_commits
from engine.wizard_survive.rules import WS_1, RuleSet
from engine.wizard_survive.state import Commitment, State, Wizard
from engine.wizard_survive.view import view_for

ROOT = Path(__file__).resolve().parents[2]
QUICK = 60            # the search's budget where a test needs many decisions, not strength


def agent(level: str, seed: int) -> Any:
    return AdvancedAgent(seed, iterations=QUICK) if level == "advanced" else make_agent(level, seed)


def random_state(rng: random.Random, seats: int, rules: RuleSet = WS_1) -> State:
    """A moment of some round: every counter in bounds, two or more in, and some of the
    players in already committed (legally) this step."""
    while True:
        wizards = []
        for _ in range(seats):
            lives = rng.choice([0, 1, 1, 2, 2, 2]) if seats > 2 else rng.randint(1, rules.start_lives)
            wizards.append(Wizard(lives, rng.randint(0, rules.mana_cap), rng.randint(0, rules.souls_to_win - 1),
                                  lives == 0))
        if sum(not w.out for w in wizards) >= 2:
            break
    state = State(rules, seats, rng.randint(1, 5), rng.randint(1, rules.step_limit), tuple(wizards), (None,) * seats)
    ins = state.in_seats()
    for seat in rng.sample(ins, rng.randint(1, len(ins) - 1)):
        c = rng.choice(legal_commits(state, seat))
        pending = list(state.pending)
        pending[seat] = Commitment(c.card, c.targets or tuple(s for s in ins if s != seat))
        state = replace(state, pending=tuple(pending))
    return state


# --- W31: no peeking, every level, 2-4 seats --------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w31_others_commitments_never_change_a_choice_with_the_view_fixed(level: str, seats: int) -> None:
    rng = random.Random(seats * 31)
    for trial in range(6):
        state = random_state(rng, seats)
        decider = state.deciders()[-1]
        committed = [s for s in state.in_seats() if state.pending[s] is not None]
        assert committed
        fresh = replace(state, pending=(None,) * seats)
        options = {s: legal_commits(fresh, s) for s in committed}
        picked, views = set(), []
        for _ in range(5):
            pending = list(state.pending)
            for s in committed:
                c = rng.choice(options[s])
                pending[s] = Commitment(c.card, c.targets or tuple(t for t in state.in_seats() if t != s))
            full = replace(state, pending=tuple(pending))
            view = view_for(full, decider)
            views.append(view)
            picked.add(agent(level, trial).choose(view, legal_commits(full, decider), []))
        assert all(v == views[0] for v in views)
        assert len(picked) == 1, (level, seats, picked)


# --- never illegal ---------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_level_is_never_illegal_over_random_states(level: str, seats: int) -> None:
    rng = random.Random(seats * 7 + len(level))
    for i in range(40 if level == "advanced" and seats > 2 else 150):
        state = random_state(rng, seats)
        seat = state.deciders()[0]
        legal = legal_commits(state, seat)
        a = agent(level, i)
        assert a.choose(view_for(state, seat), legal, []) in legal
        note = getattr(a, "note", lambda: None)()
        if level == "advanced":
            assert note is not None and note[0] == "mix" and sum(n for _, n in note[1]) == 10_000
            assert all(isinstance(k, str) and isinstance(n, int) for k, n in note[1])


def test_the_note_is_the_mix_in_whole_parts_that_add_up() -> None:
    assert parts({Card.FIREBALL: 1 / 3, Card.TELEPORT: 1 / 3, Card.METEOR: 1 / 3}) == [
        ["fireball", 3334], ["teleport", 3333], ["meteor", 3333]]
    assert parts({Card.MANA_RECOVERY: 1.0, Card.FIREBALL: 0.0}) == [["mana_recovery", 10_000]]


# --- determinism -------------------------------------------------------------------------------

def _choices(seats: int, seed: int) -> list[list[Any]]:
    levels = ["advanced", "intermediate", "beginner", "whimsical"][:seats]
    agents = [AdvancedAgent(seed, iterations=QUICK) if lv == "advanced" else make_agent(lv, seed + s)
              for s, lv in enumerate(levels)]
    match: Match[Any, Any, Any] = Match(GAME, seed, seats=seats)
    out: list[list[Any]] = []
    while not match.over and len(out) < 60:
        seat = match.deciders()[0]
        c = agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat))
        out.append([seat, c.card.key, list(c.targets)])
        match.play(c)
    return out


SCRIPT = """
import json, sys
sys.path.insert(0, {root!r}); sys.path.insert(0, {here!r})
from test_ai_advanced import _choices
print(json.dumps([_choices(2, 5), _choices(3, 5)]))
"""


def test_same_seed_and_inputs_give_the_same_choices_in_this_and_a_fresh_process() -> None:
    here = [_choices(2, 5), _choices(3, 5)]
    assert here == [_choices(2, 5), _choices(3, 5)]
    done = subprocess.run([sys.executable, "-c", SCRIPT.format(root=str(ROOT), here=str(Path(__file__).parent))],
                          check=False, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == here
    assert _choices(3, 5) != _choices(3, 6)


# --- two players: the equilibrium (its solve and exactness: test_ws_equilibrium.py) -----------

@pytest.mark.parametrize("trial", range(40))
def test_two_player_advanced_draws_from_the_tables_mix_at_its_round_and_step(trial: int) -> None:
    rng = random.Random(trial)
    state = random_state(rng, 2)
    state = replace(state, round=rng.randint(1, WS_1.round_limit), pending=(None, None))
    seat = rng.randrange(2)
    me, it = state.wizards[seat], state.wizards[1 - seat]
    mix = eq.solution_for(WS_1).mix(eq.key_for(state.round, state.step, (me.souls, it.souls), me, it))
    a = AdvancedAgent(trial)
    choice = a.choose(view_for(state, seat), legal_commits(state, seat), [])
    assert mix[choice.card.value] > 0
    assert a.note() == ["mix", parts({c: p for c, p in zip(eq.CARDS, mix) if p > 0})]


def test_two_player_advanced_plays_a_mixed_states_cards_as_often_as_its_mix() -> None:
    """At a state whose mix is spread over cards, 4,000 seeded draws land on each card
    as often as its weight, within 4 standard errors."""
    solution = eq.solution_for(WS_1)
    state = State(WS_1, 2, 1, 1, (Wizard(1, 1, 0), Wizard(1, 1, 0)), (None, None))   # 1 life, 1 mana each
    mix = solution.mix(eq.key_for(1, 1, (0, 0), state.wizards[0], state.wizards[1]))
    assert sum(p > 0.1 for p in mix) == 3
    legal = legal_commits(state, 0)
    counts = {c: 0 for c in Card}
    draws = 4000
    for seed in range(draws):
        counts[AdvancedAgent(seed).choose(view_for(state, 0), legal, []).card] += 1
    for card in Card:
        p = mix[card.value]
        assert abs(counts[card] / draws - p) <= 4 * (p * (1 - p) / draws) ** 0.5 + 1e-12, (card, counts, mix)


def test_round_value_shows_the_designer_note_denial_and_meteor_at_4() -> None:
    assert eq.round_value(WS_1) == 0.0
    assert eq.round_value(replace(WS_1, version="m4", meteor_cost=4)) > 0.1


@pytest.mark.parametrize("opponent", ["beginner", "intermediate"])
def test_two_player_advanced_never_concedes_a_soul_under_ws1(opponent: str) -> None:
    for k in range(4):
        mine = k % 2
        agents = [make_agent("advanced", k), make_agent(opponent, 100 + k)]
        if mine:
            agents.reverse()
        match: Match[Any, Any, Any] = Match(GAME, k, seats=2)
        while not match.over:
            seat = match.deciders()[0]
            match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
        outcome = GAME.outcome(match.state)
        assert outcome is not None and outcome.scores[1 - mine] == 0 and outcome.winners == (mine,)


# --- three and four players: the search ------------------------------------------------------


@pytest.mark.parametrize("seats", [3, 4])
def test_the_search_takes_a_meteor_nobody_can_answer(seats: int) -> None:
    """With 3 mana against players who have none (so nobody can strike it or meteor
    back), a meteor ends the round with both lives scored: the search finds it from its
    view whatever its seed. (Its strength over whole games is the README's tournament.)"""
    wizards = (Wizard(2, 3),) + tuple(Wizard(2, 0) for _ in range(seats - 1))
    state = State(WS_1, seats, 1, 1, wizards, (None,) * seats)
    for seed in range(3):
        choice = AdvancedAgent(seed).choose(view_for(state, 0), legal_commits(state, 0), ())
        assert choice.card is Card.METEOR, (seed, choice)
