"""The replay viewer in the real headless window, driven by synthesized keys, clicks and drags
on a saved AI-vs-AI replay."""

from __future__ import annotations

import json
from functools import partial

import arcade
import pytest

from engine.mage_battle import Match, Side, legal_commands
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.ai.agents import make_agent
from engine.mage_battle.elements import Winner
from engine.mage_battle.hashing import state_hash
from game.mage_battle.log import describe
from game.mage_battle.viewer.stage import HIDDEN_ALPHA
from game.shell.title import TitleScreen
from game.shell.viewer import open_list, open_replay
from game.shell.viewer.listing import ReplayListScreen
from game.shell.viewer.screen import ViewerScreen
from replays import Replay, ai, load_replay, new_header, save_replay
from replays.cursor import Cursor
from replays.resimulate import checkpoints_of, load_bytes


@pytest.fixture(scope="module")
def replay_path(tmp_path_factory):  # type: ignore[no-untyped-def]
    """A whole beginner-vs-beginner match, saved with the replays API."""
    from engine.mage_battle.game import GAME
    from replays.notes import Recorder

    match = Match(7)
    agents = {Side.TEAL: make_agent("beginner", 14), Side.CRIMSON: make_agent("whimsical", 15)}
    recorder = Recorder(GAME)
    while not match.over:
        side = match.deciders()[0]
        view = match.view(side)
        match.play(agents[side].choose(view, match.legal(side), match.seen(side)))
        recorder.after_choice(agents[side], side, len(match.commands) - 1)
    from dataclasses import replace

    from replays.format import result_of

    header = replace(new_header(7, ai("beginner"), ai("whimsical")), result=result_of(match))
    commands = tuple(match.commands)
    replay = Replay(header, commands, checkpoints_of(header, commands), tuple(recorder.notes))
    return save_replay(replay, tmp_path_factory.mktemp("replays"))


@pytest.fixture
def viewer(window, replay_path) -> ViewerScreen:  # type: ignore[no-untyped-def]
    screen = open_replay(window, window.director, replay_path)
    assert isinstance(screen, ViewerScreen)
    window.frame()
    return screen


def hashes_by_keys(window, screen: ViewerScreen, key: int, limit: int = 2000) -> list[str]:  # type: ignore[no-untyped-def]
    seen = [screen.model.state_hash()]
    for _ in range(limit):
        before = screen.model.position
        window.press_key(key)
        if screen.model.position == before:
            break
        seen.append(screen.model.state_hash())
    return seen


def test_stepping_forward_to_the_end_and_back_gives_the_cursors_state_hashes(window, viewer, replay_path):  # type: ignore[no-untyped-def]
    forward = hashes_by_keys(window, viewer, arcade.key.RIGHT)
    assert viewer.model.position == viewer.model.total
    backward = hashes_by_keys(window, viewer, arcade.key.LEFT)
    assert viewer.model.position == 0
    cursor = Cursor(load_replay(replay_path))
    expected = [state_hash(cursor.state)]
    while cursor.next_action():
        expected.append(state_hash(cursor.state))
    assert forward == expected
    assert backward == expected[::-1]
    # Turns and battles by key land where the cursor's turn and battle stops are.
    for key, step in ((arcade.key.BRACKETRIGHT, partial(cursor.next_stop, "turn")),
                      (arcade.key.PAGEDOWN, partial(cursor.next_stop, "battle"))):
        window.press_key(arcade.key.HOME)
        cursor.to_start()
        for _ in range(6):
            window.press_key(key)
            step()
            assert viewer.model.position == cursor.position
            assert viewer.model.state_hash() == state_hash(cursor.state)
    window.press_key(arcade.key.END)
    assert viewer.model.position == viewer.model.total


