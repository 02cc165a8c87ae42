"""The games the window offers. A game's window package registers its entry point with
one line (`register_ui(GameUI(...))`); `game/uis.py` imports the built-in ones. The title
screen lists an entry only when its engine game is registered too, so a game not yet
written is simply absent."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import arcade

from engine.kernel import registry
from game.shell import palette as pal

if TYPE_CHECKING:
    from game.shell.ai_worker import ProgressScope
    from game.shell.app import GameWindow
    from game.shell.controller import Batch, MatchController
    from game.shell.learn.model import Learning
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import StageFactory
    from replays import Journal
    from replays.resimulate import Loaded

# A loaded replay and a perspective -> the game's viewer model and its stage.
ReplayView = Callable[["Loaded", str], tuple["ReplayModel", "StageFactory"]]


@dataclass(frozen=True)
class SeatLook:
    """How the window shows a seat: its name, its colour, a figure for the curtain."""

    name: str
    colour: tuple[int, int, int, int]
    figure: arcade.Texture | None = None


Colour = tuple[int, int, int, int]


@dataclass(frozen=True)
class Placeholders:
    """How the window stands in for a game's sprites missing from `assets/` (`assets.texture`):
    a size per kind of sprite, the first word of its name (`mage` of `mage_S_teal_0`), and a
    colour per word anywhere in its name (a seat's, say). The game names these, not the shell,
    since only the game knows its sprites."""

    sizes: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    colours: Mapping[str, Colour] = field(default_factory=dict)


@dataclass(frozen=True)
class GameUI:
    game_id: str
    name_key: str                                           # the catalog key of the game's name
    new_match: Callable[[GameWindow], None]                 # opens the game's match setup
    replay_view: ReplayView | None = None                   # its board in the replay viewer (else words)
    resume: Callable[[GameWindow, Journal], None] | None = None   # plays on a resumed journal's match
    # Why a match cannot be continued from a replay's position (a catalog key), or None.
    branch_refusal: Callable[[ReplayModel, int], str | None] | None = None
    seat_look: Callable[[int], SeatLook] | None = None
    # Figures for the title's parade: (left, right) rows.
    parade: Callable[[], tuple[Sequence[arcade.Texture], Sequence[arcade.Texture]]] | None = None
    # Starts a match of `seats` people at this screen (hot-seat) from `seed`, without AI
    # processes: the no-leak tests drive every game's hand-offs through it.
    hotseat: Callable[[GameWindow, int, int], None] | None = None
    # Plays a command through the screen shown, as the seated person's controls would (with
    # whatever the screen does after it, such as handing the screen over); False when the
    # screen cannot take it now. Scripts and tests drive matches through it.
    play_command: Callable[[GameWindow, Any], bool] | None = None
    # The public events of these batches in the game's words: what the hot-seat curtain
    # tells the person taking the seat happened while they looked away.
    recap: Callable[[MatchController, Sequence[Batch]], list[str]] | None = None
    # More entries beside the game's own on the title screen: (catalog key of the label, opener),
    # e.g. a tutorial or a rules screen.
    extras: Sequence[tuple[str, Callable[[GameWindow], None]]] = ()
    # The game's rules pages and tutorial lessons, as data (game/shell/learn): the shell's
    # rules screen and tutorial runner show them, and H over the match screen opens them.
    learn: Callable[[], Learning] | None = None
    # A scope a long AI choice reports its progress in, run in the AI's process (module
    # level, so it pickles): Wizard Survive's first solve of a draft's equilibrium. The
    # controller keeps the latest report (`MatchController.ai_progress`).
    ai_progress: ProgressScope | None = None
    # The stand-ins for its sprites when `assets/` lacks them.
    placeholders: Placeholders = Placeholders()


_UIS: dict[str, GameUI] = {}


def register_ui(ui: GameUI) -> GameUI:
    _UIS[ui.game_id] = ui
    return ui


def ui_of(game_id: str) -> GameUI | None:
    import game.uis  # noqa: F401

    return _UIS.get(game_id)


def game_uis() -> tuple[GameUI, ...]:
    """The registered games the window can play, in registration order."""
    import game.uis  # noqa: F401  (the built-in games register on import)

    known = {g.game_id for g in registry.games()}
    return tuple(ui for ui in _UIS.values() if ui.game_id in known)


def seat_look(game_id: str, seat: int, seats: int) -> SeatLook:
    """The game's look of a seat, or the game's name for it and a neutral colour."""
    ui = ui_of(game_id)
    if ui is not None and ui.seat_look is not None:
        return ui.seat_look(seat)
    return SeatLook(registry.get(game_id).seat_names(seats).name(seat), pal.INK)


def placeholder_look(name: str) -> tuple[tuple[int, int] | None, Colour | None]:
    """The size and colour the registered games give the stand-in of sprite `name` (each
    None when no game names it). Sprite names are shared by every game's `assets/`, so the
    first game to name a kind or a word speaks for all; the games agree (a test checks)."""
    import game.uis  # noqa: F401  (the built-in games register on import)

    kind, words = name.split("_")[0], name.split("_")
    size = next((ui.placeholders.sizes[kind] for ui in _UIS.values() if kind in ui.placeholders.sizes), None)
    colour = next((ui.placeholders.colours[w] for w in words for ui in _UIS.values()
                   if w in ui.placeholders.colours), None)
    return size, colour
