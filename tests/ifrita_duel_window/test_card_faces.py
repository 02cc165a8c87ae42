"""A card reads at a glance wherever the window draws it whole (the hand, at the mulligan
and while targeting, and the deck builder): its cost (the generic number and a mana icon
per coloured pip), a name that fits, a unit's ATK and HP, a sorcery's or an
enchantment's key numbers; in Korean and English, and nothing written leaves its card.
On the battlefield a unit shows its current stats, buffs and debuffs told by colour.
The texts checked are those the view builds (its labels), not pixels."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.view import DuelView, UnitView
from game.ifrita_duel import face as faces
from game.ifrita_duel import look
from game.ifrita_duel.views.table_presenter import Marks
from game.shell import palette as pal
from game.shell.i18n import language, tr
from tests.ifrita_duel_window.driver import choose, play_by_clicks, screen_name, settle

LANGUAGES = ("ko", "en")
GLYPH_UP, GLYPH_DOWN = 11, 2          # the pixel font's letters above and below the baseline


def at_the_mulligan(window: Any) -> Any:
    """A match against the beginner, played by clicks to teal's mulligan: the table."""
    window.director.opponent = "beginner"
    window.director.start_match(seed=5, ai_process=False)
    rng = random.Random(1)
    for _ in range(200):
        settle(window, 1)
        table = window.current
        assert screen_name(window) == "TableScreen"
        if any(isinstance(c, cmd.Keep) for c in table.legal):
            return table
        if table.legal:
            play_by_clicks(window, choose(list(table.legal), rng))
    raise AssertionError("no mulligan")


def with_hand(view: DuelView, seat: int, hand: tuple[str, ...]) -> DuelView:
    players = list(view.players)
    players[seat] = replace(players[seat], hand=hand, hand_count=len(hand))
    return replace(view, players=(players[0], players[1]))


def extent(label: Any) -> tuple[float, float]:
    """Where a label paints: its width but the last letter's spacing column."""
    shift = {"center": label.content_width / 2, "right": label.content_width}.get(label.anchor_x, 0)
    left = label.x - shift
    return left, left + label.content_width - 1


def check_face(drawn: faces.FaceDrawing, x: float, y: float) -> None:
    """What the card shows, and that it all stays on the card, each word in its band."""
    card = look.cards().card(drawn.face.card)
    words = [label.text for label in drawn.labels]
    f = drawn.face
    # The cost: the generic number (0 for a free card), a mana icon per coloured pip.
    pips = [colour for colour, count in card.cost.pips for _ in range(count)]
    assert list(f.pips) == pips
    if card.cost.generic or not pips:
        assert str(card.cost.generic) in words and f.generic == str(card.cost.generic)
    icons = [s.texture for s in drawn.sprites]
    for kind in set(pips):
        assert icons.count(look.mana_icon(kind)) >= pips.count(kind), (card.id, kind)
    # The name, or its short name when the name would not fit.
    assert f.name in (look.card_name(card.id), tr(f"id.short.{card.id}")) and f.name in words
    if card.kind == n.UNIT:
        assert f.atk == str(card.atk) and f.health == str(card.health)
        assert words.count(f.atk) + words.count(f.health) >= 2 and {f.atk, f.health} <= set(words), (card.id, words)
        for keyword in card.keywords:
            assert look.keyword_icon(keyword) in icons
    else:
        assert f.lines and all(line.words in words for line in f.lines), (card.id, words)
        assert len(f.lines) <= faces.MOST_LINES
    # Nothing leaves the card or its band.
    for label, left, right in drawn.boxes:
        lo, hi = extent(label)
        assert left - 0.5 <= lo and hi <= right + 0.5, (card.id, label.text, lo, hi, left, right)
        assert x + 2.5 <= lo and hi <= x + faces.CARD_W - 2.5, (card.id, label.text)
        assert y <= label.y - GLYPH_DOWN and label.y + GLYPH_UP <= y + faces.CARD_H, (card.id, label.text)
    for sprite in drawn.sprites:
        assert x <= sprite.left and sprite.right <= x + faces.CARD_W, (card.id, sprite.texture)
        assert y <= sprite.bottom and sprite.top <= y + faces.CARD_H, (card.id, sprite.texture)
    # Lines of words do not run into each other.
    rows = sorted(label.y for label in drawn.labels if label.x - x > 3 and label.y < y + 30 and label.text in
                  [line.words for line in f.lines])
    assert all(b - a >= GLYPH_UP for a, b in zip(rows, rows[1:])), (card.id, rows)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_in_the_hand_shows_its_cost_name_and_numbers(window, lang) -> None:  # type: ignore[no-untyped-def]
    table = at_the_mulligan(window)
    language().set(lang)
    seat = table.perspective
    every = [c.id for c in look.cards().cards]
    for start in range(0, len(every), 7):
        hand = tuple(every[start:start + 7])
        table.board.sync(with_hand(table.shown, seat, hand), seat, Marks())
        drawn = table.board.faces
        assert [d.face.card for d in drawn] == list(hand)
        spots = [s for s in table.board.spots if s.kind == "card"]
        for d, spot in zip(drawn, spots):
            check_face(d, spot.x, spot.y)
            assert all(label in table.board.ui.texts and label.visible for label in d.labels)
    language().set("en")


