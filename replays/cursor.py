"""A cursor over a loaded replay, for the viewer: step and seek through the events.

The position is a count of events applied (0 = before anything, len(events) = the
end). Stepping moves between stops: every event the perspective may see, every
command (action), every turn end, every battle start. `state_at` folds from the
nearest snapshot (one every `SNAPSHOT_EVERY` events), so a seek applies at most that
many events whatever the distance.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable

from engine import Side, State, apply
from engine.mage_battle import events as ev
from engine.mage_battle.events import Event, visible_to
from engine.mage_battle.view import PlayerView, view_for
from replays.simulate import Loaded

SNAPSHOT_EVERY = 32
PERSPECTIVES = ("all", "teal", "crimson")


def audience_of(perspective: str) -> Side | None:
    if perspective not in PERSPECTIVES:
        raise ValueError(f"unknown perspective {perspective!r} (expected all, teal or crimson)")
    return None if perspective == "all" else Side[perspective.upper()]


class Cursor:
    def __init__(self, loaded: Loaded, perspective: str = "all") -> None:
        match = loaded.match
        self.loaded = loaded
        self.events: tuple[Event, ...] = tuple(match.events)
        self.boundaries: tuple[int, ...] = tuple(match.boundaries)   # command i: events[b[i]:b[i+1]]
        self._snapshots: list[State] = [match.start]
        state = match.start
        for index, event in enumerate(self.events, 1):
            state = apply(state, event)
            if index % SNAPSHOT_EVERY == 0:
                self._snapshots.append(state)
        self._end_state = state
        self._turn_stops = self._stops(i + 1 for i, e in enumerate(self.events) if isinstance(e, ev.TurnEnded))
        self._battle_stops = self._stops(i for i, e in enumerate(self.events) if isinstance(e, ev.BattleStarted))
        self._action_stops = self._stops(self.boundaries)
        self._visible: dict[str, tuple[int, ...]] = {}
        self.position = 0
        self.perspective = perspective
        audience_of(perspective)

    def _stops(self, positions: Iterable[int]) -> tuple[int, ...]:
        return tuple(sorted({0, len(self.events), *positions}))

    # --- what is at the cursor ----------------------------------------------------
    def __len__(self) -> int:
        return len(self.events)

    @property
    def audience(self) -> Side | None:
        return audience_of(self.perspective)

    def state_at(self, position: int) -> State:
        if not 0 <= position <= len(self.events):
            raise IndexError(f"event index {position} is outside 0..{len(self.events)}")
        if position == len(self.events):
            return self._end_state
        base = position // SNAPSHOT_EVERY
        state = self._snapshots[base]
        for event in self.events[base * SNAPSHOT_EVERY:position]:
            state = apply(state, event)
        return state

    @property
    def state(self) -> State:
        return self.state_at(self.position)

    def view(self) -> PlayerView | None:
        """What the perspective's player knew here (None for the all-seeing view)."""
        side = self.audience
        return None if side is None else view_for(self.state, side)

    @property
    def event(self) -> Event | None:
        """The last event applied, None at the start."""
        return self.events[self.position - 1] if self.position else None

    def command_index(self, position: int | None = None) -> int:
        """Which command the event before `position` came from (-1 at the start)."""
        position = self.position if position is None else position
        return bisect_left(self.boundaries, position) - 1 if position else -1

    def visible_positions(self) -> tuple[int, ...]:
        """Positions right after each event this perspective may see, plus 0 and the end."""
        if self.perspective not in self._visible:
            side = self.audience
            self._visible[self.perspective] = self._stops(
                i + 1 for i, e in enumerate(self.events) if visible_to(e, side))
        return self._visible[self.perspective]

    def seen(self) -> list[tuple[int, Event]]:
        """(index, event) of the events so far that this perspective may see."""
        side = self.audience
        return [(i, e) for i, e in enumerate(self.events[: self.position]) if visible_to(e, side)]

    # --- moving ---------------------------------------------------------------------
    def seek(self, position: int) -> State:
        if not 0 <= position <= len(self.events):
            raise IndexError(f"event index {position} is outside 0..{len(self.events)}")
        self.position = position
        return self.state

    def set_perspective(self, perspective: str) -> None:
        audience_of(perspective)
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

    def next_turn(self) -> bool:
        return self._next(self._turn_stops)

    def prev_turn(self) -> bool:
        return self._prev(self._turn_stops)

    def next_battle(self) -> bool:
        return self._next(self._battle_stops)

    def prev_battle(self) -> bool:
        return self._prev(self._battle_stops)

    def to_start(self) -> None:
        self.position = 0

    def to_end(self) -> None:
        self.position = len(self.events)
