"""Seeing before deciding: the threat view, the attack preview, the response
prompt's table, last-seen elements on the board, and undo of moves."""

from __future__ import annotations

from dataclasses import replace

from engine.mage_battle import V0_6, Element, Job, Phase, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.areas import AimError, attack_area
from engine.mage_battle.decide import step
from engine.mage_battle.legal import legal_commands
from engine.mage_battle.names import Direction, Orient
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from engine.mage_battle.view import view_for
from game.mage_battle.foresight import Knowledge, Outcome, Verdict, preview, response_table, threat

T = V0_6.tables
E = Element
c = T.parse


def threat_position(hidden: tuple[tuple[Element, ...], ...]) -> State:
    """Teal to move in battle 2; crimson's layers are `hidden` (teal sees only the auras)."""
    return position([
        MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE,)),
        MageSpec(Side.TEAL, Job.P, c("C06"), (E.WATER,)),
        MageSpec(Side.CRIMSON, Job.S, c("D10"), hidden[0]),
        MageSpec(Side.CRIMSON, Job.P, c("B12"), hidden[1]),
        MageSpec(Side.CRIMSON, Job.O, c("F08"), hidden[2]),
        MageSpec(Side.CRIMSON, Job.S, c("D12"), hidden[3]),      # behind its ally on row D
        MageSpec(Side.CRIMSON, Job.O, c("G14"), hidden[4], marked=True),
    ], battle=2)


HIDDEN = ((E.FIRE,), (E.WOOD, E.WOOD, E.WOOD), (E.ICE,), (E.METAL,), (E.EARTH,))


def _areas(world: State, index: int) -> set[int]:
    """Every cell some aim of the mage covers in `world`, by the engine's own attack_area."""
    m = world.mages[index]
    assert m.cell is not None
    out: set[int] = set()
    for element in dict.fromkeys(m.layers):
        aims = ([(d, None, None, None) for d in Direction] if m.job == Job.S else
                [(None, x, o, None) for x in T.priest_centres[m.cell] for o in (None, *Orient)] if m.job == Job.P else
                [(None, None, None, t) for t in T.mystic_targets[m.cell]])
        for d, x, o, t in aims:
            try:
                out.update(attack_area(world, index, element, d, x, o, t)[0])
            except AimError:
                pass
    return out


def oracle(world: State) -> tuple[set[int], set[int]]:
    """Crimson to move with a full turn in `world`: cells its unmarked mages could attack at
    once, and after any one legal move first (its own or an ally's), by the engine."""
    world = replace(world, to_move=Side.CRIMSON)
    attackers = [i for i in world.living(Side.CRIMSON) if not world.mages[i].marked]
    near = set().union(*(_areas(world, i) for i in attackers))
    after = set(near)
    for move in legal_commands(world, Side.CRIMSON):
        if isinstance(move, cmd.Move):
            moved, _ = step(world, move)
            after |= set().union(*(_areas(moved, i) for i in attackers))
    return near, after


def test_threat_cells_are_what_the_rules_allow_from_the_known_information():
    state = threat_position(HIDDEN)
    view = view_for(state, Side.TEAL)
    shown = threat(view, [])
    # The view shows auras only: a world with each hidden mage at its aura's stack has the
    # widest areas there are (smaller stacks' shapes lie inside), so it bounds every world.
    near, after = oracle(state)
    assert shown.near == near
    assert shown.near | shown.far == after
    assert not any(6 in by for by in shown.by.values())      # the marked mystic's attack is cancelled
    assert c("F15") not in shown.near | shown.far
    # The sorcerer behind its ally reaches down row D once that ally stepped aside.
    assert 5 in shown.by[c("D08")] and c("D08") in near


def test_threat_never_depends_on_hidden_elements():
    state = threat_position(HIDDEN)
    other = threat_position(((E.WATER,), (E.LIGHT, E.LIGHT, E.LIGHT), (E.DARK,), (E.ELECTRIC,), (E.WOOD,)))
    assert view_for(state, Side.TEAL) == view_for(other, Side.TEAL)
    assert threat(view_for(state, Side.TEAL), []) == threat(view_for(other, Side.TEAL), [])
    # An aura is public, and it widens the reach: a priest at x3 strikes a square, not a plus.
    wider = threat_position(((E.FIRE,), (E.WOOD,), (E.ICE,), (E.METAL,), (E.EARTH,)))
    assert threat(view_for(wider, Side.TEAL), []).near < threat(view_for(state, Side.TEAL), []).near


