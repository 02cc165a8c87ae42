"""The game-agnostic replay container: one msgpack document with a magic string and a
format version, read from untrusted bytes within fixed bounds, upgraded step by step
from older versions, and written atomically. Another game reuses this with its own
`Format`; nothing here knows about mages.

Reading order matters for hostile files: the size cap comes before any parsing
(msgpack's per-object limits alone do not bound memory), then a bounded unpack that
refuses every extension type, then the magic and version, then the upgrade steps.
"""

from __future__ import annotations

import os
import struct
import tempfile
import zlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import msgpack  # type: ignore[import-untyped]  # ships no stubs

from replays.errors import ReplayError

Document = dict[str, Any]
Upgrade = Callable[[Document], Document]


@dataclass(frozen=True)
class Limits:
    """Bounds for one document; sized per format to its largest real files with headroom."""

    max_bytes: int
    max_str: int
    max_bin: int
    max_array: int
    max_map: int
    max_nodes: int


@dataclass(frozen=True)
class Format:
    """A document kind: `magic` names the game and file kind, `version` is what this
    build writes; `upgrades[v]` turns a version-v document into version v+1."""

    magic: str
    version: int
    limits: Limits
    upgrades: Mapping[int, Upgrade] = field(default_factory=dict)
    oldest: int = 0


def _reject_ext(code: int, data: bytes) -> Any:
    raise ValueError(f"extension type {code} is not allowed")


_PLAIN = (str, bytes, int, float, bool, type(None))


MAX_DEPTH = 32     # no document nests deeper; deeper ones would overflow a repr or a recursive check


def _check_plain(value: Any, limits: Limits) -> None:
    """Only plain msgpack data: msgpack decodes timestamps (ext -1) without asking
    `ext_hook`, so they are caught here; the node count bounds later work, and the depth
    keeps every later reader (reprs in error messages, recursive checks) off the stack's end."""
    stack = [(value, 0)]
    nodes = 0
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > limits.max_nodes:
            raise ValueError(f"more than {limits.max_nodes} values")
        if depth > MAX_DEPTH:
            raise ValueError(f"values nested more than {MAX_DEPTH} deep")
        if isinstance(item, list):
            stack.extend((sub, depth + 1) for sub in item)
        elif isinstance(item, dict):
            stack.extend((key, depth + 1) for key in item.keys())
            stack.extend((sub, depth + 1) for sub in item.values())
        elif not isinstance(item, _PLAIN):
            raise ValueError(f"a {type(item).__name__} value is not allowed")


def unpack(data: bytes, limits: Limits, where: str) -> Any:
    """Bounded msgpack decoding of untrusted bytes; ReplayError on anything odd."""
    if len(data) > limits.max_bytes:
        raise ReplayError(f"{where}: {len(data)} bytes is larger than the {limits.max_bytes}-byte limit")
    try:
        value = msgpack.unpackb(
            data, raw=False, use_list=True, strict_map_key=True, ext_hook=_reject_ext, timestamp=0,
            max_str_len=limits.max_str, max_bin_len=limits.max_bin,
            max_array_len=limits.max_array, max_map_len=limits.max_map, max_ext_len=16,
        )
        _check_plain(value, limits)
    except (ValueError, TypeError, OverflowError, RecursionError, MemoryError) as error:
        # max_ext_len only keeps a refused payload small; ext_hook refuses every type.
        # msgpack reports truncation, bad UTF-8, unhashable keys, depth and limit
        # overruns through these; all mean the same thing for the reader.
        raise ReplayError(f"{where}: not a valid file ({_reason(error)})") from None
    return value


