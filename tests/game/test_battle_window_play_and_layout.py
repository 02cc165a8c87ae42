"""The battle window as a playtest found it wanting, each test failing before its fix: the
end of a match (no pan to a battle that does not exist, the winning move's beat), the
attack input (direction before element), what the panel, hint, log and board leave
readable, the hot-seat placement zones, a new match asking first and listing every
unfinished one, and what-if keeping the perspective. Window tests drive the real headless
window as a player would."""

from __future__ import annotations

import itertools

from engine.mage_battle import V0_6, Card, Element, Job, Match, Side, apply, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.position import MageSpec, default_shrines, position
from game.mage_battle.views.battle import BattleScreen
from game.mage_battle.views.results import ResultsScreen
from game.mage_battle.views.setup import OpponentScreen, SetupScreen
from game.mage_battle.views.steps import plan, plan_events
from game.shell.confirm import ConfirmScreen
from game.shell.curtain import CurtainScreen
from game.shell.title import TitleScreen
from tests.game.driver import click_button, click_cell

T = V0_6.tables
SHRINES = default_shrines(V0_6)


def seen_by(start, events, side: Side) -> list:  # type: ignore[no-untyped-def]
    states = [start]
    for e in events:
        states.append(apply(states[-1], e))
    return [view_for(s, side) for s in states]


def shrine_win() -> tuple[Match, cmd.Move]:
    """Teal's sorcerer one step from crimson's first shrine, holding its element."""
    shrine = T.shrine_cells[Side.CRIMSON][0]
    mages = [MageSpec(Side.TEAL, Job.S, shrine - 1, (SHRINES[1][0],)),
             MageSpec(Side.CRIMSON, Job.S, T.parse("G08"), (Element.FIRE,))]
    return Match(0, start=position(mages)), cmd.Move(Side.TEAL, 0, shrine)


# ---- no pan to a next battle that does not exist --------------------------------------

def test_the_last_battle_ends_without_a_pan_to_a_next_battle():
    match, move = shrine_win()
    before = match.state
    events = match.play(move)
    views = seen_by(before, events, Side.TEAL)
    live, nxt = plan(events, views, lambda s: s)
    viewer, _ = plan_events(events, views.__getitem__, views.__getitem__, lambda s: s, str)
    assert nxt is None
    for steps in (live, viewer):
        assert "scroll" not in [s.kind for s in steps]
        assert steps[-1].kind == "won" and steps[-1].data["next"] is None


# ---- the winning move gets its beat, even at the fast speed ---------------------------

def test_a_winning_shrine_move_holds_its_beat_at_the_fast_speed(window):  # type: ignore[no-untyped-def]
    match, move = shrine_win()
    window.director.start_position(match.state, "beginner")
    window.frame()
    screen = window.current
    window.settings.speed = 2
    try:
        click_cell(window, screen.board, move.to - 1)
        click_cell(window, screen.board, move.to)
        shown = 0.0
        held_on_shrine = False
        while isinstance(window.current, BattleScreen) and shown < 10:
            window.frame(1 / 30)
            shown += 1 / 30
            if screen.queue and screen.queue[0].kind == "won":
                sprite = screen.board.mage_sprites[0]
                held_on_shrine |= screen.board.space.cell_at(sprite.center_x, sprite.center_y) == move.to
                assert screen.animation.banner.text.text        # the winner is named
    finally:
        window.settings.speed = 0
    assert isinstance(window.current, ResultsScreen)
    assert held_on_shrine
    # The beat lasts as at the normal speed: not halved, not skipped.
    assert shown >= 1.5


# ---- the battle screen ----------------------------------------------------------------------

def at_battle(window, mages, **kw):  # type: ignore[no-untyped-def]
    """The battle screen of a built position, teal to move against the beginner."""
    window.director.start_position(position(mages, **kw), "beginner")
    window.frame()
    return window.current


def two_elements(window):  # type: ignore[no-untyped-def]
    return at_battle(window, [
        MageSpec(Side.TEAL, Job.S, T.parse("C04"), (Element.FIRE, Element.WATER)),
        MageSpec(Side.TEAL, Job.O, T.parse("E04"), (Element.ICE,)),
        MageSpec(Side.CRIMSON, Job.O, T.parse("C07"), (Element.METAL,)),
        MageSpec(Side.CRIMSON, Job.S, T.parse("F12"), (Element.WOOD,)),
    ], battle=2)


def test_direction_before_element_offers_the_element_choice(window):  # type: ignore[no-untyped-def]
    screen = two_elements(window)
    click_cell(window, screen.board, T.parse("C04"))
    click_button(window, screen.btn_attack)
    assert screen.mode == "attack" and not screen.element_chosen
    click_cell(window, screen.board, T.parse("C05"))         # a direction, no element yet
    assert screen.selected == 0 and screen.mode == "attack"
    assert [b.visible for b in screen.element_buttons[:2]] == [True, True]
    assert "element" in screen.layout.hint_line.text.lower()
    # The choice is still there to make, and the attack goes on from it.
    click_button(window, screen.element_buttons[0])
    assert screen.element_chosen and screen.aims


def extent(label):  # type: ignore[no-untyped-def]
    return label.left, label.bottom, label.right, label.top


def overlaps(a, b) -> bool:  # type: ignore[no-untyped-def]
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_element_buttons_leave_the_panel_texts_readable(window):  # type: ignore[no-untyped-def]
    screen = two_elements(window)
    click_cell(window, screen.board, T.parse("C04"))
    click_button(window, screen.btn_attack)
    panel = screen.layout.mage_panel
    texts = [t for t in (panel.title, panel.place, panel.layers, panel.extra, panel.card, screen.txt_foe)
             if t.visible and t.text]
    buttons = [b for b in screen.element_buttons if b.visible]
    assert len(buttons) == 2
    for b in buttons:
        for t in texts:
            assert not overlaps((b.x, b.y, b.x + b.w, b.y + b.h), extent(t)), (t.text, b.y)