def test_an_enemy_known_to_hold_no_element_threatens_nothing():
    state = position([MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, c("D06"), ())], battle=1)
    view = view_for(state, Side.TEAL)
    assert threat(view, []).near                              # it may hold an element
    cut = [ev.BattleStarted(1, Side.TEAL), ev.LayersCut(1, (E.FIRE,))]
    assert not threat(view, cut).near | threat(view, cut).far


def revealed(state: State, *indices: int) -> State:
    mages = tuple(replace(m, revealed=True, seen=(state.battle, m.layers)) if i in indices else m
                  for i, m in enumerate(state.mages))
    return replace(state, mages=mages)


def test_attack_preview_marks_each_response_the_target_may_choose():
    state = revealed(position([
        MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE,)),
        MageSpec(Side.TEAL, Job.O, c("E06"), (E.EARTH,)),
        MageSpec(Side.CRIMSON, Job.O, c("D07"), (E.WATER, E.METAL)),
        MageSpec(Side.CRIMSON, Job.P, c("E07"), ()),
    ], battle=2), 2)
    view = view_for(state, Side.TEAL)
    know = Knowledge(view, [])
    attack = cmd.Attack(Side.TEAL, 0, E.FIRE, direction=Direction.RIGHT)
    [target] = preview(view, know, attack, [2])
    # Water beats fire: the mystic counters with its stack 1; fire beats metal: a hit for 1.
    assert dict(target.rows) == {E.WATER: (Outcome(Verdict.LOSE, 1),), E.METAL: (Outcome(Verdict.WIN, 1),)}
    # A hidden target in battle 2 (no history here): every element is possible, or none.
    [hidden] = preview(view, know, cmd.Attack(Side.TEAL, 1, E.EARTH, target=c("E07")), [3])
    rows = dict(hidden.rows)
    assert set(rows) == set(Element) | {None}
    assert rows[None] == (Outcome(Verdict.WIN, 1),) and rows[E.WOOD] == (Outcome(Verdict.LOSE, 1),)


def test_attack_preview_of_a_marked_attacker_is_cancelled():
    state = revealed(position([
        MageSpec(Side.TEAL, Job.S, c("D04"), (E.FIRE, E.FIRE, E.WOOD), marked=True),
        MageSpec(Side.CRIMSON, Job.O, c("D07"), (E.WATER, E.METAL)),
    ], battle=3), 1)
    view = view_for(state, Side.TEAL)
    [target] = preview(view, Knowledge(view, []), cmd.Attack(Side.TEAL, 0, E.FIRE, direction=Direction.RIGHT), [1])
    assert {o for _, outs in target.rows for o in outs} == {Outcome(Verdict.CANCELLED, 1)}


def test_the_response_table_shows_every_attack_element_the_area_allows():
    state = revealed(position([
        MageSpec(Side.TEAL, Job.O, c("D07"), (E.WATER, E.METAL)),
        MageSpec(Side.CRIMSON, Job.S, c("D10"), (E.FIRE, E.FIRE, E.WOOD)),
    ], battle=2, to_move=Side.CRIMSON), 1)
    state, _ = step(state, cmd.Attack(Side.CRIMSON, 1, E.FIRE, direction=Direction.LEFT))
    assert state.phase == Phase.RESPONSE
    view = view_for(state, Side.TEAL)
    assert view.pending is not None and not view.pending.element_known
    table = response_table(view, Knowledge(view, []))
    # Its layers are public this battle; a line of 5 is a stack of 2: only fire draws it.
    assert table.known == (E.FIRE, E.FIRE, E.WOOD) and table.attack == (E.FIRE,)
    assert [(t, d) for t, d, _ in table.rows] == [(0, E.WATER), (0, E.METAL)]
    assert table.rows[0][2] == ((Outcome(Verdict.LOSE, 1),),)     # water counters fire
    assert table.rows[1][2] == ((Outcome(Verdict.WIN, 1),),)      # fire burns metal


