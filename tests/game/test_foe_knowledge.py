"""Knowing what the other side knows: each of the seat's own mages shows whether the enemy has
seen its elements (revealed this battle, or last seen in an earlier one: the view's `seen`) —
an eye on the board, a line in its panel, a note in its hover line, in both languages — and
only from the seat's own view: never for the enemy's mages, never on the hot-seat screen
between two people."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.mage_battle import V0_6, Element, Job, Side, view_for
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from game.mage_battle.board import Board, eye_texture
from game.mage_battle.views.battle_input import InputState
from game.mage_battle.views.battle_presenter import describe_cell, side_panel
from game.shell.curtain import CurtainScreen
from game.shell.i18n import language, tr
from tests.game.test_board_coordinates import opaque, pixels

T = V0_6.tables
E = Element


def knowing(side: Side = Side.TEAL) -> State:
    """Battle 2: the side's mage 0 seen in battle 1 (fire x2 then; fire and water now), mage 1
    revealed this battle, mage 2 never seen; the other side's mage 3 seen in battle 1."""
    other = side.other
    state = position([MageSpec(side, Job.S, T.parse("A01"), (E.FIRE, E.WATER)),
                      MageSpec(side, Job.P, T.parse("D01"), (E.WOOD, E.WOOD)),
                      MageSpec(side, Job.O, T.parse("G08"), (E.ICE,)),
                      MageSpec(other, Job.S, T.parse("A15"), (E.METAL,)),
                      MageSpec(other, Job.O, T.parse("G15"), (E.DARK,))], battle=2, to_move=side, seed=1)
    seen = {0: (1, (E.FIRE, E.FIRE)), 1: (2, (E.WOOD, E.WOOD)), 3: (1, (E.METAL,))}
    return replace(state, mages=tuple(replace(m, seen=seen[i], revealed=seen[i][0] == 2) if i in seen else m
                                      for i, m in enumerate(state.mages)))


def panel_of(state: State, side: Side, index: int, own: bool = True) -> str:
    return side_panel(view_for(state, side), (), InputState(selected=index), own=own).extra


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_an_own_mages_panel_says_what_the_foe_has_seen_of_it(lang: str) -> None:
    language().set(lang)
    try:
        state = knowing()
        fire, water, wood = (tr(f"element.{e.key}") for e in (E.FIRE, E.WATER, E.WOOD))
        earlier = panel_of(state, Side.TEAL, 0)
        assert tr("panel.known.then", n=1, elements=tr("panel.stack", element=fire, n=2)) in earlier
        assert water not in earlier.split("\n")[-1]         # what it holds now is not what was seen
        now = panel_of(state, Side.TEAL, 1)
        assert tr("panel.known.now", elements=tr("panel.stack", element=wood, n=2)) in now
        assert tr("panel.known.none") in panel_of(state, Side.TEAL, 2)
        for key in ("panel.known.now", "panel.known.then", "panel.known.none", "hover.known.now",
                    "hover.known.then", "panel.stack"):
            assert tr(key, n=1, elements="x", element="x") != key
        # The hover line says it too, for the seat's own mages only.
        view = view_for(state, Side.TEAL)
        assert describe_cell(view, T.parse("A01")).endswith(tr("hover.known.then", n=1))
        assert describe_cell(view, T.parse("D01")).endswith(tr("hover.known.now"))
        assert not describe_cell(view, T.parse("A01"), own=False).endswith(tr("hover.known.then", n=1))
    finally:
        language().set("en")


def test_the_foes_knowledge_is_told_only_of_the_seats_own_mages() -> None:
    state = knowing()
    lines = ("Foe sees", "Foe saw", "Foe has not seen")
    # The enemy's mages: what the seat itself saw of them, never "the foe saw".
    for index in (3, 4):
        assert not any(w in panel_of(state, Side.TEAL, index) for w in lines)
        assert "foe" not in describe_cell(view_for(state, Side.TEAL), state.mages[index].cell or 0)
    # The other seat sees the same mages as its enemy's: no such line either.
    assert not any(w in panel_of(state, Side.CRIMSON, 0) for w in lines)
    # A screen that is no one's (own=False) says it of nobody.
    for index in range(5):
        assert not any(w in panel_of(state, Side.TEAL, index, own=False) for w in lines)


