"""The battle screen's side panel, right of the board. Top to bottom: the selected mage (name,
cell and HP, its layers as icons, a few extra lines) and both sides' cards (`MagePanel`), the
foe line (battle_foe), the event log (battle_log); while attacking, the element choices and
the priest's orientation over the lower half (`AttackChoices`).

Separate objects, made by battle_layout in the order their labels always were: they share
the screen's one `Ui` (one batch of texts), and overlapping texts draw in making order.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from engine.mage_battle import Element
from game.mage_battle.board import element_texture
from game.mage_battle.views.battle_foe import FoeLine
from game.mage_battle.views.battle_log import LogPane
from game.mage_battle.views.battle_presenter import LayerIcon, PanelShown
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Action, Button, Ui, line_pitch, set_text

ELEMENT_CHOICES = 9     # as many elements as a mage can hold


def element_name(e: Element | None) -> str:
    return tr(f"element.{e.key}") if e is not None else tr("element.none")


PITCH = 13              # small text's lines, baseline to baseline
GAP = 5                 # between the panel's blocks


class MagePanel:
    def __init__(self, ui: Ui, x: int) -> None:
        self.left = x + 6
        self.title = ui.label("", self.left, 314, pal.WHITE)
        self.place = ui.label("", self.left, 299, pal.SILVER, small=True)
        self.layers = ui.label("", self.left, 285, pal.SILVER, small=True)
        self.extra = ui.label("", self.left, 270, pal.SILVER, small=True, width=150)
        self.card = ui.label("", self.left, 232, pal.VIOLET, small=True, width=152)
        for label in (self.extra, self.card):
            line_pitch(label, PITCH)
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def show(self, shown: PanelShown) -> None:
        set_text(self.title, shown.title)
        self.title.color = shown.title_colour
        set_text(self.place, shown.place)
        set_text(self.layers, shown.layers)
        set_text(self.extra, shown.extra)
        set_text(self.card, shown.card)
        self._layer_icons(shown.layer_icons)

    def bottom(self) -> int:
        """Where the mage's lines end (the card and what follows go under it)."""
        last = self.extra if self.extra.text else self.layers
        return int(last.bottom)

    def place_card(self, top: int) -> None:
        """The card lines with their first line's top at `top`."""
        self.card.y = top - int(self.card.top - self.card.y)

    def _layer_icons(self, icons: tuple[LayerIcon, ...]) -> None:
        """One icon per distinct element, right of the "layers" word; a held pair framed in gold."""
        self.icons.clear()
        left = self.left + int(self.layers.content_width) + 10
        for k, icon in enumerate(icons):
            x = left + k * 22
            self.icons.append(arcade.Sprite(element_texture(icon.element), center_x=x, center_y=289))
            if icon.doubled:
                self.icons.append(arcade.Sprite(assets.frame(14, 14, pal.GOLD, 1), center_x=x, center_y=289))

    def draw_icons(self) -> None:
        self.icons.draw(pixelated=True)


def stack_under(card: arcade.Text, foe: FoeLine, log: LogPane) -> None:
    """The foe line and the log start under the card lines, however many they wrap to."""
    below = foe.place_under(card)
    log.place(int(below.bottom) - GAP)


class AttackChoices:
    def __init__(self, ui: Ui, x: int, choose_element: Callable[[int], None], toggle_orient: Action) -> None:
        left = x + 6
        self.element_buttons: list[Button] = []
        for i in range(ELEMENT_CHOICES):
            b = ui.button(left + (i % 5) * 30, 268 - (i // 5) * 30, 26, 26, "", lambda i=i: choose_element(i))
            b.set_state(visible=False)
            self.element_buttons.append(b)
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.options: tuple[Element | None, ...] = ()
        self.chosen: int | None = None
        self.orient = ui.button(left, 200, 148, 18, "", toggle_orient, small=True, tip=tr("tip.orient"))
        self.orient.set_state(visible=False)

    def show(self, shown: PanelShown) -> None:
        self.options = shown.elements
        self.chosen = shown.chosen
        self.orient.set_state(visible=shown.orient is not None)
        if shown.orient is not None:
            self.orient.set_label(shown.orient)

    def place(self, top: int) -> int:
        """The element buttons (rows of five) and the orientation button from `top` down;
        returns where they end (`top` when none is shown)."""
        self.icons.clear()
        options = self.options
        left = self.element_buttons[0].x
        for i, b in enumerate(self.element_buttons):
            b.move_to(left + (i % 5) * 30, top - 26 - (i // 5) * 30)
            b.set_state(visible=i < len(options), active=i == self.chosen)
            if i < len(options):
                b.tip = tr("tip.element", element=element_name(options[i]), n=i + 1)
                self.icons.append(arcade.Sprite(element_texture(options[i]), center_x=b.x + 13, center_y=b.y + 13))
        rows = (len(options) + 4) // 5
        bottom = top - rows * 30 + 4 if rows else top
        if self.orient.visible:
            self.orient.move_to(left, bottom - 18 - (GAP if rows else 0))
            bottom = self.orient.y
        return bottom

    def draw_icons(self) -> None:
        self.icons.draw(pixelated=True)