def test_a_crowded_hand_writes_nothing_over_the_next_card(window) -> None:  # type: ignore[no-untyped-def]
    table = at_the_mulligan(window)
    seat = table.perspective
    every = tuple(c.id for c in look.cards().cards)[:14]
    table.board.sync(with_hand(table.shown, seat, every), seat, Marks())
    spots = [s for s in table.board.spots if s.kind == "card"]
    assert spots[0].w < faces.CARD_W                    # they overlap
    for d, spot in zip(table.board.faces[:-1], spots):
        for label in d.labels:
            if label.visible:
                assert extent(label)[1] <= spot.x + spot.w + 0.5, (d.face.card, label.text)
    check_face(table.board.faces[-1], spots[-1].x, spots[-1].y)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deck_builder_shows_every_card_s_face(window, lang) -> None:  # type: ignore[no-untyped-def]
    language().set(lang)
    window.director.deck_builder(0)
    screen = window.current
    assert type(screen).__name__ == "DeckBuilderScreen"
    assert [d.face.card for d in screen.faces] == [c.id for c in look.cards().cards]
    for d, (x, y, _card) in zip(screen.faces, screen.slots):
        check_face(d, x, y)
    language().set("en")


def test_units_on_the_battlefield_show_current_stats_coloured_by_their_change(window) -> None:  # type: ignore[no-untyped-def]
    table = at_the_mulligan(window)
    seat = table.perspective

    def unit(uid: str, card: str, atk: int, health: int, damage: int = 0) -> UnitView:
        return UnitView(uid, Side(seat), card, atk, health, damage, False, False, False,
                        look.cards().card(card).keywords, 0, 0)

    bear = look.cards().card("grove_bear")                  # 3/2 printed
    units = (unit("u1", "grove_bear", bear.atk + 1, bear.health + 1),      # buffed (a banner, Empower)
             unit("u2", "grove_bear", bear.atk - 1, bear.health),          # debuffed (a totem)
             unit("u3", "grove_bear", bear.atk, bear.health + 1, damage=1))  # hurt
    table.board.sync(replace(table.shown, units=units), seat, Marks())

    def numbers(uid: str) -> list[tuple[str, Any]]:
        spot = table.board.spot("unit", uid)
        assert spot is not None
        return [(t.text, tuple(t.color)) for t in table.board.ui.texts
                if t.text.isdigit() and spot.x <= t.x <= spot.x + spot.w and spot.y <= t.y <= spot.y + 12]

    assert numbers("u1") == [("4", faces.GREEN_LIGHT), ("3", faces.GREEN_LIGHT)]
    assert numbers("u2") == [("2", pal.ORANGE), ("2", pal.WHITE)]
    assert numbers("u3") == [("3", pal.GOLD), ("2", pal.CRIMSON_LIGHT)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_registration_list_gives_each_card_s_cost_and_numbers(window, lang) -> None:  # type: ignore[no-untyped-def]
    """The chosen deck's list at registration: per card its count and a name that fits, a
    unit's ATK/HP and the cost, each line inside its column and clear of the next."""
    from game.ifrita_duel.views.register import INFO_W, INFO_X

    language().set(lang)
    window.director.opponent = "beginner"
    window.director.start_match(seed=8, ai_process=False)
    settle(window, 2)
    picker = window.current.picker
    assert picker is not None
    picker.refresh()
    labels = picker.lines.texts
    rows: dict[float, list[Any]] = {}
    for label in labels:
        rows.setdefault(label.y, []).append(label)
    templates = look.cards().cards                 # the default deck holds every card twice
    names = [next(t for t in labels if t.text.startswith("2 ") and t.text[2:] in (
        look.card_name(c.id), tr(f"id.short.{c.id}"))) for c in templates]
    for card, name in zip(templates, names):
        column = INFO_X if name.x < INFO_X + INFO_W // 2 else INFO_X + INFO_W // 2
        row = sorted((t for t in labels if t.y == name.y and column <= t.x < column + INFO_W // 2),
                     key=lambda t: extent(t)[0])
        words = [t.text for t in row]
        assert words[0] == name.text
        if card.kind == n.UNIT:
            assert f"{card.atk}/{card.health}" in words, (card.id, words)
        if card.cost.generic:
            assert str(card.cost.generic) in words, (card.id, words)
        for a, b in zip(row, row[1:]):                 # left to right, none over the next
            assert extent(a)[1] + 2 <= extent(b)[0], (card.id, a.text, b.text)
        assert extent(row[-1])[1] <= column + INFO_W // 2 - 4, (card.id, words)
    icons = [s.texture for s in picker.line_icons]
    for kind in n.COLORS:
        assert icons.count(look.mana_icon(kind)) == sum(count for c in templates
                                                        for colour, count in c.cost.pips if colour == kind)
    language().set("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_inspected_card_s_header_never_wraps_its_stats_apart(window, lang) -> None:  # type: ignore[no-untyped-def]
    """The side panel names the inspected card's kind, cost and stats: each of its lines fits
    the panel whole (the stats get a line of their own when they would have been wrapped)."""
    from game.ifrita_duel.views.panel import PANEL_X
    from game.shell.canvas import WIDTH

    table = at_the_mulligan(window)
    language().set(lang)
    for card in look.cards().cards:
        table.panel.inspect_card(card.id)
        head = table.panel.head.text
        for line in head.split("\n"):
            assert faces.ink(line) <= WIDTH - PANEL_X - 10, (card.id, line)
        if card.kind == n.UNIT:
            assert f"{card.atk}/{card.health}" in head or tr("id.stats", atk=card.atk, health=card.health) in head
    language().set("en")
