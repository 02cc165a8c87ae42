"""The match's result, worded from the person's side against an AI (Victory or Defeat,
on which turn and how), the match's story (result_story.py: its turning points, each
side's cards and damage), each side's Ifrita at the end, a rematch (R: the same opponent
and deck choices, a new seed), and the saved replay by its title with a button to watch
it (W), or why none was kept (game/shell/saved_replay.py, the same line as every game's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine.ifrita_duel.view import DuelView
from game.ifrita_duel import look
from game.ifrita_duel.views.result_story import Story, story
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.saved_replay import SavedReplay
from game.shell.seated_frames import ResultFrame
from game.shell.widgets import line_pitch

if TYPE_CHECKING:
    from game.ifrita_duel.director import DuelDirector
    from game.shell.app import GameWindow


class ResultsScreen(ResultFrame):
    director: DuelDirector

    def __init__(self, app: GameWindow, director: DuelDirector) -> None:
        super().__init__(app, director)
        c, seat, ui = self.controller, self.seat, self.ui
        view = c.view(seat)                      # the result and the boards are public
        ui.box(40, 44, WIDTH - 80, 286, pal.alpha(pal.PANEL, 230), border=pal.INK)
        ui.label(tr("id.result.title"), WIDTH // 2, 314, pal.SILVER, anchor_x="center", small=True)
        self.winner = view.winner
        # Against an AI the words are the person's: Victory or Defeat, and how.
        mine = len(self.humans) == 1
        headline, sub, colour = self.verdict(view, seat if mine else None)
        self.headline = ui.label(headline, WIDTH // 2, 288, colour, size=18, anchor_x="center")
        self.sub = ui.label(sub, WIDTH // 2, 270, pal.WHITE, anchor_x="center", small=True)
        told = story(c.seat_events(None), view.rules.hero_hp)
        self.story = told
        ui.label(tr("id.result.story"), WIDTH // 2, 248, pal.GOLD, anchor_x="center", small=True)
        self.points = [ui.label(point, WIDTH // 2, 234 - k * 12, pal.WHITE, anchor_x="center", small=True)
                       for k, point in enumerate(told.points)]
        self.chart(told)
        for s in (0, 1):
            x = 118 if s == 0 else WIDTH - 118
            figure = arcade.Sprite(look.hero_texture(s), scale=2, center_x=x, center_y=214)
            if view.winner is not None and int(view.winner) != s:
                figure.alpha = 110
            self.figures.append(figure)
            p = view.players[s]
            units = sum(1 for u in view.units if int(u.side) == s)
            # One phrase a line, never cut mid-phrase: the figures stand in narrow columns.
            said = tr("id.result.hp", side=look.side_name(s), hp=max(0, p.hp), units=units, discard=len(p.discard))
            said_label = ui.label(said.replace(" · ", "\n"), x, 174, look.side_colour(s, True), anchor_x="center",
                                  small=True, width=150, align="center", anchor_y="top")
            totals = tr("id.result.totals", cast=told.cast[s], dealt=told.dealt[s])
            totals_label = ui.label(totals.replace(" · ", "\n"), x, 136, pal.SILVER, anchor_x="center", small=True,
                                    width=150, align="center", anchor_y="top")
            line_pitch(said_label, 11)
            line_pitch(totals_label, 11)
        self.saved = SavedReplay(ui, app, director, c.replay_path, c.replay_error, y=90, button_y=20)
        self.rematch = ui.button(WIDTH // 2 - 70, 52, 140, 22, tr("id.result.rematch"), self.play_again,
                                 tip=tr("id.result.rematch_tip"))
        ui.button(60, 20, 140, 22, tr("id.result.new"), director.new_match, tip="[Enter]")
        ui.button(WIDTH - 200, 20, 140, 22, tr("id.result.title_menu"), director.title, tip="[Esc]")
        self.play_verdict(None if view.winner is None else int(view.winner))

    def chart(self, told: Story) -> None:
        """Damage per turn as bars on one line: teal's blows up, crimson's down, so the
        turns that decided the match stand out."""
        turns = told.per_turn
        if not any(a or b for a, b in turns):
            return
        ui, left, width, base, reach = self.ui, WIDTH // 2 - 120, 240, 132, 18
        ui.label(tr("id.result.per_turn"), WIDTH // 2, base + reach + 6, pal.SILVER, anchor_x="center", small=True)
        ui.box(left, base, width, 1, pal.STONE)
        most = max(max(a, b) for a, b in turns)
        pitch = width / len(turns)
        for k, (up, down) in enumerate(turns):
            x = left + k * pitch + 1
            if up:
                ui.box(x, base + 1, max(1, pitch - 2), max(1, round(reach * up / most)), look.side_colour(0, True))
            if down:
                h = max(1, round(reach * down / most))
                ui.box(x, base - h, max(1, pitch - 2), h, look.side_colour(1, True))

    @staticmethod
    def verdict(view: DuelView, seat: int | None) -> tuple[str, str, tuple[int, int, int, int]]:
        """The headline, the line under it and the headline's colour; `seat`: the one
        person's, whose words they are (None between two people or two AIs)."""
        reason = view.end_reason or "hp"
        if view.winner is None:
            return tr("id.result.draw"), tr(f"id.result.by.{reason}", turn=view.turn), pal.WHITE
        winner = int(view.winner)
        loser_hp = max(0, view.players[1 - winner].hp)      # an overkilled Ifrita reads 0
        if seat is None:
            return (tr("id.result.winner", side=look.side_name(winner)),
                    tr("id.result.side_won_on", side=look.side_name(winner), turn=view.turn,
                       loser=look.side_name(1 - winner), hp=loser_hp), look.side_colour(winner, True))
        if winner == seat:
            return (tr("id.result.victory"), tr("id.result.won_on", turn=view.turn, loser=look.side_name(1 - seat),
                                                hp=loser_hp), pal.GOLD)
        return tr("id.result.defeat"), tr("id.result.lost_on", turn=view.turn, hp=loser_hp), pal.CRIMSON_LIGHT

    def play_again(self) -> None:
        """The same opponent (or the same two people) and the same deck choices, a new seed."""
        self.director.opponent = self.app.in_play().opponent
        self.director.start_match()

    def own_key(self, symbol: int) -> bool:
        """The saved replay's keys; R plays again."""
        if self.saved.key(symbol):
            return True
        if symbol == arcade.key.R:
            self.play_again()
            return True
        return False
