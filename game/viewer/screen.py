"""The replay viewer screen: the live game's board, sprites, duel close-ups and side-scroll,
driven by a replay's events through the cursor; transport, scrubber, perspective switch,
the event list, and the what-if / continue / bug-report panels.

Everything drawn comes from `ViewerModel.shown`: a side's PlayerView in a side's
perspective (it has no field for what that side could not know), or the merged view in
"all", where layers that are still their owner's secret are dimmed in a dotted frame.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

import arcade
from PIL import Image

from engine import Element, Side
from engine.mage_battle import events as ev
from engine.mage_battle.elements import distinct

from game import palette as pal
from game.app import GameWindow, Screen
from game.board import Board, element_texture
from game.canvas import HEIGHT, WIDTH
from game.i18n import tr
from game.viewer import panels
from game.viewer.eventlist import EventList
from game.viewer.model import Shown, ViewerModel
from game.viewer.timeline import Timeline
from game.views.common import Banner, battle_frame, waiting_armies
from game.views.cues import StepSounds
from game.views.duel import DuelScene
from game.views.steps import Step, plan_events, tween
from game.widgets import Action, Button, Ui, draw_batch, set_text, text
from replays.cursor import perspectives

if TYPE_CHECKING:
    from game.director import Director

PANEL_X = 480
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 0.0)      # 0: instant, no animation
SOUND_UP_TO = 2.0     # faster playback is for skimming: cues would pile up, so it is silent
HIDDEN_ALPHA = 110


@lru_cache(maxsize=None)
def dotted_frame(size: int = 14) -> arcade.Texture:
    """Every other pixel of a square outline: the mark of a layer its owner still hides."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ink = (240, 238, 232, 230)
    for i in range(0, size, 2):
        for x, y in ((i, 0), (i, size - 1), (0, i), (size - 1, i)):
            image.putpixel((x, y), ink)
    return arcade.Texture(image, hash=f"dotted-{size}")


@lru_cache(maxsize=None)
def element_textures() -> frozenset[arcade.Texture]:
    return frozenset(element_texture(e) for e in Element)


