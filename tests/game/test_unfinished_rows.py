"""The title's list of unfinished matches: every row fits its room in both languages, for
realistic content (each game, long AI level names, hot-seat, large move counts, wide
dates), its move count shown whole, and every row on screen below the menu."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.shell import title as title_module
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.i18n import language, tr
from game.shell.players import Unfinished
from replays import ai, human

WIDE = datetime.datetime(2026, 10, 28, 20, 48)      # Galmuri's digits differ in width: 0 and 8 are wide
NARROW = datetime.datetime(2027, 1, 11, 11, 11)


def realistic() -> list[Unfinished]:
    x = Path("/nowhere")
    return [
        Unfinished(x / "a.journal", "wizard_survive", WIDE,
                   (human(), ai("intermediate"), ai("whimsical"), ai("advanced")), 1234),
        Unfinished(x / "b.journal", "wizard_survive", NARROW,
                   (ai("beginner"), ai("intermediate"), ai("advanced"), ai("whimsical")), 8192),
        Unfinished(x / "c.journal", "wizard_survive", WIDE, (human(), human(), human(), human()), 640),
        Unfinished(x / "d.journal", "wizard_survive", WIDE, (human(), human(), ai("intermediate"),
                                                             ai("whimsical")), 88),
        Unfinished(x / "e.journal", "ifrita_duel", WIDE, (human(), ai("whimsical", "reckless attacker")), 8192),
        Unfinished(x / "f.journal", "ifrita_duel", NARROW, (human(), human()), 3),
        Unfinished(x / "g.journal", "mage_battle", WIDE, (human(), ai("intermediate")), 888),
        Unfinished(x / "h.journal", "mage_battle", None, (human(), human()), 0),
        Unfinished(x / "20261028-204800-0a1b2c3d4e5f.journal", None, None, (), 0),
    ]


@pytest.fixture
def title(window, monkeypatch) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """The title screen listing the realistic matches, in each language in turn."""
    monkeypatch.setattr(title_module, "unfinished_matches", realistic)
    yield window
    language().set("en")
    monkeypatch.undo()
    window.director.title()


def pages(window: Any) -> Iterator[tuple[Any, Any]]:
    """Each page of the list in turn, as the title shows it."""
    screen = window.current
    listed = screen.list
    while True:
        window.frame()
        yield screen, listed
        if not listed.next.visible or not listed.next.enabled:
            return
        listed.turn(1)


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_row_fits_its_columns_and_shows_its_move_count(title, lang) -> None:  # type: ignore[no-untyped-def]
    window = title
    language().set(lang)
    window.director.title()
    matches = realistic()
    seen = 0
    for screen, listed in pages(window):
        for r, row in enumerate(listed.rows):
            i = listed.first + r
            if i >= len(matches):
                assert not row.text and not row.go.visible
                continue
            match, seen = matches[i], seen + 1
            shown = [(cell, box) for cell, box in zip(row.cells, row.boxes) if cell.text]
            for cell, box in shown:
                assert cell.content_width <= box.width, (lang, cell.text, cell.content_width, box.width)
            # Side by side, never over each other, and all before the row's buttons.
            edges = [(box.anchor - cell.content_width if box.right else box.anchor,
                      box.anchor if box.right else box.anchor + cell.content_width) for cell, box in shown]
            assert all(a[1] < b[0] for a, b in zip(edges, edges[1:])), (lang, row.text)
            assert edges[-1][1] <= row.go.x - 2, (lang, row.text)
            if match.game_id is not None:
                game, when, who, count = (cell.text for cell in row.cells)
                assert count == tr("title.unfinished.moves", n=match.commands)    # whole, never cut
                assert "…" not in row.text, (lang, row.text)                      # realistic content fits
                assert game and when and who
            # On the screen, under the menu.
            assert 0 <= row.go.y and row.go.y + row.go.h <= min(b.y for b in screen.buttons)
        assert listed.heading.y + 10 <= min(b.y for b in screen.buttons)
        assert listed.left >= 0 and listed.next.x + listed.next.w <= WIDTH
    assert seen == len(matches)


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_hot_seat_names_the_number_of_people(title, lang) -> None:  # type: ignore[no-untyped-def]
    from game.shell.unfinished import who_forms

    language().set(lang)
    four, duel, mixed = (realistic()[k] for k in (2, 5, 3))
    assert who_forms(four)[0] == tr("title.people", n=4)
    assert who_forms(duel)[0] == tr("title.people", n=2)
    assert who_forms(mixed)[0].startswith(tr("title.people", n=2) + " + ")


def test_a_long_player_list_is_shortened_in_words_before_it_is_cut(title) -> None:  # type: ignore[no-untyped-def]
    """The players' column takes the first wording that fits: full names, the levels with one
    "AI", then abbreviations; only what fits none of them is cut with "…"."""
    from game.shell.unfinished import Measure, who_forms

    language().set("en")
    window = title
    window.director.title()
    four_ais = realistic()[1]
    forms = who_forms(four_ais)
    assert forms == ["Beginner AI / Intermediate AI / Advanced AI / Whimsical AI",
                     "Beginner / Intermediate / Advanced / Whimsical AI", "Beg. / Int. / Adv. / Whim. AI"]
    measure = Measure()
    assert measure.fit(forms, measure(forms[1])) == forms[1]
    assert measure.fit(forms, measure(forms[2])) == forms[2]
    cut = measure.fit(forms, measure(forms[2]) - 12)
    assert cut.endswith("…") and measure(cut) <= measure(forms[2]) - 12


def test_the_list_takes_fewer_rows_when_more_games_crowd_the_menu(title, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With a fourth and a fifth game's entries the menu grows down; the list keeps every
    row on screen and pages through the rest."""
    from game.shell.ui import GameUI, game_uis

    window = title
    extra = tuple(GameUI(g, "menu.quit", lambda w: None) for g in ("nim", "go"))
    monkeypatch.setattr(title_module, "game_uis", lambda: (*game_uis(), *extra))
    window.director.title()
    window.frame()
    listed = window.current.list
    assert 1 <= len(listed.rows) < 4
    for row in listed.rows:
        assert 0 <= row.go.y < HEIGHT
    assert listed.next.visible


