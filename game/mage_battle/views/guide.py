"""The element guide under the board: each element's strengths, weaknesses and cancel
partner, read from the rule set's tables (rulebook v0.4 note), never written out by hand."""

from __future__ import annotations

import arcade

from engine.mage_battle import Element
from engine.mage_battle.tables import Tables
from game.mage_battle.board import element_texture
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui


def build_guide(tables: Tables) -> tuple[Ui, arcade.SpriteList[arcade.Sprite]]:
    """Each element's strengths, weaknesses and cancel partner, from the rule set's tables."""
    ui = Ui()
    icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
    t = tables
    elements = tuple(Element)
    rows = (("guide.beats", pal.GREEN), ("guide.weak", pal.CRIMSON_LIGHT), ("guide.cancels", pal.SKY))
    # Row headers once at the left, then one column per element.
    headers = [ui.label(tr(key), 4, 64 - r * 18, colour, small=True) for r, (key, colour) in enumerate(rows)]
    left = max(int(h.content_width) for h in headers) + 10
    width = (WIDTH - left) // len(elements)
    for i, e in enumerate(elements):
        x = left + i * width
        icons.append(arcade.Sprite(element_texture(e), center_x=x + 6, center_y=90))
        ui.label(tr(f"element.{e.key}"), x + 14, 86, pal.WHITE, small=True)
        columns = ([o for o in elements if t.beats[e][o]], [o for o in elements if t.beats[o][e]],
                   [o for o in elements if t.cancels[e][o]])
        for r, items in enumerate(columns):
            for k, o in enumerate(items):
                icons.append(arcade.Sprite(element_texture(o), center_x=x + 6 + k * 13, center_y=68 - r * 18))
        if e in (Element.LIGHT, Element.DARK) and not columns[1]:
            # Light and dark meet only in the x1 mutual counter (R14).
            rival = Element.DARK if e == Element.LIGHT else Element.LIGHT
            icons.append(arcade.Sprite(element_texture(rival), center_x=x + 6, center_y=50))
            ui.label("x1", x + 16, 46, pal.STONE, small=True)
    ui.label(tr("guide.rule"), 4, 6, pal.STONE, small=True)
    return ui, icons
