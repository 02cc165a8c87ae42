"""The saved-replays list with its filters, in both languages: each filter button's words
fit it at 640x360 with realistic content, a click or a key on a filter cycles through its
values and the counts follow, and the list opens without parsing the files it does not
show. Housekeeping: rows selected and deleted after a question naming them, kept marks
drawn on the rows, the folder opened."""

from __future__ import annotations

import datetime
import os
from pathlib import Path
from typing import Any

import pytest

from game.shell.canvas import WIDTH
from game.shell.i18n import language, tr
from game.shell.viewer import open_list
from game.shell.viewer.listing import ROWS
from replays import ai, human, index
from tests.game.driver import centre_of

from tests.replays.library_fixtures import fill, play, templates

SHOTS = os.environ.get("LIBRARY_SHOTS")      # a folder: the screenshots are saved there


@pytest.fixture(autouse=True)
def own_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test its own data folder (the window, and its data folder, are shared)."""
    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path))


@pytest.fixture(scope="module")
def replays() -> list[Any]:
    extra = [play("mage_battle", (human(), ai("intermediate")), 7, "2026-01-01T00:00:00+00:00"),
             play("wizard_survive", (human(), ai("beginner"), ai("intermediate"), ai("whimsical")), 8,
                  "2026-01-01T00:00:00+00:00"),
             play("mage_battle", (human(), ai("advanced")), 9, "2026-01-01T00:00:00+00:00",
                  draft="Quicker shrines, longer battles")]
    return [*templates(), *extra]


def spread(folder: Path, count: int, replays: list[Any]) -> list[Path]:
    """`count` replays, one every 12 hours up to now: some today, this week, this month."""
    now = datetime.datetime.now(datetime.timezone.utc)
    return fill(folder, count, replays, start=now - datetime.timedelta(hours=12 * (count - 1)),
                step=datetime.timedelta(hours=12))


def opened(window: Any, replays: list[Any], count: int = 25) -> Any:
    folder = Path(os.environ["EMB_DATA_DIR"]) / "replays"
    spread(folder, count, replays)
    screen = open_list(window, window.director)
    screen.library.wait(30)
    window.frame()
    window.frame()
    return screen


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_filters_fit_cycle_and_count(window, replays, lang) -> None:  # type: ignore[no-untyped-def]
    language().set(lang)
    try:
        screen = opened(window, replays)
        assert len(screen.items) == ROWS and len(screen.names) == 25
        for f, field in enumerate(("game", "opponent", "result", "rules", "date")):
            seen = set()
            for _ in range(8):
                button = screen.filters[f]
                assert button.label.content_width <= button.w - 4, (lang, button.label.text)
                assert button.x >= 0 and button.x + button.w <= WIDTH
                seen.add(button.label.text)
                value = getattr(screen.where, field)
                if value is not None:
                    assert all(getattr(index.Filter(**{field: value}), "matches")(screen.library.rows[n])
                               for n in screen.names)
                    assert f"({len(screen.names):,})" in button.label.text
                for row in screen.rows:
                    assert row.label.content_width <= row.w - 4, (lang, row.label.text)
                window.click_native(*centre_of(button))
                screen = window.current
            assert len(seen) >= (2 if field == "rules" else 3), seen
            while getattr(screen.where, field) is not None:
                window.click_native(*centre_of(screen.filters[f]))
                screen = window.current
        window.click_native(*centre_of(screen.filters[1]))      # hot-seat
        if SHOTS:
            from game.shell.snapshot import canvas_image

            canvas_image(window).save(Path(SHOTS) / f"library-{lang}.png")
        assert screen.where.opponent is not None
        assert tr("lib.hotseat") in screen.filters[1].label.text
        assert all("ifrita_duel" in n for n in screen.names) and screen.names
    finally:
        language().set("en")
        window.director.title()


def test_opening_the_list_parses_only_the_rows_it_shows(window, replays, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    folder = Path(os.environ["EMB_DATA_DIR"]) / "replays"
    fill(folder, 30, replays)
    parsed: list[Path] = []
    parse = index.row_of_file

    def counted(path: Path, stat: os.stat_result | None = None) -> index.Row | None:
        parsed.append(path)
        return parse(path, stat)

    monkeypatch.setattr(index, "row_of_file", counted)
    monkeypatch.setattr(index.Library, "start", lambda self, on_done=None: None)   # no worker
    screen = open_list(window, window.director)
    assert len(parsed) == ROWS and len(screen.names) == 30
    assert {p.name for p in parsed} == {e.path.name for e in screen.items}
    window.director.title()


def test_the_list_shows_the_rebuild_in_progress_and_then_its_rows(window, replays, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import threading
    import time

    folder = Path(os.environ["EMB_DATA_DIR"]) / "replays"
    fill(folder, 20, replays)
    go = threading.Event()
    parse = index.row_of_file

    def slow(path: Path, stat: os.stat_result | None = None) -> index.Row | None:
        if threading.current_thread() is not threading.main_thread():
            go.wait(30)
        return parse(path, stat)

    monkeypatch.setattr(index, "row_of_file", slow)
    screen = open_list(window, window.director)
    assert len(screen.items) == ROWS                    # the first page, before the worker is done
    deadline = time.monotonic() + 10
    while not screen.library.parsing and time.monotonic() < deadline:
        time.sleep(0.01)
    screen.update(1.0)
    assert screen.progress is not None and screen.progress.text == tr("lib.indexing", done=str(ROWS), total="20")   # the shown rows are fresh
    assert 0 <= screen.progress.left and screen.progress.right <= WIDTH
    go.set()
    screen.library.wait(30)
    screen.update(1.0)
    assert screen.progress is None and "(20)" in screen.filters[0].label.text
    window.director.title()


def test_scrolling_does_not_sift_the_rows_again(window, replays, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from game.shell.viewer import listing

    screen = opened(window, replays, 30)
    calls: list[object] = []
    sift = listing.sift
    monkeypatch.setattr(listing, "sift", lambda lib, where: calls.append(where) or sift(lib, where))
    first = screen.items[0].path
    for _ in range(ROWS + 4):
        window.press_key(arcade.key.DOWN)              # the cursor walks off the page: the page follows
    assert window.current is screen and screen.first == 5 and screen.items[0].path != first
    assert screen.rows[ROWS - 1].active and screen.cursor == ROWS + 4
    assert calls == []
    window.click_native(*centre_of(screen.filters[0]))
    assert len(calls) == 1 and screen.first == 0
    window.director.title()
