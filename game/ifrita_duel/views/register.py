"""The deck choice at a person's registration (D4), drawn over the table's board (which
holds nothing yet): the decks this seat may register (the default deck with each
ability, the saved decks, the builder's unsaved deck of this seat) as a list, and the
chosen one in full: its ability, its cards per colour and its list. Built when the seat
sits down to register; shown only to that seat (behind its curtain in hot-seat play)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import arcade

from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import CardTemplate
from engine.ifrita_duel.state import Deck
from game.ifrita_duel import look
from game.ifrita_duel.director import BUILT, DEFAULT, DeckChoice
from game.ifrita_duel.face import face, ink
from game.ifrita_duel.views.board import LEFT_W
from game.ifrita_duel.views.readout import Readout, reading
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, line_pitch, set_text

TOP = 336                                  # the board's top
LIST_X, LIST_W, ROW_H, PITCH = 8, 184, 18, 21
FIRST_ROW, ROWS = 262, 10                  # the first option's bottom edge; options on a page
INFO_X = 204
INFO_W = LEFT_W - INFO_X - 8
LIST_ROWS = 10                             # card lines per column of the chosen deck's list
LINE_PITCH = 12


def choice_label(choice: DeckChoice) -> str:
    if choice.kind == DEFAULT:
        return tr("id.reg.default", name=look.hero_name(choice.name))
    if choice.kind == BUILT:
        return tr("id.reg.unsaved", name=choice.name)
    return choice.name


def deck_name(choice: DeckChoice) -> str:
    """The chosen deck's name as the registration hint and log say it."""
    return tr("id.deck.default") if choice.kind == DEFAULT else choice.name


