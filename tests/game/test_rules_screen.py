"""The rules screen: every page opens in both languages, with its picture, and no text
runs out of its box (the body inside the text box, every label on the canvas)."""

from __future__ import annotations

import pytest

from game.shell.i18n import language


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
        top = label.y + label._label.content_height - h + label.font_size * 4 / 3   # first baseline + ascent
        return left, label.y - h + label.font_size * 4 / 3, left + w, label.y + label.font_size * 4 / 3
    return left, label.y - 3, left + w, label.y + h - 3


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_page_opens_and_its_text_stays_in_its_box(window, lang):
    from game.mage_battle.views.rules_screen import TEXT_H, TEXT_W, TEXT_X, TEXT_Y

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
            assert body.content_height <= TEXT_H, f"page {page + 1}: {body.content_height} > {TEXT_H}"
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
        assert type(window.current).__name__ == "TitleScreen"
    finally:
        language().set("en")


def test_picture_labels_stay_in_the_picture_band(window):
    from game.mage_battle.views.rules_pages import BAND_H, BAND_Y

    for lang in ("ko", "en"):
        language().set(lang)
        screen = open_rules(window)
        for page in range(screen.pages):
            screen.turn(page - screen.page)
            # The picture's labels come after the two titles, before the body.
            for label in screen.ui.texts[2:2 + screen.picture_texts]:
                left, bottom, right, top = extent(label)
                assert BAND_Y - 4 <= bottom and top <= BAND_Y + BAND_H + 4, (lang, page + 1, label.text, bottom, top)
                assert 10 <= left and right <= 630, (lang, page + 1, label.text)
    language().set("en")


def test_the_title_offers_the_rules_and_a_match_can_open_them_and_come_back(window):
    from engine import Side
    from tests.game.driver import click_button

    window.director.title()
    window.frame()
    title = window.current
    rules = next(b for b in title.extras if b.label.text == "Rules")
    new_match = title.buttons[0]
    assert rules.y == new_match.y and rules.x > new_match.x + new_match.w      # beside the game's entry
    click_button(window, rules)
    assert type(window.current).__name__ == "RulesScreen"
    click_button(window, window.current.close_button)
    assert type(window.current).__name__ == "TitleScreen"
    # From a match: Back returns to the same battle screen.
    from engine.mage_battle.position import MageSpec, position
    from engine import Job

    state = position([MageSpec(Side.TEAL, Job.S, 30), MageSpec(Side.CRIMSON, Job.O, 40)])
    director = window.director
    from game.mage_battle.director import MageDirector

    director = MageDirector.take_over(window)
    director.start_position(state, "beginner")
    window.frame()
    battle = window.current
    battle.key(ord("h"), 0)             # H on the battle screen opens the rules (its Menu tip says so)
    assert type(window.current).__name__ == "RulesScreen"
    window.current.key(65307, 0)        # Esc
    assert window.current is battle
    director.title()
