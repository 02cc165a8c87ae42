"""A match's review in the replay viewer (Wizard Survive, two seats): it runs in a worker
to the end and marks the mistakes and blunders where they were played; cancelling leaves
no marks and no cache; a second opening takes the cache instead of reviewing again; a
damaged cache is ignored and recomputed; and a seat's perspective shows nothing of the
review past its cursor, in the state and in the pixels."""

from __future__ import annotations

import threading
from typing import Any

import arcade
import pytest

from engine.kernel.review import Judgement
from game.shell.i18n import tr
from replays import review_cache
from replays.review import review
from tests.wizard_survive_window.test_viewer_ws import saved_replay


@pytest.fixture(scope="module")
def replay_path(tmp_path_factory):  # type: ignore[no-untyped-def]
    return saved_replay(tmp_path_factory.mktemp("ws-review"), levels=("beginner", "advanced"))[1]


@pytest.fixture
def viewer(window, replay_path):  # type: ignore[no-untyped-def]
    from game.shell.viewer import open_replay

    screen = open_replay(window, window.director, replay_path)
    review_cache.cache_path(screen.model.loaded, None).unlink(missing_ok=True)
    window.frame()
    yield screen
    if screen.review_job is not None:
        screen.review_job.cancel()
        screen.review_job.wait(5)
    window.director.title()


def finish(window, screen) -> None:  # type: ignore[no-untyped-def]
    job = screen.review_job
    if job is not None:
        job.wait(30)
    window.frame()
    assert screen.review_job is None


def shown_marks(screen) -> list[tuple[int, Judgement, int]]:  # type: ignore[no-untyped-def]
    assert screen.review is not None
    return sorted((m.position, m.judgement, round(s.center_x)) for m, s in screen.review.marks if s.visible)


def test_the_review_runs_in_a_worker_and_marks_where_the_mistakes_were_played(window, viewer) -> None:  # type: ignore[no-untyped-def]
    button = viewer.btn_review
    assert button.enabled and button.label.text == tr("v.review")
    window.press_key(arcade.key.V)
    job = viewer.review_job
    assert job is not None and job._thread is not None and job._thread is not threading.main_thread()
    finish(window, viewer)
    expected = review(viewer.model.loaded)
    lost = [(d.position, d.judgement) for d in expected.decisions
            if d.judgement in (Judgement.INACCURACY, Judgement.MISTAKE, Judgement.BLUNDER)]
    assert lost and any(j is Judgement.BLUNDER for _, j in lost)
    marks = shown_marks(viewer)          # "all": both seats' marks, the whole match
    assert [(p, j) for p, j, _ in marks] == sorted(lost)
    assert all(abs(x - (viewer.timeline.x_of(p) + 0.5)) <= 1 for p, _, x in marks)
    assert review_cache.cache_path(viewer.model.loaded, None).exists()
    # the cursor's decision in the game's words
    first = min(p for p, _ in lost)
    viewer.go(first + 1)
    line = viewer.review.line.text
    assert tr("v.review.class." + dict(lost)[first].key) in line and "→" in line
    # hovering a mark tells its decision
    mark = next(m for m, sprite in viewer.review.marks if m.position == first)
    viewer.hover(viewer.timeline.x_of(first) + 0.5, viewer.timeline.y + 3)
    assert viewer.txt_hint.text == viewer.review.describe(mark)


