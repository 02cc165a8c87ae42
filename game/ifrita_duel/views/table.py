"""The match table: the board (board.py) and the panel (panel.py) drawn from the seated
seat's view, the choices of the moment from the engine's legal commands (choices.py),
and each played batch read from that seat's views: its log lines and, for a combat,
the close-up of every clash (closeup.py). Never the state: the controller hands views.
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

from collections import deque
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import arcade

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel import payment_options
from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.rules import mana_burn
from engine.ifrita_duel.view import DuelView, table_view
from game.ifrita_duel import choices, look, play, show, words
from game.ifrita_duel.director import DeckChoice
from game.ifrita_duel.views.board import Board, Marks
from game.ifrita_duel.views.closeup import CloseUp, Fall, Recap
from game.ifrita_duel.views import actions as keys
from game.ifrita_duel.views.actions import Act
from game.ifrita_duel.views.panel import LOG_LINES, Panel
from game.ifrita_duel.views.payment import PayPicker
from game.ifrita_duel.views.register import DeckPicker
from game.shell import palette as pal
from game.shell import sound
from game.shell.app import Screen
from game.shell.controller import Batch
from game.shell.i18n import tr
from game.shell.widgets import Action

if TYPE_CHECKING:
    from game.ifrita_duel.director import DuelDirector
    from game.shell.app import GameWindow

CLASH_SECONDS = 2.2
CUES = {ev.CardCast: "card", ev.CardSacrificed: "flip", ev.HeroAbilityUsed: "zap", ev.TurnStarted: "scroll",
        ev.ManaBurned: "thump", ev.FatigueDamage: "thump", ev.MulliganTaken: "flip"}


class TableScreen(Screen):
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
        self.mode = "idle"                       # idle, card, target, pay, attack, discard
        self.selected: int | None = None
        self.picker: DeckPicker | None = None    # the seat's deck choice while it registers
        self.paying: tuple[cmd.Cast, PayPicker] | None = None      # a cast waiting for its payment
        self.target_of: dict[str, cmd.Cast | cmd.UseHero] = {}
        self.chosen: list[str] = []
        self.keyed: dict[int, Act] = {}         # the actions of the moment by their keys
        self.discards: set[int] = set()
        self.queue: deque[CloseUp | Fall | Recap] = deque()
        self.scene: CloseUp | Fall | Recap | None = None
        self.consumed = len(c.batches)
        # Seconds the table has waited through deck registration (D4): an AI building its
        # deck by trial games (the advanced, a minute or more on a busy machine) says so
        # and counts, rather than a bare "thinking" that seems stuck.
        self.waited = 0.0
        self.panel.set_log(self.log_of(self.audience()))
        self.resync()

    # ---- who sits here -----------------------------------------------------------------
    def wanted_perspective(self) -> int:
        c = self.controller
        if self.director.seat is not None:
            return self.director.seat
        if len(c.humans) == 1:
            return next(iter(c.humans))
        return getattr(self, "perspective", min(c.humans, default=0))

    def seated(self) -> bool:
        """Whether the person of `perspective` sits at the screen now."""
        c = self.controller
        return self.perspective in c.humans and (not c.hotseat or self.director.seat == self.perspective)

    def nobodys(self) -> bool:
        """Hot-seat, between two people: the screen is no one's and shows only what is public."""
        return self.controller.hotseat and self.director.seat is None

    def audience(self) -> int | None:
        """Whose log the screen shows: its seat's, or None for the public lines only."""
        return None if self.nobodys() else self.perspective

    def sit_down(self, seat: int) -> None:
        self.perspective = seat
        self.reset_mode()
        self.picker = None
        self.consumed = len(self.controller.batches)
        self.panel.clear_inspected()
        self.panel.set_log(self.log_of(self.audience()))
        self.resync()

    def handed_over(self) -> None:
        """The person has acted and the screen is nobody's until the next one takes it: what
        was theirs (the inspected card, a choice, their private log lines) goes."""
        self.reset_mode()
        self.picker = None
        self.panel.clear_inspected()
        self.panel.set_log(self.log_of(None))

    def log_of(self, seat: int | None) -> list[str]:
        """The newest lines of the log as `seat` saw it, up to the batches this screen has
        taken (never another seat's lines); None: the lines every seat saw."""
        c = self.controller
        views_of = self.perspective if seat is None else seat
        lines: list[str] = []
        for batch in reversed(c.batches[:self.consumed]):
            if len(lines) >= LOG_LINES:
                break
            lines = words.lines(batch.events, c.seat_views(batch, views_of), public=seat is None) + lines
        return lines[-LOG_LINES:]

    def reset_mode(self) -> None:
        self.mode, self.selected, self.target_of = "idle", None, {}
        self.chosen, self.discards = [], set()
        self.paying = None

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

    def resync(self) -> None:
        c = self.controller
        self.source = c.view(self.perspective)
        self.shown = view = self.seat_view()
        mine = self.seated() and self.perspective in c.human_deciders() and self.scene is None and not self.queue
        self.legal = list(c.legal(self.perspective)) if mine else []
        # Choosing the discards is the hand limit of the end phase (D8.1), though the engine
        # moves there only with the EndTurn that names them: the bar says where the player is.
        lit = Phase.END if self.mode == "discard" else view.phase
        self.panel.set_turn(view.turn, int(view.to_move), lit)
        attacker, block_choices = choices.blocks(self.legal)
        marks = Marks(selected=self.selected if self.mode in ("card", "target", "pay") else None,
                      chosen=tuple(self.chosen), discards=frozenset(self.discards),
                      pairs={a: b for a, b in view.blocks}, awaiting=attacker,
                      hand_hidden=not self.seated() or attacker is not None,
                      playable=choices.castable(self.legal, self.hand()) if self.mode == "idle" else frozenset())
        if self.mode == "target":
            marks.targets = frozenset(self.target_of)
        elif self.mode == "attack":
            marks.targets = frozenset(a for a in choices.attackers(self.legal) if a not in self.chosen)
        elif attacker is not None:
            marks.targets = frozenset(b for b in block_choices if b is not None)
        if view.attackers:
            marks.pairs = {a: dict(view.blocks).get(a) for a in view.attackers}
        self.marks = marks
        self.board.sync(view, self.perspective, marks)
        self.follow_inspected(view)
        self.set_actions(attacker, block_choices)
        self.set_notice()

    def set_notice(self) -> None:
        """On nobody's screen while a public moment plays: that both watch it, and who next."""
        c = self.controller
        scene = self.scene if self.scene is not None else self.queue[0] if self.queue else None
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

    def board_targets(self) -> frozenset[str]:
        """What the board marks as choosable now (targets, attackers, blockers)."""
        return self.marks.targets

    def hand(self) -> tuple[str, ...]:
        return self.shown.players[self.perspective].hand or ()

    def set_actions(self, attacker: str | None, block_choices: dict[str | None, cmd.Block]) -> None:
        acts = self.actions(attacker, block_choices)
        self.keyed = {a.key: a for a in acts if a.key is not None}
        self.panel.set_buttons(acts)

    def actions(self, attacker: str | None, block_choices: dict[str | None, cmd.Block]) -> list[Act]:
        """The buttons of the moment, each with its key and tip, and the hint line. A
        disabled one's tip is the engine's refusal, asked of the seat's view (`source`)."""
        p = self.panel
        legal = self.legal
        if not any(isinstance(c, cmd.Register) for c in legal):
            self.picker = None
        if not legal:
            c = self.controller
            waiting = tr("id.hint.thinking") if c.thinking else tr("id.hint.wait")
            if c.thinking and self.shown.phase == Phase.REGISTER:
                waiting = tr("id.hint.building", s=int(self.waited))
            p.set_hint("" if c.over or self.nobodys() else waiting, pal.SILVER)
            return []
        if any(isinstance(c, cmd.Register) for c in legal):
            picker = self.deck_picker()
            deck = picker.deck()
            seat = self.perspective
            p.set_hint("")
            return [Act(tr("id.btn.register"), self.register, deck is not None, keys.CONFIRM, tr("id.tip.confirm")),
                    Act(tr("id.btn.builder"), lambda: self.director.deck_builder(seat), True)]
        keep, again = choices.mulligan(legal)
        if keep is not None:
            p.set_hint(tr("id.hint.mulligan"))
            return [Act(tr("id.btn.keep"), lambda: self.submit(keep), True, keys.CONFIRM, tr("id.btn.keep")),
                    Act(tr("id.btn.mulligan"), lambda: self.submit(again), again is not None, keys.MULLIGAN,
                        tr("id.btn.mulligan"))]
        if attacker is not None:
            unit = self.shown.unit(attacker)
            p.set_hint(tr("id.hint.block", attacker=look.card_name(unit.card) if unit else attacker), pal.GOLD)
            return [Act(tr("id.btn.no_block"), lambda: self.submit(block_choices[None]), None in block_choices,
                        keys.NEXT, tr("id.btn.no_block"))]
        cancel = Act(tr("id.btn.cancel"), self.cancel, True, keys.CANCEL, tr("id.tip.cancel"))
        view = self.source
        if self.mode == "card" and self.selected is not None:
            card = self.hand()[self.selected]
            casts = choices.casts(legal, card)
            acts = [keys.act(tr("id.btn.cast"), lambda: self.cast(casts), bool(casts), keys.CAST, tr("id.tip.cast"),
                             "" if casts else keys.why_not(view, "cast", card))]
            sacs = choices.sacrifices(legal, card)
            for k, s in enumerate(sacs):
                label = tr("id.btn.sacrifice_as", kind=tr(f"id.mana.{s.kind}")) if s.kind else tr("id.btn.sacrifice")
                acts.append(Act(label, self.submitter(s), True, keys.SACRIFICE if k == 0 else None,
                                tr("id.tip.sacrifice")))
            if not sacs:
                acts.append(Act(tr("id.btn.sacrifice"), self.cancel, False, keys.SACRIFICE,
                                keys.why_not(view, "sacrifice", card)))
            p.set_hint(tr("id.hint.card", card=look.card_name(card)))
            return [*acts, cancel]
        if self.mode == "pay" and self.paying is not None:
            pending, pay = self.paying
            p.set_hint(tr("id.hint.pay", card=look.card_name(pending.card), n=pay.cost.generic), pal.GOLD)
            return [Act(tr("id.btn.pay"), self.pay, pay.ready(), keys.CONFIRM, tr("id.tip.confirm")),
                    Act(tr("id.btn.pay_default"), self.pay_default, True, keys.DEFAULT, tr("id.btn.pay_default")),
                    cancel]
        if self.mode == "target":
            name = look.card_name(self.hand()[self.selected]) if self.selected is not None else look.hero_name(
                self.shown.players[self.perspective].hero)
            p.set_hint(tr("id.hint.target", card=name), pal.GOLD)
            return [cancel]
        if self.mode == "attack":
            attack = choices.attack_of(legal, self.chosen)
            p.set_hint(tr("id.hint.attack"), pal.GOLD)
            return [Act(tr("id.btn.confirm_attack"), lambda: self.submit(attack), attack is not None, keys.CONFIRM,
                        tr("id.tip.confirm")), cancel]
        if self.mode == "discard":
            need = choices.discard_count(legal)
            chosen = [self.hand()[i] for i in sorted(self.discards)]
            end = choices.end_turn_with(legal, chosen)
            p.set_hint(tr("id.hint.discard", n=need), pal.GOLD)
            return [Act(tr("id.btn.discard"), lambda: self.submit(end), end is not None, keys.CONFIRM,
                        tr("id.tip.confirm")), cancel]
        me = self.shown.players[self.perspective]
        uses = choices.hero_uses(legal)
        nxt = choices.next_phase(legal)
        burn = mana_burn(self.shown.rules, me.mana, me.mana_max)     # the rules' own figure (D14)
        if burn:
            p.set_hint(tr("id.hint.burn", n=burn), pal.ORANGE)
        else:
            p.set_hint(tr("id.hint.main"))
        can_attack = bool(choices.attackers(legal))
        ends = bool(choices.end_turns(legal))
        return [
            keys.act(tr("id.btn.attack"), self.start_attack, can_attack, keys.ATTACK_ALL, tr("id.tip.attack"),
                     "" if can_attack else keys.why_not(view, "attack")),
            keys.act(tr("id.btn.hero", name=look.hero_name(me.hero)), lambda: self.cast(uses), bool(uses), keys.HERO,
                     tr("id.tip.hero"), "" if uses else keys.why_not(view, "hero")),
            keys.act(tr("id.btn.next_phase"), lambda: self.submit(nxt), nxt is not None, keys.NEXT,
                     tr("id.tip.next_phase"), "" if nxt is not None else keys.why_not(view, "next_phase")),
            keys.act(tr("id.btn.end_turn"), self.end_turn, ends, keys.END, tr("id.tip.end_turn"),
                     "" if ends else keys.why_not(view, "end_turn")),
        ]

    # ---- choices -----------------------------------------------------------------------
    def submit(self, command: Any) -> None:
        if command is None:
            return
        c = self.controller
        seat = self.perspective
        if c.submit(command):
            self.reset_mode()
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
        else:
            self.panel.set_hint(tr("error.generic", message=c.last_error or ""), pal.CRIMSON_LIGHT)

    def submitter(self, command: Any) -> Action:
        return lambda: self.submit(command)

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
                self.mode = "pay"
                self.target_of = {}
                self.paying = (command, PayPicker(command.card, pool, cost, tie_order))
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
        self.mode = "target"
        self.target_of = choices.targets(commands)
        if not any(isinstance(c, cmd.Cast) for c in commands):
            self.selected = None
        self.resync()

    def start_attack(self) -> None:
        self.reset_mode()
        self.mode = "attack"
        self.resync()

    def attack_all(self) -> None:
        """Every unit the engine lets attack chosen at once, to confirm (or trim) after."""
        self.start_attack()
        self.chosen = list(choices.attackers(self.legal))
        self.resync()

    def end_turn(self) -> None:
        if choices.discard_count(self.legal):
            self.reset_mode()
            self.mode = "discard"
            self.resync()
            return
        self.submit(choices.end_turns(self.legal)[0])

    def cancel(self) -> None:
        self.reset_mode()
        self.resync()

    # ---- input -------------------------------------------------------------------------
    def click(self, x: float, y: float, button: int) -> None:
        if self.scene is not None or self.queue:
            self.skip()
            return
        if self.panel.ui.click(x, y):
            return
        if self.picker is not None:
            self.picker.click(x, y)
            return
        if self.paying is not None:
            if self.paying[1].click(x, y):
                self.resync()
            return
        spot = self.board.hit(x, y)
        if spot is None:
            return
        self.inspect(spot.kind, spot.key)
        if not self.legal:
            return
        if self.mode == "target":
            if spot.key in self.target_of:
                self.then_pay(self.target_of[spot.key])
            return
        if self.mode == "attack" and spot.kind == "unit":
            if spot.key in self.chosen:
                self.chosen.remove(spot.key)
            elif spot.key in choices.attackers(self.legal):
                self.chosen.append(spot.key)
            self.resync()
            return
        attacker, block_choices = choices.blocks(self.legal)
        if attacker is not None:
            if spot.kind == "unit" and spot.key in block_choices:
                self.submit(block_choices[spot.key])
            return
        if spot.kind != "card":
            return
        self.choose_card(int(spot.key))

    def choose_card(self, index: int) -> None:
        """A card of the hand chosen, by a click or its number key: to discard, or to cast
        or sacrifice."""
        if self.mode == "discard":
            self.discards ^= {index}
        elif choices.mulligan(self.legal)[0] is None:
            self.mode, self.selected = "card", index
        self.resync()

    def card_key(self, index: int) -> None:
        """A number key: the hand's card of that place, where a click on it would choose it."""
        if (not self.legal or index >= len(self.hand()) or self.mode in ("target", "pay", "attack")
                or choices.blocks(self.legal)[0] is not None or self.picker is not None):
            return
        self.inspect("card", str(index))
        self.choose_card(index)

    def card_tip(self, kind: str, key: str) -> str:
        """A hand card pointed at while the seat may act: its number key, and, if it cannot
        be cast now, the engine's reason."""
        if kind != "card" or not self.legal or self.mode not in ("idle", "card", "discard"):
            return ""
        index = int(key)
        hand = self.hand()
        if index >= len(hand) or choices.blocks(self.legal)[0] is not None:
            return ""
        number = f" [{index + 1}]" if index < len(keys.HAND_KEYS) else ""
        if self.mode == "discard" or index in choices.castable(self.legal, hand):
            return tr("id.tip.hand") + number
        return tr("id.why.cannot_cast", why=keys.why_not(self.source, "cast", hand[index])) + number

    def inspect(self, kind: str, key: str) -> None:
        if self.nobodys():          # a show for both: nobody's card is inspected
            return
        view = self.shown
        if kind == "card":
            hand = self.hand()
            if int(key) < len(hand):
                self.panel.inspect_card(hand[int(key)])
        elif kind == "unit":
            unit = view.unit(key)
            if unit is not None:
                self.panel.inspect_card(unit.card)
        elif kind == "enchantment":
            self.panel.inspect_card(key)
        elif kind == "hero":
            seat = 0 if key == "teal" else 1
            p = view.players[seat]
            if p.hero:      # "" before both registered (D4): nothing to tell yet
                self.panel.inspect_hero(seat, p.hero, p.cooldown)

    def hover(self, x: float, y: float) -> None:
        tip = self.panel.hovered_tip(x, y)
        self.panel.show_tip(tip)
        if self.picker is not None:
            self.picker.hover(x, y)
            return
        if self.paying is not None:
            self.paying[1].hover(x, y)
            if self.paying[1].contains(x, y):
                return
        if self.scene is None:
            spot = self.board.hit(x, y)
            if spot is not None:
                self.inspect(spot.kind, spot.key)
                if not tip:
                    self.panel.show_tip(self.card_tip(spot.kind, spot.key))

    def key(self, symbol: int, modifiers: int) -> None:
        if self.scene is not None or self.queue:
            if symbol in (arcade.key.SPACE, arcade.key.ENTER, arcade.key.ESCAPE):
                self.skip()
            return
        if (symbol == keys.ATTACK_ALL and self.mode in ("idle", "attack") and choices.attackers(self.legal)
                and choices.blocks(self.legal)[0] is None):
            self.attack_all()
            return
        if symbol in keys.HAND_KEYS:
            self.card_key(keys.HAND_KEYS.index(symbol))
            return
        act = self.keyed.get(symbol)
        if act is not None:
            if act.enabled:
                act.action()
            else:       # a refused action's key says why, as pointing at its button would
                self.panel.show_tip(act.hint())
            return
        if symbol == arcade.key.ESCAPE:
            if self.mode != "idle":
                self.cancel()
            else:
                self.director.title()

    def skip(self) -> None:
        while self.scene is not None or self.queue:
            if self.scene is not None:
                self.scene.finish()
                self.scene = None
            if self.queue:
                self.scene = self.queue.popleft()
        self.resync()

    # ---- the frame ---------------------------------------------------------------------
    def take(self, batch: Batch) -> None:
        """A played batch: its log lines, its sounds, its combat close-ups, the game's last
        moment; between two people, a turn's end that cost something."""
        c = self.controller
        views = c.seat_views(batch, self.perspective)
        if self.nobodys():
            others = c.seat_views(batch, 1 - self.perspective)
            views = tuple(table_view(v, o) for v, o in zip(views, others))
        lines = words.lines(batch.events, views, public=self.nobodys())
        self.panel.add_log(lines)
        for e in batch.events:
            cue = CUES.get(type(e))
            if cue is not None:
                sound.play(cue)
        if self.app.settings.speed == 0:
            return
        clashes = show.combats(batch.events, views)
        for k, clash in enumerate(clashes):
            self.queue.append(CloseUp(clash, k, len(clashes)))
        turn_end = next((e for e in batch.events if isinstance(e, ev.TurnEnded)), None)
        end = next((e for e in batch.events if isinstance(e, ev.GameEnded)), None)
        if turn_end is not None and end is None and self.nobodys() and show.costly_turn_end(batch.events):
            self.queue.append(Recap(int(turn_end.side), lines))
        if end is not None:         # the game's last moment, before the result
            last = views[-1]
            self.queue.append(Fall(None if end.winner is None else int(end.winner), end.reason,
                                   (last.players[0].hp, last.players[1].hp)))

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
        if self.scene is None and self.queue:
            self.scene = self.queue.popleft()
            sound.play("whoosh")
            self.set_notice()

    def count_the_wait(self, dt: float) -> None:
        """While an AI builds its deck, the hint's seconds move on (once a second)."""
        if self.shown.phase != Phase.REGISTER:
            return
        before, self.waited = int(self.waited), self.waited + dt
        if int(self.waited) != before and not self.legal and self.controller.thinking and not self.nobodys():
            self.panel.set_hint(tr("id.hint.building", s=int(self.waited)), pal.SILVER)

    def update(self, dt: float) -> None:
        c = self.controller
        self.count_the_wait(dt)
        wanted = self.wanted_perspective()
        if wanted != self.perspective:
            self.sit_down(wanted)
        fresh = self.catch_up()
        if self.scene is not None:
            length = self.app.settings.duration(CLASH_SECONDS)
            for cue in self.scene.advance(dt, length):
                sound.play(cue)
            if self.scene.done and self.scene.time >= length + 0.4 * self.app.settings.duration(1.0):
                self.scene = None
                fresh = True
                # The next clash at once: a frame between two would show the board, which
                # already stands at the combat's result.
                self.next_scene()
            if self.scene is not None or self.queue:
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
        if self.scene is not None:
            self.scene.draw()
