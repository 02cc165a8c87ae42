"""The saved replays, newest first: date, opponent, score, length; a click opens one.
Filters by game, opponent, result, rule set and date, with counts; rows can be selected,
marked as kept (★) and deleted (after a confirm, to the system's trash)."""

from __future__ import annotations

import time
from collections.abc import Sequence

import arcade

from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop
from game.shell.confirm import ConfirmScreen
from game.shell.i18n import tr
from game.shell.logs import survived
from game.shell.viewer.library import (
    ROWS,
    Entry,
    Sifted,
    describe_row,
    measure,
    options,
    page,
    removed_words,
    value_name,
)
from game.shell.widgets import Button, Ui
from replays import housekeeping
from replays.index import Library
from replays.index_filter import FIELDS, Filter

LEFT, WIDE = WIDTH // 2 - 297, 594      # the list's left edge and width
TOP, PITCH = 248, 22                     # the first row's bottom, and from row to row
MARK = 18                                # the select (■) and keep (★) cells at each end of a row
KEYS = {"game": arcade.key.G, "opponent": arcade.key.O, "result": arcade.key.R, "rules": arcade.key.S,
        "date": arcade.key.D}
ROOM = WIDE - 2 * MARK - 4 - 6          # a row's words, inside its button
CONFIRM_ROOM = 396                       # a line of the delete question (its box holds 408)
AT_ONCE = 40                             # removed on the window's thread; more go to a worker
LISTED_IN_CONFIRM = 4                    # replays named in the delete question; the rest counted
REFRESH = 0.4        # seconds between redraws of the list while the index is rebuilt


