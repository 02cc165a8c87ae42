"""Save a PNG of every screen, in Korean and English, under out/screenshots/.

    .venv/bin/python scripts/screenshots.py [--lang ko|en|both]

Runs the real window headless; the flow is driven by the same synthesized clicks
as the tests. Look at the pictures before calling a screen done.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
# The matches played for the pictures journal and save into out/, not the player's folder.
os.environ.setdefault("EMB_DATA_DIR", str(ROOT / "out" / "screenshots" / "data"))
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import arcade  # noqa: E402

from engine.mage_battle import Card, Element, Job, Side  # noqa: E402
from engine.mage_battle import commands as cmd  # noqa: E402
from engine.mage_battle.position import MageSpec, position  # noqa: E402

OUT = ROOT / "out" / "screenshots"


class ScriptedAgent:
    """Crimson for the pictures: attacks a teal mage that has two elements, else ends its turn."""

    level = "scripted"
    mood = None

    def choose(self, view, legal, seen):  # type: ignore[no-untyped-def]
        for command in legal:
            if isinstance(command, cmd.Attack):
                return command
        return legal[-1]


def showcase_position():  # type: ignore[no-untyped-def]
    t = lambda name: position_cell(name)  # noqa: E731
    E = Element
    mages = [
        MageSpec(Side.TEAL, Job.S, t("C04"), (E.FIRE, E.FIRE)),
        MageSpec(Side.TEAL, Job.P, t("D06"), (E.WATER, E.LIGHT)),
        MageSpec(Side.TEAL, Job.O, t("D08"), (E.ICE, E.EARTH)),
        MageSpec(Side.TEAL, Job.S, t("F03"), (E.WOOD,), hp=1),
        MageSpec(Side.TEAL, Job.O, t("B02"), (E.DARK, E.DARK, E.DARK)),
        MageSpec(Side.CRIMSON, Job.O, t("C08"), (E.METAL, E.WATER)),
        MageSpec(Side.CRIMSON, Job.S, t("C12"), (E.ELECTRIC, E.ELECTRIC)),
        MageSpec(Side.CRIMSON, Job.P, t("E11"), (E.FIRE,)),
        MageSpec(Side.CRIMSON, Job.P, t("B13"), (E.LIGHT, E.LIGHT, E.LIGHT), hp=1),
    ]
    return mages


def position_cell(name: str) -> int:
    from engine.mage_battle import V0_6

    return V0_6.tables.parse(name)


def save(window, name: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    window.on_draw()
    path = OUT / f"{lang}_{name}.png"
    arcade.get_image().save(path)
    print(path.relative_to(ROOT))


def hover(window, x: float, y: float) -> None:  # type: ignore[no-untyped-def]
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    window.dispatch_event("on_mouse_motion", int(ox + (x + 0.5) * s), int(oy + (y + 0.5) * s), 0, 0)
    window.dispatch_events()
    window.frame()


def frames(window, n: int, dt: float = 1 / 60) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        window.frame(dt, draw=False)


def run_frames_until(window, test, limit: int = 600) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        window.frame(1 / 60, draw=False)
        if window.controller is not None:
            window.controller.wait_for_ai(5)
        if test():
            return


def end_turn(window, screen) -> None:  # type: ignore[no-untyped-def]
    """End the turn by its button, twice when it asks first (AP left, an attack in reach)."""
    from tests.game.driver import click_button

    click_button(window, screen.btn_end)
    if screen.end_armed:
        click_button(window, screen.btn_end)


def shoot(lang: str) -> None:
    from game.mage_battle.director import MageDirector
    from game.shell.app import GameWindow
    from game.shell.i18n import language
    from tests.game.driver import click_button, click_cell, do_action, do_response, do_setup, settle

    window = _window(GameWindow)
    language().set(lang)
    director = window.director = MageDirector(window)
    rng = random.Random(3)
    window.settings.speed = 0

    director.title()
    window.frame()
    save(window, "01_title", lang)
    director.settings()
    window.frame()
    save(window, "02_settings", lang)
    director.new_match()
    window.frame()
    save(window, "03_opponent", lang)

    director.start_match("beginner", seed=21)
    settle(window)
    screen = window.current
    click_cell(window, screen.board, screen.tables.shrine_cells[Side.TEAL][0])
    click_button(window, screen.palette_buttons[0])
    click_button(window, screen.palette_buttons[5])
    save(window, "04_setup_shrines", lang)
    click_button(window, screen.palette_buttons[7])
    click_button(window, screen.confirm)
    settle(window, 6)
    screen = window.current
    tables = screen.tables
    for job, name in ((Job.S, "B02"), (Job.S, "D04"), (Job.P, "C03"), (Job.O, "E05")):
        click_button(window, screen.palette_buttons[int(job)])
        click_cell(window, screen.board, tables.parse(name))
    click_cell(window, screen.board, tables.parse("D09"))
    x, y = screen.board.geo.cell_rect(tables.parse("D09"))
    window.dispatch_event("on_mouse_motion", (x + 16) * 2, (y + 16) * 2, 0, 0)
    window.dispatch_events()
    save(window, "05_setup_formation", lang)
    screen.clear_choices()
    do_setup(window, rng)
    settle(window, 6)
    screen = window.current
    own = [m for m in screen.view.mages if m.side == Side.TEAL]
    for m, e in zip(own[:5], (0, 3, 6, 1, 8)):
        click_button(window, screen.palette_buttons[e])
        click_cell(window, screen.board, m.cell)
    save(window, "06_setup_elements", lang)
    screen.clear_choices()
    do_setup(window, rng)
    settle(window, 6)
    # A few turns in, so the armies have met.
    for _ in range(40):
        settle(window, 1)
        screen = window.current
        if type(screen).__name__ != "BattleScreen":
            window.click_native(320, 300)
            continue
        if screen.response_ui is not None:
            do_response(window, rng)
        elif screen.my_turn():
            legal = screen.legal()
            moves = [c for c in legal if isinstance(c, cmd.Move)]
            do_action(window, sorted(moves, key=lambda m: -(m.to % 15) + rng.random() * 4)[0])
    settle(window, 4)
    screen = window.current
    if type(screen).__name__ == "BattleScreen":
        state = window.controller.match.state
        # A teal mage the enemy has seen when there is one: its eye and panel line in the picture.
        living = list(state.living(Side.TEAL))
        teal = next((i for i in living if state.mages[i].seen is not None), living[0])
        click_cell(window, screen.board, state.mages[teal].cell)
        save(window, "07_battle", lang)
        # A tip on hover, and Attack disabled for a mage that cannot attack.
        screen.cancel()
        click_cell(window, screen.board, tables.parse("D08"))
        hover(window, screen.btn_move.x + 20, screen.btn_move.y + 10)
        save(window, "07b_hover_tip", lang)

    # The showcase position: attack preview, response, duel.
    window.settings.speed = 1
    state = position(showcase_position(), battle=2, to_move=Side.TEAL, seed=5,
                     cards=(Card.RESONANCE_CUT, Card.MANA_BACKFLOW))
    director.start_position(state, "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    screen = window.current
    board = screen.board
    click_cell(window, board, tables.parse("C04"))
    click_button(window, screen.btn_attack)
    x, y = board.geo.cell_rect(tables.parse("C07"))
    window.dispatch_event("on_mouse_motion", (x + 16) * 2, (y + 16) * 2, 0, 0)
    window.dispatch_events()
    save(window, "08_attack_preview", lang)
    click_cell(window, board, tables.parse("D06"))
    click_button(window, screen.btn_attack)
    click_button(window, screen.element_buttons[0])
    x, y = board.geo.cell_rect(tables.parse("C07"))
    window.dispatch_event("on_mouse_motion", (x + 16) * 2, (y + 16) * 2, 0, 0)
    window.dispatch_events()
    save(window, "09_attack_preview_priest", lang)
    screen.cancel()
    click_button(window, screen.btn_card)
    click_cell(window, board, tables.parse("C08"))
    run_frames_until(window, lambda: bool(screen.queue) and screen.queue[0].kind == "card"
                     and screen.queue[0].t > 0.4, 300)
    save(window, "09b_card_played", lang)
    screen.skip()
    frames(window, 2)
    end_turn(window, screen)
    run_frames_until(window, lambda: screen.response_ui is not None, 900)
    save(window, "10_response_prompt", lang)
    do_response(window, rng)
    run_frames_until(window, lambda: bool(screen.queue) and screen.queue[0].kind == "duel"
                     and screen.queue[0].t > screen.queue[0].duration * 0.6, 900)
    save(window, "11_duel_closeup", lang)
    screen.skip()
    frames(window, 2)

    # Hot-seat: the curtain.
    director.start_position(state, None)
    frames(window, 1)
    save(window, "12_curtain", lang)

    # A whole match (animations off), then the transition replayed mid-way.
    window.settings.speed = 0
    from tests.game.test_match_by_clicks import play

    director.start_match("beginner", seed=4)
    play(window, random.Random(5))
    controller = window.controller
    save(window, "15_results", lang)
    shoot_viewer_seat(window, controller.replay_path, lang)
    from game.mage_battle.views.battle import BattleScreen
    from game.mage_battle.views.layers import LayersScreen

    ended = next(b for b in controller.batches if any(type(e).__name__ == "BattleStarted" and e.battle == 2
                                                     for e in b.events))
    window.settings.speed = 1
    screen = BattleScreen(window, director)
    screen.consumed = len(controller.batches)
    screen.enqueue(ended)
    window.show(screen)
    while screen.queue and screen.queue[0].kind != "scroll":
        screen.finish_step(screen.queue[0])
    frames(window, int(60 * 1.1))
    save(window, "13_transition", lang)
    window.show(LayersScreen(window, director, Side.TEAL, 2, lambda: None))
    save(window, "14_new_layers", lang)
    director.end_match()

    # A shrine won: the winner on the flaring shrine, the banner with the score (its own beat).
    shrine = tables.shrine_cells[Side.CRIMSON][1]
    from engine.mage_battle.position import default_shrines

    won = position([MageSpec(Side.TEAL, Job.S, shrine - 1, (default_shrines(state.rules)[1][1], Element.FIRE)),
                    MageSpec(Side.TEAL, Job.P, tables.parse("C12"), (Element.WATER,)),
                    MageSpec(Side.CRIMSON, Job.O, tables.parse("F14"), (Element.METAL,)),
                    MageSpec(Side.CRIMSON, Job.S, tables.parse("B15"), (Element.WOOD,))], battle=3, seed=5)
    window.settings.speed = 2
    director.start_position(won, "beginner")
    frames(window, 2)
    screen = window.current
    click_cell(window, screen.board, shrine - 1)
    click_cell(window, screen.board, shrine)
    run_frames_until(window, lambda: bool(screen.queue) and screen.queue[0].kind == "won"
                     and screen.queue[0].t > 0.55, 600)
    save(window, "18_battle_won_beat", lang)
    director.end_match()
    window.settings.speed = 0

    # Every unfinished match on the title screen, and the question before a new one.
    director.title()
    window.frame()
    save(window, "16_title_unfinished", lang)
    click_button(window, window.current.buttons[0])
    window.frame()
    save(window, "17_confirm_new_match", lang)
    director.title()
    shoot_foresight(window, lang)
    shoot_reading(window, lang)
    shoot_following(window, lang)


def shoot_viewer_seat(window, path, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The replay of the match just played, in teal's perspective (chosen by its button): a
    resolved engagement's what-if, then the board after it closed, still teal's (issue 14's
    bug 6 came from pictures of the what-if taken in "all")."""
    from engine.mage_battle import commands as cmd
    from game.shell.viewer import open_replay
    from tests.game.driver import click_button

    if path is None:
        return
    screen = open_replay(window, window.director, path)
    window.frame()
    click_button(window, screen.persp_buttons["teal"])
    model = screen.model
    respond = next(j for j, c in enumerate(model.commands) if isinstance(c, cmd.Respond) and j > 30)
    screen.go(model.boundaries[respond + 1])
    window.press_key(arcade.key.W)
    save(window, "15b_viewer_teal_whatif", lang)
    window.press_key(arcade.key.ESCAPE)
    save(window, "15c_viewer_teal_after_whatif", lang)