@pytest.mark.parametrize("side", [Side.TEAL, Side.CRIMSON])
def test_a_side_never_sees_its_opponents_hidden_layers_drawn(window, viewer, side):  # type: ignore[no-untyped-def]
    """R28: checked on the drawn board sprites, the event list's texts and the card line."""
    window.press_key(arcade.key.KEY_2 if side == Side.TEAL else arcade.key.KEY_3)
    model = viewer.model
    assert model.perspective == side.key
    enemy = side.other
    foreign = {describe([e], enemy, model.tables, model.label)[0] for e in model.events
               if isinstance(e, (ev.AttackElementCommitted, ev.ResponsesCommitted)) and e.audience == enemy}
    assert foreign
    checked_hidden = 0
    for position in model.boundaries[::3]:
        viewer.go(position)
        window.frame()
        state = model.state
        for i, m in enumerate(state.mages):
            if m.side == enemy and m.cell is not None and not m.revealed:
                assert viewer.stage.drawn_elements(i) == [], f"{model.label(i)}'s hidden layers drawn at {position}"
                checked_hidden += 1
        drawn = set(viewer.events_panel.visible_texts())
        assert not drawn & foreign
        if state.cards[enemy] is not None:
            assert f"card.{state.cards[enemy].key}" not in viewer.stage.txt_cards.text
            from game.shell.i18n import tr
            enemy_card = tr(f"card.{state.cards[enemy].key}")
            own = state.cards[side]
            if own is None or own != state.cards[enemy]:
                # The line spells card names with non-breaking spaces.
                assert enemy_card not in viewer.stage.txt_cards.text.replace("\xa0", " ")
    assert checked_hidden > 100


def test_everything_draws_hidden_layers_dimmed_in_a_dotted_frame(window, viewer):  # type: ignore[no-untyped-def]
    window.press_key(arcade.key.KEY_1)
    model = viewer.model
    battle = next(i for i, e in enumerate(model.events) if isinstance(e, ev.BattleStarted))
    viewer.go(battle + 40)
    window.frame()
    shown = viewer.stage.shown
    hidden_icons = revealed_icons = 0
    for m in shown.view.mages:
        if m.cell is None or not m.layers:
            continue
        icons = [s for s in viewer.stage.board.decor[m.index] if s.texture in viewer_textures()]
        assert icons, f"{model.label(m.index)} has layers but no icon in 'all'"
        for icon in icons:
            if m.index in shown.hidden:
                hidden_icons += 1
                assert icon.alpha <= HIDDEN_ALPHA
                assert any(f.center_x == icon.center_x and f.center_y == icon.center_y
                           for f in viewer.stage.hidden_marks)
            else:
                revealed_icons += 1
                assert icon.alpha == 255
    assert hidden_icons > 0


def viewer_textures():  # type: ignore[no-untyped-def]
    from game.mage_battle.viewer.stage import element_textures

    return element_textures()


def test_clicking_an_event_jumps_there_and_it_is_highlighted(window, viewer):  # type: ignore[no-untyped-def]
    viewer.go(200)
    window.frame()
    panel = viewer.events_panel
    row = 2
    line = panel.lines[panel.first + row]
    window.click_native(panel.x + 20, panel.top - row * 12 - 6)
    assert viewer.model.position == line.index + 1
    assert panel.lines[panel.current] == line
    assert panel.highlight.visible


