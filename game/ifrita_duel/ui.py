"""Ifrita Duel in the window's list of games: how a match starts and resumes, its board
in the replay viewer (continued from any decision: the shell's own refusals suffice),
how its seats look (the curtain's Ifrita), and its troupe on the title (each Ifrita
leading units of her side)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import game.ifrita_duel.strings  # noqa: F401  (its part of the catalog)
import game.ifrita_duel.strings_learn  # noqa: F401  (its rules pages and lessons)
from game.shell import palette as pal
from game.shell.learn.routes import offer_first, title_entries
from game.shell.ui import GameUI, Placeholders, SeatLook, register_ui

if TYPE_CHECKING:
    from collections.abc import Sequence

    import arcade

    from game.shell.app import GameWindow
    from game.shell.controller import Batch, MatchController
    from game.shell.learn.model import Learning
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import StageFactory, ViewerScreen
    from game.shell.viewer.stage import Stage
    from replays import Journal
    from replays.resimulate import Loaded


def _new_match(window: GameWindow) -> None:
    from game.ifrita_duel.director import DuelDirector

    director = DuelDirector.take_over(window)
    offer_first(window, "ifrita_duel", director.new_match)


def _resume(window: GameWindow, journal: Journal) -> None:
    from game.ifrita_duel.director import DuelDirector

    DuelDirector.take_over(window).go_on(journal)


def _replay_view(loaded: Loaded, perspective: str) -> tuple[ReplayModel, StageFactory]:
    from game.ifrita_duel.viewer.model import DuelViewerModel
    from game.ifrita_duel.viewer.stage import DuelStage

    model = DuelViewerModel(loaded, perspective)

    def stage(screen: ViewerScreen) -> Stage:
        return DuelStage(screen, model)

    return model, stage


def _seat_look(seat: int) -> SeatLook:
    from game.ifrita_duel import look

    return SeatLook(look.side_name(seat), look.side_colour(seat), look.hero_texture(seat))


# The title's parade: each Ifrita leads units of her side's colours, drawn as the
# generator's figures (a unit's motif on a clear ground, not its painted picture), the
# outermost first, every one facing the menu (those drawn facing away are mirrored).
PARADE = {0: ("tide_seer", "shield_squire", "grove_warden"), 1: ("lava_charger", "ember_imp", "grave_viper")}
FACING_LEFT = frozenset({"thornback_boar"})       # figures drawn facing left; the rest face right or front


def _parade() -> tuple[Sequence[arcade.Texture], Sequence[arcade.Texture]]:
    from game.ifrita_duel import look
    from game.shell import assets

    teal = [look.hero_texture(0), *(look.figure(c, mirrored=c in FACING_LEFT) for c in PARADE[0])]
    crimson = [assets.flipped("id_hero_crimson"), *(look.figure(c, mirrored=c not in FACING_LEFT) for c in PARADE[1])]
    return teal, crimson


def _hotseat(window: GameWindow, seats: int, seed: int) -> None:
    from game.ifrita_duel.director import DuelDirector

    director = DuelDirector.take_over(window)
    director.opponent = None
    director.start_match(seed, ai_process=False)


def _play_command(window: GameWindow, command: Any) -> bool:
    from game.ifrita_duel.views.table import TableScreen

    screen, controller = window.current, window.controller
    if not isinstance(screen, TableScreen) or controller is None:
        return False
    played = len(controller.batches)       # a batch per command played (the screens never read the match)
    screen.submit(command)
    return len(controller.batches) > played


def _recap(controller: MatchController, batches: Sequence[Batch]) -> list[str]:
    from game.ifrita_duel import words

    return [line for b in batches for line in words.lines(b.events, controller.seat_views(b, 0), public=True)]


def _learn() -> Learning:
    from game.ifrita_duel.learn import learning

    return learning()


UI = register_ui(GameUI("ifrita_duel", "game.ifrita_duel", _new_match, replay_view=_replay_view, resume=_resume,
                        seat_look=_seat_look, parade=_parade, hotseat=_hotseat,
                        play_command=_play_command, recap=_recap, extras=title_entries("ifrita_duel"),
                        learn=_learn,
                        # A hero's stand-in in its side's colour when assets/ lacks its figure.
                        placeholders=Placeholders(colours={"teal": pal.TEAL, "crimson": pal.CRIMSON})))