class DeckPicker:
    def __init__(self, seat: int, options: Sequence[DeckChoice], chosen: DeckChoice,
                 deck_of: Callable[[DeckChoice], Deck | None], choose: Callable[[DeckChoice], None]) -> None:
        self.seat = seat
        self.options = list(options)
        self.deck_of = deck_of
        self.on_choose = choose
        self.chosen = chosen
        self.page = self.options.index(chosen) // ROWS if chosen in self.options else 0
        self.ui = ui = Ui()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.readout = Readout()
        self.line_spots: list[tuple[float, float, float, str]] = []
        ui.box(0, 0, LEFT_W, TOP, pal.PANEL)
        ui.box(0, TOP - 48, LEFT_W, 48, pal.alpha(look.side_colour(seat), 90))
        ui.label(tr("id.reg.title", side=look.side_name(seat)), 8, TOP - 16, look.side_colour(seat, True))
        note = ui.label(tr("id.reg.private"), 8, TOP - 22, pal.SILVER, small=True, width=LEFT_W - 16)
        note.anchor_y = "top"
        line_pitch(note, 11)
        self.rows: list[Button] = [ui.button(LIST_X, FIRST_ROW - k * PITCH, LIST_W, ROW_H, "", _nothing, small=True)
                                   for k in range(ROWS)]
        self.more = ui.button(LIST_X, FIRST_ROW - ROWS * PITCH, LIST_W, ROW_H, "", self.next_page, small=True)
        ui.box(INFO_X - 6, 8, 1, FIRST_ROW + ROW_H - 8, pal.INK)
        self.name = ui.label("", INFO_X, FIRST_ROW + 6, pal.GOLD)
        self.count = ui.label("", INFO_X + INFO_W, FIRST_ROW + 6, pal.SILVER, small=True, anchor_x="right")
        self.ability = ui.label("", INFO_X, FIRST_ROW - 8, pal.WHITE, small=True)
        self.ability_text = ui.label("", INFO_X, FIRST_ROW - 14, pal.SILVER, small=True, width=INFO_W)
        self.ability_text.anchor_y = "top"
        line_pitch(self.ability_text, 11)
        self.colours: list[arcade.Text] = []
        for k, kind in enumerate(n.MANA_KINDS):
            x = INFO_X + k * 46
            self.icons.append(arcade.Sprite(look.mana_icon(kind), center_x=x + 4.5, center_y=FIRST_ROW - 51.5))
            self.colours.append(ui.label("", x + 12, FIRST_ROW - 56, pal.WHITE, small=True))
        # The chosen deck's list, rebuilt when the choice changes: a line per card.
        self.lines = Ui()
        self.line_icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.refresh()

    # ---- choosing ----------------------------------------------------------------------
    def shown(self) -> list[DeckChoice]:
        return self.options[self.page * ROWS:(self.page + 1) * ROWS]

    def choose(self, choice: DeckChoice) -> None:
        self.chosen = choice
        self.on_choose(choice)
        self.refresh()

    def next_page(self) -> None:
        pages = max(1, -(-len(self.options) // ROWS))
        self.page = (self.page + 1) % pages
        self.refresh()

    def deck(self) -> Deck | None:
        return self.deck_of(self.chosen)

    # ---- drawing -----------------------------------------------------------------------
    def refresh(self) -> None:
        shown = self.shown()
        for k, row in enumerate(self.rows):
            if k < len(shown):
                choice = shown[k]
                row.set_label(choice_label(choice))
                row.action = lambda c=choice: self.choose(c)
                row.set_state(visible=True, active=choice == self.chosen)
            else:
                row.set_state(visible=False)
        pages = -(-len(self.options) // ROWS)
        self.more.set_label(tr("id.reg.more", page=self.page + 1, pages=pages))
        self.more.set_state(visible=pages > 1)
        deck = self.deck()
        set_text(self.name, deck_name(self.chosen))
        if deck is None:
            for label in (self.count, self.ability, self.ability_text, *self.colours):
                set_text(label, "")
            self.lines, self.line_icons, self.line_spots = Ui(), arcade.SpriteList(), []
            return
        set_text(self.count, tr("id.reg.count", n=len(deck.cards)))
        ability = look.cards().hero(deck.hero)
        set_text(self.ability, tr("id.deck.hero", name=look.hero_name(deck.hero)))
        set_text(self.ability_text, look.hero_text(ability))
        counts = Counter(deck.cards)
        templates = [c for c in look.cards().cards if counts[c.id]]
        for kind, label in zip(n.MANA_KINDS, self.colours):
            if kind == n.COLORLESS:
                number = sum(counts[c.id] for c in templates if not c.colors)
            else:
                number = sum(counts[c.id] for c in templates if kind in c.colors)
            set_text(label, str(number))
            label.color = pal.WHITE if number else pal.STONE
        self.list_cards(counts, templates)

    def list_cards(self, counts: Counter[str], templates: Sequence[CardTemplate]) -> None:
        """A line per card in two columns: the count and the name (the short name when the
        name would not fit), and at the column's right a unit's ATK/HP and the cost (the
        generic number, a mana icon per coloured pip), as the card's face says them."""
        self.lines = ui = Ui()
        self.line_icons = arcade.SpriteList()
        self.line_spots = []                    # (x, y, width, card) of each line: read when pointed at
        half = max(LIST_ROWS, -(-len(templates) // 2))
        column = INFO_W // 2 - 12               # a gap between the columns
        for k, card in enumerate(templates):
            x = INFO_X + (k // half) * (INFO_W // 2)
            y = FIRST_ROW - 76 - (k % half) * LINE_PITCH
            f = face(card.id)
            right = x + column
            self.line_spots.append((x, y - 2, column, card.id))
            for kind in reversed(f.pips):
                self.line_icons.append(arcade.Sprite(look.mana_icon(kind), center_x=right - 4.5, center_y=y + 4.5))
                right -= 10
            if f.generic:
                right -= ink(f.generic) + 1
                ui.label(f.generic, right, y, pal.SILVER, small=True)
            right -= 6
            if f.atk:
                stats = ui.label(f"{f.atk}/{f.health}", right, y, pal.GOLD, small=True, anchor_x="right")
                right -= int(stats.content_width) + 5
            count = f"{counts[card.id]} "
            name = look.card_name(card.id)
            if ink(count + name) > right - x:
                name = tr(f"id.short.{card.id}")
            ui.label(count + name, x, y, pal.WHITE, small=True)

    def texts(self) -> list[str]:
        """Every word the pane shows now (tests check what a seat is shown)."""
        return [t.text for ui in (self.ui, self.lines) for t in ui.texts if t.visible and t.text]

    def click(self, x: float, y: float) -> bool:
        return self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        """Buttons light; a card line pointed at is read in full beside the pointer."""
        self.ui.hover(x, y)
        card = next((c for lx, ly, w, c in self.line_spots if lx <= x < lx + w and ly <= y < ly + LINE_PITCH), None)
        self.readout.show(None if card is None else reading(card), x, y)

    def draw(self) -> None:
        self.ui.draw()
        self.icons.draw(pixelated=True)
        self.lines.draw()
        self.line_icons.draw(pixelated=True)
        self.readout.draw()


def _nothing() -> None:
    pass
