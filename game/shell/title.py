"""Title and settings (the saved replays list is the viewer's, game/shell/viewer/listing.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from game.shell import palette as pal
from game.shell import sound
from game.shell.canvas import WIDTH
from game.shell.i18n import known, language, tr
from game.shell.confirm import ConfirmScreen
from game.shell.players import Unfinished, discard_journal, unfinished_matches
from game.shell.settings import VOLUMES
from game.shell.ui import GameUI, game_uis
from game.shell.unfinished import UnfinishedList, describe
from game.shell.common import MenuScreen, backdrop, menu
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.shell.director import Director


class TitleScreen(MenuScreen):
    def __init__(self, app: GameWindow, director: Director) -> None:
        super().__init__(app, director)
        self.build()

    def build(self) -> None:
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.ui.label(tr("title"), WIDTH // 2, 290, pal.GOLD, size=18, anchor_x="center")
        # The first game's line under the title, when it has one.
        self.ui.label(tr("subtitle") if known("subtitle") else "", WIDTH // 2, 268, pal.SILVER, anchor_x="center")
        self.unfinished = unfinished_matches()
        resume = self.unfinished[0] if self.unfinished else None
        self.games = game_uis()
        self.buttons = menu(self.ui, [
            *((tr("menu.new_game", game=tr(ui.name_key)), lambda ui=ui: self.new_match(ui), True)
              for ui in self.games),
            (tr("menu.resume") if resume is not None else tr("menu.resume_none"), self.director.resume,
             resume is not None),
            (tr("menu.replays"), self.open_replays, True),
            (tr("menu.settings"), self.director.settings, True),
            (tr("menu.quit"), self.app.close, True),
        ], top=220)
        # A game's extra entries (its tutorial, its rules) beside its new-match button.
        self.extras = [self.ui.button(row.x + row.w + 4 + k * 64, row.y, 60, row.h, tr(key),
                                      lambda opener=opener: opener(self.app), small=True)
                       for ui, row in zip(self.games, self.buttons) for k, (key, opener) in enumerate(ui.extras)]
        bottom = min(b.y for b in self.buttons)
        self.list = UnfinishedList(self.ui, self.unfinished, bottom - 14, WIDTH // 2 - 150, 300,
                                   lambda m: self.director.resume_path(m.path), self.ask_discard)

    def new_match(self, ui: GameUI) -> None:
        """A new match of `ui`'s game; while a match is unfinished, the player is asked first."""
        if not self.unfinished:
            ui.new_match(self.app)
            return
        newest = self.unfinished[0]
        self.app.show(ConfirmScreen(self.app, self.director, tr("confirm.new.title"),
                                    tr("confirm.new.text", match=describe(newest)), [
                                        (tr("confirm.new.start"), lambda: ui.new_match(self.app)),
                                        (tr("confirm.new.resume"), lambda: self.director.resume_path(newest.path)),
                                        (tr("confirm.back"), self.director.title)]))

    def ask_discard(self, match: Unfinished) -> None:
        def discard() -> None:
            discard_journal(match.path)
            self.director.title()

        self.app.show(ConfirmScreen(self.app, self.director, tr("confirm.discard.title"),
                                    tr("confirm.discard.text", match=describe(match)), [
                                        (tr("confirm.discard.yes"), discard), (tr("confirm.back"), self.director.title)]))

    def open_replays(self) -> None:
        from game.shell.viewer import open_list

        open_list(self.app, self.director)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ENTER, arcade.key.N) and self.games:
            self.new_match(self.games[0])


class SettingsScreen(MenuScreen):
    def __init__(self, app: GameWindow, director: Director) -> None:
        super().__init__(app, director)
        self.build()

    def build(self) -> None:
        s = self.app.settings
        self.ui = Ui()
        self.back = backdrop(self.ui, parade=False)
        self.ui.label(tr("settings.title"), WIDTH // 2, 290, pal.GOLD, size=18, anchor_x="center")
        menu(self.ui, [
            (tr("settings.language"), self.toggle_language, True),
            (tr("settings.speed", speed=tr(f"settings.speed.{s.speed}")), self.cycle_speed, True),
            (tr("settings.scale", n=int(self.app.canvas.scale)), self.cycle_scale, not s.fullscreen),
            (tr("settings.fullscreen", state=tr("settings.on" if s.fullscreen else "settings.off")),
             self.toggle_fullscreen, True),
            (tr("settings.volume", volume=tr("settings.volume.n", n=s.volume) if s.volume else tr("settings.off")),
             self.cycle_volume, True),
            (tr("menu.back"), self.director.title, True),
        ], top=220, width=240)

    def changed_setting(self) -> None:
        self.app.settings.save()
        self.build()

    def toggle_language(self) -> None:
        language().toggle()
        self.app.settings.language = language().code
        self.changed_setting()

    def cycle_speed(self) -> None:
        self.app.settings.speed = {1: 2, 2: 0, 0: 1}[self.app.settings.speed]
        self.changed_setting()

    def cycle_scale(self) -> None:
        """Window size as a whole multiple of the native 640x360 (x1, x2, x3)."""
        from game.shell.canvas import HEIGHT as H, WIDTH as W

        scale = int(self.app.canvas.scale) % 3 + 1
        self.app.set_size(W * scale, H * scale)
        self.app.settings.scale = scale
        self.changed_setting()

    def cycle_volume(self) -> None:
        """Off, 25 ... 100 %; a chime at the new volume tells what it sounds like."""
        s = self.app.settings
        s.volume = VOLUMES[(VOLUMES.index(s.volume) + 1) % len(VOLUMES)] if s.volume in VOLUMES else VOLUMES[-1]
        sound.play("chime")
        self.changed_setting()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.build()

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.director.title()
