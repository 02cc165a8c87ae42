#!/usr/bin/env python3
"""What not peeking costs an AI level, for any game with a twin builder here: the honest
agent (it decides from its seat's view and the events it saw) against its omniscient
twin, the same agent whose belief is the true state. A benchmark only: twins are built
in this script from the match's live state and are never offered to players.

    python scripts/bench_peeking.py --game mage_battle --level intermediate --matches 200 --jobs 2
    python scripts/bench_peeking.py --game ifrita_duel --level advanced --matches 100

What each game's twin sees:

- Elemental Mage Battle: the same level's agent whose sampled worlds are all the true
  state (one world: every enemy element and card, and as defender the attack's secret
  element). Its belief tracker still runs but nothing reads it: the advanced's
  reweighting of an attack's worlds by the belief's odds of a counter is off.
- Ifrita Duel: bench_duel_peeking.py's `PeekingAgent` (the advanced search on the true
  state: the opponent's hand and both deck orders); advanced only.
- Wizard Survive: the same level's agent handed the all-seeing view of the state as it
  is when the twin decides, under its own seat. The only hidden part of that game is
  the step's secret commitments (W9), so the twin sees those the engine already holds:
  a seat that committed earlier in the step (seat order, W26) is seen; one that commits
  after the twin is not, since it has not chosen yet. Agents that read only public
  fields play exactly as their honest self (the rate stays near 50%).

Seeding follows scripts/tournament.py: match k is seeded `seed * 1_000_003 + k`, the
honest agent sits in seat k % 2 with seed `match_seed * 2 + 1` and the twin has
`match_seed * 2 + 2`. The rates are the honest side's, with 95% Wilson intervals; 50%
would mean hidden information costs nothing. For Mage Battle it also prints, per side,
the share of attack-target pairs on targets hidden from the attacker at the declaration
that the target countered (R14: the defender won), and the counters each side made as
defender.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.kernel import registry  # noqa: E402
from engine.kernel.match import Match  # noqa: E402
from engine.kernel.stats import wilson  # noqa: E402

Truth = Callable[[], Any]


def mage_battle_twin(level: str, seed: int, truth: Truth) -> Any:
    """The level's own agent class, its every sampled world the true state."""
    from engine.mage_battle.ai.agents import make_agent

    base: Any = type(make_agent(level, seed))

    class Twin(base):  # type: ignore[misc, valid-type]
        hedges = False      # its one world is the truth: no belief odds to weigh it by

        def sample(self, view: Any, count: int) -> list[Any]:
            return [truth()]

    Twin.__name__ = f"Omniscient{base.__name__}"
    return Twin(seed)


def ifrita_duel_twin(level: str, seed: int, truth: Truth) -> Any:
    """bench_duel_peeking's peeking advanced agent (the one twin that game has)."""
    if level != "advanced":
        raise SystemExit("error: Ifrita Duel's twin is the advanced search only (bench_duel_peeking.py)")
    from scripts.bench_duel_peeking import PeekingAgent

    return PeekingAgent(truth)


class _WizardSurviveTwin:
    """The same agent handed the state as the engine holds it at its decision."""

    def __init__(self, agent: Any, truth: Truth) -> None:
        self.agent, self.truth = agent, truth
        self.level, self.mood = agent.level, getattr(agent, "mood", None)

    def choose(self, view: Any, legal: Any, seen: Any) -> Any:
        from engine.wizard_survive.view import view_for

        return self.agent.choose(replace(view_for(self.truth(), None), seat=view.seat), legal, seen)


def wizard_survive_twin(level: str, seed: int, truth: Truth) -> Any:
    from engine.wizard_survive.game import GAME

    return _WizardSurviveTwin(GAME.make_agent(level, seed), truth)


TWINS: dict[str, Callable[[str, int, Truth], Any]] = {
    "mage_battle": mage_battle_twin, "ifrita_duel": ifrita_duel_twin, "wizard_survive": wizard_survive_twin}


