"""The colours the code draws with, taken from the sprite palette (assets/sprites/manifest.json)."""

OUTLINE = (26, 20, 35, 255)
INK = (59, 56, 72, 255)
STONE = (107, 107, 122, 255)
SILVER = (168, 168, 180, 255)
WHITE = (240, 238, 232, 255)
GOLD = (244, 197, 66, 255)
GOLD_DARK = (176, 125, 30, 255)
TEAL_DARK = (18, 84, 92, 255)
TEAL = (32, 138, 138, 255)
TEAL_LIGHT = (100, 204, 192, 255)
CRIMSON_DARK = (96, 16, 36, 255)
CRIMSON = (168, 28, 52, 255)
CRIMSON_LIGHT = (226, 84, 96, 255)
ORANGE = (240, 128, 48, 255)
SKY = (140, 200, 240, 255)
GREEN = (64, 164, 72, 255)
VIOLET = (150, 110, 210, 255)
VIOLET_DARK = (70, 38, 110, 255)
PANEL = (34, 28, 46, 255)
PANEL_LIGHT = (48, 42, 62, 255)


def side_colour(side: int, light: bool = False) -> tuple[int, int, int, int]:
    if side == 0:
        return TEAL_LIGHT if light else TEAL
    return CRIMSON_LIGHT if light else CRIMSON


def alpha(colour: tuple[int, int, int, int], a: int) -> tuple[int, int, int, int]:
    return (colour[0], colour[1], colour[2], a)
