"""The match result: the score; per battle how it ended and each side's attacks, counters,
damage dealt and taken; the best mage; a chart of living mages per round for each
battle; the saved replay by its title, with a button to watch it (the shell's SavedReplay,
as every game's result has it). The facts come from game/mage_battle/story.py; this screen
only lays them out."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine.mage_battle import Side
from engine.mage_battle.names import WinReason
from game.mage_battle.board import mage_texture
from game.mage_battle.story import BattleStory, Story, tell
from game.mage_battle.views.cues import match_end, only_human
from game.shell import palette as pal
from game.shell import sound
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop
from game.shell.i18n import tr
from game.shell.saved_replay import SavedReplay
from game.shell.widgets import Button, Ui

if TYPE_CHECKING:
    from game.mage_battle.director import MageDirector
    from game.shell.app import GameWindow

# Table columns (native pixels): battle, winner, how; then four numbers per side.
COL_BATTLE, COL_WINNER, COL_HOW = 14, 58, 122
SIDE_COLS = {Side.TEAL: 302, Side.CRIMSON: 468}
NUMBER_W = 40
CHART_W, CHART_H, CHART_Y = 190, 52, 92


def how(b: BattleStory) -> str:
    """How a battle ended, in a few words: the reason and its round, or the R26 step."""
    if b.reason == WinReason.ROUND_LIMIT and b.tiebreak is not None:
        # Teal's number first, then crimson's, as the table's columns run: the winner's
        # first would read "10:11" as teal closer when crimson won at 10.
        teal, crimson = b.tiebreak.values
        if teal is None and crimson is None:
            return tr(f"result.tb.{b.tiebreak.step}")
        return tr(f"result.tb.{b.tiebreak.step}", teal="-" if teal is None else teal,
                  crimson="-" if crimson is None else crimson)
    return tr("result.how", reason=tr(f"reason.{b.reason.key}"), round=b.rounds)


class ResultsScreen(MenuScreen):
    director: MageDirector

    def __init__(self, app: GameWindow, director: MageDirector) -> None:
        super().__init__(app, director)
        controller = app.in_play()
        match = controller.match
        self.story: Story = tell(match.start, match.events)
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.figures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        results = match.state.results           # the battles' results are public
        teal = sum(1 for r in results if r.winner == Side.TEAL)
        crimson = len(results) - teal
        winner = Side.TEAL if teal > crimson else Side.CRIMSON
        self.winner, self.score = winner, f"{max(teal, crimson)}:{min(teal, crimson)}"
        self.ui.label(tr("result.title"), WIDTH // 2, 344, pal.SILVER, anchor_x="center")
        self.ui.label(tr("result.winner", side=tr(f"side.{winner.key}"), score=self.score), WIDTH // 2, 318,
                      pal.side_colour(winner, light=True), size=18, anchor_x="center")
        self.table()
        self.best_line()
        self.charts()
        self.saved = SavedReplay(self.ui, app, director, controller.replay_path, controller.replay_error, y=68,
                                 button_y=36, colour=pal.WHITE, button_h=20)
        self.ui.button(WIDTH // 2 - 130, 8, 120, 20, tr("result.new"), director.new_match, tip="[Enter]")
        self.ui.button(WIDTH // 2 + 10, 8, 120, 20, tr("result.title_menu"), director.title)
        sound.play(match_end(winner, only_human(controller)))

    # ---------------------------------------------------------------- the table
    def table(self) -> None:
        ui, top = self.ui, 290
        ui.box(8, top - 74, WIDTH - 16, 88, pal.alpha(pal.OUTLINE, 200))
        heads = ("result.col.attacks", "result.col.counters", "result.col.dealt", "result.col.taken")
        ui.label(tr("result.col.battle"), COL_BATTLE, top - 14, pal.SILVER, small=True)
        ui.label(tr("result.col.winner"), COL_WINNER, top - 14, pal.SILVER, small=True)
        ui.label(tr("result.col.how"), COL_HOW, top - 14, pal.SILVER, small=True)
        for side, x in SIDE_COLS.items():
            ui.label(tr(f"side.{side.key}"), x, top, pal.side_colour(side, light=True))
            for k, key in enumerate(heads):
                ui.label(tr(key), x + k * NUMBER_W, top - 14, pal.SILVER, small=True)
        self.rows: list[list[arcade.Text]] = []
        for i, b in enumerate(self.story.battles):
            y = top - 34 - i * 16
            colour = pal.side_colour(b.winner, light=True)
            row = [ui.label(str(b.battle), COL_BATTLE + 8, y, pal.WHITE),
                   ui.label(tr(f"side.{b.winner.key}"), COL_WINNER, y, colour),
                   ui.label(how(b), COL_HOW, y, pal.WHITE)]
            for side, x in SIDE_COLS.items():
                t = b.sides[side]
                for k, value in enumerate((t.attacks, t.counters, t.done, t.taken)):
                    row.append(ui.label(str(value), x + k * NUMBER_W + 8, y, pal.WHITE))
            self.rows.append(row)

    def best_line(self) -> None:
        best = self.story.best
        if best is None:
            return
        y = 190
        self.figures.append(arcade.Sprite(mage_texture(best.job, best.side, "0"), center_x=24, center_y=y + 4))
        self.ui.label(tr("result.best", mage=best.label, job=tr(f"job.{best.job.name}"),
                         side=tr(f"side.{best.side.key}")), 44, y + 4, pal.GOLD, small=True)
        self.ui.label(tr("result.best.what", dealt=best.done, felled=best.felled, counters=best.counters,
                         taken=best.taken), 44, y - 8, pal.WHITE, small=True)

    # ---------------------------------------------------------------- living mages per round
    def charts(self) -> None:
        ui = self.ui
        gap = (WIDTH - 3 * CHART_W) // 4
        ui.label(tr("result.chart"), 14, CHART_Y + CHART_H + 24, pal.SILVER, small=True)
        legend_x = WIDTH - 200
        for k, side in enumerate(Side):
            x = legend_x + k * 96
            self.line(side, x, CHART_Y + CHART_H + 27, x + 16, CHART_Y + CHART_H + 27)
            ui.label(tr(f"side.{side.key}"), x + 20, CHART_Y + CHART_H + 24, pal.side_colour(side, light=True),
                     small=True)
        self.chart_boxes: list[tuple[int, int]] = []
        for i, b in enumerate(self.story.battles):
            x0 = gap + i * (CHART_W + gap)
            self.chart_boxes.append((x0, CHART_Y))
            ui.box(x0, CHART_Y, CHART_W, CHART_H, pal.alpha(pal.OUTLINE, 220), border=pal.INK)
            ui.label(tr("result.chart.battle", n=b.battle, rounds=b.rounds), x0, CHART_Y + CHART_H + 6, pal.WHITE,
                     small=True)
            most = max(max(t, c) for t, c in b.living) or 1
            rounds = max(1, len(b.living) - 1)
            for side in Side:
                points = [(x0 + 3 + round(r * (CHART_W - 6) / rounds),
                           CHART_Y + 4 + round(alive[side] * (CHART_H - 10) / most) + (1 if side == Side.TEAL else -2))
                          for r, alive in enumerate(b.living)]
                for (ax, ay), (bx, by) in zip(points, points[1:]):
                    self.line(side, ax, ay, bx, ay)
                    if by != ay:
                        self.line(side, bx, ay, bx, by)

    def line(self, side: Side, ax: int, ay: int, bx: int, by: int) -> None:
        """A step of a side's line: teal solid and 2 px, crimson dashed, so the two read apart
        without their colours (ART.md: red-green colour blindness)."""
        colour = pal.side_colour(side, light=True)
        if ay == by:
            lo, hi = min(ax, bx), max(ax, bx)
            if side == Side.TEAL:
                self.ui.box(lo, ay, hi - lo + 2, 2, colour)
            else:
                for x in range(lo, hi + 1, 4):
                    self.ui.box(x, ay, min(2, hi + 2 - x), 2, colour)
        else:
            lo, hi = min(ay, by), max(ay, by)
            if side == Side.TEAL:
                self.ui.box(ax, lo, 2, hi - lo + 2, colour)
            else:
                for y in range(lo, hi + 1, 4):
                    self.ui.box(ax, y, 2, min(2, hi + 2 - y), colour)

    @property
    def watch(self) -> Button | None:
        """The saved replay's Watch button, None when there is no replay to watch."""
        return self.saved.watch

    def draw(self) -> None:
        super().draw()
        self.figures.draw(pixelated=True)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ENTER:
            self.director.new_match()
        else:
            self.saved.key(symbol)
