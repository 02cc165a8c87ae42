#!/usr/bin/env python3
"""How the Elemental Mage Battle AIs look to a player (issue 14): counts of habits a
playtester notices, per level, over seeded matches. A measurement, not a test.

    python scripts/bench_ai_habits.py --pairs beginner:intermediate advanced:intermediate --matches 40 --jobs 2

Matches are seeded as in `scripts/tournament.py` (match k of a pair: `seed * 1_000_003 + k`,
level A in seat k % 2, agents seeded `match_seed * 2 + 1` for A and `+ 2` for B), so a
figure here and a tournament line of the same pair and seed come from the same matches.

Per level (each pair's two levels apart, then every pair together):
- turns: action turns the side began (a battle-ending turn included);
- idle: turns it ended with all its AP unspent, having done nothing;
- early: turns it ended with AP unspent after acting;
- attacks, elementless: attacks, and those with element None (an elementless attacker);
- hopeless: attacks that could neither win (no target it could beat with any response
  the defender had, as far as the side knew: a target with hidden layers might lose)
  nor reveal anything (every target's layers already known to the side);
- back-and-forth: a mage moved X->Y in one of its side's turns and Y->X in that side's
  next turn of the same battle, with no engagement, damage, card or reveal event
  visible to the side in between (moves of the enemy do not count as news);
  "still": those of them with no enemy mage moved in between either;
- undo: the same within one turn (X->Y then Y->X, nothing learnt in between).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.mage_battle import Match, Side  # noqa: E402
from engine.mage_battle import commands as cmd  # noqa: E402
from engine.mage_battle import events as ev  # noqa: E402
from engine.mage_battle.ai.agents import make_agent  # noqa: E402
from engine.mage_battle.elements import Winner, distinct, judge, stack  # noqa: E402
from engine.mage_battle.state import Phase  # noqa: E402
from engine.mage_battle.view import PlayerView  # noqa: E402

DEFAULT_PAIRS = ["beginner:intermediate", "beginner:random", "advanced:intermediate", "whimsical:beginner",
                 "advanced:whimsical"]
FIGURES = ("turns", "idle", "early", "attacks", "elementless", "hopeless", "moves", "back-and-forth", "still",
           "undo")

# Events after which going back may be a reaction to something learnt or changed.
NEWS = (ev.AttackDeclared, ev.EngagementRevealed, ev.EngagementJudged, ev.AttackBackfired, ev.MageDamaged,
        ev.MageRemoved, ev.CardUsed, ev.LayersCut, ev.MageMarked, ev.BattleEnded, ev.BattleStarted,
        ev.ElementsGranted)

Job = tuple[str, str, int, int]
Result = tuple[str, str, dict[str, Counter[str]]]


def _hopeless(view: PlayerView, attack: cmd.Attack, targets: tuple[int, ...]) -> bool:
    """Whether the attack could not win against any target and revealed nothing new."""
    me = view.mages[attack.mage]
    layers = me.layers or ()
    tables = view.tables
    for t in targets:
        target = view.mages[t]
        if target.layers is None:
            return False            # hidden: it might lose, and the attack shows its layers
        if attack.element is None:
            continue
        a = stack(layers, attack.element)
        for d in distinct(target.layers) or (None,):
            if judge(attack.element, a, d, stack(target.layers, d), tables) == Winner.ATTACKER:
                return False
    return True


class _Side:
    """One side's habits as its turns go by."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.news = 0                                   # NEWS events this side has seen
        self.steps = 0                                  # moves of enemy mages this side has seen
        self.open = False
        self.acted = False
        self.moves: list[tuple[int, int, int, int, int]] = []  # (mage, src, dst, news, steps) this turn
        self.last: dict[int, tuple[int, int, int, int]] = {}  # mage -> (src, dst, news, steps), previous turn

    def close(self) -> None:
        if self.open:
            self.last = {m: (s, d, n, k) for m, s, d, n, k in self.moves}
        self.open = False
        self.acted = False
        self.moves = []


