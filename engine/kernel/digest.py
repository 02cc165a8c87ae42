"""Stable digests of plain data, independent of the process and PYTHONHASHSEED.

Values are walked in a fixed order: dataclasses by field order, mappings by sorted
key encoding, enums by class and name. Sets are rejected so no order can leak in.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from typing import Any

# Per dataclass type: the encoded prefix, the compared fields' names and whether it is
# frozen. A type's branch below never depends on the value, so this cannot change any
# encoding.
_SHAPES: dict[type, tuple[bytes, tuple[str, ...], bool]] = {}
# Encodings of frozen dataclass instances and of tuples (3+ items) by identity (the
# entry keeps the value alive, so its id cannot be reused while cached). Chance is
# drawn from a digest of the whole state, and successive states share almost all of
# their parts. Assumes those hold only immutable values, as the house rules require.
_MEMO: dict[int, tuple[Any, bytes]] = {}
_MEMO_LIMIT = 2048
_ENUM_CODES: dict[type, dict[Any, bytes]] = {}   # per enum type: member -> its encoding


def _remember(value: Any, code: bytes, out: list[bytes]) -> None:
    if len(_MEMO) >= _MEMO_LIMIT:
        _MEMO.clear()
    _MEMO[id(value)] = (value, code)
    out.append(code)


def _encode(value: Any, out: list[bytes]) -> None:
    kind = type(value)
    # Fast paths for the types a game state is made of (exact types only: IntEnum and
    # bool are ints, and keep their own branches below).
    if kind is int:
        out.append(b"I%d;" % value)
        return
    if kind is tuple:
        if len(value) < 3:
            out.append(b"L%d[" % len(value))
            for item in value:
                _encode(item, out)
            out.append(b"]")
            return
        known = _MEMO.get(id(value))
        if known is not None and known[0] is value:
            out.append(known[1])
            return
        parts = [b"L%d[" % len(value)]
        if all(type(item) is int for item in value):
            # A board of ints, in one join: the same bytes as one I...; per item.
            parts.append(b"I" + ";I".join(map(str, value)).encode() + b";")
        else:
            for item in value:
                _encode(item, parts)
        parts.append(b"]")
        _remember(value, b"".join(parts), out)
        return
    if kind is str:
        raw = value.encode()
        out.append(b"S%d:" % len(raw) + raw)
        return
    codes = _ENUM_CODES.get(kind)
    if codes is not None and value in codes:
        out.append(codes[value])
        return
    shape = _SHAPES.get(kind)
    if shape is not None:
        if not shape[2]:
            out.append(shape[0])
            for name in shape[1]:
                _encode(getattr(value, name), out)
            out.append(b")")
            return
        known = _MEMO.get(id(value))
        if known is not None and known[0] is value:
            out.append(known[1])
            return
        parts = [shape[0]]
        for name in shape[1]:
            _encode(getattr(value, name), parts)
        parts.append(b")")
        _remember(value, b"".join(parts), out)
        return
    if value is None:
        out.append(b"N")
    elif value is True or value is False:
        out.append(b"T" if value else b"F")
    elif isinstance(value, enum.Enum):
        code = b"E" + type(value).__name__.encode() + b"." + value.name.encode() + b";"
        _ENUM_CODES.setdefault(kind, {})[value] = code
        out.append(code)
    elif isinstance(value, int):
        out.append(b"I" + str(value).encode() + b";")
    elif isinstance(value, str):
        raw = value.encode()
        out.append(b"S" + str(len(raw)).encode() + b":" + raw)
    elif isinstance(value, bytes):
        out.append(b"B" + str(len(value)).encode() + b":" + value)
    elif isinstance(value, float):
        out.append(b"D" + value.hex().encode() + b";")
    elif isinstance(value, (tuple, list)):
        out.append(b"L" + str(len(value)).encode() + b"[")
        for item in value:
            _encode(item, out)
        out.append(b"]")
    elif isinstance(value, dict):
        items = sorted((canonical_bytes(k), v) for k, v in value.items())
        out.append(b"M" + str(len(items)).encode() + b"{")
        for key, item in items:
            out.append(key)
            _encode(item, out)
        out.append(b"}")
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = tuple(field.name for field in dataclasses.fields(value) if field.compare)
        frozen = bool(kind.__dataclass_params__.frozen)
        _SHAPES[kind] = (b"C" + kind.__name__.encode() + b"(", names, frozen)
        _encode(value, out)
    else:
        raise TypeError(f"cannot digest a value of type {type(value).__name__}")


def canonical_bytes(value: Any) -> bytes:
    out: list[bytes] = []
    _encode(value, out)
    return b"".join(out)


def stable_digest(value: Any) -> str:
    """A hex SHA-256 of the canonical encoding of plain data and frozen dataclasses."""
    return hashlib.sha256(canonical_bytes(value)).hexdigest()
