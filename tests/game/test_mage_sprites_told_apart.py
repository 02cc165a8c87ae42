"""A priest and a sorcerer are told apart at board scale: they share their side's hat and
colours, so the priest wears a white surplice from the waist down, and the skirt of the
sprite the board draws (24x30, one pixel per pixel) is far lighter than the sorcerer's."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from PIL import Image

from game.shell import resources

SKIRT_ROWS, SKIRT_COLS = range(19, 26), range(4, 17)


def skirt_lightness(path: Path) -> float:
    image = Image.open(path).convert("RGBA")
    values = [0.3 * r + 0.59 * g + 0.11 * b for y in SKIRT_ROWS for x in SKIRT_COLS
              for r, g, b, a in [image.getpixel((x, y))] if a]
    return sum(values) / len(values)


@pytest.mark.parametrize("side", ["teal", "crimson"])
@pytest.mark.parametrize("frame", ["0", "1", "cast"])
def test_the_priests_skirt_is_far_lighter_than_the_sorcerers(side: str, frame: str) -> None:
    sprites = resources.folder("sprites")
    sorcerer = skirt_lightness(sprites / f"mage_S_{side}_{frame}.png")
    priest = skirt_lightness(sprites / f"mage_P_{side}_{frame}.png")
    assert priest - sorcerer > 50, (sorcerer, priest)


def test_the_generator_makes_the_sprites_the_game_loads(tmp_path: Path) -> None:
    make_art = importlib.import_module("scripts.make_art")
    make_art.write_all(tmp_path)
    sprites = resources.folder("sprites")
    for job in ("S", "P", "O"):
        for side in ("teal", "crimson"):
            name = f"mage_{job}_{side}_0.png"
            assert (tmp_path / name).read_bytes() == (sprites / name).read_bytes(), name
