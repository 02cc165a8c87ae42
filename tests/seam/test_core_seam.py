"""The seam's required part stays small: a game writes the nine methods of the state
machine (`engine.kernel.game.Game`) and plain attributes, and `GameBase` gives every other
capability a default. A game that writes only that core is played, saved, loaded,
verified, sought through, described and simulated by the real tools; and the kernel,
which every game shares, names no game's things."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from engine.kernel import registry
from engine.kernel.base import GameBase
from engine.kernel.codec import Codec
from engine.kernel.digest import stable_digest
from engine.kernel.errors import RuleError
from engine.kernel.game import Game, Outcome
from engine.kernel.lab import DEFAULT_LAB
from engine.kernel.match import Match
from engine.kernel.rule_book import RuleBook, rule
from engine.kernel.seats import Audience, Seat
from replays.cursor import Cursor
from replays.format import ai, dumps, new_header
from replays.resimulate import load_bytes, replay_of, verify

# Before the seam was narrowed a game wrote all 28 methods; now at most a third of that.
METHODS_BEFORE = 28
CORE = {"new_state", "deciders", "legal", "step", "apply", "view", "visible_to", "outcome", "state_hash"}


def _methods(cls: type) -> set[str]:
    return {name for name, value in vars(cls).items() if callable(value) and not name.startswith("_")}


def test_the_core_of_a_game_is_its_state_machine_and_no_more() -> None:
    assert _methods(Game) == CORE
    assert len(_methods(Game)) <= METHODS_BEFORE // 3
    assert set(Game.__annotations__) == {"game_id", "seat_counts", "codec", "levels", "rule_book"}
    # The base class asks for exactly the core; every other capability has a default.
    assert set(GameBase.__abstractmethods__) == CORE


# --- a game of only the core: race to a total --------------------------------------------

@dataclass(frozen=True, slots=True)
class RaceRules:
    goal: int = rule(10, "X1: the total that wins", "2-99", lambda n: 2 <= n <= 99)
    most: int = rule(2, "X2: the most one move adds", "1-9", lambda n: 1 <= n <= 9)
    version: str = rule("race-1", "X3: the rule set's version")


@dataclass(frozen=True, slots=True)
class RaceState:
    rules: RaceRules
    seats: int
    total: int = 0
    to_move: Seat = 0
    winner: Seat | None = None


@dataclass(frozen=True, slots=True)
class Add:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Added:
    seat: int
    amount: int


class Race(GameBase[RaceRules, RaceState, Add, Added, RaceState]):
    game_id = "race"
    seat_counts = (2, 3)
    codec = Codec((Add,), (Added,), {Add: "A"})
    rule_book = RuleBook(RaceRules())

    def new_state(self, seed: int, rules: RaceRules, seats: int) -> RaceState:
        return RaceState(rules, seats)

    def deciders(self, state: RaceState) -> tuple[Seat, ...]:
        return () if state.winner is not None else (state.to_move,)

    def legal(self, state: RaceState, seat: Seat) -> Sequence[Add]:
        most = min(state.rules.most, state.rules.goal - state.total)
        return tuple(Add(seat, n) for n in range(1, most + 1)) if seat in self.deciders(state) else ()

    def step(self, state: RaceState, command: Add) -> tuple[RaceState, tuple[Added, ...]]:
        if command not in self.legal(state, command.seat):
            raise RuleError(f"{command!r} is not legal now")
        event = Added(command.seat, command.amount)
        return self.apply(state, event), (event,)

    def apply(self, state: RaceState, event: Added) -> RaceState:
        total = state.total + event.amount
        winner = event.seat if total == state.rules.goal else None
        return replace(state, total=total, to_move=(event.seat + 1) % state.seats, winner=winner)

    def view(self, state: RaceState, seat: Audience) -> RaceState:
        return state

    def visible_to(self, event: Added, seat: Audience) -> bool:
        return True

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(int(s == state.winner) for s in range(state.seats))
        return Outcome(scores, (state.winner,), ["goal", state.total])

    def state_hash(self, state: RaceState) -> str:
        return stable_digest(state)


@pytest.fixture
def race() -> Iterator[Race]:
    game = Race()
    registry.register(game, __name__)
    yield game
    # Not left in the registry: the conformance suite's tables are for the games it knows.
    registry._GAMES.pop(game.game_id)          # noqa: SLF001 - the test's own game, nothing else
    registry._MODULES.pop(game.game_id)


def _played(game: Race, seed: int, seats: int) -> Match[RaceState, Add, Added]:
    agents = [game.make_agent("random", seed + seat) for seat in range(seats)]
    match: Match[RaceState, Add, Added] = Match(game, seed, seats=seats)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
        assert agents[seat].note() is None              # the kernel's random agent keeps no note
    return match


@pytest.mark.parametrize("seats", [2, 3])
def test_a_game_of_only_the_core_plays_saves_loads_and_verifies(race: Race, seats: int) -> None:
    match = _played(race, 4, seats)
    assert match.state.total == 10 and match.outcome() is not None
    header = new_header(4, *[ai("random")] * seats, started="2026-12-01T12:00:00+00:00", game="race")
    loaded = load_bytes(dumps(replay_of(match, header)), "race.embr")
    assert loaded.header.seat_names == ("p1", "p2", "p3")[:seats]        # the kernel's seat names
    assert loaded.match.hash() == match.hash() and loaded.header.result == match.outcome()
    assert verify(loaded.replay, "race.embr").ok
    cursor, half = Cursor(loaded), len(match.commands) // 2
    again: Match[RaceState, Add, Added] = Match(race, 4, seats=seats)
    for command in match.commands[:half]:
        again.play(command)
    cursor.seek(half)
    assert cursor.state == again.state
    cursor.seek(len(match.commands))
    assert cursor.state == match.state


def test_a_game_of_only_the_core_has_every_default(race: Race) -> None:
    match = _played(race, 5, 2)
    outcome = match.outcome()
    assert outcome is not None and race.is_over(match.state)
    assert race.describe_detail(outcome.detail) == "goal; 10"
    assert race.seat_of(Add(1, 2)) == 1 and race.marks(Added(0, 1)) == ()
    assert race.run_scenario("") == {"ok": False, "error": {"step": None, "message": "race has no rules sandbox"},
                                     "events": [], "state": None}
    with pytest.raises(ValueError, match="unknown race level 'genius'"):
        race.make_agent("genius", 1)
    with pytest.raises(ValueError, match="race is for 2, 3 seats, not 4"):
        race.seat_names(4)
    facts = [race.lab.facts(_played(race, seed, 2)) | {"index": seed} for seed in range(6)]
    report = DEFAULT_LAB.report(facts, {"game": "race"})
    assert report["matches"] == 6 and sum(report["wins"]) == report["decided"] == 6
    assert [rate["label"] for rate in report["rates"]] == ["p1 wins", "p2 wins"]


def test_a_rule_book_from_a_dataclass_gives_every_rules_behaviour(race: Race) -> None:
    rules = race.default_rules()
    assert race.rules_to_data(rules) == {"goal": 10, "most": 2, "version": "race-1"}
    assert race.rules_from_data(race.rules_to_data(rules), "x") == rules
    draft = race.load_rules("goal = 20\n", "draft.toml")
    assert draft.goal == 20 and race.rules_version(draft) == "race-1-draft"
    assert race.rules_hash(draft) != race.rules_hash(rules) and race.rules_hash(rules) == stable_digest(rules)
    assert [(f.name, f.comment) for f in race.rules_fields(rules)] == [
        ("goal", "X1: the total that wins"), ("most", "X2: the most one move adds"),
        ("version", "X3: the rule set's version")]
    assert race.check_rules_text("goal = 1\nmost = true\nspeed = 3\n", "d.toml") == [
        "d.toml: unknown field 'speed'", "d.toml: field 'goal' must be 2-99", "d.toml: field 'most' must be 1-9"]
    assert race.check_rules_text("goal = [", "d.toml")[0].startswith("d.toml: not valid TOML (")
    with pytest.raises(ValueError, match=r"^d.toml: field 'goal' must be 2-99$"):
        race.load_rules("goal = 100\n", "d.toml")
    assert race.rules_name(rules) == race.rules_note(rules) == ""


# --- the kernel is every game's -------------------------------------------------------------

GAME_WORDS = re.compile(r"\b(mages?|cards?|lives|teal|crimson|wizards?|souls?|shrines?|heroes|ifrita)\b", re.I)


def test_the_kernel_names_no_game_s_things() -> None:
    kernel = Path(__file__).resolve().parents[2] / "engine" / "kernel"
    found = [f"{path.name}:{number}: {line.strip()}" for path in sorted(kernel.glob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if GAME_WORDS.search(line)]
    assert found == []
