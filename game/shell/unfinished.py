"""The title screen's list of unfinished matches, for any game: one row each (the game, when
it started, who plays, how far it went) with Resume and Discard, a page of them at a time.

A row is laid out in columns measured from what they hold, so the move count always shows
whole in both languages: the game's name, the start and the move count are as wide as
their widest entry in the list, and the players get the rest, in as many words as fit
("Intermediate AI / Advanced AI", "Intermediate / Advanced AI", "Int. / Adv. AI")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.players import Unfinished
from game.shell.ui import game_uis, ui_of
from game.shell.widgets import Button, Measure, Ui, set_text

ROWS = 4            # rows on a page, at most (fewer when the screen has less room)
PITCH = 18          # from one row to the next
GAP = 10            # between columns
BUTTONS = 100       # Resume and Discard at the row's right end


def game_name(game_id: str) -> str:
    ui = ui_of(game_id)
    return tr(ui.name_key) if ui is not None else game_id


def started(match: Unfinished) -> str:
    return match.started.strftime("%m-%d %H:%M") if match.started is not None else "?"


def moves(match: Unfinished) -> str:
    return tr("title.unfinished.moves", n=match.commands)


def _level_word(level: str | None, form: str) -> str:
    """An AI level without "AI" (`form` "word": Intermediate, "abbr": Int.), or its full name."""
    key = f"level.{form}.{level}"
    if level is not None and tr(key) != key:
        return tr(key)
    return opponent_name(level)


def who_forms(match: Unfinished) -> list[str]:
    """Who plays, from the longest wording to the shortest: the AIs by name (after the
    number of people when several share the screen), or the number of people."""
    humans = sum(1 for p in match.players if p.kind != "ai")
    levels = [p.level for p in match.players if p.kind == "ai"]
    people = tr("title.people", n=humans) if humans > 1 or not levels else ""
    if not levels:
        return [people]
    forms = [" / ".join(opponent_name(level) for level in levels)]
    if all(tr(f"level.word.{level}") != f"level.word.{level}" for level in levels):
        forms.append(tr("title.ais", levels=" / ".join(_level_word(level, "word") for level in levels)))
        forms.append(tr("title.ais", levels=" / ".join(_level_word(level, "abbr") for level in levels)))
    return [tr("title.people_and_ais", people=people, ais=f) if people else f for f in forms]


def describe(match: Unfinished) -> str:
    """One line naming an unfinished match, in full (the confirmation dialogs say it)."""
    if match.game_id is None:
        return f"{match.path.name} · {tr('title.unfinished.damaged')}"
    return tr("title.unfinished.row", game=game_name(match.game_id), when=started(match),
              who=who_forms(match)[0], moves=match.commands)


@dataclass(frozen=True)
class Column:
    x: int              # its left edge
    width: int
    right: bool = False  # its words end at the right edge

    @property
    def anchor(self) -> int:
        return self.x + self.width if self.right else self.x


@dataclass
class Row:
    """A row's words, one Text per column (game, start, players, moves), and its buttons."""

    cells: tuple[arcade.Text, arcade.Text, arcade.Text, arcade.Text]
    go: Button
    drop: Button
    boxes: tuple[Column, ...] = ()      # the room each cell's words have, as shown now

    @property
    def text(self) -> str:
        return " · ".join(c.text for c in self.cells if c.text)


class UnfinishedList:
    def __init__(self, ui: Ui, matches: list[Unfinished], top: int, left: int, width: int,
                 resume: Callable[[Unfinished], None], discard: Callable[[Unfinished], None],
                 bottom: int = 4) -> None:
        """`top`: the heading's baseline; the rows go down from there, as many as fit above
        `bottom` (at most ROWS)."""
        self.matches = matches
        self.first = 0
        self.left = left
        self.room = width - BUTTONS - 6      # the row's words end before its buttons
        self.measure = Measure()
        self.columns = self.lay_out()
        self.per_page = max(1, min(ROWS, (top - 20 - bottom) // PITCH + 1))
        self.heading = ui.label("", left, top, pal.GOLD, small=True)
        self.page = ui.label("", left + width - 40, top, pal.SILVER, small=True, anchor_x="right")
        self.prev = ui.button(left + width - 36, top - 3, 16, 14, "<", lambda: self.turn(-1), small=True)
        self.next = ui.button(left + width - 16, top - 3, 16, 14, ">", lambda: self.turn(1), small=True)
        self.rows: list[Row] = []
        for r in range(self.per_page):
            y = top - 20 - r * PITCH
            colours = (pal.WHITE, pal.SILVER, pal.WHITE, pal.SILVER)
            game, when, who, count = (ui.label("", c.anchor, y + 4, colour, small=True,
                                               anchor_x="right" if c.right else "left")
                                      for c, colour in zip(self.columns, colours))
            go = ui.button(left + width - BUTTONS, y, 48, 16, tr("title.resume_one"),
                           lambda r=r: resume(self.matches[self.first + r]), small=True)
            drop = ui.button(left + width - 48, y, 48, 16, tr("title.discard"),
                             lambda r=r: discard(self.matches[self.first + r]), small=True, fill=pal.INK)
            self.rows.append(Row((game, when, who, count), go, drop))
        self.show()

    def lay_out(self) -> tuple[Column, Column, Column, Column]:
        """Columns as wide as their widest entry over the whole list (so they stay put from
        page to page), every game's name counted; the players get what is left."""
        m = self.measure
        listed = [g for g in (match.game_id for match in self.matches) if g is not None]
        names = {game_name(g) for g in [*(ui.game_id for ui in game_uis()), *listed]}
        game_w = max(map(m, names), default=0)
        when_w = max((m(started(match)) for match in self.matches), default=0)
        moves_w = max((m(moves(match)) for match in self.matches), default=0)
        who_w = self.room - game_w - when_w - moves_w - 3 * GAP
        x = self.left
        game = Column(x, game_w)
        when = Column(game.x + game_w + GAP, when_w)
        who = Column(when.x + when_w + GAP, who_w)
        return game, when, who, Column(who.x + who_w + GAP, moves_w, right=True)

    def turn(self, pages: int) -> None:
        last = max(0, (len(self.matches) - 1) // self.per_page * self.per_page)
        self.first = min(last, max(0, self.first + pages * self.per_page))
        self.show()

    def show(self) -> None:
        n = len(self.matches)
        set_text(self.heading, tr("title.unfinished", n=n) if n else "")
        paged = n > self.per_page
        set_text(self.page, tr("title.unfinished.page", first=self.first + 1,
                               last=min(n, self.first + self.per_page), n=n) if paged else "")
        self.prev.set_state(visible=paged, enabled=self.first > 0)
        self.next.set_state(visible=paged, enabled=self.first + self.per_page < n)
        for r, row in enumerate(self.rows):
            i = self.first + r
            match = self.matches[i] if i < n else None
            for cell, value in zip(row.cells, self.words(match)):
                set_text(cell, value)
            damaged = match is not None and match.game_id is None
            row.boxes = (Column(self.left, self.room),) if damaged else self.columns
            row.go.set_state(visible=match is not None, enabled=match is not None and match.game_id is not None)
            row.drop.set_state(visible=match is not None)

    def words(self, match: Unfinished | None) -> tuple[str, str, str, str]:
        """A row's four cells; a damaged journal's row is one line across them."""
        if match is None:
            return "", "", "", ""
        fit = self.measure.fit
        if match.game_id is None:
            return fit([describe(match)], self.room), "", "", ""
        game, when, who, count = self.columns
        return (fit([game_name(match.game_id)], game.width), started(match),
                fit(who_forms(match), who.width), moves(match))
