"""Elemental Mage Battle's AI notes: what an agent had in mind with each move. In a
replay a note is the game's plain data `[mood, masks]` (engine.mage_battle.game:
`note_of`); here it is read back as a `MageNote`, recorded only on change, and looked
up per side for the viewer. No arcade: the lab and tests record with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine import Element, Side
from engine.kernel.game import Agent
from engine.mage_battle.game import GAME, mask_elements
from engine.mage_battle.view import PlayerView
from replays.format import Note
from replays.notes import Recorder as NoteRecorder


@dataclass(frozen=True)
class MageNote:
    """An AI's mood of the moment and, per enemy mage in index order, a bit mask of the
    elements it still held possible there."""

    command: int
    mood: str | None
    beliefs: tuple[int, ...] = ()

    @property
    def data(self) -> list[Any]:
        return [self.mood, list(self.beliefs)]

    def to_note(self) -> Note:
        return Note(self.command, self.data)

    @classmethod
    def from_note(cls, note: Note) -> "MageNote | None":
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


def elements_of(value: int) -> tuple[Element, ...]:
    return mask_elements(value)


def note_of(agent: Agent[Any], view: PlayerView, command: int) -> MageNote:
    data = GAME.note_of(agent, view)
    return MageNote(command, None) if data is None else MageNote(command, data[0], tuple(data[1]))


def try_note_of(agent: Agent[Any], view: PlayerView, command: int) -> MageNote | None:
    """`note_of` for live play, where a note that cannot be taken must not stop the AI."""
    try:
        return note_of(agent, view, command)
    except Exception:
        return None


class Recorder:
    """The replays' recorder of notes, fed `MageNote`s."""

    def __init__(self) -> None:
        self._notes = NoteRecorder(GAME)

    @property
    def notes(self) -> list[Note]:
        return self._notes.notes

    def after_choice(self, agent: Agent[Any], view: PlayerView, command: int) -> None:
        self.keep_note(view.side, note_of(agent, view, command))

    def keep_note(self, side: Side, note: MageNote | None) -> bool:
        """Add `note` unless it says what the side's last one said; True when kept."""
        if note is None or (not note.mood and not note.beliefs):
            return False
        return self._notes.keep(side, note.command, note.data)


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
