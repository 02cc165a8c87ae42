"""The game's result: the winner (or the draw at the round limit) and how it was decided,
the souls each seat gained round by round, who took whom out, the replay by its title with a button to watch it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine.wizard_survive.names import GameEnd
from game.shell import palette as pal
from game.shell import sound
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop
from game.shell.i18n import tr
from game.shell.saved_replay import SavedReplay
from game.shell.widgets import Ui
from game.wizard_survive import look
from game.wizard_survive.history import History, history

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.wizard_survive.director import WizardDirector

COLUMN = 15             # one round's column in the souls table
MOST_COLUMNS = 30


class ResultsScreen(MenuScreen):
    director: WizardDirector

    def __init__(self, app: GameWindow, director: WizardDirector) -> None:
        super().__init__(app, director)
        c = app.in_play()
        seat = min(c.humans, default=0)
        view = c.view(seat)                      # the result, the rounds and every reveal are public
        self.history: History = history(view.seats, c.seen(seat))
        self.ui = Ui()
        self.back = backdrop(self.ui)
        ui = self.ui
        ui.box(16, 60, WIDTH - 32, 280, pal.alpha(pal.PANEL, 230), border=pal.INK)
        ui.label(tr("ws.result.title"), WIDTH // 2, 322, pal.SILVER, anchor_x="center")
        self.winner = view.winner
        if view.winner is not None:
            headline = tr("ws.result.winner", seat=look.seat_name(view.winner), n=view.wizards[view.winner].souls)
            colour = look.seat_colour(view.winner, 2)
        else:
            headline, colour = tr("ws.result.draw"), pal.WHITE
        self.headline = ui.label(headline, WIDTH // 2, 296, colour, size=18, anchor_x="center")
        by = tr("ws.result.by.souls", n=view.rules.souls_to_win) if view.game_end is GameEnd.SOULS else tr(
            "ws.result.by.round_limit", n=view.rules.round_limit)
        ui.label(by, WIDTH // 2, 280, pal.SILVER, anchor_x="center", small=True)
        self.figures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._souls_table(view.seats)
        self._outs_table(view.seats)
        self.saved = SavedReplay(ui, app, director, c.replay_path, c.replay_error, y=76, button_y=20)
        ui.button(WIDTH // 2 - 210, 20, 120, 22, tr("ws.result.new"), director.new_match, tip="[Enter]")
        ui.button(WIDTH // 2 + 90, 20, 120, 22, tr("ws.result.title_menu"), director.title, tip="[Esc]")
        humans = [s for s in c.humans]
        if len(humans) == 1:
            sound.play("match_won" if view.winner == humans[0] else "match_lost")
        else:
            sound.play("fanfare")

    def _souls_table(self, seats: int) -> None:
        ui, h = self.ui, self.history
        rounds = h.souls[-MOST_COLUMNS:]
        first = len(h.souls) - len(rounds) + 1
        left, top = 134, 254
        ui.label(tr("ws.result.rounds"), 28, top, pal.GOLD, small=True)
        for k in range(len(rounds)):
            ui.label(str(first + k), left + k * COLUMN + 7, top, pal.STONE, anchor_x="center", small=True)
        total_x = left + MOST_COLUMNS * COLUMN + 2
        ui.label(tr("ws.result.total"), total_x, top, pal.SILVER, small=True)
        for seat in range(seats):
            y = top - 16 - seat * 15
            ui.label(look.seat_name(seat), 28, y, look.seat_colour(seat, 2), small=True)
            for k, row in enumerate(rounds):
                ui.label(f"+{row[seat]}" if row[seat] else "·", left + k * COLUMN + 7, y,
                         pal.VIOLET if row[seat] else pal.INK, anchor_x="center", small=True)
            ui.label(str(h.total(seat)), total_x + 12, y, pal.WHITE, small=True)

    def _outs_table(self, seats: int) -> None:
        ui, h = self.ui, self.history
        top = 166
        ui.label(tr("ws.result.outs"), 28, top, pal.GOLD, small=True)
        ui.label(tr("ws.result.outs.hint"), 28, top - 12, pal.STONE, small=True)
        left = 250
        for seat in range(seats):
            x = left + seat * 64
            ui.label(look.seat_name(seat), x, top, look.seat_colour(seat, 2), anchor_x="center", small=True)
        for taker in range(seats):
            y = top - 28 - taker * 15
            ui.label(look.seat_name(taker), left - 60, y, look.seat_colour(taker, 2), anchor_x="right", small=True)
            for taken in range(seats):
                n = h.took(taker, taken)
                mark = "—" if taker == taken else (str(n) if n else "·")
                ui.label(mark, left + taken * 64, y, pal.WHITE if n else pal.INK, anchor_x="center", small=True)

    def key(self, symbol: int, modifiers: int) -> None:
        if self.saved.key(symbol):
            return
        if symbol == arcade.key.ENTER:
            self.director.new_match()
        elif symbol == arcade.key.ESCAPE:
            self.director.title()
