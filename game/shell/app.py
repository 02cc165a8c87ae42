"""The game window: one Arcade window, a native 640x360 canvas, and the screens.

`run()` is what `mage-battle` without a sub-command calls.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import arcade

from game.shell import assets, sound
from game.shell.canvas import HEIGHT, WIDTH, Canvas
from game.shell.i18n import language
from game.shell.logs import survived
from game.shell.settings import Settings

if TYPE_CHECKING:
    from game.shell.controller import MatchController
    from game.shell.director import Director

TITLE = "Elemental Mage Battle"


class Screen(arcade.View):
    """A screen draws at native resolution; input arrives in native pixels."""

    def __init__(self, app: GameWindow) -> None:
        super().__init__(app)
        self.app = app

    # Arcade hands frames to the shown view first (and only to it in headless runs): pass
    # them to the window, which polls the match and draws through the native canvas.
    def on_update(self, delta_time: float) -> bool:
        self.app.on_update(delta_time)
        return True

    def on_draw(self) -> bool:
        self.app.on_draw()
        return True

    def update(self, dt: float) -> None:
        pass

    def draw(self) -> None:
        pass

    def click(self, x: float, y: float, button: int) -> None:
        pass

    def hover(self, x: float, y: float) -> None:
        pass

    def key(self, symbol: int, modifiers: int) -> None:
        pass

    def changed(self) -> bool:
        """Whether the canvas must be drawn again; screens that know better say False."""
        return True

    def drawn(self) -> None:
        """Called after the canvas was drawn."""

    def repaint_only(self) -> bool:
        """True when this frame paints over part of the last one instead of clearing it."""
        return False


class GameWindow(arcade.Window):
    def __init__(self, width: int | None = None, height: int | None = None, lang: str | None = None,
                 visible: bool = True, settings: Settings | None = None) -> None:
        """`settings`: the saved ones (`run()`); by default fresh ones that are never written."""
        settings = settings if settings is not None else Settings()
        if lang is not None:
            settings.language = lang
        super().__init__(width or WIDTH * settings.scale, height or HEIGHT * settings.scale, TITLE,
                         resizable=True, visible=visible, update_rate=1 / 60, draw_rate=1 / 60)
        assets.load_fonts()
        language().set(settings.language)
        self.settings = settings
        sound.install(sound.Sounds(settings.gain))
        self.canvas = Canvas(self)
        self.controller: MatchController | None = None    # the match in play, if any
        self.director: Director | None = None
        self.current: Screen | None = None
        self._stale = True
        self.frame_times: list[float] | None = None
        self.background_color = (0, 0, 0, 255)

    # ---- screens -----------------------------------------------------------------
    def in_play(self) -> MatchController:
        """The match in play: the screens of a match are shown only while there is one."""
        if self.controller is None:
            raise RuntimeError("no match in play")
        return self.controller

    def show(self, screen: Screen) -> None:
        self.current = screen
        self._stale = True
        self.show_view(screen)

    def show_again(self) -> None:
        """Draw the whole screen anew at the next frame, not just what changed."""
        self._stale = True

    # ---- the frame -----------------------------------------------------------------
    def on_update(self, delta_time: float) -> None:
        if self.controller is not None:
            self.controller.poll()
        if self.current is not None:
            self.current.update(min(delta_time, 0.1))

    def on_draw(self) -> None:
        # An unchanged screen keeps last frame's canvas: only the 2x present is paid again.
        if self._stale or self.current is None or self.current.changed():
            self.canvas.begin(clear=self._stale or self.current is None or not self.current.repaint_only())
            if self.current is not None:
                self.current.draw()
                self.current.drawn()
            self._stale = False
        self.canvas.present()

    def on_resize(self, width: int, height: int) -> None:
        super().on_resize(width, height)
        self._stale = True

    # ---- input (window pixels -> native pixels) ------------------------------------------
    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self._stale = True
        if self.current is not None:
            nx, ny = self.canvas.to_native(x, y)
            self.current.click(nx, ny, button)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self._stale = True
        if self.current is not None:
            nx, ny = self.canvas.to_native(x, y)
            self.current.hover(nx, ny)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self._stale = True
        if symbol == arcade.key.F11:
            self.toggle_fullscreen()
            return
        from game.shell.learn.routes import help_key

        if self.current is not None and not help_key(self, symbol):
            self.current.key(symbol, modifiers)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        try:
            self.set_fullscreen(self.settings.fullscreen)
        except Exception as error:  # headless or no display mode: stay windowed
            survived("switching to fullscreen", error)
            self.settings.fullscreen = False
        self.settings.save()

    def on_close(self) -> None:
        if self.controller is not None:
            self.controller.close()
        super().on_close()

    # ---- tests and scripts ------------------------------------------------------------
    def click_native(self, x: float, y: float, button: int = arcade.MOUSE_BUTTON_LEFT) -> None:
        """Synthesize a real mouse press at native canvas pixel (x, y)."""
        s = self.canvas.scale
        ox, oy = self.canvas.origin()
        ratio = self.get_pixel_ratio()
        wx, wy = (ox + (x + 0.5) * s) / ratio, (oy + (y + 0.5) * s) / ratio
        self.dispatch_event("on_mouse_motion", int(wx), int(wy), 0, 0)
        self.dispatch_event("on_mouse_press", int(wx), int(wy), button, 0)
        self.dispatch_event("on_mouse_release", int(wx), int(wy), button, 0)
        self.dispatch_events()

    def press_key(self, symbol: int) -> None:
        self.dispatch_event("on_key_press", symbol, 0)
        self.dispatch_event("on_key_release", symbol, 0)
        self.dispatch_events()

    def frame(self, dt: float = 1 / 60, draw: bool = True) -> None:
        self.dispatch_events()
        self.on_update(dt)
        if draw:
            self.on_draw()


def run(lang: str | None = None) -> int:
    """`lang` overrides the saved language for this session."""
    from game.shell.director import Director

    settings = Settings.load()
    try:
        window = GameWindow(lang=lang, settings=settings)
    except Exception as error:  # pyglet raises its own types for "no display" / "no OpenGL"
        print(f"mage-battle: cannot open the game window ({type(error).__name__}: {error}); "
              "it needs a graphical desktop with OpenGL 3.3", file=sys.stderr)
        return 1
    if settings.fullscreen:
        settings.fullscreen = False       # toggled back on, or left off where no display mode fits
        window.toggle_fullscreen()
    director = window.director = Director(window)
    director.title()
    arcade.run()
    return 0