def _reason(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def pack(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)  # type: ignore[no-any-return]


def read_capped(path: Path, limits: Limits) -> bytes:
    """The file's bytes, refusing before reading anything when it is over the cap."""
    where = str(path)
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limits.max_bytes:
                raise ReplayError(f"{where}: {size} bytes is larger than the {limits.max_bytes}-byte limit")
            # Read one byte past the cap: the stat can lie for pipes and growing files.
            data = handle.read(limits.max_bytes + 1)
    except OSError as error:
        raise ReplayError(f"{where}: cannot read ({error.strerror or error})") from None
    if len(data) > limits.max_bytes:
        raise ReplayError(f"{where}: larger than the {limits.max_bytes}-byte limit")
    return data


def open_document(data: bytes, fmt: Format, where: str) -> Document:
    """Unpack, check magic and version, and upgrade to `fmt.version`."""
    value = unpack(data, fmt.limits, where)
    if not isinstance(value, dict):
        raise ReplayError(f"{where}: not a {fmt.magic} file (the document is not a map)")
    doc: Document = value
    if doc.get("magic") != fmt.magic:
        raise ReplayError(f"{where}: not a {fmt.magic} file (magic is {_short(doc.get('magic'))})")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ReplayError(f"{where}: field 'version' must be an integer, got {_short(version)}")
    if version > fmt.version:
        raise ReplayError(
            f"{where}: made by a newer version (format {version}; this build reads up to {fmt.version}); "
            "update the game to open it")
    if version < fmt.oldest:
        raise ReplayError(f"{where}: format {version} is too old (oldest readable is {fmt.oldest})")
    while version < fmt.version:
        step = fmt.upgrades.get(version)
        if step is None:  # pragma: no cover - a format without its upgrade chain is a bug
            raise ReplayError(f"{where}: no upgrade from format {version}")
        try:
            doc = step(doc)
        except ReplayError as error:
            raise ReplayError(f"{where}: {error} (while upgrading from format {version})") from None
        version += 1
        doc["version"] = version
    return doc


def seal(fmt: Format, body: Mapping[str, Any]) -> bytes:
    """The bytes of a current-version document holding `body`'s fields."""
    return pack({"magic": fmt.magic, "version": fmt.version, **body})


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# --- writing -----------------------------------------------------------------------

def fsync_dir(directory: Path) -> None:
    """Make a rename or a new file in `directory` durable (a no-op where unsupported)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes, exclusive: bool = False) -> None:
    """Readers see the old file or the whole new one, never a part, even after a crash.
    With `exclusive`, FileExistsError instead of replacing a file already at `path`
    (a hard link cannot overwrite, so two writers never clobber each other)."""
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if exclusive:
            os.link(temp, path)
            os.unlink(temp)
        else:
            os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    fsync_dir(directory)


# --- record streams (the journal's framing) -----------------------------------------

_FRAME = struct.Struct(">II")  # payload length, CRC-32 of the payload


def frame(payload: bytes) -> bytes:
    return _FRAME.pack(len(payload), zlib.crc32(payload)) + payload


def append_record(handle: BinaryIO, value: Any) -> None:
    """Append one framed record and make it durable before returning."""
    handle.write(frame(pack(value)))
    handle.flush()
    os.fsync(handle.fileno())


@dataclass(frozen=True)
class Records:
    values: list[Any]
    good_bytes: int      # length of the intact prefix; a torn tail starts here
    torn: bool


def read_records(data: bytes, limits: Limits, where: str) -> Records:
    """Framed records from the start of `data`. A last record cut short or failing its
    checksum is a torn write (the process died mid-append) and is dropped; damage
    before the last record is an error."""
    values: list[Any] = []
    offset = 0
    while offset < len(data):
        if len(data) - offset < _FRAME.size:
            return Records(values, offset, True)
        length, crc = _FRAME.unpack_from(data, offset)
        start = offset + _FRAME.size
        end = start + length
        if end > len(data):
            return Records(values, offset, True)
        payload = data[start:end]
        if zlib.crc32(payload) != crc:
            if end == len(data):
                return Records(values, offset, True)
            raise ReplayError(f"{where}: record {len(values)} is damaged (checksum mismatch)")
        values.append(unpack(payload, limits, f"{where}: record {len(values)}"))
        offset = end
    return Records(values, offset, False)


def iter_dir(directory: Path, suffix: str) -> Iterator[Path]:
    try:
        entries = sorted(directory.iterdir())
    except OSError:
        return
    for entry in entries:
        if entry.name.endswith(suffix) and not entry.name.startswith("."):
            yield entry
