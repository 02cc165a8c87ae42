"""Plays Elemental Mage Battle's window like a person: every action is a synthesized click on
a button or a cell (the clicks every game shares are in tests/window_driver.py)."""

from __future__ import annotations

import random

from engine.mage_battle import Job, Phase, Side
from engine.mage_battle import commands as cmd
from tests.window_driver import centre_of as centre_of
from tests.window_driver import click
from tests.window_driver import settle as settle

click_button = click       # Mage Battle's tests click buttons; cells have their own helper


def click_cell(window, board, cell: int) -> None:  # type: ignore[no-untyped-def]
    window.click_native(*board.geo.centre(cell))


def do_setup(window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """Set up the seated side through the setup screen, by clicks."""
    screen = window.current
    phase, side, tables = screen.phase, screen.side, screen.tables
    if phase == Phase.SHRINES:
        elements = rng.sample(range(9), 3)
        for slot, e in enumerate(elements):
            click_cell(window, screen.board, tables.shrine_cells[side][slot])
            click_button(window, screen.palette_buttons[e])
    elif phase == Phase.FORMATION:
        # A click outside the zone is refused with feedback, and places nothing.
        click_cell(window, screen.board, tables.parse("D08"))
        assert screen.feedback.text and not screen.placements
        cells = rng.sample(sorted(tables.zone[side]), 9)
        for job, cell in zip((Job.S,) * 3 + (Job.P,) * 3 + (Job.O,) * 3, cells):
            click_button(window, screen.palette_buttons[int(job)])
            click_cell(window, screen.board, cell)
    else:
        own = [m for m in screen.view.mages if m.side == side]
        order = rng.sample(range(9), 9)
        for m, e in zip(own, order):
            click_button(window, screen.palette_buttons[e])
            click_cell(window, screen.board, m.cell)
    click_button(window, screen.confirm)


def choose(legal, rng: random.Random, cols: int = 15):  # type: ignore[no-untyped-def]
    attacks = [c for c in legal if isinstance(c, cmd.Attack)]
    cards = [c for c in legal if isinstance(c, cmd.UseCard)]
    moves = [c for c in legal if isinstance(c, cmd.Move)]
    if attacks and rng.random() < 0.8:
        return rng.choice(attacks)
    if cards and rng.random() < 0.2:
        return rng.choice(cards)
    if moves and rng.random() < 0.95:
        # Drift toward the enemy so battles end before the round limit.
        side = moves[0].side
        step = 1 if side == Side.TEAL else -1
        middle = cols // 2
        forward = [m for m in moves if m.to % cols > 0 and step * (m.to % cols - middle) >= -middle]
        scored = sorted(moves, key=lambda m: -step * (m.to % cols) + rng.random() * 3)
        return scored[0] if forward else rng.choice(moves)
    return next(c for c in legal if isinstance(c, cmd.EndTurn))


def do_action(window, command) -> None:  # type: ignore[no-untyped-def]
    screen = window.current
    board = screen.board
    state = window.controller.match.state
    if isinstance(command, cmd.EndTurn):
        click_button(window, screen.btn_end)
        if screen.end_armed:        # AP left and an attack in reach: the button asked once
            click_button(window, screen.btn_end)
        return
    if isinstance(command, cmd.Move):
        click_cell(window, board, state.mages[command.mage].cell)
        assert screen.selected == command.mage
        click_cell(window, board, command.to)
        return
    if isinstance(command, cmd.UseCard):
        click_button(window, screen.btn_card)
        click_cell(window, board, state.mages[command.target].cell)
        return
    click_cell(window, board, state.mages[command.mage].cell)
    click_button(window, screen.btn_attack)
    if not screen.element_chosen:
        options = screen.element_options()
        click_button(window, screen.element_buttons[options.index(command.element)])
    if command.orient is not None and int(command.orient) != screen.orient:
        click_button(window, screen.btn_orient)
    if command.direction is not None:
        aim = next(a for a in screen.aims if a[0] == command)
        click_cell(window, board, aim[1][0])
    elif command.centre is not None:
        click_cell(window, board, command.centre)
    else:
        click_cell(window, board, command.target)


def do_response(window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    screen = window.current
    for buttons in screen.response.buttons.values():
        button, _ = rng.choice(buttons)
        click_button(window, button)
    click_button(window, screen.response.confirm)


def play(window, rng: random.Random, max_steps: int = 3000) -> list[type]:  # type: ignore[no-untyped-def]
    """Plays teal's side by clicks to the results; returns the screens' classes in the
    order they were first shown in a row."""
    from game.mage_battle.views.battle import BattleScreen
    from game.mage_battle.views.layers import LayersScreen
    from game.mage_battle.views.results import ResultsScreen
    from game.mage_battle.views.setup import SetupScreen
    from game.shell.curtain import CurtainScreen

    seen: list[type] = []
    for _ in range(max_steps):
        settle(window, 1)
        screen = window.current
        if not seen or seen[-1] is not type(screen):
            seen.append(type(screen))
        if isinstance(screen, ResultsScreen):
            return seen
        if isinstance(screen, SetupScreen):
            do_setup(window, rng)
        elif isinstance(screen, (CurtainScreen, LayersScreen)):
            window.click_native(320, 300)
        elif isinstance(screen, BattleScreen):
            controller = window.controller
            state = controller.match.state
            if screen.response_ui is not None:
                do_response(window, rng)
            elif screen.my_turn():
                before = len(controller.match.commands)
                command = choose(screen.legal(), rng, state.tables.cols)
                do_action(window, command)
                assert controller.match.commands[before:] == [command], controller.last_error
            elif state.phase == Phase.ACTION and controller.is_human(state.to_move):
                settle(window, 2)
    raise AssertionError(f"no result after {max_steps} steps: {seen[-5:]}")
