"""scripts/bench_belief_calibration.py: its bins and Brier score add up, and a short run
reads forecasts of both kinds from real matches."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]


def script() -> Any:
    spec = importlib.util.spec_from_file_location("bench_belief_calibration",
                                                  ROOT / "scripts" / "bench_belief_calibration.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module        # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


def test_the_report_bins_the_forecasts_and_scores_them(capsys: pytest.CaptureFixture[str]) -> None:
    calibration = script()
    forecasts = calibration.Forecasts([(0.0, False), (0.0, False), (0.1, True), (0.1, False), (0.9, True)])
    forecasts.report("kind")
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "kind: 5 forecasts"
    assert "forecast 0.00-0.05:     2 pairs, mean forecast   0.0%, came true   0.0%" in lines[1]
    assert "forecast 0.05-0.15:     2 pairs, mean forecast  10.0%, came true  50.0%" in lines[2]
    assert "forecast 0.70-1.00:     1 pairs, mean forecast  90.0%, came true 100.0%" in lines[3]
    brier = (0.1 - 1) ** 2 + 0.1 ** 2 + (0.9 - 1) ** 2
    assert f"Brier {brier / 5:.4f}" in lines[4] and "always saying 40.0%: 0.2400" in lines[4]


@pytest.mark.slow        # a whole match of the intermediate against itself
def test_a_short_run_reads_both_kinds_of_forecast(capsys: pytest.CaptureFixture[str]) -> None:
    assert script().main(["--matches", "1", "--worlds", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    counts = [int(line.split(": ")[-1].split()[0]) for line in out.splitlines() if line.endswith("forecasts")]
    assert len(counts) == 2 and all(n > 0 for n in counts), out
