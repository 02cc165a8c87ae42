"""Commands and events as plain data (dicts of str/int/list/None) and back.

The one place that knows each field's kind, so the replay file, the JSON export and
the scenario output all spell things the same way. Enums travel by their rulings
name; cells and mages by int unless the caller passes a naming (`Names`).
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Winner
from engine.mage_battle.names import Card, Direction, Element, Job, Orient, Side, WinReason

_ENUMS: dict[str, type[IntEnum]] = {
    "Side": Side, "Element": Element, "Job": Job, "Card": Card, "Direction": Direction,
    "Orient": Orient, "WinReason": WinReason, "Winner": Winner,
}
# Integer fields that hold cells; every other int naming a thing holds a mage index.
_CELL_FIELDS = {"to", "src", "dst", "centre", "area", "placements"}
_MAGE_FIELDS = {"mage", "attacker", "targets", "choices", "layers", "outcomes"}
_PER_CLASS = {("Attack", "target"): "cell", ("UseCard", "target"): "mage", ("CardUsed", "target"): "mage"}

COMMANDS: dict[str, type] = {t.__name__: t for t in cmd.COMMAND_TYPES}
EVENTS: dict[str, type] = {
    t.__name__: t for t in vars(ev).values()
    if isinstance(t, type) and dataclasses.is_dataclass(t) and t.__module__ == ev.__name__
}


class CodecError(ValueError):
    """Plain data that is not a well-formed command or event."""


@dataclass(frozen=True)
class Names:
    """How cells and mages are written: ints by default."""

    cell: Callable[[int], Any] = int
    mage: Callable[[int], Any] = int
    parse_cell: Callable[[Any], int] = int
    parse_mage: Callable[[Any], int] = int


PLAIN = Names()


def _kind(cls_name: str, field: str) -> str:
    if (cls_name, field) in _PER_CLASS:
        return _PER_CLASS[(cls_name, field)]
    if field in _CELL_FIELDS:
        return "cell"
    if field in _MAGE_FIELDS:
        return "mage"
    return "int"


@functools.lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    # Resolving string annotations on every call made decoding a replay ~4x slower.
    return typing.get_type_hints(cls)


def to_data(obj: Any, names: Names = PLAIN) -> dict[str, Any]:
    """{"type": ClassName, field: value, ...} for a command or event."""
    cls_name = type(obj).__name__
    out: dict[str, Any] = {"type": cls_name}
    hints = _hints(type(obj))  # type: ignore[arg-type]
    for field in dataclasses.fields(obj):
        out[field.name] = _dump(getattr(obj, field.name), hints[field.name], _kind(cls_name, field.name), names)
    return out


def _dump(value: Any, hint: Any, kind: str, names: Names) -> Any:
    if value is None:
        return None
    if isinstance(value, IntEnum):
        return value.name.lower() if not isinstance(value, Job) else value.name
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return names.cell(value) if kind == "cell" else names.mage(value) if kind == "mage" else value
    if isinstance(value, tuple):
        args = [a for a in typing.get_args(_strip_optional(hint))]
        if len(args) == 2 and args[1] is Ellipsis:
            return [_dump(v, args[0], kind, names) for v in value]
        # A fixed-shape tuple (pairs such as (mage, element)): first item is a mage or cell.
        return [_dump(v, a, kind if i == 0 else "int", names) for i, (v, a) in enumerate(zip(value, args))]
    raise CodecError(f"cannot encode {value!r}")


def _strip_optional(hint: Any) -> Any:
    args = typing.get_args(hint)
    if args and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        return rest[0] if len(rest) == 1 else hint
    return hint


def from_data(data: Any, names: Names = PLAIN, kinds: dict[str, type] | None = None) -> Any:
    """The command or event that `to_data` wrote; CodecError naming the bad field."""
    kinds = COMMANDS if kinds is None else kinds
    if not isinstance(data, dict):
        raise CodecError(f"expected a mapping, got {type(data).__name__}")
    type_name = data.get("type")
    cls = kinds.get(type_name) if isinstance(type_name, str) else None
    if cls is None or not isinstance(type_name, str):
        raise CodecError(f"unknown type {type_name!r}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    extra = set(data) - set(fields) - {"type"}
    if extra:
        raise CodecError(f"{type_name}: unknown field {sorted(extra)[0]!r}")
    values = {}
    for name, field in fields.items():
        if name not in data:
            if field.default is dataclasses.MISSING:
                raise CodecError(f"{type_name}: missing field {name!r}")
            continue
        try:
            values[name] = _load(data[name], hints[name], _kind(type_name, name), names)
        except (CodecError, ValueError, TypeError, KeyError) as error:
            raise CodecError(f"{type_name}.{name}: {error}") from None
    return cls(**values)


def command_from_data(data: Any, names: Names = PLAIN) -> cmd.Command:
    return from_data(data, names, COMMANDS)  # type: ignore[no-any-return]


def event_from_data(data: Any, names: Names = PLAIN) -> ev.Event:
    return from_data(data, names, EVENTS)  # type: ignore[no-any-return]


def _load(value: Any, hint: Any, kind: str, names: Names) -> Any:
    args = typing.get_args(hint)
    if value is None:
        if args and type(None) in args:
            return None
        raise CodecError("must not be null")
    hint = _strip_optional(hint)
    origin = typing.get_origin(hint)
    if isinstance(hint, type) and issubclass(hint, IntEnum):
        if not isinstance(value, str):
            raise CodecError(f"expected a {hint.__name__.lower()} name, got {value!r}")
        try:
            return hint[value.upper()]
        except KeyError:
            raise CodecError(f"unknown {hint.__name__.lower()} {value!r}") from None
    if hint is bool:
        if not isinstance(value, bool):
            raise CodecError(f"expected true or false, got {value!r}")
        return value
    if hint is int:
        if kind == "cell":
            return names.parse_cell(value) if names.parse_cell is not int else _plain_int(value)
        if kind == "mage":
            return names.parse_mage(value) if names.parse_mage is not int else _plain_int(value)
        return _plain_int(value)
    if origin is tuple:
        if not isinstance(value, (list, tuple)):
            raise CodecError(f"expected a list, got {value!r}")
        targs = typing.get_args(hint)
        if len(targs) == 2 and targs[1] is Ellipsis:
            if len(value) > 64:
                raise CodecError("list too long")
            return tuple(_load(v, targs[0], kind, names) for v in value)
        if len(value) != len(targs):
            raise CodecError(f"expected {len(targs)} items, got {len(value)}")
        return tuple(_load(v, a, kind if i == 0 else "int", names) for i, (v, a) in enumerate(zip(value, targs)))
    raise CodecError(f"cannot decode {value!r}")


def _plain_int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise CodecError(f"expected an integer, got {value!r}")
    return value
