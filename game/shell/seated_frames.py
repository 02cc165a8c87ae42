"""The setup's and the result's frames of a seated game (game/shell/seated.py): the words
and buttons over the backdrop, the seats' figures over them, and the keys every such
screen answers alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

import arcade

from game.shell import sound
from game.shell.common import MenuScreen, backdrop
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.shell.seated import SeatedDirector

C = TypeVar("C")


def next_choice(choices: Sequence[C], current: C) -> C:
    """The choice after `current`, round again after the last (a seat's person or AI level)."""
    return choices[(choices.index(current) + 1) % len(choices)]


class SetupFrame(MenuScreen):
    """A seated game's setup: its words and buttons (`ui`) over the backdrop, the seats'
    figures over them; Enter begins, Esc goes back to the title."""

    director: SeatedDirector

    def __init__(self, app: GameWindow, director: SeatedDirector) -> None:
        super().__init__(app, director)
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.figures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def begin(self) -> None:
        raise NotImplementedError

    def draw(self) -> None:
        super().draw()
        self.figures.draw(pixelated=True)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.director.title()
        elif symbol == arcade.key.ENTER:
            self.begin()


class ResultFrame(MenuScreen):
    """A seated game's result: the ended match (`controller`), read from the first person's
    seat (or the first seat: the result is public), its words over the backdrop and its
    figures over them. Enter starts a new match, Esc goes to the title; a game's `saved`
    replay line takes its own keys first."""

    director: SeatedDirector

    def __init__(self, app: GameWindow, director: SeatedDirector) -> None:
        super().__init__(app, director)
        self.controller = app.in_play()
        self.humans = sorted(self.controller.humans)
        self.seat = self.humans[0] if self.humans else 0
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.figures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def play_verdict(self, winner: int | None) -> None:
        """One person hears their own win or loss; several people, or none, a fanfare."""
        if len(self.humans) == 1:
            sound.play("match_won" if winner == self.humans[0] else "match_lost")
        else:
            sound.play("fanfare")

    def own_key(self, symbol: int) -> bool:
        """A key of the game's own (the saved replay's, a rematch); True when taken."""
        return False

    def draw(self) -> None:
        super().draw()
        self.figures.draw(pixelated=True)

    def key(self, symbol: int, modifiers: int) -> None:
        if self.own_key(symbol):
            return
        if symbol == arcade.key.ENTER:
            self.director.new_match()
        elif symbol == arcade.key.ESCAPE:
            self.director.title()
