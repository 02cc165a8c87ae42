"""Wizard Survive's events in words: the replay viewer's event list and the hot-seat
curtain's recap of what happened in public."""

from __future__ import annotations

import game.wizard_survive.strings  # noqa: F401  (its words are in the game's part of the catalog)
from engine.wizard_survive import events as ev
from engine.wizard_survive.names import SEAT_NAMES, Card
from game.shell.i18n import tr

# A reader who is no seat: the words of a screen everyone watches.
TABLE = -1


def seat_word(seat: int) -> str:
    return tr(f"ws.seat.{SEAT_NAMES[seat]}")


def card_word(card: Card) -> str:
    return tr(f"ws.card.{card.key}")


def commit_words(card: Card, targets: tuple[int, ...]) -> str:
    return f"{card_word(card)} → {', '.join(seat_word(t) for t in targets)}"


def event_words(e: ev.Event, seat: int | None) -> str:
    """One event in the game's words as `seat` reads it (None: "all"; TABLE: everyone at a
    shared screen); "" for the ones the list leaves out."""
    if isinstance(e, ev.Committed):
        choice = commit_words(e.card, e.targets)
        if seat is None:
            return tr("ws.v.ev.secret", seat=seat_word(e.seat), choice=choice)
        return tr("ws.v.ev.committed", seat=seat_word(e.seat), choice=choice)
    if isinstance(e, ev.SeatCommitted):
        # Its owner's (and "all"'s) list already has the commitment itself.
        return "" if seat is None or seat == e.seat else tr("ws.v.ev.sealed", seat=seat_word(e.seat))
    if isinstance(e, ev.StepRevealed):
        shown = " · ".join(f"{seat_word(s)} {commit_words(c, t)}" for s, c, t in zip(e.seats, e.cards, e.targets))
        return tr("ws.v.ev.revealed", cards=shown)
    if isinstance(e, ev.ManaPaid):
        return tr("ws.v.ev.paid", seat=seat_word(e.seat), n=e.amount)
    if isinstance(e, ev.ManaRecovered):
        return tr("ws.v.ev.recovered", seat=seat_word(e.seat), n=e.amount)
    if isinstance(e, ev.AttacksDodged):
        return tr("ws.v.ev.dodged", seat=seat_word(e.seat), n=e.damage)
    if isinstance(e, ev.LivesLost):
        return tr("ws.v.ev.meteor" if e.meteor else "ws.v.ev.lost", seat=seat_word(e.seat), n=e.amount)
    if isinstance(e, ev.PlayerOut):
        return tr("ws.v.ev.out", seat=seat_word(e.seat))
    if isinstance(e, ev.StepStarted):
        return tr("ws.v.ev.step", round=e.round, step=e.step)
    if isinstance(e, ev.RoundEnded):
        if e.scorer is not None:
            return tr("ws.v.ev.round_won", round=e.round, seat=seat_word(e.scorer), n=e.souls)
        return tr("ws.v.ev.round_nobody", round=e.round)
    if isinstance(e, ev.RoundStarted):
        return tr("ws.v.ev.round", round=e.round)
    if isinstance(e, ev.GameEnded):
        if e.winner is None:
            return tr("ws.result.draw")
        return tr("ws.v.ev.won", seat=seat_word(e.winner))
    return ""