class ViewerScreen(Screen):
    def __init__(self, app: GameWindow, director: Director, model: ViewerModel) -> None:
        super().__init__(app)
        self.director = director
        self.model = model
        self.tables = model.tables
        self.board = Board(self.tables)
        self.world = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=app.canvas.fbo)
        self.hidden_marks: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.next_field: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._hidden_pairs: list[tuple[arcade.Sprite, arcade.Sprite]] = []
        self.queue: list[Step[Shown]] = []
        self.duel_scene: DuelScene | None = None
        self.sounds = StepSounds()
        self.playing = False
        self.wait = 0.0
        self.speed_index = {0: 5, 2: 2}.get(app.settings.speed, 1)   # the settings speed: skip, normal, fast
        self.dragging = False
        self.drag_to: float | None = None
        self.belief_box: Ui | None = None
        self.clock = 0.0
        self.list_at = -1.0
        self.list_dirty = False
        self.hover_cell: int | None = None
        self.panel: panels.Panel | None = None
        self.message = ""
        self.shown = model.shown()
        self.build()
        self.refresh()

    # ================================================================ layout
    def build(self) -> None:
        ui = self.ui = Ui()
        battle_frame(ui, PANEL_X)
        self.txt_battle = ui.label("", 4, 340, pal.WHITE)
        self.txt_round = ui.label("", 60, 340, pal.SILVER)
        self.txt_score = ui.label("", 120, 340, pal.GOLD)
        self.txt_mover = ui.label("", 180, 340, pal.WHITE)
        self.persp_buttons: dict[str, Button] = {}
        for i, p in enumerate(perspectives(self.model.header)):
            self.persp_buttons[p] = ui.button(PANEL_X + 2 + i * 52, 334, 50, 20, tr(f"v.persp.{p}"),
                                              lambda p=p: self.set_perspective(p), tip=tr(f"v.tip.persp.{p}"),
                                              small=True)
        ui.label(tr("v.events"), PANEL_X + 6, 316, pal.GOLD, small=True)
        self.txt_cards = ui.label("", PANEL_X + 4, 148, pal.VIOLET, small=True, width=154)
        self.txt_cards.anchor_y = "top"
        self.events_panel = EventList(PANEL_X + 1, 312, 158, 13)
        self.timeline = Timeline(10, 86, WIDTH - 20, self.model.total, self.model.marks)
        y = 58
        specs: list[tuple[str, Action, str]] = [
            ("|<", self.to_start, "v.tip.start"), ("v.prev_battle", self.prev_battle, "v.tip.prev_battle"),
            ("v.prev_turn", self.prev_turn, "v.tip.prev_turn"), ("v.prev_action", self.prev_action, "v.tip.prev_action"),
            ("v.play", self.toggle_play, "v.tip.play"), ("v.next_action", self.next_action, "v.tip.next_action"),
            ("v.next_turn", self.next_turn, "v.tip.next_turn"), ("v.next_battle", self.next_battle, "v.tip.next_battle"),
            (">|", self.to_end, "v.tip.end"),
        ]
        self.transport: list[Button] = []
        for i, (label, action, tip) in enumerate(specs):
            caption = label if label.startswith(("|", ">")) else tr(label)
            self.transport.append(ui.button(4 + i * 42, y, 40, 18, caption, action, tip=tr(tip), small=True))
        self.btn_play = self.transport[4]
        self.btn_slower = ui.button(388, y, 18, 18, "-", self.slower, tip=tr("v.tip.slower"), small=True)
        self.btn_speed = ui.button(408, y, 62, 18, "", self.toggle_instant, tip=tr("v.tip.instant"), small=True)
        self.btn_faster = ui.button(472, y, 18, 18, "+", self.faster, tip=tr("v.tip.faster"), small=True)
        self.txt_status = ui.label("", WIDTH - 6, y + 5, pal.SILVER, small=True, anchor_x="right")
        y = 34
        self.btn_whatif = ui.button(4, y, 76, 18, tr("v.whatif"), self.open_whatif, tip=tr("v.tip.whatif"), small=True)
        self.btn_continue = ui.button(84, y, 86, 18, tr("v.continue"), self.open_continue, tip=tr("v.tip.continue"),
                                      small=True)
        self.btn_bug = ui.button(174, y, 86, 18, tr("v.bug"), lambda: self.bug_report(False), tip=tr("v.tip.bug"),
                                 small=True)
        self.btn_bug_redacted = ui.button(264, y, 96, 18, tr("v.bug_redacted"), lambda: self.bug_report(True),
                                          tip=tr("v.tip.bug_redacted"), small=True)
        self.btn_back = ui.button(WIDTH - 66, y, 62, 18, tr("v.back"), self.back, tip=tr("v.tip.back"), small=True)
        self.txt_hint = ui.label("", 6, 10, pal.WHITE, small=True)
        branched = getattr(self.model.header, "branched_from", None)
        self.txt_info = ui.label(tr("v.branched", name=branched[0], n=branched[1]) if branched else "",
                                 WIDTH - 6, 22, pal.STONE, small=True, anchor_x="right")
        self.banner = Banner()

    # ================================================================ position -> sprites
    def refresh(self) -> None:
        """Draw the cursor's position at rest."""
        self.shown = self.model.shown()
        self.sync_board(self.shown)
        self.refresh_marks(self.shown)
        self.refresh_hud()
        # Rebuilt for the new position and perspective: an old box could hold what this one may not see.
        self.belief_box = self.build_belief_box(self.hover_cell) if self.hover_cell is not None else None

    def sync_board(self, shown: Shown, positions: dict[int, tuple[float, float]] | None = None,
                   fading: dict[int, float] | None = None) -> None:
        self.board.sync(shown.view, positions=positions, fading=fading)
        self.mark_hidden(shown)

    def mark_hidden(self, shown: Shown) -> None:
        """In "all": the icons of layers their owner still hides, dimmed in a dotted frame."""
        self.hidden_marks.clear()
        self._hidden_pairs = []
        textures = element_textures()
        for index in shown.hidden:
            for sprite in self.board.decor.get(index, ()):
                if sprite.texture in textures:
                    sprite.alpha = min(sprite.alpha, HIDDEN_ALPHA)
                    frame = arcade.Sprite(dotted_frame(), center_x=sprite.center_x, center_y=sprite.center_y)
                    self.hidden_marks.append(frame)
                    self._hidden_pairs.append((sprite, frame))

    def drawn_elements(self, index: int) -> list[Element]:
        """The element icons the board draws over one mage (tests check perspectives with it)."""
        by_texture = {element_texture(e): e for e in Element}
        return [by_texture[s.texture] for s in self.board.decor.get(index, ()) if s.texture in by_texture and s.visible]

    def refresh_marks(self, shown: Shown) -> None:
        b = self.board
        b.clear_marks()
        v = shown.view
        if v.pending is not None:
            b.mark(v.pending.area, pal.alpha(pal.ORANGE, 90))
            b.mark([c for t in v.pending.targets if (c := v.mages[t].cell) is not None], pal.CRIMSON_LIGHT,
                   outline=True)
        event = self.model.cursor.event
        if isinstance(event, ev.MageMoved) and v.mages[event.mage].cell is not None:
            b.mark([event.src], pal.alpha(pal.SKY, 50))
            b.mark([event.dst], pal.alpha(pal.SKY, 110), outline=True)
        if self.hover_cell is not None:
            b.mark([self.hover_cell], pal.alpha(pal.WHITE, 90), outline=True)

    def refresh_hud(self) -> None:
        m = self.model
        v = self.shown.view
        if v.battle:
            set_text(self.txt_battle, tr("hud.battle", n=v.battle, total=v.rules.battles))
            set_text(self.txt_round, tr("hud.round", n=v.round, limit=v.rules.round_limit))
        else:
            set_text(self.txt_battle, tr("v.setup"))
            set_text(self.txt_round, "")
        teal = sum(1 for r in v.results if r.winner == Side.TEAL)
        set_text(self.txt_score, tr("hud.score", teal=teal, crimson=len(v.results) - teal))
        self.txt_round.x = self.txt_battle.x + int(self.txt_battle.content_width) + 8
        self.txt_score.x = self.txt_round.x + int(self.txt_round.content_width) + 8
        self.txt_mover.x = self.txt_score.x + int(self.txt_score.content_width) + 12
        mover = m.mover()
        room = PANEL_X - 4 - self.txt_mover.x
        set_text(self.txt_mover, mover)
        while len(mover) > 8 and self.txt_mover.content_width > room:
            mover = mover[:-2]
            set_text(self.txt_mover, mover + "…")
        c = m.command_index()
        self.txt_mover.color = pal.side_colour(m.commands[c].side, light=True) if c >= 0 else pal.WHITE
        for p, b in self.persp_buttons.items():
            b.set_state(active=p == m.perspective)
        self.btn_play.set_label(tr("v.pause") if self.playing else tr("v.play"))
        self.btn_play.set_state(active=self.playing)
        speed = SPEEDS[self.speed_index]
        self.btn_speed.set_label(tr("v.speed", speed=f"{speed:g}x" if speed else tr("v.instant")))
        self.btn_speed.set_state(active=speed == 0)
        set_text(self.txt_status, tr("v.status", n=m.position, total=m.total, c=c + 1, cmds=len(m.commands)))
        set_text(self.txt_cards, m.cards_text(m.state))
        self.timeline.set_position(m.position)
        self.refresh_list()

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
        self.finish_animation()
        if position == old:
            return
        self.model.cursor.seek(position)
        self.events_panel.unpin()
        if animate and SPEEDS[self.speed_index] and position > old:
            self.queue = self.plan(old, position)
        if self.queue:
            self.shown = self.model.shown()
            self.refresh_hud()
            self.begin_step(self.queue[0])
        else:
            self.refresh()

    def _moved(self, mover: Callable[[], object]) -> None:
        """Run a cursor move (next_action ...) on the model's cursor and show the result."""
        cursor = self.model.cursor
        old = cursor.position
        mover()
        new = cursor.position
        cursor.position = old
        self.go(new, animate=mover == cursor.next_action or mover == cursor.forward)

    def to_start(self) -> None:
        self.pause()
        self._moved(self.model.cursor.to_start)

    def to_end(self) -> None:
        self.pause()
        self._moved(self.model.cursor.to_end)

    def next_action(self) -> None:
        self._moved(self.model.cursor.next_action)

    def prev_action(self) -> None:
        self._moved(self.model.cursor.prev_action)

    def next_event(self) -> None:
        self._moved(self.model.cursor.forward)

    def prev_event(self) -> None:
        self._moved(self.model.cursor.back)

    def next_turn(self) -> None:
        self._moved(self.model.cursor.next_turn)

    def prev_turn(self) -> None:
        self._moved(self.model.cursor.prev_turn)

    def next_battle(self) -> None:
        self._moved(self.model.cursor.next_battle)

    def prev_battle(self) -> None:
        self._moved(self.model.cursor.prev_battle)

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
        if SPEEDS[self.speed_index] == 0:
            self.speed_index = len(SPEEDS) - 2
        else:
            self.speed_index = max(0, self.speed_index - 1)
        self.refresh_hud()

    def faster(self) -> None:
        self.speed_index = min(len(SPEEDS) - 1, self.speed_index + 1)
        self.refresh_hud()

    def toggle_instant(self) -> None:
        self.speed_index = 1 if SPEEDS[self.speed_index] == 0 else len(SPEEDS) - 1
        self.finish_animation()
        self.refresh_hud()

    def set_perspective(self, perspective: str) -> None:
        self.finish_animation()
        self.model.set_perspective(perspective)
        self.close_panel()
        self.refresh()

    def seek_x(self, x: float) -> None:
        self.pause()
        self.go(self.model.snap(self.timeline.position_at(x)))

    # ================================================================ animation
    def plan(self, start: int, end: int) -> list[Step[Shown]]:
        m = self.model
        speed = SPEEDS[self.speed_index]
        steps, _ = plan_events(m.events[start:end], lambda k: m.shown(start + k),
                               lambda k: m.cursor.state_at(start + k), lambda s: s / speed, m.label)
        return steps

    def begin_step(self, step: Step[Shown]) -> None:
        geo = self.board.geo
        self.board.clear_marks()
        if step.kind == "duel":
            self.duel_scene = DuelScene(step.data["duel"])
        elif step.kind == "move":
            self.sync_board(step.before)
        elif step.kind == "settle":
            removed = step.data["removed"]
            positions = {i: geo.centre(step.before.view.mages[i].cell) for i in removed
                         if step.before.view.mages[i].cell is not None}
            self.sync_board(step.after, positions=positions, fading={i: 1.0 for i in positions})
            step.data["fading"] = tuple(positions)
        elif step.kind == "declare":
            self.sync_board(step.before)
            self.board.mark(step.data["area"], pal.alpha(pal.ORANGE, 120))
        elif step.kind == "scroll":
            self.sync_board(step.before)
            after = step.after.view.mages if step.data["next"] is not None else ()
            self.next_field = waiting_armies(after, geo)
        if step.kind in ("card", "scroll"):
            self.banner.show(step)

    def finish_step(self) -> None:
        step = self.queue.pop(0)
        self.duel_scene = None
        self.world.zoom = 1.0
        self.world.position = (WIDTH / 2, HEIGHT / 2)
        if step.kind in ("settle", "scroll", "move"):
            self.sync_board(step.after)
        if self.queue:
            self.begin_step(self.queue[0])
        else:
            self.refresh()

    def listener(self) -> Side | None:
        """Battles sound won or lost for the side whose perspective is watched; neutral in "all"."""
        return {"teal": Side.TEAL, "crimson": Side.CRIMSON}.get(self.model.perspective)

    def finish_animation(self) -> None:
        if self.queue:
            self.queue.clear()
            self.duel_scene = None
            self.world.zoom = 1.0
            self.world.position = (WIDTH / 2, HEIGHT / 2)
            self.refresh()

    def animate(self, dt: float) -> None:
        step = self.queue[0]
        before = step.t / step.duration if step.duration else None
        step.t += dt
        if before is not None and SPEEDS[self.speed_index] <= SOUND_UP_TO:
            self.sounds.advance(step, before, min(1.0, step.t / step.duration), self.listener())
        if step.t >= step.duration:
            self.finish_step()
            return
        tween(step, step.t / step.duration if step.duration else 1.0, self.board, self.world)
        if step.kind == "move":
            # The dotted marks of hidden layers travel with their mage.
            for sprite, frame in self._hidden_pairs:
                frame.center_x, frame.center_y = sprite.center_x, sprite.center_y

    # ================================================================ panels
    def open_whatif(self) -> None:
        self.pause()
        self.finish_animation()
        self.show_panel(panels.whatif_panel(self))

    def open_continue(self) -> None:
        self.pause()
        self.finish_animation()
        self.show_panel(panels.continue_panel(self))

    def show_panel(self, panel: panels.Panel | None) -> None:
        self.panel = panel

    def close_panel(self) -> None:
        self.panel = None

    def bug_report(self, redacted: bool) -> None:
        self.pause()
        self.say(panels.write_bug_report(self.model, redacted))

    def say(self, message: str) -> None:
        self.message = message
        set_text(self.txt_hint, message)

    def back(self) -> None:
        self.director.title()

    # ================================================================ frame
    def update(self, dt: float) -> None:
        self.clock += dt
        self.board.tick(dt)
        if self.drag_to is not None:
            self.seek_x(self.drag_to)
            self.drag_to = None
        if self.list_dirty:
            self.refresh_list()
        if self.queue:
            self.animate(dt)
            return
        if self.playing and self.panel is None:
            self.wait -= dt
            if self.wait <= 0:
                if self.model.position >= self.model.total:
                    self.pause()
                    return
                self.next_action()
                speed = SPEEDS[self.speed_index]
                self.wait = 0.5 / speed if speed else 0.12

    def draw(self) -> None:
        step = self.queue[0] if self.queue else None
        if step is not None and step.kind == "scroll":
            self.board.draw_scrolling(self.world, self.next_field)
        else:
            self.world.use()
            self.board.draw()
        self.hidden_marks.draw(pixelated=True)
        self.app.canvas.camera.use()
        self.ui.sprites.draw(pixelated=True)
        self.events_panel.draw()
        self.timeline.draw()
        draw_batch(self.ui.batch)
        if step is not None and step.kind == "duel" and self.duel_scene is not None:
            p = step.t / step.duration if step.duration else 1.0
            if 0.15 <= p <= 0.88:
                self.duel_scene.draw((p - 0.15) / 0.73)
        if step is not None and step.kind in ("scroll", "card"):
            self.banner.draw()
        if self.belief_box is not None and step is None and self.panel is None:
            self.belief_box.draw()
        if self.panel is not None:
            self.panel.draw()

    # ================================================================ input
    def click(self, x: float, y: float, button: int) -> None:
        if self.queue and not self.ui.click(x, y):
            self.finish_animation()
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
        self.ui.click(x, y)

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
        cell = self.board.geo.cell_at(x, y) if self.panel is None else None
        if cell != self.hover_cell:
            self.hover_cell = cell
            if not self.queue:
                self.refresh_marks(self.shown)
            self.belief_box = self.build_belief_box(cell) if cell is not None and not self.queue else None
        if button is not None and button.tip:
            hint = button.tip
        elif self.timeline.contains(x, y):
            hint = tr("v.tip.timeline")
        elif cell is not None:
            hint = self.describe_cell(cell)
        else:
            hint = self.message
        set_text(self.txt_hint, hint)

    def build_belief_box(self, cell: int) -> Ui | None:
        """Beside a hovered mage: the elements the enemy AI still held possible, and the
        truth when this perspective may see it."""
        m = next((m for m in self.shown.view.mages if m.cell == cell), None)
        believed = self.model.belief(m.index) if m is not None else None
        if m is None or believed is None:
            return None
        truth = tuple(distinct(m.layers)) if m.layers is not None else None
        rows = [(tr("v.belief.ai"), believed, False)]
        if truth is not None:
            rows.append((tr("v.belief.truth"), truth, m.index in self.shown.hidden))
        # The icons start past the longer label, whatever the language makes of it.
        indent = 4 + max(int(text(label, 0, 0, small=True).content_width) for label, _, _ in rows) + 10
        width = indent + 13 * max(len(believed), len(truth or ()), 1)
        height = 34 if truth is not None else 20
        cx, cy = self.board.geo.centre(cell)
        left = max(2, min(PANEL_X - width - 2, cx - width / 2))
        bottom = cy + 18 if cy + 18 + height < 326 else cy - 18 - height
        box = Ui()
        box.box(left, bottom, width, height, pal.alpha(pal.OUTLINE, 235), border=pal.GOLD_DARK)
        icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for r, (label, elements, dim) in enumerate(rows):
            y = bottom + height - 10 - r * 14
            box.label(label, left + 4, y - 4, pal.SILVER, small=True)
            for k, e in enumerate(elements):
                icon = arcade.Sprite(element_texture(e), center_x=left + indent + k * 13, center_y=y)
                if dim:
                    icon.alpha = HIDDEN_ALPHA
                icons.append(icon)
        box.sprites.extend(icons)
        return box

    def describe_cell(self, cell: int) -> str:
        text = self.tables.name(cell)
        m = next((m for m in self.shown.view.mages if m.cell == cell), None)
        if m is not None:
            text += f" · {self.model.label(m.index)} {tr(f'job.{m.job.name}')} · " + tr("panel.hp", hp=m.hp, max=m.max_hp)
            if m.layers is not None:
                hidden = m.index in self.shown.hidden
                elements = " ".join(tr(f"element.{e.key}") for e in distinct(m.layers)) or tr("element.none")
                text += f" · {elements}" + (f" ({tr('panel.hidden')})" if hidden else "")
            elif m.aura:
                text += " · " + tr("panel.aura", n=m.aura)
            believed = self.model.belief(m.index)
            if believed is not None:
                names = "/".join(tr(f"element.{e.key}") for e in believed) or "-"
                text += " · " + tr("v.belief.short", elements=names)
        return text

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if self.panel is not None and symbol == k.ESCAPE:
            self.close_panel()
            return
        actions = {
            k.SPACE: self.toggle_play, k.RIGHT: self.next_action, k.LEFT: self.prev_action,
            k.PERIOD: self.next_event, k.COMMA: self.prev_event,
            k.BRACKETRIGHT: self.next_turn, k.BRACKETLEFT: self.prev_turn,
            k.PAGEDOWN: self.next_battle, k.PAGEUP: self.prev_battle, k.HOME: self.to_start, k.END: self.to_end,
            k.PLUS: self.faster, k.EQUAL: self.faster, k.NUM_ADD: self.faster,
            k.MINUS: self.slower, k.NUM_SUBTRACT: self.slower, k.I: self.toggle_instant,
            k.KEY_1: lambda: self.set_perspective("all"), k.KEY_2: lambda: self.set_perspective("teal"),
            k.KEY_3: lambda: self.set_perspective("crimson"),
            k.W: self.open_whatif, k.C: self.open_continue, k.B: lambda: self.bug_report(False),
            k.R: lambda: self.bug_report(True), k.ESCAPE: self.back,
        }
        action = actions.get(symbol)
        if action is not None:
            action()
