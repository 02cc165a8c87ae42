"""The games this build knows, by id. A game registers itself with one line in its
package (`register(GAME, __name__)`). The built-in games are imported by `engine.games`;
any installed distribution adds games through the entry point group `GAME_PLUGINS`
(each entry names a game's module or its game object), so a game made outside this
repository appears in every command, the viewer and the title once it is installed.
A game made elsewhere (a test's) is found again in another process through its module's
name (`module_of`)."""

from __future__ import annotations

import importlib
import warnings
from importlib import metadata

from engine.kernel.game import AnyGame

GAME_PLUGINS = "elemental_mage_battle.games"

_GAMES: dict[str, AnyGame] = {}
_MODULES: dict[str, str] = {}
_LOADED: list[bool] = []
_PROBLEMS: list[str] = []


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
    _load()
    return tuple(_GAMES.values())


# What a file or a command that names no game means: files written before there were
# several games are this one's, and the commands kept its behaviour as their default.
DEFAULT_GAME = "mage_battle"


def default() -> AnyGame:
    """The game a file or a command that names none means (DEFAULT_GAME)."""
    return get(DEFAULT_GAME)


def get(game_id: str, module: str | None = None) -> AnyGame:
    """The game called `game_id`; `module` (from `module_of`) imports one not yet known."""
    _load()
    if game_id not in _GAMES and module is not None:
        importlib.import_module(module)
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r} (this build knows {', '.join(sorted(_GAMES))})") from None


def module_of(game: AnyGame) -> str:
    return _MODULES[game.game_id]


def plugin_problems() -> tuple[str, ...]:
    """One line per installed game that failed to load (it is left out, the rest play)."""
    _load()
    return tuple(_PROBLEMS)


def _load() -> None:
    if _LOADED:
        return
    _LOADED.append(True)
    # Built-ins by import, not only by entry point: a standalone build or a checkout used
    # without installing has no distribution metadata to read.
    importlib.import_module("engine.games")
    for entry in metadata.entry_points(group=GAME_PLUGINS):
        try:
            loaded = entry.load()
        except Exception as error:   # any failure of a third party's import leaves its game out
            _left_out(f"game plugin {entry.name!r} ({entry.value}) failed to load: {type(error).__name__}: {error}")
            continue
        game = getattr(loaded, "GAME", loaded)
        if not isinstance(getattr(game, "game_id", None), str):
            _left_out(f"game plugin {entry.name!r} ({entry.value}) names no game (no game_id)")
            continue
        if game.game_id not in _GAMES:
            register(game, entry.module)


def _left_out(line: str) -> None:
    _PROBLEMS.append(line)
    warnings.warn(line, stacklevel=3)