def gated(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The worker's review waits at its first decision until the returned gate opens."""
    from game.shell.viewer import review_job

    gate = threading.Event()

    def slow(loaded: Any, budget: Any = None, progress: Any = None, **kw: Any) -> Any:
        def wait(done: int, total: int) -> None:
            gate.wait(10)
            progress(done, total)

        return review(loaded, budget=budget, progress=wait)

    monkeypatch.setattr(review_job, "review", slow)
    return gate


def test_cancelling_leaves_no_marks_and_no_cache(window, viewer, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    gate = gated(monkeypatch)
    window.press_key(arcade.key.V)
    job = viewer.review_job
    assert job is not None and job.running and viewer.btn_review.label.text == tr("v.review.stop")
    window.frame()
    window.press_key(arcade.key.ESCAPE)            # Esc stops the review, not the viewer
    assert viewer.review_job is None and window.current is viewer
    gate.set()
    job.wait(10)
    window.frame()
    assert viewer.review is None and not job.running
    assert not review_cache.cache_path(viewer.model.loaded, None).exists()


def test_the_cache_is_reused_and_a_damaged_one_recomputed(window, viewer, replay_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from game.shell.viewer import open_replay, review_job

    path = review_cache.cache_path(viewer.model.loaded, None)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "moves": [[1, 2', encoding="utf-8")     # damaged: ignored
    viewer.toggle_review()
    assert viewer.review_job is not None and not viewer.review_job.cached
    finish(window, viewer)
    first = shown_marks(viewer)
    assert first and review_cache.read(viewer.model.loaded, None) is not None

    def no_review(*args: Any, **kw: Any) -> Any:
        raise AssertionError("reviewed again")

    monkeypatch.setattr(review_job, "review", no_review)
    again = open_replay(window, window.director, replay_path)
    window.frame()
    again.toggle_review()
    assert again.review_job is None and again.review is not None    # taken from the cache at once
    assert shown_marks(again) == first
    assert again.message == tr("v.review.cached")


def test_a_seats_perspective_shows_nothing_of_the_review_past_its_cursor(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.shell.snapshot import canvas_image
    from game.shell.viewer import review_view

    viewer.toggle_review()
    finish(window, viewer)
    view = viewer.review
    reviewed = view.reviewed
    for perspective, seat in (("red", 0), ("blue", 1)):
        viewer.set_perspective(perspective)
        for cursor in range(0, viewer.model.total + 1, 5):
            viewer.go(cursor)
            for m, _, x in shown_marks(viewer):
                assert m < cursor and x <= viewer.timeline.x_of(cursor) + 2
            assert all(m.seat == seat and m.position < cursor for m, s in view.marks if s.visible)
            assert all(x <= view.gx(cursor) + 0.5 for _, points, _ in view.lines for x, _ in points)
            assert not any(dotted for _, _, dotted in view.lines)      # the omniscient line only in "all"
            said = review_cache.Reviewed(reviewed.unit, reviewed.seats,
                                         tuple(m for m in reviewed.moves if m.seat == seat and m.position < cursor))
            assert view.line.text == view.describe(max(said.moves, key=lambda m: m.position) if said.moves else None)
    # the pixels: past the cursor, neither the strip nor the timeline's top holds a review colour
    viewer.set_perspective("red")
    cursor = sorted(m.position for m in reviewed.of(0))[len(reviewed.of(0)) // 2] + 1
    viewer.go(cursor)
    window.frame()
    image = canvas_image(window).convert("RGB")
    height = image.height
    colours = {c[:3] for c in (*review_view.CLASS_COLOURS.values(), *review_view.SEAT_COLOURS[:2], arcade.color.WHITE)}
    colours.discard((240, 238, 232))      # the cursor line itself is white
    past = set()
    for x in range(int(view.gx(cursor)) + 2, review_view.GX + review_view.GW):
        for y in range(review_view.GY, review_view.GY + review_view.GH):
            past.add(image.getpixel((x, height - 1 - y)))
    top = viewer.timeline.y + viewer.timeline.h + 1
    for x in range(viewer.timeline.x_of(cursor) + 3, viewer.timeline.x + viewer.timeline.w):
        for y in range(top, top + 7):
            past.add(image.getpixel((x, height - 1 - y)))
    assert not past & colours
    # while before the cursor the same strip does show red's line
    seen = {image.getpixel((x, height - 1 - y)) for x in range(review_view.GX, int(view.gx(cursor)))
            for y in range(review_view.GY - 1, review_view.GY + review_view.GH + 1)}
    assert review_view.SEAT_COLOURS[0][:3] in seen


def test_the_review_key_without_a_reviewer_says_why_and_starts_nothing(window, viewer) -> None:  # type: ignore[no-untyped-def]
    viewer.btn_review.set_state(enabled=False)      # as built for a game without one
    viewer.btn_review.tip = tr("v.tip.review.no_game")
    window.press_key(arcade.key.V)
    assert viewer.review_job is None and viewer.review is None
    assert viewer.message == tr("v.tip.review.no_game")


def test_a_game_without_a_reviewer_says_so_on_a_disabled_button() -> None:
    from types import SimpleNamespace

    from game.shell.viewer.review_job import reviewer_missing

    loaded: Any = SimpleNamespace(header=SimpleNamespace(game=SimpleNamespace(game_id="x")))
    assert reviewer_missing(loaded) == "no_game"
    assert tr("v.tip.review.no_game")
