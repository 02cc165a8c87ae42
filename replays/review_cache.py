"""A match's review kept for the replay viewer, beside the replay's data and never in
the replay file: one small JSON file per (replay, budget) in the data folder's
`reviews/`, named by the hash of the replay's canonical bytes, so a renamed or copied
replay finds its review and an edited one does not.

The file holds what the viewer shows (`Reviewed`): per decision its position, seat,
the commands played and found best (in the game's compact form, so the viewer words
them in its language), their values, the loss, the class and the chances. It is written
atomically (a temporary file renamed over); a file that does not read back as exactly
this shape is ignored, and the review recomputed.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.kernel.game import AnyGame
from engine.kernel.review import Judgement
from replays.format import dumps
from replays.resimulate import Loaded
from replays.review import MatchReview
from replays.storage import data_dir

VERSION = 1
_CLASSES = {j.key: j for j in Judgement}


@dataclass(frozen=True, slots=True)
class ReviewedMove:
    """One reviewed decision as the viewer shows it."""

    position: int            # the event position where the seat decided (the cursor)
    seat: int
    played: Any              # the command played
    played_value: float
    best: Any                # the best command found
    best_value: float
    loss: float
    judgement: Judgement
    chance: float | None     # the seat's winning chance after its command, from its view
    hindsight: float | None  # the same knowing everything (the omniscient line)


@dataclass(frozen=True, slots=True)
class Reviewed:
    unit: str                           # the reviewer's unit ("souls")
    seats: tuple[int, ...]              # the seats reviewed
    moves: tuple[ReviewedMove, ...]

    def of(self, seat: int) -> tuple[ReviewedMove, ...]:
        return tuple(m for m in self.moves if m.seat == seat)

    def at(self, position: int, seat: int | None) -> ReviewedMove | None:
        """The decision taken at `position` (by `seat`, or any seat when None)."""
        return next((m for m in self.moves if m.position == position and seat in (None, m.seat)), None)


def replay_key(loaded: Loaded) -> str:
    return hashlib.sha256(dumps(loaded.replay)).hexdigest()


def cache_path(loaded: Loaded, budget: int | None, folder: Path | None = None) -> Path:
    base = (folder or data_dir()) / "reviews"
    return base / f"{replay_key(loaded)[:40]}-{'default' if budget is None else budget}.json"


def reviewed_of(review: MatchReview, loaded: Loaded) -> Reviewed:
    """The viewer's part of a fresh review (the commands come from the replay's log)."""
    commands = loaded.replay.commands
    moves = tuple(ReviewedMove(d.position, d.seat, commands[d.index], d.played.value, d.best.command, d.best.value,
                               d.loss, d.judgement, d.played.chance, d.hindsight) for d in review.decisions)
    return Reviewed(review.unit, review.seats, moves)


def to_data(reviewed: Reviewed, loaded: Loaded, budget: int | None) -> dict[str, Any]:
    codec = loaded.header.game.codec
    return {"version": VERSION, "replay": replay_key(loaded), "budget": budget, "unit": reviewed.unit,
            "seats": list(reviewed.seats),
            "moves": [[m.position, m.seat, codec.encode_command(m.played), m.played_value,
                       codec.encode_command(m.best), m.best_value, m.loss, m.judgement.key, m.chance, m.hindsight]
                      for m in reviewed.moves]}


def from_data(data: Any, loaded: Loaded, budget: int | None) -> Reviewed:
    """The cached review; ValueError when it is not one for this replay and budget."""
    if not isinstance(data, dict) or data.get("version") != VERSION or data.get("replay") != replay_key(loaded) \
            or data.get("budget") != budget:
        raise ValueError("not this replay's review")
    game: AnyGame = loaded.header.game
    total = len(loaded.match.events)
    moves = []
    for row in data["moves"]:
        position, seat, played, played_value, best, best_value, loss, key, chance, hindsight = row
        if not (isinstance(position, int) and 0 <= position <= total and isinstance(seat, int) and key in _CLASSES):
            raise ValueError("a damaged decision")
        moves.append(ReviewedMove(position, seat, game.codec.decode_command(played), float(played_value),
                                  game.codec.decode_command(best), float(best_value), float(loss), _CLASSES[key],
                                  _chance(chance), _chance(hindsight)))
    return Reviewed(str(data["unit"]), tuple(int(s) for s in data["seats"]), tuple(moves))


def _chance(value: Any) -> float | None:
    if value is None:
        return None
    chance = float(value)
    if not 0.0 <= chance <= 1.0:
        raise ValueError("a chance out of range")
    return chance


def read(loaded: Loaded, budget: int | None, folder: Path | None = None) -> Reviewed | None:
    """The cached review, or None when there is none or it is damaged (then recomputed)."""
    path = cache_path(loaded, budget, folder)
    try:
        return from_data(json.loads(path.read_text(encoding="utf-8")), loaded, budget)
    except (OSError, ValueError, TypeError, KeyError, IndexError):
        return None
    except Exception:  # a codec's own error for a damaged command: still only a cache miss
        return None


def write(reviewed: Reviewed, loaded: Loaded, budget: int | None, folder: Path | None = None) -> Path:
    path = cache_path(loaded, budget, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(to_data(reviewed, loaded, budget), separators=(",", ":"))
    handle, temporary = tempfile.mkstemp(prefix=".review-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path
