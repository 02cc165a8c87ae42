"""The match table: what to show is the presenter's (table_presenter.py, from the seat's
view and legal commands only), the seat's half-made choice a typed value
(table_input.py), input its own module (table_controls.py), and the panes draw: the
board (board.py), the panel with the shell's log pane (panel.py) and the public moments
(table_stage.py: the close-up of every clash, closeup.py). Each played batch is read from
that seat's views. Never the state: the controller hands views.
A person's registration (D4) chooses its deck on the deck picker (register.py); a cast
whose generic part can be paid in ways that matter asks which on the payment picker
(payment.py) first.

Hot-seat (D37): a curtain before each deck registration (D4) and mulligan decision, at
each turn hand-off and before and after the defender's blocks; while blocking, the
defender's hand is not drawn, between two people the screen is nobody's and shows no
hand at all, and a seat sitting down gets the log as that seat saw it.

A person's screen is made for that person alone (the director builds it anew behind
each curtain): its log is the log as that seat saw it. When a person has acted and the
next decision is another's, the screen becomes nobody's at once (`handed_over`): no
hand, no inspected card, no half-made choice, and only the log's public lines. Public
moments play there for both people before the next curtain: every combat's close-ups
(a combat that needed no blocks hands the screen over too, and its attacker takes it
back behind a curtain of its own), a turn's end that cost something (mana burn,
discards, fatigue) and the game's last moment before the result."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel import payment_options
from engine.ifrita_duel.ai.deckbuild import BuildProgress
from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.view import DuelView, table_view
from game.ifrita_duel import choices, look, play, show, words
from game.ifrita_duel.director import DeckChoice
from game.ifrita_duel.views import table_controls as controls
from game.ifrita_duel.views import table_presenter as present
from game.ifrita_duel.views.actions import Act
from game.ifrita_duel.views.board import Board
from game.ifrita_duel.views.closeup import CloseUp
from game.ifrita_duel.views.panel import Panel
from game.ifrita_duel.views.payment import PayPicker
from game.ifrita_duel.views.register import DeckPicker
from game.ifrita_duel.views.table_input import Choosing, Mode
from game.ifrita_duel.views.table_presenter import Marks, Moment, Offer, building_words
from game.ifrita_duel.views.table_stage import CLASH_SECONDS, Scene, Stage
from game.shell import palette as pal
from game.shell import sound
from game.shell.app import Screen
from game.shell.controller import Batch
from game.shell.i18n import tr
from game.shell.log_pane import Line
from game.shell.seated import SeatedTable
from game.shell.widgets import Action

if TYPE_CHECKING:
    from collections import deque

    from game.ifrita_duel.director import DuelDirector
    from game.shell.app import GameWindow

CUES = {ev.CardCast: "card", ev.CardSacrificed: "flip", ev.HeroAbilityUsed: "zap", ev.TurnStarted: "scroll",
        ev.ManaBurned: "thump", ev.FatigueDamage: "thump", ev.MulliganTaken: "flip"}


class TableScreen(SeatedTable, Screen):
    director: DuelDirector

    def __init__(self, app: GameWindow, director: DuelDirector) -> None:
        super().__init__(app)
        self.director = director
        self.controller = c = app.in_play()
        self.perspective = self.wanted_perspective()
        self.shown: DuelView = c.view(self.perspective)
        self.source: DuelView = self.shown           # the seat's view `shown` was made from
        self.legal: list[Any] = []
        self.board = Board()
        self.panel = Panel(director.title)
        self.choosing = Choosing()
        self.picker: DeckPicker | None = None    # the seat's deck choice while it registers
        self.keyed: dict[int, Act] = {}         # the actions of the moment by their keys
        self.stage = Stage()
        self.marks = Marks()
        self.consumed = len(c.batches)
        # Seconds the table has waited through deck registration (D4): an AI building its
        # deck by trial games (the advanced, a minute or more on a busy machine) says so
        # and counts, rather than a bare "thinking" that seems stuck.
        self.waited = 0.0
        self.told: BuildProgress | None = None      # the deck progress the hint says
        self.panel.set_log(self.log_of(self.audience()))
        self.resync()

    # The half-made choice and the scenes, by the names the tests and scripts read them.
    @property
    def mode(self) -> Mode:
        return self.choosing.mode

    @property
    def selected(self) -> int | None:
        return self.choosing.selected

    @property
    def chosen(self) -> list[str]:
        return self.choosing.chosen

    @property
    def paying(self) -> tuple[cmd.Cast, PayPicker] | None:
        return self.choosing.paying

    @property
    def scene(self) -> Scene | None:
        return self.stage.scene

    @property
    def queue(self) -> deque[Scene]:
        return self.stage.queue

    # ---- who sits here: wanted_perspective, seated, nobodys (game/shell/seated.py) -----
    def audience(self) -> int | None:
        """Whose log the screen shows: its seat's, or None for the public lines only."""
        return None if self.nobodys() else self.perspective

    def sit_down(self, seat: int) -> None:
        self.perspective = seat
        self.choosing.reset()
        self.picker = None
        self.consumed = len(self.controller.batches)
        self.panel.clear_inspected()
        self.panel.set_log(self.log_of(self.audience()))
        self.resync()

    def handed_over(self) -> None:
        """The person has acted and the screen is nobody's until the next one takes it: what
        was theirs (the inspected card, a choice, their private log lines) goes."""
        self.choosing.reset()
        self.picker = None
        self.panel.clear_inspected()
        self.panel.set_log(self.log_of(None))

    def log_of(self, seat: int | None) -> list[Line]:
        """The log as `seat` saw it, up to the batches this screen has taken, read back from
        the events that seat saw (a resumed or branched match's earlier ones too); None: the
        events every seat saw. Never another seat's lines."""
        c = self.controller
        if self.consumed:
            stop = c.events_through(c.batches[self.consumed - 1].number)
        else:
            stop = c.events_through(c.batches[0].number - 1) if c.batches else c.events_through()
        return self.coloured(words.read_back(c.seat_events(seat, 0, stop), seat, you=seat))

    @staticmethod
    def coloured(entries: list[words.Entry]) -> list[Line]:
        """Each side's lines in its colour, a turn's start in gold, the rest (combat) in silver."""
        sides = {k: look.side_colour(s, True) for s, k in enumerate(n.SIDE_KEYS)}
        colours = {"turn": pal.GOLD, "": pal.SILVER, **sides}
        return [(text, colours[kind]) for text, kind in entries]

    def on_show_view(self) -> None:
        """Back from the deck builder (or a curtain): the deck choices are read again."""
        self.picker = None
        self.resync()

    # ---- what is drawn -----------------------------------------------------------------
    def seat_view(self) -> DuelView:
        """The seat's view as it stands; between two people the table's (what both know)."""
        c = self.controller
        view: DuelView = c.view(self.perspective)
        if self.nobodys():
            return table_view(view, c.view(1 - self.perspective))
        return view

    def moment(self) -> Moment:
        c = self.controller
        ready = self.picker is not None and self.picker.deck() is not None
        return Moment(self.shown, self.source, self.perspective, self.legal, self.choosing, self.seated(),
                      self.nobodys(), c.thinking, c.over, self.waited, ready, self.director.deck_progress())

    def resync(self) -> None:
        c = self.controller
        self.source = c.view(self.perspective)
        self.shown = view = self.seat_view()
        mine = self.seated() and self.perspective in c.human_deciders() and not self.stage.busy
        self.legal = list(c.legal(self.perspective)) if mine else []
        if not any(isinstance(command, cmd.Register) for command in self.legal):
            self.picker = None
        elif self.picker is None or self.picker.seat != self.perspective:
            self.deck_picker()
        m = self.moment()
        self.panel.set_turn(view.turn, int(view.to_move), present.lit_phase(m))
        self.marks = present.marks(m)
        self.board.sync(view, self.perspective, self.marks)
        self.follow_inspected(view)
        offers, hint, colour = present.offers(m)
        acts = [self.bind(o) for o in offers]
        self.keyed = {a.key: a for a in acts if a.key is not None}
        self.panel.set_buttons(acts)
        self.panel.set_hint(hint, colour)
        self.panel.set_progress(self.deck_share())
        self.set_notice()

    def bind(self, offer: Offer) -> Act:
        """An offer of the presenter as a button that does it."""
        handlers: dict[str, Action] = {
            "register": self.register, "builder": lambda: self.director.deck_builder(self.perspective),
            "submit": lambda: self.submit(offer.arg), "cast": lambda: self.cast(offer.arg or []),
            "pay": self.pay, "pay_default": self.pay_default, "cancel": self.cancel,
            "start_attack": self.start_attack, "end_turn": self.end_turn,
            "confirm_blocks": self.confirm_blocks, "clear_blocks": self.cancel,
        }
        return Act(offer.label, handlers[offer.do], offer.enabled, offer.key, offer.tip)

    def set_notice(self) -> None:
        """On nobody's screen while a public moment plays: that both watch it, and who next."""
        c = self.controller
        scene = self.stage.upcoming()
        if not self.nobodys() or scene is None:
            self.panel.set_notice("")
            return
        deciders = c.human_deciders()
        view = c.view(self.perspective)
        if c.over or not deciders:
            more = tr("id.notice.then_result")
        elif isinstance(scene, CloseUp) and deciders[0] == int(view.to_move) and view.phase != Phase.MULLIGAN:
            more = tr("id.notice.then_turn", side=look.side_name(deciders[0]))
        else:
            more = tr("id.notice.then_seat", side=look.side_name(deciders[0]))
        self.panel.set_notice(tr(scene.notice), more)

    def follow_inspected(self, view: DuelView) -> None:
        """An inspected ability reads as the board does now: its cooldown moves with the
        turns and its use (the panel said "ready" while the strip said "cd 1")."""
        seat = self.panel.hero_seat
        if seat is not None and not self.nobodys() and view.players[seat].hero:
            p = view.players[seat]
            self.panel.inspect_hero(seat, p.hero, p.cooldown)
        unit = view.unit(self.panel.unit_id)      # its stats and states as they stand now
        if unit is not None and not self.nobodys():
            self.panel.inspect_card(unit.card, unit)

    def board_targets(self) -> frozenset[str]:
        """What the board marks as choosable now (targets, attackers, blockers)."""
        return self.marks.targets

    def hand(self) -> tuple[str, ...]:
        return self.shown.players[self.perspective].hand or ()

    # ---- choices -----------------------------------------------------------------------
    def submit(self, command: Any) -> bool:
        """Whether the engine took `command`; if not, the hint says why."""
        if command is None:
            return False
        c = self.controller
        seat = self.perspective
        if c.submit(command):
            self.choosing.reset()
            # After a registration the deal follows: its mulligan gets its own curtain (D37).
            # A combat is public: its close-ups play for both people on nobody's screen, even
            # one that needed no blocks, before its attacker takes the seat back.
            combat = self.app.settings.speed != 0 and show.has_combat(c.batches[-1].events)
            if seat not in c.human_deciders() or isinstance(command, cmd.Register) or combat:
                self.director.hand_over()
                if self.nobodys():
                    self.handed_over()
            # Its close-ups start now, before the next frame draws the board at their result.
            self.catch_up()
            self.resync()
            return True
        self.panel.set_hint(tr("error.generic", message=c.last_error or ""), pal.CRIMSON_LIGHT)
        return False

    # ---- registration -------------------------------------------------------------------
    def deck_picker(self) -> DeckPicker:
        """The seated seat's deck choice, made when it sits down to register."""
        seat = self.perspective
        if self.picker is None or self.picker.seat != seat:
            d = self.director
            options = d.deck_options(seat)
            self.picker = DeckPicker(seat, options, d.chosen(seat, options), lambda c: d.deck_of(seat, c),
                                     self.chose_deck)
        return self.picker

    def chose_deck(self, choice: DeckChoice) -> None:
        self.director.choose(self.perspective, choice)
        self.resync()

    def register(self) -> None:
        picker = self.picker
        deck = picker.deck() if picker is not None else None
        if deck is not None:
            self.submit(play.register(self.perspective, deck))

    # ---- casting ------------------------------------------------------------------------
    def then_pay(self, command: Any) -> None:
        """Play a cast or ability at once, unless the cast's generic part can be paid in
        ways that leave different mana: then the payment picker asks which first."""
        if isinstance(command, cmd.Cast):
            pool = self.shown.players[self.perspective].mana
            cost = look.cards().card(command.card).cost
            tie_order = self.shown.rules.tie_order
            if payment_options.has_choice(pool, cost, tie_order):
                ch = self.choosing
                ch.mode, ch.target_of = Mode.PAY, {}
                ch.paying = (command, PayPicker(command.card, pool, cost, tie_order))
                self.resync()
                return
        self.submit(command)

    def pay(self) -> None:
        if self.paying is None:
            return
        pending, picker = self.paying
        if picker.ready():
            self.submit(replace(pending, pay=picker.pay()))

    def pay_default(self) -> None:
        if self.paying is not None:
            self.paying[1].reset()
            self.resync()

    def cast(self, commands: list[Any]) -> None:
        if not commands:
            self.panel.set_hint(tr("id.hint.no_targets"), pal.CRIMSON_LIGHT)
            return
        if not choices.needs_target(commands):
            self.then_pay(commands[0])
            return
        self.choosing.mode = Mode.TARGET
        self.choosing.target_of = choices.targets(commands)
        if not any(isinstance(c, cmd.Cast) for c in commands):
            self.choosing.selected = None
        self.resync()

    def start_attack(self) -> None:
        self.choosing.reset()
        self.choosing.mode = Mode.ATTACK
        self.resync()

    def attack_all(self) -> None:
        """Every unit the engine lets attack chosen at once, to confirm (or trim) after."""
        self.start_attack()
        self.choosing.chosen = list(choices.attackers(self.legal))
        self.resync()

    def end_turn(self) -> None:
        if choices.discard_count(self.legal):
            self.choosing.reset()
            self.choosing.mode = Mode.DISCARD
            self.resync()
            return
        self.submit(choices.end_turns(self.legal)[0])

    def cancel(self) -> None:
        self.choosing.reset()
        self.resync()

    def confirm_blocks(self) -> None:
        """The blocks chosen on the screen, given to the engine attacker by attacker (D26)."""
        for command in present.block_commands(self.moment()):
            if not self.submit(command):
                return          # refused: the hint says why, the rest are not sent

    # ---- input (table_controls.py) --------------------------------------------------------
    def click(self, x: float, y: float, button: int) -> None:
        controls.click(self, x, y, button)

    def hover(self, x: float, y: float) -> None:
        controls.hover(self, x, y)

    def key(self, symbol: int, modifiers: int) -> None:
        controls.key(self, symbol, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        controls.on_mouse_scroll(self, x, y, scroll_x, scroll_y)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        controls.on_mouse_release(self, x, y, button, modifiers)

    def inspect(self, kind: str, key: str) -> None:
        controls.inspect(self, kind, key)

    def skip(self) -> None:
        self.stage.skip()
        self.resync()

    # ---- the frame ---------------------------------------------------------------------
    def take(self, batch: Batch) -> None:
        """A played batch: its log lines, its sounds, its public moments."""
        c = self.controller
        views = c.seat_views(batch, self.perspective)
        if self.nobodys():
            others = c.seat_views(batch, 1 - self.perspective)
            views = tuple(table_view(v, o) for v, o in zip(views, others))
        public = self.nobodys()
        entries = words.entries(batch.events, views, public=public, you=None if public else self.perspective)
        lines = [text for text, _ in entries]
        self.panel.add_log(self.coloured(entries))
        for e in batch.events:
            cue = CUES.get(type(e))
            if cue is not None:
                sound.play(cue)
        if self.app.settings.speed != 0:
            self.stage.take(batch.events, views, lines, self.nobodys())

    def catch_up(self) -> bool:
        """Take the batches played since the last look and start their first scene;
        whether there were any."""
        c = self.controller
        fresh = False
        while self.consumed < len(c.batches):
            self.take(c.batches[self.consumed])
            self.consumed += 1
            fresh = True
        self.next_scene()
        return fresh

    def next_scene(self) -> None:
        if self.stage.start_next():
            self.set_notice()

    def count_the_wait(self, dt: float) -> None:
        """While an AI builds its deck, the hint's seconds move on (once a second)."""
        if self.shown.phase != Phase.REGISTER:
            return
        before, self.waited = int(self.waited), self.waited + dt
        progress = self.director.deck_progress()
        if (int(self.waited) != before or progress != self.told) and not self.legal and self.controller.thinking \
                and not self.nobodys():
            self.told = progress
            self.panel.set_hint(building_words(progress, self.waited), pal.SILVER)
            self.panel.set_progress(self.deck_share())

    def deck_share(self) -> float | None:
        """How far the AI's deck is (0..1) while the table waits for it; None otherwise."""
        progress = self.director.deck_progress()
        if progress is None or not progress.budget or self.legal or not self.controller.thinking \
                or self.shown.phase != Phase.REGISTER or self.nobodys():
            return None
        return progress.work / progress.budget

    def update(self, dt: float) -> None:
        c = self.controller
        self.count_the_wait(dt)
        wanted = self.wanted_perspective()
        if wanted != self.perspective:
            self.sit_down(wanted)
        fresh = self.catch_up()
        if self.stage.scene is not None:
            settings = self.app.settings
            if self.stage.advance(dt, settings.duration(CLASH_SECONDS), 0.4 * settings.duration(1.0)):
                fresh = True
                self.set_notice()
            if self.stage.busy:
                return
        if fresh or self.source is not c.view(self.perspective):
            self.resync()
        self.at_rest()

    def at_rest(self) -> None:
        """Nothing to animate: the result, the next person's curtain, or their choice."""
        c = self.controller
        if c.over:
            self.director.results()
            return
        humans = c.human_deciders()
        if not humans:
            if self.legal:
                self.resync()
            return
        seat = humans[0]
        if c.hotseat and self.director.seat != seat:
            view = c.view(seat)
            reason = {Phase.REGISTER: "id_register", Phase.MULLIGAN: "id_mulligan"}.get(view.phase) or (
                "id_blocks" if view.attackers and seat != int(view.to_move)
                else "id_turn_on" if view.attacked and seat == int(view.to_move) else "id_turn")
            self.director.require_seat(seat, reason, self.director.table)
            return
        if not self.legal:
            self.resync()

    def texts(self) -> list[str]:
        """Every word on the screen now, but the close-up's (tests check what a seat is shown)."""
        out = [t.text for ui in (self.board.ui, self.panel.ui) for t in ui.texts if t.visible and t.text]
        out += self.panel.log.shown_lines()
        if self.picker is not None:
            out += self.picker.texts()
        if self.paying is not None:
            out += self.paying[1].texts()
        return out

    def draw(self) -> None:
        self.board.draw()
        if self.picker is not None:
            self.picker.draw()
        if self.paying is not None:
            self.paying[1].draw()
        self.panel.draw()
        self.stage.draw()
