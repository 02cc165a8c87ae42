#!/usr/bin/env python3
"""How well a Mage Battle AI's beliefs about hidden elements are calibrated: when it
says "a 10% chance", is it right about one time in ten?

    python scripts/bench_belief_calibration.py --level intermediate --matches 40
    python scripts/bench_belief_calibration.py --level advanced --matches 10 --worlds 100

The level plays itself. Two kinds of forecast are read from the deciding side's belief
(`Belief` and `sample_world`, the same worlds its search draws), each against the truth:

- attacker: for every attack-target pair on a target whose layers the attacker had not
  seen, the share of sampled worlds in which that target holds a response that beats the
  chosen element (R14), against whether its true layers hold one;
- defender: for every target of an attack whose element the defender had not seen, the
  share of sampled worlds in which the chosen response wins, against whether it wins
  against the true element.

It prints, per kind, the pairs in bins of forecast, each bin's mean forecast and the
rate that came true with its 95% Wilson interval, and the Brier score (the mean squared
gap; a forecaster that always said the overall rate would score rate * (1 - rate)).
A benchmark only: the forecasts are taken here, from the agent's belief after it chose,
with a generator of this script's own, so no choice changes.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.kernel.match import Match  # noqa: E402
from engine.kernel.stats import wilson  # noqa: E402
from engine.mage_battle import commands as cmd  # noqa: E402
from engine.mage_battle.ai import evidence  # noqa: E402
from engine.mage_battle.ai.world import sample_world  # noqa: E402
from engine.mage_battle.areas import attack_area  # noqa: E402
from engine.mage_battle.elements import Winner, judge, stack  # noqa: E402
from engine.mage_battle.game import GAME  # noqa: E402
from engine.mage_battle.state import Phase, State  # noqa: E402

BINS = (0.0, 0.05, 0.15, 0.3, 0.5, 0.7, 1.0001)


@dataclass
class Forecasts:
    """(forecast, came true) pairs of one kind."""

    pairs: list[tuple[float, bool]] = field(default_factory=list)

    def report(self, name: str) -> None:
        print(f"{name}: {len(self.pairs)} forecasts")
        if not self.pairs:
            return
        for low, high in zip(BINS, BINS[1:]):
            inside = [(p, t) for p, t in self.pairs if low <= p < high]
            if not inside:
                continue
            true = sum(t for _, t in inside)
            band = wilson(true, len(inside))
            assert band is not None
            mean = sum(p for p, _ in inside) / len(inside)
            print(f"  forecast {low:4.2f}-{min(high, 1.0):4.2f}: {len(inside):5d} pairs, mean forecast {mean:6.1%},"
                  f" came true {true / len(inside):6.1%} ({band[0]:.1%}-{band[1]:.1%})")
        rate = sum(t for _, t in self.pairs) / len(self.pairs)
        brier = sum((p - t) ** 2 for p, t in self.pairs) / len(self.pairs)
        mean = sum(p for p, _ in self.pairs) / len(self.pairs)
        print(f"  overall: mean forecast {mean:.1%}, came true {rate:.1%}; Brier {brier:.4f}"
              f" (always saying {rate:.1%}: {rate * (1 - rate):.4f})")


def attack_forecasts(truth: State, view: Any, attack: cmd.Attack, worlds: list[State],
                     out: Forecasts) -> None:
    me = view.side
    _, targets = attack_area(truth, attack.mage, attack.element, attack.direction, attack.centre, attack.orient,
                             attack.target)
    mine = truth.mages[attack.mage].layers
    for t in targets:
        if view.mages[t].side == me or view.mages[t].layers is not None:
            continue
        said = sum(evidence.countered(mine, attack.element, w.mages[t].layers, view.tables) for w in worlds)
        out.pairs.append((said / len(worlds), evidence.countered(mine, attack.element, truth.mages[t].layers,
                                                                  view.tables)))


def _wins(state: State, target: int, response: Any) -> bool:
    pending = state.pending
    assert pending is not None
    attacker = state.mages[pending.attacker]
    defender = state.mages[target]
    return judge(pending.element, stack(attacker.layers, pending.element), response,
                 stack(defender.layers, response), state.tables) == Winner.DEFENDER


def response_forecasts(truth: State, respond: cmd.Respond, worlds: list[State], out: Forecasts) -> None:
    for target, response in respond.choices:
        said = sum(_wins(w, target, response) for w in worlds)
        out.pairs.append((said / len(worlds), _wins(truth, target, response)))


def play(level: str, match_seed: int, count: int, attacks: Forecasts, responses: Forecasts) -> None:
    match: Match[Any, Any, Any] = Match(GAME, match_seed, None, 2)
    agents = [GAME.make_agent(level, match_seed * 2 + 1), GAME.make_agent(level, match_seed * 2 + 2)]
    rng = random.Random(match_seed)
    while not match.over:
        seat = match.deciders()[0]
        view = match.view(seat)
        command = agents[seat].choose(view, match.legal(seat), match.seen(seat))
        truth: State = match.state
        attacking = isinstance(command, cmd.Attack)
        guessing = isinstance(command, cmd.Respond) and view.pending is not None and not view.pending.element_known
        if (attacking or guessing) and truth.phase in (Phase.ACTION, Phase.RESPONSE):
            worlds = [sample_world(view, agents[seat].belief, rng) for _ in range(count)]
            if attacking:
                attack_forecasts(truth, view, command, worlds, attacks)
            else:
                response_forecasts(truth, command, worlds, responses)
        match.play(command)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="intermediate", help="the Mage Battle level (default intermediate)")
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=60, help="worlds sampled per forecast (default 60)")
    args = parser.parse_args(argv)
    attacks, responses = Forecasts(), Forecasts()
    for k in range(args.matches):
        play(args.level, args.seed * 1_000_003 + k, args.worlds, attacks, responses)
        print(f"{k + 1}/{args.matches}", file=sys.stderr, flush=True)
    print(f"mage_battle {args.level} against itself, seed {args.seed}, {args.matches} matches,"
          f" {args.worlds} worlds a forecast")
    attacks.report("attacker: a hidden target could counter the chosen element")
    responses.report("defender: the chosen response wins against the hidden element")
    return 0


if __name__ == "__main__":
    sys.exit(main())
