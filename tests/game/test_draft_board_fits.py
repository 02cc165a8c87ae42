"""A draft's bigger board rests whole in the board's area, drawn smaller: its setup and its
battles show every cell, a click lands on the cell under it, the cell names keep the pixel
font's own size, and a whole match is played on it by clicks. The standard board is drawn
where and as it always was, at 32 px a cell."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engine.mage_battle import load_rules
from engine.mage_battle.rules import MAX_COLS, MAX_ROWS, RuleSet
from game.mage_battle.board import AREA, CELL, ORIGIN, resting
from game.shell.canvas import HEIGHT, WIDTH

BIG = Path(__file__).resolve().parents[2] / "scripts" / "drafts" / "big-board.toml"
BACKGROUND = (26, 20, 35)


def big_board() -> RuleSet:
    rules = load_rules(BIG.read_text(encoding="utf-8"), BIG.name)
    assert (rules.cols, rules.rows) == (19, 9)
    return rules


def test_the_standard_board_rests_where_it_always_did() -> None:
    geo = resting(15, 7)
    assert (geo.x0, geo.y0, geo.cell) == (*ORIGIN, CELL)
    assert (geo.width, geo.height) == AREA[2:]


@pytest.mark.parametrize(("cols", "rows"), [(19, 9), (16, 7), (15, 8), (30, 12), (MAX_COLS, MAX_ROWS), (3, 2)])
def test_any_board_rests_inside_the_area_at_the_most_whole_pixels_that_fit(cols: int, rows: int) -> None:
    geo = resting(cols, rows)
    left, bottom, width, height = AREA
    assert left <= geo.x0 and geo.x0 + geo.width <= left + width
    assert bottom <= geo.y0 and geo.y0 + geo.height <= bottom + height
    assert geo.cell == min(CELL, width // cols, height // rows)
    # Centred: the margins either side differ by a pixel at most.
    assert abs((geo.x0 - left) - (left + width - geo.x0 - geo.width)) <= 1
    assert abs((geo.y0 - bottom) - (bottom + height - geo.y0 - geo.height)) <= 1


def pixel(window: Any, x: float, y: float) -> tuple[int, int, int]:
    import arcade

    window.on_draw()
    image = arcade.get_image()
    sx, sy = image.width / WIDTH, image.height / HEIGHT
    px = image.getpixel((int(x * sx), image.height - 1 - int(y * sy)))
    return px[:3]


def corner_cells(cols: int, rows: int) -> list[int]:
    return [0, cols - 1, (rows - 1) * cols, rows * cols - 1]


def test_the_big_board_s_setup_shows_every_cell_and_a_click_picks_the_cell_under_it(
        window: Any, draft_setup: Any) -> None:
    from tests.game.driver import click_cell

    screen = draft_setup(big_board())
    board = screen.board
    geo = board.geo
    assert geo.cell == 24 and (geo.cols, geo.rows) == (19, 9)
    # The ground of each corner cell is drawn on the canvas (before, rows A-B and
    # columns 16-19 fell outside it).
    for cell in corner_cells(19, 9):
        x, y = geo.cell_rect(cell)
        assert pixel(window, x + geo.cell / 2, y + 3) != BACKGROUND, screen.tables.name(cell)
    # The third teal shrine (G01) is picked by a click on its cell.
    shrines = screen.tables.shrine_cells[screen.side]
    click_cell(window, board, shrines[2])
    assert screen.slot == 2


def test_the_big_board_s_cell_names_keep_the_font_s_pixels(window: Any, draft_setup: Any) -> None:
    screen = draft_setup(big_board())
    board = screen.board
    for text, sprite in board.coord_sprites.items():
        # On the canvas the label is as many pixels as its texture, at whole pixels.
        w, h = sprite.texture.image.size
        assert sprite.width * board.zoom == pytest.approx(w) and sprite.height * board.zoom == pytest.approx(h)
        sx, sy = (sprite.left - board.space.x0) * board.zoom + board.geo.x0, \
            (sprite.bottom - board.space.y0) * board.zoom + board.geo.y0
        assert sx == pytest.approx(round(sx)) and sy == pytest.approx(round(sy)), text
        cell = board.geo.cell_at(sx + w / 2, sy + h / 2)
        assert cell is not None
        name = screen.tables.name(cell)
        assert name == (f"{text}01" if text.isalpha() else f"I{text}"), (text, name)


def test_a_whole_match_on_the_big_board_is_played_by_clicks(window: Any, draft_setup: Any) -> None:
    from game.mage_battle.views.battle import BattleScreen
    from game.mage_battle.views.results import ResultsScreen
    from tests.game.driver import play

    draft_setup(big_board())
    controller = window.controller
    seen = play(window, random.Random(5))
    assert controller.over and seen[-1] is ResultsScreen and BattleScreen in seen
    assert controller.match.state.rules.cols == 19
