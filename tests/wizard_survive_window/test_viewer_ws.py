"""Wizard Survive in the replay viewer: a saved three-seat game (a whimsical AI, an AI
with a mixed strategy in its notes, a beginner) opens with the game's own stage; a
seat's perspective never holds another seat's pending commitment; the cursor stops per
step and per round; a what-if equals the engine's own step with the changed command;
continuing from a step's start plays on in the window; the AIs' minds are shown beside
their cards; the bug report works for this game."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import arcade
import pytest

from engine.kernel.match import Match
from engine.wizard_survive import events as ev
from engine.wizard_survive.ai.agents import BeginnerAgent, IntermediateAgent, WhimsicalAgent
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import Card
from engine.wizard_survive.resolve import step
from game.shell.i18n import tr
from replays import ai, new_header, save_replay
from replays.notes import Recorder
from replays.resimulate import replay_of
from tests.window_driver import press_button

SEED = 33


class MixAgent(IntermediateAgent):
    """Plays as the intermediate and notes a mixed strategy over its affordable cards with
    the card it plays the likeliest, in per-mille (a replay's notes hold no floats): the
    shape the advanced AI's note may take."""

    level = "advanced"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._mix: dict[str, int] = {}

    def choose(self, view: Any, legal: Any, seen: Any) -> Commit:
        command = super().choose(view, legal, seen)
        cards = sorted({c.card for c in legal}, key=lambda c: c.value)
        rest = 400 // (len(cards) - 1) if len(cards) > 1 else 0
        self._mix = {c.key: (1000 - rest * (len(cards) - 1) if c is command.card else rest) for c in cards}
        return command

    def note(self) -> list[Any]:
        return ["mix", dict(self._mix)]


def played_match(seed: int = SEED, levels: tuple[str, ...] = ()) -> tuple[Match[Any, Any, Any], Recorder]:
    """`levels`: the engine's own agents; by default a whimsical, a MixAgent, a beginner."""
    from engine.wizard_survive.ai.agents import make_agent

    agents = [make_agent(level, seed + k) for k, level in enumerate(levels)] if levels else \
        [WhimsicalAgent(seed), MixAgent(seed + 1), BeginnerAgent(seed + 2)]
    match: Match[Any, Any, Any] = Match(GAME, seed, seats=len(agents))
    notes = Recorder(GAME)
    while not match.over:
        seat = match.deciders()[0]
        view = match.view(seat)
        command = agents[seat].choose(view, match.legal(seat), match.seen(seat))
        match.play(command)
        notes.after_choice(agents[seat], seat, len(match.commands) - 1)
    return match, notes


def saved_replay(folder: Path, seed: int = SEED, levels: tuple[str, ...] = ()) -> tuple[Match[Any, Any, Any], Path]:
    """A finished game saved as the window saves one, the AIs' notes kept."""
    match, notes = played_match(seed, levels)
    players = [ai(level) for level in levels or ("whimsical", "advanced", "beginner")]
    header = new_header(seed, *players, started="2026-12-01T10:00:00+00:00", game="wizard_survive")
    replay = replace(replay_of(match, header), notes=tuple(notes.notes))
    return match, save_replay(replay, folder)


@pytest.fixture(scope="module")
def replay_file(tmp_path_factory):  # type: ignore[no-untyped-def]
    return saved_replay(tmp_path_factory.mktemp("ws-replays"))


@pytest.fixture
def viewer(window, replay_file):  # type: ignore[no-untyped-def]
    from game.shell.viewer import open_replay

    screen = open_replay(window, window.director, replay_file[1])
    window.frame()
    yield screen
    window.director.title()


def test_a_saved_replay_opens_with_the_game_stage(viewer, replay_file) -> None:  # type: ignore[no-untyped-def]
    from game.shell.viewer.screen import ViewerScreen
    from game.wizard_survive.viewer.model import WsViewerModel
    from game.wizard_survive.viewer.stage import WsStage

    match, _ = replay_file
    assert isinstance(viewer, ViewerScreen) and isinstance(viewer.stage, WsStage)
    assert isinstance(viewer.model, WsViewerModel)
    assert viewer.model.perspectives == ("all", "red", "blue", "green")
    assert [b.label.text for b in viewer.persp_buttons.values()] == ["All", "Red", "Blue", "Green"]
    viewer.to_end()
    assert viewer.model.state_hash() == match.hash()


def mid_step(model, seat: int, committed: int) -> int:  # type: ignore[no-untyped-def]
    """The first command boundary after round 1's first step where `committed` seats have
    chosen, `seat` among them."""
    for b in model.boundaries[4:]:
        pending = model.cursor.state_at(b).pending
        if sum(p is not None for p in pending) == committed and pending[seat] is not None:
            return int(b)
    raise AssertionError("no such position")


def test_a_seat_never_holds_another_seats_pending_commitment(viewer) -> None:  # type: ignore[no-untyped-def]
    model = viewer.model
    checked = 0
    for perspective, seat in (("red", 0), ("blue", 1), ("green", 2), ("all", None)):
        viewer.set_perspective(perspective)
        for position in range(0, model.total + 1, 3):
            state = model.cursor.state_at(position)
            shown = model.shown(position)
            for s, pending in enumerate(state.pending):
                if seat is None:          # "all": every pending card, drawn face up as a secret
                    assert shown.view.commitments[s] == pending
                    if pending is not None:
                        assert shown.faces[s] == pending and shown.secret[s]
                elif s != seat:
                    assert shown.view.commitments[s] is None
                    if pending is not None:
                        checked += 1
                        assert shown.faces[s] is None and shown.sealed[s]
                else:
                    assert shown.view.commitments[s] == pending
    assert checked > 100
    # What the stage drew, the minds and the event list follow the same views.
    at = mid_step(model, 1, 2)
    viewer.set_perspective("green")
    viewer.go(at)
    pending = model.cursor.state.pending
    assert viewer.stage.drawn == {s: p for s, p in enumerate(pending) if s == 2 and p is not None}
    assert all(viewer.stage.pane.seals[s].visible == (p is not None) for s, p in enumerate(pending) if s != 2)
    assert set(viewer.stage.mind.texts) <= {2}
    secrets = [e for e in model.events if isinstance(e, ev.Committed) and e.seat != 2]
    listed = {line.index for line in model.lines()}
    assert secrets and not any(model.events.index(e) in listed for e in secrets[:20])


def test_the_cursor_stops_per_step_and_per_round(window, viewer) -> None:  # type: ignore[no-untyped-def]
    model = viewer.model
    assert model.levels() == ("turn", "round")
    resolved = [i + 1 for i, e in enumerate(model.events) if isinstance(e, ev.StepResolved)]
    stops = []
    while True:
        before = model.position
        window.press_key(arcade.key.BRACKETRIGHT)
        if model.position == before:
            break
        stops.append(model.position)
    assert stops == [*resolved, model.total]
    window.press_key(arcade.key.BRACKETLEFT)
    assert model.position == resolved[-1]
    window.press_key(arcade.key.HOME)
    starts = [i for i, e in enumerate(model.events) if isinstance(e, ev.RoundStarted)]
    rounds = []
    while True:
        before = model.position
        window.press_key(arcade.key.PAGEDOWN)
        if model.position == before:
            break
        rounds.append(model.position)
    assert rounds == [*starts, model.total] and len(starts) >= 2
    window.press_key(arcade.key.PAGEUP)
    assert model.position == starts[-1]
    window.press_key(arcade.key.BRACKETRIGHT)      # into that round, to its first step's end
    shown = model.shown()
    assert (shown.view.round, shown.view.step) == (model.events[starts[-1]].round, 1)
    assert shown.revealed == (shown.view.round, 1)
    assert viewer.stage.txt_round.text == f"Round {shown.view.round} · step 1"


def test_stepping_over_a_reveal_stages_it(window, viewer) -> None:  # type: ignore[no-untyped-def]
    model = viewer.model
    last = next(i for i, e in enumerate(model.events) if isinstance(e, ev.StepRevealed))
    viewer.speed_index = 1
    viewer.go(model.action_stop_at_or_before(last))
    window.press_key(arcade.key.RIGHT)
    stage = viewer.stage
    assert stage.busy and stage.scene is not None
    revealed = model.events[last]
    assert stage.scene.show.cards == {s: (c, t) for s, c, t in zip(revealed.seats, revealed.cards, revealed.targets)}
    for _ in range(30):
        window.frame(0.05)
    assert stage.scene is not None and stage.scene.t > 1.0
    window.click_native(240, 200)                   # a click skips it
    assert not stage.busy and stage.drawn == {s: c for s, c in enumerate(model.shown().faces) if c is not None}
    viewer.speed_index = 5


def test_a_whatif_is_the_engines_step_with_the_changed_commitment(window, viewer) -> None:  # type: ignore[no-untyped-def]
    model = viewer.model
    at = mid_step(model, 0, 1)
    viewer.go(at)
    viewer.set_perspective("red")
    window.press_key(arcade.key.W)                  # before the reveal a seat may not see the others' cards
    assert viewer.panel is not None and "pick" not in viewer.panel.data
    assert model.perspective == "red" and "Red's view" in " ".join(t.text for t in viewer.panel.ui.texts)
    window.press_key(arcade.key.ESCAPE)
    viewer.set_perspective("all")
    window.press_key(arcade.key.W)
    pick = viewer.panel.data["pick"]
    step_at = pick.at
    seat = 0
    press_button(window, viewer.panel.ui, "Red")
    actual = step_at.actual(seat)
    other = next(c for c in step_at.legal[seat] if c.card is not actual.card)
    press_button(window, viewer.panel.ui, tr(f"ws.card.{other.card.key}"))
    pick = viewer.panel.data["pick"]
    for t in pick.targets:
        if t not in other.targets:
            press_button(window, viewer.panel.ui, "→ " + ("Red", "Blue", "Green")[t])
    for t in other.targets:
        if t not in viewer.panel.data["pick"].targets:
            press_button(window, viewer.panel.ui, "→ " + ("Red", "Blue", "Green")[t])
    assert viewer.panel.data["pick"].command() == other
    press_button(window, viewer.panel.ui, "Resolve")
    result = viewer.stage.whatif
    assert viewer.panel is None and result is not None and result.command == other
    # The engine's own step, command by command, with the one commitment changed.
    first = min(c for c in range(len(model.commands)) if model.start_states[c] == step_at.before)
    state, events = step_at.before, ()
    for c in range(first, first + len(step_at.commands)):
        command = other if model.commands[c].seat == seat else model.commands[c]
        state, events = step(state, command)
    assert result.after == state and result.events == events
    assert model.perspective == "all" and model.position == at      # the replay and the perspective stay
    assert any("WHAT IF: Red plays" in t.text for t in viewer.stage.banner.texts)
    assert viewer.stage.drawn[seat] == ev_commitment(other)
    window.press_key(arcade.key.W)                  # and back to the replay
    assert viewer.stage.whatif is None and not viewer.stage.banner.texts


def test_a_seats_whatif_says_the_same_whether_or_not_the_replay_reveals_the_step(window, replay_file) -> None:  # type: ignore[no-untyped-def]
    """A replay that stops in the middle of a step never reveals it: "all" says so, but a
    seat's perspective before the reveal says what it says in a replay that goes on (that
    the step is not revealed to it yet), not that this one stops: that is after its cursor."""
    from game.shell.viewer import open_loaded
    from replays.resimulate import Loaded

    whole, _ = replay_file
    cut: Match[Any, Any, Any] = Match(GAME, SEED, seats=whole.seats)
    for command in whole.commands:          # to the first step after the first where one seat has chosen
        cut.play(command)
        if len(cut.commands) > 4 and sum(p is not None for p in cut.state.pending) == 1:
            break
    header = new_header(SEED, ai("whimsical"), ai("advanced"), ai("beginner"), started="2026-12-01T10:00:00+00:00",
                        game="wizard_survive")
    words: dict[tuple[str, str], list[str]] = {}
    for name, match in (("cut", cut), ("whole", whole)):
        for perspective in ("blue", "all"):
            screen = open_loaded(window, window.director, Loaded(replay_of(match, header), match, name), perspective)
            screen.go(len(cut.events))
            window.press_key(arcade.key.W)
            assert screen.panel is not None
            words[name, perspective] = [t.text for t in screen.panel.ui.texts]
    window.director.title()
    assert words["cut", "blue"] == words["whole", "blue"] and any("Blue's view" in t for t in words["cut", "blue"])
    assert tr("ws.v.whatif.unrevealed") in words["cut", "all"]
    assert words["whole", "all"] != words["cut", "all"]          # "all" composes the whole replay's step


def ev_commitment(command: Commit):  # type: ignore[no-untyped-def]
    from engine.wizard_survive.state import Commitment

    return Commitment(command.card, command.targets)


def test_continue_from_a_steps_start_plays_on(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from tests.wizard_survive_window.driver import choose, commit_by_clicks, settle

    model = viewer.model
    viewer.go(mid_step(model, 0, 1))
    window.press_key(arcade.key.C)                  # mid-step: refused, saying why
    assert "Mid-step" in " ".join(t.text for t in viewer.panel.ui.texts) and "seats" not in viewer.panel.data
    window.press_key(arcade.key.ESCAPE)
    window.press_key(arcade.key.LEFT)               # back to the step's start
    while any(p is not None for p in model.cursor.state.pending):
        window.press_key(arcade.key.LEFT)
    upto = model.boundaries.index(model.position)
    expected = model.state_hash()
    window.press_key(arcade.key.C)
    assert viewer.panel.data["seats"] == ["human", "advanced", "beginner"]     # the replay's AIs stay
    press_button(window, viewer.panel.ui, "Play")
    settle(window)
    controller = window.controller
    assert type(window.current).__name__ == "TableScreen"
    assert list(controller.match.commands[:upto]) == list(model.commands[:upto])
    again: Match[Any, Any, Any] = Match(GAME, model.header.seed, seats=3)
    for command in controller.match.commands[:upto]:
        again.play(command)
    assert again.hash() == expected and len(controller.match.commands) >= upto
    assert controller.journal.header.branched_from[1] == upto
    import random

    before = len(controller.match.commands)
    commit_by_clicks(window, choose(window, random.Random(1)))
    settle(window)
    assert len(controller.match.commands) > before
    window.director.title()


def test_continue_at_a_steps_end_keeps_its_reveal(window, viewer) -> None:  # type: ignore[no-untyped-def]
    """The step's stop (`]`) falls inside its last commitment's events, after the reveal and
    before the next step starts: the match goes on after that commitment, with nothing
    pending, rather than refusing as if a seat had chosen in secret."""
    from tests.wizard_survive_window.driver import settle

    model = viewer.model
    viewer.go(0)
    window.press_key(arcade.key.BRACKETRIGHT)
    window.press_key(arcade.key.BRACKETRIGHT)
    at = model.position
    assert at not in model.boundaries and isinstance(model.events[at - 1], ev.StepResolved)
    c = model.command_index()
    window.press_key(arcade.key.C)
    assert viewer.panel is not None and "seats" in viewer.panel.data, [t.text for t in viewer.panel.ui.texts]
    assert tr("v.cont.title", n=c + 1) in [t.text for t in viewer.panel.ui.texts]
    press_button(window, viewer.panel.ui, "Play")
    settle(window)
    controller = window.controller
    assert list(controller.match.commands[:c + 1]) == list(model.commands[:c + 1])
    assert controller.journal.header.branched_from[1] == c + 1
    window.director.title()


def test_the_ai_minds_beside_their_cards(window, viewer) -> None:  # type: ignore[no-untyped-def]
    model = viewer.model
    reveals = [i + 1 for i, e in enumerate(model.events) if isinstance(e, ev.StepRevealed)]
    viewer.go(model.snap(reveals[3] + 1))
    while model.cursor.state.pending != (None, None, None) or not model.shown().revealed:
        window.press_key(arcade.key.RIGHT)
    stage, steps = viewer.stage, model.step_commands()
    blue = model.commands[steps[1]]
    mix = dict(model.notes.mix(1, steps[1]))
    assert mix[blue.card] == max(mix.values())                # the MixAgent's own card is its likeliest
    words = stage.mind.texts[1]
    assert words[0] == "Advanced AI (%)"
    assert words[1:6] == [f"{c.key} {round(mix.get(c, 0) * 100)}" for c in Card]
    framed = [s for s in stage.mind.icons if s.width == 20]      # the gold frame around the played card
    assert len(framed) == len(stage.mind.boxes) == len(steps)
    mood = model.notes.mood(0, steps[0])
    assert mood is not None and stage.mind.texts[0][0] == f"mood: {mood}"
    assert stage.mind.texts[0][1] == f"played: {tr(f'ws.card.{model.commands[steps[0]].card.key}')}"
    if 2 in steps:                                            # the beginner noted nothing, and says so
        assert stage.mind.texts[2][-1] == "keeps no notes"
    window.press_key(arcade.key.KEY_4)                         # green sees no one's mind but its own
    assert model.perspective == "green" and set(stage.mind.texts) <= {2}
    window.press_key(arcade.key.KEY_3)
    assert set(stage.mind.texts) == {1}
    window.press_key(arcade.key.M)
    assert stage.mind.texts == {}


def test_the_advanced_ais_own_mix_beside_its_card(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from game.shell.viewer import open_replay

    _, path = saved_replay(tmp_path, 5, ("advanced", "whimsical"))     # a seed where its mix is spread
    screen = open_replay(window, window.director, path)
    model = screen.model
    mixed = next(n for n in model.loaded.replay.notes if model.commands[n.command].seat == 0
                 and len(n.data[1]) >= 2)
    screen.go(model.boundaries[mixed.command + 1])
    while model.shown().revealed is None:
        window.press_key(arcade.key.RIGHT)
    assert model.step_commands()[0] == mixed.command
    shares = {key: parts for key, parts in mixed.data[1]}
    words = screen.stage.mind.texts[0]
    assert words[0] == "Advanced AI (%)"
    assert words[1:6] == [f"{c.key} {round(shares.get(c.key, 0) / 100)}" for c in Card]
    assert model.commands[mixed.command].card.key in shares      # the card it played was in its mix
    window.director.title()


def test_a_note_of_unknown_shape_is_not_shown() -> None:
    from game.wizard_survive.viewer.notes import mix_of, read
    from replays.format import Note

    assert read(Note(0, {"weird": [1, 2]})) is None and read(Note(0, "text")) is None
    assert read(Note(0, ["mix", {"fireball": "lots"}])) is None
    assert mix_of({"fireball": 3, "meteor": 1}) == ((Card.FIREBALL, 0.75), (Card.METEOR, 0.25))
    assert mix_of([["mana_recovery", 1], ["teleport", [0], 1]]) == ((Card.MANA_RECOVERY, 0.5), (Card.TELEPORT, 0.5))
    assert mix_of({"mix": {"lightning>red,blue": 1, "lightning>red": 1}}) == ((Card.LIGHTNING, 1.0),)
    assert read(Note(0, ["mood", "timid"])).mood == "timid"


def test_bug_reports_for_this_game(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.shell.viewer.load import load

    model = viewer.model
    viewer.go(mid_step(model, 1, 2))
    window.press_key(arcade.key.B)
    assert viewer.message.startswith("Bug report saved: ")
    path = Path(viewer.message.split(": ", 1)[1])
    loaded, reason = load(path)
    assert reason is None and loaded is not None and loaded.header.game_id == "wizard_survive"
    assert len(loaded.replay.commands) == model.command_index() + 1
    window.press_key(arcade.key.KEY_2)
    window.press_key(arcade.key.R)                             # only what red saw
    report = json.loads(Path(viewer.message.split(": ", 1)[1]).read_text(encoding="utf-8"))
    assert not report["complete"] and report["redacted_for"] == "red" and "replay" not in report
    committed = [e for e in report["events"] if e["type"] == "Committed"]
    assert committed and all(e["seat"] == "red" for e in committed), committed[:3]
    hint = viewer.txt_hint        # the long path loses its middle, never runs off the window
    assert hint.text.startswith("Bug report saved: ") and hint.text.endswith("-red-only.bugreport.json")
    assert hint.x + hint.content_width <= 640 - 4, hint.text


def test_hovering_a_cut_log_line_reads_it_whole(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.shell.viewer.eventlist import ROW_H

    model, panel = viewer.model, viewer.events_panel
    viewer.go(model.total // 2)
    cut = [k for k in range(panel.first, min(panel.first + panel.rows, len(panel.lines)))
           if panel.fitted(k) != panel.lines[k].text]
    assert cut, "no row cut short at this position"
    k = cut[0]
    x, y = panel.x + 20, panel.top - (k - panel.first) * ROW_H - ROW_H / 2
    assert panel.line_at(x, y) is panel.lines[k]
    viewer.hover(x, y)
    assert viewer.txt_hint.text == panel.lines[k].text
    viewer.hover(300, 200)


def test_the_transport_names_this_games_stops_steps(viewer) -> None:  # type: ignore[no-untyped-def]
    """The shared transport says "turn" for the first game; here a stop is a step."""
    from game.shell.i18n import tr

    labels = [b.label.text for b in viewer.transport]
    assert "<Step" in labels and "Step>" in labels and "<Turn" not in labels
    assert tr("v.prev_turn") == "<Turn"              # the first game keeps its word


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_four_seats_perspective_buttons_fit_their_names(window, tmp_path, lang) -> None:  # type: ignore[no-untyped-def]
    from game.shell.i18n import language
    from game.shell.viewer import open_replay
    from game.shell.viewer.stage import PANEL_X

    _, path = saved_replay(tmp_path, 8, ("beginner", "intermediate", "whimsical", "advanced"))
    before = language().code
    language().set(lang)
    try:
        screen = open_replay(window, window.director, path)
        buttons = list(screen.persp_buttons.values())
        assert len(buttons) == 5
        for b in buttons:
            assert b.label.content_width <= b.w - 4, (b.label.text, b.w)
            assert PANEL_X <= b.x and b.x + b.w <= 640 and b.y + b.h <= 360
        for a in buttons:              # side by side or one row above another, never over
            for b in buttons:
                if a is not b:
                    assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y
        assert min(b.y for b in buttons) > screen.events_panel.top    # above the event list
    finally:
        language().set(before)
        window.director.title()


def test_the_timeline_legend_names_this_games_marks(window, viewer) -> None:  # type: ignore[no-untyped-def]
    t = viewer.timeline
    viewer.hover(t.x + t.w / 2, t.y + t.h / 2)
    hint = viewer.txt_hint.text
    assert hint == "Drag to seek · gold: round start · red: a wizard out · violet: a reveal"
    assert "battle" not in hint


def rest_after_a_reveal(window, viewer, k: int, seat: int) -> None:  # type: ignore[no-untyped-def]
    """At rest after the k-th reveal or a later one, where `seat` committed."""
    model = viewer.model
    reveals = [i + 1 for i, e in enumerate(model.events) if isinstance(e, ev.StepRevealed)]
    viewer.go(model.snap(reveals[k] + 1))
    while model.cursor.state.pending != (None,) * model.seats or not model.shown().revealed \
            or seat not in model.step_commands():
        window.press_key(arcade.key.RIGHT)


def overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """Whether two (left, bottom, right, top) rectangles share any area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_ai_thought_stands_clear_of_its_wizard(window, viewer) -> None:  # type: ignore[no-untyped-def]
    stage = viewer.stage
    rest_after_a_reveal(window, viewer, 3, 2)
    drawn = [(b.left, b.bottom, b.right, b.top) for b in stage.mind.ui.sprites]     # the boxes as drawn
    assert len(stage.mind.texts) >= 2 and drawn
    for box in drawn:
        for s, figure in enumerate(stage.pane.figures):
            assert not overlap(box, (figure.left, figure.bottom, figure.right, figure.top)), (box, s)
        for label in (*stage.pane.names, *stage.pane.players):
            if label.text:
                assert not overlap(box, (label.left, label.bottom, label.right, label.top)), (box, label.text)
    for label in stage.mind.ui.texts:      # every word inside some box
        assert any(b[0] + 1 <= label.left and label.right <= b[2] - 1 for b in drawn), label.text


def test_an_ai_that_keeps_no_notes_says_so(window, viewer) -> None:  # type: ignore[no-untyped-def]
    stage = viewer.stage
    rest_after_a_reveal(window, viewer, 2, 2)          # green is the beginner
    words = stage.mind.texts[2]
    assert words[0] == "Beginner AI" and words[-1] == "keeps no notes"
    left, bottom, w, h = stage.mind.boxes[2]
    viewer.hover(left + w / 2, bottom + h / 2)
    assert viewer.txt_hint.text == "Beginner AI: keeps no notes · a random card it can pay"


def test_the_whatif_banner_leaves_the_seat_names_readable(window, viewer) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive.viewer import whatif

    model, stage = viewer.model, viewer.stage
    rest_after_a_reveal(window, viewer, 3, 1)
    at = whatif.find(model, model.position)
    assert at is not None
    other = next(c for c in at.legal[1] if c.card is not at.actual(1).card)
    stage.start_whatif(whatif.resolve(at, other))
    stage.finish()
    assert stage.whatif is not None and stage.banner.texts
    seats = [label for label in (*stage.pane.names, *stage.pane.players) if label.text]
    assert seats
    for text in stage.banner.texts:
        assert 0 <= text.left and text.right <= 480, text.text
        for label in seats:
            assert not overlap((text.left, text.bottom, text.right, text.top),
                               (label.left, label.bottom, label.right, label.top)), (text.text, label.text)
    assert stage.txt_revealed.text == tr("ws.v.whatif.back")      # how to go back, beside the board
    stage.refresh()


def test_the_minds_cards_show_the_replays_costs(window, viewer) -> None:  # type: ignore[no-untyped-def]
    """Under a draft the strip's small cards carry the draft's costs, as the table does."""
    from engine.wizard_survive.rules import WS_1
    from game.wizard_survive import look
    from game.wizard_survive.viewer.model import Choice

    draft = replace(WS_1, meteor_cost=WS_1.meteor_cost + 1)
    strip = viewer.stage.mind
    mix = tuple((card, 0.2) for card in Card)
    strip.build([Choice(seat=1, command=0, card=Card.METEOR, level="advanced", mood=None, mix=mix)], draft)
    faces = [icon.texture for icon in strip.icons if icon.width != 20]      # not the gold frame
    assert faces == [look.card_face(card, draft) for card in Card]
    assert faces[list(Card).index(Card.METEOR)] is not look.card_face(Card.METEOR)
    strip.build([Choice(seat=1, command=0, card=Card.METEOR, level="advanced", mood=None, mix=mix)])
    assert [icon.texture for icon in strip.icons if icon.width != 20] == [look.card_face(card) for card in Card]
