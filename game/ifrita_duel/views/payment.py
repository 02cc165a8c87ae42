"""The payment picker (D12): before a cast whose generic part could be paid in more than
one way that matters, which mana kinds pay it. A column per kind that can pay, with how
many it pays (− and +) and what it keeps; D12's default preselected. Every number comes
from the engine's payment_options over the seat's own pool (a view), nothing decided
here: the pane only counts clicks."""

from __future__ import annotations

import arcade

from engine.ifrita_duel import names as n
from engine.ifrita_duel import payment_options as po
from engine.ifrita_duel.cards import Cost
from game.ifrita_duel import look
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Button, Ui, set_text

X, Y, W, H = 16, 170, 464, 130            # the pane, over the battlefields (both strips stay seen)
COL_W = 74


class PayPicker:
    def __init__(self, card: str, pool: tuple[int, ...], cost: Cost, tie_order: tuple[str, ...]) -> None:
        self.card, self.pool, self.cost, self.tie_order = card, pool, cost, tie_order
        first = po.default_way(pool, cost, tie_order)
        if first is None:
            raise ValueError(f"{card} cannot be paid from {pool}")
        self.default = first
        self.counts: list[int] = list(first.generic)
        self.room = po.room(pool, cost) or tuple(0 for _ in pool)
        self.kinds = [k for k, kind in enumerate(n.MANA_KINDS) if self.room[k] > 0]
        self.ui = ui = Ui()
        self.icons: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        ui.box(X, Y, W, H, pal.PANEL, border=pal.GOLD_DARK)
        ui.label(tr("id.pay.title", card=look.card_name(card), cost=look.cost_text(look.cards().card(card))),
                 X + 8, Y + H - 16, pal.GOLD)
        ui.label(tr("id.pay.how", n=cost.generic), X + 8, Y + H - 29, pal.SILVER, small=True)
        x0 = X + (W - COL_W * len(self.kinds)) // 2
        self.paying: dict[int, arcade.Text] = {}
        self.keeping: dict[int, arcade.Text] = {}
        self.minus: dict[int, Button] = {}
        self.plus: dict[int, Button] = {}
        for col, k in enumerate(self.kinds):
            x = x0 + col * COL_W
            kind = n.MANA_KINDS[k]
            ui.box(x + 2, Y + 18, COL_W - 4, 76, pal.PANEL_LIGHT, border=pal.INK)
            self.icons.append(arcade.Sprite(look.mana_icon(kind), center_x=x + 11.5, center_y=Y + 84.5))
            ui.label(tr(f"id.mana.{kind}"), x + 20, Y + 81, look.MANA_COLOURS[kind], small=True)
            self.paying[k] = ui.label("", x + COL_W // 2, Y + 51, pal.WHITE, size=18, anchor_x="center")
            self.minus[k] = ui.button(x + 8, Y + 34, 24, 14, "−", lambda k=k: self.step(k, -1), small=True)
            self.plus[k] = ui.button(x + COL_W - 32, Y + 34, 24, 14, "+", lambda k=k: self.step(k, 1), small=True)
            self.keeping[k] = ui.label("", x + COL_W // 2, Y + 22, pal.SILVER, small=True, anchor_x="center")
        self.result = ui.label("", X + 8, Y + 5, pal.WHITE, small=True)
        self.refresh()

    # ---- choosing ----------------------------------------------------------------------
    def step(self, k: int, delta: int) -> None:
        self.counts[k] = max(0, min(self.room[k], self.counts[k] + delta))
        self.refresh()

    def reset(self) -> None:
        self.counts = list(self.default.generic)
        self.refresh()

    def way(self) -> po.Way | str:
        """The chosen way, or why it does not pay (yet)."""
        return po.way_of(self.pool, self.cost, tuple(self.counts), self.tie_order)

    def pay(self) -> tuple[str, ...] | None:
        """The cast's `pay`: None for D12's default (as the legal commands list it), the
        named kinds otherwise; raises when the chosen mana does not pay."""
        way = self.way()
        if isinstance(way, str):
            raise ValueError(way)
        return None if way.default else way.pay

    # ---- drawing -----------------------------------------------------------------------
    def refresh(self) -> None:
        total = sum(self.counts)
        full = total == self.cost.generic
        way = self.way()
        for k in self.kinds:
            set_text(self.paying[k], str(self.counts[k]))
            self.paying[k].color = pal.GOLD if self.counts[k] else pal.STONE
            set_text(self.keeping[k], tr("id.pay.keeps", n=self.room[k] - self.counts[k]))
            self.minus[k].set_state(enabled=self.counts[k] > 0)
            self.plus[k].set_state(enabled=not full and self.counts[k] < self.room[k])
        if isinstance(way, str):
            set_text(self.result, tr("id.pay.short", n=self.cost.generic - total))
            self.result.color = pal.ORANGE
        else:
            kept = [f"{tr(f'id.mana.{kind}')} {count}" for kind, count in zip(n.MANA_KINDS, way.left) if count]
            words = tr("id.pay.leaves", left=", ".join(kept) if kept else tr("id.pay.nothing"))
            set_text(self.result, words + (f" · {tr('id.pay.default')}" if way.default else ""))
            self.result.color = pal.WHITE

    def ready(self) -> bool:
        return not isinstance(self.way(), str)

    def texts(self) -> list[str]:
        return [t.text for t in self.ui.texts if t.visible and t.text]

    def contains(self, x: float, y: float) -> bool:
        return X <= x < X + W and Y <= y < Y + H

    def click(self, x: float, y: float) -> bool:
        return self.ui.click(x, y)

    def hover(self, x: float, y: float) -> None:
        self.ui.hover(x, y)

    def draw(self) -> None:
        self.ui.draw()
        self.icons.draw(pixelated=True)
