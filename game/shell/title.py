"""Title and settings (the saved replays list is the viewer's, game/shell/viewer/listing.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import arcade

from game.shell import palette as pal
from game.shell import sound
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop, menu
from game.shell.confirm import ConfirmScreen
from game.shell.i18n import known, language, tr
from game.shell.players import Checker, Unfinished, discard_journal, unfinished_matches
from game.shell.settings import KEEP_LAST, SPEEDS, VOLUMES
from game.shell.ui import GameUI, game_uis
from game.shell.unfinished import UnfinishedList, describe
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.shell.director import Director


# The title's layout, in native pixels.
TITLE_Y, SUBTITLE_Y = 316, 296
MENU_TOP, MENU_PITCH = 262, 24
LIST_LEFT, LIST_WIDTH = 32, WIDTH - 64
FEET = 6                    # the parade's figures stand this far above the menu's last button
BOTTOM = 24                 # with no list under it, the menu is centred between its top and this
SCALE = 2                   # figures are drawn at twice their size
OVERLAP = 4                 # neighbours' transparent margins overlap a little
MARGIN = 28                 # from the screen's edge to the outermost figure


@dataclass(frozen=True)
class Troupe:
    """A game's figures for the title: a row left of the menu and one right of it."""

    game_id: str
    left: tuple[arcade.Texture, ...]
    right: tuple[arcade.Texture, ...]


def troupe_of(ui: GameUI) -> Troupe | None:
    """The game's parade figures, or else its seats' figures (the first two), or None."""
    if ui.parade is not None:
        left, right = ui.parade()
    elif ui.seat_look is not None:
        left, right = ((f,) if (f := ui.seat_look(seat).figure) is not None else () for seat in (0, 1))
    else:
        return None
    if not left and not right:
        return None
    return Troupe(ui.game_id, tuple(left), tuple(right))


@dataclass(frozen=True)
class Placement:
    figure: int             # index into the troupe's left figures, then its right ones
    x: int                  # the figure's centre
    y: int                  # its feet
    away: bool              # walking out (faces away from the menu)


class Parade:
    """Which game's troupe stands beside the menu, and where each figure is. Pointing at a
    game's entry brings that game's troupe; otherwise the games take turns every STAY
    seconds. A troupe walks out over the screen's edges and the next one walks in.

    Pure data (no sprites): the title screen places its sprites from `placements()`."""

    STAY = 5.0
    WALK = 0.6
    STEP = 0.15             # a walking figure bobs one sprite pixel every STEP seconds

    def __init__(self, troupes: Sequence[Troupe], feet: int = 124) -> None:
        """`feet`: the height the figures stand at."""
        self.troupes = tuple(troupes)
        self.feet = feet
        self.shown = 0          # the troupe on screen (or walking)
        self.coming = 0         # the one that walks in when it has gone
        self.wanted: int | None = None
        self.phase = "stay"     # "out", "in" or "stay"
        self.t = 0.0

    @property
    def game_id(self) -> str | None:
        return self.troupes[self.shown].game_id if self.troupes else None

    def point_at(self, game_id: str | None) -> None:
        """The game whose entry the pointer is on (None: none, the games take turns)."""
        found = [i for i, t in enumerate(self.troupes) if t.game_id == game_id]
        self.wanted = found[0] if found else None
        if self.wanted is not None and self.phase == "in" and self.wanted != self.shown:
            self.phase, self.t, self.coming = "out", max(0.0, self.WALK - self.t), self.wanted
        elif self.wanted is not None and self.phase == "out":
            self.coming = self.wanted

    def update(self, dt: float) -> None:
        if len(self.troupes) < 2:
            return
        self.t += dt
        if self.phase == "stay":
            if self.wanted is not None:
                target = self.wanted
                self.t = 0.0 if target == self.shown else self.t     # a troupe pointed at stays
            else:
                target = (self.shown + 1) % len(self.troupes) if self.t >= self.STAY else self.shown
            if target != self.shown:
                self.phase, self.t, self.coming = "out", 0.0, target
        elif self.t >= self.WALK:
            if self.phase == "out":
                self.phase, self.t, self.shown = "in", 0.0, self.coming
            else:
                self.phase, self.t = "stay", 0.0

    def placements(self) -> list[Placement]:
        if not self.troupes:
            return []
        troupe = self.troupes[self.shown]
        walked = {"stay": 0.0, "out": self.t / self.WALK, "in": 1 - self.t / self.WALK}[self.phase]
        walked = min(1.0, max(0.0, walked))
        bob = SCALE * (int(self.t / self.STEP) % 2) if self.phase != "stay" else 0
        homes = [(side, centre) for side, figures in ((-1, troupe.left), (1, troupe.right))
                 for centre in _centres(figures)]
        # Far enough for the innermost figure to clear the screen's edge, in whole sprite pixels.
        reach = max((centre + figure.width * SCALE // 2 for (_, centre), figure
                     in zip(homes, (*troupe.left, *troupe.right))), default=0)
        off = SCALE * round(walked * reach / SCALE)
        return [Placement(i, centre - off if side < 0 else WIDTH - centre + off, self.feet + bob, self.phase == "out")
                for i, (side, centre) in enumerate(homes)]


