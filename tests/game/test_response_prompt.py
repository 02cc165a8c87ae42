"""The defender's response prompt stands where it hides none of the engagement it asks
about: the attacker, its line or area and its targets stay in sight, wherever on the
board the attack falls."""

from __future__ import annotations

import pytest

from engine.mage_battle import V0_6, Element, Job, Side, legal_commands, step, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.position import MageSpec, position
from game.mage_battle.board import CELL, BoardGeometry
from game.mage_battle.foresight import Knowledge, response_table
from game.mage_battle.views.response import ResponsePrompt, place_box

T = V0_6.tables
E = Element


def overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def declared(mages: list[MageSpec], pick) -> object:  # type: ignore[no-untyped-def]
    state = position(mages, battle=3, seed=1)
    attack = next(c for c in legal_commands(state, Side.TEAL) if isinstance(c, cmd.Attack) and pick(c))
    state, _ = step(state, attack)
    return view_for(state, Side.CRIMSON)


ENGAGEMENTS = {
    # A priest's 3x3 area in the middle rows: neither below nor above had room.
    "priest_square_mid_board": ([MageSpec(Side.TEAL, Job.P, T.parse("D04"), (E.WATER, E.WATER, E.WATER)),
                                 MageSpec(Side.CRIMSON, Job.O, T.parse("D06"), (E.FIRE, E.ICE)),
                                 MageSpec(Side.CRIMSON, Job.S, T.parse("E07"), (E.WOOD, E.DARK))],
                                lambda c: c.centre == T.parse("D06")),
    # A sorcerer's line down a column: it crosses every row.
    "sorcerer_column": ([MageSpec(Side.TEAL, Job.S, T.parse("A08"), (E.FIRE, E.FIRE, E.FIRE)),
                         MageSpec(Side.CRIMSON, Job.O, T.parse("F08"), (E.METAL, E.WATER))],
                        lambda c: True),
    # A long line along row D towards crimson's side, whose half the old prompt chose.
    "sorcerer_row_right": ([MageSpec(Side.TEAL, Job.S, T.parse("D08"), (E.FIRE, E.FIRE, E.FIRE)),
                            MageSpec(Side.CRIMSON, Job.O, T.parse("D14"), (E.METAL, E.EARTH)),
                            MageSpec(Side.CRIMSON, Job.P, T.parse("D10"), (E.WOOD, E.LIGHT))],
                           lambda c: True),
    # Attacker in row B, area two rows down.
    "priest_far_centre": ([MageSpec(Side.TEAL, Job.P, T.parse("C05"), (E.WATER, E.WATER)),
                           MageSpec(Side.CRIMSON, Job.O, T.parse("E05"), (E.FIRE, E.EARTH))],
                          lambda c: c.centre == T.parse("E05")),
}


@pytest.mark.parametrize("name", sorted(ENGAGEMENTS))
def test_the_response_prompt_leaves_the_attacker_its_area_and_targets_in_sight(window, name: str) -> None:  # type: ignore[no-untyped-def]
    mages, pick = ENGAGEMENTS[name]
    view = declared(mages, pick)
    assert view.pending is not None
    geo = BoardGeometry(T.cols, T.rows)
    prompt = ResponsePrompt(view, geo, lambda: None, response_table(view, Knowledge(view, [])))
    left, bottom, w, h = prompt.box
    box = (left - 1, bottom - 1, w + 2, h + 2)          # its border too
    cells = set(view.pending.area) | {view.mages[t].cell for t in view.pending.targets} \
        | {view.mages[view.pending.attacker].cell}
    for cell in cells:
        assert cell is not None
        assert not overlaps(box, (*geo.cell_rect(cell), CELL, CELL)), T.name(cell)
    # On the canvas, under the top bar and over the status line.
    assert left >= 0 and left + w <= 640 and bottom >= 18 and bottom + h <= 326


def test_the_prompt_stays_on_the_board_when_the_board_has_room() -> None:
    board = (0, 104, 480, 224)
    left, bottom = place_box([(0, 296, CELL, CELL)], 300, 102, board)
    assert board[0] <= left and left + 300 <= board[0] + board[2]
    assert board[1] <= bottom and bottom + 102 <= board[1] + board[3]
    # No room above or below a square in the middle rows: beside it, over the side panel,
    # rather than over the guide, where the tutorial's coach box stands and takes clicks.
    square = [(x, y, CELL, CELL) for x in (96, 128, 160) for y in (136, 168, 200)]
    left, bottom = place_box(square, 300, 102, board)
    assert bottom >= board[1] and left >= 192
