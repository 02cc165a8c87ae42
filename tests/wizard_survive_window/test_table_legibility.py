"""The table reads plainly in both languages: "out" stands out on the fallen wizard, the
person seated in hot-seat is marked as the screen's from their first turn, the names
under the hand's cards keep apart, every seat's name is written in its own colour (the
table and the result), and Leave says the match is kept."""

from __future__ import annotations

import colorsys
from typing import Any

import pytest

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from game.shell.i18n import language
from game.shell.snapshot import canvas_image
from tests.wizard_survive_window.driver import centre_of, click, commit_by_clicks, screen_name, settle

Colour = tuple[int, ...]


def luminance(colour: Colour) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """WCAG's contrast ratio, 1 (the same) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)




class Fireballer:
    """Throws fireballs, so a person who never teleports goes out."""

    level = "scripted"
    mood = None

    def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
        return next((c for c in legal if c.card is Card.FIREBALL), legal[0])


class Recovers:
    level = "scripted"
    mood = None

    def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
        return next(c for c in legal if c.card is Card.MANA_RECOVERY)


def pixels_around(image: Any, label: Any) -> list[Colour]:
    """The canvas's pixels in a label's box (anchored centre, baseline), a pixel wider."""
    w, h = int(label.content_width), int(label.content_height)
    left, bottom = int(label.x - w / 2) - 1, int(label.y) - 3
    top = bottom + h + 1
    return [image.getpixel((x, image.height - 1 - y)) for x in range(left, left + w + 2) for y in range(bottom, top)]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_out_is_written_in_high_contrast_over_the_fallen_wizard(window, lang) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play

    language().set(lang)
    window.controller = play.controller(3, [None, "beginner", "beginner"],
                                        agents={1: Fireballer(), 2: Fireballer()}, ai_process=False)
    window.director.table()
    for _ in range(10):
        settle(window, 2)
        screen = window.current
        if screen.shown.wizards[0].out:
            break
        commit_by_clicks(window, next(c for c in window.controller.legal(0) if c.card is Card.MANA_RECOVERY))
    screen = window.current
    assert screen.shown.wizards[0].out and screen.pane.out_labels[0].visible
    label = screen.pane.out_labels[0]
    ink = tuple(label.color[:3])
    around = pixels_around(canvas_image(window), label)
    # Whatever is not the word itself (nor its soft edge) is its background.
    background = [p for p in around if contrast(p, ink) > 1.5]
    assert background
    assert all(contrast(p, ink) >= 4.5 for p in background), sorted({contrast(p, ink) for p in background})[:5]


@pytest.mark.parametrize("seats", [(None, None), (None, None, None), (None, None, "beginner")])
def test_the_first_person_in_hot_seat_is_marked_as_the_screen_s_on_their_first_turn(window, seats) -> None:  # type: ignore[no-untyped-def]
    window.director.start_match(list(seats), seed=3, ai_process=False)
    marked = []
    for _ in range(20):
        window.frame()                  # the hand's first frame already marks its person
        if screen_name(window) == "CurtainScreen":
            window.click_native(320, 300)
            continue
        screen = window.current
        if screen.hand.active:
            seat = screen.hand.seat
            marked.append((seat, [n.text for n in screen.pane.names if "(you)" in n.text]))
            if len(marked) == 2:
                break
            commit_by_clicks(window, next(c for c in window.controller.legal(seat) if c.card is Card.MANA_RECOVERY))
    assert marked == [(0, ["Red (you)"]), (1, ["Blue (you)"])]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_names_under_the_hand_s_cards_keep_apart_and_inside_their_band(window, lang) -> None:  # type: ignore[no-untyped-def]
    language().set(lang)
    window.director.start_match([None, "beginner", "beginner", "beginner"], seed=3, ai_process=False)
    settle(window, 3)
    hand = window.current.hand
    assert hand.active
    for row in ([s.name for s in hand.cards.values()], list(hand.costs.values()),
                [s.name for t, s in hand.targets.items() if s.visible]):
        spans = sorted((label.x - label.content_width / 2, label.x + label.content_width / 2, label.text)
                       for label in row)
        for (_, right, left_word), (left, _, right_word) in zip(spans, spans[1:]):
            assert left - right >= 4, (left_word, right_word, left - right)
    rightmost_card = max(s.name.x + s.name.content_width / 2 for s in hand.cards.values())
    first_target = min(s.x for s in hand.targets.values() if s.visible)
    assert rightmost_card < first_target - 4
    last_target = max(s.name.x + s.name.content_width / 2 for s in hand.targets.values() if s.visible)
    assert last_target < hand.hint.x - 4


def reads_as(colour: Colour, seat_colour: Colour) -> bool:
    """A name's colour is its seat's: a clear colour (not white or grey) of the same hue."""
    h, _, s = colorsys.rgb_to_hls(*(c / 255 for c in colour[:3]))
    seat_h, _, _ = colorsys.rgb_to_hls(*(c / 255 for c in seat_colour[:3]))
    return s >= 0.5 and min(abs(h - seat_h), 1 - abs(h - seat_h)) < 0.06


def test_every_seat_s_name_is_written_in_its_colour_on_the_table_and_the_result(window) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import look, play

    agents = {seat: Recovers() for seat in (1, 2, 3)}
    window.controller = play.controller(3, [None, "beginner", "beginner", "beginner"], agents=agents,
                                        ai_process=False)
    window.director.table()
    settle(window, 3)
    names = window.current.pane.names
    for seat in range(4):
        assert reads_as(tuple(names[seat].color), look.seat_colour(seat)), (seat, names[seat].color)
    for _ in range(40):                 # red saves for a meteor each round: three rounds win
        if screen_name(window) == "ResultsScreen":
            break
        legal = {c.card: c for c in window.controller.legal(0)}
        commit_by_clicks(window, legal.get(Card.METEOR) or legal[Card.MANA_RECOVERY])
        settle(window, 2)
    assert screen_name(window) == "ResultsScreen"
    written = {}
    for label in window.current.ui.texts:
        for seat in range(4):
            if label.text == look.seat_name(seat) or label.text.startswith(look.seat_name(seat) + " "):
                written.setdefault(seat, []).append(tuple(label.color))
    assert sorted(written) == [0, 1, 2, 3]
    for seat, colours in written.items():
        assert all(reads_as(c, look.seat_colour(seat)) for c in colours), (seat, colours)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_pointing_at_leave_says_the_match_is_kept_to_resume_from_the_title(window, lang) -> None:  # type: ignore[no-untyped-def]
    from game.shell.i18n import tr
    from game.shell.players import unfinished_matches

    language().set(lang)
    kept = {m.path for m in unfinished_matches()}
    window.director.start_match([None, "beginner"], seed=3, ai_process=False)
    settle(window, 3)
    screen = window.current
    commit_by_clicks(window, next(c for c in window.controller.legal(0) if c.card is Card.MANA_RECOVERY))
    settle(window, 2)
    x, y = centre_of(screen.leave)
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    window.dispatch_event("on_mouse_motion", int(ox + (x + 0.5) * s), int(oy + (y + 0.5) * s), 0, 0)
    window.dispatch_events()
    shown = [t.text for t in screen.leave_tip.texts if t.visible] if screen.pointing_at_leave else []
    assert shown == [tr("ws.top.leave_tip")]
    words = ("kept", "resume", "title") if lang == "en" else ("저장", "이어", "타이틀")
    assert all(w in shown[0].lower() for w in words)
    tip = screen.leave_tip.texts[0]
    assert tip.x - tip.content_width >= 4                     # whole on the screen
    # And it is true: leaving lists the match on the title, to resume.
    click(window, screen.leave)
    assert screen_name(window) == "TitleScreen"
    assert len([m for m in unfinished_matches() if m.path not in kept]) == 1