def foresight_position():  # type: ignore[no-untyped-def]
    """Battle 2 with history: crimson's layers of battle 1 seen (drawn faintly now), one
    crimson mage revealed this battle, teal to move."""
    from dataclasses import replace

    from engine.mage_battle import V0_6

    t = V0_6.tables.parse
    E = Element
    state = position([
        MageSpec(Side.TEAL, Job.S, t("D04"), (E.FIRE, E.FIRE)),
        MageSpec(Side.TEAL, Job.O, t("C07"), (E.WATER, E.LIGHT)),
        MageSpec(Side.TEAL, Job.P, t("E05"), (E.EARTH,)),
        MageSpec(Side.TEAL, Job.S, t("B03"), (E.ICE,)),
        MageSpec(Side.CRIMSON, Job.O, t("C08"), (E.METAL, E.DARK)),
        MageSpec(Side.CRIMSON, Job.S, t("D11"), (E.WOOD, E.WOOD)),
        MageSpec(Side.CRIMSON, Job.P, t("D09"), (E.ELECTRIC,)),
        MageSpec(Side.CRIMSON, Job.S, t("B12"), (E.FIRE,)),
    ], battle=2, to_move=Side.TEAL, seed=5)
    seen = {4: (E.METAL,), 5: (E.WOOD,), 6: (E.WATER,)}
    mages = tuple(replace(m, seen=(1, seen[i])) if i in seen else m for i, m in enumerate(state.mages))
    mages = tuple(replace(m, revealed=True, seen=(2, m.layers)) if i == 7 else m for i, m in enumerate(mages))
    return replace(state, mages=mages)


