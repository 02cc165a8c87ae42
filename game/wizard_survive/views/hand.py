"""The hand of the seat choosing now: the five action cards and a target card per other
seat, along the bottom band. What may be chosen is the engine's list of legal
commitments (W5-W8): a card with no legal commitment is drawn dimmed and says why; the
targets of the chosen card are those its legal commitments name (one, or one or two for
lightning; with one other player in, that one, implied)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import arcade

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from game.shell import assets, sound
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Ui, set_text
from game.wizard_survive import look

CARD_W, CARD_H = 40, 56
BAND_Y = 34             # the cards' bottom edge
# Wide enough that the longest names under neighbouring cards ("Teleport", "Lightning")
# keep a clear gap between them.
CARD_PITCH = 55
TARGET_PITCH = 46
TARGETS_X = 8 + 4 * CARD_PITCH + CARD_W + 12           # after the five cards and a rule
HINT_X = TARGETS_X + 2 * TARGET_PITCH + CARD_W + 14    # after at most three target cards and a rule


@dataclass
class Slot:
    """A card on the band: where it is and what clicking it means."""

    x: int
    y: int
    sprite: arcade.Sprite
    name: arcade.Text
    w: int = CARD_W
    h: int = CARD_H
    enabled: bool = True
    visible: bool = True

    def contains(self, x: float, y: float) -> bool:
        return self.visible and self.x <= x < self.x + self.w and self.y <= y < self.y + self.h

    def show(self, visible: bool, enabled: bool = True) -> None:
        self.visible, self.enabled = visible, enabled
        self.sprite.visible = self.name.visible = visible
        self.sprite.alpha = 255 if enabled else 80
        self.name.color = pal.WHITE if enabled else pal.STONE


class Hand:
    def __init__(self, seats: int, on_commit: Callable[[Commit], None]) -> None:
        self.on_commit = on_commit
        self.ui = Ui()
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.cards: dict[Card, Slot] = {}
        for i, card in enumerate(Card):
            self.cards[card] = self._slot(8 + i * CARD_PITCH, look.card_face(card), look.card_name(card))
        self.costs = {card: self.ui.label("", 8 + i * CARD_PITCH + CARD_W // 2, 7, pal.SILVER, anchor_x="center",
                                          small=True)
                      for i, card in enumerate(Card)}
        self.ui.box(TARGETS_X - 6, 8, 1, 88, pal.INK)
        self.targets: dict[int, Slot] = {}
        for seat in range(seats):
            self.targets[seat] = self._slot(TARGETS_X, look.target_card(seat), look.seat_name(seat))
        self.ui.box(HINT_X - 8, 8, 1, 88, pal.INK)
        self.hint = self.ui.label("", HINT_X, 88, pal.WHITE, width=634 - HINT_X, small=True)
        self.commit = self.ui.button(HINT_X, 8, 110, 22, tr("ws.hand.commit"), self.submit, fill=pal.TEAL_DARK)
        self.pick_frame = arcade.Sprite(assets.frame(CARD_W + 6, CARD_H + 6, pal.GOLD, 2))
        self.target_frames = [arcade.Sprite(assets.frame(CARD_W + 6, CARD_H + 6, pal.GOLD, 2)) for _ in range(2)]
        for frame in (self.pick_frame, *self.target_frames):
            frame.visible = False
            self.sprites.append(frame)
        self.seat: int | None = None
        self.view: WizardView | None = None
        self.legal: tuple[Commit, ...] = ()
        self.card: Card | None = None
        self.chosen: list[int] = []
        self.active = False
        self.set_active(False)

    def _slot(self, x: int, texture: arcade.Texture, name: str) -> Slot:
        sprite = arcade.Sprite(texture, center_x=x + CARD_W / 2, center_y=BAND_Y + CARD_H / 2)
        self.sprites.append(sprite)
        label = self.ui.label(name, x + CARD_W / 2, 20, pal.WHITE, anchor_x="center", small=True)
        return Slot(x, BAND_Y, sprite, label)

    # ---- whose hand ------------------------------------------------------------
    def set_active(self, active: bool, message: str = "") -> None:
        """Off: the band only says `message` (waiting, thinking, the reveal)."""
        self.active = active
        for slot in (*self.cards.values(), *self.targets.values()):
            slot.show(False)
        for label in self.costs.values():
            label.visible = False
        self.commit.set_state(visible=False)
        self.pick_frame.visible = False
        for frame in self.target_frames:
            frame.visible = False
        if not active:
            set_text(self.hint, message)

    def open(self, seat: int, view: WizardView, legal: Sequence[Commit]) -> None:
        """`seat` chooses from `legal`, seeing `view`."""
        fresh = self.seat != seat or self.view is None or (self.view.round, self.view.step) != (view.round, view.step)
        self.seat, self.view, self.legal = seat, view, tuple(legal)
        if fresh or not self.active:
            self.card, self.chosen = None, []
        self.active = True
        self.refresh()

    def options(self, card: Card) -> tuple[tuple[int, ...], ...]:
        return tuple(c.targets for c in self.legal if c.card is card)

    def refresh(self) -> None:
        view, seat = self.view, self.seat
        if not self.active or view is None or seat is None:
            return
        for card in Card:
            slot = self.cards[card]
            slot.show(True, bool(self.options(card)))
            cost = view.rules.cost(card)
            slot.sprite.texture = look.card_face(card, view.rules)
            self.costs[card].visible = True
            set_text(self.costs[card], tr("ws.hand.cost", n=cost) if cost else tr("ws.hand.free"))
        others = view.others_in()
        place = TARGETS_X
        for t, slot in self.targets.items():       # the other seats' cards side by side
            slot.show(t != seat, t in others)
            if t != seat:
                slot.x = place
                slot.sprite.center_x = slot.name.x = place + CARD_W / 2
                place += TARGET_PITCH
        command = self.command()
        aimed = list(command.targets) if command is not None else self.chosen
        self._frame(self.pick_frame, self.cards[self.card] if self.card is not None else None)
        for k, frame in enumerate(self.target_frames):
            self._frame(frame, self.targets[aimed[k]] if k < len(aimed) else None)
        self.commit.set_state(visible=True, enabled=command is not None)
        set_text(self.hint, self.prompt(command))

    def _frame(self, frame: arcade.Sprite, slot: Slot | None) -> None:
        frame.visible = slot is not None
        if slot is not None:
            frame.center_x, frame.center_y = slot.sprite.center_x, slot.sprite.center_y

    def prompt(self, command: Commit | None) -> str:
        assert self.view is not None and self.seat is not None
        if self.card is None:
            return tr("ws.hand.choose", seat=look.seat_name(self.seat))
        if command is not None:
            ready = tr("ws.hand.ready", card=look.card_name(self.card), targets=look.targets_text(command.targets))
            others = self.view.others_in()
            return f"{tr('ws.hand.implied', seat=look.seat_name(others[0]))}\n{ready}" if len(others) == 1 else ready
        most = max(len(t) for t in self.options(self.card))
        return tr("ws.hand.targets" if most > 1 else "ws.hand.target", keys=self.keys_text())

    # ---- the targets by key: the band's numbers go on after the five cards ----------
    def target_order(self) -> tuple[int, ...]:
        """The other seats as their target cards stand on the band, left to right."""
        return tuple(t for t in self.targets if t != self.seat)

    def target_key(self, seat: int) -> str:
        """The key that aims at `seat`: 6, 7, 8 after the cards' 1-5."""
        return str(len(Card) + 1 + self.target_order().index(seat))

    def keys_text(self) -> str:
        order = self.target_order()
        first = len(Card) + 1
        return str(first) if len(order) == 1 else f"{first}-{first + len(order) - 1}"

    def aim_by_key(self, index: int) -> None:
        """The `index`-th key after the cards' (0 for 6)."""
        order = self.target_order()
        if self.active and 0 <= index < len(order):
            self.aim(order[index])

    def aimed(self) -> tuple[int, ...]:
        """The targets the choice names so far (an implied one too): the table's arrows."""
        if not self.active or self.card is None:
            return ()
        command = self.command()
        return command.targets if command is not None else tuple(self.chosen)

    def target_tip(self, seat: int) -> str:
        """Every way to aim at `seat`, or why it cannot be aimed at."""
        assert self.view is not None
        if seat not in self.view.others_in():
            return tr("ws.hand.target_out", seat=look.seat_name(seat))
        return tr("ws.hand.aim_tip", seat=look.seat_name(seat), hotkey=self.target_key(seat))

    def command(self) -> Commit | None:
        """The legal commitment the choices make, or None while incomplete."""
        if self.card is None or self.seat is None:
            return None
        options = self.options(self.card)
        if len(options) == 1 and not self.chosen:
            return Commit(self.seat, self.card, options[0])    # one possible target: implied (W8)
        wanted = tuple(sorted(self.chosen))
        return Commit(self.seat, self.card, wanted) if wanted in options else None

    # ---- input -----------------------------------------------------------------
    def pick(self, card: Card) -> None:
        if not self.active:
            return
        if not self.options(card):
            set_text(self.hint, self.why_not(card))
            return
        self.card = card
        widest = max(len(t) for t in self.options(card))
        self.chosen = self.chosen[:widest]
        self.refresh()

    def why_not(self, card: Card) -> str:
        assert self.view is not None and self.seat is not None
        return tr("ws.hand.no_mana", card=look.card_name(card), cost=self.view.rules.cost(card),
                  mana=self.view.wizards[self.seat].mana)

    def tip(self, card: Card) -> str:
        assert self.view is not None
        rules = self.view.rules
        text = tr(f"ws.tip.{card.key}", cost=rules.cost(card), cap=rules.mana_cap)
        return text if self.options(card) else f"{self.why_not(card)}\n{text}"

    def aim(self, seat: int) -> None:
        if not self.active or self.view is None:
            return
        if seat not in self.view.others_in():
            set_text(self.hint, tr("ws.hand.target_out", seat=look.seat_name(seat)))
            return
        widest = max((len(t) for t in self.options(self.card)), default=1) if self.card is not None else 1
        if seat in self.chosen:
            self.chosen.remove(seat)
        elif widest > 1:
            self.chosen = (self.chosen + [seat])[-widest:]
        else:
            self.chosen = [seat]
        self.refresh()

    def submit(self) -> None:
        command = self.command()
        if self.active and command is not None:
            self.on_commit(command)

    def click(self, x: float, y: float) -> bool:
        if not self.active:
            return False
        if self.ui.click(x, y):
            return True
        for card, slot in self.cards.items():
            if slot.contains(x, y):
                sound.feedback("click")
                self.pick(card)
                return True
        for seat, slot in self.targets.items():
            if slot.contains(x, y):
                sound.feedback("click")
                self.aim(seat)
                return True
        return False

    def hover(self, x: float, y: float) -> None:
        if not self.active:
            return
        self.ui.hover(x, y)
        for card, slot in self.cards.items():
            if slot.contains(x, y):
                set_text(self.hint, self.tip(card))
                return
        for seat, slot in self.targets.items():
            if slot.contains(x, y):
                set_text(self.hint, self.target_tip(seat))
                return
        set_text(self.hint, self.prompt(self.command()))

    def hover_wizard(self, seat: int | None) -> None:
        """The pointer is on `seat`'s wizard on the table (None: on none): the hint says how
        to aim at it, as over its target card."""
        if not self.active or self.view is None:
            return
        if seat is None or seat == self.seat:
            set_text(self.hint, self.prompt(self.command()))
        else:
            set_text(self.hint, self.target_tip(seat))

    def draw(self) -> None:
        self.ui.draw()
        self.sprites.draw(pixelated=True)
