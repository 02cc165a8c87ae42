"""Verification: checkpoints, the recorded result, and the diff under draft rules."""

from __future__ import annotations

from dataclasses import replace

from engine.mage_battle.rules import load_rules
from replays.format import Replay, dumps, loads
from replays.resimulate import diff_under, verify


def _tamper_checkpoint(replay: Replay, n: int) -> Replay:
    points = list(replay.checkpoints)
    index, digest = points[n]
    points[n] = (index, bytes(8))
    return replace(replay, checkpoints=tuple(points))


def test_a_faithful_replay_verifies(full_replay):
    verdict = verify(loads(dumps(full_replay), "x"), "x")
    assert verdict.ok and "120 checkpoints match" in verdict.message


def test_first_differing_command_and_both_hashes_are_named(full_replay):
    bad = _tamper_checkpoint(full_replay, 30)
    index, real = full_replay.checkpoints[30]
    verdict = verify(bad, "x.embr")
    assert not verdict.ok and verdict.command == index
    assert f"command {index} " in verdict.message
    assert f"gives state {real.hex()}, the replay recorded {'00' * 8}" in verdict.message


def test_missing_checkpoint_is_reported(full_replay):
    points = full_replay.checkpoints[:10] + full_replay.checkpoints[11:]
    verdict = verify(replace(full_replay, checkpoints=points), "x")
    assert not verdict.ok and verdict.command == full_replay.checkpoints[10][0]
    assert "has no checkpoint there" in verdict.message


def test_recorded_result_must_match(full_replay):
    result = full_replay.header.result
    wrong = replace(result, winners=(1 - result.winners[0],))
    verdict = verify(replace(full_replay, header=replace(full_replay.header, result=wrong)), "x")
    assert not verdict.ok and "differs from the recorded" in verdict.message


def test_same_rules_no_event_differs(full_replay):
    assert diff_under(full_replay, full_replay.header.rules, "x").ok


def test_draft_round_limit_changes_the_first_battle_end(full_replay):
    # Random agents play every battle to the round limit (R6): with 10 rounds the
    # first battle ends at round 10, where the original went on.
    verdict = diff_under(full_replay, load_rules("round_limit = 10\n"), "x")
    assert not verdict.ok
    assert "under the draft rules event" in verdict.message
    assert "was TurnEnded" in verdict.message or "BattleEnded" in verdict.message


def test_draft_that_makes_a_command_illegal(full_replay):
    # R2: a formation of 3/3/3 is no longer legal with 4 sorcerers.
    verdict = diff_under(full_replay, load_rules("jobs = [4, 3, 2]\n"), "x")
    assert not verdict.ok and verdict.command == 2
    assert "command 2 ChooseFormation(teal" in verdict.message and "becomes illegal" in verdict.message


def test_a_command_this_build_refuses_is_a_failed_verification(full_replay):
    from engine.mage_battle import Side
    from engine.mage_battle import commands as cmd

    commands = list(full_replay.commands)
    commands.insert(7, cmd.EndTurn(Side.CRIMSON))
    verdict = verify(replace(full_replay, commands=tuple(commands)), "x")
    assert not verdict.ok and verdict.command == 7 and "command 7 EndTurn(crimson) is illegal" in verdict.message
