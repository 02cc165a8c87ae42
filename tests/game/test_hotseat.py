"""Hot-seat: a curtain before every screen with one side's secrets, and the other side's
hidden elements never drawn (R28, R29)."""

from __future__ import annotations

import random

from engine.mage_battle import Element, Job, Phase, Side
from engine.mage_battle.events import EngagementRevealed, LayersCut
from engine.mage_battle.position import MageSpec, position
from game.mage_battle.board import element_texture
from game.mage_battle.views.battle import BattleScreen
from game.mage_battle.views.layers import LayersScreen
from game.mage_battle.views.results import ResultsScreen
from game.mage_battle.views.setup import SetupScreen
from game.shell.curtain import CurtainScreen
from tests.game.driver import (
    choose,
    click_cell,
    do_action,
    do_response,
    do_setup,
    settle,
)

SECRET_SCREENS = (SetupScreen, LayersScreen, BattleScreen)


def secret_side(window) -> Side | None:  # type: ignore[no-untyped-def]
    screen = window.current
    if isinstance(screen, (SetupScreen, LayersScreen)):
        return screen.side
    if isinstance(screen, BattleScreen):
        return screen.perspective if window.director.seat is not None else None
    return None


def drawn_elements(screen) -> list[tuple[int, object]]:  # type: ignore[no-untyped-def]
    """(mage index, texture) of every element icon the board draws over a mage."""
    icons = {id(element_texture(e)) for e in Element} | {id(element_texture(None))}
    board = screen.board
    found = []
    for sprite in board.overlay:
        if id(sprite.texture) not in icons:
            continue
        cell = board.space.cell_at(sprite.center_x, sprite.center_y)
        if cell is None:
            continue
        occupant = screen.shown.mages and next((m.index for m in screen.shown.mages if m.cell == cell), None)
        if occupant is not None:
            found.append((occupant, sprite.texture))
    return found


def check_secrets(window) -> None:  # type: ignore[no-untyped-def]
    screen = window.current
    if not isinstance(screen, BattleScreen):
        return
    seat = window.director.seat     # None: between two people, the screen is nobody's
    assert seat is None or (screen.perspective == seat and screen.shown.side == seat)
    state = window.controller.match.state
    # An enemy element may be drawn only if a public event revealed it on that mage (R13, R24).
    public: dict[int, set[int]] = {}
    for e in window.controller.match.events:
        if isinstance(e, EngagementRevealed):
            for index, layers in e.layers:
                public.setdefault(index, set()).update(id(element_texture(x)) for x in layers)
        elif isinstance(e, LayersCut):
            public.setdefault(e.mage, set()).update(id(element_texture(x)) for x in e.removed)
    for index, texture in drawn_elements(screen):
        mage = state.mages[index]
        assert mage.side == seat or id(texture) in public.get(index, set()), \
            f"hidden element of mage {index} drawn for {seat}"
    # Every log line is one the seated side may read: none comes from the other side's secrets.
    from engine.mage_battle.state import mage_label
    from game.mage_battle.log import describe

    lines = describe(window.controller.match.events, seat, screen.tables, lambda i: mage_label(state, i))
    assert all(line in lines for line in screen.txt_log.text.split("\n") if line)


def run(window, rng: random.Random, steps: int) -> list[tuple[type, int | None]]:  # type: ignore[no-untyped-def]
    """The screens shown in a row (their classes), each with the side it was for."""
    trail: list[tuple[type, int | None]] = []
    for _ in range(steps):
        settle(window, 1)
        check_secrets(window)
        screen = window.current
        side = screen.seat if isinstance(screen, CurtainScreen) else secret_side(window)
        entry = (type(screen), side)
        if not trail or trail[-1] != entry:
            trail.append(entry)
        if isinstance(screen, ResultsScreen):
            break
        if isinstance(screen, SetupScreen):
            do_setup(window, rng)
        elif isinstance(screen, (CurtainScreen, LayersScreen)):
            window.click_native(320, 300)
        elif isinstance(screen, BattleScreen):
            if screen.response_ui is not None:
                do_response(window, rng)
            elif screen.my_turn():
                do_action(window, choose(screen.legal(), rng))
    return trail


