"""The battle screen's top bar: the action buttons (with their keys), the AP pips, the
battle / round / score line, whose turn it is (or that the AI thinks), and the menu."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from game.mage_battle.views.battle_input import Mode
from game.mage_battle.views.battle_presenter import TopBarShown
from game.shell import assets
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.widgets import Action, Ui, set_text


class TopBar:
    def __init__(self, ui: Ui, ap_per_turn: int, enter: Callable[[Mode], None], end_turn: Action,
                 menu: Action) -> None:
        self.move = ui.button(4, 334, 62, 20, tr("hud.move"), lambda: enter(Mode.MOVE), key_hint="M",
                              tip=tr("tip.move"), small=True)
        self.attack = ui.button(70, 334, 62, 20, tr("hud.attack"), lambda: enter(Mode.ATTACK), key_hint="A",
                                tip=tr("tip.attack"), small=True)
        self.card = ui.button(136, 334, 62, 20, tr("hud.card"), lambda: enter(Mode.CARD), key_hint="C",
                              tip="", small=True)
        self.end = ui.button(202, 334, 70, 20, tr("hud.end"), end_turn, key_hint="E", tip=tr("tip.end"),
                             small=True)
        self.pips: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for i in range(ap_per_turn):
            self.pips.append(arcade.Sprite(assets.pip(True), center_x=286 + i * 11, center_y=344))
        self.battle = ui.label("", 316, 340, pal.WHITE)
        self.round = ui.label("", 384, 340, pal.SILVER)
        self.score = ui.label("", 440, 340, pal.GOLD)
        self.turn = ui.label("", 590, 340, pal.WHITE, anchor_x="right")
        # Back to the title; the journal keeps the match for "resume".
        self.menu = ui.button(596, 334, 40, 20, tr("hud.menu"), menu, tip=tr("tip.menu"), small=True)
        self.thinking: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.thinking.append(arcade.Sprite(assets.texture("thinking_0"), center_x=486, center_y=344))

    def show(self, shown: TopBarShown) -> None:
        set_text(self.battle, shown.battle)
        set_text(self.round, shown.round)
        set_text(self.score, shown.score)
        # One line of three texts, each where the one before it ends.
        self.round.x = self.battle.x + int(self.battle.content_width) + 8
        self.score.x = self.round.x + int(self.round.content_width) + 8
        set_text(self.turn, shown.turn)
        self.turn.color = shown.turn_colour
        self.thinking[0].center_x = self.turn.x - int(self.turn.content_width) - 10
        for i, sprite in enumerate(self.pips):
            sprite.texture = assets.pip(i < shown.ap)
        for button, state in ((self.move, shown.move), (self.attack, shown.attack), (self.card, shown.card),
                              (self.end, shown.end)):
            button.set_state(enabled=state.enabled, active=state.active)
        self.card.tip = shown.card_tip
        self.move.tip, self.attack.tip = shown.move_tip, shown.attack_tip

    def tick(self, clock: float) -> None:
        """The thinking glyph blinks three times a second."""
        self.thinking[0].texture = assets.texture(f"thinking_{int(clock * 3) % 2}")

    def draw_pips(self) -> None:
        self.pips.draw(pixelated=True)

    def draw_thinking(self) -> None:
        self.thinking.draw(pixelated=True)
