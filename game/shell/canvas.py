"""The native 640x360 canvas: everything is drawn into a small framebuffer with
nearest filtering and shown at the largest scale that fits the window, letterboxed
evenly. A whole scale is drawn pixel for pixel; a fractional one (a freely resized
window) is first enlarged by the next whole number with nearest filtering and then
reduced with linear filtering, so pixels stay crisp-edged and evenly sized."""

from __future__ import annotations

import math

import arcade
from arcade.gl import geometry

WIDTH, HEIGHT = 640, 360


def fit(width: int, height: int) -> tuple[float, int, int]:
    """The largest scale at which the canvas fits a `width` x `height` framebuffer, and the
    bottom-left corner that centres it there (the rest is an even letterbox)."""
    scale = max(min(width / WIDTH, height / HEIGHT), 1 / WIDTH)
    if scale == int(scale):
        scale = int(scale)
    return scale, (width - round(WIDTH * scale)) // 2, (height - round(HEIGHT * scale)) // 2


class Canvas:
    def __init__(self, window: arcade.Window) -> None:
        ctx = window.ctx
        self.window = window
        self.texture = ctx.texture((WIDTH, HEIGHT), components=4, filter=(ctx.NEAREST, ctx.NEAREST))
        self.fbo = ctx.framebuffer(color_attachments=[self.texture])
        self.camera = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=self.fbo)
        self._quad = geometry.quad_2d_fs()
        self._program = ctx.utility_textured_quad_program
        # The whole-number enlargement a fractional scale is reduced from, made when first needed.
        self._large: tuple[int, arcade.gl.Texture2D, arcade.gl.Framebuffer] | None = None

    def _size(self) -> tuple[int, int]:
        # mypy sees pyglet's per-platform Window, and so this size, as Any.
        size: tuple[int, int] = self.window.get_framebuffer_size()
        return size

    @property
    def scale(self) -> float:
        return fit(*self._size())[0]

    def origin(self) -> tuple[int, int]:
        _, ox, oy = fit(*self._size())
        return ox, oy

    def to_native(self, x: float, y: float) -> tuple[float, float]:
        """Window coordinates (as events give them) to native canvas pixels."""
        ratio = self.window.get_pixel_ratio()
        s, ox, oy = fit(*self._size())
        return (x * ratio - ox) / s, (y * ratio - oy) / s

    def begin(self, clear: bool = True, colour: tuple[int, int, int, int] = (26, 20, 35, 255)) -> None:
        """Draw into the canvas; `clear=False` keeps last frame's pixels to paint over a part."""
        self.fbo.use()
        self.camera.use()
        if clear:
            self.fbo.clear(color=colour)

    def _enlarged(self, whole: int) -> arcade.gl.Texture2D:
        """The canvas enlarged `whole` times, pixel for pixel."""
        ctx = self.window.ctx
        if self._large is None or self._large[0] != whole:
            texture = ctx.texture((WIDTH * whole, HEIGHT * whole), components=4, filter=(ctx.LINEAR, ctx.LINEAR))
            self._large = (whole, texture, ctx.framebuffer(color_attachments=[texture]))
        _, texture, fbo = self._large
        fbo.use()
        fbo.viewport = (0, 0, WIDTH * whole, HEIGHT * whole)
        self.texture.use(0)
        self._quad.render(self._program)
        return texture

    def present(self) -> None:
        ctx = self.window.ctx
        w, h = self._size()
        s, ox, oy = fit(w, h)
        source = self.texture if isinstance(s, int) else self._enlarged(math.ceil(s))
        screen = ctx.screen
        screen.use()
        if (ox, oy) != (0, 0) or not isinstance(s, int):
            screen.viewport = (0, 0, w, h)
            screen.clear(color=(0, 0, 0, 255))
        screen.viewport = (ox, oy, round(WIDTH * s), round(HEIGHT * s))
        source.use(0)
        self._quad.render(self._program)
        screen.viewport = (0, 0, w, h)
