"""Ifrita Duel in the window's list of games: how a match starts and resumes and how
its seats look (the curtain's Ifrita). Its replay board comes later; until then the
viewer shows its events as words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import game.ifrita_duel.strings  # noqa: F401  (its part of the catalog)
from game.shell.ui import GameUI, SeatLook, register_ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from replays import Journal


def _new_match(window: GameWindow) -> None:
    from game.ifrita_duel.director import DuelDirector

    DuelDirector.take_over(window).new_match()


def _resume(window: GameWindow, journal: Journal) -> None:
    from game.ifrita_duel.director import DuelDirector

    DuelDirector.take_over(window).go_on(journal)


def _seat_look(seat: int) -> SeatLook:
    from game.ifrita_duel import look

    return SeatLook(look.side_name(seat), look.side_colour(seat), look.hero_texture(seat))


UI = register_ui(GameUI("ifrita_duel", "game.ifrita_duel", _new_match, resume=_resume, seat_look=_seat_look))
