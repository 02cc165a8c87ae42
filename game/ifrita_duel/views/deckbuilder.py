"""The deck builder: the 20 templates with their art (left click adds a copy, right click
takes one away), the count per card and of the deck (D4: 40 cards, at most 3 copies,
shown legal or not with why), the hero ability, the mana curve, a typed name to save
the deck under and the saved decks to load; the default deck in one click. Opened from
a person's registration (behind their curtain in hot-seat play); Done hands the deck
back to that registration, Esc goes back to it unchanged."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import arcade

from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, deck_faults
from game.ifrita_duel import decks, look
from game.ifrita_duel.face import CARD_H, CARD_W, FaceDrawing, face
from game.ifrita_duel.views.readout import reading
from game.shell import palette as pal
from game.shell import sound
from game.shell.app import GameWindow, Screen
from game.shell.canvas import WIDTH
from game.shell.common import backdrop
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, set_text

if TYPE_CHECKING:
    from game.ifrita_duel.director import DuelDirector

COLUMNS, PITCH_X = 10, 52
GRID_X, ROW_Y = 8, (259, 167)         # bottom edges of the two rows of cards
CURVE_X, CURVE_Y, CURVE_H, BAR_W = 548, 76, 56, 13
COSTS = 6                             # curve columns 0..4 and 5+


class DeckBuilderScreen(Screen):
    def __init__(self, app: GameWindow, director: DuelDirector, seat: int, deck: Deck, name: str = "") -> None:
        super().__init__(app)
        self.director = director
        self.seat = seat
        self.cards = look.cards().cards
        self.counts: Counter[str] = Counter(deck.cards)
        self.hero = deck.hero
        self.name = name
        self.loaded = -1
        self.ui = ui = Ui()
        self.back = backdrop(ui)
        ui.box(0, 336, WIDTH, 24, pal.OUTLINE)
        ui.label(f"{tr('id.deck.title')} · {look.side_name(seat)}", 8, 343, pal.GOLD)
        ui.label(tr("id.deck.hint"), WIDTH - 8, 343, pal.SILVER, anchor_x="right", small=True)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.words = Ui()                           # what the faces write, over their art
        self.faces: list[FaceDrawing] = []
        self.count_labels: list[arcade.Text] = []
        self.slots: list[tuple[int, int, str]] = []
        for i, card in enumerate(self.cards):
            x, y = GRID_X + (i % COLUMNS) * PITCH_X, ROW_Y[i // COLUMNS]
            self.faces.append(FaceDrawing(self.words, self.sprites, face(card.id), x, y))
            ui.box(x + CARD_W - 15, y - 13, 15, 12, pal.OUTLINE, border=pal.INK)
            self.count_labels.append(ui.label("", x + CARD_W - 8, y - 10, pal.WHITE, anchor_x="center", small=True))
            self.slots.append((x, y, card.id))
        ui.label(tr("id.deck.hero", name=""), 8, 142, pal.SILVER, small=True)
        self.hero_buttons: list[Button] = []
        for k, hero in enumerate(look.cards().heroes):
            self.hero_buttons.append(ui.button(8 + k * 104, 118, 100, 18, look.hero_name(hero.id),
                                               lambda h=hero.id: self.set_hero(h), small=True))
        # The inspected card, under the grid.
        ui.box(8, 36, 516, 76, pal.alpha(pal.PANEL, 230), border=pal.INK)
        self.inspect_name = ui.label("", 14, 98, pal.GOLD)
        self.inspect_head = ui.label("", 14, 84, pal.SILVER, small=True)
        self.inspect_text = ui.label("", 14, 72, pal.WHITE, small=True, width=500)
        self.inspect_text.anchor_y = "top"
        # The deck's count, legality and curve, right of the grid.
        ui.box(536, 36, 96, 290, pal.alpha(pal.PANEL, 230), border=pal.INK)
        self.total = ui.label("", 584, 306, pal.WHITE, anchor_x="center")
        self.verdict = ui.label("", 540, 292, pal.GREEN, small=True, width=90)
        self.verdict.anchor_y = "top"
        ui.label(tr("id.deck.curve"), 584, 156, pal.SILVER, anchor_x="center", small=True)
        self.bars = [ui.box(CURVE_X + k * BAR_W, CURVE_Y, BAR_W - 3, 1, pal.GOLD) for k in range(COSTS)]
        self.bar_counts = [ui.label("", CURVE_X + k * BAR_W + 5, CURVE_Y + 2, pal.WHITE, anchor_x="center",
                                    small=True) for k in range(COSTS)]
        for k in range(COSTS):
            ui.label(str(k) if k < COSTS - 1 else f"{k}+", CURVE_X + k * BAR_W + 5, CURVE_Y - 12, pal.STONE,
                     anchor_x="center", small=True)
        self.name_label = ui.label("", 546, 44, pal.WHITE, small=True, width=84)
        # The actions along the foot.
        self.status = ui.label("", 8, 24, pal.SILVER, small=True)
        y = 4
        ui.button(8, y, 100, 18, tr("id.deck.default"), self.default, small=True)
        ui.button(112, y, 70, 18, tr("id.deck.clear"), self.clear_deck, small=True)
        self.save_button = ui.button(186, y, 70, 18, tr("id.deck.save"), self.save, small=True)
        ui.button(260, y, 90, 18, tr("id.deck.load"), self.load_next, small=True)
        self.back_button = ui.button(354, y, 56, 18, tr("menu.back"), director.table, small=True)
        self.done = ui.button(414, y, 110, 18, tr("id.deck.done"), self.finish, small=True, fill=pal.TEAL_DARK)
        self.inspect(self.cards[0].id)
        self.refresh()

    # ---- the deck -----------------------------------------------------------------------
    def deck(self) -> Deck:
        return decks.deck_of(dict(self.counts), self.hero)

    def problems(self) -> list[str]:
        """D4's verdict (the engine's), in the window's words."""
        out = []
        for fault in deck_faults(self.deck(), ID_1):
            if fault.kind == "size":
                key = "id.deck.too_few" if fault.count < fault.limit else "id.deck.too_many"
                out.append(tr(key, size=fault.limit, n=abs(fault.limit - fault.count)))
            elif fault.kind == "copies":
                out.append(tr("id.deck.copies", card=look.card_name(fault.card), max=fault.limit))
        return out

    def refresh(self) -> None:
        for (x, y, card), drawn, label in zip(self.slots, self.faces, self.count_labels):
            n = self.counts[card]
            set_text(label, str(n))
            label.color = pal.GOLD if n >= ID_1.max_copies else pal.WHITE if n else pal.STONE
            drawn.set_alpha(255 if n else 110)
        total = sum(self.counts.values())
        set_text(self.total, tr("id.deck.count", n=total, size=ID_1.deck_size))
        problems = self.problems()
        set_text(self.verdict, "\n".join(problems) if problems else tr("id.deck.ok"))
        self.verdict.color = pal.CRIMSON_LIGHT if problems else pal.GREEN
        curve = Counter(min(COSTS - 1, look.cards().card(c).cost.total) for c in self.counts.elements())
        top = max(curve.values(), default=1)
        for k, (bar, label) in enumerate(zip(self.bars, self.bar_counts)):
            h = max(1, round(CURVE_H * curve[k] / top)) if curve[k] else 1
            bar.height = h
            bar.center_y = CURVE_Y + h / 2
            set_text(label, str(curve[k]) if curve[k] else "")
            label.y = CURVE_Y + h + 2
        for hero, b in zip(look.cards().heroes, self.hero_buttons):
            b.set_state(active=hero.id == self.hero)
        set_text(self.name_label, tr("id.deck.name", name=self.name + "_"))

    def inspect(self, card_id: str) -> None:
        read = reading(card_id)          # with a reminder of each keyword
        set_text(self.inspect_name, read.name)
        set_text(self.inspect_head, read.head)
        set_text(self.inspect_text, read.body)

    def add(self, card_id: str, delta: int) -> None:
        self.counts[card_id] = max(0, self.counts[card_id] + delta)
        sound.feedback("flip" if delta > 0 else "step")
        self.refresh()

    def set_hero(self, hero: str) -> None:
        self.hero = hero
        hero_ability = look.cards().hero(hero)
        set_text(self.inspect_name, look.hero_name(hero))
        set_text(self.inspect_head, tr("id.cooldown", n=hero_ability.cooldown))
        set_text(self.inspect_text, look.hero_text(hero_ability))
        self.refresh()

    def default(self) -> None:
        self.counts = Counter(decks.default(self.hero).cards)
        self.refresh()

    def clear_deck(self) -> None:
        self.counts = Counter()
        self.refresh()

    def save(self) -> None:
        problems = decks.save(self.name, self.deck())
        if problems:
            set_text(self.status, tr("id.deck.refused", why=(self.problems() or problems)[0]))
            self.status.color = pal.CRIMSON_LIGHT
            return
        set_text(self.status, tr("id.deck.saved", name=decks.clean_name(self.name)))
        self.status.color = pal.GREEN

    def load_next(self) -> None:
        saved = decks.names()
        if not saved:
            set_text(self.status, tr("id.deck.none_saved"))
            return
        self.loaded = (self.loaded + 1) % len(saved)
        deck = decks.load(saved[self.loaded])
        if deck is None:
            return
        self.name = saved[self.loaded]
        self.counts, self.hero = Counter(deck.cards), deck.hero
        set_text(self.status, tr("id.deck.loaded", name=self.name))
        self.status.color = pal.SILVER
        self.refresh()

    def finish(self) -> None:
        if self.problems():
            set_text(self.status, tr("id.deck.refused", why=self.problems()[0]))
            self.status.color = pal.CRIMSON_LIGHT
            return
        self.director.built_deck(self.seat, decks.clean_name(self.name) or tr("id.deck.unnamed"), self.deck())

    # ---- input --------------------------------------------------------------------------
    def card_at(self, x: float, y: float) -> str | None:
        for sx, sy, card in self.slots:
            if sx <= x < sx + CARD_W and sy <= y < sy + CARD_H:
                return card
        return None

    def click(self, x: float, y: float, button: int) -> None:
        if self.ui.click(x, y):
            return
        card = self.card_at(x, y)
        if card is not None:
            self.inspect(card)
            self.add(card, -1 if button == arcade.MOUSE_BUTTON_RIGHT else 1)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)
        card = self.card_at(x, y)
        if card is not None:
            self.inspect(card)

    def on_text(self, text: str) -> None:
        if text.isprintable() and text not in "\r\n":
            self.name = decks.clean_name(self.name + text) if text != " " else (self.name + " ")[:decks.MAX_NAME]
            self.refresh()

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.BACKSPACE:
            self.name = self.name[:-1]
            self.refresh()
        elif symbol == arcade.key.ESCAPE:
            self.director.table()
        elif symbol == arcade.key.ENTER:
            self.save()

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.draw()
        self.sprites.draw(pixelated=True)
        self.words.draw()
