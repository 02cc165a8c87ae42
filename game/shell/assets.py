"""Sprites and fonts from `assets/` (the installed package `game.assets`, found by
`resources`), with code-drawn stand-ins for anything missing; `missing` names those."""

from __future__ import annotations

from functools import cache

import arcade
from PIL import Image, ImageDraw

from game.shell import palette as pal
from game.shell import resources
from game.shell.ui import placeholder_look

SPRITES = resources.folder("sprites")
FONTS = resources.folder("fonts")
FONT = "Galmuri11"
FONT_SMALL = FONT      # small text is Galmuri11 at 7.5 pt: assets/fonts holds no Galmuri9
missing: set[str] = set()


def load_fonts() -> None:
    for name in ("Galmuri11.ttf", "Galmuri11-Bold.ttf"):
        path = FONTS / name
        if path.exists():
            arcade.load_font(path)
        else:
            missing.add(f"fonts/{name}")


# The shell's own sprites: the ground tiles of its menu backdrop (`common.backdrop`). Every
# other stand-in's size and colour is the game's to name (`GameUI.placeholders`).
_SIZES = {"cell": (32, 32)}


def _placeholder(name: str) -> Image.Image:
    size, colour = placeholder_look(name)
    w, h = _SIZES.get(name.split("_")[0]) or size or (16, 16)
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    colour = colour or pal.VIOLET
    draw.rectangle((1, 1, w - 2, h - 2), fill=colour, outline=(26, 20, 35, 255))
    return image


@cache
def texture(name: str) -> arcade.Texture:
    """`name` without `.png`, e.g. `cell_a`."""
    path = SPRITES / f"{name}.png"
    if path.exists():
        return arcade.load_texture(path)
    missing.add(f"sprites/{name}.png")
    return arcade.Texture(_placeholder(name), hash=f"placeholder-{name}")


@cache
def flipped(name: str) -> arcade.Texture:
    return texture(name).flip_left_right()


@cache
def frame(width: int, height: int, colour: tuple[int, int, int, int], thickness: int = 1) -> arcade.Texture:
    """A hollow rectangle: outlines, highlights and auras without per-frame shapes."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    for i in range(thickness):
        draw.rectangle((i, i, width - 1 - i, height - 1 - i), outline=colour)
    return arcade.Texture(image, hash=f"frame-{width}-{height}-{colour}-{thickness}")


@cache
def pip(filled: bool) -> arcade.Texture:
    image = Image.new("RGBA", (8, 8), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((0, 0, 7, 7), fill=(244, 197, 66, 255) if filled else (59, 56, 72, 255), outline=(26, 20, 35, 255))
    return arcade.Texture(image, hash=f"pip-{filled}")


@cache
def aura(strength: int) -> arcade.Texture:
    """A soft glow behind a mage: one ring at x2, a brighter double ring at x3. One colour for
    every element, so it tells the stack and never the element (rulebook 8)."""
    w, h = 30, 32
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    glow = (206, 244, 255)
    rings = ((0, 110), (1, 60)) if strength == 2 else ((0, 230), (1, 150), (2, 70))
    for inset, a in rings:
        draw.rounded_rectangle((inset, inset, w - 1 - inset, h - 1 - inset), radius=6, outline=glow + (a,))
    return arcade.Texture(image, hash=f"aura-{strength}")
