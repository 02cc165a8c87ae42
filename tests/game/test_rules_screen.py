"""The rules screen: every page opens in both languages, with its picture, and no text
runs out of its box (the body inside the text box, every label on the canvas)."""

from __future__ import annotations

import pytest

from game.shell.i18n import language
from game.shell.learn.rules_screen import RulesScreen
from game.shell.title import TitleScreen


def open_rules(window):  # type: ignore[no-untyped-def]
    from game.mage_battle.views.rules_screen import RulesScreen

    screen = RulesScreen(window, window.director.title)
    window.show(screen)
    window.frame()
    return screen


def extent(label):  # type: ignore[no-untyped-def]
    """(left, bottom, right, top) of a label's drawn text, in native pixels."""
    w, h = label.content_width, label.content_height
    left = label.x - {"left": 0, "center": w / 2, "right": w}[label.anchor_x]
    if label.multiline:
        return left, label.y - h + label.font_size * 4 / 3, left + w, label.y + label.font_size * 4 / 3
    return left, label.y - 3, left + w, label.y + h - 3


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_page_opens_and_its_text_stays_in_its_box(window, lang):
    from game.shell.learn.rules_screen import TEXT_W

    language().set(lang)
    try:
        screen = open_rules(window)
        seen = set()
        for page in range(screen.pages):
            assert screen.page == page
            seen.add(screen.heading.text)
            assert len(screen.sprites) >= 2, f"page {page + 1} has no picture"
            body = screen.body
            assert body.content_width <= TEXT_W
            assert body.content_height <= screen.text_h, f"page {page + 1}: {body.content_height} > {screen.text_h}"
            for label in screen.ui.texts:
                left, _, right, _ = extent(label)
                assert left >= 0 and right <= 640, (page + 1, label.text)
                if label.width is not None:
                    assert label.content_width <= label.width, (page + 1, label.text)
            if page < screen.pages - 1:
                from tests.game.driver import click_button

                click_button(window, screen.next)
                window.frame()
        assert len(seen) == screen.pages and not screen.next.enabled
        assert not any(t.startswith("rules.") for t in seen)
        # Back where it was opened.
        from tests.game.driver import click_button

        click_button(window, screen.close_button)
        assert isinstance(window.current, TitleScreen)
    finally:
        language().set("en")


def test_picture_labels_stay_in_the_picture_band(window):
    for lang in ("ko", "en"):
        language().set(lang)
        screen = open_rules(window)
        for page in range(screen.pages):
            screen.turn(page - screen.page)
            band = screen.band
            for label in screen.picture_labels:
                left, bottom, right, top = extent(label)
                assert band.y - 4 <= bottom and top <= band.top + 4, (lang, page + 1, label.text, bottom, top)
                assert 10 <= left and right <= 630, (lang, page + 1, label.text)
    language().set("en")


def picture_extent(screen):  # type: ignore[no-untyped-def]
    """(left, bottom, right, top) of everything the page's picture drew: sprites, boxes, labels."""
    parts = [(s.left, s.bottom, s.right, s.top) for s in list(screen.sprites) + screen.picture_boxes]
    parts += [extent(label) for label in screen.picture_labels]
    return (min(p[0] for p in parts), min(p[1] for p in parts), max(p[2] for p in parts), max(p[3] for p in parts))


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_text_box_fits_its_text_and_the_picture_fills_the_rest(window, lang):
    """Issue 14: at 1280x720 the pages had a text box half empty under a picture of fixed
    size. Now the box holds its lines with no empty line left, and the picture (inside its
    band, sprites included) spans most of the band's height and width, centred."""
    language().set(lang)
    try:
        screen = open_rules(window)
        for page in range(screen.pages):
            screen.turn(page - screen.page)
            body, band = screen.body, screen.band
            assert screen.text_h - body.content_height < 15, (page + 1, screen.text_h, body.content_height)
            left, bottom, right, top = picture_extent(screen)
            where = (lang, page + 1, (left, bottom, right, top), band)
            assert band.y - 4 <= bottom and top <= band.top + 4 and band.x <= left and right <= band.x + band.w, where
            assert top - bottom >= 0.65 * band.h, where
            assert right - left >= 0.7 * band.w, where
            assert abs((bottom - band.y) - (band.top - top)) <= 0.1 * band.h, where      # centred
            # Nothing of the picture overlaps the text box, and the band sits under the heading.
            assert band.y - 4 > body.y + 12
            assert band.top + 4 < screen.heading.y - 2
    finally:
        language().set("en")


