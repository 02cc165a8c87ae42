#!/usr/bin/env python3
"""W29's two-player equilibrium of the real game: solve time, and how much an exact best
reply to the advanced AI gains, computed and then confirmed by engine games. A
benchmark, not a test.

    python scripts/bench_ws_equilibrium.py [--rules DRAFT.toml ...] [--games 2000] [--seed 1]

For ws-1 and each example draft (scripts/drafts/wizard_survive/*.toml), or the drafts
named, it prints:
- the solve: CPU seconds, states, stage games solved (rounds alike are solved once),
  how many had no pure saddle point, and the round's value (`equilibrium.round_value`);
- the best reply, by backward induction over the real game (round, souls, step, lives
  and mana; 20-step cap, 30-round limit): the best card at every state against the AI's
  fixed mixes, and its chances from the game's start: win, draw and loss, and its gain
  (win + draw/2 - 1/2, in points of win probability). Target: under 1 point. Also the
  most it takes below the table's value at any state (the table's exploitability);
- the confirmation: N engine games of the advanced AI against that best reply (seats
  alternate), the reply's wins, draws and losses with 95% Wilson intervals.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.kernel.match import Match
from engine.kernel.stats import wilson
from engine.wizard_survive.ai import equilibrium as eq
from engine.wizard_survive.ai.advanced import AdvancedAgent
from engine.wizard_survive.ai.equilibrium_reply import Reply, best_reply, exploitability
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import Card
from engine.wizard_survive.rules import WS_1, RuleSet, load_rules
from engine.wizard_survive.view import WizardView

DRAFTS = Path(__file__).resolve().parent / "drafts" / "wizard_survive"


class ReplyAgent:
    """Plays the best reply's card at its state (the AI's key mirrored)."""

    level = "best-reply"
    mood = None

    def __init__(self, reply: Reply) -> None:
        self.reply = reply

    def choose(self, view: WizardView, legal: Sequence[Commit], seen: Any) -> Commit:
        seat = view.seat
        assert seat is not None
        me, it = view.wizards[seat], view.wizards[1 - seat]
        key = eq.key_for(view.round, view.step, (it.souls, me.souls), it, me)
        card = Card(self.reply.card_at(key))
        return next(c for c in legal if c.card is card)


def confirm(rules: RuleSet, reply: Reply, games: int, seed: int) -> tuple[int, int, int]:
    """The best reply's wins, draws and losses over `games` engine games."""
    won = drawn = lost = 0
    for n in range(games):
        reply_seat = n % 2
        agents: list[Any] = [AdvancedAgent(seed * 1_000_003 + n), ReplyAgent(reply)]
        if reply_seat == 0:
            agents.reverse()
        match: Match[Any, Any, Any] = Match(GAME, seed + n, rules, 2)
        while not match.over:
            seat = match.deciders()[0]
            match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
        winner = match.state.winner
        won += winner == reply_seat
        lost += winner == 1 - reply_seat
        drawn += winner is None
    return won, drawn, lost


def _rate(count: int, games: int) -> str:
    low, high = wilson(count, games) or (0.0, 0.0)
    return f"{count / games:.1%} (95% {low:.1%}-{high:.1%})"


def report(rules: RuleSet, label: str, games: int, seed: int) -> None:
    print(f"== {label} ({rules.version})")
    started = time.process_time()
    fresh = eq.solve(rules) if rules == WS_1 else None      # ws-1 timed afresh: the AI reads it shipped
    solution = eq.solution_for(rules)                       # the table the AI plays (a draft: solved here)
    spent = time.process_time() - started
    f = (fresh or solution).facts
    print(f"solve: {spent:.1f} s CPU for {f['states']:,} states; {f['games']:,} stage games solved "
          f"({f['solutions']} distinct round solutions), {f['mixed']:,} without a pure saddle point")
    print(f"round value: {eq.round_value(rules):.4f} souls per round the first seat can make sure of")
    started = time.process_time()
    reply = best_reply(solution)
    spent = time.process_time() - started
    start = (1, 0, 0, 1, *eq.start_pair(rules))
    ai_win, ai_draw, ai_loss = reply.chances(start)
    gain = ai_loss + ai_draw / 2 - 0.5
    print(f"best reply (backward induction, {spent:.1f} s): wins {ai_loss:.3%}, draws {ai_draw:.3%}, "
          f"loses {ai_win:.3%}; gain {100 * gain:+.1e} points of win probability (target < 1); "
          f"table value {solution.value(start):.6f}, "
          f"most taken below it anywhere {exploitability(solution, reply):.1e}")
    if games:
        started = time.process_time()
        won, drawn, lost = confirm(rules, reply, games, seed)
        spent = time.process_time() - started
        print(f"confirmed by {games:,} engine games ({spent:.0f} s): the best reply wins {_rate(won, games)}, "
              f"draws {_rate(drawn, games)}, loses {_rate(lost, games)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", nargs="*", default=None, help="draft TOML files (default: ws-1 and the examples)")
    parser.add_argument("--games", type=int, default=2000, help="engine games confirming each best reply (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    paths = [Path(p) for p in args.rules] if args.rules else sorted(DRAFTS.glob("*.toml"))
    if not args.rules:
        report(WS_1, "ws-1", args.games, args.seed)
    for path in paths:
        report(load_rules(path.read_text(encoding="utf-8"), str(path)), path.name, args.games, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
