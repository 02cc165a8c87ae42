"""The table's presenter words the panel from a seat's view and legal commands with no
window library: importing it (and the words it reads cards with) leaves arcade unloaded,
so it can be tested and reasoned about apart from drawing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("module", ["game.ifrita_duel.views.table_presenter", "game.ifrita_duel.text"])
def test_importing_the_presenter_does_not_load_arcade(module: str) -> None:
    code = (
        f"import sys, {module}\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in ('arcade', 'pyglet'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"import {module} loaded {done.stdout.strip()}"
