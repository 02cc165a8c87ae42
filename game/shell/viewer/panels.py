"""The viewer's overlays over the board (a game's stage fills them: Elemental Mage Battle's
what-if and continue-from-here), and the bug-report export at the cursor."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import arcade

from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.logs import survived
from game.shell.widgets import Ui, draw_batch

if TYPE_CHECKING:
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import ViewerScreen
    from replays.review_cache import Reviewed

LEFT, BOTTOM, W, H = 8, 110, 464, 212


class Panel:
    def __init__(self, title: str) -> None:
        self.ui = Ui()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.ui.box(LEFT, BOTTOM, W, H, pal.PANEL, border=pal.GOLD)
        self.ui.label(title, LEFT + W // 2, BOTTOM + H - 18, pal.GOLD, anchor_x="center")
        self.data: dict[str, Any] = {}      # what the panel shows, for its game and the tests

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


def close_button(panel: Panel, screen: ViewerScreen) -> None:
    panel.ui.button(LEFT + W - 64, BOTTOM + 6, 58, 18, tr("v.cancel"), screen.close_panel, tip="[Esc]", small=True)


def message_panel(screen: ViewerScreen, title: str, message: str) -> Panel:
    panel = Panel(title)
    panel.ui.label(message, LEFT + 12, BOTTOM + H - 44, pal.WHITE, small=True, width=W - 24)
    close_button(panel, screen)
    return panel


# ---- bug report ------------------------------------------------------------------------

def write_bug_report(model: ReplayModel, redacted: bool, reviewed: Reviewed | None = None) -> str:
    """Export a bundle cut at the command around the cursor, with the match's review
    when it has been computed; the message to show."""
    from pathlib import Path

    from replays.bugreport import bug_report
    from replays.bugreport import write_bug_report as write
    from replays.storage import data_dir

    try:
        upto = max(0, model.command_index())
        side = model.perspective if model.perspective != "all" else model.header.seat_names[0]
        report = bug_report(model.loaded, upto, side if redacted else None, reviewed)
        stem = Path(model.loaded.where).name.split(".")[0] + f"-upto-{upto}" + (f"-{side}-only" if redacted else "")
        folder = data_dir() / "bug-reports"
        folder.mkdir(parents=True, exist_ok=True)
        path = write(report, folder / f"{stem}.bugreport.json")
        return tr("v.bug.saved", path=str(path))
    except Exception as error:  # a failed export is reported in the window, never raised
        survived("exporting a bug report", error)
        return tr("v.bug.failed", error=" ".join(str(error).split())[:160])


# ---- continue from here --------------------------------------------------------------

def default_seats(model: ReplayModel) -> list[str]:
    """Who plays each seat on, before any click: the replay's own players (a person stays
    a person, an AI keeps its level), so that going on from a match against the advanced
    is against the advanced again. A match of AIs alone gives its first seat to the
    person watching, who is the one about to play; a level this game no longer offers
    becomes its first."""
    levels = model.game.levels
    picked = ["human" if p.kind == "human" else p.level if p.level in levels else levels[0]
              for p in model.header.players]
    if "human" not in picked:
        picked[0] = "human"
    return picked


def continue_panel(screen: ViewerScreen, model: ReplayModel) -> Panel:
    """Who plays each seat of the match continued from here: a person, or an AI level
    (a click cycles through them); then Play."""
    from game.shell.viewer import branch
    from replays import ai, human

    why = branch.refusal(model, model.position)
    if why is not None:
        return message_panel(screen, tr("v.continue"), tr(why))
    upto = model.boundaries.index(model.continue_boundary(model.position))
    panel = Panel(tr("v.cont.title", n=upto))
    choices = ("human", *model.game.levels)
    picked = default_seats(model)
    panel.data["seats"] = picked

    def label(seat: int) -> str:
        who = tr("v.who.human") if picked[seat] == "human" else opponent_name(picked[seat])
        return tr("v.cont.seat", seat=model.seat_label(seat), who=who)

    def cycle(seat: int) -> None:
        picked[seat] = choices[(choices.index(picked[seat]) + 1) % len(choices)]
        buttons[seat].set_label(label(seat))

    buttons = [panel.ui.button(LEFT + W // 2 - 110, BOTTOM + H - 56 - seat * 26, 220, 20, label(seat),
                               partial(cycle, seat), tip=tr("v.tip.cont.seat"), small=True)
               for seat in range(len(picked))]
    panel.ui.label(tr("v.tip.cont.seat"), LEFT + W // 2, BOTTOM + H - 50 - len(picked) * 26, pal.SILVER,
                   anchor_x="center", small=True)

    def play() -> None:
        screen.close_panel()
        branch.start(screen.app, model, model.position,
                     [human() if who == "human" else ai(who) for who in picked])

    panel.ui.button(LEFT + W // 2 - 60, BOTTOM + 34, 120, 20, tr("v.cont.play"), play, small=True)
    close_button(panel, screen)
    return panel
