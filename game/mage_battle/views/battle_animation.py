"""The battle screen's animation queue: the steps planned for each batch of events (steps.py),
played one after the other on the board pane — begin, tween, finish — with their sounds, the
duel close-up and the banner; skipped all at once by Space or a click; dropped unplayed when
another person sits down in hot-seat play (they were planned from the previous seat's view).

What a finished step means for the rest of the screen (the log reaching its events, the
board settling on a new view) is the screen's business: it hears of it through the two
callbacks, `on_step` after every step and `on_rest` when the last one is done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.mage_battle import Side
from engine.mage_battle import events as ev
from engine.mage_battle.view import PlayerView
from game.mage_battle.views.battle_board_pane import BoardPane
from game.mage_battle.views.common import Banner, begin_beat, waiting_armies
from game.mage_battle.views.cues import StepSounds
from game.mage_battle.views.duel import DuelScene
from game.mage_battle.views.steps import Step, plan, tween
from game.shell import palette as pal

LiveStep = Step[PlayerView]
# The stretch of a duel step during which its close-up covers the board (the rest zooms in and out).
HOLD_FROM, HOLD_TO = 0.15, 0.88


class AnimationQueue:
    def __init__(self, pane: BoardPane, listener: Side | None,
                 on_step: Callable[[LiveStep], None], on_rest: Callable[[LiveStep], None]) -> None:
        """`listener`: whose wins sound like wins."""
        self.pane = pane
        self.listener = listener
        self.on_step, self.on_rest = on_step, on_rest
        self.steps: list[LiveStep] = []
        self.duel: DuelScene | None = None
        self.banner = Banner()
        self.sounds = StepSounds()
        self._duel_base: int | None = None   # the duel step whose close-up is already on the canvas

    def plan(self, events: Sequence[ev.Event], views: Sequence[PlayerView],
             speed: Callable[[float], float]) -> tuple[list[LiveStep], int | None]:
        """The steps of a batch from the seat's views before each event and after the last,
        and the next battle's number if one starts."""
        return plan(events, views, speed)

    def add(self, steps: list[LiveStep]) -> None:
        """Queue `steps` and (re)begin the step at the head."""
        self.steps.extend(steps)
        if self.steps:
            self.begin(self.steps[0])

    def begin(self, step: LiveStep) -> None:
        board, space = self.pane.board, self.pane.board.space
        if step.kind == "duel":
            self.duel = DuelScene(step.data["duel"])
        if step.kind == "move":
            board.sync(step.before)
        if step.kind == "settle":
            removed = step.data["removed"]
            cells = {i: cell for i in removed if (cell := step.before.mages[i].cell) is not None}
            positions = {i: space.centre(cell) for i, cell in cells.items()}
            board.sync(step.after, positions=positions, fading={i: 1.0 for i in positions})
            step.data["fading"] = tuple(positions)
        if step.kind == "declare":
            board.sync(step.before)
            board.clear_marks()
            board.mark(step.data["area"], pal.alpha(pal.ORANGE, 120))
        if step.kind == "won":
            board.sync(step.before)
            begin_beat(board, step)
        if step.kind in ("card", "won", "scroll") or "title" in step.data:
            self.banner.show(step)
        if step.kind == "scroll":
            board.clear_marks()
            board.sync(step.before)
            # The next battle's armies already stand on their formation cells, one board to the right.
            self.pane.next_field = waiting_armies(step.after.mages if step.data["next"] is not None else (), space)

    def finish(self, step: LiveStep) -> None:
        self.duel = None
        self.pane.rest_camera()
        self.pane.board.cast.clear()
        self.on_step(step)
        self.steps.pop(0)
        if self.steps:
            self.begin(self.steps[0])
        else:
            self.on_rest(step)

    def animate(self, dt: float) -> None:
        step = self.steps[0]
        before = step.t / step.duration if step.duration else None
        step.t += dt
        if before is not None:
            # Animated steps only: "skip animations" (duration 0) and Space/click skips stay silent.
            self.sounds.advance(step, before, min(1.0, step.t / step.duration), self.listener)
        if step.t >= step.duration:
            self.finish(step)
            return
        tween(step, step.t / step.duration if step.duration else 1.0, self.pane.board, self.pane.world)

    def skip(self) -> None:
        """Space or a click: finish every queued animation at once."""
        while self.steps:
            self.finish(self.steps[0])

    def drop(self) -> None:
        """Forget the queued steps unplayed."""
        self.steps.clear()
        self.duel = None
        self.pane.rest_camera()

    # ---- drawing -------------------------------------------------------------------
    def holding_duel(self) -> tuple[LiveStep | None, float, bool]:
        """The step at the head, its progress, and whether a duel close-up covers the screen."""
        step = self.steps[0] if self.steps else None
        p = step.t / step.duration if step is not None and step.duration else 1.0
        return step, p, step is not None and step.kind == "duel" and self.duel is not None and HOLD_FROM <= p <= HOLD_TO

    def repaint_only(self) -> bool:
        # The close-up's band is opaque: after its first frame only the band needs painting.
        step, _, holding = self.holding_duel()
        return holding and self._duel_base == id(step)

    def paint_band_only(self) -> bool:
        """Paint just the close-up when last frame's canvas already holds the rest; else note
        whether this frame starts a close-up and leave the painting to the screen."""
        step, p, holding = self.holding_duel()
        if holding and self._duel_base == id(step) and self.duel is not None:
            self.draw_duel(p)
            return True
        self._duel_base = id(step) if holding else None
        return False

    def draw_duel(self, p: float) -> None:
        if self.duel is not None:
            self.duel.draw((p - HOLD_FROM) / (HOLD_TO - HOLD_FROM))

    def draw_banner(self) -> None:
        step = self.steps[0] if self.steps else None
        if step is not None and (step.kind in ("scroll", "won", "card") or "title" in step.data):
            self.banner.draw()
