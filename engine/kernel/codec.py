"""Commands and events <-> plain values (dicts, lists, str, int, bool, None), driven by
their dataclass types: the replay file, the JSON export and the scenario output all
spell a game's values the same way.

Enums travel by name (their `key` when they have one, else the lower-case name) and
parse case-blind; tuples become lists. A game names the *kind* of some int fields
(for instance "cell") so a caller may write them its own way through `Names`; plain
ints are the default. Positional lists with a short tag per command keep replays small.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from engine.kernel.errors import CodecError

MAX_LIST = 64


@dataclass(frozen=True)
class Names:
    """How ints of a named kind are written and read (absent kinds: plain ints)."""

    dump: Mapping[str, Callable[[int], Any]] = field(default_factory=dict)
    parse: Mapping[str, Callable[[Any], int]] = field(default_factory=dict)


PLAIN = Names()

# (class name, field name) -> kind; None for a plain value
KindOf = Callable[[str, str], str | None]


def _no_kinds(cls_name: str, field_name: str) -> str | None:
    return None


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    # Resolving string annotations on every call made decoding a replay ~4x slower.
    return typing.get_type_hints(cls)


def _strip_optional(hint: Any) -> Any:
    args = typing.get_args(hint)
    if args and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        return rest[0] if len(rest) == 1 else hint
    return hint


def _plain_int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise CodecError(f"expected an integer, got {value!r}")
    return value


def enum_text(value: Enum) -> str:
    key = getattr(value, "key", None)
    return key if isinstance(key, str) else value.name.lower()


class Codec:
    """One game's commands and events as plain data, with a one-letter-or-so tag per
    command for the compact positional form."""

    def __init__(self, commands: Iterable[type], events: Iterable[type], tags: Mapping[type, str],
                 kind_of: KindOf = _no_kinds) -> None:
        self.commands: dict[str, type] = {t.__name__: t for t in commands}
        self.events: dict[str, type] = {t.__name__: t for t in events}
        missing = [name for name, t in self.commands.items() if t not in tags]
        if missing:
            raise ValueError(f"commands without a tag: {missing}")
        self.tags = dict(tags)
        self._by_tag = {tag: cls for cls, tag in self.tags.items()}
        if len(self._by_tag) != len(self.tags):
            raise ValueError("two commands share a tag")
        self._fields = {cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in self.tags}
        self._kind_of = kind_of

    # --- named form -------------------------------------------------------------------
    def to_data(self, obj: Any, names: Names = PLAIN) -> dict[str, Any]:
        """{"type": ClassName, field: value, ...} for a command or event."""
        cls_name = type(obj).__name__
        out: dict[str, Any] = {"type": cls_name}
        hints = _hints(type(obj))  # type: ignore[arg-type]  # every type is hashable; mypy's Hashable check is not
        for f in dataclasses.fields(obj):
            out[f.name] = self._dump(getattr(obj, f.name), hints[f.name], self._kind_of(cls_name, f.name), names)
        return out

    def from_data(self, data: Any, kinds: Mapping[str, type], names: Names = PLAIN) -> Any:
        """The value `to_data` wrote, one of `kinds`; CodecError naming the bad field."""
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
        for name, f in fields.items():
            if name not in data:
                if f.default is dataclasses.MISSING:
                    raise CodecError(f"{type_name}: missing field {name!r}")
                continue
            try:
                values[name] = self._load(data[name], hints[name], self._kind_of(type_name, name), names)
            except (CodecError, ValueError, TypeError, KeyError) as error:
                raise CodecError(f"{type_name}.{name}: {error}") from None
        return cls(**values)

    def command_from_data(self, data: Any, names: Names = PLAIN) -> Any:
        return self.from_data(data, self.commands, names)

    def event_from_data(self, data: Any, names: Names = PLAIN) -> Any:
        return self.from_data(data, self.events, names)

    # --- compact positional form ---------------------------------------------------------
    def encode_command(self, command: Any) -> list[Any]:
        """[tag, field, ...] with trailing empty optional fields left off."""
        data = self.to_data(command)
        values = [data[name] for name in self._fields[type(command)]]
        while values and values[-1] is None:
            values.pop()
        return [self.tags[type(command)], *values]

    def decode_command(self, value: Any) -> Any:
        if not isinstance(value, list) or not value or not isinstance(value[0], str) or value[0] not in self._by_tag:
            raise CodecError(f"is not a command (expected [tag, ...], got {short(value)})")
        cls = self._by_tag[value[0]]
        names = self._fields[cls]
        if len(value) - 1 > len(names):
            raise CodecError(f"({cls.__name__}) has {len(value) - 1} fields, at most {len(names)}")
        return self.command_from_data({"type": cls.__name__, **dict(zip(names, value[1:]))})

    def describe(self, obj: Any) -> str:
        """`Type(first, field=value, ...)` on one line, empty fields left off: the first
        field (who acts, for a command) needs no name."""
        data = self.to_data(obj)
        kind = data.pop("type")
        items = [(k, v) for k, v in data.items() if v is not None]
        parts = [str(v) if i == 0 else f"{k}={v}" for i, (k, v) in enumerate(items)]
        return f"{kind}({', '.join(parts)})"

    # --- values ----------------------------------------------------------------------------
    def _dump(self, value: Any, hint: Any, kind: str | None, names: Names) -> Any:
        if value is None:
            return None
        if isinstance(value, Enum):
            return enum_text(value)
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            writer = names.dump.get(kind) if kind is not None else None
            return writer(value) if writer is not None else int(value)
        if isinstance(value, str):
            return value
        if isinstance(value, tuple):
            args = typing.get_args(_strip_optional(hint))
            if len(args) == 2 and args[1] is Ellipsis:
                return [self._dump(v, args[0], kind, names) for v in value]
            # A fixed-shape tuple (pairs such as (piece, value)): the first item carries the kind.
            return [self._dump(v, a, kind if i == 0 else None, names) for i, (v, a) in enumerate(zip(value, args))]
        raise CodecError(f"cannot encode {value!r}")

    def _load(self, value: Any, hint: Any, kind: str | None, names: Names) -> Any:
        args = typing.get_args(hint)
        if value is None:
            if args and type(None) in args:
                return None
            raise CodecError("must not be null")
        hint = _strip_optional(hint)
        if isinstance(hint, type) and issubclass(hint, Enum):
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
            reader = names.parse.get(kind) if kind is not None else None
            return reader(value) if reader is not None else _plain_int(value)
        if hint is str:
            if not isinstance(value, str) or len(value) > MAX_LIST:
                raise CodecError(f"expected a short text, got {short(value)}")
            return value
        if typing.get_origin(hint) is tuple:
            if not isinstance(value, (list, tuple)):
                raise CodecError(f"expected a list, got {value!r}")
            targs = typing.get_args(hint)
            if len(targs) == 2 and targs[1] is Ellipsis:
                if len(value) > MAX_LIST:
                    raise CodecError("list too long")
                return tuple(self._load(v, targs[0], kind, names) for v in value)
            if len(value) != len(targs):
                raise CodecError(f"expected {len(targs)} items, got {len(value)}")
            return tuple(self._load(v, a, kind if i == 0 else None, names)
                         for i, (v, a) in enumerate(zip(value, targs, strict=True)))
        raise CodecError(f"cannot decode {value!r}")


def short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
