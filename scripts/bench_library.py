#!/usr/bin/env python3
"""Saved-replays list benchmark: a temporary data folder filled with 10,000 replays of
the three games (a few real matches played by seeded random agents, each copied under
its own start time and name, every copy a valid replay), then the wall time to the
list's first page (with and without the header index), to a filtered page, and to
rebuild the index (the worker's pass, parsing every file); then the title's list of
unfinished matches with 50 journals: from their summaries, from stale summaries (each
journal's header record read), and replaying every journal as the title used to.

    .venv/bin/python scripts/bench_library.py
    .venv/bin/python scripts/bench_library.py --count 3000

Goals: first page < 0.2 s, a filtered page < 0.5 s; the rebuild runs in a worker thread.
The load average is printed: wall times grow on a busy machine.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")      # before arcade is imported: the title is built
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from replays.index import HOTSEAT, Library, index_path  # noqa: E402
from replays.index_filter import Filter  # noqa: E402
from tests.replays.library_fixtures import fill, journals, templates  # noqa: E402


def first_page(directory: Path, where: Filter) -> tuple[float, int]:
    from game.shell.viewer.library import page

    start = time.perf_counter()
    shown = page(Library(directory), where, 0)
    return time.perf_counter() - start, len(shown.names)


def unfinished(folder: Path, count: int) -> None:
    """The title's unfinished matches, timed three ways, and the whole title screen built."""
    import replays
    from game.shell.players import unfinished_matches
    from replays import summary

    os.environ["EMB_DATA_DIR"] = str(folder.parent)
    start = time.perf_counter()
    paths = journals(folder, count)
    print(f"made {count} unfinished journals in {time.perf_counter() - start:.1f} s")
    start = time.perf_counter()
    listed = unfinished_matches()
    print(f"unfinished list, from summaries:       {time.perf_counter() - start:.3f} s ({len(listed)} listed)")
    for path in paths:
        summary.remove(path)
    start = time.perf_counter()
    listed = unfinished_matches()
    print(f"unfinished list, summaries missing:    {time.perf_counter() - start:.3f} s (header records read)")
    start = time.perf_counter()
    for path in replays.find_unfinished(folder):     # what the title did before: replay every journal
        replays.resume(path).close()
    print(f"unfinished list, every journal replayed: {time.perf_counter() - start:.3f} s (before summaries)")
    from game.mage_battle.director import MageDirector
    from game.shell import title
    from game.shell.app import GameWindow
    from game.shell.title import TitleScreen

    window = GameWindow(lang="en")
    window.director = MageDirector(window)
    TitleScreen(window, window.director)           # fonts and sprites loaded once, not timed
    start = time.perf_counter()
    TitleScreen(window, window.director)
    print(f"title screen built, {count} unfinished:    {time.perf_counter() - start:.3f} s")
    from_summaries = title.unfinished_matches
    title.unfinished_matches = replaying_every_journal
    start = time.perf_counter()
    TitleScreen(window, window.director)
    print(f"title screen built, every journal replayed: {time.perf_counter() - start:.3f} s (before summaries)")
    title.unfinished_matches = from_summaries
    window.close()


def replaying_every_journal() -> list[object]:
    """The title's list as it was built before the summaries: every journal replayed on
    the window's thread (once to settle it, once to read it)."""
    import datetime

    import replays
    from game.shell.players import Unfinished

    found: list[object] = []
    for path in sorted(replays.find_unfinished(), key=lambda p: p.stat().st_mtime, reverse=True):
        journal = replays.resume(path)
        journal.close()
        header = journal.header
        started = datetime.datetime.fromisoformat(header.started).astimezone()
        found.append(Unfinished(path, header.game_id, started, header.players, len(journal.match.commands)))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--journals", type=int, default=50)
    args = parser.parse_args(argv)
    import game.uis  # noqa: F401  (the rows name the game, as the window's list does)

    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp) / "replays"
        start = time.perf_counter()
        fill(folder, args.count, templates())
        print(f"filled {args.count:,} replays in {time.perf_counter() - start:.1f} s")
        cold, n = first_page(folder, Filter())
        print(f"first page, no index yet:      {cold:.3f} s ({n:,} listed)")
        lib = Library(folder)
        start = time.perf_counter()
        lib.refresh()
        rebuild = time.perf_counter() - start
        size = index_path(folder).stat().st_size
        print(f"rebuild the index (worker):     {rebuild:.1f} s ({size / 1024:.0f} KB index)")
        warm, n = first_page(folder, Filter())
        print(f"first page, with the index:     {warm:.3f} s ({n:,} listed)")
        lib = Library(folder)
        os.utime(lib.path(lib.names[0]), ns=(1, 1))         # one file touched by hand
        start = time.perf_counter()
        lib.refresh()
        print(f"index up to date, one stale:    {time.perf_counter() - start:.3f} s (stat every file)")
        where = Filter(game="wizard_survive", opponent="advanced", result="loss")
        filtered, n = first_page(folder, where)
        print(f"filtered page (game+level+result): {filtered:.3f} s ({n:,} match)")
        hot, n = first_page(folder, Filter(opponent=HOTSEAT))
        print(f"filtered page (hot-seat):       {hot:.3f} s ({n:,} match)")
        from game.shell.viewer.library import page

        opened = Library(folder)
        start = time.perf_counter()
        n = len(page(opened, where, 0).names)
        print(f"a filter on the open list:      {time.perf_counter() - start:.3f} s ({n:,} match)")
        unfinished(Path(temp) / "journal", args.journals)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average: {load}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
