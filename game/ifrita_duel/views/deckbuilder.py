"""The deck builder: the 20 templates with their art (left click adds a copy, right click
takes one away), filtered by colour and by cost (the chips along the top, Tab and the
arrow keys), the count per card and of the deck (D4: 40 cards, at most 3 copies, shown
legal or not with why), the hero ability, the mana curve, a typed name to save the
deck under and the list of saved decks to open or delete; the default deck in one click
(nameless: saving it must not overwrite the deck that was open). A message describes
the deck it was said of and goes once the deck or its name changes. Opened from a
person's registration (behind their curtain in hot-seat play); Done hands the deck back
to that registration, Esc goes back to it unchanged."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import arcade

from engine.ifrita_duel.names import MANA_KINDS
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import Deck, deck_faults
from game.ifrita_duel import decks, look
from game.ifrita_duel.deck_filter import COLOURS, COSTS, DEAR, CardFilter, colour_of
from game.ifrita_duel.face import CARD_H, CARD_W, FaceDrawing, face
from game.ifrita_duel.views.deck_list import DeckList, fault_words
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
CURVE_COLUMNS = DEAR + 1              # curve columns 0..4 and 5+
CHIP_Y, CHIP_H = 339, 18


class DeckBuilderScreen(Screen):
    def __init__(self, app: GameWindow, director: DuelDirector, seat: int, deck: Deck, name: str = "") -> None:
        super().__init__(app)
        self.director = director
        self.seat = seat
        self.cards = look.cards().cards
        self.counts: Counter[str] = Counter(deck.cards)
        self.hero = deck.hero
        self.name = name
        self.filter = CardFilter()
        # The message of the moment and the (deck, name) it was said of: any change drops it.
        self.said: tuple[Deck, str] | None = None
        self.ui = ui = Ui()
        self.back = backdrop(ui)
        ui.box(0, 336, WIDTH, 24, pal.OUTLINE)
        title = ui.label(f"{tr('id.deck.title')} · {look.side_name(seat)}", 8, 343, pal.GOLD)
        self.chip_icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.colour_chips, self.colour_counts, self.cost_chips = self.chips(int(title.content_width) + 16)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.words = Ui()                           # what the faces write, over their art
        self.faces: list[FaceDrawing] = []
        self.count_labels: list[arcade.Text] = []
        self.slots: list[tuple[int, int, str]] = []
        self.lay_out()
        ui.label(tr("id.deck.hero", name=""), 8, 142, pal.SILVER, small=True)
        self.shown = ui.label("", 528, 142, pal.SILVER, small=True, anchor_x="right")
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
        self.bars = [ui.box(CURVE_X + k * BAR_W, CURVE_Y, BAR_W - 3, 1, pal.GOLD) for k in range(CURVE_COLUMNS)]
        self.bar_counts = [ui.label("", CURVE_X + k * BAR_W + 5, CURVE_Y + 2, pal.WHITE, anchor_x="center",
                                    small=True) for k in range(CURVE_COLUMNS)]
        for k in range(CURVE_COLUMNS):
            ui.label(str(k) if k < CURVE_COLUMNS - 1 else f"{k}+", CURVE_X + k * BAR_W + 5, CURVE_Y - 12, pal.STONE,
                     anchor_x="center", small=True)
        self.name_label = ui.label("", 546, 44, pal.WHITE, small=True, width=84)
        # The actions along the foot.
        self.status = ui.label("", 8, 24, pal.SILVER, small=True)
        y = 4
        ui.button(8, y, 100, 18, tr("id.deck.default"), self.default, small=True)
        ui.button(112, y, 70, 18, tr("id.deck.clear"), self.clear_deck, small=True)
        self.save_button = ui.button(186, y, 70, 18, tr("id.deck.save"), self.save, small=True)
        self.list_button = ui.button(260, y, 90, 18, tr("id.deck.load"), self.open_list, small=True)
        self.back_button = ui.button(354, y, 56, 18, tr("menu.back"), director.table, small=True)
        self.done = ui.button(414, y, 110, 18, tr("id.deck.done"), self.finish, small=True, fill=pal.TEAL_DARK)
        self.deck_list: DeckList | None = None      # the saved decks, over the grid while open
        self.inspected = ""                          # the card read under the grid
        self.inspect(self.cards[0].id)
        self.refresh()
        self.say("")

    # ---- the filters --------------------------------------------------------------------
    def chips(self, x: int) -> tuple[list[Button], list[arcade.Text], list[Button]]:
        """Along the top bar from `x`: a chip per colour (its icon and the deck's cards of
        it), then per cost; the keys that step them written before each group."""
        ui = self.ui
        keys = ui.label("Tab", x, 344, pal.STONE, small=True)
        x += int(keys.content_width) + 4
        colours, counts, costs = [], [], []
        for colour in COLOURS:
            w = 22 if colour is None else 30
            colours.append(ui.button(x, CHIP_Y, w, CHIP_H, tr("id.deck.all") if colour is None else "",
                                     lambda c=colour: self.set_filter(self.filter.toggled_colour(c)), small=True))
            if colour is not None:
                self.chip_icons.append(arcade.Sprite(look.mana_icon(colour), center_x=x + 8.5,
                                                     center_y=CHIP_Y + CHIP_H / 2))
                counts.append(ui.label("", x + 15, CHIP_Y + 5, pal.WHITE, small=True))
            x += w + 2
        x += 6
        keys = ui.label("↑↓", x, 344, pal.STONE, small=True)
        x += int(keys.content_width) + 4
        for cost in COSTS:
            w = 22 if cost is None else 16
            label = tr("id.deck.all") if cost is None else f"{cost}+" if cost == DEAR else str(cost)
            costs.append(ui.button(x, CHIP_Y, w, CHIP_H, label,
                                   lambda c=cost: self.set_filter(self.filter.toggled_cost(c)), small=True))
            x += w + 2
        return colours, counts, costs

    def set_filter(self, chosen: CardFilter) -> None:
        self.filter = chosen
        self.lay_out()
        shown = [card for _, _, card in self.slots]
        if shown and self.inspected not in shown:       # read a card that is on show
            self.inspect(shown[0])
        self.refresh()

    def lay_out(self) -> None:
        """The cards the filter lets through, packed from the grid's top left."""
        self.sprites = arcade.SpriteList()
        self.words = Ui()
        self.faces, self.count_labels, self.slots = [], [], []
        shown = [card for card in self.cards if self.filter.matches(card)]
        for i, card in enumerate(shown):
            x, y = GRID_X + (i % COLUMNS) * PITCH_X, ROW_Y[i // COLUMNS]
            self.faces.append(FaceDrawing(self.words, self.sprites, face(card.id), x, y))
            self.words.box(x + CARD_W - 15, y - 13, 15, 12, pal.OUTLINE, border=pal.INK)
            self.count_labels.append(self.words.label("", x + CARD_W - 8, y - 10, pal.WHITE, anchor_x="center",
                                                      small=True))
            self.slots.append((x, y, card.id))

    # ---- the deck -----------------------------------------------------------------------
    def deck(self) -> Deck:
        return decks.deck_of(dict(self.counts), self.hero)

    def problems(self) -> list[str]:
        """D4's verdict (the engine's), in the window's words."""
        return [fault_words(fault) for fault in deck_faults(self.deck(), ID_1)]

    def refresh(self) -> None:
        for (_x, _y, card), drawn, label in zip(self.slots, self.faces, self.count_labels):
            n = self.counts[card]
            set_text(label, str(n))
            label.color = pal.GOLD if n >= ID_1.max_copies else pal.WHITE if n else pal.STONE
            drawn.set_alpha(255 if n else 110)
        total = sum(self.counts.values())
        for colour, chip, label in zip(MANA_KINDS, self.colour_chips[1:], self.colour_counts):
            set_text(label, str(sum(k for c, k in self.counts.items() if colour_of(look.cards().card(c), colour))))
            chip.set_state(active=self.filter.colour == colour)
        self.colour_chips[0].set_state(active=self.filter.colour is None)
        for cost, chip in zip(COSTS, self.cost_chips):
            chip.set_state(active=self.filter.cost == cost)
        set_text(self.shown, tr("id.deck.shown", n=len(self.slots), of=len(self.cards)))
        set_text(self.total, tr("id.deck.count", n=total, size=ID_1.deck_size))
        problems = self.problems()
        set_text(self.verdict, "\n".join(problems) if problems else tr("id.deck.ok"))
        self.verdict.color = pal.CRIMSON_LIGHT if problems else pal.GREEN
        curve = Counter(min(CURVE_COLUMNS - 1, look.cards().card(c).cost.total) for c in self.counts.elements())
        top = max(curve.values(), default=1)
        for k, (bar, label) in enumerate(zip(self.bars, self.bar_counts)):
            h = max(1, round(CURVE_H * curve[k] / top)) if curve[k] else 1
            bar.height = h
            bar.center_y = CURVE_Y + h / 2
            set_text(label, str(curve[k]) if curve[k] else "")
            label.y = CURVE_Y + h + 2
            # The cost filtered on is its bar of the curve: the others step back.
            bar.color = pal.GOLD if self.filter.cost in (None, k) else pal.STONE
        for hero, b in zip(look.cards().heroes, self.hero_buttons):
            b.set_state(active=hero.id == self.hero)
        set_text(self.name_label, tr("id.deck.name", name=self.name + "_"))
        if self.said is not None and self.said != (self.deck(), self.name):
            self.say("")          # it was said of another deck

    def inspect(self, card_id: str) -> None:
        self.inspected = card_id
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

    def say(self, words: str, colour: tuple[int, int, int, int] = pal.SILVER) -> None:
        """A message about the deck as it is now ("" : the resting hint)."""
        self.said = (self.deck(), self.name) if words else None
        set_text(self.status, words or tr("id.deck.hint"))
        self.status.color = colour if words else pal.STONE

    def default(self) -> None:
        """The default deck, nameless: Save asks for a name of its own."""
        self.counts = Counter(decks.default(self.hero).cards)
        self.name = ""
        self.refresh()
        self.say(tr("id.deck.default_named"))

    def clear_deck(self) -> None:
        self.counts = Counter()
        self.refresh()

    def save(self) -> None:
        if not decks.clean_name(self.name):
            self.say(tr("id.deck.needs_name"), pal.CRIMSON_LIGHT)
            return
        if self.problems():
            self.say(tr("id.deck.refused", why=self.problems()[0]), pal.CRIMSON_LIGHT)
            return
        refused = decks.save(self.name, self.deck())      # the engine's D4 check, again at the file
        if refused:
            self.say(tr("id.deck.refused", why=refused[0]), pal.CRIMSON_LIGHT)
            return
        self.say(tr("id.deck.saved", name=decks.clean_name(self.name)), pal.GREEN)

    # ---- the saved decks ----------------------------------------------------------------
    def open_list(self) -> None:
        self.deck_list = DeckList(self.open_saved, self.close_list)
        self.deck_list.reload()

    def close_list(self) -> None:
        self.deck_list = None
        self.refresh()

    def open_saved(self, saved: decks.Saved) -> None:
        if saved.deck is None:
            return
        self.deck_list = None
        self.name = saved.name
        self.counts, self.hero = Counter(saved.deck.cards), saved.deck.hero
        self.refresh()
        self.say(tr("id.deck.loaded", name=self.name))

    def finish(self) -> None:
        if self.problems():
            self.say(tr("id.deck.refused", why=self.problems()[0]), pal.CRIMSON_LIGHT)
            return
        self.director.built_deck(self.seat, decks.clean_name(self.name) or tr("id.deck.unnamed"), self.deck())

    # ---- input --------------------------------------------------------------------------
    def card_at(self, x: float, y: float) -> str | None:
        for sx, sy, card in self.slots:
            if sx <= x < sx + CARD_W and sy <= y < sy + CARD_H:
                return card
        return None

    def click(self, x: float, y: float, button: int) -> None:
        if self.deck_list is not None:          # over everything until closed (Close, Esc or a deck)
            self.deck_list.click(x, y)
            return
        if self.ui.click(x, y):
            return
        card = self.card_at(x, y)
        if card is not None:
            self.inspect(card)
            self.add(card, -1 if button == arcade.MOUSE_BUTTON_RIGHT else 1)

    def hover(self, x: float, y: float) -> None:
        if self.deck_list is not None:
            self.deck_list.hover(x, y)
            return
        self.ui.hover(x, y)
        card = self.card_at(x, y)
        if card is not None:
            self.inspect(card)

    def on_text(self, text: str) -> None:
        if self.deck_list is not None:
            return
        if text.isprintable() and text not in "\r\n":
            self.name = decks.clean_name(self.name + text) if text != " " else (self.name + " ")[:decks.MAX_NAME]
            self.refresh()

    def key(self, symbol: int, modifiers: int) -> None:
        back = -1 if modifiers & arcade.key.MOD_SHIFT else 1
        if self.deck_list is not None:
            listed = self.deck_list
            if symbol == arcade.key.ESCAPE and listed.asking is not None:
                listed.cancel()
            elif symbol == arcade.key.ESCAPE:
                self.close_list()
            elif symbol == arcade.key.ENTER:
                listed.enter()
            elif symbol in (arcade.key.UP, arcade.key.DOWN):
                listed.move(-1 if symbol == arcade.key.UP else 1)
            elif symbol == arcade.key.DELETE:
                listed.ask_here()
        elif symbol == arcade.key.BACKSPACE:
            self.name = self.name[:-1]
            self.refresh()
        elif symbol == arcade.key.ESCAPE:
            self.director.table()
        elif symbol == arcade.key.ENTER:
            self.save()
        elif symbol == arcade.key.TAB:
            self.set_filter(self.filter.step_colour(back))
        elif symbol in (arcade.key.UP, arcade.key.DOWN):
            self.set_filter(self.filter.step_cost(1 if symbol == arcade.key.UP else -1))

    def draw(self) -> None:
        self.back.draw(pixelated=True)
        self.ui.draw()
        self.chip_icons.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        self.words.draw()
        if self.deck_list is not None:
            self.deck_list.draw()
