"""The duel close-up: attacker and one target face each other at 3x, with their full
element sets (as revealed, R13), the chosen elements, and the outcome."""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from engine.mage_battle import Element, Job, Side
from engine.mage_battle.elements import Winner, distinct
from game.mage_battle.board import element_texture, mage_texture
from game.shell import assets
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui, draw_batch


@dataclass(frozen=True)
class Fighter:
    index: int
    label: str
    side: Side
    job: Job
    layers: tuple[Element, ...]
    choice: Element | None
    cell: int


@dataclass(frozen=True)
class Duel:
    attacker: Fighter
    target: Fighter
    winner: Winner | None        # None: Mana Backflow cancelled the attack
    amount: int


BAND_Y, BAND_H = 104, 224      # exactly over the board and side panel: nothing behind needs drawing


class DuelScene:
    """Built once per duel; `draw(progress)` only moves a few sprites."""

    def __init__(self, duel: Duel) -> None:
        self.duel = duel
        self.ui = Ui()
        self.ui.box(0, BAND_Y, WIDTH, BAND_H, pal.OUTLINE)
        self.ui.box(0, BAND_Y, WIDTH, 2, pal.GOLD_DARK)
        self.ui.box(0, BAND_Y + BAND_H - 2, WIDTH, 2, pal.GOLD_DARK)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.ground: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for col in range(WIDTH // 32):
            name = "cell_a" if col % 2 else "cell_b"
            self.ground.append(arcade.Sprite(assets.texture(name), center_x=col * 32 + 16, center_y=BAND_Y + 48))
        # Teal stands left facing right, crimson right facing left, whoever attacks.
        left, right = (duel.attacker, duel.target) if duel.attacker.side == Side.TEAL else (duel.target, duel.attacker)
        self.slots: dict[int, arcade.Sprite] = {}
        for fighter, x in ((left, 150), (right, WIDTH - 150)):
            texture = mage_texture(fighter.job, fighter.side, "0")
            sprite = arcade.Sprite(texture, scale=3, center_x=x, center_y=BAND_Y + 96)
            self.sprites.append(sprite)
            self.slots[fighter.index] = sprite
            self.ui.label(f"{fighter.label} {tr(f'job.{fighter.job.name}')}", x, BAND_Y + BAND_H - 20,
                          pal.side_colour(fighter.side, light=True), anchor_x="center")
            role = tr("duel.attacker") if fighter is duel.attacker else tr("duel.defender")
            self.ui.label(role, x, BAND_Y + BAND_H - 34, pal.SILVER, anchor_x="center", small=True)
            self._elements(fighter, x)
        # VS over the outcome, a few pixels apart, both above the ground (its top at BAND_Y + 64).
        self.vs = self.ui.label(tr("duel.vs"), WIDTH // 2, BAND_Y + 112, pal.GOLD, size=18, anchor_x="center")
        self.outcome = self.ui.label(self._outcome_text(), WIDTH // 2, BAND_Y + 76, pal.WHITE, size=18,
                                     anchor_x="center")
        self.ui.label(tr("duel.skip"), WIDTH // 2, BAND_Y + 4, pal.STONE, small=True, anchor_x="center")
        self.loser = self._loser()
        self.base = {i: (s.center_x, s.center_y) for i, s in self.slots.items()}

    def _elements(self, fighter: Fighter, x: float) -> None:
        layers = fighter.layers
        shown = distinct(layers) or (None,)
        width = len(shown) * 20
        for k, element in enumerate(shown):
            ex = x - width / 2 + 10 + k * 20
            ey = BAND_Y + 20
            chosen = element == fighter.choice
            if chosen:
                self.sprites.append(arcade.Sprite(assets.frame(18, 18, pal.GOLD, 2), center_x=ex, center_y=ey))
            icon = arcade.Sprite(element_texture(element), center_x=ex, center_y=ey)
            if not chosen:
                icon.alpha = 150
            self.sprites.append(icon)
            count = layers.count(element) if element is not None else 0
            if count > 1:
                self.ui.label(f"x{count}", ex + 7, ey - 9, pal.GOLD, small=True)
        # The chosen element, large, between the fighter and the centre.
        cx = x + (70 if x < WIDTH / 2 else -70)
        self.sprites.append(arcade.Sprite(element_texture(fighter.choice), scale=3, center_x=cx, center_y=BAND_Y + 130))

    def _outcome_text(self) -> str:
        d = self.duel
        if d.winner is None:
            return tr("duel.backfire", n=d.amount)
        if d.winner == Winner.ATTACKER:
            return tr("duel.hit", n=d.amount)
        if d.winner == Winner.DEFENDER:
            return tr("duel.counter", n=d.amount)
        return tr("duel.nothing")

    def _loser(self) -> int | None:
        d = self.duel
        if d.winner is None:
            return d.attacker.index if d.amount > 0 else None
        if d.winner == Winner.DEFENDER:
            return d.attacker.index
        if d.winner == Winner.ATTACKER:
            return d.target.index
        return None

    def draw(self, progress: float) -> None:
        """progress 0..1 through the hold: fighters step in, the winner casts, the loser shakes."""
        d = self.duel
        step_in = min(1.0, progress * 4)
        for index, sprite in self.slots.items():
            bx, by = self.base[index]
            direction = 1 if bx < WIDTH / 2 else -1
            sprite.center_x = bx - direction * int(30 * (1 - step_in))
            sprite.center_y = by
            fighter = d.attacker if index == d.attacker.index else d.target
            casting = progress > 0.3 and index != self.loser
            sprite.texture = mage_texture(fighter.job, fighter.side, "cast" if casting else "0")
            sprite.alpha = 255
            if progress > 0.45 and index == self.loser:
                wobble = int(progress * 40) % 2
                sprite.center_x += 2 if wobble else -2
                sprite.alpha = 140 if wobble else 255
        self.outcome.visible = progress > 0.45
        self.ui.sprites.draw(pixelated=True)
        self.ground.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        draw_batch(self.ui.batch)
