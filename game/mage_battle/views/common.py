"""Pieces of Elemental Mage Battle's screens that live play and the viewer share: the
next battle's waiting armies, the banner of a card or a finished battle, and the menus'
backdrop with the mages for company."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import arcade

from engine.mage_battle.areas import Standing
from game.mage_battle.board import Board, BoardGeometry, figures, mage_texture
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.common import backdrop
from game.shell.i18n import tr
from game.shell.widgets import Ui, set_text

if TYPE_CHECKING:
    from game.mage_battle.views.steps import Step, V


def menu_backdrop(ui: Ui) -> arcade.SpriteList[arcade.Sprite]:
    """The shell's backdrop with every job's mage of each side at its foot, teal's row on
    the left, crimson's on the right (the opponent choice, the AI's setup wait, the
    tutorial's end)."""
    sprites = backdrop(ui)
    teal, crimson = figures()
    for i, texture in enumerate(teal):
        sprites.append(arcade.Sprite(texture, scale=2, center_x=60 + i * 44, center_y=60))
    for i, texture in enumerate(crimson):
        sprites.append(arcade.Sprite(texture, scale=2, center_x=WIDTH - 60 - i * 44, center_y=60))
    return sprites


def waiting_armies(mages: Iterable[Standing], space: BoardGeometry) -> arcade.SpriteList[arcade.Sprite]:
    """The next battle's mages on their formation cells, drawn one board to the right while
    the view pans there."""
    sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
    for m in mages:
        if m.cell is not None:
            cx, cy = space.centre(m.cell)
            sprites.append(arcade.Sprite(mage_texture(m.job, m.side, "0"), center_x=cx, center_y=cy))
    return sprites


def begin_beat(board: Board, step: Step[V]) -> None:
    """A battle's end: the winning mage casts and the shrine it took is marked to flare."""
    board.clear_marks()
    cell, mage = step.data.get("cell"), step.data.get("mage")
    if cell is not None:
        board.mark([cell], pal.alpha(pal.GOLD, 110))
        board.mark([cell], pal.GOLD, outline=True)
    if mage is not None:
        board.cast.add(mage)


class Banner:
    """The band across the board that names a played card, or a finished battle's winner
    and the next battle during the side-scroll (live play and the viewer alike)."""

    def __init__(self) -> None:
        self.ui = Ui()
        self.ui.box(0, 230, WIDTH, 50, pal.alpha(pal.OUTLINE, 220))
        self.text = self.ui.label("", WIDTH // 2, 258, pal.GOLD, size=18, anchor_x="center")
        self.sub = self.ui.label("", WIDTH // 2, 238, pal.WHITE, anchor_x="center")

    def show(self, step: Step[V]) -> None:
        if step.kind in ("card", "settle"):
            set_text(self.text, step.data["title"])
            set_text(self.sub, step.data["sub"])
        elif step.kind in ("won", "scroll"):
            ended, nxt = step.data["ended"], step.data["next"]
            set_text(self.text, tr("transition.winner", n=ended.battle, side=tr(f"side.{ended.winner.key}"),
                                   reason=tr(f"reason.{ended.reason.key}")))
            if step.kind == "won":
                teal, crimson = step.data["score"]
                set_text(self.sub, tr("transition.score", teal=teal, crimson=crimson))
            else:
                set_text(self.sub, tr("transition.next", n=nxt.battle) if nxt is not None else "")

    def draw(self) -> None:
        self.ui.draw()
