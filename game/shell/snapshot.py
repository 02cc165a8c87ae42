"""The picture a screen draws, at the canvas's native 640x360 and independent of the
window's size: what the no-leak tests compare pixel by pixel and what
`mage-battle replay shot` writes for a bug report."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.shell.canvas import HEIGHT, WIDTH

if TYPE_CHECKING:
    from PIL import Image

    from game.shell.app import GameWindow


def canvas_image(window: GameWindow) -> Image.Image:
    """The current screen drawn afresh into the canvas, as an RGB image (top row first)."""
    from PIL import Image

    window.show_again()
    window.on_draw()
    data = window.canvas.fbo.read(components=3)
    return Image.frombytes("RGB", (WIDTH, HEIGHT), data).transpose(Image.Transpose.FLIP_TOP_BOTTOM)
