"""Where a game's learning opens: its title entries (tutorial, rules) and H over its match
screen, for every game that hands its `Learning` through `GameUI.learn`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

import game.shell.learn.strings  # noqa: F401  (the entries' words join the catalog)
from game.shell.learn.model import Learning
from game.shell.ui import ui_of

if TYPE_CHECKING:
    from game.shell.app import GameWindow

HELP_KEYS = (arcade.key.H, arcade.key.F1)


def learning_of(game_id: str) -> Learning | None:
    ui = ui_of(game_id)
    return ui.learn() if ui is not None and ui.learn is not None else None


def open_rules(window: GameWindow, game_id: str, back: Callable[[], None] | None = None) -> None:
    """The game's rules pages; Back returns to `back`, by default the title."""
    from game.shell.learn.rules_screen import RulesScreen

    learning = learning_of(game_id)
    if learning is None:
        return
    director = window.director
    back = back or (director.title if director is not None else window.close)
    window.show(RulesScreen(window, learning, back))


def open_tutorial(window: GameWindow, game_id: str) -> None:
    learning = learning_of(game_id)
    if learning is not None and learning.course is not None:
        learning.course.begin(window, 0)


def title_entries(game_id: str, tutorial: bool = True) -> tuple[tuple[str, Callable[[GameWindow], None]], ...]:
    """The title's entries beside the game's new-match button (`GameUI.extras`)."""
    rules: tuple[tuple[str, Callable[[GameWindow], None]], ...] = (
        ("learn.rules", lambda window: open_rules(window, game_id)),)
    if not tutorial:
        return rules
    return (("learn.tutorial", lambda window: open_tutorial(window, game_id)),) + rules


def offer_first(window: GameWindow, game_id: str, play: Callable[[], None]) -> None:
    """A game's first new match offers its tutorial, once (`Settings.offered`); later ones,
    and games without a tutorial, go straight to `play`."""
    from game.shell.confirm import ConfirmScreen
    from game.shell.i18n import known, tr
    from game.shell.learn.tutorial import mark_offered, offered

    learning, director, ui = learning_of(game_id), window.director, ui_of(game_id)
    if offered(window, game_id) or learning is None or learning.course is None or director is None or ui is None:
        play()
        return
    mark_offered(window, game_id)
    # A game may say what its own tutorial covers (`<course>.offer.text`); else the shell's words.
    own = f"{learning.course.key}.offer.text"
    text = tr(own) if known(own) else tr("learn.offer.text", game=tr(ui.name_key))
    window.show(ConfirmScreen(window, director, tr("learn.offer.title"), text, [
                                  (tr("learn.tutorial"), lambda: open_tutorial(window, game_id)),
                                  (tr("learn.offer.no"), play), (tr("menu.back"), director.title)]))


def help_key(window: GameWindow, symbol: int) -> bool:
    """H (or F1) over a game's match screen opens the game's rules, and Back returns to that
    same screen; the shell routes it, so no game's table binds it. False when not taken."""
    director, screen, controller = window.director, window.current, window.controller
    if (symbol not in HELP_KEYS or director is None or screen is None or controller is None
            or screen is not director.match_screen):
        return False
    if learning_of(controller.game.game_id) is None:
        return False
    open_rules(window, controller.game.game_id, lambda: window.show(screen))
    return True
