"""The games the window offers. A game's window package registers its entry point with
one line (`register_ui(GameUI(...))`); `game/uis.py` imports the built-in ones. The title
screen lists an entry only when its engine game is registered too, so a game not yet
written is simply absent."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.kernel import registry

if TYPE_CHECKING:
    from game.shell.director import Director
    from game.shell.viewer.replay_model import ReplayModel
    from game.shell.viewer.screen import StageFactory
    from replays.simulate import Loaded

# A loaded replay and a perspective -> the game's viewer model and its stage.
ReplayView = Callable[["Loaded", str], tuple["ReplayModel", "StageFactory"]]


@dataclass(frozen=True)
class GameUI:
    game_id: str
    name_key: str                                 # the catalog key of the game's name
    new_match: Callable[[Director], None]         # opens the game's match setup
    replay_view: ReplayView | None = None         # its board in the replay viewer (else words)


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
