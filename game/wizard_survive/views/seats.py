"""The table's wizards: each seat's figure (idle, hit, out), its lives as hearts, mana as
crystals, souls as flames on a shelf, each with its number (souls against the goal, mana
against the cap), its name and who plays it (an AI's level and the
whimsical mood of the round), and the sealed card over every seat that has committed
(never what: W9). Positions are the table's: two seats face each other, three or four
stand in an arc."""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from engine.wizard_survive.view import WizardView
from game.shell import assets
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui, draw_batch, rect, set_text
from game.wizard_survive import look

XS = {2: (200, 440), 3: (130, 320, 510), 4: (92, 243, 397, 548)}
LIFT = {2: (0, 0), 3: (0, 6, 0), 4: (0, 6, 6, 0)}    # the arc: inner seats stand further back
FIGURE_Y = 164          # the wizard's centre at rest (feet on the table's floor)
CARD_Y = 234            # the sealed (and, in the reveal, revealed) card over the head
SHELF_Y = 276           # souls
NAME_Y, PLAYER_Y = 306, 294
COUNT_Y = 111           # the numbers of lives and mana, on the table's floor
SOULS_SHOWN = 5


@dataclass(frozen=True)
class Spot:
    x: float
    y: float            # the figure's centre; the rest hangs off it

    @property
    def card(self) -> tuple[float, float]:
        return self.x, self.y - FIGURE_Y + CARD_Y


def spots(seats: int, width: int = WIDTH) -> tuple[Spot, ...]:
    """The seats across a table `width` wide (the replay viewer's board is narrower)."""
    return tuple(Spot(round(x * width / WIDTH), FIGURE_Y + lift) for x, lift in zip(XS[seats], LIFT[seats]))


