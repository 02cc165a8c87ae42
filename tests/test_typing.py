"""The headless packages stay fully typed (ARCHITECTURE: mypy --strict on engine/ and replays/)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT = ["engine/kernel", "engine/mage_battle", "replays"]


def test_engine_and_replays_pass_mypy_strict() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", *STRICT], cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr
