"""SIGKILL a process playing a match: the journal restores every acknowledged command."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import play_random

from replays.journal import find_unfinished, resume
from replays.resimulate import load_replay, verify

CHILD = Path(__file__).with_name("journal_child.py")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_random_moments_loses_no_acknowledged_command(tmp_path):
    rng = random.Random(3)
    for round_, seed in enumerate((21, 22, 23, 24, 25)):
        data = tmp_path / f"run{round_}"
        env = {**os.environ, "EMB_DATA_DIR": str(data), "PYTHONPATH": str(ROOT)}
        child = subprocess.Popen([sys.executable, str(CHILD), str(seed)], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, env=env, cwd=ROOT)
        assert child.stdout is not None
        assert child.stdout.readline().strip() == b"open"
        target = rng.randrange(1, 230)
        acknowledged = 0
        while acknowledged < target:
            line = child.stdout.readline()
            if not line:
                break
            acknowledged = int(line)
        child.send_signal(signal.SIGKILL)
        rest = child.stdout.read().split()
        child.wait()
        child.stdout.close()
        assert child.stdin is not None
        child.stdin.close()
        if rest:
            acknowledged = int(rest[-1])
        [path] = find_unfinished(data / "journal")
        journal = resume(path)
        restored = len(journal.match.commands)
        # Every acknowledged command is there; at most one more (written, not yet printed).
        assert acknowledged <= restored <= acknowledged + 1, (seed, acknowledged, restored)
        reference = play_random(seed, None)
        assert journal.match.commands == reference.commands[:restored]
        # The next start resumes and finishes the match; the replay reproduces.
        for command in reference.commands[restored:]:
            journal.append(command)
        out = journal.close_as_replay(data / "replays")
        assert find_unfinished(data / "journal") == []
        assert verify(load_replay(out).replay, str(out)).ok