def test_seen_elements_name_none_and_a_known_elementless_mage_is_not_hidden():
    from engine.mage_battle import events as ev
    from game.mage_battle.knowledge import known_elementless
    from game.mage_battle.views.battle_input import InputState
    from game.mage_battle.views.battle_presenter import side_panel

    # Battle 2: crimson's mystic was seen in battle 1 with its only element cut away.
    state = position([MageSpec(Side.TEAL, Job.S, T.parse("C04"), (Element.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, T.parse("C07"), (Element.METAL,))], battle=2)
    from dataclasses import replace

    mages = list(state.mages)
    mages[1] = replace(mages[1], seen=(1, ()))
    view = view_for(replace(state, mages=tuple(mages)), Side.TEAL)
    shown = side_panel(view, (), InputState(selected=1))
    assert "Seen in battle 1: None" in shown.extra
    # Battle 1: every mage holds one element (R3), so a cut of an unrevealed foe's leaves none.
    match = Match(0, start=position([MageSpec(Side.TEAL, Job.S, T.parse("C04"), (Element.FIRE,)),
                                     MageSpec(Side.CRIMSON, Job.O, T.parse("C07"), (Element.METAL,))],
                                    cards=(Card.RESONANCE_CUT, None)))
    match.play(cmd.UseCard(Side.TEAL, 1))
    assert any(isinstance(e, ev.LayersCut) for e in match.events)
    view = view_for(match.state, Side.TEAL)
    assert view.mages[1].layers is None            # the engine's view: not revealed
    known = known_elementless(match.events, Side.TEAL, view.battle)
    assert known == {1}
    shown = side_panel(view, (), InputState(selected=1), known)
    assert shown.layers == "Elements: None"


def test_select_a_mage_is_written_in_the_neutral_colour(window):  # type: ignore[no-untyped-def]
    from game.shell import palette as pal

    screen = two_elements(window)
    click_cell(window, screen.board, T.parse("C07"))          # a crimson mage
    assert tuple(screen.layout.mage_panel.title.color) == tuple(pal.side_colour(Side.CRIMSON, light=True))
    click_cell(window, screen.board, T.parse("D09"))          # nobody
    assert screen.layout.mage_panel.title.text == "Select a mage"
    assert tuple(screen.layout.mage_panel.title.color) == tuple(pal.WHITE)


def test_the_hint_leaves_row_a_clear_and_hover_names_revealed_elements(window):  # type: ignore[no-untyped-def]
    from game.mage_battle.views.battle_presenter import describe_cell

    screen = two_elements(window)
    click_cell(window, screen.board, T.parse("C04"))
    click_button(window, screen.btn_attack)
    click_button(window, screen.element_buttons[0])
    hint = screen.layout.hint_line
    assert hint.text
    window.frame()
    geo = screen.board.geo
    board = (geo.x0, geo.y0, geo.x0 + geo.width, geo.y0 + geo.height)
    band = hint.band
    assert band.visible
    assert not overlaps((band.left, band.bottom, band.right, band.top), board)
    assert not overlaps(extent(hint.label), board)
    # A revealed foe's elements, and one's own, are named on hover.
    view = screen.shown
    assert "Ice" in describe_cell(view, T.parse("E04"))
    from dataclasses import replace

    state = window.controller.match.state
    mages = list(state.mages)
    mages[2] = replace(mages[2], revealed=True)
    revealed = view_for(replace(state, mages=tuple(mages)), Side.TEAL)
    assert "Metal" in describe_cell(revealed, T.parse("C07"))


def test_a_mage_on_an_enemy_shrine_leaves_its_element_in_sight(window):  # type: ignore[no-untyped-def]
    from game.mage_battle.board import element_texture

    shrine = T.shrine_cells[Side.CRIMSON][1]
    element = SHRINES[1][1]
    screen = at_battle(window, [MageSpec(Side.TEAL, Job.S, shrine, (Element.FIRE,)),
                                MageSpec(Side.CRIMSON, Job.S, T.parse("G08"), (Element.WOOD,))])
    board = screen.board
    x, y = board.space.cell_rect(shrine)
    above = [s for s in board.shrine_over if s.texture == element_texture(element)
             and x <= s.center_x < x + 32 and y <= s.center_y < y + 32]
    assert above, "the shrine's element is drawn over the mage standing on it"


def test_hearts_of_row_a_stay_below_the_top_bar(window):  # type: ignore[no-untyped-def]
    from game.shell import assets

    screen = at_battle(window, [MageSpec(Side.TEAL, Job.S, T.parse("A03"), (Element.FIRE,)),
                                MageSpec(Side.CRIMSON, Job.S, T.parse("A13"), (Element.WOOD,))], battle=3)
    hearts = [s for s in screen.board.overlay if s.texture in (assets.texture("heart_full"),
                                                                assets.texture("heart_empty"))]
    assert len(hearts) == 6
    top_bar = screen.board.space.y0 + screen.board.space.height
    assert all(h.top <= top_bar - 2 for h in hearts), [h.top for h in hearts]


def test_side_panel_lines_have_room_between_them(window):  # type: ignore[no-untyped-def]
    from tests.game.driver import settle

    screen = two_elements(window)
    for src, dst in (("C04", "B04"), ("E04", "E05")):         # two moves: the log has lines
        click_cell(window, screen.board, T.parse(src))
        click_cell(window, screen.board, T.parse(dst))
        settle(window, 2)
    click_cell(window, screen.board, T.parse("B04"))
    panel = screen.layout.mage_panel
    blocks = [t for t in (panel.title, panel.place, panel.layers, panel.extra, panel.card, screen.txt_foe,
                          screen.txt_log) if t.text]
    for upper, lower in itertools.pairwise(blocks):
        assert upper.bottom - lower.top >= 2, (upper.text, lower.text)
    for t in (panel.card, screen.txt_log):
        lines = t.text.count("\n") + 1
        assert lines >= 2 and t.content_height / lines >= 13, (t.text, t.content_height)


def test_the_log_does_not_repeat_the_hidden_card_the_panel_names(window):  # type: ignore[no-untyped-def]
    import random

    from tests.game.driver import do_setup, settle

    window.director.start_match("beginner", seed=5)
    rng = random.Random(3)
    for _ in range(40):
        settle(window, 1)
        if isinstance(window.current, SetupScreen):
            do_setup(window, rng)
        elif isinstance(window.current, BattleScreen):
            break
    screen = window.current
    settle(window, 2)
    assert "My card" in screen.layout.mage_panel.card.text
    assert "Hidden card" not in screen.txt_log.text


def test_wrapped_log_lines_stay_above_the_band_under_the_board(window):  # type: ignore[no-untyped-def]
    screen = two_elements(window)
    log = screen.layout.log
    long = [f"t{i} moves C04→C05 · c3 counters -2 · c4 hit -1 · c5: no effect" for i in range(12)]
    log.show_lines(long)
    assert screen.txt_log.text
    assert screen.txt_log.bottom >= screen.board.geo.y0
    assert screen.txt_log.text.endswith(long[-1])


def test_a_resized_window_draws_at_the_largest_scale_that_fits_letterboxed_evenly():
    from game.shell.canvas import fit

    scale, ox, oy = fit(1000, 600)
    assert abs(scale - 1000 / 640) < 1e-9              # not 1x inside wide borders
    drawn = 360 * scale
    assert ox == 0 and abs(oy - (600 - drawn - oy)) <= 1    # the rest split evenly above and below
    assert fit(1280, 720) == (2, 0, 0) and fit(1920, 1080) == (3, 0, 0)
    scale, ox, oy = fit(1400, 720)                     # too wide: borders left and right
    assert scale == 2 and ox == 60 and oy == 0


# ---- each side's placement zone stands out in hot-seat play ---------------------------

def pixel(window, x: int, y: int) -> tuple[int, int, int]:  # type: ignore[no-untyped-def]
    import arcade

    window.on_draw()
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    image = arcade.get_image()
    px = image.getpixel((int(ox + (x + 0.5) * s), image.height - 1 - int(oy + (y + 0.5) * s)))
    return px[:3]


def zone_contrast(window, side: Side) -> int:  # type: ignore[no-untyped-def]
    """How far a free cell of `side`'s zone is drawn from the same ground outside the zone."""
    screen = window.current
    geo = screen.board.geo
    inside = T.parse("B03") if side == Side.TEAL else T.parse("B13")
    outside = T.parse("B07") if side == Side.TEAL else T.parse("B09")   # same checker tone
    (ix, iy), (ox, oy) = geo.cell_rect(inside), geo.cell_rect(outside)
    a, b = pixel(window, ix + 3, iy + 3), pixel(window, ox + 3, oy + 3)
    return sum(abs(p - q) for p, q in zip(a, b))


def test_hotseat_crimson_placement_zone_is_highlighted_like_teals(window):  # type: ignore[no-untyped-def]
    import random

    from engine.mage_battle import Phase
    from tests.game.driver import do_setup, settle

    rng = random.Random(2)
    window.director.start_match(None, seed=3)
    contrast: dict[Side, int] = {}
    for _ in range(60):
        settle(window, 1)
        screen = window.current
        if isinstance(screen, CurtainScreen):
            window.click_native(320, 300)
        elif isinstance(screen, SetupScreen):
            if screen.phase == Phase.FORMATION:
                contrast[screen.side] = zone_contrast(window, screen.side)
                if len(contrast) == 2:
                    break
            do_setup(window, rng)
    assert contrast[Side.CRIMSON] >= 60 and contrast[Side.CRIMSON] >= 0.6 * contrast[Side.TEAL], contrast


# ---- a new match asks first, and every unfinished match is listed -------------------

def test_new_match_asks_first_and_every_unfinished_match_is_listed(window, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    import random

    from tests.game.driver import centre_of, do_setup, settle

    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path))
    rng = random.Random(1)
    window.director.start_match("beginner", seed=31)          # an older match, left in its setup
    settle(window, 1)
    do_setup(window, rng)
    window.director.title()
    window.director.start_match("beginner", seed=32)          # the current one, left from its battle
    for _ in range(30):
        settle(window, 1)
        if isinstance(window.current, SetupScreen):
            do_setup(window, rng)
        elif isinstance(window.current, BattleScreen):
            break
    screen = window.current
    click_button(window, screen.layout.top.menu)              # Menu: leave for the title, or concede
    click_button(window, window.current.buttons[0])           # to the title, to resume later
    title = window.current
    assert isinstance(title, TitleScreen)
    rows = [row.text for row in title.list.rows if row.text]
    assert len(rows) == 2 and all(r.startswith("Mage Battle · ") and "· Beg" in r for r in rows)
    click_button(window, title.buttons[0])                    # New match: Mage Battle
    ask = window.current
    assert isinstance(ask, ConfirmScreen), "a new match started without asking"
    click_button(window, ask.buttons[-1])                     # Back: nothing lost
    assert isinstance(window.current, TitleScreen) and window.controller is None
    # The older match resumes from its own row.
    title = window.current
    window.click_native(*centre_of(title.list.rows[1].go))
    settle(window, 2)
    assert window.controller is not None and window.controller.match.seed == 31
    window.director.title()
    # Discarding asks, then the match is gone from the list and the folder.
    title = window.current
    window.click_native(*centre_of(title.list.rows[1].drop))
    ask = window.current
    assert isinstance(ask, ConfirmScreen)
    click_button(window, ask.buttons[0])
    title = window.current
    rows = [row.text for row in title.list.rows if row.text]
    assert len(rows) == 1 and len(list((tmp_path / "journal").glob("*.embj"))) == 1
    # Asked again, "start a new match" goes on to the game's setup.
    click_button(window, title.buttons[0])
    click_button(window, window.current.buttons[0])
    assert isinstance(window.current, OpponentScreen)
    window.director.title()


