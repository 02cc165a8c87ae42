"""Hot-seat Ifrita Duel between two people at one screen: a seat's screen is a function
of that seat's knowledge. Nothing of one person's screen (the card inspected in their
hand) survives the hand-off, the screen between two people shows no one's secrets (no
hand, no inspected card, only the log's public lines), the incoming person finds the
log as their seat saw it, and every combat plays on that screen, for both, before the
next curtain."""

from __future__ import annotations

import random
from typing import Any

from engine.ifrita_duel import commands as cmd
from game.ifrita_duel import look, show
from game.ifrita_duel.views.closeup import CloseUp, Fall, Recap
from game.shell.i18n import tr
from tests.ifrita_duel_window.driver import (
    button,
    choose,
    click,
    hand_spot,
    play_by_clicks,
    screen_name,
    settle,
)


def hotseat(window: Any, seed: int) -> Any:
    window.director.opponent = None
    window.director.start_match(seed=seed, ai_process=False)
    return window.controller


def hand_cards(screen: Any) -> list[Any]:
    return [s for s in screen.board.spots if s.kind == "card"]


def public_cards(screen: Any) -> set[str]:
    """Card names anyone may see on this screen's board (units and enchantments)."""
    view = screen.shown
    return {look.card_name(u.card) for u in view.units} | {look.card_name(e.card) for e in view.enchantments}


def inspected(screen: Any) -> str:
    panel = screen.panel
    return f"{panel.name.text}{panel.head.text}{panel.text.text}"


def to_the_table_of(window: Any, seat: int, rng: random.Random, want: Any) -> Any:
    """Play on by clicks (curtains clicked away) until `seat` is seated at the table and
    `want(screen)` holds; that screen."""
    for _ in range(2000):
        settle(window, 1)
        if screen_name(window) == "CurtainScreen":
            window.click_native(320, 300)
            continue
        screen = window.current
        if screen_name(window) != "TableScreen" or not screen.legal:
            continue
        if screen.perspective == seat and window.director.seat == seat and want(screen):
            return screen
        play_by_clicks(window, choose(list(screen.legal), rng))
    raise AssertionError("never got there")


def test_a_card_inspected_in_one_hand_never_shows_after_the_hand_off(window) -> None:  # type: ignore[no-untyped-def]
    c = hotseat(window, 11)
    rng = random.Random(4)

    def quiet_main(screen: Any) -> bool:
        return (any(isinstance(x, cmd.EndTurn) and not x.discard for x in screen.legal)
                and screen.mode == "idle" and len(screen.hand()) > 0)

    for seat in (0, 1):
        screen = to_the_table_of(window, seat, rng, quiet_main)
        card = next(k for k in screen.hand() if look.card_name(k) not in public_cards(screen))
        name = look.card_name(card)
        click(window, hand_spot(window, card))
        assert screen.panel.name.text == name and name in screen.texts()
        click(window, button(window, tr("id.btn.cancel")))
        assert screen.panel.name.text == name          # still inspected while its person sits
        click(window, button(window, tr("id.btn.end_turn")))
        # Between the two people: nobody's screen, no hand and no inspected card.
        assert window.current is screen and window.director.seat is None and screen.nobodys()
        assert not hand_cards(screen) and screen.marks.hand_hidden
        assert inspected(screen) == "" and name not in screen.texts()
        window.frame()
        assert screen_name(window) == "CurtainScreen" and window.current.seat == 1 - seat
        window.click_native(320, 300)
        settle(window, 1)
        incoming = window.current
        assert screen_name(window) == "TableScreen" and incoming is not screen
        assert incoming.perspective == 1 - seat and window.director.seat == 1 - seat
        assert inspected(incoming) == ""
        theirs = {look.card_name(k) for k in incoming.hand()} | public_cards(incoming)
        if name not in theirs:
            assert name not in incoming.texts()
    assert c.match.commands