def assert_curtains(trail: list[tuple[type, int | None]]) -> None:
    last_secret: int | None = None
    curtain_for: int | None = None
    for kind, side in trail:
        if issubclass(kind, CurtainScreen):
            curtain_for = side
        elif issubclass(kind, SECRET_SCREENS):
            if side != last_secret:
                assert curtain_for == side, f"{kind.__name__} of {side} shown without a curtain: {trail}"
            last_secret, curtain_for = side, None


def test_r29_hotseat_setup_and_turns_go_behind_the_curtain(window):
    rng = random.Random(2)
    window.director.start_match(None, seed=8)
    trail = run(window, rng, 160)
    assert window.controller.match.state.phase in (Phase.ACTION, Phase.RESPONSE, Phase.OVER)
    setups = [t for t in trail if issubclass(t[0], SetupScreen)]
    assert {s for _, s in setups} == {Side.TEAL, Side.CRIMSON} and len(setups) == 6
    assert sum(1 for kind, _ in trail if issubclass(kind, CurtainScreen)) >= 7
    assert_curtains(trail)


def test_r28_defender_responds_behind_the_curtain_and_sees_no_hidden_layers(window):
    from engine.mage_battle import V0_6

    t = V0_6.tables
    mages = [
        MageSpec(Side.TEAL, Job.O, t.parse("D07"), (Element.FIRE, Element.ICE)),
        MageSpec(Side.TEAL, Job.S, t.parse("B02"), (Element.WOOD, Element.WOOD)),
        MageSpec(Side.CRIMSON, Job.O, t.parse("D08"), (Element.WATER, Element.EARTH)),
        MageSpec(Side.CRIMSON, Job.P, t.parse("F13"), (Element.DARK, Element.LIGHT)),
    ]
    state = position(mages, battle=2, to_move=Side.TEAL, seed=3)
    window.director.start_position(state, None)
    trail = []
    settle(window, 1)
    curtain = window.current
    assert isinstance(curtain, CurtainScreen) and curtain.seat == Side.TEAL
    window.click_native(320, 200)
    settle(window, 1)
    screen = window.current
    check_secrets(window)
    # Teal sees crimson's aura-less, unrevealed mages without elements.
    assert not [i for i, _ in drawn_elements(screen) if i >= 2]
    # Teal's mystic attacks with fire: crimson must respond, after its own curtain.
    click_cell(window, screen.board, t.parse("D07"))
    screen.enter("attack")
    screen.choose_element(screen.element_options().index(Element.FIRE))
    click_cell(window, screen.board, t.parse("D08"))
    settle(window, 2)
    curtain = window.current
    assert isinstance(curtain, CurtainScreen) and curtain.seat == Side.CRIMSON
    trail.append((CurtainScreen, Side.CRIMSON))
    window.click_native(320, 200)
    settle(window, 1)
    screen = window.current
    check_secrets(window)
    assert screen.response_ui is not None and screen.perspective == Side.CRIMSON
    # Teal's committed element is not in crimson's log before the reveal.
    assert "fire" not in screen.txt_log.text.lower() and "Fire" not in screen.txt_log.text
    do_response(window, random.Random(1))
    settle(window, 3)
    check_secrets(window)
    # After the reveal both mages' layers are public and may be drawn.
    state = window.controller.match.state
    assert state.mages[0].revealed and state.mages[2].revealed


