"""Ifrita Duel in the replay viewer: a saved game between two AIs that note their beliefs
(intermediate teal, whimsical crimson) opens with the game's own stage; a seat's
perspective never holds the other hand's cards; the cursor stops per turn; a block
what-if equals the engine's own step with the replaced blocks; continuing from a
position plays on in the window; each AI's belief shows beside the truth; the bug
report works for this game."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import arcade
import pytest

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.ai.agents import DuelAgent
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.names import Side
from engine.kernel.match import Match
from replays import ai, new_header, save_replay
from replays.notes import Recorder
from replays.resimulate import replay_of
from tests.window_driver import press_button

SEED = 5        # a game with combats where the defender had blockers to choose from


def saved_replay(folder: Path, seed: int = SEED) -> tuple[Match[Any, Any, Any], Path]:
    """A finished game saved as the window saves one, the AIs' notes kept."""
    agents = [DuelAgent("intermediate", seed), DuelAgent("whimsical", seed + 1)]
    match: Match[Any, Any, Any] = Match(GAME, seed, seats=2)
    notes = Recorder(GAME)
    while not match.over:
        seat = match.deciders()[0]
        view = match.view(seat)
        match.play(agents[seat].choose(view, match.legal(seat), match.seen(seat)))
        notes.after_choice(agents[seat], seat, len(match.commands) - 1)
    header = new_header(seed, ai("intermediate"), ai("whimsical"), started="2026-12-01T10:00:00+00:00",
                        game="ifrita_duel")
    return match, save_replay(replace(replay_of(match, header), notes=tuple(notes.notes)), folder)


@pytest.fixture(scope="module")
def replay_file(tmp_path_factory):  # type: ignore[no-untyped-def]
    return saved_replay(tmp_path_factory.mktemp("id-replays"))


@pytest.fixture
def viewer(window, replay_file):  # type: ignore[no-untyped-def]
    from game.shell.viewer import open_replay

    screen = open_replay(window, window.director, replay_file[1])
    window.frame()
    yield screen
    window.director.title()


def texts(ui: Any) -> str:
    return " ".join(t.text for t in ui.texts)


def test_a_saved_replay_opens_with_the_game_stage(window, viewer, replay_file) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.viewer.model import DuelViewerModel
    from game.ifrita_duel.viewer.stage import DuelStage
    from game.shell.viewer.screen import ViewerScreen
    from game.shell.viewer.stage import TextStage

    match, _ = replay_file
    assert isinstance(viewer, ViewerScreen) and isinstance(viewer.stage, DuelStage)
    assert not isinstance(viewer.stage, TextStage) and isinstance(viewer.model, DuelViewerModel)
    assert viewer.model.perspectives == ("all", "teal", "crimson")
    assert [b.label.text for b in viewer.persp_buttons.values()] == ["All", "Teal", "Crimson"]
    window.press_key(arcade.key.END)
    assert viewer.model.state_hash() == match.hash()
    winner = match.state.winner
    assert viewer.stage.txt_phase.text == f"{('Teal', 'Crimson')[int(winner)]} wins"
    # The event list is in the game's words, not the codec's.
    words = [line.text for line in viewer.model.lines()]
    assert "Turn 1: " + ("Teal", "Crimson")[int(match.state.first)] in words
    assert not any(w.startswith(("TurnStarted", "CardCast")) for w in words)


