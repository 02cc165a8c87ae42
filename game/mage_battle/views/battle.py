"""The battle screen: board, top bar, side panel, element guide, previews, the defender's
secret response, duel close-ups and the side-scroll between battles.

The screen wires its parts and follows the match: the seat's input state and its steps
(battle_input, battle_controls), what is shown (battle_presenter, from the seat's
PlayerView and legal commands only), the panes that show it (battle_layout and its panes)
and the animation queue (battle_animation). Every preview comes from `legal_commands`
(areas via `engine.mage_battle.areas.attack_area`), so no rule is decided here. What the
seat may foresee (an enemy's reach, the threat view, an attack's or a card's outcome) comes
from `game.mage_battle.foresight` over the seat's own knowledge; the other side's last turn
is told by `game.mage_battle.recap` from the seat's events (battle_recap shows it).

Hot-seat: the director builds the screen anew for each person behind the curtain. When a
person's command makes the other the one to decide, the screen becomes nobody's: it
drops that person's selection and tools and shows the table's view (each side's mages as
the enemy knows them, the log's public lines), and what the command set off (the attack
declared, the duel, the turn's end, the battle won) plays there for both people before
the next curtain.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import arcade

from engine.mage_battle import Phase, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.areas import attack_area
from engine.mage_battle.state import label_in
from engine.mage_battle.tables import Tables
from engine.mage_battle.view import PlayerView, table_view
from game.mage_battle.foresight import (
    CardPreview,
    Knowledge,
    TargetPreview,
    Threat,
    card_preview,
    mage_reach,
    preview,
    response_table,
    threat,
)
from game.mage_battle.knowledge import known_elementless
from game.mage_battle.recap import Recap, recap
from game.mage_battle.takeback import may_take_back
from game.mage_battle.views.battle_animation import AnimationQueue, LiveStep
from game.mage_battle.views.battle_controls import Controls
from game.mage_battle.views.battle_foresight import (
    Strip,
    card_line,
    card_strip,
    preview_line,
    preview_strips,
    reach_line,
    reach_marks,
    threat_line,
    threat_marks,
)
from game.mage_battle.views.battle_input import Aim, Aiming, Cells, Mode, hovered_aim
from game.mage_battle.views.battle_layout import BattleLayout
from game.mage_battle.views.battle_presenter import (
    Mark,
    describe_cell,
    input_marks,
    position_marks,
    side_panel,
    top_bar,
    turn_line,
)
from game.mage_battle.views.battle_recap import RecapBox, RecapPane
from game.mage_battle.views.cues import only_human
from game.mage_battle.views.response import ResponsePrompt
from game.shell import palette as pal
from game.shell.app import GameWindow, Screen
from game.shell.i18n import tr
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.mage_battle.director import MageDirector
    from game.shell.controller import Batch


@dataclass
class SeatTools:
    """A person's tools on the battle screen, found again at their next turn."""

    threat_on: bool = False
    # Whether ending the turn with an attack still possible asks first; Shift+E turns it off
    # for the rest of the match (a newcomer lost mages by ending turns with AP unspent).
    ask_end: bool = True


