#!/usr/bin/env python3
"""Writes engine/wizard_survive/ai/equilibrium-ws-1.npz: W29's two-player equilibrium of
rule set ws-1 over the real game (round, souls, step, lives and mana), the package data
the advanced AI and the reviewer read instead of solving at run time. Run it again when
ws-1 or the solver changes; tests/wizard_survive/test_ws_equilibrium_table.py checks the
file against a fresh solve.

    python scripts/solve_ws_equilibrium.py [--rules DRAFT.toml]   (a draft: solve time only)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.wizard_survive.ai import equilibrium
from engine.wizard_survive.rules import WS_1, load_rules

OUT = Path(__file__).resolve().parent.parent / "engine" / "wizard_survive" / equilibrium.DATA_FILE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", default=None, help="a draft TOML file: solve and report, write nothing")
    args = parser.parse_args(argv)
    rules = WS_1 if args.rules is None else load_rules(Path(args.rules).read_text(encoding="utf-8"), args.rules)
    started = time.process_time()
    solution = equilibrium.solve(rules, lambda done, total: print(f"\rround {done}/{total}", end="", flush=True))
    spent = time.process_time() - started
    facts = ", ".join(f"{k} {v:,}" for k, v in solution.facts.items())
    print(f"\r{rules.version}: solved in {spent:.1f} s of CPU ({facts})")
    if args.rules is None:
        OUT.write_bytes(equilibrium.to_bytes(solution))
        print(f"{OUT.name}: {OUT.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
