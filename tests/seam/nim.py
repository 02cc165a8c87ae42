"""Nim for 2-4 seats, a game that lives only in the tests: it registers itself with the
kernel and goes through the real replays, cursor, export, journal and balance lab, which
must handle it without a line of theirs changed. It has what the seam must carry: a
rule set as data, chance from the seed, a secret per seat, marks and per-seat results.

Rules: (N1) the piles start at their sizes; (N2) seats take turns removing 1..max_take
objects from one pile; whoever takes the last object wins, scoring 2 if it came from the
lucky pile only that seat knew, else 1; (N3) a rule set has a version.
"""

from __future__ import annotations

import random
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.kernel import registry
from engine.kernel.codec import PLAIN, Codec, Names
from engine.kernel.digest import stable_digest
from engine.kernel.errors import RuleError
from engine.kernel.game import Agent, Mark, Outcome, RuleField
from engine.kernel.match import Match
from engine.kernel.rng import SeededRng
from engine.kernel.seats import Audience, Seat, SeatNames


@dataclass(frozen=True, slots=True)
class NimRules:
    piles: tuple[int, ...] = (3, 4, 5)
    max_take: int = 3
    version: str = "nim-1"
    name: str = field(default="", compare=False)     # a draft's title and note: no rule
    note: str = field(default="", compare=False)


# What `rules show` writes beside each field: N1.. are the rules in the module docstring.
NIM_DOCS = {
    "piles": "N1: the piles' sizes at the start, 1-8 piles of 1-50",
    "max_take": "N2: the most objects one take may remove from one pile, 1-50",
    "version": "N3: the rule set's version, recorded in replays and reports",
    "name": "no rule: the draft's title",
    "note": "no rule: one line about the draft",
}


@dataclass(frozen=True, slots=True)
class NimState:
    rules: NimRules
    seats: int
    piles: tuple[int, ...]
    lucky: tuple[int, ...]            # per seat: the pile that doubles its win (secret)
    to_move: Seat = 0
    winner: Seat | None = None
    last_pile: int | None = None


@dataclass(frozen=True, slots=True)
class NimView:
    seat: Seat | None
    piles: tuple[int, ...]
    to_move: Seat
    lucky: tuple[int | None, ...]     # only the viewer's own, or all for the all-seeing view


@dataclass(frozen=True, slots=True)
class Take:
    seat: int
    pile: int
    count: int


@dataclass(frozen=True, slots=True)
class Took:
    seat: int
    pile: int
    count: int
    audience = None


@dataclass(frozen=True, slots=True)
class Won:
    seat: int
    lucky: bool
    audience = None


@dataclass(frozen=True, slots=True)
class LuckRevealed:
    """The winner's lucky pile, told to the winner alone (a private event)."""

    seat: int
    pile: int

    @property
    def audience(self) -> int:
        return self.seat


CODEC = Codec((Take,), (Took, Won, LuckRevealed), {Take: "T"}, lambda cls, field: "pile" if field == "pile" else None)
NAMES = ("north", "east", "south", "west")


