"""The battle screen: board, top bar, side panel, element guide, previews, the
defender's secret response, duel close-ups and the side-scroll between battles.

Everything drawn comes from a PlayerView of the seated side; every preview comes
from `legal_commands` (areas via `engine.mage_battle.areas.attack_area`), so no rule
is decided here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine import Element, Job, Phase, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.areas import attack_area
from engine.mage_battle.elements import distinct
from engine.mage_battle.state import label_in, mage_label
from engine.mage_battle.tables import Tables
from engine.mage_battle.view import PlayerView

from game import assets
from game import palette as pal
from game.app import GameWindow, Screen
from game.board import Board, element_texture
from game.canvas import HEIGHT, WIDTH
from game.i18n import card_name, opponent_name, tr
from game.log import describe
from game.views.common import Banner, battle_frame, waiting_armies
from game.views.cues import StepSounds, only_human
from game.views.duel import DuelScene
from game.views.guide import build_guide
from game.views.response import ResponsePrompt
from game.views.steps import Step, plan, tween
from game.widgets import Button, Ui, draw_batch, set_text

if TYPE_CHECKING:
    from game.controller import Batch
    from game.director import Director

PANEL_X = 480
LOG_LINE_HEIGHT = 12     # Galmuri9 at its nominal 10 px, with leading

# An attack of the selected mage with the chosen element: (command, area, targets).
Aim = tuple[cmd.Attack, tuple[int, ...], tuple[int, ...]]


class BattleScreen(Screen):
    def __init__(self, app: GameWindow, director: Director) -> None:
        super().__init__(app)
        self.director = director
        self.controller = app.in_play()
        self.perspective = director.perspective()
        self.shown: PlayerView = self.controller.view(self.perspective)
        self.tables: Tables = self.shown.tables
        self.board = Board(self.tables)
        self.world = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=app.canvas.fbo)
        self.consumed = len(self.controller.batches)
        self.last_state = self.controller.match.state
        self.queue: list[Step[PlayerView]] = []
        self.duel_scene: DuelScene | None = None
        self.sounds = StepSounds()
        self.mode = "idle"           # idle | move | attack | card | respond
        self.selected: int | None = None
        self.attack_element: Element | None = None
        self.element_chosen = False
        self.orient = 0
        self.aims: list[Aim] = []
        self.hover_cell: int | None = None
        self.pending_layers: int | None = None
        self.clock = 0.0
        self.log_cache: tuple[int, Side] | None = None
        self.log_upto = len(self.controller.match.events)
        self.foe = next(iter(self.controller.agents), None)
        self.foe_mood = self.controller.moods.get(self.foe) if self.foe is not None else None
        self._drawn: tuple[object, ...] | None = None
        self._duel_base: int | None = None
        self.next_field: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.build()
        self.resync()

    # ================================================================ layout
    def build(self) -> None:
        ui = self.ui = Ui()
        battle_frame(ui, PANEL_X)
        self.btn_move = ui.button(4, 334, 62, 20, tr("hud.move"), lambda: self.enter("move"), key_hint="M",
                                  tip=tr("tip.move"), small=True)
        self.btn_attack = ui.button(70, 334, 62, 20, tr("hud.attack"), lambda: self.enter("attack"), key_hint="A",
                                    tip=tr("tip.attack"), small=True)
        self.btn_card = ui.button(136, 334, 62, 20, tr("hud.card"), lambda: self.enter("card"), key_hint="C",
                                  tip="", small=True)
        self.btn_end = ui.button(202, 334, 70, 20, tr("hud.end"), self.end_turn, key_hint="E", tip=tr("tip.end"),
                                 small=True)
        self.hud_ap: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for i in range(self.shown.rules.ap_per_turn):
            self.hud_ap.append(arcade.Sprite(assets.pip(True), center_x=286 + i * 11, center_y=344))
        self.txt_battle = ui.label("", 316, 340, pal.WHITE)
        self.txt_round = ui.label("", 384, 340, pal.SILVER)
        self.txt_score = ui.label("", 440, 340, pal.GOLD)
        self.txt_turn = ui.label("", 590, 340, pal.WHITE, anchor_x="right")
        # Back to the title; the journal keeps the match for "resume".
        self.btn_menu = ui.button(596, 334, 40, 20, tr("hud.menu"), self.director.title, tip=tr("tip.menu"), small=True)
        self.thinking: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.thinking.append(arcade.Sprite(assets.texture("thinking_0"), center_x=486, center_y=344))
        # Side panel: the selected mage, then the log.
        self.txt_mage = ui.label("", PANEL_X + 6, 314, pal.WHITE)
        self.txt_mage2 = ui.label("", PANEL_X + 6, 300, pal.SILVER, small=True)
        self.txt_layers = ui.label("", PANEL_X + 6, 286, pal.SILVER, small=True)
        self.txt_extra = ui.label("", PANEL_X + 6, 258, pal.SILVER, small=True, width=150)
        self.txt_card = ui.label("", PANEL_X + 6, 232, pal.VIOLET, small=True, width=152)
        # The AI opponent by name, with a whimsical AI's temperament of the moment.
        self.txt_foe = ui.label("", PANEL_X + 6, 208, pal.CRIMSON_LIGHT, small=True, width=152)
        self.txt_log = ui.label("", PANEL_X + 6, 206, pal.SILVER, small=True, width=152)
        self.txt_log.anchor_y = "top"
        self.txt_hint = ui.label("", 4, 316, pal.WHITE)
        self.hint_box = ui.box(0, 312, PANEL_X, 16, pal.alpha(pal.OUTLINE, 200))
        self.panel_icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        # Attack panel: element choices and the priest's orientation.
        self.element_buttons: list[Button] = []
        for i in range(9):
            b = ui.button(PANEL_X + 6 + (i % 5) * 30, 268 - (i // 5) * 30, 26, 26, "", lambda i=i: self.choose_element(i))
            b.set_state(visible=False)
            self.element_buttons.append(b)
        self.element_icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.btn_orient = ui.button(PANEL_X + 6, 200, 148, 18, "", self.toggle_orient, small=True)
        self.btn_orient.set_state(visible=False)
        # Response prompt, built when asked.
        self.response: ResponsePrompt | None = None
        self.response_ui: Ui | None = None
        self.guide = build_guide(self.tables)
        self.banner = Banner()

    # ================================================================ state -> sprites
    def resync(self) -> None:
        """Draw `self.shown` at rest: sprites, HUD, panel, marks."""
        self.board.sync(self.shown)
        self.refresh_hud()
        self.refresh_marks()
        self.refresh_panel()
        self.refresh_log()

    def my_turn(self) -> bool:
        c = self.controller
        state = c.match.state
        return (not self.queue and state.phase == Phase.ACTION and c.is_human(state.to_move)
                and state.to_move == self.perspective and self.shown.phase == Phase.ACTION)

    def legal(self) -> tuple[cmd.Command, ...]:
        if not self.my_turn():
            return ()
        return tuple(self.controller.legal(self.perspective))

    def refresh_hud(self) -> None:
        v = self.shown
        set_text(self.txt_battle, tr("hud.battle", n=max(v.battle, 1), total=v.rules.battles))
        set_text(self.txt_round, tr("hud.round", n=v.round, limit=v.rules.round_limit))
        teal = sum(1 for r in v.results if r.winner == Side.TEAL)
        set_text(self.txt_score, tr("hud.score", teal=teal, crimson=len(v.results) - teal))
        self.txt_round.x = self.txt_battle.x + int(self.txt_battle.content_width) + 8
        self.txt_score.x = self.txt_round.x + int(self.txt_round.content_width) + 8
        c = self.controller
        who = tr(f"side.{v.to_move.key}")
        if c.thinking and not self.queue:
            set_text(self.txt_turn, tr("hud.thinking"))
        else:
            set_text(self.txt_turn, tr("hud.turn", side=who))
        self.txt_turn.color = pal.side_colour(v.to_move, light=True)
        self.thinking[0].center_x = self.txt_turn.x - int(self.txt_turn.content_width) - 10
        for i, sprite in enumerate(self.hud_ap):
            sprite.texture = assets.pip(i < v.ap)
        legal = self.legal()
        mine = self.my_turn()
        has_move = any(isinstance(x, cmd.Move) for x in legal)
        has_attack = any(isinstance(x, cmd.Attack) for x in legal)
        has_card = any(isinstance(x, cmd.UseCard) for x in legal)
        self.btn_move.set_state(enabled=mine and has_move, active=self.mode == "move")
        self.btn_attack.set_state(enabled=mine and has_attack, active=self.mode == "attack")
        self.btn_card.set_state(enabled=mine and has_card, active=self.mode == "card")
        self.btn_end.set_state(enabled=mine)
        card = v.my_card
        self.btn_card.tip = tr("tip.card", card=tr(f"card.{card.key}") if card is not None else tr("card.none"))

    def refresh_marks(self) -> None:
        b = self.board
        b.clear_marks()
        v = self.shown
        if v.pending is not None:
            b.mark(v.pending.area, pal.alpha(pal.ORANGE, 90))
            b.mark([c for t in v.pending.targets if (c := v.mages[t].cell) is not None], pal.CRIMSON_LIGHT, outline=True)
        if self.selected is not None and (selected_cell := v.mages[self.selected].cell) is not None:
            b.mark([selected_cell], pal.GOLD, outline=True)
        if self.queue:
            return
        legal = self.legal()
        if self.mode == "move" and self.selected is not None:
            b.mark([x.to for x in legal if isinstance(x, cmd.Move) and x.mage == self.selected], pal.alpha(pal.SKY, 110))
        elif self.mode == "attack" and self.element_chosen:
            hovered = self.hovered_aim()
            for command, area, targets in self.aims:
                if hovered is not None and command == hovered[0]:
                    continue
                if command.target is not None:
                    b.mark([command.target], pal.alpha(pal.ORANGE, 90))
                elif command.centre is not None:
                    b.mark([command.centre], pal.alpha(pal.ORANGE, 70))
                else:
                    b.mark(area, pal.alpha(pal.ORANGE, 50))
            if hovered is not None:
                command, area, targets = hovered
                b.mark(area, pal.alpha(pal.ORANGE, 150))
                b.mark([c for t in targets if (c := v.mages[t].cell) is not None], pal.CRIMSON_LIGHT, outline=True)
        elif self.mode == "card":
            b.mark([c for x in legal if isinstance(x, cmd.UseCard) and (c := v.mages[x.target].cell) is not None],
                   pal.VIOLET, outline=True)
        if self.hover_cell is not None:
            b.mark([self.hover_cell], pal.alpha(pal.WHITE, 90), outline=True)

    def refresh_panel(self) -> None:
        v = self.shown
        self.panel_icons.clear()
        choosing = self.mode == "attack" and self.selected is not None and not self.element_chosen
        if self.selected is None:
            set_text(self.txt_mage, tr("panel.select"))
            for t in (self.txt_mage2, self.txt_layers, self.txt_extra):
                set_text(t, "")
        else:
            m = v.mages[self.selected]
            set_text(self.txt_mage, f"{label_in(v.mages, m.index)} {tr(f'job.{m.job.name}')}")
            self.txt_mage.color = pal.side_colour(m.side, light=True)
            where = self.tables.name(m.cell) if m.cell is not None else "-"
            set_text(self.txt_mage2, f"{where} · {tr('panel.hp', hp=m.hp, max=m.max_hp)}")
            extra = []
            if m.layers is None:
                set_text(self.txt_layers, tr("panel.layers") + ": " + tr("panel.hidden"))
                if m.aura:
                    extra.append(tr("panel.aura", n=m.aura))
            else:
                set_text(self.txt_layers, tr("panel.layers") + ":")
                if not choosing:
                    left = PANEL_X + 6 + int(self.txt_layers.content_width) + 10
                    for k, e in enumerate(distinct(m.layers) or (None,)):
                        x = left + k * 22
                        self.panel_icons.append(arcade.Sprite(element_texture(e), center_x=x, center_y=290))
                        count = m.layers.count(e) if e is not None else 0
                        if e is not None and count > 1:
                            self.panel_icons.append(arcade.Sprite(assets.frame(14, 14, pal.GOLD, 1), center_x=x, center_y=290))
                            extra.append(f"{tr(f'element.{e.key}')} x{count}")
            if m.seen is not None and (m.layers is None or m.side != self.perspective):
                battle, layers = m.seen
                if battle != v.battle or m.layers is None:
                    extra.append(tr("panel.seen", n=battle) + ": " + " ".join(tr(f"element.{e.key}") for e in layers))
            if m.marked:
                extra.append(tr("panel.marked"))
            if m.attacks:
                extra.append(tr("panel.attacked"))
            set_text(self.txt_extra, "\n".join(extra[:3]))
        mine = card_name(v.my_card, v.cards_used[self.perspective])
        foe = tr("panel.enemy_card.held") if v.opponent_holds_card else tr("panel.enemy_card.none")
        set_text(self.txt_card, f"{tr('panel.card', card=mine)}\n{tr('panel.enemy_card', state=foe)}")
        # The opponent and the log start under the card lines, however many they wrap to.
        below = self.txt_card
        if self.foe is not None:
            who = opponent_name(self.controller.opponent, self.foe_mood)
            set_text(self.txt_foe, tr("panel.foe", who=who))
            if self.txt_foe.content_height > LOG_LINE_HEIGHT + 4:
                # Too long for one line: the mood gets a line of its own rather than a break mid-word.
                set_text(self.txt_foe, tr("panel.foe", who=who.replace(" · ", "\n· ")))
            self.txt_foe.y = int(self.txt_card.y - self.txt_card.content_height - 2)
            below = self.txt_foe
        log_top = int(below.y + 9 - below.content_height - 4)
        if self.txt_log.y != log_top:
            self.txt_log.y = log_top
            self.log_cache = None
        # Attack element buttons.
        self.element_icons.clear()
        options = self.element_options() if choosing else []
        for i, b in enumerate(self.element_buttons):
            b.set_state(visible=i < len(options), active=False)
            if i < len(options):
                self.element_icons.append(arcade.Sprite(element_texture(options[i]), center_x=b.x + 13, center_y=b.y + 13))
        if choosing:
            set_text(self.txt_extra, tr("attack.choose_element"))
        priest = (self.mode == "attack" and self.element_chosen and self.selected is not None
                  and v.mages[self.selected].job == Job.P and any(a.orient is not None for a, _, _ in self.aims))
        self.btn_orient.set_state(visible=priest)
        if priest:
            self.btn_orient.set_label(tr("attack.orient", o=tr("attack.orient.h" if self.orient == 0 else "attack.orient.v")))
        hint = ""
        if self.mode == "attack" and self.element_chosen and self.selected is not None:
            hint = tr(f"attack.choose_aim.{v.mages[self.selected].job.name}")
            hovered = self.hovered_aim()
            if hovered is not None:
                hint += " · " + tr("attack.engage", n=len(hovered[2]))
        elif self.mode == "card":
            hint = tr("card.choose_target")
        self.hint = hint
        set_text(self.txt_hint, hint)

    def refresh_log(self) -> None:
        key = (self.log_upto, self.perspective)
        if key == self.log_cache:
            return
        self.log_cache = key
        events = self.controller.match.events[: self.log_upto]
        state = self.controller.match.state
        lines = describe(events, self.perspective, self.tables, lambda i: mage_label(state, i))
        room = max(3, (int(self.txt_log.y) - 106) // LOG_LINE_HEIGHT)
        set_text(self.txt_log, "\n".join(lines[-room:]))

    # ================================================================ input
    def enter(self, mode: str) -> None:
        if not self.my_turn():
            return
        if self.mode == mode:
            self.cancel()
            return
        self.mode = mode
        self.element_chosen = False
        self.aims = []
        if mode == "attack" and self.selected is not None:
            options = self.element_options()
            if not options:
                self.mode = "idle"
            elif len(options) == 1:
                self.choose_element(0)
                return
        self.refresh_all()

    def cancel(self) -> None:
        self.mode = "idle"
        self.element_chosen = False
        self.aims = []
        self.refresh_all()

    def refresh_all(self) -> None:
        self.refresh_hud()
        self.refresh_marks()
        self.refresh_panel()

    def element_options(self) -> list[Element | None]:
        if self.selected is None:
            return []
        found: list[Element | None] = []
        for x in self.legal():
            if isinstance(x, cmd.Attack) and x.mage == self.selected and x.element not in found:
                found.append(x.element)
        return found

    def choose_element(self, i: int) -> None:
        options = self.element_options()
        if i >= len(options):
            return
        self.attack_element = options[i]
        self.element_chosen = True
        state = self.controller.match.state
        self.aims = []
        for x in self.legal():
            if isinstance(x, cmd.Attack) and x.mage == self.selected and x.element == self.attack_element:
                area, targets = attack_area(state, x.mage, x.element, x.direction, x.centre, x.orient, x.target)
                self.aims.append((x, area, targets))
        self.refresh_all()

    def toggle_orient(self) -> None:
        self.orient = 1 - self.orient
        self.refresh_all()

    def hovered_aim(self) -> Aim | None:
        return self.aim_at(self.hover_cell)

    def aim_at(self, cell: int | None) -> Aim | None:
        if cell is None or not self.aims:
            return None
        best: Aim | None = None
        for aim in self.aims:
            command, area, _ = aim
            if command.target is not None:
                hit = command.target == cell
            elif command.centre is not None:
                hit = command.centre == cell
            else:
                hit = cell in area
            if not hit:
                continue
            if command.orient is not None and command.orient != self.orient:
                best = best or aim
                continue
            return aim
        return best

    def end_turn(self) -> None:
        if self.my_turn():
            self.play(cmd.EndTurn(self.perspective))

    def play(self, command: cmd.Command) -> None:
        self.mode = "idle"
        self.element_chosen = False
        self.aims = []
        if not self.controller.submit(command):
            set_text(self.txt_hint, tr("error.generic", message=self.controller.last_error or ""))
        self.refresh_all()

    def click(self, x: float, y: float, button: int) -> None:
        if self.queue:
            self.skip()
            return
        if self.response_ui is not None:
            self.response_ui.click(x, y)
            return
        if self.ui.click(x, y):
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            if self.mode == "attack" and self.element_chosen:
                self.toggle_orient()
            else:
                self.cancel()
            return
        cell = self.board.geo.cell_at(x, y)
        if cell is None:
            return
        v = self.shown
        occupant = next((m.index for m in v.mages if m.cell == cell), None)
        legal = self.legal()
        if self.mode == "move" and self.selected is not None:
            for c in legal:
                if isinstance(c, cmd.Move) and c.mage == self.selected and c.to == cell:
                    self.play(c)
                    return
        if self.mode == "attack" and self.element_chosen:
            aim = self.aim_at(cell)
            if aim is not None:
                self.play(aim[0])
                return
        if self.mode == "card" and occupant is not None:
            for c in legal:
                if isinstance(c, cmd.UseCard) and c.target == occupant:
                    self.play(c)
                    return
        if occupant is not None:
            self.selected = occupant
            own = v.mages[occupant].side == self.perspective
            self.mode = "move" if own and self.my_turn() else "idle"
            self.element_chosen = False
            self.aims = []
        else:
            self.selected = None
            self.mode = "idle"
        self.refresh_all()

    def hover(self, x: float, y: float) -> None:
        button = self.ui.hover(x, y)
        if self.response_ui is not None:
            self.response_ui.hover(x, y)
        cell = self.board.geo.cell_at(x, y)
        if cell != self.hover_cell:
            self.hover_cell = cell
            if not self.queue:
                self.refresh_marks()
                if self.mode == "attack":
                    self.refresh_panel()
        if button is not None and button.tip:
            hint = button.tip
        elif getattr(self, "hint", ""):
            hint = self.hint
        elif cell is not None:
            hint = self.describe_cell(cell)
        else:
            hint = ""
        set_text(self.txt_hint, hint)

    def describe_cell(self, cell: int) -> str:
        """The cell's name (as the log writes it) and who stands there."""
        text = self.tables.name(cell)
        m = next((m for m in self.shown.mages if m.cell == cell), None)
        if m is not None:
            text += f" · {label_in(self.shown.mages, m.index)} {tr(f'job.{m.job.name}')} · " \
                    + tr("panel.hp", hp=m.hp, max=m.max_hp)
            if m.layers is None and m.aura:
                text += " · " + tr("panel.aura", n=m.aura)
        return text

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        if symbol == k.SPACE:
            self.skip()
        elif symbol == k.ESCAPE:
            self.cancel()
        elif symbol == k.M:
            self.enter("move")
        elif symbol == k.A:
            self.enter("attack")
        elif symbol == k.C:
            self.enter("card")
        elif symbol == k.E:
            self.end_turn()
        elif symbol == k.R and self.mode == "attack":
            self.toggle_orient()
        elif k.KEY_1 <= symbol <= k.KEY_9 and self.mode == "attack" and not self.element_chosen:
            self.choose_element(symbol - k.KEY_1)

    # ================================================================ the response prompt
    def open_response(self) -> None:
        v = self.controller.view(self.perspective)
        self.shown = v
        self.response = ResponsePrompt(v, self.board.geo, self.controller.match.state, self.confirm_response)
        self.response_ui = self.response.ui
        self.mode = "respond"
        self.board.sync(v)
        self.refresh_all()

    def confirm_response(self) -> None:
        if self.response is None or self.shown.pending is None:
            return
        command = self.response.command(self.perspective)
        self.response_ui = self.response = None
        self.mode = "idle"
        if not self.controller.submit(command):
            set_text(self.txt_hint, tr("error.generic", message=self.controller.last_error or ""))

    # ================================================================ animation
    def enqueue(self, batch: Batch) -> None:
        steps, next_battle = plan(batch, self.last_state, self.perspective, self.app.settings.duration)
        if next_battle is not None:
            self.pending_layers = next_battle
        steps[-1].data["log_upto"] = self.controller.match.boundaries[batch.number + 1]
        if batch.command.side == self.foe and batch.mood != self.foe_mood:
            # The mood that chose this move, named while the move plays.
            self.foe_mood = batch.mood
            self.refresh_panel()
        self.queue.extend(steps)
        self.last_state = batch.state
        if self.queue:
            self.begin_step(self.queue[0])

    def begin_step(self, step: Step[PlayerView]) -> None:
        geo = self.board.geo
        if step.kind == "duel":
            self.duel_scene = DuelScene(step.data["duel"])
        if step.kind == "move":
            self.board.sync(step.before)
        if step.kind == "settle":
            removed = step.data["removed"]
            positions = {i: geo.centre(step.before.mages[i].cell) for i in removed if step.before.mages[i].cell is not None}
            self.board.sync(step.after, positions=positions, fading={i: 1.0 for i in positions})
            step.data["fading"] = tuple(positions)
        if step.kind == "declare":
            self.board.sync(step.before)
            self.board.clear_marks()
            self.board.mark(step.data["area"], pal.alpha(pal.ORANGE, 120))
        if step.kind in ("card", "scroll"):
            self.banner.show(step)
        if step.kind == "scroll":
            self.board.clear_marks()
            self.board.sync(step.before)
            # The next battle's armies already stand on their formation cells, one board to the right.
            self.next_field = waiting_armies(step.after.mages if step.data["next"] is not None else (), geo)

    def finish_step(self, step: Step[PlayerView]) -> None:
        self.duel_scene = None
        self.world.zoom = 1.0
        self.world.position = (WIDTH / 2, HEIGHT / 2)
        self.board.cast.clear()
        if "log_upto" in step.data:
            self.log_upto = step.data["log_upto"]
            self.refresh_log()
        if step.kind in ("settle", "scroll"):
            self.shown = step.after
            self.board.sync(step.after)
            self.refresh_hud()
        self.queue.pop(0)
        if self.queue:
            self.begin_step(self.queue[0])
        else:
            self.shown = step.after
            if self.selected is not None and self.shown.mages[self.selected].cell is None:
                self.selected = None
            self.resync()

    def animate(self, dt: float) -> None:
        step = self.queue[0]
        before = step.t / step.duration if step.duration else None
        step.t += dt
        if before is not None:
            # Animated steps only: "skip animations" (duration 0) and Space/click skips stay silent.
            self.sounds.advance(step, before, min(1.0, step.t / step.duration), only_human(self.controller))
        if step.t >= step.duration:
            self.finish_step(step)
            return
        tween(step, step.t / step.duration if step.duration else 1.0, self.board, self.world)

    def skip(self) -> None:
        """Space or a click: finish every queued animation at once."""
        while self.queue:
            self.finish_step(self.queue[0])

    # ================================================================ frame
    def signature(self) -> tuple[object, ...]:
        """Everything the picture depends on between animations; equal means no redraw."""
        return (id(self.shown), self.board._frame, int(self.clock * 3) % 2 if self.controller.thinking else -1,
                self.consumed, self.mode, self.selected, self.hover_cell, self.element_chosen, self.orient,
                self.txt_hint.text, self.txt_turn.text, self.txt_foe.text, self.log_upto, self.log_cache, id(self.response),
                len(self.board.marks), len(self.board.overlay))

    def changed(self) -> bool:
        return bool(self.queue) or self.signature() != self._drawn

    def drawn(self) -> None:
        self._drawn = None if self.queue else self.signature()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.board.tick(dt)
        self.thinking[0].texture = assets.texture(f"thinking_{int(self.clock * 3) % 2}")
        if self.perspective != self.director.perspective():
            # A new person sits down: animations built for the previous seat are dropped unplayed,
            # since their views hold that side's secrets.
            self.perspective = self.director.perspective()
            self.queue.clear()
            self.duel_scene = None
            self.world.zoom = 1.0
            self.world.position = (WIDTH / 2, HEIGHT / 2)
            self.consumed = len(self.controller.batches)
            self.last_state = self.controller.match.state
            self.log_upto = len(self.controller.match.events)
            self.response_ui = self.response = None
            self.shown = self.controller.view(self.perspective)
            self.selected = None
            self.mode = "idle"
            self.log_cache = None
            self.resync()
        batches = self.controller.batches
        while self.consumed < len(batches):
            self.enqueue(batches[self.consumed])
            self.consumed += 1
        if self.queue:
            self.animate(dt)
            return
        self.refresh_log()
        self.after_animations()

    def after_animations(self) -> None:
        c = self.controller
        if self.pending_layers is not None:
            battle, self.pending_layers = self.pending_layers, None
            sides = [s for s in Side if c.is_human(s)]
            self.director.new_layers(sides, battle, self.director.battle)
            return
        if c.over:
            self.director.results()
            return
        state = c.match.state
        if state.phase == Phase.RESPONSE:
            defender = state.to_move.other
            if c.is_human(defender):
                if c.hotseat and self.director.seat != defender:
                    self.director.require_seat(defender, "response", self.director.battle)
                elif self.response_ui is None:
                    self.open_response()
            return
        if state.phase == Phase.ACTION and c.is_human(state.to_move):
            if c.hotseat and self.director.seat != state.to_move:
                self.director.require_seat(state.to_move, "turn", self.director.battle)
                return
        if self.shown is not None and (self.shown.phase != state.phase or self.shown.to_move != state.to_move
                                       or self.shown.ap != state.ap):
            self.shown = c.view(self.perspective)
            self.resync()
        want = tr("hud.thinking") if c.thinking else tr("hud.turn", side=tr(f"side.{state.to_move.key}"))
        if self.txt_turn.text != want:
            self.refresh_hud()
            self.refresh_marks()

    def draw_world(self, step: Step[PlayerView] | None) -> None:
        if step is not None and step.kind == "scroll":
            self.board.draw_scrolling(self.world, self.next_field)
        else:
            self.world.use()
            self.board.draw()

    def holding_duel(self) -> tuple[Step[PlayerView] | None, float, bool]:
        step = self.queue[0] if self.queue else None
        p = step.t / step.duration if step is not None and step.duration else 1.0
        return step, p, step is not None and step.kind == "duel" and self.duel_scene is not None and 0.15 <= p <= 0.88

    def repaint_only(self) -> bool:
        # The close-up's band is opaque: after its first frame only the band needs painting.
        step, _, holding = self.holding_duel()
        return holding and self._duel_base == id(step)

    def draw(self) -> None:
        step, p, holding_duel = self.holding_duel()
        if holding_duel and self._duel_base == id(step) and self.duel_scene is not None:
            self.duel_scene.draw((p - 0.15) / 0.73)
            return
        self._duel_base = id(step) if holding_duel else None
        # While the close-up holds, it covers the board and panel: nothing behind it is drawn.
        if not holding_duel:
            self.draw_world(step)
        self.app.canvas.camera.use()
        self.hint_box.visible = bool(self.txt_hint.text)
        self.ui.sprites.draw(pixelated=True)
        self.hud_ap.draw(pixelated=True)
        self.guide[0].sprites.draw(pixelated=True)
        self.guide[1].draw(pixelated=True)
        if self.controller.thinking:
            self.thinking.draw(pixelated=True)
        if holding_duel and self.duel_scene is not None:
            draw_batch(self.ui.batch)
            draw_batch(self.guide[0].batch)
            self.duel_scene.draw((p - 0.15) / 0.73)
            return
        self.panel_icons.draw(pixelated=True)
        self.element_icons.draw(pixelated=True)
        draw_batch(self.ui.batch)
        draw_batch(self.guide[0].batch)
        if self.response is not None:
            self.response.draw()
        if step is not None and step.kind in ("scroll", "card"):
            self.banner.draw()
