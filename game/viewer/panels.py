"""The viewer's overlays over the board: what-if outcomes side by side, continue-from-here
choices; and the bug-report export at the cursor."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

import arcade

from engine import Side
from engine.ai.agents import LEVELS
from engine.mage_battle.elements import Winner

from game import palette as pal
from game.board import element_texture
from game.i18n import tr
from game.viewer import branch, whatif
from game.widgets import Ui, draw_batch

if TYPE_CHECKING:
    from game.viewer.model import ViewerModel
    from game.viewer.replay_model import ReplayModel
    from game.viewer.screen import ViewerScreen

LEFT, BOTTOM, W, H = 8, 110, 464, 212


class PanelData(TypedDict, total=False):
    rows: tuple[whatif.Row, ...]     # the what-if outcomes shown
    side: Side                       # the side the person takes in a continued match


class Panel:
    def __init__(self, title: str) -> None:
        self.ui = Ui()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.ui.box(LEFT, BOTTOM, W, H, pal.PANEL, border=pal.GOLD)
        self.ui.label(title, LEFT + W // 2, BOTTOM + H - 18, pal.GOLD, anchor_x="center")
        self.data: PanelData = {}

    def contains(self, x: float, y: float) -> bool:
        return LEFT <= x < LEFT + W and BOTTOM <= y < BOTTOM + H

    def click(self, x: float, y: float) -> bool:
        return self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.icons.draw(pixelated=True)
        draw_batch(self.ui.batch)


def _close_button(panel: Panel, screen: ViewerScreen) -> None:
    panel.ui.button(LEFT + W - 64, BOTTOM + 6, 58, 18, tr("v.cancel"), screen.close_panel, tip="[Esc]", small=True)


def _message_panel(screen: ViewerScreen, title: str, message: str) -> Panel:
    panel = Panel(title)
    panel.ui.label(message, LEFT + 12, BOTTOM + H - 44, pal.WHITE, small=True, width=W - 24)
    _close_button(panel, screen)
    return panel


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
        return _message_panel(screen, tr("v.whatif"), tr("v.whatif.none"))
    if model.audience is not None and model.position <= found.revealed_at:
        # Before the reveal a side may not learn the other's secret layers or choices.
        return _message_panel(screen, tr("v.whatif"), tr("v.whatif.hidden"))
    rows = whatif.resolve(found)
    element = tr(f"element.{found.element.key}") if found.element is not None else tr("element.none")
    panel = Panel(tr("v.whatif.title", mage=model.label(found.attacker), element=element))
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
    _close_button(panel, screen)
    return panel


def _frame() -> arcade.Texture:
    from game import assets

    return assets.frame(18, 18, pal.GOLD, 2)


# ---- continue from here --------------------------------------------------------------

def continue_panel(screen: ViewerScreen, model: ViewerModel) -> Panel:
    why = branch.can_continue(model, model.position)
    if why is not None:
        return _message_panel(screen, tr("v.continue"), tr(why))
    upto = model.boundaries.index(model.action_stop_at_or_before(model.position))
    panel = Panel(tr("v.cont.title", n=upto))
    panel.data["side"] = Side.TEAL
    side_button = panel.ui.button(LEFT + W // 2 - 80, BOTTOM + H - 50, 160, 20, "", lambda: None, small=True)

    def refresh_side() -> None:
        side_button.set_label(tr("v.cont.side", side=tr(f"side.{panel.data['side'].key}")))

    def flip() -> None:
        panel.data["side"] = panel.data["side"].other
        refresh_side()

    side_button.action = flip
    refresh_side()
    for i, level in enumerate(LEVELS):
        panel.ui.button(LEFT + W // 2 - 100, BOTTOM + H - 80 - i * 24, 200, 20, tr(f"level.{level}"),
                        lambda level=level: go(level), small=True)
    panel.ui.button(LEFT + W // 2 - 100, BOTTOM + H - 80 - len(LEVELS) * 24, 200, 20, tr("v.cont.hotseat"),
                    lambda: go(None), small=True)

    def go(opponent: str | None) -> None:
        screen.close_panel()
        branch.start(screen.director, model, model.position, opponent, panel.data["side"])

    _close_button(panel, screen)
    return panel


# ---- bug report ------------------------------------------------------------------------

def write_bug_report(model: ReplayModel, redacted: bool) -> str:
    """Export a bundle cut at the command around the cursor; the message to show."""
    from pathlib import Path

    from replays.bugreport import bug_report, write_bug_report as write
    from replays.storage import data_dir

    try:
        upto = max(0, model.command_index())
        side = model.perspective if model.perspective != "all" else model.header.seat_names[0]
        report = bug_report(model.loaded, upto, side if redacted else None)
        stem = Path(model.loaded.where).name.split(".")[0] + f"-upto-{upto}" + (f"-{side}-only" if redacted else "")
        folder = data_dir() / "bug-reports"
        folder.mkdir(parents=True, exist_ok=True)
        path = write(report, folder / f"{stem}.bugreport.json")
        return tr("v.bug.saved", path=str(path))
    except Exception as error:  # a failed export is reported in the window, never raised
        return tr("v.bug.failed", error=" ".join(str(error).split())[:160])
