"""Coordinates on the board: the log and the lessons name cells ("D03"), so the board names its
rows (A-G, in column 01's cells) and columns (01-15, in the bottom row's cells), small and
quiet, in corners that shrines, hearts, mages and their icons leave free, and readable over
the threat view's tints."""

from __future__ import annotations

from engine.mage_battle import V0_6, Element, Job, Side, view_for
from engine.mage_battle.position import MageSpec, position
from game.mage_battle.board import COORD_INK, Board
from game.shell import assets

T = V0_6.tables
E = Element


def box(sprite) -> tuple[float, float, float, float]:  # type: ignore[no-untyped-def]
    return sprite.left, sprite.bottom, sprite.right, sprite.top


def meets(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def opaque(sprite, mirrored: bool = False) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """The canvas pixels (x, y from the bottom) a sprite paints, placed by its texture's size
    (a sprite's left and right are its hit box's); crimson's mage texture is teal-facing art
    drawn mirrored."""
    image = sprite.texture.image.convert("RGBA")
    if mirrored:
        from PIL import ImageOps

        image = ImageOps.mirror(image)
    w, h = image.size
    left, top = round(sprite.center_x - w / 2), round(sprite.center_y + h / 2)
    return {(left + x, top - 1 - y) for x in range(w) for y in range(h) if image.getpixel((x, y))[3]}


def pixels(sprite) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """Every pixel of a label's box, ink or not: the whole box must stay clear."""
    w, h = sprite.texture.image.size
    left, bottom = round(sprite.center_x - w / 2), round(sprite.center_y - h / 2)
    return {(left + x, bottom + y) for x in range(w) for y in range(h)}


def test_every_row_and_column_is_named_inside_its_own_edge_cell() -> None:
    board = Board(T)
    assert sorted(board.coord_sprites) == sorted(["A", "B", "C", "D", "E", "F", "G"]
                                                 + [f"{c:02d}" for c in range(1, 16)])
    for text, sprite in board.coord_sprites.items():
        cell = board.space.cell_at(sprite.center_x, sprite.center_y)
        assert cell is not None
        name = T.name(cell)
        x, y = board.space.cell_rect(cell)
        assert x <= sprite.left and sprite.right <= x + 32 and y <= sprite.bottom and sprite.top <= y + 32
        if text.isalpha():      # the row letter in the row's first cell, at its top
            assert name == f"{text}01" and sprite.top > y + 24
        else:                   # the column number in the bottom row's cell, at its bottom
            assert name == f"G{text}" and sprite.bottom < y + 8


def test_labels_keep_clear_of_mages_hearts_icons_and_shrines() -> None:
    """Full hearts (battle 3), elements shown, on the corners' cells and on a shrine at column 01:
    nothing standing there covers the label, so it reads wherever a mage stands. Three things
    frame or fill a whole corner and are drawn over it (the label lies under every piece): a
    stack's aura (a frame round the cell), the Mana Backflow mark, and in the bottom row a
    second distinct element's icon; none of them is in this position but the aura."""
    auras = {assets.aura(2), assets.aura(3)}
    for side in Side:
        other = Side.CRIMSON if side == Side.TEAL else Side.TEAL
        state = position([MageSpec(side, Job.S, T.parse("A01"), (E.FIRE, E.WATER)),
                          MageSpec(side, Job.P, T.parse("D01"), (E.WOOD, E.WOOD)),
                          MageSpec(side, Job.O, T.parse("G01"), (E.ICE,)),
                          MageSpec(side, Job.P, T.parse("G08"), (E.DARK, E.DARK)),
                          MageSpec(other, Job.S, T.parse("G15"), (E.METAL,))], battle=3, seed=1)
        for seat in Side:
            board = Board(T)
            board.sync(view_for(state, seat))
            painted: set[tuple[int, int]] = set()
            robes: set[tuple[int, int]] = set()
            for index, sprite in board.mage_sprites.items():
                robes |= opaque(sprite, mirrored=state.mages[index].side == Side.CRIMSON)
                for decor in board.decor[index]:
                    if decor.texture not in auras:
                        painted |= opaque(decor)
            for sprite in [*board.shrines, *board.shrine_icons, *board.shrine_over]:
                painted |= opaque(sprite)
            for text, label in board.coord_sprites.items():
                box_pixels = pixels(label)
                assert not box_pixels & painted, (side, seat, text)
                # Two digits are 7 px wide and a robe's hem reaches the cell's 6th column: a mage
                # standing there may hide the edge of the second digit (drawn over it, as pieces
                # on a chess site), never the first, and never any of a row letter.
                first_digit = min(x for x, _ in box_pixels) + 3
                assert all(x > first_digit and text.isdigit() for x, _ in box_pixels & robes), (side, seat, text)


def test_labels_read_over_the_threat_view_and_in_both_languages(window) -> None:  # type: ignore[no-untyped-def]
    """Drawn over the tints: with the threat view on, each label's ink still shows on the
    canvas; the names are the log's, the same in Korean and English."""
    from game.shell.i18n import language
    from game.shell.snapshot import canvas_image

    state = position([MageSpec(Side.TEAL, Job.S, T.parse("D04"), (E.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.S, T.parse("D03"), (E.WATER,)),
                      MageSpec(Side.CRIMSON, Job.O, T.parse("F02"), (E.WOOD,))], battle=2, to_move=Side.TEAL, seed=1)
    for lang in ("ko", "en"):
        language().set(lang)
        window.director.start_position(state, "beginner")
        window.frame()
        screen = window.current
        if not screen.threat_on:
            screen.toggle_threat()
        window.frame()
        assert len(screen.board.marks)        # the threat view tints cells
        image = canvas_image(window).convert("RGB")
        height = image.size[1]
        for text, label in screen.board.coord_sprites.items():
            ink = label.texture.image.convert("RGBA")
            inked = [(x, y) for x in range(ink.size[0]) for y in range(ink.size[1]) if ink.getpixel((x, y))[3]]
            lit = [image.getpixel((int(label.left) + x, height - int(label.top) + y)) for x, y in inked]
            ground = [image.getpixel((int(label.left) + x, height - int(label.top) + y))
                      for x in range(ink.size[0]) for y in range(ink.size[1]) if (x, y) not in inked]
            # The ink is lighter than the ground round it, on plain and tinted cells alike.
            assert min(sum(p) for p in lit) > max(sum(p) for p in ground), (lang, text)
        screen.toggle_threat()
        window.director.end_match()
    language().set("en")
    assert COORD_INK[3] < 255       # quiet: half-transparent over the ground


def test_the_rules_field_picture_names_its_rows_and_columns(window) -> None:  # type: ignore[no-untyped-def]
    """The rules' field picture names rows and columns as the board does: each letter level
    with its row left of the grid, each number under its column, none touching another."""
    from game.shell.i18n import language
    from tests.game.test_rules_screen import extent, open_rules

    for lang in ("ko", "en"):
        language().set(lang)
        screen = open_rules(window)
        screen.turn(-screen.page)        # the first page: the match and the field
        labels = {label.text: extent(label) for label in screen.picture_labels}
        rows = [labels[letter] for letter in "ABCDEFG"]
        cols = [labels[f"{c:02d}"] for c in range(1, 16)]
        grid_left = min(c[0] for c in cols)
        assert all(r[2] < grid_left for r in rows), lang                     # letters left of the grid
        assert all(a[1] > b[3] for a, b in zip(rows, rows[1:])), lang       # A on top, one per row
        assert all(a[2] < b[0] for a, b in zip(cols, cols[1:])), lang       # 01 leftmost, none touching
        assert max(c[3] for c in cols) < min(r[1] for r in rows[:-1]), lang  # numbers under the rows
    language().set("en")
