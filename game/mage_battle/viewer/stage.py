"""Elemental Mage Battle on the replay viewer's stage: the live game's board, sprites, duel
close-ups and side-scroll, driven by the replay's events through the cursor; the top bar
(battle, round, score, who moved), the cards line, the AI's beliefs beside a hovered
mage, and the what-if panel.

Everything drawn comes from `ViewerModel.shown`: a side's PlayerView in a side's
perspective (it has no field for what that side could not know), or the engine's
all-seeing view in "all", where layers still their owner's secret are dimmed in a
dotted frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

import arcade
from PIL import Image

from engine.mage_battle import Element, Side
from engine.mage_battle import events as ev
from engine.mage_battle.elements import distinct
from game.mage_battle.board import Board, element_texture
from game.mage_battle.viewer import panels
from game.mage_battle.viewer.model import Shown, ViewerModel
from game.mage_battle.views.common import Banner, begin_beat, waiting_armies
from game.mage_battle.views.cues import StepSounds
from game.mage_battle.views.duel import DuelScene
from game.mage_battle.views.steps import Step, plan_events, tween
from game.shell import palette as pal
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.i18n import tr
from game.shell.viewer.stage import PANEL_X, StageAction
from game.shell.widgets import Measure, Ui, draw_batch, set_text, text

if TYPE_CHECKING:
    from game.shell.viewer.screen import ViewerScreen

SOUND_UP_TO = 2.0     # faster playback is for skimming: cues would pile up, so it is silent
HIDDEN_ALPHA = 110
CARDS_WIDTH = 154     # the cards line, under the event list


@cache
def dotted_frame(size: int = 14) -> arcade.Texture:
    """Every other pixel of a square outline: the mark of a layer its owner still hides."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ink = (240, 238, 232, 230)
    for i in range(0, size, 2):
        for x, y in ((i, 0), (i, size - 1), (0, i), (size - 1, i)):
            image.putpixel((x, y), ink)
    return arcade.Texture(image, hash=f"dotted-{size}")


@cache
def element_textures() -> frozenset[arcade.Texture]:
    return frozenset(element_texture(e) for e in Element)


