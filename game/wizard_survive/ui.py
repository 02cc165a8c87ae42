"""Wizard Survive in the window's list of games: how a game starts and resumes, how its
seats look (the curtain's figure), its wizards on the menus."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import arcade

import game.wizard_survive.strings  # noqa: F401  (its part of the catalog)
import game.wizard_survive.strings_learn  # noqa: F401  (its rules pages and lessons)
from engine.wizard_survive.ai import equilibrium
from game.shell.learn.routes import offer_first, title_entries
from game.shell.ui import GameUI, Placeholders, SeatLook, register_ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.shell.controller import Batch, MatchController
    from game.shell.learn.model import Learning
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import StageFactory, ViewerScreen
    from game.shell.viewer.stage import Stage
    from replays import Journal
    from replays.resimulate import Loaded


def _new_match(window: GameWindow) -> None:
    from game.wizard_survive.director import WizardDirector

    director = WizardDirector.take_over(window)
    offer_first(window, "wizard_survive", director.new_match)


def _resume(window: GameWindow, journal: Journal) -> None:
    from game.wizard_survive.director import WizardDirector

    WizardDirector.take_over(window).go_on(journal)


def _replay_view(loaded: Loaded, perspective: str) -> tuple[ReplayModel, StageFactory]:
    from game.wizard_survive.viewer.model import WsViewerModel
    from game.wizard_survive.viewer.stage import WsStage

    model = WsViewerModel(loaded, perspective)

    def stage(screen: ViewerScreen) -> Stage:
        return WsStage(screen, model)

    return model, stage


def _branch_refusal(model: ReplayModel, boundary: int) -> str | None:
    from game.wizard_survive.viewer.branch import refusal

    return refusal(model, boundary)


def _seat_look(seat: int) -> SeatLook:
    from game.wizard_survive import look

    return SeatLook(look.seat_name(seat), look.seat_colour(seat, 0), look.curtain_figure(seat))


def _parade() -> tuple[Sequence[arcade.Texture], Sequence[arcade.Texture]]:
    from game.wizard_survive import look

    return [look.wizard(0), look.wizard(1)], [look.wizard(2), look.wizard(3)]


def _hotseat(window: GameWindow, seats: int, seed: int) -> None:
    from game.wizard_survive.director import WizardDirector

    WizardDirector.take_over(window).start_match([None] * seats, seed, ai_process=False)


def _play_command(window: GameWindow, command: Any) -> bool:
    from game.wizard_survive.views.table import TableScreen

    screen, controller = window.current, window.controller
    if not isinstance(screen, TableScreen) or controller is None:
        return False
    played = len(controller.batches)
    screen.commit(command)
    return len(controller.batches) > played


def _recap(controller: MatchController, batches: Sequence[Batch]) -> list[str]:
    from engine.wizard_survive import events as ev
    from game.wizard_survive.words import TABLE, event_words

    # Steps' starts are the table's rhythm, not news; the rest is said as every seat reads it.
    public = [e for b in batches for e in b.events if e.audience is None and not isinstance(e, ev.StepStarted)]
    return [line for line in (event_words(e, TABLE) for e in public) if line]


def _learn() -> Learning:
    from game.wizard_survive.learn import learning

    return learning()


UI = register_ui(GameUI("wizard_survive", "game.wizard_survive", _new_match, replay_view=_replay_view,
                        resume=_resume, branch_refusal=_branch_refusal, seat_look=_seat_look, parade=_parade,
                        hotseat=_hotseat, play_command=_play_command,
                        recap=_recap, extras=title_entries("wizard_survive"), learn=_learn,
                        # a draft's equilibrium, solved on the AI's first choice, reports each round
                        ai_progress=equilibrium.reporting,
                        # The lives' hearts (`heart_full`) at their sprite's size when assets/ lacks them.
                        placeholders=Placeholders(sizes={"heart": (7, 6)})))
