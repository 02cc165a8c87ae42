"""Wizard Survive's AI notes as the viewer reads them. A note is whatever the agent's
`note()` returned when it chose (engine.wizard_survive.game: `note_of`, kept by
replays.notes only when it changed): the whimsical's `["mood", word]` (W30), the
advanced's mixed strategy. A file may hold anything, and the advanced AI's shape is
not settled, so a mix is read from any of the plain shapes it could take: a mapping or
pairs from a card (its key, or its number; a key may carry its targets after it, as
"fireball>blue", and those are summed per card) to a probability, bare or under a tag
(`["mix", ...]`, `{"mix": ...}`). Anything else is not shown rather than guessed at."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.wizard_survive.names import Card
from replays.format import Note

MIX_TAGS = ("mix", "strategy", "policy", "probabilities")


@dataclass(frozen=True)
class WsNote:
    command: int
    mood: str | None = None
    mix: tuple[tuple[Card, float], ...] = ()      # cards in the engine's order, probabilities summing to 1


def _card(key: Any) -> Card | None:
    if isinstance(key, bool):
        return None
    if isinstance(key, int):
        return next((c for c in Card if c.value == key), None)
    if isinstance(key, str):
        word = key.strip().lower()
        # The longest key first: "mana_recovery" must not stop at a shorter card's key.
        for card in sorted(Card, key=lambda c: -len(c.key)):
            if word == card.key or (word.startswith(card.key) and not word[len(card.key)].isalpha()
                                    and word[len(card.key)] != "_"):
                return card
    return None


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if value >= 0 else None


def _pairs(data: Any) -> list[tuple[Any, Any]] | None:
    if isinstance(data, Mapping):
        return list(data.items())
    if isinstance(data, Sequence) and not isinstance(data, (str, bytes)) and data \
            and all(isinstance(p, Sequence) and not isinstance(p, (str, bytes)) and len(p) in (2, 3) for p in data):
        return [(p[0], p[-1]) for p in data]       # [card, p] or [card, targets, p]
    return None


def mix_of(data: Any) -> tuple[tuple[Card, float], ...]:
    """A card -> probability table from a note, or () when the note holds none."""
    if isinstance(data, Sequence) and not isinstance(data, (str, bytes)) and len(data) == 2 \
            and isinstance(data[0], str) and data[0].lower() in MIX_TAGS:
        return mix_of(data[1])
    if isinstance(data, Mapping):
        for tag in MIX_TAGS:
            if tag in data:
                return mix_of(data[tag])
    pairs = _pairs(data)
    if not pairs:
        return ()
    sums: dict[Card, float] = {}
    for key, value in pairs:
        card, p = _card(key), _number(value)
        if card is None or p is None:
            return ()
        sums[card] = sums.get(card, 0.0) + p
    total = sum(sums.values())
    if total <= 0:
        return ()
    return tuple((c, sums[c] / total) for c in Card if c in sums)


def mood_of(data: Any) -> str | None:
    if isinstance(data, Sequence) and not isinstance(data, (str, bytes)) and len(data) == 2 \
            and data[0] == "mood" and isinstance(data[1], str):
        return data[1]
    return None


def read(note: Note) -> WsNote | None:
    mood, mix = mood_of(note.data), mix_of(note.data)
    if mood is None and not mix:
        return None
    return WsNote(note.command, mood, mix)


class Notes:
    """Per seat, its notes in command order; the note in force at a command is the
    latest at or before it (a note is kept only when it changed)."""

    def __init__(self, notes: Sequence[Note], seat_of: Sequence[int]) -> None:
        """`seat_of[c]`: the seat that played command c."""
        self.by_seat: dict[int, list[WsNote]] = {}
        for raw in notes:
            if isinstance(raw.command, int) and 0 <= raw.command < len(seat_of):
                note = read(raw)
                if note is not None:
                    self.by_seat.setdefault(seat_of[raw.command], []).append(note)
        for found in self.by_seat.values():
            found.sort(key=lambda n: n.command)

    def mix(self, seat: int, command: int) -> tuple[tuple[Card, float], ...]:
        """The mixed strategy in force when `seat` played `command`, () when none was noted."""
        found: tuple[tuple[Card, float], ...] = ()
        for note in self.by_seat.get(seat, ()):
            if note.command > command:
                break
            if note.mix:
                found = note.mix
        return found

    def mood(self, seat: int, command: int) -> str | None:
        """The latest mood word at or before `command` (a mix note does not end a mood)."""
        found = None
        for note in self.by_seat.get(seat, ()):
            if note.command > command:
                break
            if note.mood is not None:
                found = note.mood
        return found
