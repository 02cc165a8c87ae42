"""Elemental Mage Battle's commands and events as plain data, through the kernel's codec.

This module knows only which int fields hold cells and which hold mages (so the
scenario output and the export can write `h5` and `T3` instead of ints) and each
command's tag in the compact replay form (a Move is `["M", "teal", 3, 45]`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from engine.kernel import codec as kernel_codec
from engine.kernel.errors import CodecError
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev

__all__ = [
    "CODEC", "COMMANDS", "EVENTS", "CodecError", "Names", "PLAIN", "command_from_data", "event_from_data",
    "from_data", "to_data",
]

# Integer fields that hold cells; every other int naming a thing holds a mage index.
_CELL_FIELDS = {"to", "src", "dst", "centre", "area", "placements"}
_MAGE_FIELDS = {"mage", "attacker", "targets", "choices", "layers", "outcomes"}
_PER_CLASS = {("Attack", "target"): "cell", ("UseCard", "target"): "mage", ("CardUsed", "target"): "mage"}

TAGS: dict[type, str] = {
    cmd.ChooseShrines: "S", cmd.ChooseFormation: "F", cmd.AssignElements: "E", cmd.Move: "M",
    cmd.Attack: "A", cmd.Respond: "R", cmd.UseCard: "C", cmd.EndTurn: "T",
}


def _kind(cls_name: str, field: str) -> str | None:
    if (cls_name, field) in _PER_CLASS:
        return _PER_CLASS[(cls_name, field)]
    if field in _CELL_FIELDS:
        return "cell"
    if field in _MAGE_FIELDS:
        return "mage"
    return None


_EVENT_TYPES = [
    t for t in vars(ev).values()
    if isinstance(t, type) and dataclasses.is_dataclass(t) and t.__module__ == ev.__name__
]
CODEC = kernel_codec.Codec(cmd.COMMAND_TYPES, _EVENT_TYPES, TAGS, _kind)
COMMANDS = CODEC.commands
EVENTS = CODEC.events


def Names(cell: Callable[[int], Any] | None = None, mage: Callable[[int], Any] | None = None,  # noqa: N802
          parse_cell: Callable[[Any], int] | None = None,
          parse_mage: Callable[[Any], int] | None = None) -> kernel_codec.Names:
    """How cells and mages are written and read (ints where not given)."""
    dump = {kind: f for kind, f in (("cell", cell), ("mage", mage)) if f is not None}
    parse = {kind: f for kind, f in (("cell", parse_cell), ("mage", parse_mage)) if f is not None}
    return kernel_codec.Names(dump, parse)


PLAIN = kernel_codec.PLAIN


def to_data(obj: Any, names: kernel_codec.Names = PLAIN) -> dict[str, Any]:
    return CODEC.to_data(obj, names)


def from_data(data: Any, names: kernel_codec.Names = PLAIN, kinds: dict[str, type] | None = None) -> Any:
    return CODEC.from_data(data, COMMANDS if kinds is None else kinds, names)


def command_from_data(data: Any, names: kernel_codec.Names = PLAIN) -> cmd.Command:
    return CODEC.from_data(data, COMMANDS, names)  # type: ignore[no-any-return]


def event_from_data(data: Any, names: kernel_codec.Names = PLAIN) -> ev.Event:
    return CODEC.from_data(data, EVENTS, names)  # type: ignore[no-any-return]
