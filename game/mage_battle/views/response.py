"""The defender's secret response (R13): one element per target, from that target's own
layers, sent as one `Respond` command. Asked only of the seated defending player."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from engine import Element, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.elements import distinct
from engine.mage_battle.state import label_in
from engine.mage_battle.view import PlayerView

from game.shell import palette as pal
from game.mage_battle.board import BoardGeometry, element_texture
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, draw_batch


class ResponsePrompt:
    def __init__(self, view: PlayerView, geo: BoardGeometry, confirm: Callable[[], None]) -> None:
        assert view.pending is not None
        self.targets = view.pending.targets
        ui = self.ui = Ui()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        height = 78 + (len(self.targets) - 1) * 26
        # Keep the engagement in sight: below it if it fits, else above, else the far half.
        cells = list(view.pending.area) + [c for c in (view.mages[view.pending.attacker].cell,) if c is not None]
        low = min(geo.cell_rect(c)[1] for c in cells)
        high = max(geo.cell_rect(c)[1] for c in cells) + 32
        if low - 2 - height >= geo.y0:
            top = low - 2
        elif high + 2 + height <= geo.y0 + geo.height + 2:
            top = high + 2 + height
        else:
            middle = (low + high) / 2
            top = min(324, geo.y0 + 4 + height) if middle > geo.y0 + geo.height / 2 else 324
        left = 90 if sum(geo.centre(c)[0] for c in cells) / len(cells) > 240 else 150
        ui.box(left, top - height, 300, height, pal.PANEL, border=pal.GOLD)
        cx = left + 150
        attacker = view.mages[view.pending.attacker]
        who = label_in(view.mages, attacker.index) + " " + tr(f"job.{attacker.job.name}")
        if attacker.aura:
            who += " · " + tr("panel.aura", n=attacker.aura)
        ui.label(tr("response.title"), cx, top - 18, pal.GOLD, anchor_x="center")
        ui.label(tr("response.attacker", mage=who), cx, top - 32,
                 pal.CRIMSON_LIGHT if attacker.side == Side.CRIMSON else pal.TEAL_LIGHT, anchor_x="center", small=True)
        ui.label(tr("response.hint"), cx, top - 44, pal.SILVER, anchor_x="center", small=True)
        self.choices: dict[int, Element | None] = {}
        self.buttons: dict[int, list[tuple[Button, Element | None]]] = {}
        for row, t in enumerate(self.targets):
            m = view.mages[t]
            y = top - 72 - row * 26
            ui.label(f"{label_in(view.mages, t)} {tr(f'job.{m.job.name}')}", left + 10, y + 6, pal.WHITE, small=True)
            options: list[Element | None] = [*distinct(m.layers or ())] or [None]
            self.choices[t] = options[0]
            row_buttons: list[tuple[Button, Element | None]] = []
            for k, e in enumerate(options):
                name = tr(f"element.{e.key}") if e is not None else tr("element.none")
                b = ui.button(left + 90 + k * 28, y, 24, 24, "", lambda t=t, e=e: self.pick(t, e),
                              tip=tr("tip.respond", element=name))
                row_buttons.append((b, e))
                self.icons.append(arcade.Sprite(element_texture(e), center_x=b.x + 12, center_y=b.y + 12))
            self.buttons[t] = row_buttons
        self.confirm = ui.button(left + 210, top - height + 6, 84, 22, tr("response.confirm"), confirm,
                                 fill=pal.TEAL_DARK, small=True, tip=tr("tip.respond.confirm"))
        self.mark()

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
