"""What if, for any game: commands played on from a replay's state with the engine's own
`step`, the replay and its cursor never touched, and the what-if's life on a stage.

`play_on` gives what every game's what-if stages: the state before the last command, that
command's events (the reveal, the combat) and the state after; `PlayedOn.views` the
perspective's view before each event and after the last. `WhatIfStage` is the stage's
part every game shares: the key opens the game's panel to compose one, the engine's
answer is staged under the game's banner, and the key again or a click on the board goes
back to the replay. What a game changes, and how its board draws the answer, stay its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from engine.kernel.seats import Audience
from game.shell.viewer.stage import PANEL_X
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.shell.viewer.panels import Panel
    from game.shell.viewer.screen import ViewerScreen

BOARD_BOTTOM = 104      # above the transport: a click higher on the board leaves a what-if


@dataclass(frozen=True)
class PlayedOn:
    """Commands played on by `game`: the state before the last one, its events, the state after."""

    game: Any = field(repr=False, compare=False)
    start: Any
    events: tuple[Any, ...]
    after: Any

    def views(self, seat: Audience) -> list[Any]:
        """The perspective's view before each event and after the last (what a stage's show takes)."""
        state, out = self.start, [self.game.view(self.start, seat)]
        for event in self.events:
            state = self.game.apply(state, event)
            out.append(self.game.view(state, seat))
        return out


def play_on(game: Any, state: Any, commands: Iterable[Any]) -> tuple[Any, tuple[Any, ...], Any]:
    """(state before the last command, its events, the state after), each command through
    the engine's `step` (RuleError for one the rules refuse; nothing is guessed)."""
    start, events = state, ()
    for command in commands:
        start = state
        state, events = game.step(state, command)
    return start, tuple(events), state


W = TypeVar("W", bound=PlayedOn)


class WhatIfStage(Generic[W]):
    """The stage's what-if: `whatif` while one shows (None at the replay), under `banner`.
    A stage names its panel, its banner and how it stages an answer; `refresh` and `finish`
    are the stage's own (the replay at rest; the end of a running animation)."""

    screen: ViewerScreen
    whatif: W | None
    banner: Ui

    def whatif_panel(self) -> Panel:
        raise NotImplementedError

    def whatif_banner(self, result: W) -> Ui:
        raise NotImplementedError

    def stage_whatif(self, result: W) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        raise NotImplementedError

    def leave_whatif(self) -> None:
        """Back at the replay: called by the stage's `refresh`."""
        self.whatif = None
        self.banner = Ui()

    def toggle_whatif(self) -> None:
        self.screen.pause()
        if self.whatif is not None:
            self.refresh()
            return
        self.finish()
        self.screen.show_panel(self.whatif_panel())

    def start_whatif(self, result: W) -> None:
        """Stage the engine's answer on the board, under its banner."""
        self.screen.close_panel()
        self.whatif = result
        self.banner = self.whatif_banner(result)
        self.stage_whatif(result)

    def click_back(self, x: float, y: float) -> bool:
        """A click on the board while a what-if shows: back to the replay."""
        if self.whatif is not None and x < PANEL_X and y > BOARD_BOTTOM:
            self.refresh()
            return True
        return False
