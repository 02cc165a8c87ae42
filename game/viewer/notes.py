"""Recording what an AI had in mind with each move (replays.format.Note), and reading it
back. No arcade: the simulation scripts and tests record with it.

An agent that exposes `mood` and `belief` (engine.ai agents do) is asked after it chose;
`belief.candidates(mage)` gives the layers it still held possible for each enemy mage,
folded here into one 9-bit element mask per mage.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import Element, Side
from engine.mage_battle.view import PlayerView
from replays.format import Note

ELEMENTS = tuple(Element)


def mask(elements) -> int:  # type: ignore[no-untyped-def]
    value = 0
    for e in elements:
        value |= 1 << ELEMENTS.index(e)
    return value


def elements_of(value: int) -> tuple[Element, ...]:
    return tuple(e for i, e in enumerate(ELEMENTS) if value >> i & 1)


def note_of(agent, view: PlayerView, command: int) -> Note:  # type: ignore[no-untyped-def]
    mood = getattr(agent, "mood", None)
    belief = getattr(agent, "belief", None)
    beliefs: tuple[int, ...] = ()
    if belief is not None and view.battle >= 1:
        enemies = [m.index for m in view.mages if m.side != view.side]
        beliefs = tuple(mask({e for layers in belief.candidates(i) for e in layers}) for i in enemies)
    return Note(command, mood if isinstance(mood, str) else None, beliefs)


def try_note_of(agent, view: PlayerView, command: int) -> Note | None:  # type: ignore[no-untyped-def]
    """`note_of` for live play, where a note that cannot be taken must not stop the AI."""
    try:
        return note_of(agent, view, command)
    except Exception:
        return None


class Recorder:
    """Keeps a note per side only when the mood or a belief changed since its last one."""

    def __init__(self) -> None:
        self.notes: list[Note] = []
        self._last: dict[Side, tuple] = {}

    def after_choice(self, agent, view: PlayerView, command: int) -> None:  # type: ignore[no-untyped-def]
        self.keep(view.side, note_of(agent, view, command))

    def keep(self, side: Side, note: Note | None) -> bool:
        """Add `note` unless it says what the side's last one said; True when kept."""
        if note is None or (not note.mood and not note.beliefs):
            return False
        key = (note.mood, note.beliefs)
        if self._last.get(side) == key:
            return False
        self._last[side] = key
        self.notes.append(note)
        return True


class Notes:
    """The latest note of a side at or before a command."""

    def __init__(self, notes: Sequence[Note], commands: Sequence) -> None:  # type: ignore[type-arg]
        self.by_side: dict[Side, list[Note]] = {s: [] for s in Side}
        for n in notes:
            if 0 <= n.command < len(commands):
                self.by_side[commands[n.command].side].append(n)

    def latest(self, side: Side, command: int) -> Note | None:
        found = None
        for n in self.by_side[side]:
            if n.command > command:
                break
            found = n
        return found

    def __bool__(self) -> bool:
        return any(self.by_side.values())