class _Counters:
    """Mage Battle only: per seat, attack-target pairs on hidden targets and how many of
    them were countered, and counters made as defender."""

    def __init__(self) -> None:
        self.hidden = [0, 0]
        self.hidden_countered = [0, 0]
        self.defended = [0, 0]
        self._open: dict[int, tuple[int, frozenset[int]]] = {}   # attacker mage: (seat, hidden targets)

    def before(self, match: Match[Any, Any, Any], seat: int, command: Any) -> None:
        from engine.mage_battle import commands as cmd

        if isinstance(command, cmd.Attack):
            view = match.view(seat)
            self._open[command.mage] = (seat, frozenset(m.index for m in view.mages if m.layers is None))

    def after(self, events: Any) -> None:
        from engine.mage_battle import events as ev
        from engine.mage_battle.elements import Winner

        for e in events:
            if isinstance(e, ev.EngagementJudged):
                seat, hidden = self._open.pop(e.attacker, (-1, frozenset()))
                if seat < 0:
                    continue
                for target, winner, _ in e.outcomes:
                    if winner == Winner.DEFENDER:
                        self.defended[1 - seat] += 1
                    if target in hidden:
                        self.hidden[seat] += 1
                        self.hidden_countered[seat] += winner == Winner.DEFENDER


def play(job: tuple[str, str, int, int]) -> tuple[bool, bool, float, float, list[list[int]] | None]:
    """(honest won, draw, honest CPU s, twin CPU s, Mage Battle counts by role) of match k."""
    game_id, level, k, seed = job
    game = registry.get(game_id, None)
    match_seed = seed * 1_000_003 + k
    honest = k % 2
    match: Match[Any, Any, Any] = Match(game, match_seed, None, 2)
    agents: list[Any] = [None, None]
    agents[honest] = game.make_agent(level, match_seed * 2 + 1)
    agents[1 - honest] = TWINS[game_id](level, match_seed * 2 + 2, lambda: match.state)
    counters = _Counters() if game_id == "mage_battle" else None
    cpu = [0.0, 0.0]
    while not match.over:
        seat = match.deciders()[0]
        start = time.process_time()
        command = agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat))
        cpu[seat] += time.process_time() - start
        if counters is not None:
            counters.before(match, seat, command)
        events = match.play(command)
        if counters is not None:
            counters.after(events)
    outcome = match.outcome()
    assert outcome is not None
    roles = None
    if counters is not None:     # rows: honest, twin
        roles = [[counters.hidden[s], counters.hidden_countered[s], counters.defended[s]]
                 for s in (honest, 1 - honest)]
    return honest in outcome.winners, not outcome.winners, cpu[honest], cpu[1 - honest], roles


def _rate(k: int, n: int) -> str:
    lo, hi = wilson(k, n) or (0.0, 1.0)
    return f"{k}/{n} = {k / max(1, n):.1%}  95% CI [{lo:.1%}, {hi:.1%}]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="mage_battle", choices=sorted(TWINS))
    parser.add_argument("--level", default="advanced")
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first", type=int, default=0,
                        help="the first match's number: matches are independent, so a long run splits"
                             " into ranges run apart (say 0-99 and --first 100), their counts adding up")
    args = parser.parse_args(argv)
    rows = []
    started = time.perf_counter()
    jobs = [(args.game, args.level, k, args.seed) for k in range(args.first, args.first + args.matches)]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for row in pool.map(play, jobs, chunksize=1):
            rows.append(row)
            print(f"{len(rows)}/{args.matches}  {time.perf_counter() - started:.0f}s  honest wins "
                  f"{sum(r[0] for r in rows)} draws {sum(r[1] for r in rows)}", file=sys.stderr, flush=True)
    n = len(rows)
    wins, draws = sum(r[0] for r in rows), sum(r[1] for r in rows)
    print(f"{args.game} {args.level}: honest vs omniscient twin, seed {args.seed},"
          f" matches {args.first}-{args.first + n - 1}")
    print(f"  honest wins   {_rate(wins, n)}")
    print(f"  draws         {_rate(draws, n)}")
    print(f"  honest losses {_rate(n - wins - draws, n)}")
    print(f"  CPU per match: honest {sum(r[2] for r in rows) / n:.2f} s, twin {sum(r[3] for r in rows) / n:.2f} s;"
          f" wall {time.perf_counter() - started:.0f} s with {args.jobs} jobs")
    roles = [r[4] for r in rows if r[4] is not None]
    if roles:
        for i, name in enumerate(("honest", "twin")):
            hidden = sum(r[i][0] for r in roles)
            countered = sum(r[i][1] for r in roles)
            defended = sum(r[i][2] for r in roles)
            print(f"  {name:>6}: attacks on hidden targets countered {_rate(countered, hidden)};"
                  f" counters made as defender {defended}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
