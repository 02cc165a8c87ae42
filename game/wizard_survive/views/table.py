"""The table: the wizards in their seats (seats.py), the hand of the person choosing now
(hand.py) and the reveal (reveal.py), with the round and step along the top.

It draws only what a seat may know: the controller's view for the seat at the screen
and, for each batch of events, that seat's views (never the state). In hot-seat play
each person's choice waits behind the curtain (W26), and the director builds a new
table for each person who takes the seat: nothing of the last person's screen is left.
Once a person has committed, the screen is nobody's (no one's own choice is drawn)
and what happens in public plays on it for everyone at the table, before the next
person's curtain: the reveal, the round's end, the game's end (then the result). One
person alone sees their own choice until the reveal, which plays before the result
too."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import arcade

from engine.wizard_survive.ai.equilibrium import SolveProgress
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from game.shell import palette as pal
from game.shell import sound
from game.shell.app import Screen
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.common import backdrop
from game.shell.controller import Batch
from game.shell.i18n import opponent_name, tr
from game.shell.log_pane import Line, LogPane
from game.shell.seated import SeatedTable
from game.shell.widgets import Ui, set_text
from game.wizard_survive import look
from game.wizard_survive.show import Show, has_reveal, plan
from game.wizard_survive.views.aim import draw_aim, wizard_at
from game.wizard_survive.views.hand import Hand
from game.wizard_survive.views.last_reveal import LastReveal
from game.wizard_survive.views.reveal import RevealScene
from game.wizard_survive.views.seats import SeatsPane
from game.wizard_survive.views.table_log import log_lines
from game.wizard_survive.views.table_tips import TableTips

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.wizard_survive.director import WizardDirector

TABLE_CENTRE = (WIDTH / 2, 191.0)     # zoomed about it, names and feet keep clear of both bars
ZOOM = 0.1
MADE_SECONDS = 0.9      # how long "choice made" stands before the next person's curtain
TARGET_KEYS = (arcade.key.KEY_6, arcade.key.KEY_7, arcade.key.KEY_8)
LOG_BUTTON = (212, 334, 60, 20)
LOG_OPEN = (372, 108, 264, 218)     # over the right of the table, under the top bar


class TableScreen(SeatedTable, Screen):
    director: WizardDirector

    def __init__(self, app: GameWindow, director: WizardDirector) -> None:
        super().__init__(app)
        self.director = director
        c = self.controller = app.in_play()
        self.seats = len(c.players)
        self.moods: dict[int, str | None] = dict(c.moods)
        self.perspective = self.wanted_perspective()
        self.shown: WizardView = c.view(self.perspective)
        self.world = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=app.canvas.fbo)
        self.ground = Ui()
        self.back = backdrop(self.ground)
        self.ground.box(0, 104, WIDTH, 224, pal.alpha(pal.OUTLINE, 150))
        # The floor the wizards stand on, in the table's wood.
        self.ground.box(0, 104, WIDTH, 24, (74, 44, 28, 255))
        self.ground.box(0, 127, WIDTH, 2, (122, 74, 42, 255))
        self.shade = Ui()
        self.shade.box(0, 0, WIDTH, HEIGHT, pal.alpha(pal.OUTLINE, 140))
        self.pane = SeatsPane(self.seats, [self.player_name(s) for s in range(self.seats)])
        # The threat marks under the wizards and what every mark means when pointed at.
        self.tips = TableTips(self.pane.spots)
        self.tips_for: WizardView | None = None
        self.frame = Ui()
        self.frame.box(0, 328, WIDTH, 32, pal.OUTLINE)
        self.frame.box(0, 0, WIDTH, 104, pal.PANEL)
        self.frame.box(0, 103, WIDTH, 1, pal.INK)
        self.frame.box(0, 328, WIDTH, 1, pal.INK)
        self.frame.label(tr("game.wizard_survive"), 8, 340, pal.GOLD)
        self.again = self.frame.button(124, 334, 84, 20, tr("ws.top.again"), self.replay_last, small=True)
        self.log = LogPane()
        self.log.place(LOG_BUTTON, LOG_OPEN)
        self.frame.button(*LOG_BUTTON, tr("ws.top.log"), self.log.toggle, tip=tr("ws.top.log_tip"), small=True)
        self.round_label = self.frame.label("", 368, 340, pal.WHITE, anchor_x="center")
        self.frame.label(tr("ws.top.to_win", n=self.shown.rules.souls_to_win), 550, 340, pal.SILVER, anchor_x="right",
                         small=True)
        self.leave = self.frame.button(560, 334, 72, 20, tr("ws.top.leave"), director.title, tip=tr("ws.top.leave_tip"),
                                       small=True)
        # Pointing at Leave says the match is kept, so leaving is not feared as giving up.
        self.leave_tip = Ui()
        words = self.leave_tip.label(self.leave.tip, WIDTH - 12, 314, pal.WHITE, anchor_x="right", small=True)
        self.leave_tip.box(WIDTH - 18 - words.content_width, 309, words.content_width + 12, 16,
                           pal.alpha(pal.OUTLINE, 240), border=pal.SILVER)
        self.pointing_at_leave = False
        self.caption = Ui()
        self.caption_title = self.caption.label("", WIDTH // 2, 66, pal.GOLD, size=18, anchor_x="center")
        # In hot-seat play: whose eyes the reveal is for, and who takes the seat after it.
        self.caption_shared = self.caption.label(tr("ws.reveal.shared"), WIDTH // 2, 44, pal.WHITE, anchor_x="center")
        self.caption_skip = self.caption.label(tr("ws.reveal.skip"), WIDTH // 2, 24, pal.STONE, anchor_x="center",
                                               small=True)
        self.hand = Hand(self.seats, self.commit)
        self.pointed = (0.0, 0.0)
        # "Choice made": the same words and sound whatever was chosen, since at a shared
        # screen the others may be watching and listening (W26); it stands where the cards
        # were, and in hot-seat a moment before the curtain, so the person sees it was taken.
        self.made = Ui()
        self.made.box(36, 36, 222, 52, pal.alpha(pal.OUTLINE, 235), border=pal.GOLD)
        self.made.label(tr("ws.hand.made"), 170, 54, pal.GOLD, size=18, anchor_x="center")
        self.made_seal: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.made_seal.append(arcade.Sprite(look.texture("seal"), scale=2, center_x=64, center_y=62))
        self.made_left = 0.0
        # What each played batch shows, and the mood an AI had when it chose (W30).
        self.queue: deque[tuple[Show | WizardView, int, str | None, list[Line]]] = deque()
        self.scene: RevealScene | None = None
        self.scene_lines: list[Line] = []       # the playing reveal's, logged once it has played
        self.consumed = len(c.batches)
        self.log.set_lines([line for b in c.batches for line in log_lines(b.events)])
        # F pressed while every person here is out of the round: its reveals finish at once.
        self.hurrying = False
        # The last reveal stays on the table until the person here commits (public: W9).
        self.last: LastReveal | None = self.recall_last()
        self.resync()
        self.tips.sync(self.shown)
        self.tips_for = self.shown

    # ---- who sits here (game/shell/seated.py) ------------------------------------
    # With AIs only, the first seat's commitment is never drawn (nobody sits there). Once
    # the seated person has committed the table stays on their views, drawn as nobody's;
    # their own commitment is drawn only while they sit here (`seated`).

    def player_name(self, seat: int) -> str:
        c = self.controller
        player = c.players[seat]
        if player.kind == "human":
            return tr("ws.setup.human")
        mood = self.moods.get(seat)
        name = opponent_name(player.level)
        return f"{name} · {tr(f'ws.mood.{mood}')}" if mood else name

    def player_tip(self, seat: int) -> str:
        """Who plays `seat`, and how: a person, or the AI level's manner and its mood's."""
        player = self.controller.players[seat]
        name = look.seat_name(seat)
        if player.kind == "human":
            return tr("ws.tip.person", seat=name)
        text = tr("ws.tip.ai", seat=name, level=tr(f"ws.level_tip.{player.level}"))
        mood = self.moods.get(seat)
        return f"{text}\n{tr(f'ws.mood_tip.{mood}')}" if mood else text

    def recall_last(self) -> LastReveal | None:
        """The latest reveal already played, as this seat saw it: what a table built anew
        (a person taking the seat) keeps showing."""
        c = self.controller
        for batch in reversed(c.batches[:self.consumed]):
            if has_reveal(batch.events):
                return LastReveal(plan(batch.events, c.seat_views(batch, self.perspective)), self.pane.spots)
        return None

    def replay_last(self) -> None:
        """R: the last reveal plays again; the hand keeps its half-made choice meanwhile."""
        if self.last is not None and self.scene is None and not self.queue:
            self.start_scene(self.last.show, again=True)

    def resync(self) -> None:
        c = self.controller
        self.shown = c.view(self.perspective)
        self.pane.set_seal_aside(self.last is not None)
        self.pane.sync(self.shown, self.you())
        for seat in range(self.seats):
            self.pane.set_player(seat, self.player_name(seat))
        self.show_round(self.shown.round, self.shown.step)

    def show_round(self, round_: int, step: int) -> None:
        """The round and step against the rule set's limits: how long a round can stall."""
        rules = self.shown.rules
        set_text(self.round_label, tr("ws.top.round_of", round=round_, rounds=rules.round_limit, step=step,
                                      steps=rules.step_limit))

    # ---- input ------------------------------------------------------------------
    def commit(self, command: Commit) -> None:
        if self.controller.submit(command):
            # A replay of the last reveal still playing (the hand stays usable meanwhile) stops
            # here: ending, it would keep that reveal, which the commitment has just put away.
            if self.scene is not None:
                self.scene = None
                self.world.zoom, self.world.position = 1.0, (WIDTH / 2, HEIGHT / 2)
            sound.play("card")
            # Where this person pointed is theirs: the shared screen after it shows no tip of it.
            self.pointed = (-1.0, -1.0)
            self.tips.shown = False
            self.made_left = self.app.settings.duration(MADE_SECONDS)
            self.last = None
            self.again.set_state(enabled=False)
            self.pane.set_seal_aside(False)
            # The screen is nobody's now; what the commitment set off in public (the reveal,
            # a round's or the game's end) plays before anything else: a curtain, the result.
            self.director.hand_over()
            self.hand.set_active(False)
            self.take_in()
            if self.scene is None and self.queue:
                self.next_in_queue()
            if self.scene is None:
                self.at_rest()
        else:
            set_text(self.hand.hint, tr("error.generic", message=self.controller.last_error or ""))

    def click(self, x: float, y: float, button: int) -> None:
        if self.log.expanded and (self.log.click(x, y) or self.log.contains(x, y)):
            return
        if self.scene is not None or self.queue:
            self.skip()
            return
        if self.frame.click(x, y):
            return
        if self.hand.click(x, y):
            return
        # A wizard on the table is a target as good as its small card on the band.
        seat = wizard_at(self.pane.spots, x, y)
        if self.hand.active and seat is not None and seat != self.hand.seat:
            sound.feedback("click")
            self.hand.aim(seat)
            self.hand.hover_wizard(seat)

    def hover(self, x: float, y: float) -> None:
        self.pointing_at_leave = self.frame.hover(x, y) is self.leave
        self.pointed = (x, y)
        self.point_tips()
        if self.scene is None:
            self.hand.hover(x, y)
            seat = wizard_at(self.pane.spots, x, y)
            if seat is not None:
                self.hand.hover_wizard(seat)

    def key(self, symbol: int, modifiers: int) -> None:
        if self.log.key(symbol):          # L, PageUp/PageDown/Home/End: the log, at any moment
            return
        if symbol == arcade.key.F and self.sitting_out():
            self.hurrying = True
            self.hurry()
            return
        if self.scene is not None or self.queue:
            if symbol in (arcade.key.SPACE, arcade.key.ENTER, arcade.key.ESCAPE):
                self.skip()
            return
        cards = {arcade.key.KEY_1 + i: card for i, card in enumerate(Card)}
        if symbol in cards:
            self.hand.pick(cards[symbol])
        elif symbol in TARGET_KEYS:
            self.hand.aim_by_key(TARGET_KEYS.index(symbol))
        elif symbol == arcade.key.ENTER:
            self.hand.submit()
        elif symbol == arcade.key.R:
            self.replay_last()
        elif symbol == arcade.key.ESCAPE:
            self.director.title()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """The wheel over the open log scrolls it (up: older lines)."""
        nx, ny = self.app.canvas.to_native(x, y)
        if self.log.expanded and self.log.wheel(nx, ny, scroll_y):
            self.app.show_again()

    def skip(self) -> None:
        """A click or Space: every queued reveal finishes at once."""
        while self.scene is not None or self.queue:
            if self.scene is not None:
                self.scene.finish()
            self.next_in_queue()

    # ---- out of the round -----------------------------------------------------------
    def sitting_out(self) -> bool:
        """Every person at the screen is out of this round while AIs play it on: watching
        each of its reveals is then optional, so F skips to the round's end."""
        c = self.controller
        live = self.shown.in_seats()
        return bool(c.humans) and not c.over and not any(seat in live for seat in c.humans)

    def hurry(self) -> None:
        """While hurrying, the round's reveals finish at once; the one that ends the round
        (or the game) plays, so how it ended is still seen."""
        if self.scene is None and self.queue:
            self.next_in_queue()
        while self.scene is not None and self.scene.show.round_end is None and self.scene.show.game_end is None:
            self.scene.finish()
            self.next_in_queue()
        if self.scene is None:
            self.at_rest()

    # ---- the frame ----------------------------------------------------------------
    def take_in(self) -> None:
        """Queue what every batch played since shows."""
        c = self.controller
        while self.consumed < len(c.batches):
            batch = c.batches[self.consumed]
            self.consumed += 1
            self.enqueue(batch)

    def enqueue(self, batch: Batch) -> None:
        views = self.controller.seat_views(batch, self.perspective)
        shown = plan(batch.events, views) if has_reveal(batch.events) else views[-1]
        self.queue.append((shown, self.controller.game.seat_of(batch.command), batch.mood, log_lines(batch.events)))

    def next_in_queue(self) -> None:
        """The head of the queue is done: settle on its last view, start the next one."""
        if self.scene is not None:
            self.shown = self.scene.show.after
            self.last = LastReveal(self.scene.show, self.pane.spots)
            self.pane.set_seal_aside(True)
            self.scene = None
            self.world.zoom, self.world.position = 1.0, (WIDTH / 2, HEIGHT / 2)
            self.pane.sync(self.shown, self.you())
            self.log.add(self.scene_lines)
        while self.queue:
            head, seat, mood, lines = self.queue.popleft()
            if mood is not None:
                self.moods[seat] = mood
                self.pane.set_player(seat, self.player_name(seat))
            if isinstance(head, WizardView):
                self.shown = head
                self.pane.sync(head, self.you())
                self.log.add(lines)
                continue
            self.hand.set_active(False)
            self.start_scene(head)
            self.scene_lines = lines
            return

    def start_scene(self, show: Show, again: bool = False) -> None:
        self.scene = RevealScene(show, self.pane, self.you())
        self.scene_lines = []
        set_text(self.caption_title, tr("ws.reveal.again" if again else "ws.reveal.title", round=show.round,
                                        step=show.step))
        shared = self.controller.hotseat and self.director.seat is None
        self.caption_shared.visible = shared
        alone = tr("ws.reveal.skip_out") if self.sitting_out() else tr("ws.reveal.skip")
        set_text(self.caption_skip, self.after_reveal() if shared else alone)
        self.caption_skip.color = pal.SILVER if shared else pal.STONE
        self.show_round(show.round, show.step)

    def after_reveal(self) -> str:
        """Hot-seat: what comes once the shared reveal is over (the next person's curtain, or
        the result), with how to skip to it."""
        c = self.controller
        if c.over:
            return tr("ws.reveal.then_result")
        humans = c.human_deciders()
        return tr("ws.reveal.then_seat", seat=look.seat_name(humans[0])) if humans else tr("ws.reveal.skip")

    def you(self) -> int | None:
        """The seat marked as the screen's: the person sitting here, if anyone."""
        return self.perspective if self.seated() else None

    def point_tips(self) -> None:
        """The tip of the mark under the pointer, for the table as it stands (none in a reveal)."""
        x, y = self.pointed
        if self.scene is None and not self.queue and not self.pointing_at_leave:
            self.tips.point(x, y, self.shown, [self.player_tip(s) for s in range(self.seats)])
        else:
            self.tips.shown = False

    def update(self, dt: float) -> None:
        self.made_left = max(0.0, self.made_left - dt)
        if self.tips_for is not self.shown:
            self.tips_for = self.shown
            self.tips.sync(self.shown)
            self.point_tips()
        self.again.set_state(enabled=self.last is not None and self.scene is None)
        self.take_in()
        if self.scene is None and self.queue:
            self.next_in_queue()
        if self.hurrying:
            self.hurry()
        if self.scene is not None:
            scale = self.app.settings.duration(1.0)
            for cue in self.scene.advance(dt / scale if scale > 0 else self.scene.end):
                if scale > 0:
                    sound.play(cue)
            z = self.scene.zoom()
            sx, sy = self.scene.shake()
            self.world.zoom = 1 + ZOOM * z
            self.world.position = (WIDTH / 2 + (TABLE_CENTRE[0] - WIDTH / 2) * z + sx,
                                   HEIGHT / 2 + (TABLE_CENTRE[1] - HEIGHT / 2) * z + sy)
            if self.scene.done:
                self.next_in_queue()
            if self.scene is not None or self.queue:
                return
        self.at_rest()

    def at_rest(self) -> None:
        """Nothing to animate: the result, the next person's curtain, their hand, or waiting."""
        c = self.controller
        if c.over:
            self.director.results()
            return
        if self.shown is not c.view(self.perspective):
            self.resync()
        humans = c.human_deciders()
        if humans:
            self.hurrying = False
            seat = humans[0]
            if c.hotseat and self.director.seat != seat:
                self.hand.set_active(False)
                if self.made_left > 0:
                    return          # "choice made" stands a moment first
                self.director.require_seat(seat, "secret_choice", self.director.table)
                return
            hand = self.hand
            if not hand.active or hand.seat != seat or hand.view is not self.shown:
                hand.open(seat, self.shown, c.legal(seat))
            return
        mine = self.shown.commitments[self.perspective] if self.seated() else None
        if mine is not None:
            message = tr("ws.hand.mine", card=look.card_name(mine.card), targets=look.targets_text(mine.targets))
            message += "\n" + tr("ws.hand.waiting")
        elif not c.humans:
            message = tr("ws.hand.watching")
        elif self.sitting_out():
            message = tr("ws.out.hurrying" if self.hurrying else "ws.out.can_skip")
        else:
            message = self.thinking_words() if c.thinking else tr("ws.hand.waiting")
        if self.hand.active or self.hand.hint.text != message:
            self.hand.set_active(False, message)

    def thinking_words(self) -> str:
        """While a draft's equilibrium is solved on the AI's first choice (a minute), how far."""
        report = self.controller.ai_progress()
        if isinstance(report, SolveProgress) and report.done < report.total:
            return tr("ws.hand.solving", done=report.done, total=report.total)
        return tr("ws.hand.thinking")

    def aim_drawn(self) -> tuple[int | None, tuple[int, ...]]:
        """Whose choice the table's dashed arrows show and at whom: the open hand's, else (one
        person alone) the commitment made and not yet revealed."""
        hand = self.hand
        if hand.active and hand.seat is not None:
            return hand.seat, hand.aimed()
        mine = self.shown.commitments[self.perspective] if self.seated() else None
        return (self.perspective, mine.targets) if mine is not None else (None, ())

    def draw_aim(self) -> None:
        seat, targets = self.aim_drawn()
        if seat is not None and targets:
            draw_aim(self.pane.spots, seat, targets)

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ground.draw()
        self.world.use()
        if self.scene is not None and self.scene.zoom() > 0:
            self.shade.draw()
        last = self.last if self.scene is None else None
        if last is not None:
            last.draw_under()
        self.pane.draw()
        if self.scene is not None:
            self.scene.draw_world()
        else:
            self.tips.draw_marks()
            if last is not None:
                last.draw_over()
            self.draw_aim()
        self.app.canvas.camera.use()
        self.frame.draw()
        if self.scene is not None:
            self.caption.draw()
            self.scene.draw_banner()
        else:
            self.hand.draw()
            if self.made_left > 0:
                self.made.draw()
                self.made_seal.draw(pixelated=True)
        if self.log.expanded:
            self.log.draw()
        if self.pointing_at_leave:
            self.leave_tip.draw()
        elif self.scene is None:
            self.tips.draw_tip()

