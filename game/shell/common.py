"""Pieces several screens share: a backdrop, a vertical menu, and the menu-like screen."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

import arcade

from engine import Job, Side

from game.shell import assets
from game.shell import palette as pal
from game.shell.app import GameWindow, Screen
from game.mage_battle.board import BoardGeometry, mage_texture
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Action, Button, Ui, set_text

if TYPE_CHECKING:
    from game.shell.director import Director
    from game.mage_battle.views.steps import Step, V


class Standing(Protocol):
    """A mage as a view or a state holds it: enough to draw it where it stands."""

    @property
    def side(self) -> Side: ...
    @property
    def job(self) -> Job: ...
    @property
    def cell(self) -> int | None: ...


def backdrop(ui: Ui, parade: bool = True) -> arcade.SpriteList[arcade.Sprite]:
    """Ground tiles dimmed behind menus, with a line of mages for company."""
    sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
    for row in range(HEIGHT // 32 + 1):
        for col in range(WIDTH // 32):
            name = "cell_a" if (row + col) % 2 == 0 else "cell_b"
            sprites.append(arcade.Sprite(assets.texture(name), center_x=col * 32 + 16, center_y=row * 32 + 16))
    shade = arcade.SpriteSolidColor(WIDTH, HEIGHT, WIDTH / 2, HEIGHT / 2, pal.alpha(pal.OUTLINE, 170))
    sprites.append(shade)
    if parade:
        jobs = (Job.S, Job.P, Job.O)
        for i in range(3):
            sprites.append(arcade.Sprite(mage_texture(jobs[i], Side.TEAL, "0"), scale=2,
                                         center_x=60 + i * 44, center_y=60))
            sprites.append(arcade.Sprite(mage_texture(jobs[i], Side.CRIMSON, "0"), scale=2,
                                         center_x=WIDTH - 60 - i * 44, center_y=60))
    return sprites


def battle_frame(ui: Ui, panel_x: int) -> None:
    """The battle layout's panels, shared by live play and the viewer: the top bar, the side
    panel right of the board, the band under it, and the ink lines between them."""
    ui.box(0, 328, WIDTH, 32, pal.OUTLINE)
    ui.box(panel_x, 104, WIDTH - panel_x, 224, pal.PANEL)
    ui.box(0, 0, WIDTH, 104, pal.PANEL)
    ui.box(panel_x, 104, 1, 224, pal.INK)
    ui.box(0, 103, WIDTH, 1, pal.INK)


def waiting_armies(mages: Iterable[Standing], geo: BoardGeometry) -> arcade.SpriteList[arcade.Sprite]:
    """The next battle's mages on their formation cells, drawn one board to the right while
    the view pans there."""
    sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
    for m in mages:
        if m.cell is not None:
            cx, cy = geo.centre(m.cell)
            sprites.append(arcade.Sprite(mage_texture(m.job, m.side, "0"), center_x=cx, center_y=cy))
    return sprites


def menu(ui: Ui, items: Sequence[tuple[str, Action, bool]], top: int = 220, width: int = 200) -> list[Button]:
    """Buttons stacked under each other: (label, action, enabled)."""
    buttons = []
    for i, (label, action, enabled) in enumerate(items):
        b = ui.button(WIDTH // 2 - width // 2, top - i * 26, width, 20, label, action)
        b.set_state(enabled=enabled)
        buttons.append(b)
    return buttons


class MenuScreen(Screen):
    """A screen of words and buttons over the backdrop (`self.back`, `self.ui`): it draws
    them and hands clicks and hovers to the buttons."""

    back: arcade.SpriteList[arcade.Sprite]
    ui: Ui

    def __init__(self, app: GameWindow, director: Director) -> None:
        super().__init__(app)
        self.director = director

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.draw()

    def click(self, x: float, y: float, button: int) -> None:
        self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)


class Banner:
    """The band across the board that names a played card, or a finished battle's winner
    and the next battle during the side-scroll (live play and the viewer alike)."""

    def __init__(self) -> None:
        self.ui = Ui()
        self.ui.box(0, 230, WIDTH, 50, pal.alpha(pal.OUTLINE, 220))
        self.text = self.ui.label("", WIDTH // 2, 258, pal.GOLD, size=18, anchor_x="center")
        self.sub = self.ui.label("", WIDTH // 2, 238, pal.WHITE, anchor_x="center")

    def show(self, step: Step[V]) -> None:
        if step.kind == "card":
            set_text(self.text, step.data["title"])
            set_text(self.sub, step.data["sub"])
        elif step.kind == "scroll":
            ended, nxt = step.data["ended"], step.data["next"]
            set_text(self.text, tr("transition.winner", n=ended.battle, side=tr(f"side.{ended.winner.key}"),
                                   reason=tr(f"reason.{ended.reason.key}")))
            set_text(self.sub, tr("transition.next", n=nxt.battle) if nxt is not None else "")

    def draw(self) -> None:
        self.ui.draw()