def test_a_seat_never_holds_the_other_hand(window, viewer) -> None:  # type: ignore[no-untyped-def]
    model, stage = viewer.model, viewer.stage
    hidden = 0
    for perspective, seat in (("teal", 0), ("crimson", 1)):
        viewer.set_perspective(perspective)
        other = 1 - seat
        for position in range(0, model.total + 1, 5):
            shown = model.shown(position)
            truth = model.cursor.state_at(position)
            assert shown.players[other].hand is None and shown.players[other].deck is None
            assert shown.players[other].hand_count == len(truth.players[other].hand)
            assert shown.players[seat].hand == truth.players[seat].hand
            minds = model.minds(position)
            assert all(m.seat == seat and m.truth is None for m in minds)
            hidden += bool(truth.players[other].hand)
        # What the stage drew follows the same view: the other hand face down, counted.
        viewer.go(model.boundaries[len(model.commands) // 2])
        state = model.cursor.state
        assert stage.hands.shown[other] == (None,) * len(state.players[other].hand)
        assert stage.hands.shown[seat] == state.players[seat].hand
        # The other's drawn cards are not in its event list; its own are, up to the cursor.
        listed = {line.index for line in model.lines()}
        draws = [i for i, e in enumerate(model.events) if isinstance(e, ev.CardDrawn)]
        assert all((i in listed) == (model.events[i].side == Side(seat) and i < model.position) for i in draws)
    assert hidden > 40
    viewer.set_perspective("all")
    state = model.cursor.state
    assert stage.hands.shown == {0: state.players[0].hand, 1: state.players[1].hand}


def test_seek_by_turn(window, viewer, replay_file) -> None:  # type: ignore[no-untyped-def]
    match, _ = replay_file
    model = viewer.model
    assert model.levels() == ("turn",)
    ends = [i + 1 for i, e in enumerate(model.events) if isinstance(e, ev.TurnEnded)]
    stops = []
    while True:
        before = model.position
        window.press_key(arcade.key.BRACKETRIGHT)
        if model.position == before:
            break
        stops.append(model.position)
        if len(stops) == 3:
            turn = model.events[ends[2] - 1].turn
            assert model.shown().turn == turn + 1 or model.shown().turn == turn
            assert viewer.stage.txt_turn.text.startswith(f"Turn {model.shown().turn}")
    assert stops == [*ends, model.total] and len(ends) == match.state.turn - 1
    window.press_key(arcade.key.BRACKETLEFT)
    assert model.position == ends[-1]
    window.press_key(arcade.key.BRACKETLEFT)
    assert model.position == ends[-2]


def blocked_attack(model: Any) -> int:
    """The first Attack command whose defender blocked with a unit."""
    for j, c in enumerate(model.commands):
        if isinstance(c, cmd.Block) and c.blocker is not None:
            return max(i for i in range(j) if isinstance(model.commands[i], cmd.Attack))
    raise AssertionError("no blocked combat")


def test_a_block_whatif_is_the_engines_step_with_other_blocks(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.viewer.panels import unit_words

    model = viewer.model
    attack = blocked_attack(model)
    at_blocks = model.boundaries[attack + 1]          # the defender's block decision
    viewer.go(at_blocks)
    # "all" starts from the replay's own blocks and says so.
    window.press_key(arcade.key.W)
    panel = viewer.panel
    assert panel.data["chosen"] == panel.data["at"].actual() and panel.data["at"].blocks
    assert "These are the replay's own blocks." in texts(panel.ui)
    window.press_key(arcade.key.ESCAPE)
    # A seat's perspective does not know them yet: nothing chosen, nothing compared.
    viewer.set_perspective("crimson")
    window.press_key(arcade.key.W)
    panel = viewer.panel
    at, chosen = panel.data["at"], panel.data["chosen"]
    assert chosen == at.actual() == {a: None for a in at.attackers} and at.blockers and not at.complete
    assert "These are the replay's own blocks." not in texts(panel.ui) and "WHAT IF: no blocks" in texts(panel.ui)
    # Another blocker for the first attacker, or none when it was blocked.
    first = at.attackers[0]
    other = next(b for b in (None, *at.blockers) if b != chosen[first])
    press_button(window, panel.ui, label="-" if other is None else "", tip=unit_words(at, other))
    wanted = viewer.panel.data["chosen"]
    assert wanted[first] == other and wanted != at.actual()
    press_button(window, viewer.panel.ui, label="Resolve")
    result = viewer.stage.whatif
    assert viewer.panel is None and result is not None
    # The engine's own step, Block by Block from right after the attack.
    state = model.cursor.state_at(at_blocks)
    events: tuple[Any, ...] = ()
    blocks = []
    while state.awaiting_blocks():
        attacker = state.attackers[len(state.blocks)]
        block = cmd.Block(at.defender, attacker, wanted.get(attacker))
        blocks.append(block)
        state, events = step(state, block)
    assert result.after == state and result.events == events and result.blocks == tuple(blocks)
    assert any(isinstance(e, ev.BlocksDeclared) and dict(e.blocks).get(first) == other
               or isinstance(e, ev.BlocksDeclared) and other is None and first not in dict(e.blocks)
               for e in events)
    # Labelled, with the replay and the perspective kept, and crimson still not seeing teal's hand.
    assert "WHAT IF:" in texts(viewer.stage.banner)
    assert model.perspective == "crimson" and model.position == at_blocks
    assert viewer.stage.hands.shown[0] == (None,) * len(state.players[0].hand)
    window.press_key(arcade.key.W)                  # and back to the replay
    assert viewer.stage.whatif is None and not viewer.stage.banner.texts


def test_the_whatif_refuses_a_turn_without_combat(window, viewer) -> None:  # type: ignore[no-untyped-def]
    model = viewer.model
    viewer.go(model.boundaries[1])                  # a mulligan
    window.press_key(arcade.key.W)
    assert "at" not in viewer.panel.data and "No attack" in texts(viewer.panel.ui)
    window.press_key(arcade.key.ESCAPE)


def test_continue_from_here_plays_on(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.table import TableScreen
    from tests.ifrita_duel_window.driver import choose, play_by_clicks, settle

    model = viewer.model
    # A main phase of teal's, where the person taking teal decides at once.
    c = next(c for c in range(len(model.commands) // 2, len(model.commands))
             if model.start_states[c].deciders() == (Side.TEAL,) and model.start_states[c].phase.key == "main1")
    viewer.go(model.boundaries[c])
    upto, expected = c, model.state_hash()
    window.press_key(arcade.key.C)
    assert viewer.panel.data["seats"] == ["human", "whimsical"]      # the replay's opponent, not the beginner
    press_button(window, viewer.panel.ui, label="Play")
    settle(window)
    controller = window.controller
    assert isinstance(window.current, TableScreen)
    assert list(controller.match.commands[:upto]) == list(model.commands[:upto])
    assert controller.match.hash() == expected and controller.journal.header.branched_from[1] == upto
    before = len(controller.match.commands)
    play_by_clicks(window, choose(list(window.current.legal), random.Random(1)))
    settle(window)
    assert len(controller.match.commands) > before
    window.director.title()


def test_the_ai_beliefs_beside_the_truth(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.viewer.beliefs import matched

    model, stage = viewer.model, viewer.stage
    viewer.go(model.boundaries[len(model.commands) // 2])
    minds = {m.seat: m for m in model.minds()}
    assert set(minds) == {0, 1}
    for seat, mind in minds.items():
        note = model.beliefs.at(seat, model.command_index())
        assert note is not None and mind.belief == note.hand and mind.about == 1 - seat
        truth = model.start_states[mind.command].players[1 - seat].hand
        assert mind.truth == tuple(sorted(truth))
        assert stage.hands.guessed[1 - seat] == mind.belief
        assert f"{('Intermediate', 'Whimsical')[seat]}" in texts(stage.hands.ui)
        assert f"{matched(mind.belief, truth)}/{len(mind.belief)} right" in texts(stage.hands.ui)
    window.press_key(arcade.key.KEY_3)              # crimson sees its own guess only, no truth
    assert stage.hands.guessed == {0: minds[1].belief} and "right" not in texts(stage.hands.ui)
    window.press_key(arcade.key.M)
    assert stage.hands.guessed == {}
    window.press_key(arcade.key.M)
    window.press_key(arcade.key.KEY_1)


def test_a_note_of_unknown_shape_is_not_shown() -> None:
    from game.ifrita_duel.viewer.beliefs import read
    from replays.format import Note

    assert read(Note(0, ["advanced", None, ["ember_imp", "ember_imp"]])).hand == ("ember_imp", "ember_imp")
    assert read(Note(0, ["whimsical", "timid", None])).mood == "timid"
    assert read(Note(0, ["advanced", None, ["no_such_card"]])) is None
    assert read(Note(0, {"belief": ["ember_imp"]})) is None and read(Note(0, "text")) is None


def test_bug_reports_for_this_game(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.shell.viewer.load import load

    model = viewer.model
    viewer.go(model.boundaries[blocked_attack(model) + 1])
    window.press_key(arcade.key.B)
    assert viewer.message.startswith("Bug report saved: ")
    loaded, reason = load(Path(viewer.message.split(": ", 1)[1]))
    assert reason is None and loaded is not None and loaded.header.game_id == "ifrita_duel"
    assert len(loaded.replay.commands) == model.command_index() + 1
    window.press_key(arcade.key.KEY_2)
    window.press_key(arcade.key.R)                  # only what teal saw
    report = json.loads(Path(viewer.message.split(": ", 1)[1]).read_text(encoding="utf-8"))
    assert not report["complete"] and report["redacted_for"] == "teal" and "replay" not in report
    drawn = [e for e in report["events"] if e["type"] == "CardDrawn"]
    assert drawn and all(e["side"] == "teal" for e in drawn), drawn[:3]
    # The saved path is long (a data folder, then the replay's own name): the bottom line
    # keeps its start and its file's name inside the window, losing only its middle.
    hint = viewer.txt_hint
    assert hint.text.startswith("Bug report saved: ") and hint.text.endswith("-teal-only.bugreport.json")
    assert hint.x + hint.content_width <= 640 - 4, hint.text


def test_registrations_show_each_list_only_to_its_own_seat(window, viewer) -> None:  # type: ignore[no-untyped-def]
    """D4 in the viewer: both registrations are steps; a seat's log names its own deck and
    ability and only that the other registered; the abilities are public after both."""
    model = viewer.model
    assert [type(c) for c in model.commands[:2]] == [cmd.Register, cmd.Register]
    for perspective, seat in (("teal", 0), ("crimson", 1)):
        viewer.set_perspective(perspective)
        texts = [line.text for line in model.all_lines()]     # the whole match, not only up to the cursor
        own, other = ("Teal", "Crimson") if seat == 0 else ("Crimson", "Teal")
        assert any(t.startswith(f"{own}: registers a 40-card deck") for t in texts)
        assert f"{other}: deck registered" in texts
        assert not any(t.startswith(f"{other}: registers") for t in texts)
        assert any(t.startswith("Abilities shown: teal ") for t in texts)
        first = model.shown(model.boundaries[1])
        assert first.players[1 - seat].cards is None
        assert first.players[seat].cards is not None or first.players[seat].hero == ""
    viewer.set_perspective("all")
    texts = [line.text for line in model.lines()]
    assert sum(t.split(":")[1].startswith(" registers a 40-card") for t in texts if ":" in t) == 2


def test_the_timeline_legend_names_this_games_marks(window, viewer) -> None:  # type: ignore[no-untyped-def]
    t = viewer.timeline
    viewer.hover(t.x + t.w / 2, t.y + t.h / 2)
    hint = viewer.txt_hint.text
    assert hint == "Drag to seek · bars: each side's turn, in its colour · red dot: a combat · gold: the end"
