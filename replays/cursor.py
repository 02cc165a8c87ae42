"""A cursor over a loaded replay, for the viewer: step and seek through the events.

The position is a count of events applied (0 = before anything, len(events) = the
end). Stepping moves between stops: every event the perspective may see, every
command (action), and per level of the game's marks (turn, round, battle) its starts
where the game marks them, else its ends. `state_at` folds from the
nearest snapshot (one every `SNAPSHOT_EVERY` events), so a seek applies at most that
many events whatever the distance.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from typing import Any

from engine.kernel.seats import Audience
from replays.format import Header
from replays.resimulate import Loaded

SNAPSHOT_EVERY = 32


def perspectives(header: Header) -> tuple[str, ...]:
    """"all", then each seat's name."""
    return header.game.seat_names(len(header.players)).perspectives()


def audience_of(header: Header, perspective: str) -> Audience:
    """The seat a perspective names (None for "all"); ValueError for an unknown one."""
    return header.game.seat_names(len(header.players)).audience(perspective)


class Cursor:
    def __init__(self, loaded: Loaded, perspective: str = "all") -> None:
        match = loaded.match
        self.loaded = loaded
        self.game = match.game
        self.events: tuple[Any, ...] = tuple(match.events)
        self.boundaries: tuple[int, ...] = tuple(match.boundaries)   # command i: events[b[i]:b[i+1]]
        self._snapshots: list[Any] = [match.start]
        state = match.start
        apply = self.game.apply
        for index, event in enumerate(self.events, 1):
            state = apply(state, event)
            if index % SNAPSHOT_EVERY == 0:
                self._snapshots.append(state)
        self._end_state = state
        opens: dict[str, set[int]] = {}
        closes: dict[str, set[int]] = {}
        for i, event in enumerate(self.events):
            for mark in self.game.marks(event):
                (opens if mark.opens else closes).setdefault(mark.level, set()).add(i if mark.opens else i + 1)
        # A level that is marked where it opens (a battle) is entered at its start; one
        # marked only where it closes (a turn) is stepped through by its ends.
        self._level_stops = {level: self._stops(opens.get(level) or closes.get(level) or ())
                             for level in (*opens, *closes)}
        self._action_stops = self._stops(self.boundaries)
        self._visible: dict[str, tuple[int, ...]] = {}
        self.position = 0
        audience_of(loaded.header, perspective)
        self.perspective = perspective

    def _stops(self, positions: Iterable[int]) -> tuple[int, ...]:
        return tuple(sorted({0, len(self.events), *positions}))

    # --- what is at the cursor ----------------------------------------------------
    def __len__(self) -> int:
        return len(self.events)

    @property
    def audience(self) -> Audience:
        return audience_of(self.loaded.header, self.perspective)

    def levels(self) -> tuple[str, ...]:
        """The levels this replay has stops for ("turn", "battle", ...)."""
        return tuple(self._level_stops)

    def state_at(self, position: int) -> Any:
        if not 0 <= position <= len(self.events):
            raise IndexError(f"event index {position} is outside 0..{len(self.events)}")
        if position == len(self.events):
            return self._end_state
        base = position // SNAPSHOT_EVERY
        state = self._snapshots[base]
        for event in self.events[base * SNAPSHOT_EVERY:position]:
            state = self.game.apply(state, event)
        return state

    @property
    def state(self) -> Any:
        return self.state_at(self.position)

    def view(self) -> Any:
        """What the perspective knew here: a seat's view, or the game's all-seeing one."""
        return self.game.view(self.state, self.audience)

    @property
    def event(self) -> Any:
        """The last event applied, None at the start."""
        return self.events[self.position - 1] if self.position else None

    def command_index(self, position: int | None = None) -> int:
        """Which command the event before `position` came from (-1 at the start)."""
        position = self.position if position is None else position
        return bisect_left(self.boundaries, position) - 1 if position else -1

    def visible_positions(self) -> tuple[int, ...]:
        """Positions right after each event this perspective may see, plus 0 and the end."""
        if self.perspective not in self._visible:
            seat, visible = self.audience, self.game.visible_to
            self._visible[self.perspective] = self._stops(
                i + 1 for i, e in enumerate(self.events) if visible(e, seat))
        return self._visible[self.perspective]

    def seen(self) -> list[tuple[int, Any]]:
        """(index, event) of the events so far that this perspective may see."""
        seat, visible = self.audience, self.game.visible_to
        return [(i, e) for i, e in enumerate(self.events[: self.position]) if visible(e, seat)]

    # --- moving ---------------------------------------------------------------------
    def seek(self, position: int) -> Any:
        if not 0 <= position <= len(self.events):
            raise IndexError(f"event index {position} is outside 0..{len(self.events)}")
        self.position = position
        return self.state

    def set_perspective(self, perspective: str) -> None:
        audience_of(self.loaded.header, perspective)
        self.perspective = perspective

    def _next(self, stops: tuple[int, ...]) -> bool:
        i = bisect_right(stops, self.position)
        if i >= len(stops):
            return False
        self.position = stops[i]
        return True

    def _prev(self, stops: tuple[int, ...]) -> bool:
        i = bisect_left(stops, self.position) - 1
        if i < 0:
            return False
        self.position = stops[i]
        return True

    def forward(self) -> bool:
        """To just after the next event this perspective may see; False at the end."""
        return self._next(self.visible_positions())

    def back(self) -> bool:
        return self._prev(self.visible_positions())

    def next_action(self) -> bool:
        return self._next(self._action_stops)

    def prev_action(self) -> bool:
        return self._prev(self._action_stops)

    def next_stop(self, level: str) -> bool:
        """To the next stop of `level` ("turn", "battle", ...); False when there is none."""
        return self._next(self._level_stops.get(level, self._stops(())))

    def prev_stop(self, level: str) -> bool:
        return self._prev(self._level_stops.get(level, self._stops(())))

    def to_start(self) -> None:
        self.position = 0

    def to_end(self) -> None:
        self.position = len(self.events)
