"""Hot-seat Wizard Survive (W26): the curtain before every person's secret choice, and
nothing of another's commitment drawn, not even how many targets it names (W9); the
table is given seat views only, never the state."""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from tests.wizard_survive_window.driver import choose, commit_by_clicks, screen_name, settle

VIEWS = Path(__file__).resolve().parents[2] / "game" / "wizard_survive"


class HeldAgent:
    """An AI that chooses only when the test lets it: the table waits meanwhile."""

    level = "scripted"
    mood = None

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
        self.go.wait(10)
        return next(c for c in legal if c.card is Card.MANA_RECOVERY)


def frames(window: Any, n: int) -> None:
    for _ in range(n):
        window.frame()


def drawn_text(screen: Any) -> str:
    """Every word on the table but the names under the hand's own cards."""
    parts = [t.text for ui in (screen.frame, screen.pane.ui) for t in ui.texts if t.visible]
    return "\n".join([*parts, screen.hand.hint.text])


def test_each_person_chooses_behind_the_curtain_and_never_sees_another_s_choice(window) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play

    held = HeldAgent()
    window.controller = play.controller(4, [None, None, "beginner"], agents={2: held}, ai_process=False)
    window.director.table()
    c = window.controller
    rng = random.Random(1)
    curtains: list[int] = []
    choices = 0
    for _ in range(40):
        frames(window, 2)            # not settle: it would wait for the held AI
        if screen_name(window) == "CurtainScreen":
            curtains.append(window.current.seat)
            window.click_native(320, 300)
            continue
        screen = window.current
        if not screen.hand.active:
            continue
        seat = screen.hand.seat
        assert curtains and curtains[-1] == seat, "a hand opened without its curtain"
        # Seated: this seat's view, in which nobody else's commitment is known.
        assert screen.perspective == seat and screen.shown.seat == seat
        assert all(k is None for s, k in enumerate(screen.shown.commitments) if s != seat)
        others = [s for s in range(2) if s != seat and c.view(seat).committed[s]]
        for other in others:
            assert screen.pane.seals[other].visible               # committed, never what
            mine = c.match.state.pending[other]
            assert mine is not None and mine.card.key not in drawn_text(screen).lower()
        assert screen.hand.card is None and not screen.hand.pick_frame.visible      # a fresh hand
        commit_by_clicks(window, choose(window, rng))
        choices += 1
        if choices == 2:
            break
    assert curtains == [0, 1] and choices == 2
    # Both people have chosen and the AI still thinks: the screen belongs to nobody and
    # shows neither choice.
    frames(window, 3)
    screen = window.current
    assert screen_name(window) == "TableScreen" and window.director.seat is None
    assert not screen.seated()
    text = drawn_text(screen)
    assert "Your choice" not in text and "(you)" not in text and "choosing" in text
    assert [screen.pane.seals[s].visible for s in range(3)] == [True, True, False]
    held.go.set()
    for _ in range(20):
        settle(window, 1)
        if screen_name(window) == "CurtainScreen":
            break
    # The reveal played for everyone; the next step starts with red's curtain again.
    assert screen_name(window) == "CurtainScreen" and window.current.seat == 0
    assert c.match.state.step == 2 or c.match.state.round == 2


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
    window.director.start_match([None, "beginner", "intermediate"], seed=6, ai_process=False)
    rng = random.Random(3)
    for _ in range(60):
        settle(window, 1)
        screen = window.current
        if screen_name(window) != "TableScreen":
            break
        assert isinstance(screen.shown, WizardView) and screen.shown.seat == 0
        if screen.hand.active:
            commit_by_clicks(window, choose(window, rng))
    assert asked and all(isinstance(s, int) for s in asked)
    # Nor does any screen reach around the controller for the match's state.
    for path in VIEWS.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "match.state" not in text and ".match." not in text, path