class MageStage:
    def __init__(self, screen: ViewerScreen, model: ViewerModel) -> None:
        self.screen = screen
        self.model = model
        self.tables = model.tables
        self.board = Board(self.tables)
        self.world = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=screen.app.canvas.fbo)
        self.board.rest(self.world)
        self.hidden_marks: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.next_field: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._hidden_pairs: list[tuple[arcade.Sprite, arcade.Sprite]] = []
        self.queue: list[Step[Shown]] = []
        self.duel_scene: DuelScene | None = None
        self.sounds = StepSounds()
        self.speed = 1.0
        self.belief_box: Ui | None = None
        self.hover_cell: int | None = None
        self.ui = Ui()
        self.txt_battle = self.ui.label("", 4, 340, pal.WHITE)
        self.txt_round = self.ui.label("", 60, 340, pal.SILVER)
        self.txt_score = self.ui.label("", 120, 340, pal.GOLD)
        self.txt_mover = self.ui.label("", 180, 340, pal.WHITE)
        self.txt_cards = self.ui.label("", PANEL_X + 4, 148, pal.VIOLET, small=True, width=CARDS_WIDTH)
        self.measure = Measure()
        self.txt_cards.anchor_y = "top"
        self.banner = Banner()
        self.shown = model.shown()

    def actions(self) -> Sequence[StageAction]:
        k = arcade.key
        return (StageAction("v.whatif", "v.tip.whatif", k.W, self.open_whatif, 76),)

    # ================================================================ position -> sprites
    def refresh(self) -> None:
        """Draw the cursor's position at rest."""
        self.shown = self.model.shown()
        self.sync_board(self.shown)
        self.refresh_marks(self.shown)
        self.refresh_top()
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

    def refresh_top(self) -> None:
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
        set_text(self.txt_cards, self.measure.flow(m.cards_parts(self.shown), CARDS_WIDTH))

    # ================================================================ animation
    def animate(self, start: int, end: int, speed: float) -> bool:
        m = self.model
        self.speed = speed
        self.queue, _ = plan_events(m.events[start:end], lambda k: m.shown(start + k),
                                    lambda k: m.shown(start + k).view, lambda s: s / speed, m.label)
        if not self.queue:
            return False
        self.shown = m.shown()
        self.refresh_top()
        self.begin_step(self.queue[0])
        return True

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def begin_step(self, step: Step[Shown]) -> None:
        space = self.board.space
        self.board.clear_marks()
        if step.kind == "duel":
            self.duel_scene = DuelScene(step.data["duel"])
        elif step.kind == "move":
            self.sync_board(step.before)
        elif step.kind == "settle":
            removed = step.data["removed"]
            positions = {i: space.centre(step.before.view.mages[i].cell) for i in removed
                         if step.before.view.mages[i].cell is not None}
            self.sync_board(step.after, positions=positions, fading={i: 1.0 for i in positions})
            step.data["fading"] = tuple(positions)
        elif step.kind == "declare":
            self.sync_board(step.before)
            self.board.mark(step.data["area"], pal.alpha(pal.ORANGE, 120))
        elif step.kind == "won":
            self.sync_board(step.before)
            begin_beat(self.board, step)
        elif step.kind == "scroll":
            self.sync_board(step.before)
            after = step.after.view.mages if step.data["next"] is not None else ()
            self.next_field = waiting_armies(after, space)
        if step.kind in ("card", "won", "scroll"):
            self.banner.show(step)

    def finish_step(self) -> None:
        step = self.queue.pop(0)
        self.duel_scene = None
        self.board.cast.clear()
        self.board.rest(self.world)
        if step.kind in ("settle", "won", "scroll", "move"):
            self.sync_board(step.after)
        if self.queue:
            self.begin_step(self.queue[0])
        else:
            self.refresh()

    def listener(self) -> Side | None:
        """Battles sound won or lost for the side whose perspective is watched; neutral in "all"."""
        return self.model.audience

    def finish(self) -> None:
        if self.queue:
            self.queue.clear()
            self.duel_scene = None
            self.board.rest(self.world)
            self.refresh()

    def update(self, dt: float, speed: float) -> None:
        self.board.tick(dt)
        if not self.queue:
            return
        step = self.queue[0]
        before = step.t / step.duration if step.duration else None
        step.t += dt
        if before is not None and speed <= SOUND_UP_TO:
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
        self.screen.pause()
        self.finish()
        self.screen.show_panel(panels.whatif_panel(self.screen, self.model))

    # ================================================================ frame
    def draw_world(self) -> None:
        step = self.queue[0] if self.queue else None
        if step is not None and step.kind == "scroll":
            self.board.draw_scrolling(self.world, self.next_field)
        else:
            self.world.use()
            self.board.draw()
        self.hidden_marks.draw(pixelated=True)

    def draw_overlay(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        draw_batch(self.ui.batch)
        step = self.queue[0] if self.queue else None
        if step is not None and step.kind == "duel" and self.duel_scene is not None:
            p = step.t / step.duration if step.duration else 1.0
            if 0.15 <= p <= 0.88:
                self.duel_scene.draw((p - 0.15) / 0.73)
        if step is not None and step.kind in ("scroll", "won", "card"):
            self.banner.draw()
        if self.belief_box is not None and step is None and self.screen.panel is None:
            self.belief_box.draw()

    # ================================================================ input
    def click(self, x: float, y: float) -> bool:
        return False

    def hover(self, x: float, y: float) -> str | None:
        cell = self.board.geo.cell_at(x, y) if self.screen.panel is None else None
        if cell != self.hover_cell:
            self.hover_cell = cell
            if not self.queue:
                self.refresh_marks(self.shown)
            self.belief_box = self.build_belief_box(cell) if cell is not None and not self.queue else None
        return self.describe_cell(cell) if cell is not None else None

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
            text += (f" · {self.model.label(m.index)} {tr(f'job.{m.job.name}')} · "
                     + tr("panel.hp", hp=m.hp, max=m.max_hp))
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
