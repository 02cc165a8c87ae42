"""The rules screen: a game's pages, each a picture over a few lines of text. The text
box is as tall as its text in the current language and the picture takes the rest of the
page, so neither is left half empty. Opened from the title, from a match (H) and from
the tutorial; Back returns where it was opened.

A page's text names the rule set's numbers by field (`{hand_limit}`), never as literals:
the screen fills them from the rules of the match in play when it is this game's (a
draft's own numbers), else from the game's default rules, so a tuned draft never
teaches yesterday's values. The page's picture gets the same rule set and numbers
(`Shown`) and draws its hearts, limits and costs from them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any

import arcade

import game.shell.learn.strings  # noqa: F401  (the screen's words join the catalog)
from engine.kernel import registry
from game.shell import palette as pal
from game.shell.app import Screen
from game.shell.canvas import WIDTH
from game.shell.common import backdrop
from game.shell.i18n import tr
from game.shell.learn.draw import Band, Sprites
from game.shell.learn.model import Learning, Shown
from game.shell.ui import ui_of
from game.shell.widgets import Button, Ui, line_pitch

if TYPE_CHECKING:
    from game.shell.app import GameWindow

# The text box under the picture: its bottom and width are fixed, its height follows the text.
TEXT_X, TEXT_Y, TEXT_W = 20, 40, WIDTH - 40
PITCH = 15                  # the body's line pitch
ASCENT = 12                 # the first baseline under the text's top
PAD = 6                     # between the text and its box, above and below
BAND_TOP = 320              # the picture band ends under the heading
GAP = 12                    # from the text's top to the band's bottom (both boxes' borders between)


class RulesScreen(Screen):
    def __init__(self, app: GameWindow, learning: Learning, back: Callable[[], None], page: int = 0,
                 rules: Any = None) -> None:
        super().__init__(app)
        self.learning = learning
        self.back_to = back
        self.page = page
        self.given_rules = rules        # a rule set to teach (a draft's, for its pictures), else the match's
        self.build()

    @property
    def pages(self) -> int:
        return len(self.learning.pages)

    def rules(self) -> Any:
        """The rules given, else those of the match in play when it is this game's, else the
        game's defaults."""
        if self.given_rules is not None:
            return self.given_rules
        controller = self.app.controller
        if controller is not None and controller.game.game_id == self.learning.game_id:
            return controller.match.rules
        return registry.get(self.learning.game_id).default_rules()

    def build(self) -> None:
        learning = self.learning
        page = learning.pages[self.page]
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.sprites: Sprites = arcade.SpriteList()
        ui = self.ui
        game = ui_of(learning.game_id)
        rules = self.rules()
        values = rule_values(rules)
        self.heading = ui.label(tr(f"{learning.pages_key}.{page.name}.title", **values), WIDTH // 2, 334, pal.GOLD,
                                size=18,
                                anchor_x="center")
        # The body first, to measure it: the text box fits its lines, the picture gets the rest.
        self.body = ui.label(tr(f"{learning.pages_key}.{page.name}.text", **values), TEXT_X, 0, pal.WHITE,
                             width=TEXT_W)
        line_pitch(self.body, PITCH)
        self.text_h = int(self.body.content_height) + 2
        self.body.y = TEXT_Y + self.text_h - ASCENT
        self.band = Band(TEXT_Y + self.text_h + GAP, BAND_TOP - TEXT_Y - self.text_h - GAP)
        band = self.band
        ui.box(band.x, band.y - 4, band.w, band.h + 8, pal.alpha(pal.PANEL, 235), border=pal.INK)
        texts, boxes = len(ui.texts), len(ui.sprites)
        page.picture(ui, self.sprites, band, Shown(rules, values))
        # What the picture drew, for the tests that check it stays in and fills its band.
        self.picture_labels = ui.texts[texts:]
        self.picture_boxes = [ui.sprites[i] for i in range(boxes, len(ui.sprites))]
        ui.box(TEXT_X - 8, TEXT_Y - PAD, TEXT_W + 16, self.text_h + 2 * PAD, pal.alpha(pal.OUTLINE, 235),
               border=pal.INK)
        self.prev: Button = ui.button(20, 8, 100, 20, tr("learn.prev"), lambda: self.turn(-1), tip="[←]")
        self.next: Button = ui.button(WIDTH - 230, 8, 100, 20, tr("learn.next"), lambda: self.turn(1), tip="[→]")
        self.close_button: Button = ui.button(WIDTH - 120, 8, 100, 20, tr("menu.back"), self.back_to, tip="[Esc]")
        self.prev.set_state(enabled=self.page > 0)
        self.next.set_state(enabled=self.page < self.pages - 1)
        # Whose rules these are, under the pages (the heading takes the top's whole width).
        name = tr(game.name_key) if game is not None else tr("learn.rules")
        ui.label(tr("learn.page", game=name, n=self.page + 1, total=self.pages), WIDTH // 2 - 60, 14, pal.SILVER,
                 anchor_x="center", small=True)

    def turn(self, by: int) -> None:
        page = max(0, min(self.pages - 1, self.page + by))
        if page != self.page:
            self.page = page
            self.build()

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.sprites.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        self.ui.batch.draw()

    def click(self, x: float, y: float, button: int) -> None:
        self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol in (k.RIGHT, k.PAGEDOWN, k.SPACE):
            self.turn(1)
        elif symbol in (k.LEFT, k.PAGEUP):
            self.turn(-1)
        elif symbol in (k.ESCAPE, k.H, k.F1):
            self.back_to()


# A game's numbers its pages cite that are no single field: a count, a sum, a series
# (fatigue's second draw, the mages a side fields), by the rule set's type. The game's
# learning module adds them when it is imported (`derive_rule_values`).
DERIVED: dict[type, Callable[[Any], dict[str, object]]] = {}


def derive_rule_values(kind: type, values: Callable[[Any], dict[str, object]]) -> None:
    """Names a page may cite beside the fields of a `kind` rule set."""
    DERIVED[kind] = values


def rule_values(rules: Any, prefix: str = "") -> dict[str, object]:
    """A rule set's numbers and words by field name, for a page's text to name (a nested
    part's fields as `part_field`; a table of numbers entry by entry from 1, `field_1`),
    with the numbers its game derives from them."""
    values: dict[str, object] = {}
    if not is_dataclass(rules):
        return values
    for f in fields(rules):
        value = getattr(rules, f.name)
        if is_dataclass(value):
            values.update(rule_values(value, f"{prefix}{f.name}_"))
        elif isinstance(value, (int, float, str)) and not isinstance(value, bool):
            values[f"{prefix}{f.name}"] = value
        elif isinstance(value, tuple) and value and all(type(item) is int for item in value):
            values.update({f"{prefix}{f.name}_{k}": item for k, item in enumerate(value, start=1)})
    derived = DERIVED.get(type(rules))
    if derived is not None:
        values.update({f"{prefix}{name}": value for name, value in derived(rules).items()})
    return values
