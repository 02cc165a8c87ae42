"""A game's part of the replay viewer: the `Stage` draws the match at the cursor (its
board, its top bar) and animates the steps between two positions; the viewer screen
around it is the same for every game (transport, scrubber, perspectives, event list,
bug reports). `TextStage` shows a game that has no board of its own: the words of its
view at the cursor."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from game.shell import palette as pal
from game.shell.widgets import Ui, draw_batch, set_text

if TYPE_CHECKING:
    from game.shell.viewer.replay_model import ReplayModel

PANEL_X = 480      # the board's width; the side panel with the event list starts here


@dataclass(frozen=True)
class StageAction:
    """A button the stage adds to the viewer's lower row, with its key."""

    label_key: str
    tip_key: str
    key: int
    action: Callable[[], None]
    width: int = 80


class Stage(Protocol):
    def refresh(self) -> None:
        """Show the cursor's position at rest."""

    def animate(self, start: int, end: int, speed: float) -> bool:
        """Begin animating the events between two positions; False when nothing animates."""

    @property
    def busy(self) -> bool:
        """An animation is running."""

    def finish(self) -> None:
        """End a running animation, showing the cursor's position at rest."""

    def update(self, dt: float, speed: float) -> None: ...

    def draw_world(self) -> None:
        """Under the viewer's panes: the board."""

    def draw_overlay(self) -> None:
        """Over them: close-ups, banners, a hovered thing's box."""

    def hover(self, x: float, y: float) -> str | None:
        """The hint for what is under the pointer, if the stage has one."""

    def click(self, x: float, y: float) -> bool: ...

    def actions(self) -> Sequence[StageAction]: ...


class TextStage:
    """The stage of a game without a board in the window: its top line says who moved,
    and the board's place lists the game's view at the cursor as plain words."""

    def __init__(self, model: ReplayModel) -> None:
        self.model = model
        self.ui = Ui()
        self.txt_mover = self.ui.label("", 4, 340, pal.WHITE)
        self.txt_view = self.ui.label("", 8, 318, pal.SILVER, small=True, width=PANEL_X - 16)
        self.txt_view.anchor_y = "top"
        self.refresh()

    def refresh(self) -> None:
        set_text(self.txt_mover, self.model.mover())
        set_text(self.txt_view, view_text(self.model.view()))

    def animate(self, start: int, end: int, speed: float) -> bool:
        return False

    @property
    def busy(self) -> bool:
        return False

    def finish(self) -> None:
        pass

    def update(self, dt: float, speed: float) -> None:
        pass

    def draw_world(self) -> None:
        pass

    def draw_overlay(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        draw_batch(self.ui.batch)

    def hover(self, x: float, y: float) -> str | None:
        return None

    def click(self, x: float, y: float) -> bool:
        return False

    def actions(self) -> Sequence[StageAction]:
        return ()


def view_text(view: object) -> str:
    """A view's fields, one per line (`piles: (3, 0, 2)`), or its text when it has none."""
    fields = getattr(view, "__dataclass_fields__", None)
    if not fields:
        return str(view)
    return "\n".join(f"{name}: {getattr(view, name)}" for name in fields)
