"""Hot-seat deck choice in private (D4, D37): each person chooses their deck at their own
registration, behind their curtain, by clicks on the deck picker (the default deck with
an ability, a saved deck, or one built there unsaved); the other person's screen never
shows that deck's name, nor anything that depends on the choice."""

from __future__ import annotations

from typing import Any

import arcade

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import default_deck
from game.ifrita_duel import decks
from game.shell.i18n import tr
from tests.ifrita_duel_window.driver import button, click, screen_name, settle

SECRET = "Alpha Secret"
SAVED = "Beta Bears"
BETA = decks.deck_of({c.id: 2 for c in ID_1.cards.cards if c.id != "doom_curse"} | {"grove_bear": 3,
                                                                                    "thornback_boar": 3}, "mend")


def through_curtain(window: Any, seat: int) -> Any:
    """Settle to `seat`'s registration curtain, take the seat; the table behind it."""
    settle(window, 2)
    assert screen_name(window) == "CurtainScreen" and window.current.seat == seat
    window.click_native(320, 300)
    settle(window, 1)
    table = window.current
    assert screen_name(window) == "TableScreen" and table.perspective == seat and table.picker is not None
    assert any(isinstance(c, cmd.Register) for c in table.legal)
    return table


def pick(window: Any, table: Any, label: str) -> None:
    """Click the picker's row `label` (turning its pages until it shows)."""
    picker = table.picker
    for _ in range(len(picker.options)):
        row = next((r for r in picker.rows if r.visible and r.label.text == label), None)
        if row is not None:
            click(window, row)
            return
        click(window, picker.more)
    raise AssertionError((label, [r.label.text for r in picker.rows if r.visible]))


def build_secret(window: Any) -> None:
    """In the builder opened from the registration: a 40-card red-green deck named SECRET."""
    click(window, button(window, tr("id.btn.builder")))
    builder = window.current
    assert screen_name(window) == "DeckBuilderScreen"
    click(window, next(b for b in builder.ui.buttons if b.label.text == tr("id.deck.clear")))
    for card in ("ember_imp", "flame_lance", "lava_charger", "grove_bear", "wild_surge", "thornback_boar",
                 "hellfire", "grove_warden", "wandering_wisp", "clay_golem", "withering_totem", "grave_viper",
                 "tide_seer", "mind_spring"):
        x, y, _ = next(s for s in builder.slots if s[2] == card)
        for _ in range(3):
            window.click_native(x + 24, y + 34)
    for card in ("tide_seer", "mind_spring"):
        x, y, _ = next(s for s in builder.slots if s[2] == card)
        window.click_native(x + 24, y + 34, arcade.MOUSE_BUTTON_RIGHT)
    click(window, next(b for b in builder.hero_buttons if b.label.text == "Empower"))
    builder.on_text(SECRET)
    assert builder.verdict.text == tr("id.deck.ok")
    click(window, builder.done)
    assert screen_name(window) == "TableScreen"


def crimsons_screen(window: Any, teal_builds: bool) -> tuple[list[str], Any]:
    """A hot-seat match to crimson's registration: teal registers (the default deck with
    Ward, or SECRET built behind teal's curtain); what crimson's screen shows, and it."""
    window.director.end_match()
    window.director.opponent = None
    window.director.start_match(seed=5, ai_process=False)
    table = through_curtain(window, 0)
    assert tr("id.reg.title", side="Teal") in table.texts()
    if teal_builds:
        build_secret(window)
        table = window.current
        assert table.picker.chosen.name == SECRET and f"{SECRET} (unsaved)" in table.texts()
    else:
        pick(window, table, "Default deck · Ward")
    click(window, button(window, tr("id.btn.register")))
    table = through_curtain(window, 1)
    return table.texts(), table


def test_two_people_register_different_decks_in_private(window) -> None:  # type: ignore[no-untyped-def]
    assert decks.save(SAVED, BETA) == []
    # Teal's choice leaves crimson's screen word for word the same.
    plain, table = crimsons_screen(window, teal_builds=False)
    click(window, button(window, tr("id.btn.register")))
    secret, table = crimsons_screen(window, teal_builds=True)
    assert secret == plain
    assert not [t for t in secret if SECRET in t], secret
    assert tr("id.reg.title", side="Crimson") in secret and SAVED in secret      # the library, its own list
    assert not [t for t in secret if "registers a 40-card deck" in t]          # teal's own log line stays teal's
    # Crimson picks the saved deck: its list shows; still nothing of teal's.
    pick(window, table, SAVED)
    shown = table.texts()
    assert "2 Ember Imp" in "\n".join(shown) and "3 Grove Bear" in "\n".join(shown)
    assert not [t for t in shown if SECRET in t]
    click(window, button(window, tr("id.btn.register")))
    commands = window.controller.match.commands
    secret_deck = window.director.built[0][1]
    assert commands[:2] == [cmd.Register(Side.TEAL, secret_deck.cards, "empower"),
                            cmd.Register(Side.CRIMSON, BETA.cards, "mend")]
    assert secret_deck.cards.count("ember_imp") == 3 and len(secret_deck.cards) == 40
    assert 1 not in window.director.built          # teal's unsaved deck is teal's only
    # Each seat's choice is remembered for the next match, for that seat only.
    assert window.director.chosen(0).name == SECRET and window.director.chosen(1).name == SAVED
    # Both are dealt: the mulligan's curtain follows.
    settle(window, 2)
    assert screen_name(window) == "CurtainScreen"


def test_against_the_ai_the_person_chooses_at_registration_too(window) -> None:  # type: ignore[no-untyped-def]
    window.director.opponent = "beginner"
    window.director.start_match(seed=8, ai_process=False)
    settle(window, 2)
    table = window.current
    assert screen_name(window) == "TableScreen" and table.picker is not None
    c = window.controller
    # The AI registered first (blind, D4): the person learns that it did, not its list or ability.
    assert [type(command) for command in c.match.commands] == [cmd.Register]
    shown = "\n".join(table.texts())
    assert "Crimson: deck registered" in shown and "Crimson: registers" not in shown
    pick(window, table, "Default deck · Insight")
    click(window, button(window, tr("id.btn.register")))
    settle(window, 2)
    assert c.match.commands[1] == cmd.Register(Side.TEAL, default_deck(ID_1, "insight").cards, "insight")
    assert table.picker is None and any(isinstance(c, cmd.Keep) for c in table.legal)
