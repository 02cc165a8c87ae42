"""The shell's log pane: lines wrapped to its box and clipped to it, collapsed and
expanded by L or its header, scrolled by the wheel and PageUp/PageDown/Home/End, new
lines followed unless the person scrolled back to read."""

from __future__ import annotations

import arcade

WHITE = (255, 255, 255, 255)
SMALL = (10, 10, 120, 80)
TALL = (10, 10, 300, 300)


def pane(count: int = 50):  # type: ignore[no-untyped-def]
    from game.shell.log_pane import LogPane

    log = LogPane("Log")
    log.place(SMALL, TALL)
    log.set_lines([(f"line {k}", WHITE) for k in range(count)])
    return log


def test_the_newest_lines_show_and_nothing_is_drawn_outside_the_box(window) -> None:  # type: ignore[no-untyped-def]
    from game.shell.log_pane import PITCH

    log = pane()
    shown = [text for text, _ in log.visible()]
    assert shown and shown[-1] == "line 49" and len(shown) == log.room()
    log.draw()
    x, y, w, h = log.box()
    for label in log.ui.texts:
        assert y <= label.y - 2 and label.y + PITCH <= y + h + 2, (label.text, label.y)
        assert x <= label.left and label.right <= x + w, (label.text, label.left, label.right)


def test_long_lines_wrap_to_the_box_width(window) -> None:  # type: ignore[no-untyped-def]
    from game.shell.log_pane import ink

    log = pane(0)
    log.set_lines([("word " * 40, WHITE)])
    assert len(log.rows) > 3 and all(ink(row) <= SMALL[2] - 8 for row, _ in log.rows)


def test_the_key_and_the_header_collapse_and_expand_it(window) -> None:  # type: ignore[no-untyped-def]
    log = pane()
    small = log.room()
    assert log.key(arcade.key.L) and log.expanded and log.room() > small
    x, y, _w, h = log.box()
    assert log.click(x + 5, y + h - 4) and not log.expanded
    assert not log.click(x + 5, y + 2)          # only the header toggles


def test_wheel_and_keys_scroll_and_new_lines_wait_while_scrolled_back(window) -> None:  # type: ignore[no-untyped-def]
    log = pane()
    x, y, w, _h = log.box()
    assert log.wheel(x + 5, y + 5, 1) and log.back == 3
    assert not log.wheel(x + w + 5, y + 5, 1)   # outside the box: not the log's
    reading = log.visible()
    log.add([("line 50", WHITE)])
    assert log.visible() == reading, "a new line moved what the person was reading"
    log.key(arcade.key.HOME)
    assert log.visible()[0][0] == "line 0"
    log.key(arcade.key.PAGEDOWN)
    assert log.back < log._most()
    log.key(arcade.key.END)
    assert log.back == 0 and log.visible()[-1][0] == "line 50"
    log.add([("line 51", WHITE)])
    assert log.visible()[-1][0] == "line 51", "a following log shows the new line"


def test_a_wrapped_line_is_never_shown_without_its_start(window) -> None:  # type: ignore[no-untyped-def]
    log = pane(0)
    log.set_lines([("word " * 12, WHITE)] * 6)
    first = log.visible()[0][0]
    assert first.startswith("word") and log.rows.index(log.visible()[0]) in log.starts
    for back in range(len(log.rows)):
        log.back = back
        shown = log.visible()
        assert log.rows.index(shown[0], len(log.rows) - back - len(shown)) in log.starts


def test_at_rest_it_is_closed_and_following_whatever_was_done_before(window) -> None:  # type: ignore[no-untyped-def]
    log = pane()
    log.toggle()
    log.scroll(5)
    log.rest()
    assert not log.expanded and log.back == 0 and log.visible()[-1][0] == "line 49"


def test_the_lines_shown_are_whole_however_they_wrap(window) -> None:  # type: ignore[no-untyped-def]
    log = pane(0)
    log.set_lines([("short", WHITE), ("word " * 12, WHITE), ("last", WHITE)])
    assert log.shown_lines()[-2:] == ["word " * 12, "last"]
