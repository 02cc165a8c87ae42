"""The whole tree passes the project's lint (ruff, configured in pyproject.toml): a finding
fails the suite with ruff's own lines, naming file, line and rule."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing_in_the_tree() -> None:
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--output-format", "concise", "--no-cache", "."],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