# ---- what-if keeps the viewer's perspective -------------------------------------------

def test_what_if_keeps_the_perspective_and_says_nothing_is_changed(window, tmp_path):  # type: ignore[no-untyped-def]
    import arcade

    from engine.mage_battle.ai.agents import make_agent
    from game.shell.viewer import open_replay
    from replays import Replay, ai, new_header, save_replay
    from replays.resimulate import checkpoints_of

    match = Match(9)
    agents = {Side.TEAL: make_agent("beginner", 3), Side.CRIMSON: make_agent("beginner", 4)}
    while not match.over and len(match.commands) < 400:
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    header = new_header(9, ai("beginner"), ai("beginner"))
    commands = tuple(match.commands)
    path = save_replay(Replay(header, commands, checkpoints_of(header, commands), ()), tmp_path)
    viewer = open_replay(window, window.director, path, perspective="teal")
    window.frame()
    model = viewer.model
    j = next(j for j, c in enumerate(model.commands) if isinstance(c, cmd.Respond))
    viewer.go(model.boundaries[j + 1])
    window.press_key(arcade.key.W)
    assert viewer.panel is not None and model.perspective == "teal"
    assert [p for p, b in viewer.persp_buttons.items() if b.active] == ["teal"]
    window.press_key(arcade.key.ESCAPE)
    assert viewer.panel is None and model.perspective == "teal"
    window.director.title()
