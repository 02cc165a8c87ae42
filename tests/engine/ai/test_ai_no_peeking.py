"""R28: an agent decides from its view alone. Changing what the opponent hides (its
unrevealed layers, a pending secret attack element, its unused card) while the view
stays the same never changes the agent's choice."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

from engine.mage_battle import Match, Phase, Side, legal_commands, view_for
from engine.mage_battle.ai.agents import make_agent
from engine.mage_battle.names import ELEMENTS
from engine.mage_battle.state import State


def _disguise(state: State, side: Side, rng: random.Random) -> State:
    """The same view for `side`, other hidden enemy elements and card."""
    shuffled = list(ELEMENTS)
    rng.shuffle(shuffled)
    relabel = dict(zip(ELEMENTS, shuffled))   # a bijection keeps every aura (stack sizes)
    mages = tuple(
        replace(m, layers=tuple(relabel[e] for e in m.layers)) if m.side != side and not m.revealed else m
        for m in state.mages
    )
    pending = state.pending
    if pending is not None and mages[pending.attacker].side != side and pending.element is not None:
        if not state.mages[pending.attacker].revealed:
            pending = replace(pending, element=relabel[pending.element])
    cards = list(state.cards)
    if cards[side.other] is not None:
        deck = state.tables.cards
        cards[side.other] = deck[(deck.index(cards[side.other]) + 1) % len(deck)]
    return replace(state, mages=mages, pending=pending, cards=tuple(cards))


def _positions(seed: int, every: int) -> list[tuple[Match, Side, State, list]]:
    """Decision points of a real match (intermediate vs whimsical) with their logs."""
    match = Match(seed=seed)
    players = {Side.TEAL: make_agent("intermediate", seed), Side.CRIMSON: make_agent("whimsical", seed + 1)}
    out = []
    k = 0
    while not match.over:
        side = match.deciders()[0]
        if match.state.phase in (Phase.ACTION, Phase.RESPONSE, Phase.ELEMENTS) and k % every == 0:
            out.append((side, match.state, match.seen(side)))
        k += 1
        match.play(players[side].choose(match.view(side), match.legal(side), match.seen(side)))
    return out


def _check(level: str, positions, rng: random.Random) -> int:
    changed_hidden = 0
    for n, (side, state, seen) in enumerate(positions):
        other = _disguise(state, side, rng)
        view = view_for(state, side)
        assert view_for(other, side) == view
        legal, legal_other = legal_commands(state, side), legal_commands(other, side)
        assert list(legal) == list(legal_other) if state.phase != Phase.ELEMENTS else len(legal) == len(legal_other)
        changed_hidden += other.mages != state.mages or other.cards != state.cards
        agent = make_agent(level, 1000 + n)
        twin = copy.deepcopy(agent)
        assert agent.choose(view, legal, seen) == twin.choose(view_for(other, side), legal_other, seen)
    return changed_hidden


def test_r28_choices_ignore_hidden_enemy_state_beginner_intermediate_whimsical():
    rng = random.Random(5)
    positions = _positions(11, every=9)
    for level in ("beginner", "intermediate", "whimsical"):
        assert _check(level, positions, rng) > 10


def test_r28_choices_ignore_hidden_enemy_state_advanced():
    rng = random.Random(6)
    positions = _positions(12, every=23)
    assert _check("advanced", positions, rng) > 5


def test_agents_are_deterministic_for_a_seed():
    def run() -> tuple:
        match = Match(seed=4)
        players = {Side.TEAL: make_agent("whimsical", 3), Side.CRIMSON: make_agent("beginner", 4)}
        moods = []
        while not match.over:
            side = match.deciders()[0]
            match.play(players[side].choose(match.view(side), match.legal(side), match.seen(side)))
            moods.append(players[Side.TEAL].mood)
        return tuple(match.commands), tuple(moods)

    first, second = run(), run()
    assert first == second
    assert set(first[1]) - {None} and len(set(first[1])) >= 3