def eyes(board: Board) -> dict[int, int]:
    """The mages that carry the eye, with its alpha."""
    found = {}
    for index, decor in board.decor.items():
        for sprite in decor:
            if sprite.texture in (eye_texture(Side.TEAL), eye_texture(Side.CRIMSON)):
                found[index] = sprite.alpha
    return found


@pytest.mark.parametrize("side", list(Side))
def test_the_board_puts_an_eye_on_own_mages_the_foe_has_seen(side: Side) -> None:
    """Solid when the enemy knows the elements now, faint when it saw them in an earlier
    battle, none when never, none on the enemy's mages, none unless the screen is a seat's."""
    state = knowing(side)
    board = Board(T)
    board.sync(view_for(state, side))
    assert eyes(board) == {}                   # a board that is no seat's (setup, viewer): none
    board.shows_foe_knowledge = lambda: True
    board.sync(view_for(state, side))
    shown = eyes(board)
    assert set(shown) == {0, 1}
    assert shown[1] == 255 and 0 < shown[0] < 200
    eye = next(s for s in board.decor[1] if s.texture == eye_texture(side.other))   # in the enemy's colour
    # Inside its cell, clear of every mage, heart, icon and shrine, and of the cell names.
    cell = state.mages[1].cell
    assert cell is not None
    x, y = board.space.cell_rect(cell)
    assert x <= eye.left and eye.right <= x + 32 and y <= eye.bottom and eye.top <= y + 32
    auras = {id(s) for i in board.decor for s in board.decor[i] if s.texture.image.size == (30, 32)}
    for index in range(len(state.mages)):
        sprite = board.mage_sprites[index]
        painted = opaque(sprite, mirrored=state.mages[index].side == Side.CRIMSON)
        for decor in board.decor[index]:
            if decor.texture not in (eye_texture(Side.TEAL), eye_texture(Side.CRIMSON)) and id(decor) not in auras:
                painted |= opaque(decor)
        for s in [*board.shrines, *board.shrine_icons, *board.shrine_over, *board.coords]:
            painted |= opaque(s)
        for index2 in (0, 1):
            mark = next(s for s in board.decor[index2] if s.texture == eye_texture(side.other))
            assert not pixels(mark) & painted, (side, index, index2)


def test_on_the_hotseat_the_seat_sees_its_eyes_and_the_shared_screen_none(window) -> None:  # type: ignore[no-untyped-def]
    from tests.game.driver import settle

    window.director.start_position(knowing(Side.TEAL), None)
    settle(window, 1)
    curtain = window.current
    assert isinstance(curtain, CurtainScreen)
    window.click_native(320, 200)
    settle(window, 1)
    screen = window.current
    assert screen.perspective == Side.TEAL and not screen.nobodys()
    assert set(eyes(screen.board)) == {0, 1}
    screen.controls.state = replace(screen.controls.state, selected=0)
    screen.refresh_panel()
    assert "Foe saw in battle 1" in screen.layout.mage_panel.extra.text
    screen.hand_over()           # the person has played: the screen is no one's until the curtain
    assert screen.nobodys()
    assert eyes(screen.board) == {}
    screen.controls.state = replace(screen.controls.state, selected=0)
    screen.refresh_panel()
    assert "Foe" not in screen.layout.mage_panel.extra.text
    window.director.end_match()


def test_the_log_stays_above_the_buttons_when_a_selected_mage_says_more(window) -> None:  # type: ignore[no-untyped-def]
    """The foe's-knowledge line makes an own mage's panel longer: the log under it moves down
    and drops its oldest lines at once rather than run over the threat and undo buttons until
    the next frame (a frame drawn before it, as the screenshots are, showed them overlapping)."""
    import arcade

    from game.mage_battle.views.battle_log import FLOOR
    from tests.game.driver import click_cell, settle

    window.director.start_position(knowing(Side.TEAL), "beginner")
    for _ in range(8):
        settle(window, 2)
        window.press_key(arcade.key.E)
    settle(window, 2)
    screen = window.current
    log = screen.layout.log.label
    assert log.text.count("\n") >= 3, "the log needs lines enough to reach the buttons"
    for index in (0, 1, 2):
        cell = screen.now().mages[index].cell
        assert cell is not None
        click_cell(window, screen.board, cell)      # checked before the next frame's update
        assert screen.controls.state.selected == index
        assert log.bottom >= FLOOR, index
        assert log.bottom >= screen.layout.threat.y + screen.layout.threat.h, index
    window.director.end_match()
