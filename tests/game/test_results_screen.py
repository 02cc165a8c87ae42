"""The result screen tells the match from its log (game/mage_battle/story.py): per battle
how it ended, attacks, counters, damage dealt and taken, the best mage and the living
mages per round; the replay by its title, with a button that opens it in the viewer.
The numbers are checked on a corpus match and against the balance lab's own count."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.mage_battle import Match, Side
from engine.mage_battle.codec import command_from_data
from engine.mage_battle.lab import facts
from engine.mage_battle.names import Job, WinReason
from game.mage_battle.story import tell
from game.shell.viewer.screen import ViewerScreen

DATA = Path(__file__).resolve().parents[1] / "data"
CORPUS = json.loads((DATA / "corpus" / "mage_battle.json").read_text())["matches"]


def corpus_match(index: int) -> Match:
    record = CORPUS[index]
    match = Match(seed=record["seed"])
    for data in record["commands"]:
        match.play(command_from_data(data))
    return match


@pytest.fixture(scope="module")
def match_101() -> Match:
    assert CORPUS[0]["seed"] == 101
    return corpus_match(0)


def test_the_story_of_a_known_match(match_101: Match) -> None:
    story = tell(match_101.start, match_101.events)
    ends = [(b.battle, b.winner, b.reason, b.rounds) for b in story.battles]
    assert ends == [(1, Side.CRIMSON, WinReason.ROUND_LIMIT, 20), (2, Side.CRIMSON, WinReason.ROUND_LIMIT, 20),
                    (3, Side.CRIMSON, WinReason.SHRINE, 7)]
    b1, b2, b3 = story.battles
    assert b1.tiebreak is not None and (b1.tiebreak.step, b1.tiebreak.margin) == ("living_mages", (9, 8))
    assert b2.tiebreak is not None and (b2.tiebreak.step, b2.tiebreak.margin) == ("living_mages", (7, 2))
    assert b3.tiebreak is None
    # (attacks, hits, counters, dealt, taken) per side
    rows = [[(t.attacks, t.hits, t.counters, t.done, t.taken) for t in b.sides] for b in story.battles]
    assert rows == [[(0, 0, 0, 0, 1), (1, 1, 0, 1, 0)],
                    [(9, 4, 0, 4, 14), (9, 9, 6, 14, 4)],
                    [(4, 1, 0, 1, 7), (1, 1, 3, 7, 1)]]
    # Living mages: 9 each at the start, then after every round, ending as the board did
    # (a mage has 1, 2, 3 HP in battles 1, 2, 3: 14 damage took 7 of teal's in battle 2).
    assert b1.living[0] == (9, 9) and len(b1.living) == 21 and b1.living[-1] == (8, 9)
    assert b2.living[-1] == (2, 7) and len(b2.living) == 21
    assert b3.living[-1] == (7, 9) and len(b3.living) == 8
    best = story.best
    assert best is not None and (best.label, best.side, best.job, best.done, best.felled) == \
        ("c3", Side.CRIMSON, Job.O, 14, 4)


@pytest.mark.parametrize("index", range(len(CORPUS)))
def test_the_story_agrees_with_the_balance_lab_and_the_board(index: int) -> None:
    match = corpus_match(index)
    story, lab = tell(match.start, match.events), facts(match)
    assert [(b.winner.key, b.reason.key, b.rounds) for b in story.battles] == \
        [(x["winner"], x["reason"], x["round"]) for x in lab["battles"]]
    for b in story.battles:
        attacks = [a for a in lab["attacks"] if a["battle"] == b.battle]
        assert sum(t.attacks for t in b.sides) == len(attacks)
        assert sum(t.counters for t in b.sides) >= sum(a["countered"] for a in attacks)
        assert sum(t.hits for t in b.sides) == sum(a["hits"] for a in attacks)
        # Every damage dealt was taken by the other side (recoil is taken, dealt by no one).
        for side in Side:
            assert b.sides[side].done <= b.sides[side.other].taken
        # A side loses a mage only to damage: the lost mages never exceed the damage taken.
        for side in Side:
            assert 9 - b.living[-1][side] <= b.sides[side].taken
        assert all(0 <= n <= 9 for pair in b.living for n in pair)


def test_the_result_screen_names_the_replay_by_its_title_and_watches_it(window, tmp_path, match_101) -> None:
    from game.mage_battle import play
    from game.mage_battle.views.results import ResultsScreen
    from game.shell.viewer.library import describe
    from replays import load_replay

    saved = tmp_path / "some-long-file-name_teal-3-0.embr"
    shutil.copy(DATA / "replays-v1" / "whimsical-vs-intermediate-finished.embr", saved)
    director = window.director
    controller = play.controller(101, "beginner", ai_process=False)
    for command in match_101.commands:
        controller.match.play(command)
    controller.replay_path = str(saved)
    director.end_match()
    window.controller = controller
    screen = ResultsScreen(window, director)
    window.show(screen)
    window.frame()
    texts = [t.text for t in screen.ui.texts]
    title = describe(load_replay(saved).replay)
    assert any(title in t for t in texts)
    assert not any(saved.name in t or str(tmp_path) in t for t in texts)
    assert screen.score == "3:0" and screen.winner == Side.CRIMSON
    # The table's rows: battle 3 ended at a shrine in round 7; each side's numbers in order.
    row = [t.text for t in screen.rows[2]]
    assert row[:2] == ["3", "Crimson"] and "7" in row[2] and "shrine" in row[2].lower()
    assert row[3:] == ["4", "0", "1", "7", "1", "3", "7", "1"]
    assert any("c3" in t and "Mystic" in t for t in texts)
    # Every label stays on the canvas.
    for t in screen.ui.texts:
        left = t.x - (t.content_width / 2 if t.anchor_x == "center" else 0)
        assert left >= 0 and left + t.content_width <= 640, t.text
    from tests.game.driver import click_button

    click_button(window, screen.watch)
    assert isinstance(window.current, ViewerScreen)
    window.director.title()


def test_the_result_screen_s_replay_line_is_the_shell_s_saved_replay(window, match_101) -> None:  # type: ignore[no-untyped-def]
    """The same line as every game's result (game/shell/saved_replay.py): why there is no
    replay in the shared words, and no Watch button then (W does nothing)."""
    import arcade

    from game.mage_battle import play
    from game.mage_battle.views.results import ResultsScreen
    from game.shell.i18n import tr
    from game.shell.saved_replay import SavedReplay

    director = window.director
    for path, error, line in ((None, "disk full", tr("saved.failed", error="disk full")),
                              (None, None, tr("saved.none"))):
        controller = play.controller(101, "beginner", ai_process=False)
        for command in match_101.commands:
            controller.match.play(command)
        controller.replay_path, controller.replay_error = path, error
        director.end_match()
        window.controller = controller
        screen = ResultsScreen(window, director)
        window.show(screen)
        window.frame()
        assert isinstance(screen.saved, SavedReplay)
        assert screen.saved.line.text == line and screen.watch is None
        screen.key(arcade.key.W, 0)
        assert window.current is screen
    window.director.title()


@pytest.mark.parametrize("winner, values, shown", [
    (Side.CRIMSON, (11, 10), "11:10"),      # crimson nearer its goal shrine, and the winner
    (Side.TEAL, (10, 11), "10:11"),
    (Side.CRIMSON, (2, 5), "2:5"),
])
def test_a_tie_break_margin_reads_teal_then_crimson_as_the_columns(winner: Side, values: tuple[int, int],
                                                                    shown: str) -> None:
    """The table's columns run teal then crimson; the R26 numbers follow them whoever won,
    so "11:10" with crimson the winner reads as crimson the nearer."""
    from engine.mage_battle.tiebreak import SHRINE_DISTANCE, TieBreak
    from game.mage_battle.story import BattleStory, SideTally
    from game.mage_battle.views.results import how
    from game.shell.i18n import language

    battle = BattleStory(1, winner, WinReason.ROUND_LIMIT, 20, TieBreak(winner, SHRINE_DISTANCE, values),
                         (SideTally(), SideTally()))
    before = language().code
    try:
        for code in ("en", "ko"):
            language().set(code)
            assert how(battle).endswith(shown)
    finally:
        language().set(before)
