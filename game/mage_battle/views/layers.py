"""After a battle: one side privately sees the new layers of its own nine mages."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from engine.mage_battle import Side
from engine.mage_battle import events as ev
from engine.mage_battle.elements import distinct
from game.mage_battle.board import element_texture, mage_texture
from game.mage_battle.growth import Cause, Change, changes
from game.shell import palette as pal
from game.shell.app import GameWindow, Screen
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.mage_battle.director import MageDirector
    from game.shell.controller import MatchController


def grant_changes(controller: MatchController, side: Side) -> tuple[Change, ...]:
    """The last grant of `side`'s new elements and its causes, from the batch that made it
    (the side's view just before it); none when this session did not play it (a resume)."""
    for batch in reversed(controller.batches):
        for k, e in enumerate(batch.events):
            if isinstance(e, ev.ElementsGranted) and e.side == side:
                return changes(controller.seat_views(batch, side)[k], e)
    return ()


def cause_words(change: Change) -> str:
    element = tr(f"element.{change.granted.key}")
    if change.cause == Cause.CANCEL and change.cancelled is not None:
        return tr("layers.cancel", element=element, old=tr(f"element.{change.cancelled.key}"))
    if change.cause == Cause.STACK:
        return tr("layers.stack", element=element, n=change.after.count(change.granted))
    return tr("layers.new", element=element)


class LayersScreen(Screen):
    def __init__(self, app: GameWindow, director: MageDirector, side: Side, battle: int,
                 then: Callable[[], None]) -> None:
        super().__init__(app)
        self.director = director
        self.side = side
        self.then = then
        self.done = False
        controller = app.in_play()
        view = controller.view(side)
        why = {c.mage: c for c in grant_changes(controller, side)}
        self.ui = Ui()
        self.ui.box(0, 0, WIDTH, 360, pal.PANEL)
        self.ui.label(tr("layers.title", side=tr(f"side.{side.key}"), n=battle), WIDTH // 2, 318, pal.GOLD,
                      size=18, anchor_x="center")
        self.ui.label(tr("layers.hint"), WIDTH // 2, 298, pal.SILVER, anchor_x="center")
        self.ui.label(tr("layers.why"), WIDTH // 2, 284, pal.SILVER, anchor_x="center", small=True)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.causes: list[arcade.Text] = []
        own = [m for m in view.mages if m.side == side]
        for i, m in enumerate(own):
            col, row = i % 3, i // 3
            x, y = 70 + col * 180, 240 - row * 76
            self.ui.box(x - 24, y - 34, 168, 68, pal.PANEL_LIGHT, border=pal.INK)
            self.sprites.append(arcade.Sprite(mage_texture(m.job, m.side, "0"), center_x=x, center_y=y + 8, scale=2))
            label = f"{side.key[0]}{i + 1} {tr(f'job.{m.job.name}')}"
            self.ui.label(label, x + 26, y + 16, pal.WHITE)
            layers = m.layers or ()
            if not layers:
                self.ui.label(tr("element.none"), x + 26, y - 4, pal.SILVER)
            for k, element in enumerate(distinct(layers)):
                count = layers.count(element)
                ex = x + 32 + k * 30
                self.sprites.append(arcade.Sprite(element_texture(element), center_x=ex, center_y=y - 6))
                if count > 1:
                    self.ui.label(f"x{count}", ex + 7, y - 12, pal.GOLD, small=True)
            if m.index in why:      # the cause: what the granted element did to the layers
                self.causes.append(self.ui.label(cause_words(why[m.index]), x - 18, y - 31, pal.SKY, small=True,
                                                 width=158))
        self.ui.button(WIDTH // 2 - 60, 14, 120, 20, tr("layers.continue"), self.proceed)

    def draw(self) -> None:
        self.ui.draw()
        self.sprites.draw(pixelated=True)

    def proceed(self) -> None:
        if not self.done:
            self.done = True
            self.then()

    def click(self, x: float, y: float, button: int) -> None:
        if not self.ui.click(x, y):
            self.proceed()

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.SPACE, arcade.key.ENTER):
            self.proceed()
