"""Hot-seat Ifrita Duel (D37): a curtain before each mulligan and at each hand-off, and
before the defender's blocks, whose screen shows no hand; the table is given seat views
only, never the state."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, default_deck
from engine.ifrita_duel.view import DuelView
from game.ifrita_duel.director import BUILT, DeckChoice
from game.shell.i18n import tr
from tests.ifrita_duel_window.driver import choose, play_by_clicks, screen_name, settle

VIEWS = Path(__file__).resolve().parents[2] / "game" / "ifrita_duel"


def curtain_reason(window: Any) -> str:
    texts = " ".join(t.text for t in window.current.ui.texts)
    for reason in ("id_register", "id_mulligan", "id_blocks", "id_turn"):
        if tr(f"curtain.reason.{reason}") in texts:
            return reason
    raise AssertionError(texts)


def test_the_defender_blocks_behind_the_curtain_and_sees_no_hand(window) -> None:  # type: ignore[no-untyped-def]
    window.director.opponent = None
    # Crimson's person built a deck: it is registered behind crimson's curtain, unseen by teal.
    built = Deck(tuple(c for c in default_deck(ID_1).cards if c != "shield_squire") + ("ember_imp", "clay_golem"),
                 "mend")
    window.director.built[1] = ("Mine", built)
    window.director.choose(1, DeckChoice(BUILT, "Mine"))
    window.director.start_match(seed=11, ai_process=False)
    c = window.controller
    assert c.journal is not None and not c.match.commands     # nothing registered before the curtains
    rng = random.Random(4)
    curtains: list[tuple[int, str]] = []
    blocked = False
    for _ in range(3000):
        settle(window, 1)
        if screen_name(window) == "CurtainScreen":
            curtains.append((window.current.seat, curtain_reason(window)))
            window.click_native(320, 300)
            continue
        screen = window.current
        if screen_name(window) != "TableScreen" or not screen.legal:
            continue
        seat = screen.perspective
        assert curtains and curtains[-1][0] == seat, "a choice was shown without its curtain"
        assert screen.shown.seat == seat and screen.shown.players[1 - seat].hand is None
        command = choose(list(screen.legal), rng)
        if isinstance(command, cmd.Register):
            assert curtains[-1] == (seat, "id_register") and screen.shown.players[1 - seat].cards is None
        if isinstance(command, cmd.Block):
            assert curtains[-1] == (seat, "id_blocks")
            assert screen.marks.hand_hidden and not [s for s in screen.board.spots if s.kind == "card"]
            blocked = True
        play_by_clicks(window, command)
        if blocked and isinstance(command, cmd.Block) and c.match.deciders() == (1 - seat,):
            settle(window, 2)
            assert screen_name(window) == "CurtainScreen" and window.current.seat == 1 - seat
            break
    assert blocked
    first = int(c.view(0).first)
    assert curtains[:4] == [(0, "id_register"), (1, "id_register"), (first, "id_mulligan"),
                            (1 - first, "id_mulligan")]
    assert c.match.commands[:2] == [cmd.Register(Side.TEAL, default_deck(ID_1).cards, "ember"),
                                    cmd.Register(Side.CRIMSON, built.cards, "mend")]


def test_the_table_is_given_seat_views_only(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from game.shell.controller import MatchController

    asked: list[Any] = []
    view, seat_views = MatchController.view, MatchController.seat_views

    def spy_view(self: MatchController, seat: Any) -> Any:
        asked.append(seat)
        return view(self, seat)

    def spy_seat_views(self: MatchController, batch: Any, seat: Any) -> Any:
        asked.append(seat)
        return seat_views(self, batch, seat)

    monkeypatch.setattr(MatchController, "view", spy_view)
    monkeypatch.setattr(MatchController, "seat_views", spy_seat_views)
    window.director.opponent = "beginner"
    window.director.start_match(seed=6, ai_process=False)
    rng = random.Random(3)
    for _ in range(150):
        settle(window, 1)
        screen = window.current
        if screen_name(window) != "TableScreen":
            break
        assert isinstance(screen.shown, DuelView) and screen.shown.seat == 0
        assert screen.shown.players[1].hand is None
        if screen.legal:
            play_by_clicks(window, choose(list(screen.legal), rng))
    assert asked and all(isinstance(s, int) for s in asked)
    for path in VIEWS.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "match.state" not in text and ".match." not in text, path


def test_every_ai_level_has_a_display_name_in_both_languages(window) -> None:  # type: ignore[no-untyped-def]
    from engine.ifrita_duel.game import GAME
    from game.shell.i18n import language, opponent_name

    try:
        for code in ("ko", "en"):
            language().set(code)
            names = [opponent_name(level) for level in GAME.levels]
            assert len(set(names)) == 4 and not any(name in GAME.levels for name in names), names
    finally:
        language().set("en")
