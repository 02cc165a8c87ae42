#!/usr/bin/env python3
"""W29's two-player equilibrium: solve time and exploitability, for ws-1 and a draft
with meteor at 4 mana (the designer's note). A benchmark, not a test.

    python scripts/bench_ws_equilibrium.py [--rules DRAFT.toml ...]

For each rule set it prints:
- the solve: CPU seconds, sweeps, Newton steps, and how each stage game was settled
  (pure saddle point, the last supports again, linprog/HiGHS);
- the round's value (`equilibrium.round_value`): the souls per round the first seat can
  make sure of, exact with the step limit;
- the exploitability per round: the other's exact best reply to the AI's mixes over one
  round from its start (step limit included), its souls less the AI's, and its souls
  alone; at 0-0 and the worst over every souls level. Target: below 0.01 soul;
- the exploitability in the game: the best reply's gain in win probability (a draw
  counted half, the model's discount) over the equilibrium without the souls tie-break,
  from the first round's start and the worst over every state. Target: at most 0.01.

The meteor-4 draft is ws-1 with `meteor_cost = 4` (kept here: scripts/drafts/*.toml are
Elemental Mage Battle drafts that tests/test_example_drafts.py loads as such).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.wizard_survive import equilibrium as eq  # noqa: E402
from engine.wizard_survive.rules import WS_1, RuleSet, load_rules  # noqa: E402

METEOR_4 = 'name = "Meteor at 4"\nnote = "ws-1 with meteor at 4 mana: no pure denial from a round\'s start"\n' \
           'meteor_cost = 4\n'


def report(rules: RuleSet, label: str) -> None:
    print(f"== {label} ({rules.version})")
    started = time.process_time()
    solution = eq.solve(rules)
    spent = time.process_time() - started
    f = solution.facts
    print(f"solve: {spent:.1f} s CPU for {f['states']} states in {f['levels']} souls levels; {f['sweeps']} sweeps, "
          f"{f['evaluations']} Newton steps; stage games: {f['pure']} pure saddle, {f['kept']} same supports, "
          f"{f['linprog']} linprog; {f['refined']} states refined")
    print(f"round value: {eq.round_value(rules):.4f} souls per round the first seat can make sure of")
    levels = list(eq.levels(rules))
    margin = {lv: eq.round_best_reply(solution, lv) for lv in levels}
    taken = {lv: eq.round_best_reply(solution, lv, margin=False) for lv in levels}
    worst = max(levels, key=lambda lv: margin[lv])
    print(f"per round, best reply's souls less the AI's: {margin[(0, 0)]:+.5f} at 0-0, worst {margin[worst]:+.5f} "
          f"at {worst[0]}-{worst[1]} (target < 0.01)")
    worst = max(levels, key=lambda lv: taken[lv])
    print(f"per round, souls the best reply takes:      {taken[(0, 0)]:.5f} at 0-0, worst {taken[worst]:.5f} "
          f"at {worst[0]}-{worst[1]}")
    started = time.process_time()
    exact = eq.solve(rules, souls_worth=0.0).values
    reply = eq.game_best_reply(solution)
    spent = time.process_time() - started
    start = (0, 0, *eq.start_pair(rules))
    gains = {k: (exact[k] - reply[k]) / 2 for k in reply}
    worst_key = max(gains, key=lambda k: gains[k])
    print(f"game, best reply's gain in win probability: {gains[start]:.2e} from the start, worst {gains[worst_key]:.2e} "
          f"at {worst_key} (target <= 0.01); game value {exact[start]:+.4f} (win minus loss), "
          f"measured in {spent:.1f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", nargs="*", default=None, help="draft TOML files (default: ws-1 and meteor at 4)")
    args = parser.parse_args(argv)
    if args.rules:
        for path in args.rules:
            report(load_rules(Path(path).read_text(encoding="utf-8"), path), path)
        return 0
    report(WS_1, "ws-1")
    report(load_rules(METEOR_4, "meteor-4"), "meteor at 4 mana")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