def test_each_person_finds_the_log_as_their_seat_saw_it(window) -> None:  # type: ignore[no-untyped-def]
    hotseat(window, 11)
    rng = random.Random(4)
    # The start of a seat's own registration line (its deck and ability: that seat's alone).
    own = {seat: tr("id.log.registered_own", side=look.side_name(seat), n=20, name="").split("20")[0]
           for seat in (0, 1)}
    # As the seated person reads it: their side named as theirs.
    mine = {seat: tr("id.log.registered_own", side=tr("id.side.yours", side=look.side_name(seat)), n=20,
                     name="").split("20")[0] for seat in (0, 1)}
    seen_public = seen_own = 0
    for _ in range(400):
        settle(window, 1)
        if screen_name(window) == "CurtainScreen":
            window.click_native(320, 300)
            settle(window, 1)
            screen = window.current
            seat = window.director.seat
            assert screen.panel.lines == screen.log_of(seat)
            if window.controller.match.commands:
                assert screen.panel.lines, "a person took the seat and found an empty log"
            if any(line.startswith(mine[seat]) for line in screen.panel.log.texts()):
                seen_own += 1
            continue
        screen = window.current
        if screen_name(window) != "TableScreen" or not screen.legal:
            continue
        play_by_clicks(window, choose(list(screen.legal), rng))
        if window.director.seat is None:
            # Nobody's screen: the lines every seat saw, none only its last person read.
            assert screen.panel.lines == screen.log_of(None)
            assert not any(line.startswith((*own.values(), *mine.values())) for line in screen.panel.log.texts())
            assert not any(tr("id.side.yours", side="") in line for line in screen.panel.log.texts())
            seen_public += 1
        if seen_public > 6 and seen_own >= 2:
            return
    raise AssertionError((seen_public, seen_own))


def test_every_combat_and_costly_turn_end_plays_for_both_people_before_the_next_curtain(window) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 2                 # animations on: the close-ups play
    c = hotseat(window, 11)
    rng = random.Random(8)                    # a game with a turn end that burns or discards
    pending: list[tuple[str, Any]] = []       # public moments played and not yet shown
    shown = {"blocked": 0, "unblockable": 0, "turn_end": 0}
    defender_seated_with_hand = 0
    last_moment = False                       # the game's end played on nobody's screen
    for _ in range(40000):
        window.frame(0.1, draw=False)
        name = screen_name(window)
        screen = window.current
        if name == "TableScreen" and screen.scene is not None:
            # A close-up is on: nobody's screen, both people watching, no hand drawn.
            assert window.director.seat is None, "a combat played for its seated person only"
            assert not hand_cards(screen) and screen.marks.hand_hidden and inspected(screen) == ""
            assert screen.panel.notice.text == tr(screen.scene.notice)
            if isinstance(screen.scene, Fall):
                last_moment = True
            kind = ("combat" if isinstance(screen.scene, CloseUp)
                    else "turn_end" if isinstance(screen.scene, Recap) else "")
            pending = [p for p in pending if p[0] != kind]
        if name == "TableScreen" and screen.scene is None and not screen.queue and screen.marks.awaiting:
            defender_seated_with_hand += bool(hand_cards(screen))
        if name in ("CurtainScreen", "ResultsScreen"):
            assert not pending, f"{name} came before {pending[0]} was shown"
        if name == "ResultsScreen":
            break
        if name == "CurtainScreen":
            window.click_native(320, 300)
            continue
        if name == "TableScreen" and screen.legal and screen.scene is None:
            before = len(c.batches)
            play_by_clicks(window, choose(list(screen.legal), rng))
            for batch in c.batches[before:]:
                if show.has_combat(batch.events):
                    pending.append(("combat", batch.command))
                    shown["unblockable" if isinstance(batch.command, cmd.Attack) else "blocked"] += 1
                if isinstance(batch.command, cmd.EndTurn) and show.costly_turn_end(batch.events) and not c.over:
                    pending.append(("turn_end", batch.command))
                    shown["turn_end"] += 1
    # The whole game was played, its last moment before the result.
    assert screen_name(window) == "ResultsScreen" and c.over and last_moment
    assert shown["blocked"] >= 3 and shown["unblockable"] >= 1 and shown["turn_end"] >= 1, shown
    assert defender_seated_with_hand == 0


def test_the_games_last_moment_says_who_fell_and_who_won_in_both_languages(window) -> None:  # type: ignore[no-untyped-def]
    from game.shell.i18n import language

    try:
        for code in ("ko", "en"):
            language().set(code)
            for winner, reason, hp in ((1, "hp", (-4, 17)), (None, "hp", (0, -2)), (None, "turn_limit", (9, 9))):
                fall = Fall(winner, reason, hp)
                assert not any(label.text for label in fall.caption)     # written when the moment lands
                fall.advance(0.5, 1.0)
                lines = [label.text for label in fall.caption]
                fallen = [tr("id.duel.dies", unit=tr("id.hero_of", side=look.side_name(s)))
                          for s in (0, 1) if reason == "hp" and hp[s] <= 0]
                last = tr("id.result.draw") if winner is None else tr("id.result.winner", side=look.side_name(winner))
                assert lines[:len(fallen)] == fallen and lines[-1] == last
                assert (tr("id.duel.turn_limit") in lines) == (reason == "turn_limit")
                for label in fall.ui.texts:                   # every line on the canvas
                    left = label.x - (label.content_width / 2 if label.anchor_x == "center" else 0)
                    assert left >= 0 and left + label.content_width <= 640, label.text
                fall.finish()
                assert fall.done
    finally:
        language().set("en")
