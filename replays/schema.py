"""Field checks for untrusted plain data. Each takes the path of the field it checks
(`header.players.teal.level`) so the error says exactly where the file is wrong."""

from __future__ import annotations

from typing import Any

from replays.errors import ReplayError


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def fail(where: str, path: str, what: str) -> ReplayError:
    return ReplayError(f"{where}: field '{path}' {what}")


def mapping(value: Any, where: str, path: str, required: tuple[str, ...],
            optional: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise fail(where, path, f"must be a map, got {_show(value)}")
    for key in required:
        if key not in value:
            raise fail(where, f"{path}.{key}" if path else key, "is missing")
    allowed = set(required) | set(optional)
    for key in value:
        if key not in allowed:
            raise fail(where, f"{path}.{key}" if path else str(key), "is not a known field")
    return value


def integer(value: Any, where: str, path: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise fail(where, path, f"must be an integer, got {_show(value)}")
    if not low <= value <= high:
        raise fail(where, path, f"must be between {low} and {high}, got {value}")
    return value


def text(value: Any, where: str, path: str, max_len: int = 64) -> str:
    if not isinstance(value, str):
        raise fail(where, path, f"must be a string, got {_show(value)}")
    if len(value) > max_len:
        raise fail(where, path, f"is longer than {max_len} characters")
    if not value.isprintable():
        raise fail(where, path, "holds control characters")
    return value


def choice(value: Any, where: str, path: str, choices: tuple[str, ...]) -> str:
    if value not in choices or not isinstance(value, str):
        raise fail(where, path, f"must be one of {', '.join(choices)}, got {_show(value)}")
    return value


def array(value: Any, where: str, path: str, max_len: int, exact: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise fail(where, path, f"must be a list, got {_show(value)}")
    if exact is not None and len(value) != exact:
        raise fail(where, path, f"must have {exact} items, got {len(value)}")
    if len(value) > max_len:
        raise fail(where, path, f"has more than {max_len} items")
    return value


def blob(value: Any, where: str, path: str, size: int) -> bytes:
    if not isinstance(value, bytes) or len(value) != size:
        raise fail(where, path, f"must be {size} bytes, got {_show(value)}")
    return value


def plain(value: Any, where: str, path: str, max_nodes: int) -> Any:
    """A game's own data (AI notes, result details): null, true/false, integers, short
    texts, and lists and string-keyed maps of them, `max_nodes` values at most."""
    budget = [max_nodes]

    def walk(item: Any, at: str, depth: int) -> None:
        budget[0] -= 1
        if budget[0] < 0:
            raise fail(where, path, f"holds more than {max_nodes} values")
        if depth > 6:
            raise fail(where, at, "is nested too deeply")
        if item is None or isinstance(item, bool):
            return
        if isinstance(item, int):
            integer(item, where, at, -(2**31), 2**31)
        elif isinstance(item, str):
            text(item, where, at, 64)
        elif isinstance(item, list):
            for i, sub in enumerate(item):
                walk(sub, f"{at}[{i}]", depth + 1)
        elif isinstance(item, dict):
            for key, sub in item.items():
                text(key, where, at, 32)
                walk(sub, f"{at}.{key}", depth + 1)
        else:
            raise fail(where, at, f"must be plain data, got {_show(item)}")

    walk(value, path, 0)
    return value
