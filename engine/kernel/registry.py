"""The games this build knows, by id. A game registers itself with one line in its
package (`register(GAME)`); `engine.games` imports the built-in ones. A game made
elsewhere (a test's) is found again in another process through its module's name."""

from __future__ import annotations

import importlib

from engine.kernel.game import AnyGame

_GAMES: dict[str, AnyGame] = {}
_MODULES: dict[str, str] = {}


class UnknownGame(ValueError):
    pass


def register(game: AnyGame, module: str) -> AnyGame:
    """Add `game`, defined in `module` (importing that module registers it again)."""
    known = _GAMES.get(game.game_id)
    if known is not None and known is not game and _MODULES[game.game_id] != module:
        raise ValueError(f"two games claim the id {game.game_id!r}")
    _GAMES[game.game_id] = game
    _MODULES[game.game_id] = module
    return game


def games() -> tuple[AnyGame, ...]:
    _builtins()
    return tuple(_GAMES.values())


# What a file or a command that names no game means: files written before there were
# several games are this one's, and the commands kept its behaviour as their default.
DEFAULT_GAME = "mage_battle"


def default() -> AnyGame:
    """The game a file or a command that names none means (DEFAULT_GAME)."""
    return get(DEFAULT_GAME)


def get(game_id: str, module: str | None = None) -> AnyGame:
    """The game called `game_id`; `module` (from `module_of`) imports one not yet known."""
    _builtins()
    if game_id not in _GAMES and module is not None:
        importlib.import_module(module)
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r} (this build knows {', '.join(sorted(_GAMES))})") from None


def module_of(game: AnyGame) -> str:
    return _MODULES[game.game_id]


def _builtins() -> None:
    importlib.import_module("engine.games")