def play(job: Job) -> Result:
    a, b, k, seed = job
    match_seed = seed * 1_000_003 + k
    a_side = Side(k % 2)
    levels = {a_side: a, a_side.other: b}
    agents = {a_side: make_agent(a, match_seed * 2 + 1), a_side.other: make_agent(b, match_seed * 2 + 2)}
    match = Match(match_seed)
    sides = {s: _Side() for s in Side}
    while not match.over:
        side = match.deciders()[0]
        view = match.view(side)
        command = agents[side].choose(view, match.legal(side), match.seen(side))
        mine = sides[side]
        if view.phase == Phase.ACTION and not mine.open:
            mine.open = True
            mine.counts["turns"] += 1
        if isinstance(command, cmd.EndTurn):
            mine.counts["idle" if not mine.acted else "early"] += 1
        elif view.phase == Phase.ACTION:
            mine.acted = True
        events = match.play(command)
        for e in events:
            if isinstance(e, ev.MageMoved) and isinstance(command, cmd.Move):
                mine.counts["moves"] += 1
                last = mine.last.get(e.mage)
                if any(m == e.mage and s == e.dst and d == e.src and n == mine.news for m, s, d, n, _ in mine.moves):
                    mine.counts["undo"] += 1
                elif last is not None and last[:3] == (e.dst, e.src, mine.news):
                    mine.counts["back-and-forth"] += 1
                    mine.counts["still"] += last[3] == mine.steps
                mine.moves.append((e.mage, e.src, e.dst, mine.news, mine.steps))
            elif isinstance(e, ev.AttackDeclared) and isinstance(command, cmd.Attack):
                mine.counts["attacks"] += 1
                mine.counts["elementless"] += command.element is None
                mine.counts["hopeless"] += _hopeless(view, command, e.targets)
            for s, record in sides.items():
                if isinstance(e, NEWS) and ev.visible_to(e, s):
                    record.news += 1
                record.steps += isinstance(e, ev.MageMoved) and view.mages[e.mage].side != s
            if isinstance(e, ev.TurnEnded):
                sides[e.side].close()
            elif isinstance(e, ev.BattleEnded):
                for record in sides.values():
                    record.close()
                    record.last = {}
    return a, b, {levels[s]: r.counts for s, r in sides.items()} if a != b else {a: sum(
        (r.counts for r in sides.values()), Counter())}


def _line(name: str, counts: Counter[str], matches: int) -> str:
    turns = counts["turns"] or 1
    attacks = counts["attacks"] or 1
    moves = counts["moves"] or 1
    return (f"{name:>12}: {matches:4d} matches  turns {counts['turns']:6d}  "
            f"idle {counts['idle']:5d} ({counts['idle'] / turns:5.1%})  early {counts['early']:5d}  "
            f"attacks {counts['attacks']:5d}  elementless {counts['elementless']:4d} "
            f"({counts['elementless'] / attacks:5.1%})  hopeless {counts['hopeless']:4d} "
            f"({counts['hopeless'] / attacks:5.1%})  moves {counts['moves']:6d}  "
            f"back-and-forth {counts['back-and-forth']:4d} ({counts['back-and-forth'] / moves:5.1%}, "
            f"still {counts['still']})  "
            f"undo {counts['undo']:4d}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", nargs="+", default=DEFAULT_PAIRS, help="LEVEL_A:LEVEL_B pairs")
    parser.add_argument("--matches", type=int, default=20, help="matches per pair (the sides alternate)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    jobs: list[Job] = []
    for pair in args.pairs:
        a, _, b = pair.partition(":")
        for level in (a, b):
            make_agent(level)           # raises on an unknown level
        jobs += [(a, b, k, args.seed) for k in range(args.matches)]
    per_pair: dict[tuple[str, str], dict[str, Counter[str]]] = {}
    matches: Counter[tuple[str, str]] = Counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for done, (a, b, counts) in enumerate(pool.map(play, jobs, chunksize=1), 1):
            matches[a, b] += 1
            into = per_pair.setdefault((a, b), {})
            for level, c in counts.items():
                into.setdefault(level, Counter()).update(c)
            if done % 10 == 0 or done == len(jobs):
                print(f"{done}/{len(jobs)} matches", file=sys.stderr, flush=True)
    totals: dict[str, Counter[str]] = {}
    total_matches: Counter[str] = Counter()
    for (a, b), counts in per_pair.items():
        print(f"{a} vs {b}, seed {args.seed}:")
        for level, c in counts.items():
            print(_line(level, c, matches[a, b]))
            totals.setdefault(level, Counter()).update(c)
            total_matches[level] += matches[a, b]
    print("every pair together:")
    for level, c in sorted(totals.items()):
        print(_line(level, c, total_matches[level]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
