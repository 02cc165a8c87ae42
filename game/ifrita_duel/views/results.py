"""The match's result: the winner (or the draw), how it ended, each side's Ifrita and
board at the end, and the saved replay by its title with a button to watch it (W), or
why none was kept (game/shell/saved_replay.py, the same line as every game's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from game.ifrita_duel import look
from game.shell import palette as pal
from game.shell import sound
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop
from game.shell.i18n import tr
from game.shell.saved_replay import SavedReplay
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.ifrita_duel.director import DuelDirector
    from game.shell.app import GameWindow


class ResultsScreen(MenuScreen):
    director: DuelDirector

    def __init__(self, app: GameWindow, director: DuelDirector) -> None:
        super().__init__(app, director)
        c = app.in_play()
        seat = min(c.humans, default=0)
        view = c.view(seat)                      # the result and the boards are public
        self.ui = ui = Ui()
        self.back = backdrop(ui)
        ui.box(40, 60, WIDTH - 80, 270, pal.alpha(pal.PANEL, 230), border=pal.INK)
        ui.label(tr("id.result.title"), WIDTH // 2, 312, pal.SILVER, anchor_x="center")
        self.winner = view.winner
        if view.winner is not None:
            headline = tr("id.result.winner", side=look.side_name(int(view.winner)))
            colour = look.side_colour(int(view.winner), True)
        else:
            headline, colour = tr("id.result.draw"), pal.WHITE
        self.headline = ui.label(headline, WIDTH // 2, 284, colour, size=18, anchor_x="center")
        reason = view.end_reason or "hp"
        ui.label(tr(f"id.result.by.{reason}", turn=view.turn), WIDTH // 2, 266, pal.SILVER, anchor_x="center",
                 small=True)
        self.figures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for s in (0, 1):
            x = WIDTH // 2 + (-130 if s == 0 else 130)
            figure = arcade.Sprite(look.hero_texture(s), scale=3, center_x=x, center_y=196)
            if view.winner is not None and int(view.winner) != s:
                figure.alpha = 110
            self.figures.append(figure)
            p = view.players[s]
            units = sum(1 for u in view.units if int(u.side) == s)
            ui.label(tr("id.result.hp", side=look.side_name(s), hp=p.hp, units=units, discard=len(p.discard)),
                     x, 136, look.side_colour(s, True), anchor_x="center", small=True)
        self.saved = SavedReplay(ui, app, director, c.replay_path, c.replay_error, y=104, button_y=24)
        ui.button(WIDTH // 2 - 210, 24, 120, 22, tr("id.result.new"), director.new_match, tip="[Enter]")
        ui.button(WIDTH // 2 + 90, 24, 120, 22, tr("id.result.title_menu"), director.title, tip="[Esc]")
        humans = list(c.humans)
        if len(humans) == 1:
            sound.play("match_won" if view.winner is not None and int(view.winner) == humans[0] else "match_lost")
        else:
            sound.play("fanfare")

    def draw(self) -> None:
        super().draw()
        self.figures.draw(pixelated=True)

    def key(self, symbol: int, modifiers: int) -> None:
        if self.saved.key(symbol):
            return
        if symbol == arcade.key.ENTER:
            self.director.new_match()
        elif symbol == arcade.key.ESCAPE:
            self.director.title()
