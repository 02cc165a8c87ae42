#!/usr/bin/env python3
"""Writes engine/wizard_survive/equilibrium-ws-1.json: W29's two-player equilibrium of
rule set ws-1 (values and mixes of its 3,600 states), the package data the advanced AI
reads instead of solving at run time. Run it again when ws-1 or the solver changes;
tests/wizard_survive/test_ai_equilibrium.py checks the file against a fresh solve.

    python scripts/solve_ws_equilibrium.py
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.wizard_survive import equilibrium  # noqa: E402
from engine.wizard_survive.rules import WS_1  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "engine" / "wizard_survive" / equilibrium.DATA_FILE


def main() -> int:
    started = time.process_time()
    solution = equilibrium.solve(WS_1)
    spent = time.process_time() - started
    OUT.write_text(json.dumps(equilibrium.to_data(solution), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{OUT.name}: {len(solution.values)} states solved in {spent:.1f} s of CPU "
          f"({', '.join(f'{k} {v}' for k, v in solution.facts.items())}), {OUT.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