class ReplayListScreen(MenuScreen):
    """A page of rows from the header index: opening lists the folder and reads the index;
    only the rows shown are stat'ed (and parsed when the index has no fresh row); a worker
    brings the index up to date while the list shows "indexing n / total".

    A keyboard cursor (gold) walks the filtered rows; the selection (■) and the kept marks
    (★) are by file name. Keep and Delete act on the selection, or on the cursor's row
    when nothing is selected."""

    def __init__(self, app, director, library: Library | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app, director)
        self.library = library if library is not None else Library()
        self.where = Filter(now=time.time())
        self.first = 0
        self.cursor = 0             # an index into `names`
        self.selected: set[str] = set()
        self.kept = housekeeping.read_kept(self.library.directory)
        self.status = ""
        self.removal: housekeeping.Removal | None = None     # a large delete under way
        self.waited = 0.0
        self.seen = (-1, True)
        self.sifted: dict[tuple[Filter, int], Sifted] = {}
        self.build()
        self.library.start()

    def update(self, dt: float) -> None:
        removal = self.removal
        if removal is not None:
            if removal.result is not None:
                self.removal = None
                self.removed(removal.result)
            elif self.waited >= REFRESH:
                self.status = tr("lib.removing", done=f"{removal.done:,}", total=f"{removal.total:,}")
                self.build()
        self.waited += dt
        state = (self.library.done, self.library.running)
        if state != self.seen and (self.waited >= REFRESH or not self.library.running):
            self.build()

    def build(self) -> None:
        lib = self.library
        self.waited = 0.0
        self.seen = (lib.done, lib.running)
        shown = page(lib, self.where, self.first, self.sifted, room=ROOM)
        self.names, self.first, self.items = shown.names, shown.first, shown.items
        self.cursor = max(0, min(self.cursor, len(self.names) - 1))
        self.ui = Ui()
        self.back = backdrop(self.ui)
        self.ui.label(tr("v.list.title"), WIDTH // 2, 326, pal.GOLD, size=18, anchor_x="center")
        self.filters: list[Button] = []
        if lib.names:
            for i, field in enumerate(FIELDS):
                top_row = i < 3            # game, opponent, result; then rule set and date
                width = WIDE // 3 if top_row else WIDE // 2
                x = LEFT + (i if top_row else i - 3) * width
                value = getattr(self.where, field)
                text = tr(f"lib.{field}", value=value_name(field, value), n=f"{shown.counts[field]:,}")
                key = chr(KEYS[field]).upper()
                b = self.ui.button(x, 298 if top_row else 276, width - 4, 18, text,
                                   lambda field=field: self.cycle(field), small=True, key_hint=key,
                                   tip=tr("lib.tip.filter", letter=key))
                b.set_state(active=value is not None)
                self.filters.append(b)
        if not self.names:
            self.ui.label(tr("replays.none") if not lib.names else tr("lib.none"), WIDTH // 2, 200, pal.SILVER,
                          anchor_x="center")
        self.rows: list[Button] = []
        self.ticks: list[Button] = []
        self.stars: list[Button] = []
        for i, entry in enumerate(self.items):
            y = TOP - i * PITCH
            name = entry.name
            tick = self.ui.button(LEFT, y, MARK, 20, "■" if name in self.selected else "□",
                                  lambda name=name: self.toggle_selected(name), small=True,
                                  tip=tr("lib.tip.select"))
            tick.set_state(active=name in self.selected)
            row = self.ui.button(LEFT + MARK + 2, y, ROOM + 6, 20, entry.text,
                                 lambda entry=entry: self.open(entry), small=True, tip=tr("lib.tip.row"))
            row.set_state(active=self.first + i == self.cursor)
            star = self.ui.button(LEFT + WIDE - MARK, y, MARK, 20, "★" if name in self.kept else "☆",
                                  lambda name=name: self.set_kept([name], name not in self.kept), small=True,
                                  tip=tr("lib.tip.keep"))
            if name in self.kept:
                star.label.color = pal.GOLD
            self.ticks.append(tick)
            self.rows.append(row)
            self.stars.append(star)
        self.ui.box(LEFT, 46, WIDE, 38, pal.PANEL)     # the keys and what was done, on a dark strip
        if self.names:
            last = min(len(self.names), self.first + ROWS)
            self.ui.label(tr("lib.more", first=self.first + 1, last=last, total=f"{len(self.names):,}"),
                          LEFT + WIDE - 4, 72, pal.SILVER, anchor_x="right", small=True)
            self.ui.label(tr("lib.keys"), LEFT + 4, 72, pal.SILVER, small=True)
        self.progress = None
        if lib.running and lib.parsing:
            self.progress = self.ui.label(tr("lib.indexing", done=f"{lib.done:,}", total=f"{lib.total:,}"),
                                          LEFT + WIDE - 4, 54, pal.SILVER, small=True, anchor_x="right")
        self.said = self.ui.label(self.fitted(self.status), LEFT + 4, 54, pal.WHITE, small=True)
        targets = self.targets()
        width = WIDE // 4
        self.ui.button(LEFT, 20, width - 4, 20, tr("menu.back"), self.director.title, small=True, key_hint="Esc")
        self.folder = self.ui.button(LEFT + width, 20, width - 4, 20, tr("lib.folder"), self.open_folder,
                                     small=True, key_hint="F", tip=tr("lib.tip.folder", path=lib.directory))
        keep = bool(targets) and not all(name in self.kept for name in targets)
        self.keep = self.ui.button(LEFT + 2 * width, 20, width - 4, 20,
                                   tr("lib.keep") if keep or not targets else tr("lib.unkeep"),
                                   self.toggle_kept, small=True, key_hint="K")
        self.delete = self.ui.button(LEFT + 3 * width, 20, width - 4, 20, tr("lib.delete", n=len(targets)),
                                     self.ask_delete, small=True, key_hint="Del", tip=tr("lib.tip.delete"))
        for b in (self.keep, self.delete):
            b.set_state(enabled=bool(targets))

    def hover(self, x: float, y: float) -> None:
        """Pointing at a button says what it does, on the status line (cut to fit it)."""
        found = self.ui.hover(x, y)
        shown = self.fitted(found.tip if found is not None and found.tip else self.status)
        if self.said.text != shown:
            self.said.text = shown

    def fitted(self, said: str) -> str:
        """`said` cut to the status line, left of the indexing progress."""
        room = WIDE - 8 - (int(self.progress.content_width) + 8 if self.progress is not None else 0)
        return measure().fit([said], room) if said else ""

    def targets(self) -> list[str]:
        """What Keep and Delete act on: the selection (newest first), or the cursor's row;
        nothing while a delete is under way."""
        if self.removal is not None:
            return []
        if self.selected:
            return [name for name in self.library.names if name in self.selected]
        return [self.names[self.cursor]] if self.names else []

    def cycle(self, field: str, step: int = 1) -> None:
        """The next (or previous) value of one filter (any, then each value some replay has).
        The selection is cleared: nothing hidden by a filter stays selected."""
        counts = self.where.counts(self.library.known(), field)
        values = options(field, self.where, counts)
        now = values.index(getattr(self.where, field))
        self.where = self.where.with_value(field, values[(now + step) % len(values)])
        self.first = self.cursor = 0
        self.selected.clear()
        self.status = ""
        self.build()

    def open(self, entry: Entry) -> None:
        from game.shell.viewer import open_replay

        open_replay(self.app, self.director, entry.path)

    def toggle_selected(self, name: str) -> None:
        self.selected ^= {name}
        self.build()

    def select_all(self) -> None:
        """Every replay the filters let through, or none when they all are already."""
        every = set(self.names)
        self.selected = set() if every <= self.selected else every
        self.build()

    def set_kept(self, names: Sequence[str], kept: bool) -> None:
        try:
            self.kept = housekeeping.mark_kept(self.library.directory, names, kept)
            self.status = tr("lib.kept" if kept else "lib.unkept", n=len(names))
        except OSError as error:
            survived("marking replays kept" if kept else "unmarking kept replays", error)
            self.status = tr("lib.failed", n=len(names), why=error.strerror or error)
        self.build()

    def toggle_kept(self) -> None:
        names = self.targets()
        if names:
            self.set_kept(names, not all(name in self.kept for name in names))

    def ask_delete(self) -> None:
        """A question naming how many replays and which, and where they go."""
        names = self.targets()
        if not names:
            return
        lines = ["· " + describe_row(self.library.row(name), short=True, room=CONFIRM_ROOM)
                 for name in names[:LISTED_IN_CONFIRM]]
        if len(names) > LISTED_IN_CONFIRM:
            lines.append(tr("lib.delete.more", n=len(names) - LISTED_IN_CONFIRM))
        lines.append("")
        kept = sum(1 for name in names if name in self.kept)
        if kept:
            lines.append(tr("lib.delete.kept", n=kept))
        lines.append(tr("lib.delete.trash") if housekeeping.system_trash() is not None else tr("lib.delete.gone"))
        title = tr("lib.delete.title.one") if len(names) == 1 else tr("lib.delete.title", n=len(names))
        self.app.show(ConfirmScreen(self.app, self.director, title, "\n".join(lines), [
            (tr("lib.delete.yes"), lambda: self.delete_now(names)), (tr("confirm.back"), self.come_back)]))

    def delete_now(self, names: Sequence[str]) -> None:
        if len(names) > AT_ONCE:
            self.removal = housekeeping.Removal(self.library.directory, names)
            self.status = tr("lib.removing", done="0", total=f"{len(names):,}")
            self.come_back()
            return
        self.removed(housekeeping.remove(self.library.directory, names))
        self.come_back()

    def removed(self, done: housekeeping.Removed) -> None:
        self.library.forget(done.gone)
        self.selected.difference_update(done.gone)
        self.kept = self.kept - set(done.gone)
        self.status = removed_words(done)
        self.build()

    def come_back(self) -> None:
        self.app.show(self)
        self.build()

    def open_folder(self) -> None:
        directory = self.library.directory
        why = housekeeping.open_folder(directory)
        self.status = tr("lib.opened", path=directory) if why is None else tr("lib.not_opened", why=why)
        self.build()

    def move(self, rows: int) -> None:
        """The cursor `rows` down (up when negative); the page follows it."""
        if not self.names:
            return
        self.cursor = max(0, min(self.cursor + rows, len(self.names) - 1))
        if self.cursor < self.first:
            self.first = self.cursor
        elif self.cursor >= self.first + ROWS:
            self.first = self.cursor - ROWS + 1
        self.build()

    def scroll(self, rows: int) -> None:
        first = max(0, min(self.first + rows, max(0, len(self.names) - ROWS)))
        if first != self.first:
            self.first = first
            self.cursor = max(first, min(self.cursor, first + ROWS - 1))
            self.build()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll(-int(scroll_y))

    def key(self, symbol: int, modifiers: int) -> None:
        k = arcade.key
        moves = {k.DOWN: 1, k.UP: -1, k.PAGEDOWN: ROWS, k.PAGEUP: -ROWS, k.END: len(self.names),
                 k.HOME: -len(self.names)}
        fields = {key: field for field, key in KEYS.items()}
        if symbol == k.ESCAPE:
            self.director.title()
        elif symbol in moves:
            self.move(moves[symbol])
        elif symbol in fields and self.library.names:
            self.cycle(fields[symbol], -1 if modifiers & k.MOD_SHIFT else 1)
        elif symbol in (k.ENTER, k.RETURN) and self.items:
            self.open(self.items[self.cursor - self.first])
        elif symbol == k.SPACE and self.names:
            self.toggle_selected(self.names[self.cursor])
        elif symbol == k.A:
            self.select_all()
        elif symbol == k.K:
            self.toggle_kept()
        elif symbol in (k.DELETE, k.BACKSPACE):
            self.ask_delete()
        elif symbol == k.F:
            self.open_folder()
