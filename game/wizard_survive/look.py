"""How Wizard Survive looks: each seat's colours and name, the wizard, card and marker
textures by what they show (the sprites of scripts/make_art.py, `ws_*`)."""

from __future__ import annotations

from functools import cache

import arcade
from PIL import Image

import game.wizard_survive.strings  # noqa: F401  (the words below are in its part of the catalog)
from engine.wizard_survive.names import SEAT_NAMES, Card
from engine.wizard_survive.rules import WS_1, RuleSet
from game.shell import assets
from game.shell.i18n import tr
from game.shell.pixel_font import pixel_text

Colour = tuple[int, int, int, int]

# Per seat (dark, main, light), from the sprite palette.
SEAT_COLOURS: dict[str, tuple[Colour, Colour, Colour]] = {
    "red": ((96, 16, 36, 255), (168, 28, 52, 255), (226, 84, 96, 255)),
    "blue": ((28, 60, 132, 255), (54, 112, 214, 255), (140, 200, 240, 255)),
    "green": ((34, 100, 52, 255), (64, 164, 72, 255), (140, 216, 120, 255)),
    "yellow": ((176, 125, 30, 255), (244, 197, 66, 255), (252, 226, 120, 255)),
}
# The light shades write names on dark panels: each must read as its seat's colour (the
# sprites' own light yellow is the palette's white, so yellow's is a paler gold).


def seat_key(seat: int) -> str:
    return SEAT_NAMES[seat]


def seat_name(seat: int) -> str:
    return tr(f"ws.seat.{SEAT_NAMES[seat]}")


def seat_colour(seat: int, shade: int = 1) -> Colour:
    """shade 0 dark, 1 main, 2 light (for words on the dark panels)."""
    return SEAT_COLOURS[SEAT_NAMES[seat]][shade]


def card_name(card: Card) -> str:
    return tr(f"ws.card.{card.key}")


def targets_text(targets: tuple[int, ...]) -> str:
    return ", ".join(seat_name(t) for t in targets)


def wizard(seat: int, frame: str = "idle") -> arcade.Texture:
    """frame: idle, hit or out."""
    return assets.texture(f"ws_wizard_{SEAT_NAMES[seat]}_{frame}")


@cache
def curtain_figure(seat: int) -> arcade.Texture:
    """The wizard with clear rows under its feet: the curtain centres a figure made for the
    first game's shorter mages, and these taller ones must clear its band."""
    image = wizard(seat).image
    padded = Image.new("RGBA", (image.width, image.height + 10), (0, 0, 0, 0))
    padded.paste(image, (0, 0))
    return arcade.Texture(padded, hash=f"ws-curtain-{seat}")


def card_face(card: Card, rules: RuleSet | None = None) -> arcade.Texture:
    """The card's face with its cost under `rules` as gems along its top edge (the drawn
    sprites carry ws-1's costs; a rule set that changes one gets them redrawn)."""
    cost = WS_1.cost(card) if rules is None else rules.cost(card)
    if cost == WS_1.cost(card):
        return assets.texture(f"ws_card_{card.key}")
    return _costed_face(card, cost)


# The gems as scripts/make_art.py draws them (ws_card, ws_gem): 5x5 blocks from (4, 4), one
# every 5 pixels; a second row under the first when they do not fit, no more than two rows.
GEM_LEFT, GEM_TOP, GEM_PITCH, GEMS_IN_ROW = 4, 4, 5, 6


@cache
def _costed_face(card: Card, cost: int) -> arcade.Texture:
    image = assets.texture(f"ws_card_{card.key}").image.convert("RGBA").copy()
    gem = assets.texture(f"ws_card_{Card.FIREBALL.key}").image.convert("RGBA").crop(
        (GEM_LEFT, GEM_TOP, GEM_LEFT + GEM_PITCH, GEM_TOP + GEM_PITCH))
    ink = image.getpixel((GEM_LEFT - 1, GEM_TOP - 1))
    assert isinstance(ink, tuple)
    drawn = max(1, -(-WS_1.cost(card) // GEMS_IN_ROW)) * GEM_PITCH if WS_1.cost(card) else 0
    image.paste(ink, (GEM_LEFT, GEM_TOP, GEM_LEFT + GEMS_IN_ROW * GEM_PITCH, GEM_TOP + drawn))
    if cost > 2 * GEMS_IN_ROW:
        # More than two rows hold: one gem and the count beside it, in the gem's light.
        image.paste(gem, (GEM_LEFT, GEM_TOP))
        count = pixel_text(str(cost), _brightest(gem))
        image.alpha_composite(count, (GEM_LEFT + GEM_PITCH + 1, GEM_TOP))
    else:
        for k in range(cost):
            row, col = divmod(k, GEMS_IN_ROW)
            image.paste(gem, (GEM_LEFT + col * GEM_PITCH, GEM_TOP + row * GEM_PITCH))
    return arcade.Texture(image, hash=f"ws-card-{card.key}-cost-{cost}")


def _brightest(image: Image.Image) -> tuple[int, int, int, int]:
    seen = (image.getpixel((x, y)) for x in range(image.width) for y in range(image.height))
    pixels = [p for p in seen if isinstance(p, tuple) and p[3] > 0]
    r, g, b, _ = max(pixels, key=lambda p: p[0] + p[1] + p[2])
    return r, g, b, 255


def target_card(seat: int) -> arcade.Texture:
    return assets.texture(f"ws_target_{SEAT_NAMES[seat]}")


def texture(name: str) -> arcade.Texture:
    """A Wizard Survive sprite by its short name: card_back, seal, soul, crystal_full, fx_bolt..."""
    return assets.texture(f"ws_{name}")
