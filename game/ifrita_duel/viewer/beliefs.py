"""The Ifrita Duel AIs' notes as the viewer reads them. A note is what the agent's
`note()` returned when it chose (engine/ifrita_duel/ai/agents.py: `[level, mood or None,
the opponent hand it sampled for that choice (card ids, sorted) or None]`), kept by
replays.notes only when it changed, so the note in force at a command is the latest at
or before it. A file may hold anything: a note of another shape, or naming a card the
set does not have, is not shown rather than guessed at."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.ifrita_duel.cards import starter_set
from replays.format import Note


@dataclass(frozen=True)
class Belief:
    command: int                        # the choice the note was made at
    level: str
    mood: str | None
    hand: tuple[str, ...] | None        # the opponent hand it sampled, sorted; None: none noted


def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value)


def read(note: Note) -> Belief | None:
    data = note.data
    if not isinstance(data, (list, tuple)) or len(data) != 3 or not _text(data[0]):
        return None
    level, mood, hand = data
    if mood is not None and not _text(mood):
        return None
    if hand is not None:
        cards = starter_set()
        if not isinstance(hand, (list, tuple)) or not all(_text(c) and cards.has_card(c) for c in hand):
            return None
        hand = tuple(sorted(hand))
    if mood is None and hand is None:
        return None
    return Belief(note.command, level, mood, hand)


def matched(belief: Sequence[str], truth: Sequence[str]) -> int:
    """How many of the believed cards the hand really held (copies counted)."""
    return sum((Counter(belief) & Counter(truth)).values())


class Beliefs:
    """Per seat, its readable notes in command order."""

    def __init__(self, notes: Sequence[Note], seat_of: Sequence[int]) -> None:
        """`seat_of[c]`: the seat that played command c."""
        self.by_seat: dict[int, list[Belief]] = {}
        for raw in notes:
            if isinstance(raw.command, int) and not isinstance(raw.command, bool) and 0 <= raw.command < len(seat_of):
                found = read(raw)
                if found is not None:
                    self.by_seat.setdefault(seat_of[raw.command], []).append(found)
        for found_list in self.by_seat.values():
            found_list.sort(key=lambda b: b.command)

    def at(self, seat: int, command: int) -> Belief | None:
        """The note in force when `seat` had played up to `command`: its latest at or before."""
        found = None
        for belief in self.by_seat.get(seat, ()):
            if belief.command > command:
                break
            found = belief
        return found
