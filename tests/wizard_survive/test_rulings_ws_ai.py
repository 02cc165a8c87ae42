"""The AI levels' rulings (W27, W28, W30, W31; W29's advanced AI is its owner's to test,
here it is held to W31 and to legality): each level decides from its seat's view, the
events its seat saw and its own seeded stream."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from ws_helpers import BLUE, FB, GREEN, LN, MR, MT, RED, TP, YELLOW, at, w

from engine.kernel.match import Match
from engine.wizard_survive import events as ev
from engine.wizard_survive.ai.agents import MOODS, IntermediateAgent, WhimsicalAgent, last_attacker
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import Card
from engine.wizard_survive.rules import WS_1
from engine.wizard_survive.state import Commitment, State

LEVELS = ("beginner", "intermediate", "advanced", "whimsical")


def decide(level_or_agent: Any, state: State, seat: int, seen: list[Any] | None = None) -> Commit:
    agent = GAME.make_agent(level_or_agent, 1) if isinstance(level_or_agent, str) else level_or_agent
    legal = GAME.legal(state, seat)
    choice: Commit = agent.choose(GAME.view(state, seat), legal, seen or [])
    assert choice in legal
    return choice


def choices(make: Any, state: State, seat: int, n: int = 400, seen: list[Any] | None = None) -> Counter[Commit]:
    """What `n` agents of different seeds choose at this moment."""
    return Counter(make(seed).choose(GAME.view(state, seat), GAME.legal(state, seat), seen or [])
                   for seed in range(n))


def play_match(levels: tuple[str, ...], seed: int, rules: Any = WS_1) -> Match[Any, Any, Any]:
    agents = [GAME.make_agent(level, seed * 10 + s) for s, level in enumerate(levels)]
    match: Match[Any, Any, Any] = Match(GAME, seed, rules=rules, seats=len(levels))
    while not match.over:
        seat = match.deciders()[0]
        legal = match.legal(seat)
        command = agents[seat].choose(match.view(seat), legal, match.seen(seat))
        assert command in legal, (levels[seat], command)
        match.play(command)
    return match


# --- W27 beginner --------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w27_beginner_never_plays_an_illegal_commitment(seats: int) -> None:
    for seed in range(8):
        assert play_match(("beginner",) * seats, seed).over


def test_w27_beginner_draws_uniformly_among_every_affordable_card() -> None:
    from engine.wizard_survive.ai.agents import BeginnerAgent

    for mana, cards in ((0, {MR, TP}), (1, {FB, MR, TP}), (2, {FB, MR, TP, LN}), (3, set(Card))):
        seen = choices(BeginnerAgent, at(w(2, mana), w(2, 1), w(2, 1)), RED, n=1000)
        by_card = Counter({c.card: 0 for c in seen})
        for c, n in seen.items():
            by_card[c.card] += n
        assert set(by_card) == cards
        share = 1000 / len(cards)
        assert all(abs(n - share) < 0.2 * share for n in by_card.values()), by_card


def test_w27_beginner_targets_uniformly_and_lightning_on_two_half_the_time() -> None:
    from engine.wizard_survive.ai.agents import BeginnerAgent

    seen = choices(BeginnerAgent, at(w(2, 2), w(2, 1), w(2, 1), w(2, 1)), RED, n=4000)
    fireballs = Counter({c.targets: n for c, n in seen.items() if c.card is FB})
    assert set(fireballs) == {(BLUE,), (GREEN,), (YELLOW,)}
    assert max(fireballs.values()) < 1.35 * min(fireballs.values())
    lightning = Counter({c.targets: n for c, n in seen.items() if c.card is LN})
    pairs = sum(n for t, n in lightning.items() if len(t) == 2)
    assert set(lightning) == {(BLUE,), (GREEN,), (YELLOW,), (BLUE, GREEN), (BLUE, YELLOW), (GREEN, YELLOW)}
    assert 0.4 < pairs / sum(lightning.values()) < 0.6


# --- W28 intermediate ----------------------------------------------------------------------


def _mostly(state: State, seat: int) -> tuple[Commit, float]:
    seen = choices(IntermediateAgent, state, seat)
    top, n = seen.most_common(1)[0]
    return top, n / sum(seen.values())


def test_w28_meteor_when_it_can_and_no_other_player_in_can() -> None:
    top, share = _mostly(at(w(2, 3), w(2, 2), w(1, 1)), RED)
    assert top.card is MT and share > 0.85
    # blue could answer with its own meteor: no meteor rule; an attack on the weakest
    top, _ = _mostly(at(w(2, 3), w(2, 3), w(1, 1)), RED)
    assert top.card is not MT


def test_w28_teleport_at_one_life_when_another_can_attack() -> None:
    top, share = _mostly(at(w(1, 1), w(2, 1), w(2, 0)), RED)
    assert top.card is TP and share > 0.85
    # nobody can pay for an attack: no need to teleport, red attacks instead
    top, _ = _mostly(at(w(1, 1), w(2, 0), w(2, 0)), RED)
    assert top.card is FB


def test_w28_attack_the_fewest_lives_then_most_souls_then_most_mana() -> None:
    top, share = _mostly(at(w(2, 1), w(2, 0, souls=4), w(1, 0), w(2, 0)), RED)
    assert top == Commit(RED, FB, (GREEN,)) and share > 0.85
    top, _ = _mostly(at(w(2, 1), w(2, 0, souls=1), w(2, 0, souls=3), w(2, 0, souls=1)), RED)
    assert top == Commit(RED, FB, (GREEN,))
    top, _ = _mostly(at(w(2, 1), w(2, 0), w(2, 2), w(2, 1)), RED)
    assert top == Commit(RED, FB, (GREEN,))


def test_w28_lightning_on_two_when_affordable_and_two_opponents_are_in() -> None:
    top, share = _mostly(at(w(2, 2), w(2, 1, souls=1), w(1, 0), w(2, 0)), RED)
    assert top == Commit(RED, LN, (BLUE, GREEN)) and share > 0.85
    # one opponent in: fireball, not lightning
    top, _ = _mostly(at(w(2, 2), w(2, 0), w(0, 0)), RED)
    assert top == Commit(RED, FB, (BLUE,))


def test_w28_else_mana_recovery() -> None:
    top, share = _mostly(at(w(2, 0), w(2, 0), w(2, 0)), RED)
    assert top.card is MR and share > 0.85


def test_w28_a_small_share_is_uniformly_random() -> None:
    seen = choices(IntermediateAgent, at(w(2, 3), w(2, 1), w(2, 1)), RED, n=2000)
    others = sum(n for c, n in seen.items() if c.card is not MT)
    assert 0.03 < others / 2000 < 0.2                 # about 10%, spread over the other choices
    assert len(seen) > 8


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w28_intermediate_never_illegal_and_beats_beginners(seats: int) -> None:
    wins = 0
    for seed in range(12):
        match = play_match(("intermediate",) + ("beginner",) * (seats - 1), seed)
        wins += GAME.outcome(match.state).winners == (RED,)  # type: ignore[union-attr]
    assert wins > 12 / seats


# --- W30 whimsical -------------------------------------------------------------------------


def test_w30_a_mood_per_round_from_its_own_stream_kept_for_the_round() -> None:
    agent = WhimsicalAgent(3)
    state = at(w(2, 1), w(2, 1), w(2, 1))
    decide(agent, state, RED)
    mood = agent.mood
    assert mood in MOODS and agent.note() == ["mood", mood]
    for step in range(2, 8):
        decide(agent, replace(state, step=step), RED)
        assert agent.mood == mood
    moods = set()
    for round_ in range(2, 40):
        decide(agent, replace(state, round=round_), RED)
        moods.add(agent.mood)
    assert moods == set(MOODS)
    again = WhimsicalAgent(3)
    decide(again, state, RED)
    assert again.mood == mood


def _in_mood(mood: str) -> WhimsicalAgent:
    for seed in range(100):
        agent = WhimsicalAgent(seed)
        decide(agent, at(w(2, 1), w(2, 1)), RED)
        if agent.mood == mood:
            return agent
    raise AssertionError(mood)


def test_w30_reckless_attacks_whenever_it_can_meteor_as_soon_as_it_can() -> None:
    agent = _in_mood("reckless")
    assert decide(agent, at(w(2, 3), w(2, 1), w(2, 1)), RED).card is MT
    assert decide(agent, at(w(2, 2), w(2, 1), w(2, 1)), RED).card is LN
    assert decide(agent, at(w(2, 1), w(2, 1), w(2, 1)), RED).card is FB
    assert decide(agent, at(w(2, 0), w(2, 1), w(2, 1)), RED).card is MR


def test_w30_timid_teleports_when_threatened_else_recovers() -> None:
    agent = _in_mood("timid")
    assert decide(agent, at(w(2, 3), w(2, 1), w(2, 0)), RED).card is TP
    assert decide(agent, at(w(2, 3), w(2, 0), w(2, 0)), RED).card is MR


def test_w30_hoarder_recovers_to_the_cap_then_meteors() -> None:
    agent = _in_mood("hoarder")
    for mana in range(5):
        assert decide(agent, at(w(2, mana), w(2, 1)), RED).card is MR
    assert decide(agent, at(w(2, 5), w(2, 1)), RED).card is MT


def test_w30_grudge_attacks_whoever_last_attacked_it() -> None:
    agent = _in_mood("grudge")
    seen = [ev.RoundStarted(1),
            ev.StepRevealed(1, 1, (RED, BLUE, GREEN, YELLOW), (MR, FB, FB, MR), ((BLUE,), (GREEN,), (RED,), (RED,))),
            ev.StepRevealed(1, 2, (RED, BLUE, GREEN, YELLOW), (MR, LN, MR, MR),
                            ((BLUE,), (RED, GREEN), (RED,), (RED,)))]
    assert last_attacker(seen, RED) == BLUE
    state = at(w(2, 1), w(2, 1), w(2, 1), w(2, 1))
    assert all(decide(agent, state, RED, seen) == Commit(RED, FB, (BLUE,)) for _ in range(20))
    # a new round forgets; nobody attacked: a random opponent
    assert last_attacker(seen + [ev.RoundStarted(2)], RED) is None
    targets = {decide(agent, state, RED, seen[:1]).targets for _ in range(60)}
    assert targets == {(BLUE,), (GREEN,), (YELLOW,)}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w30_whimsical_never_illegal(seats: int) -> None:
    for seed in range(8):
        assert play_match(("whimsical",) * seats, seed).over


# --- W31 no peeking (every level, W29's included) ---------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_w31_changing_others_commitments_with_the_view_fixed_never_changes_a_choice(level: str) -> None:
    # green decides after red and blue committed; every pair of their commitments leaves
    # green's view, legal list and seen events alike, so its choice is the same
    for seed in range(6):
        start = at(w(1, 3), w(2, 2), w(2, 2), w(1, 1))
        options = [Commitment(FB, (GREEN,)), Commitment(MT, (GREEN,)), Commitment(TP, (YELLOW,)),
                   Commitment(LN, (GREEN, YELLOW))]
        picked = set()
        for red, blue in itertools.product(options, options[:1] + options[2:]):
            state = replace(start, pending=(red, blue, None, None))
            agent = GAME.make_agent(level, seed)
            seen = [ev.RoundStarted(1), ev.SeatCommitted(RED), ev.SeatCommitted(BLUE)]
            picked.add(agent.choose(GAME.view(state, GREEN), GAME.legal(state, GREEN), seen))
        assert len(picked) == 1, (level, picked)


@pytest.mark.parametrize("level", LEVELS)
def test_w31_an_ai_choice_depends_on_its_seed_and_view_only(level: str) -> None:
    state = at(w(2, 3), w(1, 2), w(2, 1), w(2, 0))
    first = [decide(GAME.make_agent(level, seed), state, RED) for seed in range(30)]
    again = [decide(GAME.make_agent(level, seed), state, RED) for seed in range(30)]
    assert first == again


@pytest.mark.parametrize("level", ["intermediate", "whimsical"])
def test_w28_w30_never_illegal_under_a_draft_where_mana_recovery_costs_mana(level: str) -> None:
    rules = replace(WS_1, version="ws-1-draft", mana_recovery_cost=1)
    for seed in range(30):
        assert play_match((level,) * 3, seed, rules=rules).over


# --- W29 (its equilibrium and search are its owner's tests) ----------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_w29_advanced_plays_whole_games_legally_from_its_view(seats: int) -> None:
    match = play_match(("advanced",) + ("intermediate", "beginner", "whimsical")[:seats - 1], 29)
    assert match.over and GAME.outcome(match.state) is not None
