"""Elemental Mage Battle's panel in the replay viewer: the what-if outcomes of an
engagement side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine.mage_battle.elements import Winner
from game.mage_battle.board import element_texture
from game.mage_battle.viewer import whatif
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.viewer.panels import BOTTOM, LEFT, H, Panel, W, close_button, message_panel

if TYPE_CHECKING:
    from game.mage_battle.viewer.model import ViewerModel
    from game.shell.viewer.screen import ViewerScreen


# ---- what if ------------------------------------------------------------------------

def outcome_text(o: whatif.Outcome) -> str:
    if o.winner is None:
        return tr("v.whatif.backfire", n=o.amount)
    if o.winner == Winner.ATTACKER:
        return tr("v.whatif.hit", n=o.amount)
    if o.winner == Winner.DEFENDER:
        return tr("v.whatif.counter", n=o.amount)
    return tr("v.whatif.nothing")


def whatif_panel(screen: ViewerScreen, model: ViewerModel) -> Panel:
    found = whatif.find(model, model.position)
    if found is None:
        return message_panel(screen, tr("v.whatif"), tr("v.whatif.none"))
    if model.audience is not None and model.position <= found.revealed_at:
        # Before the reveal a side may not learn the other's secret layers or choices.
        return message_panel(screen, tr("v.whatif"), tr("v.whatif.hidden"))
    rows = whatif.resolve(found)
    attacker = model.label(found.attacker)
    title = (tr("v.whatif.title", mage=attacker, element=tr(f"element.{found.element.key}"))
             if found.element is not None else tr("v.whatif.title.none", mage=attacker))
    panel = Panel(title)
    panel.data["rows"] = rows
    panel.ui.label(tr("v.whatif.hint"), LEFT + W // 2, BOTTOM + H - 32, pal.SILVER, anchor_x="center", small=True)
    top = BOTTOM + H - 50
    row_h = min(34, (H - 80) // max(1, len(rows)))
    for r, row in enumerate(rows):
        y = top - r * row_h
        mage = found.before.mages[row.target]
        panel.ui.label(f"{model.label(row.target)} {tr(f'job.{mage.job.name}')}", LEFT + 10, y - 14,
                       pal.side_colour(mage.side, light=True), small=True)
        for k, o in enumerate(row.outcomes):
            x = LEFT + 80 + k * 92
            if o.actual:
                panel.icons.append(arcade.Sprite(_frame(), center_x=x + 8, center_y=y - 10))
                panel.ui.label(tr("v.whatif.actual"), x + 18, y - 27, pal.GOLD, small=True)
            panel.icons.append(arcade.Sprite(element_texture(o.element), center_x=x + 8, center_y=y - 10))
            colour = pal.GREEN if o.winner == Winner.DEFENDER else pal.CRIMSON_LIGHT if o.winner is not None \
                and o.winner == Winner.ATTACKER else pal.SILVER
            text = outcome_text(o)
            if row.target in o.removed:
                text += " · " + tr("v.whatif.removed")
            panel.ui.label(text, x + 18, y - 14, colour, small=True)
    close_button(panel, screen)
    return panel


def _frame() -> arcade.Texture:
    from game.shell import assets

    return assets.frame(18, 18, pal.GOLD, 2)
