"""Commands and events as plain data: seats are a named kind, so exports and the
sandbox write them as "red", "blue", ..."""

from __future__ import annotations

from engine.kernel.codec import Codec, Names
from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import SEAT_NAMES

_SEAT_FIELDS = frozenset({"seat", "targets", "seats", "scorer", "winner"})


def _kind_of(cls_name: str, field_name: str) -> str | None:
    return "seat" if field_name in _SEAT_FIELDS else None


CODEC = Codec((Commit,), ev.EVENT_TYPES, {Commit: "C"}, _kind_of)


def _seat_name(seat: int) -> str | int:
    return SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else seat


def _parse_seat(value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value in SEAT_NAMES:
        return SEAT_NAMES.index(value)
    raise ValueError(f"unknown seat {value!r} (expected {', '.join(SEAT_NAMES)})")


SEAT_WORDS = Names(dump={"seat": _seat_name}, parse={"seat": _parse_seat})
