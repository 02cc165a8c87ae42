"""Where replays live and what they are called.

`EMB_DATA_DIR` overrides the platform's user data directory (tests point it at a
temporary directory). File names sort by start time and say who played and who won:
`20261129-154801_teal-human_vs_crimson-advanced_teal-2-1.embr`.
"""

from __future__ import annotations

import datetime
import os
import re
from pathlib import Path

import platformdirs

from replays.container import atomic_write, iter_dir
from replays.errors import ReplayError
from replays.format import Header, Replay, dumps, winners_first

APP = "elemental-mage-battle"
ENV = "EMB_DATA_DIR"
SUFFIX = ".embr"


def data_dir() -> Path:
    override = os.environ.get(ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP))


def replays_dir() -> Path:
    return data_dir() / "replays"


def journal_dir() -> Path:
    return data_dir() / "journal"


def _stamp(started: str) -> str:
    try:
        moment = datetime.datetime.fromisoformat(started)
    except ValueError:
        return "00000000-000000"
    if moment.tzinfo is not None:
        moment = moment.astimezone(datetime.UTC)
    return moment.strftime("%Y%m%d-%H%M%S")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", text.lower()) or "x"


def base_name(header: Header) -> str:
    names = header.seat_names
    who = "_vs_".join(f"{name}-{_slug(p.label())}" for name, p in zip(names, header.players))
    if header.result is None:
        outcome = "unfinished"
    else:
        outcome = "-".join(["+".join(names[s] for s in header.result.winners) or "draw",
                            *(str(n) for n in winners_first(header.result))])
    return f"{_stamp(header.started)}_{header.game_id}_{who}_{outcome}"


def file_name(header: Header) -> str:
    return base_name(header) + SUFFIX


def save_replay(replay: Replay, directory: Path | None = None) -> Path:
    """Write atomically under a fresh name (never overwriting another match)."""
    directory = directory if directory is not None else replays_dir()
    directory.mkdir(parents=True, exist_ok=True)
    stem = base_name(replay.header)
    data = dumps(replay)
    for n in range(1, 10_000):
        path = directory / (stem + (f"-{n}" if n > 1 else "") + SUFFIX)
        try:
            atomic_write(path, data, exclusive=True)
        except FileExistsError:
            continue
        from replays.index import note_saved

        note_saved(path, replay)
        return path
    raise ReplayError(f"{directory}: no free replay name for {stem}")


def list_replays(directory: Path | None = None) -> list[Path]:
    """Saved replays, oldest first (the names sort by start time)."""
    found = iter_dir(directory if directory is not None else replays_dir(), SUFFIX)
    # By stem, so `...-2-1.embr` sorts before its same-second twin `...-2-1-2.embr`.
    return sorted(found, key=lambda path: path.name[: -len(SUFFIX)])