def test_the_title_offers_the_rules_and_a_match_can_open_them_and_come_back(window):
    from engine.mage_battle import Side
    from tests.game.driver import click_button

    window.director.title()
    window.frame()
    title = window.current
    rules = next(b for b in title.extras if b.label.text == "Rules")
    new_match = title.buttons[0]
    assert rules.y == new_match.y and rules.x > new_match.x + new_match.w      # beside the game's entry
    click_button(window, rules)
    assert isinstance(window.current, RulesScreen)
    click_button(window, window.current.close_button)
    assert isinstance(window.current, TitleScreen)
    # From a match: Back returns to the same battle screen.
    from engine.mage_battle import Job
    from engine.mage_battle.position import MageSpec, position

    state = position([MageSpec(Side.TEAL, Job.S, 30), MageSpec(Side.CRIMSON, Job.O, 40)])
    director = window.director
    from game.mage_battle.director import MageDirector

    director = MageDirector.take_over(window)
    director.start_position(state, "beginner")
    window.frame()
    battle = window.current
    battle.key(ord("h"), 0)             # H on the battle screen opens the rules (its Menu tip says so)
    assert isinstance(window.current, RulesScreen)
    window.current.key(65307, 0)        # Esc
    assert window.current is battle
    director.title()


def page_through_every_page(window, learning, lang):  # type: ignore[no-untyped-def]
    """Open `learning`'s rules in `lang` and page through them by clicks on Next: each page
    has its heading and text from the catalog (no key left unresolved), a picture inside
    its band, and nothing drawn off the screen. Returns the headings seen."""
    from game.shell.learn.rules_screen import RulesScreen
    from tests.game.driver import click_button

    language().set(lang)
    try:
        screen = RulesScreen(window, learning, window.director.title)
        window.show(screen)
        window.frame()
        headings = []
        for page in range(screen.pages):
            assert screen.page == page
            name = learning.pages[page].name
            headings.append(screen.heading.text)
            for label in screen.ui.texts:
                assert not label.text.startswith((f"{learning.pages_key}.", "learn.")), (lang, name, label.text)
                left, bottom, right, top = extent(label)
                assert left >= 0 and right <= 640 and bottom >= 0 and top <= 360, (lang, name, label.text)
                if label.width is not None:
                    assert label.content_width <= label.width + 1, (lang, name, label.text)
            assert len(screen.sprites) + len(screen.picture_boxes) >= 2, f"{name} has no picture"
            assert screen.body.content_height <= screen.text_h, (lang, name)
            band = screen.band
            for s in list(screen.sprites) + screen.picture_boxes:
                assert band.x - 1 <= s.left and s.right <= band.x + band.w + 1, (lang, name, s.left, s.right)
                assert band.y - 5 <= s.bottom and s.top <= band.top + 5, (lang, name, s.bottom, s.top)
            for label in screen.picture_labels:
                left, bottom, right, top = extent(label)
                assert band.y - 4 <= bottom and top <= band.top + 4, (lang, name, label.text, bottom, top)
                assert band.x <= left and right <= band.x + band.w, (lang, name, label.text)
            if page < screen.pages - 1:
                click_button(window, screen.next)
                window.frame()
        assert not screen.next.enabled and len(set(headings)) == screen.pages
        click_button(window, screen.close_button)
        return headings
    finally:
        language().set("en")


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_mage_battle_s_pages_page_through_in_both_languages(window, lang):  # type: ignore[no-untyped-def]
    from game.mage_battle.views.rules_pages import learning

    page_through_every_page(window, learning(), lang)
    assert isinstance(window.current, TitleScreen)
