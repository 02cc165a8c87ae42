"""Stable digests of plain data, independent of the process and PYTHONHASHSEED.

Values are walked in a fixed order: dataclasses by field order, mappings by sorted
key encoding, enums by class and name. Sets are rejected so no order can leak in.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from typing import Any


def _encode(value: Any, out: list[bytes]) -> None:
    if value is None:
        out.append(b"N")
    elif value is True or value is False:
        out.append(b"T" if value else b"F")
    elif isinstance(value, enum.Enum):
        out.append(b"E" + type(value).__name__.encode() + b"." + value.name.encode() + b";")
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
        out.append(b"C" + type(value).__name__.encode() + b"(")
        for field in dataclasses.fields(value):
            if field.compare:
                _encode(getattr(value, field.name), out)
        out.append(b")")
    else:
        raise TypeError(f"cannot digest a value of type {type(value).__name__}")


def canonical_bytes(value: Any) -> bytes:
    out: list[bytes] = []
    _encode(value, out)
    return b"".join(out)


def stable_digest(value: Any) -> str:
    """A hex SHA-256 of the canonical encoding of plain data and frozen dataclasses."""
    return hashlib.sha256(canonical_bytes(value)).hexdigest()