def test_the_duel_plays_for_both_people_before_the_attackers_curtain(window):
    """Once the defender has answered, the screen is nobody's: the duel animates there for both
    people (each side's mages as the enemy knows them), and only then does the attacker take
    the seat again behind its curtain."""
    from engine.mage_battle import V0_6

    t = V0_6.tables
    mages = [
        MageSpec(Side.TEAL, Job.O, t.parse("D07"), (Element.FIRE, Element.ICE)),
        MageSpec(Side.TEAL, Job.S, t.parse("B02"), (Element.WOOD, Element.WOOD)),
        MageSpec(Side.CRIMSON, Job.O, t.parse("D08"), (Element.WATER, Element.EARTH)),
        MageSpec(Side.CRIMSON, Job.P, t.parse("F13"), (Element.DARK, Element.LIGHT)),
    ]
    window.director.start_position(position(mages, battle=2, to_move=Side.TEAL, seed=3), None)
    settle(window, 1)
    window.click_native(320, 200)
    settle(window, 1)
    screen = window.current
    click_cell(window, screen.board, t.parse("D07"))
    screen.enter("attack")
    screen.choose_element(screen.element_options().index(Element.FIRE))
    click_cell(window, screen.board, t.parse("D08"))
    settle(window, 2)
    window.click_native(320, 200)       # crimson takes the seat
    settle(window, 1)
    window.settings.speed = 1
    try:
        do_response(window, random.Random(1))
        window.frame()
        screen = window.current
        assert isinstance(screen, BattleScreen) and window.director.seat is None
        assert screen.queue, "the duel waits for nobody: it must play on the shared screen"
        # The table's view is made once per pair of seat views, not at every hover and refresh.
        assert screen.seat_view() is screen.seat_view()
        duel_frames = 0
        while screen.queue:
            assert window.current is screen, "a curtain came up while the duel was still playing"
            check_secrets(window)
            # Neither side's unrevealed mages show their elements: teal's sorcerer, crimson's priest.
            assert not {1, 3} & {i for i, _ in drawn_elements(screen)}
            window.frame(1 / 10)
            duel_frames += 1
        assert duel_frames > 3
        settle(window, 2)
        curtain = window.current
        assert isinstance(curtain, CurtainScreen) and curtain.seat == Side.TEAL
    finally:
        window.settings.speed = 0


def test_each_person_finds_their_own_threat_view_at_their_next_turn(window):
    """Per-seat screen state: teal's threat view stays teal's; crimson's screen starts without it,
    and teal finds it on again behind its next curtain."""
    import arcade

    from engine.mage_battle import V0_6

    t = V0_6.tables
    mages = [MageSpec(Side.TEAL, Job.O, t.parse("D03"), (Element.FIRE,)),
             MageSpec(Side.CRIMSON, Job.O, t.parse("D12"), (Element.WATER,))]
    window.director.start_position(position(mages, battle=1, to_move=Side.TEAL, seed=4), None)
    shown = []
    for _ in range(3):
        settle(window, 1)
        curtain = window.current
        assert isinstance(curtain, CurtainScreen)
        window.click_native(320, 200)
        settle(window, 1)
        screen = window.current
        shown.append((screen.perspective, screen.threat_on))
        if screen.perspective == Side.TEAL and not screen.threat_on:
            window.press_key(arcade.key.T)
            assert screen.threat_on
        window.press_key(arcade.key.E)
        settle(window, 2)
    assert shown == [(Side.TEAL, False), (Side.CRIMSON, False), (Side.TEAL, True)]


def test_the_curtain_tells_what_happened_in_public_while_the_person_looked_away(window):
    from engine.mage_battle import V0_6

    t = V0_6.tables
    mages = [
        MageSpec(Side.TEAL, Job.O, t.parse("D07"), (Element.FIRE, Element.ICE)),
        MageSpec(Side.TEAL, Job.S, t.parse("B02"), (Element.WOOD, Element.WOOD)),
        MageSpec(Side.CRIMSON, Job.O, t.parse("D08"), (Element.WATER, Element.EARTH)),
    ]
    window.director.start_position(position(mages, battle=2, to_move=Side.TEAL, seed=3), None)
    settle(window, 1)
    assert window.current.recap_lines() == []         # nothing happened before the first seat
    window.click_native(320, 200)
    settle(window, 1)
    screen = window.current
    click_cell(window, screen.board, t.parse("D07"))
    screen.enter("attack")
    screen.choose_element(screen.element_options().index(Element.FIRE))
    click_cell(window, screen.board, t.parse("D08"))
    settle(window, 2)
    assert window.current.seat == Side.CRIMSON
    assert window.current.recap_lines() == ["t1 attacks c1"]     # the element stays teal's secret
    window.click_native(320, 200)
    settle(window, 1)
    do_response(window, random.Random(1))
    settle(window, 3)
    told = window.current.recap_lines()
    # Teal saw its own attack declared; while it looked away the duel was fought.
    assert window.current.seat == Side.TEAL and told[0].startswith("Revealed: t1 Fire") and len(told) >= 2
    assert not any("Wood" in line or "attacks" in line for line in told)
