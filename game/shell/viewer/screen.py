"""The replay viewer screen, the same for every game: the transport (to the start or end,
by action, by each level of stops the game marks, play and speed), the scrubber with the
game's marks, the perspective of everyone or of one seat, the event list, bug reports, a match's
review for a game with a reviewer (review_job, review_view), and the game's stage (its
board and animations; words alone for a game without one).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import arcade

from game.shell import palette as pal
from game.shell.app import GameWindow, Screen
from game.shell.canvas import WIDTH
from game.shell.common import battle_frame
from game.shell.i18n import known, tr
from game.shell.logs import survived
from game.shell.viewer import panels
from game.shell.viewer.eventlist import EventList
from game.shell.viewer.replay_model import ReplayModel
from game.shell.viewer.review_job import ReviewJob, reviewer_missing
from game.shell.viewer.review_model import cursor_move
from game.shell.viewer.review_view import LIST_ROWS as STRIP_ROWS
from game.shell.viewer.review_view import ProgressView, ReviewView
from game.shell.viewer.stage import PANEL_X, Stage
from game.shell.viewer.timeline import Timeline
from game.shell.widgets import ELLIPSIS, Action, Button, Measure, Ui, draw_batch, set_text
from replays.better_move import play_better
from replays.errors import ReplayError

if TYPE_CHECKING:
    from game.shell.director import Director

LIST_ROWS = 13         # the event list's rows (fewer while the review's strip shows)
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 0.0)      # 0: instant, no animation
# Keys of the finer and the coarser level of stops (a turn, a battle).
LEVEL_KEYS = ((arcade.key.BRACKETLEFT, arcade.key.BRACKETRIGHT), (arcade.key.PAGEUP, arcade.key.PAGEDOWN))
KEY_NAMES = {arcade.key.BRACKETLEFT: "[", arcade.key.BRACKETRIGHT: "]", arcade.key.PAGEUP: "PgUp",
             arcade.key.PAGEDOWN: "PgDn"}

StageFactory = Callable[["ViewerScreen"], Stage]


class ViewerScreen(Screen):
    def __init__(self, app: GameWindow, director: Director, model: ReplayModel, stage: StageFactory,
                 parent: ViewerScreen | None = None, caption: str = "") -> None:
        super().__init__(app)
        self.director = director
        self.model = model
        self.parent = parent        # a what-if line's screen returns to the match's
        self.caption = caption
        self.playing = False
        self.wait = 0.0
        self.speed_index = {0: 5, 2: 2, 3: 0}.get(app.settings.speed, 1)   # the settings speed: skip, fast, slow
        self.dragging = False
        self.drag_to: float | None = None
        self.clock = 0.0
        self.list_at = -1.0
        self.list_dirty = False
        self.panel: panels.Panel | None = None
        self.message = ""
        self.levels = model.levels()[:1] + model.levels()[1:][-1:]     # the finest and the coarsest
        self.review_job: ReviewJob | None = None
        self.review: ReviewView | None = None
        self.review_shown = False
        self.review_progress: ProgressView | None = None
        self.stage = stage(self)
        self.build()
        self.refresh()

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    # ================================================================ layout
    def build(self) -> None:
        ui = self.ui = Ui()
        battle_frame(ui, PANEL_X)
        self.persp_buttons: dict[str, Button] = {}
        for i, (p, (x, y, w, h)) in enumerate(zip(self.model.perspectives, self._perspective_places())):
            self.persp_buttons[p] = ui.button(x, y, w, h, self._perspective_name(p),
                                              lambda p=p: self.set_perspective(p), tip=self._perspective_tip(p, i),
                                              small=True)
        ui.label(tr("v.events"), PANEL_X + 6, 316, pal.GOLD, small=True)
        self.events_panel = EventList(PANEL_X + 1, 312, 158, LIST_ROWS)
        self.timeline = Timeline(10, 86, WIDTH - 20, self.model.total, self.model.marks)
        y = 58
        specs: list[tuple[str, Action, str]] = [("|<", self.to_start, tr("v.tip.start"))]
        for level in reversed(self.levels):
            specs.append((self._word(f"v.prev_{level}"), lambda level=level: self.prev_stop(level),
                          self._level_tip(level, 0)))
        specs += [(tr("v.prev_action"), self.prev_action, tr("v.tip.prev_action")),
                  (tr("v.play"), self.toggle_play, tr("v.tip.play")),
                  (tr("v.next_action"), self.next_action, tr("v.tip.next_action"))]
        for level in self.levels:
            specs.append((self._word(f"v.next_{level}"), lambda level=level: self.next_stop(level),
                          self._level_tip(level, 1)))
        specs.append((">|", self.to_end, tr("v.tip.end")))
        self.transport: list[Button] = []
        for i, (label, action, tip) in enumerate(specs):
            self.transport.append(ui.button(4 + i * 42, y, 40, 18, label, action, tip=tip, small=True))
        self.btn_play = self.transport[2 + len(self.levels)]
        self.btn_slower = ui.button(388, y, 18, 18, "-", self.slower, tip=tr("v.tip.slower"), small=True)
        self.btn_speed = ui.button(408, y, 62, 18, "", self.toggle_instant, tip=tr("v.tip.instant"), small=True)
        self.btn_faster = ui.button(472, y, 18, 18, "+", self.faster, tip=tr("v.tip.faster"), small=True)
        self.txt_status = ui.label("", WIDTH - 6, y + 5, pal.SILVER, small=True, anchor_x="right")
        y, x = 34, 4
        self.stage_buttons: list[Button] = []
        for a in self.stage.actions():
            self.stage_buttons.append(ui.button(x, y, a.width, 18, tr(a.label_key), a.action, tip=tr(a.tip_key),
                                                small=True))
            x += a.width + 4
        missing = "whatif" if self.parent is not None else reviewer_missing(self.model.loaded)
        # Each button as wide as its longest label: the row holds a game's own buttons too,
        # and Korean and English labels differ in width.
        measure = Measure()

        def button(labels: tuple[str, ...], action: Action, tip: str) -> Button:
            nonlocal x
            width = max(40, max(measure(label) for label in labels) + 12)
            made = ui.button(x, y, width, 18, labels[0], action, tip=tip, small=True)
            x += width + 4
            return made

        self.btn_continue = button((tr("v.continue"),), self.open_continue, tr("v.tip.continue"))
        self.btn_bug = button((tr("v.bug"),), lambda: self.bug_report(False), tr("v.tip.bug"))
        self.btn_bug_redacted = button((tr("v.bug_redacted"),), lambda: self.bug_report(True),
                                       tr("v.tip.bug_redacted"))
        self.btn_review = button((tr("v.review"), tr("v.review.stop")), self.toggle_review,
                                 tr(f"v.tip.review.{missing}" if missing else "v.tip.review"))
        self.btn_review.set_state(enabled=missing is None)
        self.btn_better = button((tr("v.better"),), self.show_better, tr("v.tip.better"))
        self.btn_better.set_state(enabled=missing is None)
        self.txt_caption = ui.label(self.caption, 6, 22, pal.GOLD, small=True)
        self.btn_back = ui.button(WIDTH - 66, y, 62, 18, tr("v.back"), self.back, tip=tr("v.tip.back"), small=True)
        self.txt_hint = ui.label("", 6, 10, pal.WHITE, small=True)
        self.measure = Measure()
        self.fitted_hints: dict[str, str] = {}
        header, game = self.model.header, self.model.header.game
        # A draft's name (its version when it has none) when the rules are not the default.
        draft = "" if game.rules_hash(header.rules) == game.rules_hash(game.default_rules()) else (
            game.rules_name(header.rules) or game.rules_version(header.rules))[:40]
        info = [draft] if draft else []
        if header.branched_from:
            name, n = header.branched_from
            if draft and len(name) > 32:    # both on one line: the source's name loses its middle
                name = name[:16] + "\u2026" + name[-12:]
            info.insert(0, tr("v.branched", name=name, n=n))
        self.txt_info = ui.label(" | ".join(info), WIDTH - 6, 22, pal.STONE, small=True, anchor_x="right")

    def _perspective_places(self) -> list[tuple[int, int, int, int]]:
        """(x, y, w, h) of each perspective's button: one row above the event list while every
        name fits its share of the panel's width, else two lower rows (four seats' names in
        Korean, 빨간색 and 노란색, do not fit a fifth of it)."""
        measure = Measure()
        names = [self._perspective_name(p) for p in self.model.perspectives]
        room = WIDTH - PANEL_X - 4
        width = min(52, room // len(names))
        if max(measure(n) for n in names) + 6 <= width - 2:
            return [(PANEL_X + 2 + i * width, 334, width - 2, 20) for i in range(len(names))]
        first = (len(names) + 1) // 2
        places = []
        for count, y in ((first, 344), (len(names) - first, 329)):
            width = min(64, room // count)
            places += [(PANEL_X + 2 + i * width, y, width - 2, 14) for i in range(count)]
        return places

    def _perspective_name(self, perspective: str) -> str:
        if known(f"v.persp.{perspective}"):
            return tr(f"v.persp.{perspective}")
        return self.model.seat_label(self.model.perspectives.index(perspective) - 1)

    def _perspective_tip(self, perspective: str, index: int) -> str:
        if known(f"v.tip.persp.{perspective}"):
            return tr(f"v.tip.persp.{perspective}")
        return tr("v.tip.persp.seat", name=self._perspective_name(perspective), hotkey=index + 1)

    def _level_tip(self, level: str, forward: int) -> str:
        key = LEVEL_KEYS[self.levels.index(level)][forward]
        return self._word(f"v.tip.{'next' if forward else 'prev'}_{level}", hotkey=KEY_NAMES[key])

    def _word(self, key: str, **values: object) -> str:
        """The game's own word for a stop when its catalog part has one ("<game id>.v...":
        a turn of one game is a step of another), else the shared one."""
        own = f"{self.model.game.game_id}.{key}"
        return tr(own if known(own) else key, **values)

    # ================================================================ position -> panes
    def refresh(self) -> None:
        """Show the cursor's position at rest."""
        self.stage.refresh()
        self.refresh_hud()

    def refresh_hud(self) -> None:
        m = self.model
        for p, b in self.persp_buttons.items():
            b.set_state(active=p == m.perspective)
        self.btn_play.set_label(tr("v.pause") if self.playing else tr("v.play"))
        self.btn_play.set_state(active=self.playing)
        speed = self.speed
        self.btn_speed.set_label(tr("v.speed", speed=f"{speed:g}x" if speed else tr("v.instant")))
        self.btn_speed.set_state(active=speed == 0)
        c = m.command_index()
        set_text(self.txt_status, tr("v.status", n=m.position, total=m.total, c=c + 1, cmds=len(m.commands)))
        self.timeline.set_position(m.position)
        self.timeline.show_marks(m.mark_shown)
        if self.review is not None:
            self.review.update(self._seat(), m.position)
        self.btn_review.set_label(tr("v.review.stop") if self.review_job is not None else tr("v.review"))
        self.btn_review.set_state(active=self.review_shown or self.review_job is not None)
        self.btn_better.set_state(enabled=self.review is not None and self.review_shown)
        self.fit_list()
        self.refresh_list()

    def fit_list(self) -> None:
        """The event list gives its last rows to the review's strip while it shows."""
        strip = (self.review is not None and self.review_shown) or self.review_job is not None
        rows = STRIP_ROWS if strip else LIST_ROWS
        if self.events_panel.rows != rows:
            self.events_panel = EventList(PANEL_X + 1, 312, 158, rows)
            self.list_at = -1.0

    def refresh_list(self, force: bool = False) -> None:
        # While the scrubber is dragged the list follows at 10 Hz: every row rewritten costs
        # a text layout, and the playhead and board are what the hand watches.
        if self.dragging and not force and self.clock - self.list_at < 0.1:
            self.list_dirty = True
            return
        self.list_at = self.clock
        self.list_dirty = False
        self.events_panel.show(self.model.lines(), self.model.current_line())

    # ================================================================ moving
    def go(self, position: int, animate: bool = False) -> None:
        """Move the cursor; forward moves of one action animate unless the speed is instant."""
        old = self.model.position
        self.stage.finish()
        if position == old:
            return
        self.model.cursor.seek(position)
        self.events_panel.unpin()
        if animate and self.speed and position > old and self.stage.animate(old, position, self.speed):
            self.refresh_hud()
        else:
            self.refresh()

    def _moved(self, mover: Callable[[], object], animate: bool = False) -> None:
        """Run a cursor move (next_action ...) on the model's cursor and show the result."""
        cursor = self.model.cursor
        old = cursor.position
        mover()
        new = cursor.position
        cursor.position = old
        self.go(new, animate=animate)

    def to_start(self) -> None:
        self.pause()
        self._moved(self.model.cursor.to_start)

    def to_end(self) -> None:
        self.pause()
        self._moved(self.model.cursor.to_end)

    def next_action(self) -> None:
        self._moved(self.model.cursor.next_action, animate=True)

    def prev_action(self) -> None:
        self._moved(self.model.cursor.prev_action)

    def next_event(self) -> None:
        self._moved(self.model.cursor.forward, animate=True)

    def prev_event(self) -> None:
        self._moved(self.model.cursor.back)

    def next_stop(self, level: str) -> None:
        self._moved(lambda: self.model.cursor.next_stop(level))

    def prev_stop(self, level: str) -> None:
        self._moved(lambda: self.model.cursor.prev_stop(level))

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.model.position >= self.model.total:
            self.go(0)
        self.playing = True
        self.wait = 0.0
        self.refresh_hud()

    def pause(self) -> None:
        if self.playing:
            self.playing = False
            self.refresh_hud()

    def slower(self) -> None:
        if self.speed == 0:
            self.speed_index = len(SPEEDS) - 2
        else:
            self.speed_index = max(0, self.speed_index - 1)
        self.refresh_hud()

    def faster(self) -> None:
        self.speed_index = min(len(SPEEDS) - 1, self.speed_index + 1)
        self.refresh_hud()

    def toggle_instant(self) -> None:
        self.speed_index = 1 if self.speed == 0 else len(SPEEDS) - 1
        self.stage.finish()
        self.refresh_hud()

    def set_perspective(self, perspective: str) -> None:
        self.stage.finish()
        self.model.set_perspective(perspective)
        self.close_panel()
        self.refresh()

    def seek_x(self, x: float) -> None:
        self.pause()
        self.go(self.model.snap(self.timeline.position_at(x)))

    def _seat(self) -> int | None:
        """The perspective's seat, None for "all"."""
        return None if self.model.perspective == "all" else self.model.perspectives.index(self.model.perspective) - 1

    # ================================================================ review
    def toggle_review(self) -> None:
        """Start the review (or take its cache), cancel a running one, or hide a shown one."""
        if not self.btn_review.enabled:     # the key of a game without a reviewer: its reason, once
            self.say(self.btn_review.tip)
            return
        if self.review_job is not None:
            self.cancel_review()
        elif self.review_shown:
            self.review_shown = False
        elif self.review is not None:
            self.review_shown = True
        else:
            job = ReviewJob(self.model.loaded)
            job.start()
            self.review_job = job
            self.review_progress = self.review_progress or ProgressView()
            self.poll_review()
        self.refresh_hud()

    def cancel_review(self) -> None:
        if self.review_job is not None:
            self.review_job.cancel()
            self.review_job = None
            self.say(tr("v.review.cancelled"))
            self.refresh_hud()

    def poll_review(self) -> None:
        """Take a finished review from the worker (the window's thread only ever reads it)."""
        job = self.review_job
        if job is None or not job.finished:
            return
        self.review_job = None
        if job.result is not None:
            words = getattr(self.model, "command_words", str)
            self.review = ReviewView(self.timeline, job.result, self.model.seat_label, words)
            self.review_shown = True
            # No counts: over the whole match they would tell a seat's perspective of moves to come.
            self.say(tr("v.review.cached" if job.cached else "v.review.ready"))
        elif job.error is not None:
            self.say(tr("v.review.failed", error=job.error))
        self.refresh_hud()

    def show_better(self) -> None:
        """Play the review's better move at the latest reviewed decision before the cursor,
        on a what-if screen of its own (Esc returns here, as it was)."""
        if self.review is None or not self.review_shown:
            self.say(tr("v.better.no_review"))
            return
        seat = self._seat()
        if seat is not None:
            self.say(tr("v.better.seat", seat=self.model.seat_label(seat)))
            return
        move = cursor_move(self.review.reviewed, None, self.model.position)
        if move is None:
            self.say(tr("v.better.none"))
            return
        words = getattr(self.model, "command_words", str)
        if move.best == move.played:
            self.say(tr("v.better.was_best", seat=self.model.seat_label(move.seat), played=words(move.played)))
            return
        self.pause()
        self.stage.finish()
        try:
            line = play_better(self.model.loaded, move.position, move.seat, move.played, move.best)
        except ReplayError as error:
            survived("playing the better move on", error)
            self.say(tr("v.better.failed", error=str(error)[:160]))
            return
        caption = tr("v.better.caption", seat=self.model.seat_label(move.seat), best=words(move.best),
                     played=words(move.played))
        if line.answered_by is not None:
            caption += tr("v.better.rest", level=line.answered_by)
        from game.shell.viewer import open_loaded

        screen = open_loaded(self.app, self.director, line.loaded, parent=self, caption=caption + tr("v.better.back"))
        screen.go(line.position)
        screen.toggle_play()

    # ================================================================ panels
    def show_panel(self, panel: panels.Panel | None) -> None:
        self.panel = panel

    def close_panel(self) -> None:
        self.panel = None

    def open_continue(self) -> None:
        self.pause()
        self.stage.finish()
        self.show_panel(panels.continue_panel(self, self.model))

    def bug_report(self, redacted: bool) -> None:
        self.pause()
        reviewed = self.review.reviewed if self.review is not None else None
        self.say(panels.write_bug_report(self.model, redacted, reviewed))

    def say(self, message: str) -> None:
        self.message = message
        self.show_hint(message)

    def back(self) -> None:
        if self.review_job is not None:
            self.review_job.cancel()
            self.review_job = None
        if self.parent is not None:
            self.app.show(self.parent)
            self.parent.refresh()
            return
        self.director.title()

    # ================================================================ frame
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.drag_to is not None:
            self.seek_x(self.drag_to)
            self.drag_to = None
        if self.list_dirty:
            self.refresh_list()
        self.poll_review()
        was_busy = self.stage.busy
        self.stage.update(dt, self.speed)
        if was_busy:
            return
        if self.playing and self.panel is None:
            self.wait -= dt
            if self.wait <= 0:
                if self.model.position >= self.model.total:
                    self.pause()
                    return
                self.next_action()
                self.wait = 0.5 / self.speed if self.speed else 0.12

    def draw(self) -> None:
        self.stage.draw_world()
        self.app.canvas.camera.use()
        self.ui.sprites.draw(pixelated=True)
        self.events_panel.draw()
        self.timeline.draw()
        if self.review is not None and self.review_shown:
            self.review.draw()
        if self.review_job is not None and self.review_progress is not None:
            self.review_progress.draw(self.review_job.done, self.review_job.total)
        draw_batch(self.ui.batch)
        self.stage.draw_overlay()
        if self.panel is not None:
            self.panel.draw()

    # ================================================================ input
    def click(self, x: float, y: float, button: int) -> None:
        if self.stage.busy:
            # A button acts once (it finishes the animation itself); anywhere else the click
            # only finishes the animation. Never on to the panel or the button a second time.
            if not self.ui.click(x, y):
                self.stage.finish()
            return
        if self.panel is not None:
            if not self.panel.click(x, y) and not self.panel.contains(x, y):
                self.close_panel()
            return
        if self.timeline.contains(x, y):
            self.dragging = True
            self.seek_x(x)
            return
        line = self.events_panel.line_at(x, y)
        if line is not None:
            self.pause()
            self.go(line.index + 1)
            return
        if not self.ui.click(x, y):
            self.stage.click(x, y)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        # Several drags can arrive in one frame: only the last is sought, in `update`.
        if self.dragging:
            self.drag_to, _ = self.app.canvas.to_native(x, y)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.drag_to is not None:
            self.seek_x(self.drag_to)
            self.drag_to = None
        self.dragging = False
        self.refresh_list(force=True)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        nx, ny = self.app.canvas.to_native(x, y)
        if self.events_panel.contains(nx, ny):
            self.events_panel.scroll(-int(scroll_y) * 3)

    def hover(self, x: float, y: float) -> None:
        button = self.ui.hover(x, y)
        if self.panel is not None:
            self.panel.hover(x, y)
        described = self.stage.hover(x, y)
        if button is not None and button.tip:
            hint = button.tip
        elif self.review is not None and self.review_shown and self.review.contains(x, y):
            hint = tr("v.tip.review.graph")
        elif self.review is not None and self.review_shown and self.timeline.contains(x, y) \
                and (move := self.review.mark_at(x)) is not None:
            hint = self.review.describe(move)        # a mark's decision, shown only where the mark is
        elif self.timeline.contains(x, y):
            legend = self.model.timeline_legend()
            hint = f"{tr('v.tip.timeline')} · {legend}" if legend else tr("v.tip.timeline")
        elif described is not None:
            hint = described
        elif (line := self.events_panel.line_at(x, y)) is not None:
            hint = line.text        # the row may be cut short with "…": the whole line reads here
        else:
            hint = self.message
        self.show_hint(hint)

    def show_hint(self, hint: str) -> None:
        """The bottom line, fitted to the window: a long one (a bug report's path) loses its
        middle, so its start and its end (the file's name) stay readable on screen."""
        if hint not in self.fitted_hints:     # the pointer's every move shows a hint: measured once
            if len(self.fitted_hints) > 256:   # hints differ per position: kept few
                self.fitted_hints.clear()
            self.fitted_hints[hint] = fit_middle(self.measure, hint, WIDTH - 2 * int(self.txt_hint.x))
        set_text(self.txt_hint, self.fitted_hints[hint])

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if self.panel is not None and symbol == k.ESCAPE:
            self.close_panel()
            return
        if self.review_job is not None and symbol == k.ESCAPE:
            self.cancel_review()
            return
        actions: dict[int, Callable[[], None]] = {
            k.SPACE: self.toggle_play, k.RIGHT: self.next_action, k.LEFT: self.prev_action,
            k.PERIOD: self.next_event, k.COMMA: self.prev_event, k.HOME: self.to_start, k.END: self.to_end,
            k.PLUS: self.faster, k.EQUAL: self.faster, k.NUM_ADD: self.faster,
            k.MINUS: self.slower, k.NUM_SUBTRACT: self.slower, k.I: self.toggle_instant,
            k.B: lambda: self.bug_report(False), k.R: lambda: self.bug_report(True), k.ESCAPE: self.back,
            k.C: self.open_continue, k.V: self.toggle_review, k.G: self.show_better,
        }
        for level, (back, forward) in zip(self.levels, LEVEL_KEYS):
            actions[back] = partial(self.prev_stop, level)
            actions[forward] = partial(self.next_stop, level)
        for i, p in enumerate(self.model.perspectives[:9]):
            actions[k.KEY_1 + i] = partial(self.set_perspective, p)
        for a in self.stage.actions():
            actions[a.key] = a.action
        action = actions.get(symbol)
        if action is not None:
            action()


def fit_middle(measure: Measure, value: str, width: int) -> str:
    """`value` when it fits `width`, else with characters taken out of its middle for "…"."""
    if measure(value) <= width:
        return value
    head, tail = value[:len(value) // 2], value[len(value) // 2:]
    while (head or tail) and measure(head + ELLIPSIS + tail) > width:
        # The head gives up a little more than the tail: a path's end names the file.
        if len(head) >= len(tail) * 0.6 and head:
            head = head[:-1]
        else:
            tail = tail[1:]
    return head + ELLIPSIS + tail
