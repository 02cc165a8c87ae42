"""The native 640x360 canvas: everything is drawn into a small framebuffer with
nearest filtering and shown scaled by a whole number, so pixels stay square."""

from __future__ import annotations

import arcade
from arcade.gl import geometry

WIDTH, HEIGHT = 640, 360


class Canvas:
    def __init__(self, window: arcade.Window) -> None:
        ctx = window.ctx
        self.window = window
        self.texture = ctx.texture((WIDTH, HEIGHT), components=4, filter=(ctx.NEAREST, ctx.NEAREST))
        self.fbo = ctx.framebuffer(color_attachments=[self.texture])
        self.camera = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=self.fbo)
        self._quad = geometry.quad_2d_fs()
        self._program = ctx.utility_textured_quad_program

    @property
    def scale(self) -> int:
        # mypy sees pyglet's per-platform Window, and so this size, as Any.
        size: tuple[int, int] = self.window.get_framebuffer_size()
        w, h = size
        return max(1, min(w // WIDTH, h // HEIGHT))

    def origin(self) -> tuple[int, int]:
        w, h = self.window.get_framebuffer_size()
        s = self.scale
        return (w - WIDTH * s) // 2, (h - HEIGHT * s) // 2

    def to_native(self, x: float, y: float) -> tuple[float, float]:
        """Window coordinates (as events give them) to native canvas pixels."""
        ratio = self.window.get_pixel_ratio()
        ox, oy = self.origin()
        s = self.scale
        return (x * ratio - ox) / s, (y * ratio - oy) / s

    def begin(self, clear: bool = True, colour: tuple[int, int, int, int] = (26, 20, 35, 255)) -> None:
        """Draw into the canvas; `clear=False` keeps last frame's pixels to paint over a part."""
        self.fbo.use()
        self.camera.use()
        if clear:
            self.fbo.clear(color=colour)

    def present(self) -> None:
        ctx = self.window.ctx
        screen = ctx.screen
        screen.use()
        ox, oy = self.origin()
        s = self.scale
        w, h = self.window.get_framebuffer_size()
        if (ox, oy) != (0, 0):
            screen.viewport = (0, 0, w, h)
            screen.clear(color=(0, 0, 0, 255))
        screen.viewport = (ox, oy, WIDTH * s, HEIGHT * s)
        self.texture.use(0)
        self._quad.render(self._program)
        screen.viewport = (0, 0, w, h)