class Nim:
    game_id = "nim"
    seat_counts: tuple[int, ...] = (2, 3, 4)
    codec = CODEC
    levels: tuple[str, ...] = ("random", "greedy")
    lab_module = __name__

    def seat_names(self, seats: int) -> SeatNames:
        if seats not in self.seat_counts:
            raise ValueError(f"nim is for 2-4 seats, not {seats}")
        return SeatNames(NAMES[:seats])

    def default_rules(self) -> NimRules:
        return NimRules()

    def rules_to_data(self, rules: NimRules) -> dict[str, Any]:
        about = {k: v for k, v in (("name", rules.name), ("note", rules.note)) if v}
        return {"piles": list(rules.piles), "max_take": rules.max_take, "version": rules.version, **about}

    def rules_from_data(self, data: Any, where: str) -> NimRules:
        problems = self._problems(data, where)
        if problems:
            raise ValueError(problems[0])
        return NimRules(tuple(data.get("piles", [3, 4, 5])), data.get("max_take", 3),
                        str(data.get("version", "nim-1-draft")), data.get("name", ""), data.get("note", ""))

    def _problems(self, data: Any, where: str) -> list[str]:
        if not isinstance(data, dict):
            return [f"{where}: nim rules are piles, max_take, version, name and note"]
        out = [f"{where}: unknown field {key!r}" for key in data if key not in NIM_DOCS]
        piles = data.get("piles", [3, 4, 5])
        if not isinstance(piles, list) or not 1 <= len(piles) <= 8 or not all(
                isinstance(p, int) and 1 <= p <= 50 for p in piles):
            out.append(f"{where}: field 'piles' must be 1-8 piles of 1-50")
        take = data.get("max_take", 3)
        if not isinstance(take, int) or isinstance(take, bool) or not 1 <= take <= 50:
            out.append(f"{where}: field 'max_take' must be 1-50")
        for key in ("version", "name", "note"):
            if not isinstance(data.get(key, ""), str):
                out.append(f"{where}: field {key!r} must be a text")
        return out

    def load_rules(self, text: str, where: str) -> NimRules:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise ValueError(f"{where}: not valid TOML ({error})") from None
        return self.rules_from_data(data, where)

    def rules_version(self, rules: NimRules) -> str:
        return rules.version

    def rules_hash(self, rules: NimRules) -> str:
        return stable_digest(rules) if not (rules.name or rules.note) else stable_digest((rules, rules.name, rules.note))

    def rules_fields(self, rules: NimRules) -> tuple[RuleField, ...]:
        data = {**self.rules_to_data(rules), "name": rules.name, "note": rules.note}
        return tuple(RuleField(key, data[key], comment) for key, comment in NIM_DOCS.items())

    def check_rules_text(self, text: str, where: str) -> list[str]:
        try:
            return self._problems(tomllib.loads(text), where)
        except tomllib.TOMLDecodeError as error:
            return [f"{where}: not valid TOML ({error})"]

    def rules_name(self, rules: NimRules) -> str:
        return rules.name

    def rules_note(self, rules: NimRules) -> str:
        return rules.note

    def new_state(self, seed: int, rules: NimRules, seats: int) -> NimState:
        self.seat_names(seats)
        rng = SeededRng(seed, "lucky piles")
        return NimState(rules, seats, rules.piles, tuple(rng.below(len(rules.piles)) for _ in range(seats)))

    def deciders(self, state: NimState) -> tuple[Seat, ...]:
        return () if state.winner is not None else (state.to_move,)

    def legal(self, state: NimState, seat: Seat) -> Sequence[Take]:
        if seat not in self.deciders(state):
            return ()
        return tuple(Take(seat, p, n) for p, size in enumerate(state.piles)
                     for n in range(1, min(size, state.rules.max_take) + 1))

    def step(self, state: NimState, command: Take) -> tuple[NimState, tuple[Any, ...]]:
        if not isinstance(command, Take) or command not in self.legal(state, command.seat):
            raise RuleError(f"{command!r} is not a legal take now")
        events: list[Any] = [Took(command.seat, command.pile, command.count)]
        after = self.apply(state, events[0])
        if not any(after.piles):
            lucky = state.lucky[command.seat] == command.pile
            events += [LuckRevealed(command.seat, state.lucky[command.seat]), Won(command.seat, lucky)]
            for e in events[1:]:
                after = self.apply(after, e)
        return after, tuple(events)

    def apply(self, state: NimState, event: Any) -> NimState:
        if isinstance(event, Took):
            piles = list(state.piles)
            piles[event.pile] -= event.count
            return replace(state, piles=tuple(piles), to_move=(event.seat + 1) % state.seats, last_pile=event.pile)
        if isinstance(event, Won):
            return replace(state, winner=event.seat)
        return state

    def seat_of(self, command: Take) -> Seat:
        return command.seat

    def view(self, state: NimState, seat: Audience) -> NimView:
        lucky = tuple(p if seat is None or s == seat else None for s, p in enumerate(state.lucky))
        return NimView(seat, state.piles, state.to_move, lucky)

    def visible_to(self, event: Any, seat: Audience) -> bool:
        return seat is None or event.audience is None or event.audience == seat

    def is_over(self, state: NimState) -> bool:
        return state.winner is not None

    def outcome(self, state: NimState) -> Outcome | None:
        if state.winner is None:
            return None
        lucky = state.lucky[state.winner] == state.last_pile
        scores = tuple((2 if lucky else 1) if s == state.winner else 0 for s in range(state.seats))
        return Outcome(scores, (state.winner,), ["lucky" if lucky else "plain"])

    def marks(self, event: Any) -> tuple[Mark, ...]:
        return (Mark("turn"),) if isinstance(event, Took) else ()

    def describe_detail(self, detail: Any) -> str:
        return f"{detail[0]} last take" if detail else ""

    def state_hash(self, state: NimState) -> str:
        return stable_digest(state)

    def readable_names(self, state: NimState) -> Names:
        return Names(dump={"pile": lambda p: f"pile {p + 1}"})

    def make_agent(self, level: str, seed: int) -> Agent[Take]:
        if level not in self.levels:
            raise ValueError(f"unknown nim level {level!r}")
        return NimAgent(level, seed)

    def note_of(self, agent: Agent[Take], view: NimView) -> Any:
        return ["sure"] if isinstance(agent, NimAgent) and agent.level == "greedy" and sum(view.piles) <= 3 else None

    def run_scenario(self, text: str) -> dict[str, Any]:
        try:
            data = tomllib.loads(text)
            rules = self.rules_from_data(data.get("rules", {}), "scenario.rules")
        except (tomllib.TOMLDecodeError, ValueError) as error:
            return {"ok": False, "error": {"step": None, "message": str(error)}, "events": [], "state": None}
        state = self.new_state(int(data.get("seed", 0)), rules, int(data.get("seats", 2)))
        return {"ok": True, "error": None, "events": [], "state": {"piles": list(state.piles)}}


