"""D4 as the match's first decisions: each side registers its deck and ability before
anything is shuffled or dealt; the list stays with its side (D36), the ability becomes
public; a replay holds the registrations, so a built deck replays like the default."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, default_deck, new_game, registration
from engine.ifrita_duel.view import view_of
from engine.kernel import registry
from engine.kernel.errors import RuleError
from engine.kernel.match import Match
from replays.format import ai, dumps, human, loads, new_header
from replays.resimulate import load_bytes, replay_of, verify

T, C = Side.TEAL, Side.CRIMSON
DEFAULT = default_deck(ID_1).cards
# Three each of four cards, none of two white ones: a legal built deck, not the default.
THREES = ("ember_imp", "flame_lance", "clay_golem", "grove_bear")
BUILT = tuple(c for c in THREES for _ in range(3)) + tuple(
    c for c in DEFAULT if c not in (*THREES, "shield_squire", "dawn_sentinel"))


def _register(state: Any, side: Side, cards: tuple[str, ...], hero: str) -> tuple[Any, tuple[ev.Event, ...]]:
    return step(state, cmd.Register(side, cards, hero))


def test_built_deck_is_legal_and_differs_from_the_default() -> None:
    assert len(BUILT) == 40 and max(Counter(BUILT).values()) == 3 and Counter(BUILT) != Counter(DEFAULT)


def test_both_register_in_either_order_then_the_deal_happens() -> None:
    start = registration(7, ID_1)
    assert start.phase == Phase.REGISTER and start.deciders() == (T, C)
    assert all(not p.hand and not p.deck for p in start.players)
    one, events = _register(start, C, BUILT, "ward")
    assert one.phase == Phase.REGISTER and one.deciders() == (T,)
    assert not any(isinstance(e, ev.CardDrawn) for e in events)
    dealt, events = _register(one, T, DEFAULT, "insight")
    assert dealt.phase == Phase.MULLIGAN and dealt.deciders() == (dealt.first,)
    assert [len(p.hand) for p in dealt.players] == [7, 7] and [len(p.deck) for p in dealt.players] == [33, 33]
    assert Counter(dealt.player(C).hand + dealt.player(C).deck) == Counter(BUILT)
    assert (dealt.player(T).hero, dealt.player(C).hero) == ("insight", "ward")
    assert ev.AbilitiesShown(("insight", "ward")) in events
    # The order of the two registrations, or of a list's cards, does not move the deal (D38).
    other = _register(_register(start, T, DEFAULT, "insight")[0], C, tuple(reversed(BUILT)), "ward")[0]
    assert other == dealt
    assert dealt == new_game(7, ID_1, (Deck(DEFAULT, "insight"), Deck(BUILT, "ward")))


def test_legal_offers_the_default_deck_with_each_ability_and_step_takes_any_legal_deck() -> None:
    start = registration(1, ID_1)
    offered = legal_commands(start, T)
    assert [c.hero for c in offered if isinstance(c, cmd.Register)] == [h.id for h in ID_1.cards.heroes]
    assert all(isinstance(c, cmd.Register) and Counter(c.cards) == Counter(DEFAULT) for c in offered)
    state, _ = _register(start, T, BUILT, "mend")
    assert state.player(T).hero == "mend" and legal_commands(state, T) == []


@pytest.mark.parametrize("cards, hero, words", [
    (DEFAULT[1:], "ember", "exactly 40"),
    (("ember_imp",) * 4 + DEFAULT[4:], "ember", "4 copies"),
    (DEFAULT, "fireball", "hero ability"),
    (DEFAULT[:39] + ("dragon",), "ember", "unknown card"),
])
def test_an_illegal_deck_is_refused_with_one_line(cards: tuple[str, ...], hero: str, words: str) -> None:
    start = registration(1, ID_1)
    with pytest.raises(RuleError, match=words) as caught:
        _register(start, T, cards, hero)
    assert "\n" not in str(caught.value) and "D4" in str(caught.value)


def test_a_side_registers_once_and_nothing_else_happens_before_the_deal() -> None:
    start = registration(1, ID_1)
    once, _ = _register(start, T, DEFAULT, "ember")
    with pytest.raises(RuleError, match="once"):
        _register(once, T, DEFAULT, "ward")
    for command in (cmd.Keep(T), cmd.EndTurn(C), cmd.Mulligan(C)):
        with pytest.raises(RuleError, match="D4"):
            step(once, command)
    with pytest.raises(RuleError, match="once, before the deal"):
        _register(new_game(1, ID_1), T, DEFAULT, "ember")


def test_the_list_stays_with_its_side_and_the_ability_is_shown_once_both_registered() -> None:
    game = registry.get("ifrita_duel")
    match: Match[Any, Any, Any] = Match(game, 4)
    match.play(cmd.Register(C, BUILT, "ward"))
    teal = match.view(int(T))
    assert teal.player(C).cards is None and teal.player(C).hero == ""
    assert match.view(int(C)).player(C).cards == tuple(sorted(BUILT, key=[c.id for c in ID_1.cards.cards].index))
    match.play(cmd.Register(T, DEFAULT, "empower"))
    for seat in Side:
        view = match.view(int(seat))
        assert view.player(seat).cards is not None and Counter(view.player(seat).cards) == Counter(
            BUILT if seat == C else DEFAULT)
        assert view.player(seat.other).cards is None and view.player(seat.other).deck is None
        assert (view.player(T).hero, view.player(C).hero) == ("empower", "ward")
        seen = match.seen(int(seat))
        registered = [e for e in seen if isinstance(e, ev.DeckRegistered)]
        assert [e.side for e in registered] == [seat]
        assert [e.side for e in seen if isinstance(e, ev.RegistrationMade)] == [C, T]
        assert ev.AbilitiesShown(("empower", "ward")) in seen
    everything = view_of(match.state, None)
    assert all(p.cards is not None for p in everything.players)


def _custom_match(seed: int) -> Match[Any, Any, Any]:
    game = registry.get("ifrita_duel")
    agents = [game.make_agent("greedy", seed), game.make_agent("intermediate", seed + 1)]
    match: Match[Any, Any, Any] = Match(game, seed)
    match.play(cmd.Register(T, BUILT, "ward"))
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return match


def test_a_built_deck_match_saves_a_replay_that_verifies_and_replays_to_the_same_hash() -> None:
    match = _custom_match(11)
    assert match.commands[0] == cmd.Register(T, BUILT, "ward")
    header = new_header(match.seed, human(), ai("intermediate"), started="2026-11-30T09:00:00+00:00",
                        game="ifrita_duel")
    data = dumps(replay_of(match, header))
    loaded = load_bytes(data, "built.embr")
    assert loaded.match.hash() == match.hash() and loaded.match.commands == match.commands
    assert Counter(loaded.match.state.player(T).cards) == Counter(BUILT)
    assert verify(loads(data, "x"), "x").ok