def _centres(figures: Sequence[arcade.Texture]) -> list[int]:
    """Where a row of figures stands, outermost first: centres measured from the screen's edge."""
    centres, edge = [], MARGIN
    for figure in figures:
        w = figure.width * SCALE
        centres.append(edge + w // 2)
        edge += w - OVERLAP
    return centres


class TitleScreen(MenuScreen):
    def __init__(self, app: GameWindow, director: Director) -> None:
        super().__init__(app, director)
        self.checker: Checker | None = None
        self.build()

    def build(self) -> None:
        self.games = game_uis()      # (their catalog parts join on the first call)
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.ui.label(tr("title"), WIDTH // 2, TITLE_Y, pal.GOLD, size=18, anchor_x="center")
        # The first game's line under the title, when it has one.
        self.ui.label(tr("subtitle") if known("subtitle") else "", WIDTH // 2, SUBTITLE_Y, pal.SILVER,
                      anchor_x="center")
        self.unfinished = unfinished_matches()
        if self.checker is None:
            # Journals whose summary was stale are replayed in a worker; the list follows.
            self.checker = Checker([m.path for m in self.unfinished if not m.checked])
        resume = self.unfinished[0] if self.unfinished else None
        self.buttons = menu(self.ui, [
            *((tr("menu.new_game", game=tr(ui.name_key)), lambda ui=ui: self.new_match(ui), True)
              for ui in self.games),
            (tr("menu.resume") if resume is not None else tr("menu.resume_none"),
             lambda: self.resume(resume), resume is not None),
            (tr("menu.replays"), self.open_replays, True),
            (tr("menu.settings"), self.director.settings, True),
            (tr("menu.quit"), self.app.close, True),
        ], top=MENU_TOP)
        # Under the title; with no unfinished match to list, centred in the room below it.
        height = (len(self.buttons) - 1) * MENU_PITCH + self.buttons[0].h
        top = MENU_TOP if self.unfinished else min(MENU_TOP, (MENU_TOP + self.buttons[0].h + BOTTOM + height) // 2
                                                   - self.buttons[0].h)
        for i, b in enumerate(self.buttons):
            b.move_to(b.x, top - i * MENU_PITCH)
        # A game's extra entries (its tutorial, its rules) beside its new-match button.
        self.extras = [self.ui.button(row.x + row.w + 4 + k * 64, row.y, 60, row.h, tr(key),
                                      lambda opener=opener: opener(self.app), small=True)
                       for ui, row in zip(self.games, self.buttons) for k, (key, opener) in enumerate(ui.extras)]
        # Which game an entry belongs to, for the parade.
        self.game_of: dict[int, str] = {id(b): ui.game_id for ui, b in zip(self.games, self.buttons)}
        extras = iter(self.extras)
        for ui in self.games:
            for _ in ui.extras:
                self.game_of[id(next(extras))] = ui.game_id
        bottom = min(b.y for b in self.buttons)
        self.list = UnfinishedList(self.ui, self.unfinished, bottom - 14, LIST_LEFT, LIST_WIDTH,
                                   self.resume, self.ask_discard)
        self.parade = Parade([t for t in map(troupe_of, self.games) if t is not None], feet=bottom + FEET)
        # Each troupe's sprites, made once: facing the menu, and mirrored for walking away.
        self.figures: list[arcade.SpriteList[arcade.Sprite]] = []
        self.facing: list[list[tuple[arcade.Texture, arcade.Texture]]] = []
        for troupe in self.parade.troupes:
            textures = [(t, t.flip_left_right()) for t in (*troupe.left, *troupe.right)]
            sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
            for texture, _ in textures:
                sprites.append(arcade.Sprite(texture, scale=SCALE))
            self.figures.append(sprites)
            self.facing.append(textures)
        self.place_figures()

    def place_figures(self) -> None:
        if not self.figures:
            return
        sprites, textures = self.figures[self.parade.shown], self.facing[self.parade.shown]
        for p in self.parade.placements():
            sprite = sprites[p.figure]
            texture = textures[p.figure][1 if p.away else 0]
            if sprite.texture is not texture:
                sprite.texture = texture
            sprite.center_x = p.x
            sprite.center_y = p.y + sprite.height / 2

    def update(self, dt: float) -> None:
        checker = self.checker
        if checker is not None and checker.changed and not checker.running:
            checker.changed = False
            self.build()
        self.parade.update(dt)
        self.place_figures()

    def resume(self, match: Unfinished | None) -> None:
        if self.checker is not None:
            self.checker.wait()        # never two openers of one journal
        self.director.resume_path(match.path if match is not None else None)

    def draw(self) -> None:
        super().draw()
        if self.figures:
            self.figures[self.parade.shown].draw(pixelated=True)

    def hover(self, x: float, y: float) -> None:
        found = self.ui.hover(x, y)
        self.parade.point_at(self.game_of.get(id(found)) if found is not None else None)

    def new_match(self, ui: GameUI) -> None:
        """A new match of `ui`'s game; while a match is unfinished, the player is asked first."""
        if not self.unfinished:
            ui.new_match(self.app)
            return
        newest = self.unfinished[0]
        self.app.show(ConfirmScreen(self.app, self.director, tr("confirm.new.title"),
                                    tr("confirm.new.text", match=describe(newest)), [
                                        (tr("confirm.new.start"), lambda: ui.new_match(self.app)),
                                        (tr("confirm.new.resume"), lambda: self.resume(newest)),
                                        (tr("confirm.back"), self.director.title)]))

    def ask_discard(self, match: Unfinished) -> None:
        def discard() -> None:
            if self.checker is not None:
                self.checker.wait()
            discard_journal(match.path)
            self.director.title()

        choices = [(tr("confirm.discard.yes"), discard), (tr("confirm.back"), self.director.title)]
        self.app.show(ConfirmScreen(self.app, self.director, tr("confirm.discard.title"),
                                    tr("confirm.discard.text", match=describe(match)), choices))

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
        self.back = backdrop(self.ui)
        self.ui.label(tr("settings.title"), WIDTH // 2, 290, pal.GOLD, size=18, anchor_x="center")
        menu(self.ui, [
            (tr("settings.language"), self.toggle_language, True),
            (tr("settings.speed", speed=tr(f"settings.speed.{s.speed}")), self.cycle_speed, True),
            (tr("settings.scale", n=int(self.app.canvas.scale)), self.cycle_scale, not s.fullscreen),
            (tr("settings.fullscreen", state=tr("settings.on" if s.fullscreen else "settings.off")),
             self.toggle_fullscreen, True),
            (tr("settings.volume", volume=tr("settings.volume.n", n=s.volume) if s.volume else tr("settings.off")),
             self.cycle_volume, True),
            (tr("settings.keep_last", n=tr("settings.keep_last.n", n=s.keep_last) if s.keep_last
                else tr("settings.keep_last.all")), self.cycle_keep_last, True),
            (tr("menu.back"), self.director.title, True),
        ], top=232, width=240)
        # What "keep only the newest N" does, under the menu: nothing is removed until a match is saved.
        self.ui.box(WIDTH // 2 - 230, 23, 460, 31, pal.PANEL)
        self.ui.label(tr("settings.keep_last.help"), WIDTH // 2, 42, pal.WHITE, small=True, anchor_x="center",
                      width=440, align="center")

    def changed_setting(self) -> None:
        self.app.settings.save()
        self.build()

    def toggle_language(self) -> None:
        language().toggle()
        self.app.settings.language = language().code
        self.changed_setting()

    def cycle_speed(self) -> None:
        self.app.settings.speed = SPEEDS[(SPEEDS.index(self.app.settings.speed) + 1) % len(SPEEDS)]
        self.changed_setting()

    def cycle_scale(self) -> None:
        """Window size as a whole multiple of the native 640x360 (x1, x2, x3)."""
        from game.shell.canvas import HEIGHT as H
        from game.shell.canvas import WIDTH as W

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

    def cycle_keep_last(self) -> None:
        """All, then the newest 1000 ... 50. Nothing is removed here: only when a match is saved."""
        s = self.app.settings
        s.keep_last = KEEP_LAST[(KEEP_LAST.index(s.keep_last) + 1) % len(KEEP_LAST)] if s.keep_last in KEEP_LAST else 0
        self.changed_setting()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.build()

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.director.title()
