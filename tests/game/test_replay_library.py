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
from game.shell.viewer.library import ROWS
from replays import ai, human, index, index_filter
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
    now = datetime.datetime.now(datetime.UTC)
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
                    assert all(index_filter.Filter(**{field: value}).matches(screen.library.rows[n])
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
    # The shown rows are fresh.
    assert screen.progress is not None and screen.progress.text == tr("lib.indexing", done=str(ROWS), total="20")
    assert 0 <= screen.progress.left and screen.progress.right <= WIDTH
    go.set()
    screen.library.wait(30)
    screen.update(1.0)
    assert screen.progress is None and "(20)" in screen.filters[0].label.text
    window.director.title()


def test_scrolling_does_not_sift_the_rows_again(window, replays, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from game.shell.viewer import library

    screen = opened(window, replays, 30)
    calls: list[object] = []
    sift = library.sift
    monkeypatch.setattr(library, "sift", lambda lib, where: calls.append(where) or sift(lib, where))
    first = screen.items[0].path
    for _ in range(ROWS + 4):
        window.press_key(arcade.key.DOWN)              # the cursor walks off the page: the page follows
    assert window.current is screen and screen.first == 5 and screen.items[0].path != first
    assert screen.rows[ROWS - 1].active and screen.cursor == ROWS + 4
    assert calls == []
    window.click_native(*centre_of(screen.filters[0]))
    assert len(calls) == 1 and screen.first == 0
    window.director.title()


@pytest.fixture
def trash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A trash folder standing in for the system's (never the real one in tests)."""
    import shutil

    from replays import housekeeping

    bin_ = tmp_path / "trash"
    bin_.mkdir()
    monkeypatch.setattr(housekeeping, "system_trash", lambda: lambda path: shutil.move(path, bin_) and None)
    return bin_


def test_selected_rows_are_deleted_after_a_question_naming_them(window, replays, trash) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from game.shell.confirm import ConfirmScreen

    screen = opened(window, replays, 12)
    doomed = [screen.items[1].path, screen.items[3].path]
    window.click_native(*centre_of(screen.ticks[1]))
    screen = window.current
    window.click_native(*centre_of(screen.ticks[3]))
    assert screen.selected == {p.name for p in doomed} and screen.ticks[1].label.text == "■"
    assert screen.delete.label.text.startswith(tr("lib.delete", n=2))
    window.press_key(arcade.key.DELETE)
    question = window.current
    assert isinstance(question, ConfirmScreen) and question.title.text == tr("lib.delete.title", n=2)
    message = question.message.text
    assert screen.items[1].text.split("  ")[0] in message and screen.items[3].text.split("  ")[0] in message
    assert tr("lib.delete.trash") in message
    window.click_native(*centre_of(question.buttons[-1]))          # Back: nothing removed
    assert window.current is screen and all(p.exists() for p in doomed)
    window.press_key(arcade.key.DELETE)
    window.click_native(*centre_of(window.current.buttons[0]))     # Delete
    assert window.current is screen and not any(p.exists() for p in doomed)
    assert sorted(p.name for p in trash.iterdir()) == sorted(p.name for p in doomed)
    assert len(screen.names) == 10 and not screen.selected
    assert not {p.name for p in doomed} & set(screen.library.names)
    assert screen.said.text == tr("lib.trashed", n=2)
    rows = index.read_index(screen.library.directory)
    assert rows is not None and not {p.name for p in doomed} & set(rows) and len(rows) == 10
    window.director.title()


def test_with_nothing_selected_delete_asks_about_the_cursor_s_row(window, replays, trash) -> None:  # type: ignore[no-untyped-def]
    import arcade

    screen = opened(window, replays, 5)
    window.press_key(arcade.key.DOWN)
    window.press_key(arcade.key.DOWN)
    target = screen.items[2]
    assert screen.rows[2].active
    window.press_key(arcade.key.DELETE)
    assert window.current.title.text == tr("lib.delete.title.one")
    window.press_key(arcade.key.ESCAPE)
    assert window.current is screen and target.path.exists()
    window.director.title()


def test_kept_rows_show_a_star_that_survives_a_rebuilt_index(window, replays) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from replays import housekeeping

    screen = opened(window, replays, 6)
    window.click_native(*centre_of(screen.stars[0]))
    screen = window.current
    kept = screen.items[0].name
    assert screen.stars[0].label.text == "★" and screen.stars[1].label.text == "☆"
    window.press_key(arcade.key.DOWN)
    window.press_key(arcade.key.K)                       # the keyboard: the cursor's row
    assert screen.stars[1].label.text == "★"
    window.press_key(arcade.key.K)
    assert screen.stars[1].label.text == "☆"
    (screen.library.directory / index.INDEX_NAME).unlink()
    window.director.title()
    screen = opened(window, replays, 0)
    assert screen.items[0].name == kept and screen.stars[0].label.text == "★"
    assert housekeeping.read_kept(screen.library.directory) == {kept}
    window.director.title()


def test_every_filter_has_a_key_shown_on_it(window, replays) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from game.shell.viewer.listing import KEYS

    screen = opened(window, replays, 25)
    for b, (field, key) in zip(screen.filters, KEYS.items()):
        assert b.label.text.endswith(f"[{chr(key).upper()}]")
        window.press_key(key)
        screen = window.current
        assert getattr(screen.where, field) is not None, field
        assert all(screen.where.matches(screen.library.rows[n]) for n in screen.names)
        window.dispatch_event("on_key_press", key, arcade.key.MOD_SHIFT)      # Shift: back to "any"
        window.dispatch_event("on_key_release", key, arcade.key.MOD_SHIFT)
        window.dispatch_events()
        assert getattr(screen.where, field) is None
    window.press_key(arcade.key.D)                       # today: the newest replay was saved now
    assert screen.where.date == "today" and screen.names and screen.names[0] == screen.library.names[0]
    window.director.title()


def test_open_folder_runs_the_file_manager_on_the_replays_folder(window, replays, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import subprocess

    from replays import housekeeping

    ran: list[list[str]] = []
    monkeypatch.setattr(housekeeping.subprocess, "Popen", lambda command, **kw: ran.append(command))
    monkeypatch.setattr(housekeeping, "folder_command", lambda d: ["xdg-open", str(d)])
    screen = opened(window, replays, 3)
    window.click_native(*centre_of(screen.folder))
    assert ran == [["xdg-open", str(screen.library.directory)]]
    assert window.current.said.text == tr("lib.opened", path=screen.library.directory)

    def missing(command: list[str], **kw: Any) -> None:
        raise FileNotFoundError(2, "No such file or directory", command[0])

    monkeypatch.setattr(housekeeping.subprocess, "Popen", missing)
    window.current.open_folder()
    assert window.current.said.text.startswith(tr("lib.not_opened", why="")) and subprocess is not None
    window.director.title()


def test_a_saved_match_tidies_to_the_newest_n_sparing_the_kept(window, replays, trash) -> None:  # type: ignore[no-untyped-def]
    from game.shell.players import finish_journal
    from replays import housekeeping
    from replays.journal import Journal
    from tests.replays.library_fixtures import play as play_match

    folder = Path(os.environ["EMB_DATA_DIR"]) / "replays"
    paths = spread(folder, 8, replays)
    housekeeping.mark_kept(folder, [paths[0].name], True)       # the oldest, kept
    done = play_match("mage_battle", (human(), ai("advanced")), 11, datetime.datetime.now(
        datetime.UTC).isoformat())
    journal = Journal.open_new(done.header, Path(os.environ["EMB_DATA_DIR"]) / "journal")
    for command in done.commands:
        journal.append(command)
    window.settings.keep_last = 5
    try:
        saved, error = finish_journal(journal)
    finally:
        window.settings.keep_last = 0
    assert error is None and saved is not None
    import threading

    for worker in threading.enumerate():
        if worker.name == "replay-tidy":
            worker.join(30)
    left = sorted(p.name for p in folder.glob("*.embr"))
    assert left == sorted([paths[0].name, *(p.name for p in paths[4:]), Path(saved).name])
    assert len(list(trash.iterdir())) == 3


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_pointing_at_a_mark_or_a_filter_says_what_it_does(window, replays, lang) -> None:  # type: ignore[no-untyped-def]
    def point(button: Any) -> str:
        x, y = centre_of(button)
        s = window.canvas.scale
        ox, oy = window.canvas.origin()
        window.dispatch_event("on_mouse_motion", int(ox + (x + 0.5) * s), int(oy + (y + 0.5) * s), 0, 0)
        window.dispatch_events()
        return str(window.current.said.text)

    language().set(lang)
    try:
        screen = opened(window, replays, 10)
        assert point(screen.stars[0]) == tr("lib.tip.keep")
        assert point(screen.ticks[0]) == tr("lib.tip.select")
        assert point(screen.filters[3]) == tr("lib.tip.filter", letter="S")
        assert screen.said.content_width <= 594 - 8
        screen.set_kept([screen.items[0].name], True)
        assert point(screen.folder).startswith(tr("lib.tip.folder", path="")[:8])
        window.dispatch_event("on_mouse_motion", 1, 1, 0, 0)
        window.dispatch_events()
        assert screen.said.text == tr("lib.kept", n=1)            # pointing away: what was done
    finally:
        language().set("en")
        window.director.title()


def test_deleting_many_runs_in_a_worker_and_the_list_follows(window, replays, trash) -> None:  # type: ignore[no-untyped-def]
    import arcade

    from game.shell.viewer.listing import AT_ONCE

    screen = opened(window, replays, AT_ONCE + 20)
    window.press_key(arcade.key.A)                      # everything the filters show
    assert len(screen.selected) == AT_ONCE + 20
    keep = screen.library.names[0]
    screen.selected.discard(keep)
    screen.build()
    window.press_key(arcade.key.DELETE)
    assert window.current.title.text == tr("lib.delete.title", n=AT_ONCE + 19)
    assert tr("lib.delete.more", n=AT_ONCE + 19 - 4) in window.current.message.text
    window.click_native(*centre_of(window.current.buttons[0]))
    assert window.current is screen and screen.removal is not None
    screen.removal.wait(60)
    screen.update(1.0)
    assert screen.removal is None and screen.names == [keep]
    assert screen.said.text == tr("lib.trashed", n=AT_ONCE + 19)
    assert len(list(trash.iterdir())) == AT_ONCE + 19
    rows = index.read_index(screen.library.directory)
    assert rows is not None and set(rows) == {keep}
    window.director.title()
