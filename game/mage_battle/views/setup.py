"""Match setup (전투 준비): the opponent, then each human side's secret setup steps.

Shrines, formation and first elements are built up by clicks and sent as one command
each; the engine judges them (R1-R3). Against the AI only teal is set up here: the
AI's agent chooses crimson's setup on its own worker.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import arcade

from engine.mage_battle import Element, Job, Phase, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.ai import setup as setup_ideas
from engine.mage_battle.ai.agents import LEVELS, MOODS
from game.mage_battle.board import Board, element_texture, mage_texture
from game.mage_battle.views.common import menu_backdrop
from game.mage_battle.views.rules_pages import shrine_values
from game.shell import assets
from game.shell import palette as pal
from game.shell.app import GameWindow, Screen
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.common import MenuScreen
from game.shell.i18n import tr
from game.shell.learn.rules_screen import rule_values
from game.shell.widgets import Action, Button, Measure, Ui, line_pitch, set_text

if TYPE_CHECKING:
    from game.mage_battle.director import MageDirector

ELEMENTS = tuple(Element)
PALETTE_Y = 58
WHY_Y = 252         # the setup step's why: under the three shrines' lines, over the feedback
# The opponent screen: buttons in a column at the left, each opponent's line beside its
# button, the moods' panel under the column and above the backdrop's mages.
MENU_X, MENU_W, MENU_TOP, MENU_PITCH = 16, 160, 274, 23
NOTE_X = MENU_X + MENU_W + 10
MOODS_Y, MOODS_W, MOODS_H = 100, 600, 60


class OpponentScreen(MenuScreen):
    """The opponent choice: a column of buttons, each with a line beside it saying what that
    opponent is like, and the whimsical AI's moods under them, so that choosing an AI is not
    choosing among bare names."""

    director: MageDirector

    def __init__(self, app: GameWindow, director: MageDirector) -> None:
        super().__init__(app, director)
        self.ui = Ui()
        self.back = menu_backdrop(self.ui)
        self.ui.label(tr("setup.title"), WIDTH // 2, 322, pal.GOLD, size=18, anchor_x="center")
        self.ui.label(tr("setup.opponent"), WIDTH // 2, 302, pal.WHITE, anchor_x="center")
        choices: list[tuple[str, Action, str]] = [
            (tr(f"level.{level}"), (lambda lv=level: director.start_match(lv)), tr(f"level_tip.{level}"))
            for level in LEVELS]
        choices.append((tr("setup.hotseat"), lambda: director.start_match(None), tr("level_tip.hotseat")))
        choices.append((tr("menu.back"), director.title, ""))
        self.buttons: list[Button] = []
        self.notes: list[arcade.Text] = []
        for i, (name, action, note) in enumerate(choices):
            y = MENU_TOP - i * MENU_PITCH
            self.buttons.append(self.ui.button(MENU_X, y, MENU_W, 20, name, action))
            self.notes.append(self.ui.label(note, NOTE_X, y + 6, pal.SILVER, small=True))
        left = WIDTH // 2 - MOODS_W // 2
        self.ui.box(left - 6, MOODS_Y - 6, MOODS_W + 12, MOODS_H, pal.alpha(pal.OUTLINE, 200), border=pal.INK)
        self.ui.label(tr("mood_tip.title"), left, MOODS_Y + MOODS_H - 20, pal.VIOLET, small=True)
        moods = [tr(f"mood_tip.{mood.replace(' ', '_')}") for mood in MOODS]
        self.mood_notes = self.ui.label(Measure().flow(moods, MOODS_W), left, MOODS_Y + MOODS_H - 32, pal.STONE,
                                        small=True, width=MOODS_W)
        line_pitch(self.mood_notes, 12)
        self.hint = self.ui.label("", WIDTH // 2, 70, pal.SILVER, anchor_x="center")

    def hover(self, x: float, y: float) -> None:
        b = self.ui.hover(x, y)
        for note, button in zip(self.notes, self.buttons):     # the pointed opponent's line stands out
            note.color = pal.WHITE if b is button else pal.SILVER
        self.mood_notes.color = pal.WHITE if b is self.buttons[LEVELS.index("whimsical")] else pal.STONE
        if b is None:
            set_text(self.hint, "")
        elif b is self.buttons[len(LEVELS)]:
            set_text(self.hint, tr("setup.hotseat.hint"))
        elif b in self.buttons[:len(LEVELS)]:
            set_text(self.hint, tr("setup.ai.hint"))

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.director.title()


class WaitingScreen(MenuScreen):
    """Shown while only the AI still has a setup choice to make."""

    director: MageDirector

    def __init__(self, app: GameWindow, director: MageDirector) -> None:
        super().__init__(app, director)
        self.ui = Ui()
        self.back = menu_backdrop(self.ui)
        self.ui.label(tr("setup.waiting"), WIDTH // 2, 190, pal.WHITE, anchor_x="center")
        self.spinner: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.spinner.append(arcade.Sprite(assets.texture("thinking_0"), center_x=WIDTH // 2, center_y=220))
        self.clock = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt
        self.spinner[0].texture = assets.texture(f"thinking_{int(self.clock * 3) % 2}")
        controller = self.app.controller
        if controller is None:
            return
        if controller.human_deciders() or controller.view(Side.TEAL).phase not in (Phase.SHRINES, Phase.FORMATION,
                                                                                   Phase.ELEMENTS):
            self.director.advance()

    def draw(self) -> None:
        super().draw()
        self.spinner.draw(pixelated=True)


class SetupScreen(Screen):
    def __init__(self, app: GameWindow, director: MageDirector, side: Side, phase: Phase) -> None:
        super().__init__(app)
        self.director = director
        self.side = side
        self.phase = phase
        self.controller = app.in_play()
        self.view = self.controller.view(side)
        self.tables = self.view.tables
        self.rng = random.Random()
        self.board = Board(self.tables)
        # A draft's bigger board is shown smaller (`Board.rest`); the standard one as it is.
        self.camera = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=app.canvas.fbo)
        self.board.rest(self.camera)
        self.pieces: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shrine_choice: list[Element | None] = [None] * len(self.tables.shrine_cells[side])
        self.slot = 0
        self.placements: dict[int, Job] = {}
        self.job = Job.S
        self.assigned: dict[int, Element] = {}
        self.element: Element | None = ELEMENTS[0]
        self.hover_cell: int | None = None
        self.message = ""
        self.build()
        self.refresh()

    # ---- layout -------------------------------------------------------------------
    def build(self) -> None:
        ui = self.ui = Ui()
        side_name = tr(f"side.{self.side.key}")
        ui.box(0, 328, WIDTH, 32, pal.OUTLINE)
        ui.box(480, 104, 160, 224, pal.PANEL)
        ui.box(0, 0, WIDTH, 104, pal.PANEL)
        steps = {Phase.SHRINES: "setup.shrines", Phase.FORMATION: "setup.formation", Phase.ELEMENTS: "setup.elements"}
        step = steps[self.phase]
        ui.label(f"{tr('setup.title')} · {side_name}", 8, 340, pal.side_colour(self.side, light=True))
        # The step names the numbers of the rule set in use (a draft's zone, jobs), and this
        # side's own shrine rows.
        rows = [self.tables.name(cell)[0] for cell in self.tables.shrine_cells[self.side]]
        ui.label(tr(step, **{**rule_values(self.view.rules), **shrine_values(rows)}), 8, 88, pal.WHITE)
        ui.label(tr(step + ".hint"), 8, 74, pal.SILVER, small=True)
        self.info = ui.label("", 488, 300, pal.WHITE, width=148)
        # Why this step matters, under what it has chosen so far: otherwise a newcomer sets up
        # three screens without knowing what any of it will do in battle.
        self.why = ui.label(tr(step + ".why"), 488, WHY_Y, pal.GOLD, small=True, width=148)
        line_pitch(self.why, 12)
        self.feedback = ui.label("", 488, 190, pal.CRIMSON_LIGHT, width=148)
        self.confirm = ui.button(488, 112, 144, 22, tr("setup.confirm"), self.submit, fill=pal.TEAL_DARK)
        ui.button(488, 140, 70, 20, tr("setup.random"), self.randomise)
        # A considered choice to start from, with the idea behind it (engine.mage_battle.ai.setup's).
        self.suggest_button = ui.button(488, 164, 144, 20, tr("setup.suggest"), self.suggest, key_hint="S",
                                        tip=tr(f"setup.suggest.{self.phase.name.lower()}"))
        ui.button(562, 140, 70, 20, tr("setup.clear"), self.clear_choices)
        self.palette_buttons: list[Button] = []
        if self.phase == Phase.FORMATION:
            for i, job in enumerate((Job.S, Job.P, Job.O)):
                b = ui.button(8 + i * 150, 14, 140, 40, f"{job.name} {tr(f'job.{job.name}')}",
                              (lambda j=job: self.pick_job(j)))
                # Left-aligned after the mage drawn on the button.
                b.label.anchor_x = "left"
                b.label.x = b.x + 36
                self.palette_buttons.append(b)
        else:
            for i, element in enumerate(ELEMENTS):
                b = ui.button(8 + i * 70, 14, 64, 46, "", (lambda e=element: self.pick_element(e)), small=True)
                b.label.y = 18
                set_text(b.label, tr(f"element.{element.key}"))
                self.palette_buttons.append(b)
        self.palette_icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        if self.phase != Phase.FORMATION:
            for i, element in enumerate(ELEMENTS):
                icon = arcade.Sprite(element_texture(element), scale=2, center_x=40 + i * 70, center_y=44)
                self.palette_icons.append(icon)
        else:
            for i, job in enumerate((Job.S, Job.P, Job.O)):
                icon = arcade.Sprite(mage_texture(job, self.side, "0"), center_x=28 + i * 150, center_y=34)
                self.palette_icons.append(icon)
        self.header = ui.label("", 380, 340, pal.GOLD)

    # ---- state shown ------------------------------------------------------------------
    def refresh(self) -> None:
        b = self.board
        b.clear_marks()
        self.pieces.clear()
        self.icons.clear()
        cells = self.tables.shrine_cells[self.side]
        own_shrines = list(zip(cells, self.shrine_choice)) if self.phase == Phase.SHRINES else []
        public = [(c, e) for s in Side for c, e in self.view.shrines[s]]
        b.show_shrines(own_shrines or public)
        ready = False
        if self.phase == Phase.SHRINES:
            b.mark([cells[self.slot]], pal.GOLD, outline=True)
            for i, e in enumerate(self.shrine_choice):
                if e is None:
                    b.mark([cells[i]], pal.alpha(pal.WHITE, 60))
            ready = None not in self.shrine_choice
            chosen = [tr(f"element.{e.key}") if e is not None else "-" for e in self.shrine_choice]
            set_text(self.info, "\n".join(f"{self.tables.name(c)}: {n}" for c, n in zip(cells, chosen)))
            for i, btn in enumerate(self.palette_buttons):
                btn.set_state(active=ELEMENTS[i] == self.shrine_choice[self.slot],
                              enabled=True)
        elif self.phase == Phase.FORMATION:
            zone = self.tables.zone[self.side]
            free = [c for c in zone if c not in self.placements]
            # The seat's own colour, strong enough to read over its zone's ground tint (green
            # over crimson's tint came out almost neutral).
            b.mark(free, pal.alpha(pal.side_colour(self.side, light=True), 80))
            if self.hover_cell is not None:
                legal = self.hover_cell in self.tables.zone_set[self.side]
                b.mark([self.hover_cell], pal.GREEN if legal else pal.CRIMSON_LIGHT, outline=True)
            for cell, job in self.placements.items():
                cx, cy = b.space.centre(cell)
                self.pieces.append(arcade.Sprite(mage_texture(job, self.side, "0"), center_x=cx, center_y=cy))
            left = self.left()
            ready = not any(left.values())
            set_text(self.info, tr("setup.left", s=left[Job.S], p=left[Job.P], o=left[Job.O]))
            for job, btn in zip((Job.S, Job.P, Job.O), self.palette_buttons):
                btn.set_state(active=job == self.job, enabled=left[job] > 0)
                btn.set_label(f"{job.name} {tr(f'job.{job.name}')} ×{left[job]}")
        else:
            own = [m for m in self.view.mages if m.side == self.side]
            b.sync(self.view)
            for m in own:
                element = self.assigned.get(m.index)
                assert m.cell is not None
                cx, cy = b.space.centre(m.cell)
                if element is not None:
                    self.icons.append(arcade.Sprite(element_texture(element), center_x=cx + 10, center_y=cy - 10))
                else:
                    b.mark([m.cell], pal.alpha(pal.GOLD, 70))
            used = set(self.assigned.values())
            for i, btn in enumerate(self.palette_buttons):
                btn.set_state(active=ELEMENTS[i] == self.element)
                btn.label.color = pal.STONE if ELEMENTS[i] in used else pal.WHITE
            ready = len(self.assigned) == len(own)
            set_text(self.info, f"{len(self.assigned)}/{len(own)}")
        self.confirm.set_state(enabled=ready)

    def left(self) -> dict[Job, int]:
        jobs = self.tables.jobs
        return {j: jobs.count(j) - sum(1 for v in self.placements.values() if v == j) for j in (Job.S, Job.P, Job.O)}

    # ---- choices ------------------------------------------------------------------
    def pick_element(self, element: Element) -> None:
        self.message = ""
        if self.phase == Phase.SHRINES:
            if element in self.shrine_choice:
                other = self.shrine_choice.index(element)
                self.shrine_choice[other] = self.shrine_choice[self.slot]
            self.shrine_choice[self.slot] = element
            empty = [i for i, e in enumerate(self.shrine_choice) if e is None]
            if empty:
                self.slot = empty[0]
        else:
            self.element = element
        self.show_feedback("")
        self.refresh()

    def pick_job(self, job: Job) -> None:
        self.job = job
        self.refresh()

    def click(self, x: float, y: float, button: int) -> None:
        if self.ui.click(x, y):
            return
        cell = self.board.geo.cell_at(x, y)
        if cell is None:
            return
        name = self.tables.name(cell)
        if self.phase == Phase.SHRINES:
            cells = self.tables.shrine_cells[self.side]
            if cell in cells:
                self.slot = cells.index(cell)
        elif self.phase == Phase.FORMATION:
            if cell in self.placements:
                del self.placements[cell]
            elif cell not in self.tables.zone_set[self.side]:
                self.show_feedback(tr("setup.bad_cell", cell=name))
            elif self.left()[self.job] <= 0:
                self.show_feedback(tr("setup.no_job", job=self.job.name))
            else:
                self.placements[cell] = self.job
                self.show_feedback("")
                left = self.left()
                if left[self.job] == 0:
                    rest = [j for j in (Job.S, Job.P, Job.O) if left[j] > 0]
                    if rest:
                        self.job = rest[0]
        else:
            index = next((m.index for m in self.view.mages if m.cell == cell and m.side == self.side), None)
            if index is not None and self.element is not None:
                for other, e in list(self.assigned.items()):
                    if e == self.element:
                        del self.assigned[other]
                self.assigned[index] = self.element
                used = set(self.assigned.values())
                unused = [e for e in ELEMENTS if e not in used]
                self.element = unused[0] if unused else None
        self.refresh()

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)
        cell = self.board.geo.cell_at(x, y)
        if cell != self.hover_cell:
            self.hover_cell = cell
            if self.phase == Phase.FORMATION:
                self.refresh()

    def show_feedback(self, message: str) -> None:
        set_text(self.feedback, message)

    def clear_choices(self) -> None:
        """Start this step over (the Clear button, Esc). Not `clear`: that is arcade.View's."""
        self.shrine_choice = [None] * len(self.shrine_choice)
        self.slot = 0
        self.placements.clear()
        self.job = Job.S
        self.assigned.clear()
        self.element = ELEMENTS[0]
        self.refresh()

    def randomise(self) -> None:
        """Fill the step with a uniformly random legal choice, for the person to confirm."""
        legal = self.controller.legal(self.side)
        if not len(legal):
            return
        self.fill(legal[self.rng.randrange(len(legal))])

    def suggest(self) -> None:
        """Fill the step with what the thoughtful AI would choose from this seat's view, and
        say the idea behind it: a starting point the person may change before confirming."""
        choice: cmd.Command
        if self.phase == Phase.SHRINES:
            choice = setup_ideas.thoughtful_shrines(self.view, self.rng)
        elif self.phase == Phase.FORMATION:
            choice = setup_ideas.spread_formation(self.view, self.rng)
        else:
            choice = setup_ideas.thoughtful_elements(self.view, self.rng)
        self.fill(choice)
        self.show_feedback("")
        set_text(self.why, tr(f"setup.suggest.{self.phase.name.lower()}"))

    def fill(self, choice: cmd.Command) -> None:
        if isinstance(choice, cmd.ChooseShrines):
            self.shrine_choice = list(choice.elements)
        elif isinstance(choice, cmd.ChooseFormation):
            self.placements = dict(choice.placements)
        elif isinstance(choice, cmd.AssignElements):
            own = [m.index for m in self.view.mages if m.side == self.side]
            self.assigned = dict(zip(own, choice.elements))
        self.refresh()

    def command(self) -> cmd.Command | None:
        if self.phase == Phase.SHRINES:
            chosen = tuple(e for e in self.shrine_choice if e is not None)
            if len(chosen) < len(self.shrine_choice):
                return None
            return cmd.ChooseShrines(self.side, chosen)
        if self.phase == Phase.FORMATION:
            return cmd.ChooseFormation.of(self.side, self.placements)
        own = [m.index for m in self.view.mages if m.side == self.side]
        if any(i not in self.assigned for i in own):
            return None
        return cmd.AssignElements(self.side, tuple(self.assigned[i] for i in own))

    def submit(self) -> None:
        command = self.command()
        if command is None:
            return
        if self.controller.submit(command):
            self.director.advance()
        else:
            self.show_feedback(tr("error.generic", message=self.controller.last_error or ""))

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ENTER and self.confirm.enabled:
            self.submit()
        elif symbol == arcade.key.ESCAPE:
            self.clear_choices()
        elif symbol == arcade.key.S:
            self.suggest()

    def update(self, dt: float) -> None:
        self.board.tick(dt)

    def draw(self) -> None:
        self.camera.use()
        self.board.draw_ground()
        if self.phase == Phase.ELEMENTS:
            self.board.draw_pieces()
        self.pieces.draw(pixelated=True)
        self.icons.draw(pixelated=True)
        self.app.canvas.camera.use()
        self.ui.draw()
        self.palette_icons.draw(pixelated=True)
