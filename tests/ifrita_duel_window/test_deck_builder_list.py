"""The deck builder's saved decks, filters and messages: saved decks listed to open or
delete (with a question first), a damaged file listed as damaged with why in a line;
the grid filtered by colour and by cost, by clicks and by keys, with counts; a message
always about the deck as it is now; the default deck nameless, so Save cannot overwrite
the deck that was open; an illegal deck "cannot register"."""

from __future__ import annotations

import arcade
import pytest

from game.ifrita_duel import decks, look
from game.ifrita_duel.deck_filter import CardFilter
from tests.ifrita_duel_window.driver import click
from tests.ifrita_duel_window.test_deck_builder import builder, click_card


@pytest.fixture(autouse=True)
def own_decks_folder(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Each test's saved decks only."""
    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path))


def named(screen, label: str):  # type: ignore[no-untyped-def]
    return next(b for b in screen.ui.buttons if b.visible and b.label.text == label)


def test_saved_decks_open_from_a_list_and_delete_after_a_question(window) -> None:  # type: ignore[no-untyped-def]
    assert decks.save("Alpha", decks.default("ward")) == []
    assert decks.save("Beta", decks.default("mend")) == []
    (decks.decks_dir() / "broken.json").write_text("{not json", encoding="utf-8")
    (decks.decks_dir() / "short.json").write_text('{"name": "Short", "hero": "ward", "cards": {"ember_imp": 3}, '
                                                  '"rules": "x"}', encoding="utf-8")
    screen = builder(window)
    click(window, screen.list_button)
    pane = screen.deck_list
    rows = [r for r, _ in pane.rows if r.visible]
    labels = [r.label.text for r in rows]
    assert labels[:2] == ["Alpha · 40 cards", "Beta · 40 cards"]
    broken = next(t for t in labels if t.startswith("broken"))
    short = next(t for t in labels if t.startswith("Short"))
    assert broken == "broken · damaged: not a readable deck file"
    assert short.startswith("Short · damaged: cannot register (A deck holds 40 cards (37 missing)")
    assert not next(r for r in rows if r.label.text == short).enabled       # a damaged deck does not open
    # Deleting asks first; Keep keeps it, Delete deletes it (a damaged one too).
    click(window, pane.rows[labels.index(broken)][1])
    assert "Delete broken?" in pane.texts()
    click(window, pane.no)
    assert (decks.decks_dir() / "broken.json").exists() and pane.asking is None
    click(window, pane.rows[labels.index(broken)][1])
    click(window, pane.yes)
    assert not (decks.decks_dir() / "broken.json").exists()
    assert not any(r.label.text.startswith("broken") for r, _ in pane.rows if r.visible)
    # Open Beta: its cards, ability and name; the list closes.
    click(window, next(r for r, _ in pane.rows if r.visible and r.label.text.startswith("Beta")))
    assert screen.deck_list is None and screen.name == "Beta" and screen.deck() == decks.load("Beta")
    assert screen.status.text == "Loaded: Beta"
    # Esc closes the list without leaving the builder.
    click(window, screen.list_button)
    window.press_key(arcade.key.ESCAPE)
    assert screen.deck_list is None and window.current is screen


def test_the_grid_filters_by_colour_and_cost_by_clicks_and_keys(window) -> None:  # type: ignore[no-untyped-def]
    screen = builder(window)
    click(window, named(screen, "Default deck"))
    everything = len(screen.slots)
    assert everything == len(look.cards().cards) and screen.shown.text == f"{everything} of {everything} cards shown"
    red = screen.colour_chips[1]
    click(window, red)
    reds = {c.id for c in look.cards().cards if "red" in c.colors}
    assert {card for _, _, card in screen.slots} == reds and screen.filter == CardFilter("red")
    # The chip counts the deck's red cards, and follows the deck.
    in_deck = sum(k for c, k in screen.counts.items() if c in reds)
    assert screen.colour_counts[0].text == str(in_deck)
    first = screen.slots[0][2]
    click_card(window, screen, first, arcade.MOUSE_BUTTON_RIGHT)
    assert screen.colour_counts[0].text == str(in_deck - 1)
    click(window, red)                                  # clicked again: every colour
    assert len(screen.slots) == everything
    # By keys: Tab steps the colour, the arrows the cost.
    window.press_key(arcade.key.TAB)
    assert screen.filter.colour == "red"
    window.dispatch_event("on_key_press", arcade.key.TAB, arcade.key.MOD_SHIFT)
    window.dispatch_events()
    assert screen.filter.colour is None
    window.press_key(arcade.key.UP)
    window.press_key(arcade.key.UP)
    assert screen.filter.cost == 1
    assert {card for _, _, card in screen.slots} == {c.id for c in look.cards().cards if c.cost.total == 1}
    assert screen.shown.text == f"{len(screen.slots)} of {everything} cards shown"


def test_a_message_describes_the_deck_as_it_is_now(window) -> None:  # type: ignore[no-untyped-def]
    screen = builder(window)
    click(window, named(screen, "Default deck"))
    click_card(window, screen, "grove_bear", arcade.MOUSE_BUTTON_RIGHT)
    screen.on_text("Nearly")
    click(window, screen.save_button)
    assert screen.status.text == "Cannot register this deck: A deck holds 40 cards (1 missing)"
    click_card(window, screen, "grove_bear")            # 40 again: the refusal is no longer true
    assert "missing" not in screen.status.text and screen.total.text == "40 / 40 cards"
    click(window, screen.save_button)
    assert screen.status.text == "Saved: Nearly"
    click_card(window, screen, "grove_bear", arcade.MOUSE_BUTTON_RIGHT)     # no longer the saved deck
    assert "Saved" not in screen.status.text
    assert "(1 missing)" in screen.verdict.text


def test_the_default_deck_does_not_keep_the_open_deck_s_name(window) -> None:  # type: ignore[no-untyped-def]
    mine = decks.deck_of({c.id: 2 for c in look.cards().cards}, "insight")
    assert decks.save("Mine", mine) == []
    screen = builder(window)
    click(window, screen.list_button)
    click(window, next(r for r, _ in screen.deck_list.rows if r.visible and r.label.text.startswith("Mine")))
    assert screen.name == "Mine"
    click(window, named(screen, "Default deck"))
    assert screen.name == "" and screen.name_label.text == "Name: _"
    assert screen.status.text == "The default deck: type a new name to save it"
    click(window, screen.save_button)                   # nameless: nothing saved, Mine untouched
    assert screen.status.text == "Type a name to save the deck"
    assert decks.load("Mine") == mine


def test_the_saved_decks_answer_the_keys(window) -> None:  # type: ignore[no-untyped-def]
    assert decks.save("Alpha", decks.default("ward")) == []
    assert decks.save("Beta", decks.default("mend")) == []
    assert decks.save("Gamma", decks.default("ember")) == []
    screen = builder(window)
    click(window, screen.list_button)
    pane = screen.deck_list
    window.press_key(arcade.key.DOWN)
    window.press_key(arcade.key.DOWN)
    window.press_key(arcade.key.DELETE)                 # asks about Gamma
    assert pane.asking is not None and pane.asking.name == "Gamma"
    window.press_key(arcade.key.ESCAPE)                 # no
    assert pane.asking is None and screen.deck_list is pane
    window.press_key(arcade.key.DELETE)
    window.press_key(arcade.key.ENTER)                  # yes
    assert decks.names() == ["Alpha", "Beta"]
    window.press_key(arcade.key.UP)
    window.press_key(arcade.key.ENTER)                  # opens the row the keys are on
    assert screen.deck_list is None and screen.name == "Alpha"