def shoot_foresight(window, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 14, seeing before deciding: the threat view, the attack preview, the response
    prompt with its table, enemies' last-seen elements drawn faintly, undo."""
    from tests.game.driver import click_button, click_cell

    director = window.director
    window.settings.speed = 0
    state = foresight_position()
    tables = state.tables
    director.start_position(state, "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    screen = window.current
    board = screen.board
    save(window, "19_last_seen_faint", lang)
    click_button(window, screen.btn_threat)
    x, y = board.geo.cell_rect(tables.parse("D06"))
    hover(window, x + 16, y + 16)
    save(window, "20_threat_view", lang)
    click_button(window, screen.btn_threat)
    click_cell(window, board, tables.parse("C07"))
    click_button(window, screen.btn_attack)
    click_button(window, screen.element_buttons[0])
    x, y = board.geo.cell_rect(tables.parse("C08"))
    hover(window, x + 16, y + 16)
    save(window, "21_attack_preview_hidden", lang)
    screen.cancel()
    click_cell(window, board, tables.parse("D04"))
    click_cell(window, board, tables.parse("C05"))
    frames(window, 2)
    hover(window, screen.btn_undo.x + 20, screen.btn_undo.y + 9)
    save(window, "22_undo_tip", lang)
    click_button(window, screen.btn_undo)
    click_cell(window, board, tables.parse("D04"))
    click_button(window, screen.btn_attack)
    x, y = board.geo.cell_rect(tables.parse("D08"))
    hover(window, x + 16, y + 16)
    save(window, "23_attack_preview_line", lang)
    screen.cancel()
    end_turn(window, screen)
    run_frames_until(window, lambda: screen.response_ui is not None, 900)
    click_cell(window, board, tables.parse("B12"))      # the board stays inspectable
    cell = screen.response.cells[0]
    hover(window, cell.x + 7, cell.y + 7)
    save(window, "24_response_table", lang)
    director.end_match()


def reading_position():  # type: ignore[no-untyped-def]
    """Issue 25, reading the board: battle 2 with teal holding Mana Backflow, a teal priest
    on its own shrine at column 01 (the shrine icon must not run off the board), crimson's
    layers of battle 1 seen."""
    from dataclasses import replace

    from engine.mage_battle import V0_6

    t = V0_6.tables.parse
    E = Element
    state = position([
        MageSpec(Side.TEAL, Job.S, t("D04"), (E.FIRE, E.FIRE)),
        MageSpec(Side.TEAL, Job.O, t("C07"), (E.WATER, E.LIGHT)),
        MageSpec(Side.TEAL, Job.P, t("E05"), (E.EARTH,)),
        MageSpec(Side.TEAL, Job.S, t("B03"), (E.ICE,)),
        MageSpec(Side.TEAL, Job.P, t("D01"), (E.DARK,)),
        MageSpec(Side.CRIMSON, Job.O, t("C08"), (E.METAL, E.DARK, E.DARK)),
        MageSpec(Side.CRIMSON, Job.S, t("D11"), (E.WOOD, E.WOOD)),
        MageSpec(Side.CRIMSON, Job.P, t("D09"), (E.ELECTRIC,)),
        MageSpec(Side.CRIMSON, Job.S, t("B12"), (E.FIRE,)),
    ], battle=2, to_move=Side.TEAL, seed=5, cards=(Card.MANA_BACKFLOW, None))
    seen = {0: (E.FIRE,), 1: (E.WATER, E.LIGHT), 5: (E.METAL,), 6: (E.WOOD,)}
    mages = tuple(replace(m, seen=(1, seen[i])) if i in seen else m for i, m in enumerate(state.mages))
    return replace(state, mages=mages)


def knowledge_position():  # type: ignore[no-untyped-def]
    """Issue 25, what the enemy knows: reading_position with teal's priest at E05 revealed
    this battle (teal's sorcerer and mystic were seen in battle 1)."""
    from dataclasses import replace

    state = reading_position()
    mages = tuple(replace(m, revealed=True, seen=(2, m.layers)) if i == 2 else m for i, m in enumerate(state.mages))
    return replace(state, mages=mages)


def shoot_reading(window, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 25, reading the board: the attack preview's numbers, a marked enemy's hover line,
    what the enemy has seen of one's own mages, the cell names over the threat view, the
    response prompt clear of the engagement."""
    from tests.game.driver import click_button, click_cell

    director = window.director
    window.settings.speed = 0
    state = reading_position()
    tables = state.tables
    director.start_position(state, "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    screen = window.current
    board = screen.board
    # The attack preview's numbers: the target's HP before and after, what a counter costs.
    click_cell(window, board, tables.parse("C07"))
    click_button(window, screen.btn_attack)
    click_button(window, screen.element_buttons[0])
    x, y = board.geo.cell_rect(tables.parse("C08"))
    hover(window, x + 16, y + 16)
    save(window, "42_attack_preview_numbers", lang)
    screen.cancel()
    click_button(window, screen.btn_card)
    click_cell(window, board, tables.parse("C08"))
    frames(window, 2)
    x, y = board.geo.cell_rect(tables.parse("C08"))
    hover(window, x + 16, y + 16)
    save(window, "40_marked_hover", lang)
    director.end_match()

    # What the enemy knows: the same position with teal's priest revealed this battle. The
    # mystic was seen in battle 1 (a faint eye), the priest now (a solid one); the row and
    # column names stay readable over the threat view's tints.
    director.start_position(knowledge_position(), "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    screen = window.current
    board = screen.board
    for name, cell in (("43_foe_saw_earlier", "C07"), ("44_foe_knows_now", "E05")):
        click_cell(window, board, tables.parse(cell))
        x, y = board.geo.cell_rect(tables.parse(cell))
        hover(window, x + 16, y + 16)
        save(window, name, lang)
    screen.cancel()
    screen.toggle_threat()
    frames(window, 2)
    save(window, "45_coordinates_over_threat", lang)
    screen.toggle_threat()
    # The README's battle (docs/battle.png is the English one): teal's sorcerer selected, the
    # cell names and the enemy's-knowledge eyes on the board, the pointer off it.
    click_cell(window, board, tables.parse("D04"))
    hover(window, 560, 160)
    save(window, "46_readme_battle", lang)
    director.end_match()

    # A crimson priest's square in the middle rows: the response prompt leaves it in sight.
    t = tables.parse
    E = Element
    state = position([MageSpec(Side.CRIMSON, Job.P, t("D09"), (E.WATER, E.WATER, E.WATER)),
                      MageSpec(Side.TEAL, Job.O, t("D07"), (E.FIRE, E.ICE)),
                      MageSpec(Side.TEAL, Job.S, t("E06"), (E.WOOD, E.DARK)),
                      MageSpec(Side.TEAL, Job.S, t("B02"), (E.EARTH,))], battle=3, to_move=Side.TEAL, seed=5)
    director.start_position(state, "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    screen = window.current
    end_turn(window, screen)
    run_frames_until(window, lambda: screen.response_ui is not None, 900)
    save(window, "41_response_clear_of_engagement", lang)
    director.end_match()


def following_position(cards=(None, None)):  # type: ignore[no-untyped-def]
    """Battle 2, teal to move: teal's priest holds fire x2 and water (two elements to compare),
    crimson's sorcerer at D10 holds ice x2 (hidden: its aura shows x2)."""
    t = position_cell
    E = Element
    return position([MageSpec(Side.TEAL, Job.P, t("D06"), (E.FIRE, E.FIRE, E.WATER)),
                     MageSpec(Side.TEAL, Job.S, t("F04"), (E.EARTH,)),
                     MageSpec(Side.TEAL, Job.O, t("B04"), (E.WOOD,)),
                     MageSpec(Side.CRIMSON, Job.S, t("D10"), (E.ICE, E.ICE)),
                     MageSpec(Side.CRIMSON, Job.O, t("D08"), (E.METAL,)),
                     MageSpec(Side.CRIMSON, Job.P, t("F12"), (E.DARK,))],
                    battle=2, to_move=Side.TEAL, seed=5, cards=cards)


def shoot_following(window, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 25's second pass: an enemy's reach under the pointer, the attack element chosen
    and another previewed, the card's preview, the recap of the AI's turn, the new elements
    with their causes, the End button asking, the Menu's concede, the opponent and setup
    screens' notes."""
    from dataclasses import replace

    from tests.game.driver import centre_of, click_button, click_cell, settle
    from tests.game.test_enemy_turn_recap import Cutter  # crimson plays its cut, steps, ends

    director = window.director
    window.settings.speed = 0
    director.new_match()
    window.frame()
    save(window, "03_opponent", lang)
    director.start_match("beginner", seed=21)
    settle(window)
    save(window, "04_setup_shrines", lang)
    click_button(window, window.current.suggest_button)
    save(window, "04b_setup_suggested", lang)
    director.end_match()

    tables = following_position().tables
    t = tables.parse
    director.start_position(following_position(), "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    screen = window.current
    board = screen.board
    # An enemy's reach: gold, filled from where it stands, striped after a step, over the
    # threat view's crimson.
    screen.toggle_threat()
    x, y = board.geo.centre(t("D10"))
    hover(window, x, y)
    save(window, "50_enemy_reach", lang)
    screen.toggle_threat()
    # The attack element: fire chosen (lit, named), then water's areas under the pointer.
    click_cell(window, board, t("D06"))
    click_button(window, screen.btn_attack)
    click_button(window, screen.element_buttons[0])
    x, y = board.geo.centre(t("D08"))
    hover(window, x, y)
    save(window, "51_element_chosen", lang)
    hover(window, *centre_of(screen.element_buttons[1]))
    save(window, "52_element_peek", lang)
    # Ending the turn with an attack in reach asks once: the End button reads "End?".
    screen.cancel()
    click_button(window, screen.btn_end)
    hover(window, *centre_of(screen.btn_end))
    save(window, "58_end_asks", lang)
    director.end_match()

    # The card's preview on the target under the pointer: Resonance Cut, Mana Backflow.
    for name, card in (("53_card_cut_preview", Card.RESONANCE_CUT), ("54_card_backflow_preview", Card.MANA_BACKFLOW)):
        director.start_position(following_position((card, None)), "beginner", agents={Side.CRIMSON: ScriptedAgent()})
        frames(window, 2)
        screen = window.current
        click_button(window, screen.btn_card)
        x, y = screen.board.geo.centre(t("D10"))
        hover(window, x, y)
        save(window, name, lang)
        director.end_match()

    # The recap of the AI's turn, shown once it has played.
    director.start_position(following_position((None, Card.RESONANCE_CUT)), "beginner",
                            agents={Side.CRIMSON: Cutter()})
    frames(window, 2)
    screen = window.current
    screen.play(cmd.EndTurn(Side.TEAL))
    run_frames_until(window, lambda: screen.recap_box is not None, 600)
    hover(window, 560, 160)
    save(window, "55_enemy_turn_recap", lang)
    director.end_match()

    # A kill at the fast speed holds its beat with a banner.
    window.settings.speed = 2
    kill = position([MageSpec(Side.TEAL, Job.O, t("D07"), (Element.FIRE,)),
                     MageSpec(Side.TEAL, Job.S, t("B02"), (Element.WOOD,)),
                     MageSpec(Side.CRIMSON, Job.O, t("D08"), (Element.METAL,)),
                     MageSpec(Side.CRIMSON, Job.S, t("F13"), (Element.WATER,))], battle=2, to_move=Side.TEAL, seed=5)
    kill = replace(kill, mages=tuple(replace(m, hp=1) if i == 2 else m for i, m in enumerate(kill.mages)))
    director.start_position(kill, "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    screen = window.current
    screen.play(next(x for x in screen.legal() if isinstance(x, cmd.Attack)))
    run_frames_until(window, lambda: bool(screen.queue) and screen.queue[0].kind == "settle"
                     and screen.queue[0].t > 0.3, 900)
    save(window, "56_kill_beat", lang)
    director.end_match()
    window.settings.speed = 0

    # The new elements with their causes, after a battle 1 won on a shrine.
    from engine.mage_battle import V0_6
    from engine.mage_battle.position import default_shrines

    E = Element
    won_rules = V0_6
    own = [(Job.S, "B14", (default_shrines(won_rules)[1][0],)),      # steps onto crimson's shrine at B15
           (Job.P, "C02", (E.FIRE,)), (Job.O, "D02", (E.WATER, E.WATER)), (Job.S, "E02", (E.LIGHT,)),
           (Job.P, "F02", (E.WOOD, E.ICE)), (Job.O, "G02", (E.EARTH,)), (Job.S, "A02", (E.DARK,)),
           (Job.P, "C03", (E.ELECTRIC,)), (Job.O, "D03", (E.METAL, E.METAL, E.FIRE))]
    specs = [MageSpec(Side.TEAL, j, t(cell), layers) for j, cell, layers in own]
    specs.append(MageSpec(Side.CRIMSON, Job.S, t("F13"), (E.WOOD,)))
    won = replace(position(specs, battle=1, to_move=Side.TEAL, seed=5), last_battle=3)
    director.start_position(won, "beginner", agents={Side.CRIMSON: Cutter()})
    frames(window, 2)
    screen = window.current
    screen.play(next(x for x in screen.legal() if isinstance(x, cmd.Move) and x.to == t("B15")))
    run_frames_until(window, lambda: type(window.current).__name__ == "LayersScreen", 900)
    save(window, "57_new_layers_why", lang)
    director.end_match()

    # The Menu asks: the title (resume later), concede, or back; then the concession.
    director.start_position(following_position(), "beginner", agents={Side.CRIMSON: ScriptedAgent()})
    frames(window, 2)
    click_button(window, window.current.layout.top.menu)
    save(window, "59_leave_or_concede", lang)
    click_button(window, window.current.buttons[1])
    save(window, "60_conceded", lang)
    director.title()


def shoot_learning(lang: str) -> None:
    """Issue 14's learning screens: the title's entries, every rules page, the first match's
    offer, each tutorial lesson as it asks and two as they answer, the tutorial's end."""
    from game.mage_battle.director import MageDirector
    from game.mage_battle.tutorial_lessons import LESSONS
    from game.mage_battle.views.rules_screen import RulesScreen
    from game.mage_battle.views.tutorial import start_tutorial
    from game.shell.app import GameWindow
    from game.shell.confirm import ConfirmScreen
    from game.shell.i18n import language, tr
    from tests.game.driver import click_button, settle
    from tests.game.test_tutorial import play_lesson, wait

    window = _window(GameWindow)
    language().set(lang)
    window.director = director = MageDirector(window)
    window.settings.speed = 0
    director.title()
    window.frame()
    hover(window, window.current.extras[0].x + 10, window.current.extras[0].y + 10)
    save(window, "30_title_learning", lang)
    shoot_story(window, director, lang)
    for page in range(8):
        window.show(RulesScreen(window, director.title, page))
        window.frame()
        save(window, f"31_rules_{page + 1}", lang)
    window.show(ConfirmScreen(window, director, tr("tut.offer.title"), tr("tut.offer.text"), [
        (tr("tut.offer.yes"), director.title), (tr("tut.offer.no"), director.title),
        (tr("menu.back"), director.title)]))
    window.frame()
    save(window, "32_tutorial_offer", lang)
    start_tutorial(window)
    for index, lesson in enumerate(LESSONS):
        settle(window, 2)
        screen = window.current
        hover(window, *screen.board.geo.centre(screen.now().mages[0].cell))
        save(window, f"33_tutorial_{index + 1}_{lesson.name}", lang)
        play_lesson(window, lesson.name)
        wait(window, lambda screen=screen: screen.passed)
        if lesson.name in ("counter", "shrine", "round_limit"):
            save(window, f"33_tutorial_{index + 1}_{lesson.name}_done", lang)
        click_button(window, screen.next)
    settle(window, 1)
    save(window, "34_tutorial_end", lang)
    window.director.leave()  # type: ignore[attr-defined]


def shoot_story(window, director, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The result screen telling a known corpus match (seed 101), its replay named by title."""
    import json

    from engine.mage_battle.codec import command_from_data
    from game.mage_battle import play
    from game.mage_battle.views.results import ResultsScreen

    record = json.loads((ROOT / "tests" / "data" / "corpus" / "mage_battle.json").read_text())["matches"][0]
    controller = play.controller(record["seed"], "intermediate", ai_process=False)
    for data in record["commands"]:
        controller.match.play(command_from_data(data))
    controller.replay_path = str(ROOT / "tests" / "data" / "replays-v1" / "whimsical-vs-intermediate-finished.embr")
    director.end_match()
    window.controller = controller
    window.show(ResultsScreen(window, director))
    window.frame()
    save(window, "35_results_story", lang)
    director.end_match()


_made = None


def _window(cls):  # type: ignore[no-untyped-def]
    global _made
    if _made is None:
        _made = cls(lang="ko")
    return _made


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("ko", "en", "both"), default="both")
    parser.add_argument("--only", choices=("learning", "reading", "following"),
                        help="only the learning screens (tutorial, rules, hints), or the board-reading states")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in (("ko", "en") if args.lang == "both" else (args.lang,)):
        if args.only in ("reading", "following"):
            from game.mage_battle.director import MageDirector
            from game.shell.app import GameWindow
            from game.shell.i18n import language

            window = _window(GameWindow)
            language().set(lang)
            window.director = MageDirector(window)
            (shoot_reading if args.only == "reading" else shoot_following)(window, lang)
            continue
        if args.only is None:
            shoot(lang)
        shoot_learning(lang)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
