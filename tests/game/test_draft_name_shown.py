"""A draft's name and note are shown where a match under it is looked at (issue 17):
`mage-battle replay info` prints them, and the replay viewer's info line names the draft
(its version when it has no name) whenever the rules are not the game's default."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.kernel.random_agent import RandomAgent
from engine.mage_battle import Match, Side, load_rules
from game.cli.main import main
from game.shell.canvas import WIDTH
from game.shell.viewer import open_replay
from game.shell.viewer.screen import ViewerScreen
from replays import ai, new_header, save_replay
from replays.resimulate import replay_of

NAMED = 'round_limit = 2\nname = "Two-round battles"\nnote = "Do short battles still reach the limit?"\n'


def _saved(tmp_path: Path, draft: str | None, seed: int = 3) -> Path:
    rules = load_rules(draft, "draft.toml") if draft is not None else None
    match = Match(seed, rules) if rules is not None else Match(seed)
    agents = {Side.TEAL: RandomAgent(seed), Side.CRIMSON: RandomAgent(seed + 1)}
    while not match.over:
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    header = new_header(seed, ai("random"), ai("random"), rules=match.rules)
    return save_replay(replay_of(match, header), tmp_path)


def test_replay_info_prints_the_drafts_name_and_note(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "info", str(_saved(tmp_path / "a", NAMED))]) == 0
    out = capsys.readouterr().out
    assert "rules:    v0.6-draft (hash " in out
    assert "\ndraft:    Two-round battles\n" in out and "\nnote:     Do short battles still reach the limit?\n" in out
    assert main(["replay", "info", str(_saved(tmp_path / "b", None))]) == 0
    out = capsys.readouterr().out
    assert "draft:" not in out and "note:" not in out


def test_the_viewer_names_the_draft_and_says_nothing_of_the_default(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    named = open_replay(window, window.director, _saved(tmp_path / "a", NAMED))
    assert isinstance(named, ViewerScreen) and named.txt_info.text == "Two-round battles"
    unnamed = open_replay(window, window.director, _saved(tmp_path / "b", "round_limit = 2\n"))
    assert isinstance(unnamed, ViewerScreen) and unnamed.txt_info.text == "v0.6-draft"
    default = open_replay(window, window.director, _saved(tmp_path / "c", None))
    assert isinstance(default, ViewerScreen) and default.txt_info.text == ""
    window.frame()


def test_a_branched_replay_under_a_draft_shows_both_on_one_line(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from replays import load_replay

    replay = load_replay(_saved(tmp_path / "a", NAMED)).replay
    source = "20260101-120000_mage_battle_random_vs_random_1234.embr"
    branched = dataclasses.replace(replay, header=dataclasses.replace(replay.header, branched_from=(source, 57)))
    screen = open_replay(window, window.director, save_replay(branched, tmp_path / "b"))
    assert isinstance(screen, ViewerScreen)
    text = screen.txt_info.text
    assert text.startswith("branched from 20260101-120000_\u2026") and text.endswith(" after 57 | Two-round battles")
    window.frame()
    assert screen.txt_info.content_width < WIDTH - 12
