"""Public moments are public: after the last commitment of a step the reveal, and the
round's or the game's end with it, plays on a screen that is nobody's, for everyone at
the table, before the next person's curtain (hot-seat, 2-4 people) and before the
result (against AIs too). Everything by clicks, with the animations on."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from game.wizard_survive.show import has_reveal
from game.wizard_survive.views.reveal import BANNER
from tests.wizard_survive_window.driver import commit_by_clicks, screen_name

DT = 0.05           # a frame's seconds: the reveal's 2.85 s (5.2 with a banner) at speed 2 in 29 (52) frames


def meteor_or_recover(view: WizardView, legal: Any, seat: int) -> Commit:
    """Red saves up for a meteor and casts it; everyone else recovers mana, so a round is
    three steps and the game a few rounds."""
    cards = {c.card: c for c in legal}
    if seat == 0 and Card.METEOR in cards:
        return cards[Card.METEOR]
    return cards.get(Card.MANA_RECOVERY) or cards[Card.TELEPORT]


@dataclass
class Beat:
    """What the screen did between a commitment that made a reveal and the next curtain
    or result."""

    round: int
    step: int
    seats: set[Any] = field(default_factory=set)        # director.seat while a scene played
    names: set[str] = field(default_factory=set)         # the pane's names meanwhile
    shown: set[tuple[int, int]] = field(default_factory=set)
    t: float = 0.0                                       # how far the scene got
    end: float = -1.0
    banner: bool = False
    game_end: bool = False
    caption: str = ""
    then: str = ""                                       # the screen after it


def play(window: Any, *, limit: int = 6000, all_others_first: bool = False,
         skip_at: float | None = None) -> list[Beat]:
    """Play the match by clicks (curtains taken, every person's choice by
    `meteor_or_recover`), frame by frame at the set speed, to the result screen; one Beat
    per commitment that made a reveal. `all_others_first`: a person commits only once the
    AIs have, so the person's commitment is the step's last. `skip_at`: click a playing
    reveal away at this scene time."""
    c = window.controller
    beats: list[Beat] = []
    open_beat: Beat | None = None
    for _ in range(limit):
        window.frame(DT)
        name = screen_name(window)
        if name in ("CurtainScreen", "ResultsScreen") and open_beat is not None:
            open_beat.then = name
            open_beat = None
        if name == "ResultsScreen":
            return beats
        if name == "CurtainScreen":
            window.click_native(320, 300)
            continue
        screen = window.current
        scene = screen.scene
        if scene is not None:
            assert open_beat is not None, "a reveal played that no commitment of a person made"
            open_beat.seats.add(window.director.seat)
            open_beat.names |= {t.text for t in screen.pane.names}
            open_beat.shown.add((scene.show.round, scene.show.step))
            open_beat.t, open_beat.end = max(open_beat.t, scene.t), scene.end
            open_beat.banner |= scene.banner is not None and scene.t >= BANNER
            open_beat.game_end |= scene.show.game_end is not None
            open_beat.caption = "\n".join(t.text for t in screen.caption.texts if t.visible)
            if skip_at is not None and scene.t >= skip_at:
                window.click_native(320, 200)
                assert screen.scene is None
            continue
        if not screen.hand.active:
            c.wait_for_ai()
            continue
        if open_beat is not None:
            open_beat.then = "hand"
            open_beat = None
        seat = screen.hand.seat
        if all_others_first and not all(c.view(seat).committed[s] for s in c.view(seat).others_in()):
            c.wait_for_ai()
            continue
        view = c.view(seat)
        command = meteor_or_recover(view, c.legal(seat), seat)
        commit_by_clicks(window, command)
        if c.batches and has_reveal(c.batches[-1].events):
            assert open_beat is None
            open_beat = Beat(view.round, view.step)
            beats.append(open_beat)
    raise AssertionError("no result")


def check_played_for_everyone(beats: list[Beat], hotseat: bool, whole: bool = True) -> None:
    assert beats
    for beat in beats:
        where = f"round {beat.round} step {beat.step}"
        assert beat.shown == {(beat.round, beat.step)}, where          # the reveal of the step just committed
        if whole:
            assert beat.t >= beat.end - 0.2, where                      # played to its end (its last frame ends it)
        if hotseat:
            assert beat.seats == {None}, where                          # on nobody's screen
            assert not any("(you)" in n for n in beat.names), where
    assert all(b.then == ("CurtainScreen" if hotseat else "hand") for b in beats[:-1])
    assert beats[-1].then == "ResultsScreen" and beats[-1].game_end


@pytest.mark.parametrize("people", [2, 3, 4])
def test_in_hot_seat_every_reveal_plays_for_everyone_before_the_next_curtain(window, people) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 2
    window.director.start_match([None] * people, seed=11, ai_process=False)
    beats = play(window)
    check_played_for_everyone(beats, hotseat=True)
    # The round's end and the game's end were told on the shared screen too.
    assert sum(b.banner for b in beats) >= 2 and beats[-1].banner
    # The line under the reveal says it is everyone's, and who sits down next.
    assert "Everyone watches" in beats[0].caption and "Red takes the seat" in beats[0].caption
    assert "Everyone watches" in beats[-1].caption and "the result" in beats[-1].caption


def test_a_skipped_reveal_still_comes_before_the_curtain(window) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 1
    window.director.start_match([None, None, None], seed=12, ai_process=False)
    beats = play(window, skip_at=0.4)
    check_played_for_everyone(beats, hotseat=True, whole=False)
    assert all(0.4 <= b.t for b in beats)


def test_against_ais_the_game_ending_reveal_plays_before_the_result(window) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play as ws_play

    class Recovers:
        level = "scripted"
        mood = None

        def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
            return meteor_or_recover(view, legal, view.seat or 1)

    window.settings.speed = 2
    window.controller = ws_play.controller(5, [None, "beginner", "beginner"], agents={1: Recovers(), 2: Recovers()},
                                           ai_process=False)
    window.director.table()
    beats = play(window, all_others_first=True)
    check_played_for_everyone(beats, hotseat=False)
    assert beats[-1].banner
    assert beats[-1].caption.splitlines()[1:] == ["Click or Space to skip"]      # alone: no hand-off to speak of
