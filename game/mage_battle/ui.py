"""Elemental Mage Battle in the window's list of games: how a match starts and resumes,
how its replays are shown, how its seats look, its figures on the menus."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import arcade

from engine.mage_battle import Job, Side
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.learn.routes import offer_first, title_entries
from game.shell.ui import GameUI, Placeholders, SeatLook, register_ui

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.shell.app import GameWindow
    from game.shell.controller import Batch, MatchController
    from game.shell.learn.model import Learning
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import StageFactory, ViewerScreen
    from game.shell.viewer.stage import Stage
    from replays import Journal
    from replays.resimulate import Loaded


def _new_match(window: GameWindow) -> None:
    from game.mage_battle.director import MageDirector

    director = MageDirector.take_over(window)
    offer_first(window, "mage_battle", director.new_match)


def _resume(window: GameWindow, journal: Journal) -> None:
    from game.mage_battle.director import MageDirector

    MageDirector.take_over(window).go_on(journal)


def _learn() -> Learning:
    from game.mage_battle.views.rules_pages import learning

    return learning()


def _replay_view(loaded: Loaded, perspective: str) -> tuple[ReplayModel, StageFactory]:
    from game.mage_battle.viewer.model import ViewerModel
    from game.mage_battle.viewer.stage import MageStage

    model = ViewerModel(loaded, perspective)

    def stage(screen: ViewerScreen) -> Stage:
        return MageStage(screen, model)

    return model, stage


def _seat_look(seat: int) -> SeatLook:
    from game.mage_battle.board import mage_texture

    side = Side(seat)
    colour = pal.TEAL_DARK if side == Side.TEAL else pal.CRIMSON_DARK
    return SeatLook(tr(f"side.{side.key}"), colour, mage_texture(Job.S, side, "0"))


def _parade() -> tuple[Sequence[arcade.Texture], Sequence[arcade.Texture]]:
    from game.mage_battle.board import figures

    return figures()


def _branch_refusal(model: ReplayModel, boundary: int) -> str | None:
    from game.mage_battle.viewer.branch import refusal

    return refusal(model, boundary)


def _hotseat(window: GameWindow, seats: int, seed: int) -> None:
    from game.mage_battle.director import MageDirector

    MageDirector.take_over(window).start_match(None, seed)


def _play_command(window: GameWindow, command: Any) -> bool:
    from game.mage_battle.director import MageDirector
    from game.mage_battle.views.battle import BattleScreen

    screen = window.current
    if isinstance(screen, BattleScreen):
        return screen.submit(command)
    if window.controller is None or not window.controller.submit(command):
        return False
    MageDirector.take_over(window).advance()
    return True


def _recap(controller: MatchController, batches: Sequence[Batch]) -> list[str]:
    from engine.mage_battle import events as ev
    from engine.mage_battle.state import label_in
    from game.mage_battle.log import describe

    view = controller.view(0)       # for the mages' labels and the cells' names only: public
    events = [e for b in batches for e in b.events if not isinstance(e, ev.CardDealt)]
    return describe(events, None, view.tables, lambda i: label_in(view.mages, i))


# Stand-ins for this game's sprites missing from assets/: a mage figure, an element icon, a
# heart of the HP bar, a shrine and a card by their sprites' sizes; a seat's sprites in its colour.
PLACEHOLDERS = Placeholders(
    sizes={"mage": (24, 30), "element": (12, 12), "heart": (7, 6), "shrine": (24, 24), "card": (16, 16)},
    colours={"teal": pal.TEAL, "crimson": pal.CRIMSON},
)

UI = register_ui(GameUI("mage_battle", "game.mage_battle", _new_match, _replay_view, _resume, _branch_refusal,
                        _seat_look, _parade, hotseat=_hotseat,
                        play_command=_play_command, recap=_recap, extras=title_entries("mage_battle"), learn=_learn,
                        placeholders=PLACEHOLDERS))