def test_dragging_the_scrubber_seeks_to_action_boundaries(window, viewer):  # type: ignore[no-untyped-def]
    tl = viewer.timeline
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    y = tl.y + 3
    # A real drag: press on the bar, move with the button held, release.
    window.dispatch_event("on_mouse_press", int(ox + (tl.x + 5) * s), int(oy + y * s), arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    assert viewer.dragging
    cursor = Cursor(viewer.model.loaded)
    for frac in (0.1, 0.35, 0.6, 0.9):
        x = tl.x + tl.w * frac
        window.dispatch_event("on_mouse_drag", int(ox + x * s), int(oy + y * s), 4, 0, arcade.MOUSE_BUTTON_LEFT, 0)
        window.frame()
        p = viewer.model.position
        assert p in viewer.model.boundaries
        assert abs(p - tl.total * frac) < 20
        assert viewer.model.state_hash() == state_hash(cursor.state_at(p))
    window.dispatch_event("on_mouse_release", 0, 0, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    assert not viewer.dragging


def test_playing_animates_duels_and_the_side_scroll_and_ends_where_the_cursor_does(window, viewer):  # type: ignore[no-untyped-def]
    model = viewer.model
    ended = next(i for i, e in enumerate(model.events) if isinstance(e, ev.BattleEnded))
    c = model.command_index(ended + 1)
    window.press_key(arcade.key.MINUS)          # instant -> 8x
    viewer.go(model.boundaries[c - 6])
    window.press_key(arcade.key.SPACE)
    kinds = set()
    for _ in range(3000):
        window.frame(1 / 30)
        kinds.update(s.kind for s in viewer.stage.queue)
        if model.position > model.boundaries[c + 1]:
            break
    window.press_key(arcade.key.SPACE)
    assert "scroll" in kinds
    assert not viewer.playing
    window.frame()
    assert viewer.model.state_hash() == state_hash(Cursor(model.loaded).state_at(model.position))


def test_what_if_re_resolves_every_response_and_marks_the_real_one(window, viewer):  # type: ignore[no-untyped-def]
    model = viewer.model
    j = next(j for j, c in enumerate(model.commands) if isinstance(c, cmd.Respond))
    judged = next(model.events[i] for i in range(model.boundaries[j], model.boundaries[j + 1])
                  if isinstance(model.events[i], (ev.EngagementJudged, ev.AttackBackfired)))
    viewer.go(model.boundaries[j + 1])
    before = model.state_hash()
    window.press_key(arcade.key.W)
    rows = viewer.panel.data["rows"]
    assert rows and model.state_hash() == before
    for row in rows:
        assert len(row.outcomes) >= 2
        actual = [o for o in row.outcomes if o.actual]
        assert len(actual) == 1
        if isinstance(judged, ev.EngagementJudged):
            real = next((w, n) for t, w, n in judged.outcomes if t == row.target)
            assert (actual[0].winner, actual[0].amount) == real
        else:
            assert actual[0].winner is None
    assert all(isinstance(o.winner, (Winner, type(None))) for row in rows for o in row.outcomes)
    window.press_key(arcade.key.ESCAPE)
    assert viewer.panel is None


def test_bug_report_at_the_cursor_full_and_redacted(window, viewer):  # type: ignore[no-untyped-def]
    model = viewer.model
    viewer.go(model.boundaries[40])
    window.press_key(arcade.key.B)
    path = viewer.message.split(": ", 1)[1]
    report = json.loads(open(path, encoding="utf-8").read())
    assert report["complete"] and report["upto"] == 39 and report["commands"] == 40
    window.press_key(arcade.key.KEY_3)
    window.press_key(arcade.key.R)
    path = viewer.message.split(": ", 1)[1]
    report = json.loads(open(path, encoding="utf-8").read())
    assert not report["complete"] and report["redacted_for"] == "crimson"


def test_continue_from_here_starts_a_legal_match_from_the_same_state(window, viewer, replay_path):  # type: ignore[no-untyped-def]
    model = viewer.model
    battle = [i for i, e in enumerate(model.events) if isinstance(e, ev.BattleStarted)][1]
    target = model.snap(battle + 30)
    viewer.go(target)
    expected = model.state_hash()
    window.press_key(arcade.key.C)
    crimson, play = viewer.panel.ui.buttons[1], viewer.panel.ui.buttons[2]
    while viewer.panel.data["seats"][1] != "human":        # beginner, ..., whimsical, then a person
        window.click_native(crimson.x + 5, crimson.y + 5)
    window.click_native(play.x + 5, play.y + 5)
    controller = window.controller
    assert controller is not None and controller.hotseat
    assert state_hash(controller.match.state) == expected
    # Play on: whatever is legal now is accepted, and the log re-simulates from the seed.
    state = controller.match.state
    for _ in range(6):
        side = state.deciders()[0]
        legal = legal_commands(state, side)
        assert legal
        assert controller.submit(next((c for c in legal if isinstance(c, cmd.Move)), legal[-1]))
        state = controller.match.state
    journal = controller.journal
    replay = journal.to_replay()
    assert replay.header.branched_from == (replay_path.name, model.boundaries.index(target))
    from replays import dumps

    again = load_bytes(dumps(replay), "branch")
    assert state_hash(again.match.state) == state_hash(state)
    window.director.end_match()
    window.director.title()


def test_an_unreadable_file_shows_the_loaders_reason_in_the_window(window, tmp_path):  # type: ignore[no-untyped-def]
    bad = tmp_path / "broken.embr"
    bad.write_bytes(b"\x93not a replay")
    screen = open_replay(window, window.director, bad)
    window.frame()
    assert not isinstance(screen, ViewerScreen)
    assert "broken.embr" in screen.reason and "\n" not in screen.reason
    window.press_key(arcade.key.ESCAPE)
    assert isinstance(window.current, TitleScreen)


def test_the_replay_list_is_newest_first_and_opens_the_viewer(window, replay_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("EMB_DATA_DIR", str(replay_path.parent.parent))
    import shutil

    folder = replay_path.parent.parent / "replays"
    folder.mkdir(exist_ok=True)
    older = folder / "20200101-000000_teal-beginner_vs_crimson-beginner_teal-2-1.embr"
    shutil.copy(replay_path, older)
    shutil.copy(replay_path, folder / "20300101-000000_teal-beginner_vs_crimson-beginner_teal-2-1.embr")
    screen = open_list(window, window.director)
    assert [e.path.name[:8] for e in screen.items] == ["20300101", "20200101"]
    assert str(len(load_replay(replay_path).replay.commands)) in screen.items[0].text
    first = screen.rows[0]
    window.click_native(first.x + 5, first.y + 5)
    assert isinstance(window.current, ViewerScreen)
    window.director.title()


def test_the_app_cli_registers_replay_view_without_importing_arcade() -> None:
    import subprocess
    import sys

    code = ("import sys; from game.cli.main import build_parser; "
            "a = build_parser().parse_args(['replay', 'view', 'x.embr']); "
            "print(a.func is not None, 'arcade' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["True", "False"], out.stderr


def test_title_and_results_open_the_list_and_the_viewer(window, replay_path):  # type: ignore[no-untyped-def]
    from types import SimpleNamespace

    from tests.game.driver import centre_of

    window.director.title()
    window.frame()
    window.click_native(*centre_of(window.current.buttons[len(window.current.games) + 1]))   # after the games, resume
    listing = window.current
    assert isinstance(listing, ReplayListScreen)
    window.director.title()
    # A finished match whose replay was saved: the result screen offers to watch it.
    match = load_replay(replay_path).match
    window.controller = SimpleNamespace(match=match, view=match.view, replay_path=str(replay_path),
                                        replay_error=None, poll=lambda: None, close=lambda: None,
                                        is_human=lambda side: False)
    window.director.results()
    window.frame()
    window.click_native(*centre_of(window.current.watch))
    assert isinstance(window.current, ViewerScreen)
    assert window.current.model.loaded.where == str(replay_path)
    window.director.title()


def test_ai_moods_and_beliefs_are_recorded_compactly_and_shown_beside_the_truth(window, viewer, replay_path):  # type: ignore[no-untyped-def]
    from game.mage_battle.viewer.notes import MageNote
    from game.shell.i18n import mood_name, tr

    loaded = load_replay(replay_path)
    assert replay_path.stat().st_size < 16 * 1024
    notes = [n for n in map(MageNote.from_note, loaded.replay.notes) if n is not None]
    assert any(n.mood for n in notes) and any(n.beliefs for n in notes)
    model = viewer.model
    # A whimsical move names its mood of the moment.
    mood_note = next(n for n in notes if n.mood and model.commands[n.command].side == Side.CRIMSON)
    viewer.go(model.boundaries[mood_note.command + 1])
    assert mood_name(mood_note.mood) in viewer.stage.txt_mover.text
    # Hovering an enemy mage shows the AI's candidate elements, which include the truth.
    late = next(n for n in reversed(notes) if n.beliefs and model.commands[n.command].side == Side.TEAL)
    viewer.go(model.boundaries[late.command + 1])
    crimson = next(i for i, m in enumerate(model.state.mages) if m.side == Side.CRIMSON and m.cell is not None)
    truth = set(model.state.mages[crimson].layers)
    believed = model.belief(crimson)
    assert believed is not None and truth <= set(believed)
    label = tr("v.belief.short", elements="").strip()
    for key, shown in ((arcade.key.KEY_1, True), (arcade.key.KEY_2, True), (arcade.key.KEY_3, False)):
        window.press_key(key)
        x, y = viewer.stage.board.geo.centre(model.state.mages[crimson].cell)
        window.click_native(x, y)
        hint = viewer.txt_hint.text
        assert (label in hint) == shown, (key, hint)
        assert (viewer.stage.belief_box is not None) == shown
        if shown:
            from game.mage_battle.board import element_texture

            drawn = [sp.texture for sp in viewer.stage.belief_box.sprites]
            assert all(element_texture(e) in drawn for e in believed)
            if key == arcade.key.KEY_2 and not model.state.mages[crimson].revealed:
                assert len([t for t in drawn if t in viewer_textures()]) == len(believed)
        if key == arcade.key.KEY_2 and not model.state.mages[crimson].revealed:
            # Teal's view: the belief, never the hidden truth.
            assert tr(f"element.{next(iter(truth)).key}") not in hint.split(label)[0]


def test_continue_against_an_ai_starts_from_the_same_state(window, viewer):  # type: ignore[no-untyped-def]
    model = viewer.model
    battle = [i for i, e in enumerate(model.events) if isinstance(e, ev.BattleStarted)][0]
    viewer.go(model.snap(battle + 20))
    expected = model.state_hash()
    window.press_key(arcade.key.C)
    teal, crimson, play = viewer.panel.ui.buttons[:3]
    window.click_native(teal.x + 5, teal.y + 5)            # teal: the beginner AI
    while viewer.panel.data["seats"][1] != "human":        # play crimson this time
        window.click_native(crimson.x + 5, crimson.y + 5)
    assert viewer.panel.data["seats"] == ["beginner", "human"]
    window.click_native(play.x + 5, play.y + 5)
    controller = window.controller
    assert controller.humans == frozenset({Side.CRIMSON}) and Side.TEAL in controller.agents
    assert state_hash(controller.match.state) == expected
    window.director.end_match()
    window.director.title()


def test_the_viewer_strings_are_part_of_the_one_catalog_in_both_languages() -> None:
    from game.shell.i18n import CATALOGS
    from game.shell.viewer.strings import EN, KO

    assert set(KO) == set(EN) and all(k.startswith("v.") for k in KO)
    assert all(KO[k].strip() and EN[k].strip() for k in KO)
    assert KO.items() <= CATALOGS["ko"].items() and EN.items() <= CATALOGS["en"].items()


def test_a_format_1_replay_plays_in_the_viewer(window):  # type: ignore[no-untyped-def]
    """A replay written before the kernel seam (format 1) opens, steps to its end with
    the right state and shows the whimsical AI's moods it recorded."""
    from pathlib import Path

    from game.shell.i18n import mood_name

    path = Path(__file__).resolve().parents[1] / "data" / "replays-v1" / "whimsical-vs-intermediate-finished.embr"
    screen = open_replay(window, window.director, path)
    assert isinstance(screen, ViewerScreen)
    window.frame()
    window.press_key(arcade.key.END)
    window.frame()
    loaded = load_replay(path)
    assert screen.model.position == screen.model.total and screen.model.state_hash() == loaded.match.hash()
    moods = {screen.model.mover(screen.model.boundaries[c + 1]) for c in range(len(loaded.replay.commands))
             if loaded.replay.commands[c].side == Side.TEAL}
    assert any(mood_name(n.data[0]) in text for n in loaded.replay.notes if n.data[0] for text in moods)


def test_the_timeline_legend_names_this_games_marks(window, viewer):  # type: ignore[no-untyped-def]
    t = viewer.timeline
    viewer.hover(t.x + t.w / 2, t.y + t.h / 2)
    assert viewer.txt_hint.text == "Drag to seek · gold: battle start · red: a mage falls · violet: card"