def test_the_response_table_against_a_hidden_attacker_lists_what_cannot_be_ruled_out():
    state = position([
        MageSpec(Side.TEAL, Job.O, c("D07"), (E.WATER, E.LIGHT)),
        MageSpec(Side.CRIMSON, Job.O, c("D08"), (E.DARK,)),
        MageSpec(Side.CRIMSON, Job.S, c("B08"), (E.FIRE,)),
    ], battle=1, to_move=Side.CRIMSON)
    # In battle 1 each mage holds one element, all different (R3): fire was seen on the other.
    state = revealed(state, 2)
    state, _ = step(state, cmd.Attack(Side.CRIMSON, 1, E.DARK, target=c("D07")))
    view = view_for(state, Side.TEAL)
    table = response_table(view, Knowledge(view, []))
    assert table.known is None
    assert set(table.attack) == set(Element) - {E.FIRE}
    light = next(cells for t, d, cells in table.rows if d == E.LIGHT)
    dark = table.attack.index(E.DARK)
    assert light[dark] == (Outcome(Verdict.LOSE, 1),)            # light meets dark at x1: the defender wins


# ---- the battle screen ------------------------------------------------------------------

import arcade  # noqa: E402

import replays  # noqa: E402
from engine.kernel.random_agent import RandomAgent  # noqa: E402
from engine.mage_battle.game import GAME  # noqa: E402
from replays.journal import Journal, resume  # noqa: E402
from replays.resimulate import load_replay, verify  # noqa: E402
from tests.game.driver import centre_of, click_button, click_cell, settle  # noqa: E402
from tests.window_driver import point_at as hover  # noqa: E402


class Striker:
    """Crimson for these tests: attacks when it can, else ends its turn."""

    level = "scripted"
    mood = None

    def choose(self, view, legal, seen):  # type: ignore[no-untyped-def]
        return next((x for x in legal if isinstance(x, cmd.Attack)), legal[-1])


def screen_at(window, state: State):  # type: ignore[no-untyped-def]
    window.director.start_position(state, "beginner", agents={Side.CRIMSON: Striker()})
    settle(window, 2)
    return window.current


def duel_position(*more: MageSpec, **extra) -> State:  # type: ignore[no-untyped-def]
    return revealed(position([
        MageSpec(Side.TEAL, Job.S, c("A07"), (E.FIRE,)),          # its line down reaches D07
        MageSpec(Side.TEAL, Job.O, c("D06"), (E.WATER, E.METAL)),
        MageSpec(Side.CRIMSON, Job.O, c("D07"), (E.WATER, E.METAL)),
        MageSpec(Side.CRIMSON, Job.S, c("B12"), (E.WOOD,)), *more,
    ], battle=2, **extra), 2)


def test_the_threat_view_toggles_by_key_and_button_and_names_who_threatens(window):  # type: ignore[no-untyped-def]
    screen = screen_at(window, threat_position(HIDDEN))
    plain = len(screen.board.marks)
    hover(window, *centre_of(screen.btn_threat))
    assert screen.layout.hint_line.text.startswith("Threat view (T)")
    window.press_key(arcade.key.T)
    assert screen.threat_on and screen.btn_threat.active
    shown = threat(view_for(window.controller.match.state, Side.TEAL), [])
    assert len(screen.board.marks) == plain + len(shown.far) + 2 * len(shown.near)
    marked = {screen.board.space.cell_at(s.center_x, s.center_y) for s in screen.board.marks}
    assert shown.near | shown.far <= marked
    x, y = screen.board.geo.cell_rect(c("D08"))
    hover(window, x + 16, y + 16)
    assert "threatened by c1" in screen.layout.hint_line.text
    click_button(window, screen.btn_threat)
    assert not screen.threat_on and len(screen.board.marks) == plain