def test_the_title_lists_unfinished_matches_without_replaying_a_journal(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The rows come from the summaries beside the journals; a stale summary is read again
    from the journal's header and the worker replays it, settling a match that had ended."""
    import os

    import replays
    from replays import summary
    from replays.journal import resume as real_resume
    from tests.replays.library_fixtures import journals

    folder = Path(os.environ["EMB_DATA_DIR"])
    for old in (folder / "journal").glob("*"):
        old.unlink()
    paths = journals(folder / "journal", 3, most=40)
    import threading

    resumed: list[Path] = []          # by the window's thread

    def counted(path: Any) -> Any:
        if threading.current_thread() is threading.main_thread():
            resumed.append(Path(path))
        return real_resume(path)

    monkeypatch.setattr(replays, "resume", counted)
    monkeypatch.setattr("replays.journal.resume", counted)
    window.director.title()
    screen = window.current
    assert {m.path for m in screen.unfinished} == set(paths) and resumed == []
    assert all(m.checked for m in screen.unfinished)
    assert all(0 < m.commands <= 40 for m in screen.unfinished)

    # The first journal's match ends by hand (its last command recorded), its summary stale.
    ended = real_resume(paths[0])
    from engine.kernel.random_agent import RandomAgent

    agent: RandomAgent[Any] = RandomAgent(1)
    match = ended.match
    while not match.over:
        seat = match.deciders()[0]
        ended.append(agent.choose(match.view(seat), match.legal(seat), match.seen(seat)))
    ended.close()
    summary.remove(paths[0])
    os.utime(paths[0])
    window.director.title()
    screen = window.current
    row = next(m for m in screen.unfinished if m.path == paths[0])
    assert not row.checked and resumed == []          # listed from its header, not replayed
    screen.checker.wait(30)
    screen.update(0.01)
    assert resumed == [] and not paths[0].exists()
    assert {m.path for m in window.current.unfinished} == set(paths[1:])
    assert any(p.name.endswith(".embr") for p in (folder / "replays").iterdir())
    for path in paths[1:]:
        path.unlink()
        summary.remove(path)
    window.director.title()
