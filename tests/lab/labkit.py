"""Helpers of the balance lab's tests: a `simulate` command line as the parser makes it,
and a folder's files as bytes."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def args(out: Path | str, game: str = "mage_battle", seats: tuple[str, ...] = ("beginner", "beginner"),
         matches: int = 2, seed: int = 21, jobs: int | None = 1, **kw: Any) -> argparse.Namespace:
    base: dict[str, Any] = dict(game=game, seat=list(seats), teal=None, crimson=None, matches=matches, seed=seed,
                                jobs=jobs, rules=None, out=str(out), scheduler=None, resume=False)
    base.update(kw)
    return argparse.Namespace(**base)


def files(folder: Path, pattern: str = "*") -> dict[str, bytes]:
    """Every file under `folder` (by its path relative to it) -> its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob(pattern)) if p.is_file()}


def written(folder: Path) -> dict[str, bytes]:
    """What must be the same bytes on every run: the report and the replays."""
    return {name: data for name, data in files(folder).items()
            if name in ("report.json", "report.md") or name.startswith("replays/")}