def test_hovering_an_aim_previews_each_response_of_the_target(window):  # type: ignore[no-untyped-def]
    screen = screen_at(window, duel_position())
    click_cell(window, screen.board, c("A07"))
    click_button(window, screen.btn_attack)
    x, y = screen.board.geo.cell_rect(c("B07"))
    hover(window, x + 16, y + 16)
    [strip] = screen.layout.board_pane.shown_strips
    assert strip.cell == c("D07")
    from game.shell import palette as pal

    assert [(e.element, e.colours) for e in strip.entries] == [(E.WATER, (pal.CRIMSON_LIGHT,)),
                                                               (E.METAL, (pal.GREEN,))]
    assert "c1: by response, hit 1 · countered 1" in screen.layout.hint_line.text
    screen.cancel()
    hover(window, x + 16, y + 16)
    assert not screen.layout.board_pane.shown_strips


def test_the_response_prompt_shows_its_table_and_the_board_stays_inspectable(window):  # type: ignore[no-untyped-def]
    state = duel_position(MageSpec(Side.CRIMSON, Job.P, c("F14"), (E.EARTH,)), to_move=Side.CRIMSON)
    state = replace(state, mages=tuple(replace(m, seen=(1, (E.EARTH,)), revealed=False) if i == 2 else m
                                       for i, m in enumerate(state.mages)))
    screen = screen_at(window, state)
    for _ in range(20):
        if screen.response is not None:
            break
        settle(window, 1)
    prompt = screen.response
    assert prompt is not None and window.controller.match.state.phase == Phase.RESPONSE
    table = prompt.table
    assert table.known is None and table.last_seen == (1, (E.EARTH,))
    assert [(t, d) for t, d, _ in table.rows] == [(1, E.WATER), (1, E.METAL)]
    assert len(prompt.cells) == 2 * len(table.attack)
    # A cell's tip says what that response does against that element.
    fire = table.attack.index(E.FIRE)
    cell = prompt.cells[fire]
    hover(window, cell.x + 7, cell.y + 7)
    assert screen.layout.hint_line.text == "Respond Water · if it attacks with Fire: you counter -1"
    # A click on the board outside the prompt shows that mage; the prompt stays open.
    x, y = screen.board.geo.cell_rect(c("F14"))
    assert not prompt.covers(x + 16, y + 16)
    click_cell(window, screen.board, c("F14"))
    assert screen.selected == 4 and screen.response is prompt
    click_button(window, prompt.confirm)
    assert window.controller.match.state.phase != Phase.RESPONSE


def test_enemies_last_seen_elements_are_drawn_faintly(window):  # type: ignore[no-untyped-def]
    from game.mage_battle.board import element_texture

    state = duel_position()
    state = replace(state, mages=tuple(replace(m, seen=(1, (E.WOOD,))) if i == 3 else m
                                       for i, m in enumerate(state.mages)))
    screen = screen_at(window, state)
    faint = [s for s in screen.board.decor[3] if s.texture is element_texture(E.WOOD)]
    assert len(faint) == 1 and 0 < faint[0].alpha < 128
    full = [s for s in screen.board.decor[2] if s.texture is element_texture(E.WATER)]
    assert full and full[0].alpha == 255         # this battle's reveal is drawn whole


# ---- undo ---------------------------------------------------------------------------------

def test_undo_takes_back_a_move_and_restores_the_view(window):  # type: ignore[no-untyped-def]
    screen = screen_at(window, duel_position())
    c_ = window.controller
    before = c_.view(Side.TEAL)
    assert not screen.btn_undo.enabled
    click_cell(window, screen.board, c("A07"))
    click_cell(window, screen.board, c("A06"))
    settle(window, 1)
    assert screen.btn_undo.enabled and len(c_.match.commands) == 1
    window.press_key(arcade.key.U)
    assert c_.view(Side.TEAL) == before and c_.match.commands == [] and not c_.batches
    assert screen.shown == before and screen.selected == 0 and screen.mode == "move"
    assert screen.layout.hint_line.text == "Move taken back"
    # Play goes on as if the move never was: the next move is animated and logged.
    click_cell(window, screen.board, c("A08"))
    settle(window, 1)
    assert c_.match.state.mages[0].cell == c("A08") and screen.consumed == len(c_.batches) == 1


