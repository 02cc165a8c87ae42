"""Reading the board: what is drawn on it says one thing each and keeps out of the way.
A shrine's element beside a mage standing on it is a tile (never a bare icon like the
mage's own elements), behind the head (never on the face), inside the cell (at column 01
too) and clear of the hearts and layer icons."""

from __future__ import annotations

import pytest

from engine.mage_battle import V0_6, Element, Job, Side, view_for
from engine.mage_battle.position import MageSpec, position
from game.mage_battle.board import Board, element_texture, shrine_tile

T = V0_6.tables
E = Element
SKIN = {(242, 199, 155), (201, 142, 107)}


def box(sprite) -> tuple[float, float, float, float]:  # type: ignore[no-untyped-def]
    return sprite.left, sprite.bottom, sprite.right, sprite.top


def meets(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def face(sprite, mirrored: bool) -> tuple[float, float, float, float]:  # type: ignore[no-untyped-def]
    """The skin pixels of the head (the upper half of the sprite), on the canvas; crimson's
    texture is teal-facing art drawn mirrored."""
    image = sprite.texture.image.convert("RGBA")
    if mirrored:
        from PIL import ImageOps

        image = ImageOps.mirror(image)
    w, h = image.size
    pixels = [(x, y) for x in range(w) for y in range(h // 2) if image.getpixel((x, y))[:3] in SKIN
              and image.getpixel((x, y))[3]]
    xs, ys = [p[0] for p in pixels], [p[1] for p in pixels]
    return (sprite.left + min(xs), sprite.top - max(ys) - 1, sprite.left + max(xs) + 1, sprite.top - min(ys))


@pytest.mark.parametrize("side, job, cell", [
    (Side.TEAL, Job.P, "D01"),          # on its own shrine at the board's left edge
    (Side.CRIMSON, Job.O, "B01"),       # on teal's shrine at column 01
    (Side.TEAL, Job.S, "F15"),          # on crimson's shrine at the right edge
    (Side.CRIMSON, Job.S, "D15"),
])
def test_a_shrine_element_beside_a_mage_is_a_tile_clear_of_its_face(window, side: Side, job: Job,  # type: ignore[no-untyped-def]
                                                                     cell: str) -> None:
    here = T.parse(cell)
    other = Side.CRIMSON if side == Side.TEAL else Side.TEAL
    state = position([MageSpec(side, job, here, (E.FIRE, E.WATER)),
                      MageSpec(other, Job.S, T.parse("G08"), (E.WOOD,))], battle=3, seed=1)
    board = Board(T)
    board.sync(view_for(state, side))
    shrine_element = dict(state.shrines[Side.TEAL if cell.endswith("01") else Side.CRIMSON])[here]
    icon = next(s for s in board.shrine_over if s.texture == element_texture(shrine_element))
    tiles = [s for s in board.shrine_over if s.texture in (shrine_tile(Side.TEAL), shrine_tile(Side.CRIMSON))]
    # Set on a tile of its own: the mage's element icons are bare.
    assert len(tiles) == 1 and meets(box(tiles[0]), box(icon))
    x, y = board.space.cell_rect(here)
    inside = (x + 1, y + 1, x + 31, y + 31)
    mage = board.mage_sprites[0]
    for sprite in (icon, tiles[0]):
        left, bottom, right, top = box(sprite)
        assert inside[0] <= left and right <= inside[2] and inside[1] <= bottom and top <= inside[3]
        assert not meets(box(sprite), face(mage, side == Side.CRIMSON))
        for decor in board.decor[0]:          # hearts, layer icons
            assert not meets(box(sprite), box(decor))
