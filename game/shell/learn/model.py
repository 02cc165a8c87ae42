"""What a game teaches with, as data: its rules pages (a title, a text and a picture
each) and its tutorial's lessons (steps that say what to do, check it was done from the
commands the match received, hint, and refuse what the step does not want). Catalog keys
are built from the names: `<pages_key>.<page>.title` / `.text`, and for a lesson
`<course.key>.<lesson>.title`, `.<step>` (what to do), `.<step>.hint`, `.<step>.wrong`,
`.done` (what happened, once its last step is done) and `<course.key>.end.text`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import arcade

from game.shell.canvas import WIDTH
from game.shell.common import backdrop
from game.shell.learn.draw import Band, Sprites
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.app import GameWindow, Screen



@dataclass(frozen=True, slots=True)
class Shown:
    """The rule set a rules page teaches (the match in play's when it is this game's, else
    the game's defaults) and its numbers by name, as the page's text cites them: a picture
    draws its numbers from these too, so a draft's pages never picture the defaults."""

    rules: Any              # the game's own rule set type; each game's pictures narrow it
    values: Mapping[str, object]


# Draws a page's picture into its band: boxes and labels on the Ui, sprites in the list,
# every number from the rule set shown.
Picture = Callable[[Ui, Sprites, Band, Shown], None]


@dataclass(frozen=True, slots=True)
class Page:
    name: str
    picture: Picture


def anything(command: Any) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class Step:
    name: str
    # Done when true of (the person's own commands since the step began, whether the match is over).
    done: Callable[[Sequence[Any], bool], bool]
    # A person's command this step lets through; any other is refused with the step's `.wrong`.
    allows: Callable[[Any], bool] = anything


@dataclass(frozen=True, slots=True)
class Lesson:
    name: str
    steps: tuple[Step, ...]


def resting(screen: Screen) -> bool:
    """Nothing left to animate on a match screen (its queue of scenes is empty): a step is
    judged only once the player has seen what it did."""
    return not getattr(screen, "queue", None) and getattr(screen, "scene", None) is None


@dataclass(frozen=True, slots=True)
class Course:
    key: str
    lessons: tuple[Lesson, ...]
    # Starts the lesson of that index: the game's lesson director takes the window over.
    begin: Callable[[GameWindow, int], None]
    box: tuple[int, int, int, int] = (0, 18, WIDTH, 86)     # the coach box: x, y, width, height
    resting: Callable[[Screen], bool] = resting


@dataclass(frozen=True, slots=True)
class Learning:
    game_id: str
    pages_key: str
    pages: tuple[Page, ...]
    course: Course | None = None
    # The menus' ground (the tutorial's end): a game may stand its figures there.
    backdrop: Callable[[Ui], arcade.SpriteList[arcade.Sprite]] = backdrop