def test_undo_is_refused_after_an_engagement_a_card_or_an_enemy_shrine(window):  # type: ignore[no-untyped-def]
    from engine.mage_battle import Card

    screen = screen_at(window, duel_position(ap=2))
    c_ = window.controller
    click_cell(window, screen.board, c("A07"))
    click_button(window, screen.btn_attack)
    click_cell(window, screen.board, c("B07"))            # the engagement is revealed
    settle(window, 2)
    played = list(c_.match.commands)
    assert not screen.may_undo() and not screen.btn_undo.enabled
    window.press_key(arcade.key.U)
    assert c_.match.commands == played
    screen = screen_at(window, duel_position(cards=(Card.RESONANCE_CUT, None)))
    c_ = window.controller
    click_button(window, screen.btn_card)
    click_cell(window, screen.board, c("D07"))
    settle(window, 1)
    assert [type(x) for x in c_.match.commands] == [cmd.UseCard] and not screen.may_undo()
    # A move onto an enemy shrine that did not win tells the foe what the mage lacks.
    shrine = T.shrine_cells[Side.CRIMSON][0]
    near = position([MageSpec(Side.TEAL, Job.S, shrine - 1, (E.FIRE,)),
                     MageSpec(Side.CRIMSON, Job.O, c("G08"), (E.WATER,))], battle=2)
    screen = screen_at(window, near)
    click_cell(window, screen.board, shrine - 1)
    click_cell(window, screen.board, shrine)
    settle(window, 1)
    assert window.controller.match.state.mages[0].cell == shrine and not screen.may_undo()
    # A move that spent the turn's last AP handed the turn over.
    screen = screen_at(window, duel_position(ap=1))
    click_cell(window, screen.board, c("A07"))
    click_cell(window, screen.board, c("A06"))
    settle(window, 2)
    assert not screen.may_undo()


def _journal_at_teals_turn(seed: int) -> Journal:
    """A match from its seed (teal a person, crimson the beginner) played at random until
    teal may move: the journal the window resumes."""
    header = replays.new_header(seed, replays.human(), replays.ai("beginner"), game=GAME.game_id)
    journal = Journal.open_new(header)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    match = journal.match
    while True:
        seat = match.deciders()[0]
        if seat == Side.TEAL and match.state.phase == Phase.ACTION and match.state.ap == 2:
            break
        legal = match.legal(seat)       # setup's choices are too many to list: filter only turns
        if match.state.phase == Phase.ACTION:
            legal = [x for x in legal if not isinstance(x, cmd.Attack | cmd.UseCard)] or legal
        journal.append(agents[seat].choose(match.view(seat), legal, match.seen(seat)))
    journal.close()
    return journal


def test_undo_withdraws_the_move_from_the_journal_and_the_replay(window):  # type: ignore[no-untyped-def]
    made = _journal_at_teals_turn(31)
    window.director.go_on(resume(made.path))
    settle(window, 2)
    screen = window.current
    c_ = window.controller
    kept = list(c_.match.commands)
    before = c_.view(Side.TEAL)
    move = next(x for x in c_.legal(Side.TEAL) if isinstance(x, cmd.Move)
                and x.to not in T.shrine_cells[Side.CRIMSON])
    click_cell(window, screen.board, c_.match.state.mages[move.mage].cell)
    click_cell(window, screen.board, move.to)
    settle(window, 1)
    assert c_.match.commands == kept + [move]
    click_button(window, screen.btn_undo)
    assert c_.match.commands == kept and c_.view(Side.TEAL) == before
    # The journal on disk replays to the same state; a crash now resumes without the move.
    window.director.end_match()
    again = resume(made.path)
    assert again.match.commands == kept and again.match.hash() == GAME.state_hash(c_.match.state)
    # Play on from the resumed journal: the turn ends instead of the move, then to the end.
    again.append(cmd.EndTurn(Side.TEAL))
    agents = [RandomAgent(5), RandomAgent(6)]
    match = again.match
    while not match.over:
        seat = match.deciders()[0]
        again.append(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    played = list(match.commands)
    saved = load_replay(again.close_as_replay())
    assert list(saved.replay.commands) == played and verify(saved.replay, "saved").ok
    assert saved.replay.commands[len(kept)] == cmd.EndTurn(Side.TEAL)
