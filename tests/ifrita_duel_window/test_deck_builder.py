"""The deck builder, opened from a person's registration (D4): a deck built by clicks and
a typed name is saved in the data folder and loads back the same; an illegal deck (D4)
is refused with why and nothing written; the deck chosen reaches the match as the
person's registration, journaled, resumable and replayed like any other."""

from __future__ import annotations

import random
from collections import Counter

import arcade

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from game.ifrita_duel import decks
from game.ifrita_duel.director import SAVED, DeckChoice
from game.shell.i18n import tr
from replays import load_replay, resume, verify
from tests.ifrita_duel_window.driver import button, click, play_to_result, settle


def builder(window):  # type: ignore[no-untyped-def]
    """A match against the beginner, at teal's registration: its deck builder."""
    window.director.opponent = "beginner"
    window.director.start_match(seed=4, ai_process=False)
    settle(window)
    assert window.current.picker is not None
    click(window, button(window, tr("id.btn.builder")))
    screen = window.current
    assert type(screen).__name__ == "DeckBuilderScreen"
    return screen


def click_card(window, screen, card: str, button: int = arcade.MOUSE_BUTTON_LEFT) -> None:  # type: ignore[no-untyped-def]
    x, y, _ = next(s for s in screen.slots if s[2] == card)
    window.click_native(x + 24, y + 34, button)


def test_a_built_deck_saves_and_loads_back(window) -> None:  # type: ignore[no-untyped-def]
    screen = builder(window)
    click(window, next(b for b in screen.ui.buttons if b.label.text == "Clear"))
    assert screen.total.text == "0 / 40 cards" and "40 cards (40 missing)" in screen.verdict.text
    reds = ["ember_imp", "flame_lance", "lava_charger", "wandering_wisp", "clay_golem", "withering_totem",
            "hellfire", "grave_viper", "doom_curse", "blood_pact", "grove_bear", "thornback_boar", "tide_seer",
            "mind_spring"]
    for card in reds:
        for _ in range(3):
            click_card(window, screen, card)
    click_card(window, screen, "mind_spring", arcade.MOUSE_BUTTON_RIGHT)
    click_card(window, screen, "tide_seer", arcade.MOUSE_BUTTON_RIGHT)
    assert screen.total.text == "40 / 40 cards" and screen.verdict.text == "A legal deck"
    click(window, next(b for b in screen.hero_buttons if b.label.text == "Ward"))
    screen.on_text("Red")
    screen.on_text(" Rush")
    click(window, screen.save_button)
    assert screen.status.text == "Saved: Red Rush"
    assert decks.names() == ["Red Rush"]
    saved = decks.load("Red Rush")
    assert saved is not None and saved.hero == "ward"
    assert saved.cards.count("ember_imp") == 3 and saved.cards.count("mind_spring") == 2 and len(saved.cards) == 40
    # Emptied, then opened from the list of saved decks: the same counts and ability.
    click(window, next(b for b in screen.ui.buttons if b.label.text == "Clear"))
    click(window, next(b for b in screen.hero_buttons if b.label.text == "Ember"))
    click(window, screen.list_button)
    assert screen.deck_list is not None
    click(window, next(r for r, _ in screen.deck_list.rows if r.visible and r.label.text.startswith("Red Rush")))
    assert screen.deck_list is None
    assert screen.deck() == saved and screen.status.text == "Loaded: Red Rush"
    # Done: back at the registration with the saved deck chosen, and the match deals from it.
    click(window, screen.done)
    table = window.current
    assert type(table).__name__ == "TableScreen" and table.picker.chosen == DeckChoice(SAVED, "Red Rush")
    assert "Red Rush" in table.texts() and "Hero ability: Ward" in table.texts()
    click(window, button(window, tr("id.btn.register")))
    settle(window)          # the AI registered too; then the deal
    view = window.controller.view(0)
    assert view.players[0].hero == "ward"
    assert set(view.players[0].hand or ()) <= set(saved.cards)
    assert view.players[0].hand_count + view.players[0].deck_count == 40
    # D4: the built deck reached the match as teal's registration, so the match is journaled
    # like any other; it resumes from its journal and ends in a replay that verifies.
    c = window.controller
    assert cmd.Register(Side.TEAL, saved.cards, "ward") in c.match.commands[:2]
    assert c.journal is not None and c.journal.path.exists()
    path, played, state_hash = c.journal.path, list(c.match.commands), c.match.hash()
    window.director.end_match()
    window.director.go_on(resume(path))
    resumed = window.controller
    assert resumed.match.commands == played and resumed.match.hash() == state_hash
    assert play_to_result(window, random.Random(2))[-1] == "ResultsScreen"
    assert resumed.replay_path is not None, resumed.replay_error
    loaded = load_replay(resumed.replay_path)
    assert list(loaded.replay.commands) == list(resumed.match.commands) and verify(loaded.replay, "x").ok
    assert loaded.match.hash() == resumed.match.hash()
    assert Counter(loaded.match.state.player(Side.TEAL).cards) == Counter(saved.cards)


def test_an_illegal_deck_is_refused_with_why(window) -> None:  # type: ignore[no-untyped-def]
    screen = builder(window)
    click(window, next(b for b in screen.ui.buttons if b.label.text == "Default deck"))
    assert screen.verdict.text == "A legal deck"
    click_card(window, screen, "grove_bear")
    click_card(window, screen, "grove_bear")
    assert screen.total.text == "42 / 40 cards"
    assert screen.verdict.text.splitlines() == ["A deck holds 40 cards (2 too many)",
                                                "Grove Bear: at most 3 copies"]
    screen.on_text("Too Many Bears")
    click(window, screen.save_button)
    assert screen.status.text == "Cannot register this deck: A deck holds 40 cards (2 too many)"
    assert "Too Many Bears" not in decks.names()
    assert not any("too_many" in p.name for p in decks.decks_dir().glob("*")) if decks.decks_dir().exists() else True
    click(window, screen.done)                      # nor does it reach the registration
    assert type(window.current).__name__ == "DeckBuilderScreen"
    click(window, screen.back_button)               # Back: the registration, its choice unchanged
    table = window.current
    assert type(table).__name__ == "TableScreen" and table.picker.chosen.kind == "default"
    assert not window.controller.match.commands or all(int(c.side) == 1 for c in window.controller.match.commands)
    assert decks.save("x", decks.deck_of({"grove_bear": 40}, "ember"), ID_1)      # the engine's D4 check too