class BattleScreen(Screen):
    def __init__(self, app: GameWindow, director: MageDirector) -> None:
        super().__init__(app)
        self.director = director
        c = self.controller = app.in_play()
        self.perspective = director.perspective()
        self._table: tuple[PlayerView, PlayerView, PlayerView] | None = None     # seat_view's last table view
        self.shown: PlayerView = self.seat_view()
        self.tables: Tables = self.shown.tables
        self.controls = Controls(self)
        self.consumed = len(c.batches)
        self.end_armed = False      # the End button has asked once this turn
        self.pending_layers: int | None = None      # the battle whose new layers to show once at rest
        self.clock = 0.0
        self.hint = ""              # what the panel asks for (an aim, a card target); else the hover speaks
        # What this person's screen keeps for them between their turns (hot-seat: per seat).
        self.tools: SeatTools = director.seat_state(int(self.perspective), SeatTools)
        self._knowing: tuple[tuple[int, int], Knowledge] | None = None
        self._threat: tuple[tuple[int, int], Threat] | None = None
        self._reach: tuple[tuple[int, int, int], tuple[frozenset[int], frozenset[int]]] | None = None
        self._drawn: tuple[object, ...] | None = None
        # The other side's last turn, shown once after the AI's and reopened by L or its button.
        self.recap = RecapPane(self.last_recap, lambda text: self.layout.hint_line.say(text))
        foe = next(iter(c.agents), None)
        self.layout = BattleLayout(self.shown, app.canvas.camera, app.canvas.fbo,
                                   (c.opponent, foe, c.moods.get(foe) if foe is not None else None),
                                   c.events_through(), self.controls, self.end_turn, director.leave,
                                   self.toggle_threat, self.undo, lambda: self.recap.toggle())
        self.response: ResponsePrompt | None = None     # the defender's response prompt, built when asked
        self.response_ui: Ui | None = None
        self.animation = AnimationQueue(self.layout.board_pane, only_human(c), self.step_done, self.at_rest)
        # The parts by the names the tests and scripts drive the screen with.
        self.ui, self.board, self.queue = self.layout.ui, self.layout.board_pane.board, self.animation.steps
        # The seat's own mages show what the enemy has seen of them; between two people no one's.
        self.board.shows_foe_knowledge = lambda: not self.nobodys()
        self.finish_step = self.animation.finish
        controls = self.controls
        self.enter, self.cancel, self.choose_element = controls.enter, controls.cancel, controls.choose_element
        self.element_options = controls.element_options
        top, choices = self.layout.top, self.layout.choices
        self.btn_move, self.btn_attack, self.btn_card, self.btn_end = top.move, top.attack, top.card, top.end
        self.btn_orient, self.element_buttons = choices.orient, choices.element_buttons
        self.btn_threat, self.btn_undo = self.layout.threat, self.layout.undo
        self.txt_foe, self.txt_log = self.layout.foe.label, self.layout.log.label
        self.resync()

    # ================================================================ who sits here
    def nobodys(self) -> bool:
        """Hot-seat, between two people: the screen is no one's and shows only what is public."""
        return self.controller.hotseat and self.director.seat is None

    def seat_view(self) -> PlayerView:
        """The seat's view of the match as it stands; between two people the table's, made
        once per pair of seat views (the controller builds those once per command), since
        every hover and refresh asks for it."""
        c = self.controller
        view: PlayerView = c.view(self.perspective)
        if not self.nobodys():
            return view
        other: PlayerView = c.view(self.perspective.other)
        if self._table is None or self._table[0] is not view or self._table[1] is not other:
            self._table = (view, other, table_view(view, other))
        return self._table[2]

    def hand_over(self) -> None:
        """Hot-seat: the person has played and the other decides next: the screen is nobody's
        until the curtain, and nothing of the person's own stays on it."""
        self.director.hand_over()
        self.controls.seat_changed()
        self.response_ui = self.response = None
        self.recap.close()
        self.layout.log.written = None
        self.shown = self.seat_view()
        self.resync()

    @property
    def threat_on(self) -> bool:
        """The threat view (where the enemy could strike next turn): the person's own
        knowledge, so never on a screen between two people."""
        return self.tools.threat_on and not self.nobodys()

    # ================================================================ what the seat may do
    def now(self) -> PlayerView:
        """The seat's view of the match as it stands (the screen may still be animating to it)."""
        return self.seat_view()

    def my_turn(self) -> bool:
        now = self.now()
        return (not self.queue and not self.nobodys() and now.phase == Phase.ACTION
                and self.controller.is_human(now.to_move) and now.to_move == self.perspective
                and self.shown.phase == Phase.ACTION)

    def legal(self) -> tuple[cmd.Command, ...]:
        """The seat's legal commands, none while it may not act (not its turn, or animating)."""
        return tuple(self.controller.legal(self.perspective)) if self.my_turn() else ()

    def knowledge(self) -> Knowledge:
        """What the seat cannot rule out about every mage's elements, from the view shown and the
        events it saw; read again only when either changed."""
        key = (id(self.shown), self.controller.events_through())
        if self._knowing is None or self._knowing[0] != key:
            self._knowing = (key, Knowledge(self.shown, self.controller.seen(self.perspective)))
        return self._knowing[1]

    def threat(self) -> Threat:
        """The threat view of the view shown (foresight.threat), worked out once per view."""
        key = (id(self.shown), self.controller.events_through())
        if self._threat is None or self._threat[0] != key:
            self._threat = (key, threat(self.shown, (), self.knowledge()))
        return self._threat[1]

    def pointed_enemy(self) -> int | None:
        """The enemy under the pointer whose reach is drawn: at rest, on the seat's own screen
        (its knowledge), while no aim or card target is being chosen (those hover enemies to
        pick them)."""
        cell, shown = self.controls.state.hover, self.shown
        if (cell is None or self.queue or self.nobodys() or shown.battle < 1
                or self.controls.state.mode.kind in (Mode.CARD, Mode.RESPOND) or self.element_chosen):
            return None
        m = next((m for m in shown.mages if m.cell == cell), None)
        return m.index if m is not None and m.side != shown.side else None

    def enemy_reach(self, mage: int) -> tuple[frozenset[int], frozenset[int]]:
        """Where an enemy could attack next turn, from the seat's knowledge (foresight.mage_reach)."""
        key = (id(self.shown), self.controller.events_through(), mage)
        if self._reach is None or self._reach[0] != key:
            self._reach = (key, mage_reach(self.shown, self.knowledge(), mage))
        return self._reach[1]

    def may_undo(self) -> bool:
        """The seat's last move of this turn can be taken back (takeback.may_take_back)."""
        last = self.controller.last_played()
        if not self.my_turn() or last is None:
            return False
        return may_take_back(self.now(), *last)

    def reach(self, a: cmd.Attack) -> tuple[Cells, Cells]:
        """The area and engaged enemies of a legal attack: the rules' own `attack_area`."""
        return attack_area(self.now(), a.mage, a.element, a.direction, a.centre, a.orient, a.target)

    # ================================================================ shown -> panes
    def resync(self) -> None:
        """Show `self.shown` at rest: sprites, HUD, marks, panel, log."""
        self.board.sync(self.shown)
        self.refresh_all()
        self.refresh_log()

    def refresh_all(self) -> None:
        self.refresh_hud()
        self.refresh_marks()
        self.refresh_panel()

    def refresh_hud(self) -> None:
        thinking = self.controller.thinking and not self.queue
        self.layout.show_top(top_bar(self.shown, self.legal(), self.controls.state, thinking, not self.queue))
        self.layout.show_tools(self.threat_on, self.may_undo())

    def refresh_marks(self) -> None:
        marks = position_marks(self.shown, self.controls.state)
        strips: tuple[Strip, ...] = ()
        if not self.queue:      # what the player is doing waits while the board animates
            if self.threat_on and self.shown.battle >= 1:
                marks = threat_marks(self.threat()) + marks
            if (enemy := self.pointed_enemy()) is not None:
                marks += reach_marks(*self.enemy_reach(enemy))
            marks += input_marks(self.shown, self.legal(), self.controls.state)
            strips = preview_strips(self.shown, self.previews())
            if (card := self.card_previewed()) is not None and (cell := self.shown.mages[card.target].cell) is not None:
                marks.append(Mark((cell,), pal.alpha(pal.VIOLET, 110)))
                strips += tuple(x for x in (card_strip(self.shown, card),) if x is not None)
        self.layout.show_marks(marks)
        self.layout.board_pane.show_strips(strips)

    def refresh_panel(self) -> None:
        events = self.controller.seat_events(self.perspective, stop=self.layout.log.upto)
        elementless = known_elementless(events, self.perspective, self.shown.battle)
        shown = side_panel(self.shown, self.legal(), self.controls.state, elementless, own=not self.nobodys())
        previews = self.previews()
        if previews:        # what the hovered aim would do to each target (the pointer is on it already)
            shown = replace(shown, hint=preview_line(self.shown, previews))
        if (card := self.card_previewed()) is not None:     # what the card would do to the one pointed at
            shown = replace(shown, hint=card_line(self.shown, card))
        if self.nobodys():      # no one's card, no invitation to act: a shared look at the board
            shown = replace(shown, title=tr("panel.table"), title_colour=pal.WHITE, place=tr("panel.table.hint"),
                            card="")
        self.hint = shown.hint
        self.layout.show_panel(shown)
        # The log starts under the panel's lines: when they grew (a mage with more to say was
        # selected) it moved down, and must drop its oldest lines to stay above the buttons.
        self.refresh_log()

    def previews(self) -> tuple[TargetPreview, ...]:
        """The hovered aim against each target it engages, at rest."""
        aim = hovered_aim(self.controls.state)
        if aim is None or self.queue or not aim.targets:
            return ()
        return preview(self.shown, self.knowledge(), aim.command, aim.targets)

    def card_previewed(self) -> CardPreview | None:
        """While a card's target is chosen: its effect on the legal target under the pointer."""
        state = self.controls.state
        if state.mode.kind != Mode.CARD or state.hover is None or self.queue:
            return None
        target = self.shown.board[state.hover]
        if not any(isinstance(x, cmd.UseCard) and x.target == target for x in self.legal()):
            return None
        return card_preview(self.shown, self.knowledge(), target)

    def refresh_log(self) -> None:
        mages, side = self.shown.mages, None if self.nobodys() else self.perspective
        self.layout.log.write(lambda upto: self.controller.seat_events(side, stop=upto), side, self.tables,
                              lambda i: label_in(mages, i))

    # ================================================================ input
    def toggle_threat(self) -> None:
        if self.nobodys():      # what the seat fears is its own knowledge, not the table's
            return
        self.tools.threat_on = not self.tools.threat_on
        self.refresh_hud()
        self.refresh_marks()

    def last_recap(self) -> Recap | None:
        """The other side's last turn as the seat saw it (between two people: as everyone did)."""
        side = None if self.nobodys() else self.perspective
        mages = self.shown.mages
        return recap(self.controller.seat_events(side), self.perspective.other, self.tables,
                     lambda i: label_in(mages, i), self.shown.battle)

    @property
    def recap_box(self) -> RecapBox | None:
        return self.recap.box

    def undo(self) -> None:
        """Take back the seat's last move of this turn: the match, journal and log forget it, and
        the mage stands where it was, still selected to move."""
        if not self.may_undo():
            self.layout.hint_line.say(tr("tip.undo.none"))
            return
        c = self.controller
        last = c.last_played()
        mover = last[0] if last is not None else None
        if not c.withdraw(1):
            self.layout.hint_line.say(tr("tip.undo.none"))
            return
        self.consumed = len(c.batches)
        self.layout.log.upto = c.events_through()
        self.shown = self.seat_view()
        if isinstance(mover, cmd.Move):
            self.controls.select_to_move(mover.mage)
        self.resync()
        self.layout.hint_line.say(tr("undo.done"))

    def end_turn(self, never_ask: bool = False) -> None:
        """End the seat's turn; with AP left and an attack the engine allows, the first press
        only asks (the End button reads "End?") and the second ends it."""
        if not self.my_turn():
            return
        if never_ask:
            self.tools.ask_end = False
        if (self.tools.ask_end and self.director.asks_before_ending and not self.end_armed
                and any(isinstance(c, cmd.Attack) for c in self.legal())):
            self.end_armed = True
            self.btn_end.set_label(f"{tr('hud.end.sure')} [E]")
            self.btn_end.tip = tr("tip.end.ask")
            self.layout.hint_line.say(self.btn_end.tip)
            return
        self.play(cmd.EndTurn(self.perspective))

    def disarm_end(self) -> None:
        """Any other action, or the turn's end, takes the question back."""
        if self.end_armed:
            self.end_armed = False
            self.btn_end.set_label(f"{tr('hud.end')} [E]")
            self.btn_end.tip = tr("tip.end")

    def play(self, command: cmd.Command) -> None:
        self.disarm_end()
        self.recap.close()          # the player has read it and acts
        self.controls.played(command)
        self.submit(command)
        self.refresh_all()

    def submit(self, command: cmd.Command) -> bool:
        c = self.controller
        if c.submit(command):
            if c.hotseat and self.perspective not in c.human_deciders():
                self.hand_over()
            return True
        self.layout.hint_line.say(tr("error.generic", message=self.controller.last_error or ""))
        return False

    def click(self, x: float, y: float, button: int) -> None:
        if self.queue:
            self.skip()
        elif self.recap.click(x, y):
            pass
        elif self.response_ui is not None and self.response is not None and (
                self.response_ui.click(x, y) or self.response.covers(x, y)):
            pass
        elif self.layout.ui.click(x, y):
            pass
        elif button == arcade.MOUSE_BUTTON_RIGHT:
            self.controls.right_click()
        elif (cell := self.layout.board_pane.cell_at(x, y)) is not None:
            if self.response is not None:       # the board stays inspectable while responding
                self.controls.inspect(self.shown, cell)
            else:
                self.controls.click_cell(cell)

    def hover(self, x: float, y: float) -> None:
        button = self.layout.ui.hover(x, y)
        button = self.recap.hover(x, y) or button
        if self.response_ui is not None:
            button = self.response_ui.hover(x, y) or button
        cell = self.layout.board_pane.cell_at(x, y)
        on_element = self.element_buttons.index(button) if button in self.element_buttons else None
        peeked = self.controls.peek(on_element)
        if (self.controls.hover(cell) or peeked) and not self.queue:
            self.refresh_marks()
            if self.controls.state.mode.kind in (Mode.ATTACK, Mode.CARD):
                self.refresh_panel()        # the hovered aim's engagement count, the card's effect
        if button is not None and button.tip:
            hint = button.tip
        elif self.hint:
            hint = self.hint
        elif cell is not None:
            hint = describe_cell(self.shown, cell, own=not self.nobodys())
            if (enemy := self.pointed_enemy()) is not None:
                hint += " · " + reach_line(self.shown, enemy, *self.enemy_reach(enemy))
            if self.threat_on and self.shown.battle >= 1:
                by = threat_line(self.shown, self.threat(), cell)
                hint += " · " + by if by else ""
        else:
            hint = ""
        self.layout.hint_line.say(hint)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.SPACE:
            self.skip()
        elif symbol == arcade.key.E:
            self.end_turn(never_ask=bool(modifiers & arcade.key.MOD_SHIFT))
        elif symbol == arcade.key.T:
            self.toggle_threat()
        elif symbol == arcade.key.L:
            self.recap.toggle()
        elif symbol == arcade.key.ESCAPE and self.recap.box is not None:
            self.recap.close()
        elif symbol in (arcade.key.H, arcade.key.F1):
            self.director.rules()
        elif symbol == arcade.key.U or (symbol == arcade.key.Z and modifiers & arcade.key.MOD_CTRL):
            self.undo()
        else:
            self.controls.key(symbol)

    # ================================================================ the response prompt
    def open_response(self) -> None:
        v = self.shown = self.seat_view()
        self.response = ResponsePrompt(v, self.board.geo, self.confirm_response,
                                       response_table(v, self.knowledge()))
        self.response_ui = self.response.ui
        self.controls.responding()
        self.board.sync(v)
        self.refresh_all()

    def confirm_response(self) -> None:
        if self.response is None or self.shown.pending is None:
            return
        command = self.response.command(self.perspective)
        self.response_ui = self.response = None
        self.controls.played()
        self.submit(command)

    # ================================================================ animation
    def enqueue(self, batch: Batch) -> None:
        c = self.controller
        views = c.seat_views(batch, self.perspective)
        if self.nobodys():
            others = c.seat_views(batch, self.perspective.other)
            views = tuple(table_view(v, o) for v, o in zip(views, others))
        steps, next_battle = self.animation.plan(batch.events, views, self.app.settings.duration)
        if next_battle is not None:
            self.pending_layers = next_battle
        steps[-1].data["log_upto"] = self.controller.events_through(batch.number)
        if self.layout.foe.heard(batch.command.side, batch.mood):
            self.refresh_panel()
        self.animation.add(steps)
        self.refresh_hud()      # what plays now is no one's decision: the bar says whose turn goes on

    def step_done(self, step: LiveStep) -> None:
        """A step has played: the log reaches its events; a settle or scroll shows its view."""
        if "log_upto" in step.data:
            self.layout.log.upto = step.data["log_upto"]
            self.refresh_log()
        if step.kind in ("settle", "won", "scroll"):
            self.shown = step.after
            self.board.sync(step.after)
            self.refresh_hud()

    def at_rest(self, step: LiveStep) -> None:
        """The last queued step has played: show its view at rest (a fallen mage unselected)."""
        self.shown = step.after
        self.controls.unselect_fallen(self.shown)
        self.controls.at_rest(bool(self.legal()))
        self.resync()

    def skip(self) -> None:
        """Space or a click: finish every queued animation at once."""
        self.animation.skip()

    # ================================================================ frame
    def update(self, dt: float) -> None:
        self.clock += dt
        self.board.tick(dt)
        self.layout.top.tick(self.clock)
        seat = self.director.seat
        if seat is not None and seat != self.perspective:
            self.sit_down(Side(seat))
        batches = self.controller.batches
        # A battle's end waits for the new layers' screen: the next battle's first turn (the AI's)
        # plays after it, not before.
        while self.consumed < len(batches) and self.pending_layers is None:
            self.enqueue(batches[self.consumed])
            self.consumed += 1
        if self.queue:
            self.animation.animate(dt)
            return
        self.refresh_log()
        self.after_animations()

    def sit_down(self, side: Side) -> None:
        """A new person sits down: animations built for the previous seat are dropped unplayed,
        since their views hold that side's secrets."""
        c = self.controller
        self.perspective = side
        self.animation.drop()
        self.consumed = len(c.batches)
        self.layout.log.upto = c.events_through()
        self.layout.log.written = None
        self.response_ui = self.response = None
        self.recap.close()
        self.shown = self.seat_view()
        self.controls.seat_changed()
        self.resync()

    def after_animations(self) -> None:
        """At rest: the next battle's layers, the result, the defender's response (behind the
        curtain in hot-seat play), or the screen catching up with the match."""
        c = self.controller
        if self.pending_layers is not None:
            battle, self.pending_layers = self.pending_layers, None
            sides = [s for s in Side if c.is_human(s)]
            self.director.new_layers(sides, battle, self.director.battle)
            return
        if c.over:
            self.director.results()
            return
        state = self.now()
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
        if self.shown.phase != state.phase or self.shown.to_move != state.to_move or self.shown.ap != state.ap:
            self.shown = self.seat_view()
            self.resync()
        if state.phase == Phase.ACTION and state.to_move == self.perspective and c.is_human(state.to_move):
            if not c.hotseat and c.agents:      # between people the curtain tells what happened
                self.recap.after_ai(c.events_through(), lambda side: not c.is_human(side))
        want, _ = turn_line(self.shown, c.thinking)
        if self.layout.top.turn.text != want:
            self.refresh_hud()
            self.refresh_marks()

    def signature(self) -> tuple[object, ...]:
        """Everything the picture depends on between animations; equal means no redraw."""
        layout = self.layout
        return (id(self.shown), self.board._frame, int(self.clock * 3) % 2 if self.controller.thinking else -1,
                self.consumed, self.controls.state, layout.hint_line.text, layout.top.turn.text,
                layout.foe.label.text, layout.log.upto, layout.log.written, id(self.response), id(self.recap_box),
                len(self.board.marks), len(self.board.overlay))

    def changed(self) -> bool:
        return bool(self.queue) or self.signature() != self._drawn

    def drawn(self) -> None:
        self._drawn = None if self.queue else self.signature()

    def repaint_only(self) -> bool:
        return self.animation.repaint_only()

    def draw(self) -> None:
        if self.animation.paint_band_only():
            return
        step, p, holding_duel = self.animation.holding_duel()
        self.layout.draw(holding_duel, step is not None and step.kind == "scroll", self.controller.thinking)
        if holding_duel:
            self.animation.draw_duel(p)
            return
        if self.response is not None:
            self.response.draw()
        self.recap.draw()
        self.animation.draw_banner()

    # ================================================================ the input state, as the tests read it
    @property
    def mode(self) -> Mode:
        return self.controls.state.mode.kind

    @property
    def selected(self) -> int | None:
        return self.controls.state.selected

    @property
    def element_chosen(self) -> bool:
        return isinstance(self.controls.state.mode, Aiming)

    @property
    def aims(self) -> tuple[Aim, ...]:
        return self.controls.state.aims

    @property
    def orient(self) -> int:
        return self.controls.state.orient
