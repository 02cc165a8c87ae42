"""The defender's secret response (R13): one element per target, from that target's own
layers, sent as one `Respond` command. Asked only of the seated defending player.

Beside each response the prompt shows what it would do against every element the attacker
might be using (foresight.response_table: its known or last-seen layers, its aura and the
declared area's size), and the attacker's known or last-seen elements over the table. It
covers only its own box: the board around it stays inspectable."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from engine.mage_battle import Element, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.state import label_in
from engine.mage_battle.view import PlayerView
from game.mage_battle.board import BoardGeometry, element_texture
from game.mage_battle.foresight import Outcome, ResponseTable
from game.mage_battle.views.battle_foresight import DEFENDER_COLOUR, defender_words, element_word
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, draw_batch, line_pitch

WIDTH = 300
ROW = 20            # one response option per row
HEAD = 50           # the title, the attacker with its elements, the columns' icons
FOOT = 32           # the legend and the confirm button
PITCH = 16          # the table's columns, one per element the attacker might use


# Where the prompt may stand (native pixels): under the top bar, over the status line that
# speaks its cells' tips. It spreads over the side panel when the board has no room beside
# the engagement, and over the guide below the board only when even that fails: there the
# tutorial's coach box stands, which takes its own clicks.
TOP, BOTTOM, SIDE = 324, 20, 2
BELOW_COST, BESIDE_COST = 40, 4         # per pixel under the board, per pixel beside it

Rect = tuple[int, int, int, int]        # left, bottom, width, height


def _overlap(a: Rect, b: Rect) -> int:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0


def place_box(clear: list[Rect], w: int, h: int, board: Rect, canvas_w: int = 640) -> tuple[int, int]:
    """The bottom-left corner of a w x h box that covers none of `clear` (the engagement's
    cells) when anywhere can, then as little as possible of the guide under the board and
    of the side panel beside it (the guide weighs more), then the nearest to the engagement. The
    earlier rule (below, else above, else the far half) fell back to a half that a mid-board
    engagement still lay under."""
    clear = [(x - 2, y - 2, cw + 4, ch + 4) for x, y, cw, ch in clear]     # their outlines too
    cx = sum(x + cw / 2 for x, _, cw, _ in clear) / len(clear)
    cy = sum(y + ch / 2 for _, y, _, ch in clear) / len(clear)
    best: tuple[float, int, int] | None = None
    for left in range(SIDE, canvas_w - w - SIDE + 1, 2):
        for bottom in range(BOTTOM, TOP - h + 1, 2):
            box = (left, bottom, w, h)
            covered = sum(_overlap(box, r) for r in clear)
            below = w * max(0, min(board[1], bottom + h) - bottom)
            beside = w * h - below - _overlap(box, board)
            near = abs(left + w / 2 - cx) + abs(bottom + h / 2 - cy)
            score = covered * 10_000 + below * BELOW_COST + beside * BESIDE_COST + near
            if best is None or score < best[0]:
                best = (score, left, bottom)
    assert best is not None
    return best[1], best[2]


def _noop() -> None:
    """A table cell is a button only for its tip."""


class ResponsePrompt:
    def __init__(self, view: PlayerView, geo: BoardGeometry, confirm: Callable[[], None],
                 table: ResponseTable) -> None:
        assert view.pending is not None
        self.targets = view.pending.targets
        self.table = table
        ui = self.ui = Ui()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        height = HEAD + len(table.rows) * ROW + FOOT
        # Keep the engagement in sight: the attacker, its line or area, its targets.
        cells = list(view.pending.area) + [c for c in (view.mages[view.pending.attacker].cell,) if c is not None]
        left, bottom = place_box([(*geo.cell_rect(c), geo.cell, geo.cell) for c in cells], WIDTH, height,
                                 (geo.x0, geo.y0, geo.width, geo.height))
        top = bottom + height
        self.box = (left, top - height, WIDTH, height)
        ui.box(left, top - height, WIDTH, height, pal.PANEL, border=pal.GOLD)
        cx = left + WIDTH // 2
        attacker = view.mages[table.attacker]
        who = label_in(view.mages, attacker.index) + " " + tr(f"job.{attacker.job.name}")
        if attacker.aura:
            who += " · " + tr("panel.aura", n=attacker.aura)
        ui.label(tr("response.title"), cx, top - 15, pal.GOLD, anchor_x="center")
        who_label = ui.label(tr("response.attacker", mage=who) + " ·", left + 10, top - 30,
                             pal.CRIMSON_LIGHT if attacker.side == Side.CRIMSON else pal.TEAL_LIGHT, small=True)
        self._attacker_elements(ui, table, left + 14 + int(who_label.content_width), top - 30)
        columns = left + 118
        ui.label(tr("response.columns"), left + 10, top - 46, pal.SILVER, small=True)
        for k, e in enumerate(table.attack):
            self.icons.append(arcade.Sprite(element_texture(e), center_x=columns + k * PITCH + 7, center_y=top - 42))
        self.choices: dict[int, Element | None] = {}
        self.buttons: dict[int, list[tuple[Button, Element | None]]] = {}
        self.cells: list[Button] = []
        for r, (t, d, outcomes) in enumerate(table.rows):
            m = view.mages[t]
            y = top - HEAD - (r + 1) * ROW + 1
            if t not in self.buttons:
                ui.label(f"{label_in(view.mages, t)} {tr(f'job.{m.job.name}')}", left + 10, y + 5, pal.WHITE,
                         small=True)
                self.buttons[t] = []
                self.choices[t] = d
            name = element_word(d)
            b = ui.button(left + 90, y, 18, 18, "", lambda t=t, d=d: self.pick(t, d),
                          tip=tr("tip.respond", element=name))
            self.buttons[t].append((b, d))
            self.icons.append(arcade.Sprite(element_texture(d), center_x=b.x + 9, center_y=b.y + 9))
            for k, (e, found) in enumerate(zip(table.attack, outcomes)):
                self._cell(ui, columns + k * PITCH, y + 2, name, e, found)
        self.legend = ui.label(tr("response.table"), left + 10, top - height + FOOT - 4, pal.SILVER, small=True,
                               width=WIDTH - 104, anchor_y="top")
        line_pitch(self.legend, 12)
        self.confirm = ui.button(left + WIDTH - 90, top - height + 6, 84, 22, tr("response.confirm"), confirm,
                                 fill=pal.TEAL_DARK, small=True, tip=tr("tip.respond.confirm"))
        self.mark()

    def _attacker_elements(self, ui: Ui, table: ResponseTable, x: int, y: int) -> None:
        """What the defender knows of the attacker's layers: this battle's, else the last seen."""
        if table.known is not None:
            words, layers, alpha = tr("response.known"), table.known, 255
        elif table.last_seen is not None:
            words, layers, alpha = tr("panel.seen", n=table.last_seen[0]) + ":", table.last_seen[1], 150
        else:
            ui.label(tr("response.hidden"), x, y, pal.SILVER, small=True)
            return
        label = ui.label(words, x, y, pal.SILVER, small=True)
        at = x + int(label.content_width) + 10
        for e in dict.fromkeys(layers) or (None,):
            icon = arcade.Sprite(element_texture(e), center_x=at, center_y=y + 4)
            icon.alpha = alpha
            self.icons.append(icon)
            at += 14
            if e is not None and layers.count(e) > 1:
                stack = ui.label(f"x{layers.count(e)}", at - 6, y, pal.SILVER, small=True)
                at += int(stack.content_width) + 2

    def _cell(self, ui: Ui, x: int, y: int, response: str, attack: Element | None,
              outcomes: tuple[Outcome, ...]) -> None:
        """One outcome square; two halves when it depends on a stack the defender cannot know."""
        colours = [DEFENDER_COLOUR[o.verdict] for o in outcomes] or [pal.STONE]
        words = " / ".join(defender_words(o) for o in outcomes)
        b = ui.button(x, y, 14, 14, "", _noop, fill=colours[0], border=pal.OUTLINE,
                      tip=tr("tip.response.cell", response=response, element=element_word(attack), outcome=words))
        self.cells.append(b)
        if len(colours) > 1:
            self.icons.append(arcade.SpriteSolidColor(6, 12, x + 10, y + 7, colours[1]))

    def covers(self, x: float, y: float) -> bool:
        left, bottom, w, h = self.box
        return left <= x < left + w and bottom <= y < bottom + h

    def pick(self, target: int, element: Element | None) -> None:
        self.choices[target] = element
        self.mark()

    def mark(self) -> None:
        for t, row in self.buttons.items():
            for b, e in row:
                b.set_state(active=self.choices.get(t) == e)

    def command(self, side: Side) -> cmd.Respond:
        return cmd.Respond(side, tuple((t, self.choices[t]) for t in self.targets))

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.icons.draw(pixelated=True)
        draw_batch(self.ui.batch)
