"""SIGKILL a process journaling a random match of any registered game at a random
moment: resuming the journal restores every acknowledged command (at most one more,
written but not yet reported), and finishing the match from there saves a replay that
verifies. The child is journal_kill_child.py."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from conformance_kit import each_game, random_match

from engine.kernel import registry
from engine.kernel.game import AnyGame
from replays.journal import find_unfinished, resume
from replays.resimulate import load_replay, verify

CHILD = Path(__file__).with_name("journal_kill_child.py")
ROOT = Path(__file__).resolve().parents[2]
SEED = 31

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")]


@pytest.mark.parametrize("game", each_game())
def test_a_kill_mid_match_loses_no_acknowledged_command(game: AnyGame, tmp_path: Path) -> None:
    match = random_match(game, SEED)
    target = random.Random(game.game_id).randrange(1, len(match.commands))
    env = {**os.environ, "EMB_DATA_DIR": str(tmp_path / "data")}
    child = subprocess.Popen([sys.executable, str(CHILD), game.game_id, registry.module_of(game), str(SEED),
                              str(tmp_path / "journal")], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                             cwd=ROOT)
    assert child.stdout is not None and child.stdin is not None
    try:
        assert child.stdout.readline().strip() == b"open"
        acknowledged = 0
        while acknowledged < target:
            line = child.stdout.readline()
            if not line:
                break
            acknowledged = int(line)
    finally:
        child.send_signal(signal.SIGKILL)
        rest = child.stdout.read().split()
        child.wait()
        child.stdout.close()
        child.stdin.close()
    if rest:
        acknowledged = int(rest[-1])
    [path] = find_unfinished(tmp_path / "journal")
    journal = resume(path)
    restored = len(journal.match.commands)
    assert acknowledged <= restored <= acknowledged + 1
    assert journal.match.commands == match.commands[:restored]
    for command in match.commands[restored:]:
        journal.append(command)
    saved = journal.close_as_replay(tmp_path / "replays")
    assert find_unfinished(tmp_path / "journal") == []
    assert verify(load_replay(saved).replay, str(saved)).ok
