"""Reviewing a saved match, like a chess analysis board but honest about hidden
information: every decision of the chosen seats is valued by the game's reviewer
(engine/kernel/review.py) from what that seat knew at that moment (its view and the
events it had seen), never from the true state.

`review(loaded, seats, budget)` replays the log once and returns a `MatchReview`:
frozen records, one per decision (the command played and its value, the best command
found and its value, the loss and its class), and per seat the series of its estimated
winning chance after each of its decisions. The same file, seats and budget give the
same review in any process (`MatchReview.digest`). Formats (markdown, charts) live
with their callers.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.kernel.review import (
    Appraisal,
    Judgement,
    Reviewer,
    hindsight_of,
    reviewer_for,
)
from replays.errors import ReplayError
from replays.resimulate import Loaded, play_one

SHOWN = 3          # candidates kept per decision besides the played one (reports show them)


@dataclass(frozen=True, slots=True)
class Option:
    """A candidate as a report shows it: the command, in the reviewer's words, and its values."""

    command: Any
    words: str
    value: float
    chance: float | None


@dataclass(frozen=True, slots=True)
class Decision:
    index: int                   # the command's index in the replay
    position: int                # the event position where the seat decided (the viewer's cursor)
    seat: int
    played: Option
    best: Option
    loss: float                  # best.value - played.value, in the reviewer's unit (>= 0)
    judgement: Judgement
    options: tuple[Option, ...]  # the best few, best first (the played one among them or not)
    # the seat's chance after its command knowing everything (the hidden commands of its
    # turn): the omniscient line, what the seat could not know; never used for the class
    hindsight: float | None = None

    def to_data(self) -> dict[str, Any]:
        def option(o: Option) -> list[Any]:
            return [o.words, round(o.value, 9), None if o.chance is None else round(o.chance, 9)]

        return {"index": self.index, "position": self.position, "seat": self.seat, "played": option(self.played),
                "best": option(self.best), "loss": round(self.loss, 9), "class": self.judgement.key,
                "options": [option(o) for o in self.options],
                "hindsight": None if self.hindsight is None else round(self.hindsight, 9)}


@dataclass(frozen=True)
class MatchReview:
    where: str
    game_id: str
    seat_names: tuple[str, ...]
    players: tuple[str, ...]              # per seat: "human" or the AI's level
    seats: tuple[int, ...]                # the seats reviewed
    unit: str
    method: str
    decisions: tuple[Decision, ...]
    positions: int                        # the match's length in events (the graph's x range)

    def of(self, seat: int) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.seat == seat)

    def counts(self, seat: int) -> Counter[Judgement]:
        return Counter(d.judgement for d in self.of(seat))

    def series(self, seat: int) -> tuple[tuple[int, float], ...]:
        """Per decision: (the event position where the seat decided, its winning chance
        once its command is played); empty when the reviewer tells no chance."""
        return tuple((d.position, d.played.chance) for d in self.of(seat) if d.played.chance is not None)

    def to_data(self) -> dict[str, Any]:
        return {"game": self.game_id, "seats": list(self.seat_names), "reviewed": list(self.seats),
                "unit": self.unit, "method": self.method, "decisions": [d.to_data() for d in self.decisions]}

    def digest(self) -> str:
        """A stable hash of the review's records (not of the file's path)."""
        text = json.dumps(self.to_data(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def seats_named(loaded: Loaded, name: str | None) -> tuple[int, ...]:
    """Every seat (None), or the one called `name`; ValueError naming the choices."""
    names = loaded.header.seat_names
    if name is None:
        return tuple(range(len(names)))
    if name not in names:
        raise ValueError(f"no seat {name!r} (this match has {', '.join(names)})")
    return (names.index(name),)


def review(loaded: Loaded, seats: Sequence[int] | None = None, budget: int | None = None,
           progress: Callable[[int, int], None] | None = None) -> MatchReview:
    """The review of `seats` (default: every seat) in a loaded replay; NoReviewer (a
    ValueError) when the game has no reviewer for this match. `progress(done, total)` is
    told before the first decision and after each (a window's progress bar; it may raise
    to stop the walk, which the exception then leaves)."""
    header = loaded.header
    game = header.game
    chosen = tuple(range(len(header.players))) if seats is None else tuple(seats)
    reviewer = reviewer_for(game, header.rules, len(header.players), budget, header.seed)
    match = header.new_match()
    seen: dict[int, list[Any]] = {seat: [] for seat in chosen}
    turns = _turns(loaded)
    decisions = []
    asked = 0
    total = sum(game.seat_of(c) in seen for c in loaded.replay.commands)
    if progress is not None:
        progress(0, total)
    for index, command in enumerate(loaded.replay.commands):
        seat = game.seat_of(command)
        if seat in seen:
            position = len(match.events)
            view = game.view(match.state, seat)
            legal = game.legal(match.state, seat)
            decision = _decision(reviewer, index, position, seat, view, tuple(seen[seat]), legal, command)
            if decision is not None:
                # the omniscient line: asked separately, after the honest review, with the all-seeing view
                known = hindsight_of(reviewer, game.view(match.state, None), command, turns[index])
                decisions.append(replace(decision, hindsight=known))
            asked += 1
            if progress is not None:
                progress(asked, total)
        events = play_one(match, command, index, loaded.where)
        for who, log in seen.items():
            log.extend(e for e in events if game.visible_to(e, who))
    return MatchReview(loaded.where, header.game_id, header.seat_names,
                       tuple("human" if p.kind == "human" else str(p.level) for p in header.players),
                       chosen, reviewer.unit, reviewer.method, tuple(decisions), len(match.events))


def _turns(loaded: Loaded) -> list[tuple[Any, ...]]:
    """Per command, the commands of its turn: those up to a command whose events close a
    turn (Wizard Survive's step: the simultaneous commitments revealed together)."""
    game, match = loaded.match.game, loaded.match
    commands, bounds = loaded.replay.commands, match.boundaries
    out: list[tuple[Any, ...]] = []
    start = 0
    for i in range(len(commands)):
        events = match.events[bounds[i]:bounds[i + 1]]
        if any(m.level == "turn" and not m.opens for e in events for m in game.marks(e)) or i == len(commands) - 1:
            out += [tuple(commands[start:i + 1])] * (i + 1 - start)
            start = i + 1
    return out


def _decision(reviewer: Reviewer, index: int, position: int, seat: int, view: Any, seen: tuple[Any, ...],
              legal: Sequence[Any], command: Any) -> Decision | None:
    appraised = reviewer.appraise(view, seen, legal, command)
    if not appraised:
        return None          # a kind of decision this reviewer does not judge
    played = next((a for a in appraised if a.command == command), None)
    if played is None:
        raise ReplayError(f"the reviewer did not value command {index}")

    def option(a: Appraisal) -> Option:
        return Option(a.command, reviewer.words(a.command), a.value, a.chance)

    best = appraised[0]
    loss = max(0.0, best.value - played.value)
    return Decision(index, position, seat, option(played), option(best), loss, reviewer.classify(loss),
                    tuple(option(a) for a in appraised[:SHOWN]))
