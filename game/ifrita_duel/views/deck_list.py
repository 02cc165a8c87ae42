"""The saved decks, over the deck builder's grid: a row per file of the decks folder,
a sound deck opened by a click, a damaged one (unreadable, incomplete, refused by the
rules) named with why in a line and only offered for deleting; deleting asks first.
By keys too: the arrows pick a row, Enter opens it (or says yes), Delete asks, Esc
says no or closes."""

from __future__ import annotations

from collections.abc import Callable

from engine.ifrita_duel.state import DeckFault
from game.ifrita_duel import decks, look
from game.ifrita_duel.face import ink
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, set_text

X, W, TOP = 8, 520, 330                      # the pane's left, width and top
ROW_H, PITCH, ROWS = 18, 21, 8
FIRST_ROW = TOP - 44                         # the first row's bottom edge
DELETE_W = 80


def fault_words(fault: DeckFault) -> str:
    """The engine's D4 fault (`deck_faults`) in the window's words."""
    if fault.kind == "size":
        key = "id.deck.too_few" if fault.count < fault.limit else "id.deck.too_many"
        return tr(key, size=fault.limit, n=abs(fault.limit - fault.count))
    if fault.kind == "copies":
        return tr("id.deck.copies", card=look.card_name(fault.card), max=fault.limit)
    return tr(f"id.deck.unknown_{fault.kind}", id=fault.card)


def row_label(saved: decks.Saved) -> str:
    if not saved.fault:
        return tr("id.decks.row", name=saved.name, n=len(saved.deck.cards) if saved.deck else 0)
    why = fault_words(saved.why) if saved.why is not None else saved.detail
    return tr("id.decks.damaged", name=saved.name, why=tr(f"id.decks.fault.{saved.fault}", detail=why))


def fitted(words: str, room: int) -> str:
    """`words` cut with "…" to paint within `room` (a row's line stays one line)."""
    if ink(words) <= room:
        return words
    while words and ink(words + "…") > room:
        words = words[:-1]
    return words.rstrip() + "…"


class DeckList:
    def __init__(self, open_deck: Callable[[decks.Saved], None], close: Callable[[], None]) -> None:
        self.open_deck = open_deck
        self.saved: list[decks.Saved] = []
        self.page = 0
        self.cursor = 0                                # the row the keys work on
        self.asking: decks.Saved | None = None         # the deck whose deletion awaits a yes
        self.ui = ui = Ui()
        ui.box(X, 112, W, TOP - 112, pal.alpha(pal.PANEL, 245), border=pal.GOLD)
        title = ui.label(tr("id.decks.title"), X + 8, TOP - 16, pal.GOLD)
        ui.label(tr("id.decks.keys"), X + 16 + int(title.content_width), TOP - 16, pal.STONE, small=True)
        self.note = ui.label("", X + W - DELETE_W - 16, TOP - 16, pal.SILVER, anchor_x="right", small=True)
        self.rows: list[tuple[Button, Button]] = []
        for k in range(ROWS):
            y = FIRST_ROW - k * PITCH
            self.rows.append((ui.button(X + 8, y, W - DELETE_W - 20, ROW_H, "", _nothing, small=True),
                              ui.button(X + W - DELETE_W - 8, y, DELETE_W, ROW_H, tr("id.decks.delete"), _nothing,
                                        small=True, fill=pal.CRIMSON_DARK)))
        y = 120
        self.question = ui.label("", X + 8, y + 5, pal.CRIMSON_LIGHT, small=True)
        self.yes = ui.button(X + W - 2 * DELETE_W - 16, y, DELETE_W, ROW_H, tr("id.decks.yes"), self.confirm,
                             small=True, fill=pal.CRIMSON_DARK)
        self.no = ui.button(X + W - DELETE_W - 8, y, DELETE_W, ROW_H, tr("id.decks.no"), self.cancel, small=True)
        self.more = ui.button(X + 8, y, 120, ROW_H, "", self.next_page, small=True)
        self.close_button = ui.button(X + W - DELETE_W - 8, TOP - 22, DELETE_W, ROW_H, tr("id.decks.close"), close,
                                      small=True)
        self.refresh()

    def reload(self) -> None:
        self.saved = decks.listing()
        self.cursor = min(self.cursor, max(0, len(self.saved) - 1))
        self.page = self.cursor // ROWS
        self.asking = None
        self.refresh()

    def refresh(self) -> None:
        shown = self.saved[self.page * ROWS:(self.page + 1) * ROWS]
        for k, (row, delete) in enumerate(self.rows):
            if k >= len(shown):
                row.set_state(visible=False)
                delete.set_state(visible=False)
                continue
            saved = shown[k]
            row.set_label(fitted(row_label(saved), row.w - 10))
            row.action = lambda s=saved: self.open_deck(s)
            here = self.page * ROWS + k == self.cursor
            row.set_state(visible=True, enabled=saved.deck is not None, active=here)
            if saved.deck is None:
                row.label.color = pal.CRIMSON_LIGHT
            delete.action = lambda s=saved: self.ask(s)
            delete.set_state(active=here and self.asking is not None)
            delete.set_state(visible=True)
        set_text(self.note, tr("id.decks.count", n=len(self.saved)) if self.saved else tr("id.deck.none_saved"))
        asking = self.asking is not None
        set_text(self.question, tr("id.decks.ask", name=self.asking.name) if self.asking else "")
        self.yes.set_state(visible=asking)
        self.no.set_state(visible=asking)
        pages = -(-len(self.saved) // ROWS)
        self.more.set_label(tr("id.reg.more", page=self.page + 1, pages=pages))
        self.more.set_state(visible=pages > 1 and not asking)

    def ask(self, saved: decks.Saved) -> None:
        self.asking = saved
        self.cursor = self.saved.index(saved)
        self.refresh()

    def move(self, by: int) -> None:
        if self.saved and self.asking is None:
            self.cursor = (self.cursor + by) % len(self.saved)
            self.page = self.cursor // ROWS
            self.refresh()

    def enter(self) -> None:
        """Enter: yes to the question, else open the row the keys are on."""
        if self.asking is not None:
            self.confirm()
        elif self.saved and self.saved[self.cursor].deck is not None:
            self.open_deck(self.saved[self.cursor])

    def ask_here(self) -> None:
        if self.saved and self.asking is None:
            self.ask(self.saved[self.cursor])

    def confirm(self) -> None:
        if self.asking is not None:
            decks.delete(self.asking.file)
        self.reload()

    def cancel(self) -> None:
        self.asking = None
        self.refresh()

    def next_page(self) -> None:
        self.page = (self.page + 1) % max(1, -(-len(self.saved) // ROWS))
        self.cursor = min(self.page * ROWS, max(0, len(self.saved) - 1))
        self.refresh()

    def texts(self) -> list[str]:
        return [t.text for t in self.ui.texts if t.visible and t.text] + \
            [b.label.text for b in self.ui.buttons if b.visible]

    def click(self, x: float, y: float) -> bool:
        return self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)

    def draw(self) -> None:
        self.ui.draw()


def _nothing() -> None:
    pass