class SeatsPane:
    def __init__(self, seats: int, names: list[str], width: int = WIDTH) -> None:
        """`names`: who plays each seat, as the screen writes it (a person, an AI level)."""
        self.seats = seats
        self.spots = spots(seats, width)
        self.ui = Ui()
        self.figures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.markers: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.seals: list[arcade.Sprite] = []
        self.hearts: list[list[arcade.Sprite]] = []
        self.crystals: list[list[arcade.Sprite]] = []
        self.souls: list[list[arcade.Sprite]] = []
        self.names: list[arcade.Text] = []
        self.players: list[arcade.Text] = []
        self.extra_souls: list[arcade.Text] = []        # souls against the goal, at the shelf's end
        self.lives_counts: list[arcade.Text] = []
        self.mana_counts: list[arcade.Text] = []
        self.out_labels: list[arcade.Text] = []
        self.seal_aside = False
        # "out" is written on a dark plate over the fallen figure: bare letters over its
        # grey face could not be read.
        self.out_plates: arcade.SpriteList[arcade.SpriteSolidColor] = arcade.SpriteList()
        for seat, spot in enumerate(self.spots):
            x, y = spot.x, spot.y
            self.figures.append(arcade.Sprite(look.wizard(seat), scale=2, center_x=x, center_y=y))
            seal = arcade.Sprite(look.texture("seal"), scale=2, center_x=spot.card[0], center_y=spot.card[1])
            self.seals.append(seal)
            self.markers.append(seal)
            self.hearts.append(self._column(assets.texture("heart_full"), x - 46, y + 14, 4, 16))
            self.crystals.append(self._column(look.texture("crystal_full"), x + 46, y + 26, 5, 12))
            row = []
            for k in range(SOULS_SHOWN):
                s = arcade.Sprite(look.texture("soul"), scale=2, center_x=x - 28 + k * 14,
                                  center_y=y - FIGURE_Y + SHELF_Y)
                row.append(s)
                self.markers.append(s)
            self.souls.append(row)
            self.ui.box(x - 40, y - FIGURE_Y + SHELF_Y - 9, 80, 3, pal.alpha(pal.STONE, 160))
            self.names.append(self.ui.label("", x, y - FIGURE_Y + NAME_Y, look.seat_colour(seat, 2), anchor_x="center"))
            self.players.append(self.ui.label(names[seat], x, y - FIGURE_Y + PLAYER_Y, pal.SILVER, anchor_x="center",
                                              small=True))
            self.extra_souls.append(self.ui.label("", x + 44, y - FIGURE_Y + SHELF_Y - 4, pal.VIOLET, small=True))
            # The counters' numbers, on the floor under their columns: markers alone must be
            # counted, and souls and mana only mean something against the goal and the cap.
            self.lives_counts.append(self.ui.label("", x - 46, COUNT_Y, pal.CRIMSON_LIGHT, anchor_x="center",
                                                   small=True))
            self.mana_counts.append(self.ui.label("", x + 46, COUNT_Y, pal.SKY, anchor_x="center", small=True))
            out = self.ui.label(tr("ws.out"), x, y - 14, pal.WHITE, anchor_x="center")
            self.out_labels.append(out)
            w, h = int(out.content_width) + 10, int(out.content_height) + 2
            self.out_plates.append(rect(x - w / 2 - 1, out.y - 5, w + 2, h + 2, pal.CRIMSON_LIGHT))
            self.out_plates.append(rect(x - w / 2, out.y - 4, w, h, pal.CRIMSON_DARK))

    def _column(self, texture: arcade.Texture, x: float, top: float, n: int, gap: int) -> list[arcade.Sprite]:
        column = []
        for k in range(n):
            s = arcade.Sprite(texture, scale=2, center_x=x, center_y=top - k * gap)
            column.append(s)
            self.markers.append(s)
        return column

    def sync(self, view: WizardView, you: int | None, sealed: bool = True) -> None:
        """Show `view`'s counters; `you` is marked as the screen's seat; `sealed`: draw the
        committed marks (the reveal hides them while its cards stand there)."""
        rules = view.rules
        for seat, w in enumerate(view.wizards):
            self.figures[seat].texture = look.wizard(seat, "out" if w.out else "idle")
            self.figures[seat].alpha = 255
            spot = self.spots[seat]
            self.figures[seat].center_x, self.figures[seat].center_y = spot.x, spot.y
            self.seals[seat].visible = sealed and view.committed[seat] and not w.out
            full = max(rules.start_lives, w.lives)
            for k, heart in enumerate(self.hearts[seat]):
                heart.visible = k < full
                heart.texture = assets.texture("heart_full" if k < w.lives else "heart_empty")
            for k, crystal in enumerate(self.crystals[seat]):
                crystal.visible = k < rules.mana_cap
                crystal.texture = look.texture("crystal_full" if k < w.mana else "crystal_empty")
            for k, soul in enumerate(self.souls[seat]):
                soul.visible = k < min(w.souls, SOULS_SHOWN)
            set_text(self.extra_souls[seat], tr("ws.count.souls", n=w.souls, goal=rules.souls_to_win))
            set_text(self.lives_counts[seat], tr("ws.count.lives", n=w.lives))
            set_text(self.mana_counts[seat], tr("ws.count.mana", n=w.mana, cap=rules.mana_cap))
            name = look.seat_name(seat)
            set_text(self.names[seat], f"{name} ({tr('ws.you')})" if seat == you else name)
            self.out_labels[seat].visible = w.out

    def set_seal_aside(self, aside: bool) -> None:
        """`aside`: the seals stand beside the card spot, whose place a card already shown
        there (the last reveal's) keeps."""
        self.seal_aside = aside
        for seal, spot in zip(self.seals, self.spots):
            x, y = spot.card
            seal.center_x, seal.center_y = (x - 34, y + 14) if aside else (x, y)

    def set_player(self, seat: int, text: str) -> None:
        set_text(self.players[seat], text)

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.markers.draw(pixelated=True)
        self.figures.draw(pixelated=True)
        for seat, label in enumerate(self.out_labels):      # a plate shows with its word, whoever hid it
            self.out_plates[2 * seat].visible = self.out_plates[2 * seat + 1].visible = label.visible
        self.out_plates.draw(pixelated=True)
        draw_batch(self.ui.batch)           # words last: "out" is written across the fallen figure