class NimAgent:
    """`random` takes anything; `greedy` empties the largest pile it can, else one."""

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self._rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Take], seen: Sequence[Any]) -> Take:
        if self.level == "greedy":
            finishing = [t for t in legal if t.count == view.piles[t.pile]]
            if finishing:
                return max(finishing, key=lambda t: t.count)
        return legal[self._rng.randrange(len(legal))]


NIM = registry.register(Nim(), __name__)


# --- the balance lab's questions for Nim ------------------------------------------------

def facts(match: Match[Any, Any, Any]) -> dict[str, Any]:
    outcome = match.outcome()
    return {"takes": len(match.commands), "winner": None if outcome is None else outcome.winners[0],
            "lucky": bool(outcome and max(outcome.scores) == 2)}


def report(all_facts: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    """No `Tally`: the lab hands this every match's facts (the fallback for a lab that
    does not fold them). `rates` lets `mage-battle lab compare` compare Nim rule sets."""
    rows = sorted(all_facts, key=lambda f: f["index"])
    wins: dict[str, int] = {}
    for f in rows:
        wins[str(f["winner"])] = wins.get(str(f["winner"]), 0) + 1
    n = len(rows)
    lucky = sum(f["lucky"] for f in rows)
    seats = len([key for key in meta if key in NAMES])
    rates = [{"key": f"wins_by_seat.{seat}", "label": f"{NAMES[seat]} wins", "successes": wins.get(str(seat), 0),
              "trials": n} for seat in range(seats)]
    rates.append({"key": "lucky_wins", "label": "wins with the lucky pile", "successes": lucky, "trials": n})
    return {"meta": meta, "matches": n, "wins_by_seat": dict(sorted(wins.items())),
            "lucky_wins": lucky, "takes": [f["takes"] for f in rows], "rates": rates}


def markdown(r: dict[str, Any]) -> str:
    return f"# Nim lab\n\n{r['matches']} matches; wins by seat {r['wins_by_seat']}; lucky wins {r['lucky_wins']}.\n"


def charts(r: dict[str, Any]) -> list[dict[str, Any]]:
    seats = [e for e in r["rates"] if e["key"].startswith("wins_by_seat.")]
    return [{"file": "wins-by-seat.png", "title": "Nim: wins by seat", "categories": [e["label"] for e in seats],
             "series": [{"label": "wins", "values": [e["successes"] for e in seats]}], "ylabel": "matches"}]


__all__ = ["NIM", "PLAIN", "Take", "charts", "facts", "markdown", "report"]
