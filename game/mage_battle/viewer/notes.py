"""Elemental Mage Battle's AI notes: what an agent had in mind with each move. In a
replay a note is the game's plain data `[mood, masks]` (engine.mage_battle.ai.agents:
the agents' `note()`, recorded by replays.notes); here it is read back as a `MageNote` and looked
up per side for the viewer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.mage_battle import Side
from replays.format import Note


@dataclass(frozen=True)
class MageNote:
    """An AI's mood of the moment and, per enemy mage in index order, a bit mask of the
    elements it still held possible there."""

    command: int
    mood: str | None
    beliefs: tuple[int, ...] = ()

    @classmethod
    def from_note(cls, note: Note) -> MageNote | None:
        """None for data that is not a mage note (a file is free to hold anything)."""
        data = note.data
        if not isinstance(data, (list, tuple)) or len(data) != 2:
            return None
        mood, masks = data
        if (mood is not None and not isinstance(mood, str)) or not isinstance(masks, (list, tuple)):
            return None
        if not all(isinstance(m, int) and not isinstance(m, bool) for m in masks):
            return None
        return cls(note.command, mood, tuple(masks))


class Notes:
    """The latest note of a side at or before a command."""

    def __init__(self, notes: Sequence[Note], commands: Sequence[Any]) -> None:
        self.by_side: dict[Side, list[MageNote]] = {s: [] for s in Side}
        for raw in notes:
            n = MageNote.from_note(raw)
            if n is not None and 0 <= n.command < len(commands):
                self.by_side[commands[n.command].side].append(n)

    def latest(self, side: Side, command: int) -> MageNote | None:
        found = None
        for n in self.by_side[side]:
            if n.command > command:
                break
            found = n
        return found

    def __bool__(self) -> bool:
        return any(self.by_side.values())
