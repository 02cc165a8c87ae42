"""The balance lab's client at scale: its memory against the number of matches, and its
throughput on 1 process, 2 processes and a 2-worker Dask LocalCluster, in one run.

    python scripts/bench_lab.py                      # RSS at 200 and 2,000 beginner matches
    python scripts/bench_lab.py --matches 200 2000 --baseline
    python scripts/bench_lab.py --game ifrita_duel           # any registered game's lab
    python scripts/bench_lab.py --throughput 200     # matches/s: 1 job, 2 jobs, LocalCluster

RSS: each batch runs in a fresh Python process (`mage-battle simulate --seat beginner
--seat beginner`, replays and report written to a temporary folder); the figure is that
client process's peak resident set (VmHWM; its workers are other processes and not
counted), and its resident set when the report is written (VmRSS).
`--baseline` also runs each batch keeping every match's facts, as the lab did before it
folded them into the lab's Tally, to show what streaming saves. No test times anything.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CLIENT = r"""
import json, sys, argparse
from game.lab import simulate
if sys.argv[3] == "keep":          # the lab before issue 15: every match's facts kept to the end
    init = simulate.Fold.__init__
    def keep(self, game):
        init(self, game)
        self.tally = None
    simulate.Fold.__init__ = keep
args = argparse.Namespace(game=sys.argv[5], seat=["beginner", "beginner"], matches=int(sys.argv[1]), seed=1,
                          jobs=int(sys.argv[4]), rules=None, out=sys.argv[2], scheduler=None, resume=False)
status = simulate.run(args)
status = dict(line.split(":", 1) for line in open("/proc/self/status"))      # Linux: KiB
peak, now = int(status["VmHWM"].split()[0]), int(status["VmRSS"].split()[0])
print(json.dumps({"status": status, "peak_kib": peak, "end_kib": now}))
"""


def rss(matches: int, mode: str, jobs: int, game: str = "mage_battle") -> dict[str, int]:
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, ARCADE_HEADLESS="1")
        done = subprocess.run([sys.executable, "-c", CLIENT, str(matches), folder, mode, str(jobs), game], cwd=ROOT,
                              env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(done.stderr)
        figures: dict[str, int] = json.loads(done.stdout.strip().splitlines()[-1])
        return figures


def throughput(matches: int, level: str) -> None:
    from distributed import LocalCluster

    from engine.kernel import registry
    from game.lab.simulate import Batch, play_batch

    game = registry.get("mage_battle")
    batch = Batch(game, (level, level), game.default_rules(), 1, matches)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for label, options in (("1 job", {"jobs": 1}), ("2 jobs", {"jobs": 2})):
            start = time.perf_counter()
            result = play_batch(batch, Path(folder) / label.replace(" ", ""), **options)  # type: ignore[arg-type]
            rows.append((label, result.report["matches"], time.perf_counter() - start))
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
            start = time.perf_counter()
            result = play_batch(batch, Path(folder) / "cluster", scheduler=cluster.scheduler_address)
            rows.append(("LocalCluster, 2 workers", result.report["matches"], time.perf_counter() - start))
        same = len({(Path(folder) / name / "report.json").read_bytes() for name in ("1job", "2jobs", "cluster")}) == 1
    print(f"throughput, {matches} {level} matches each, replays and report written ({os.cpu_count()} cores):")
    for label, n, seconds in rows:
        print(f"  {label:<24} {n / seconds:6.1f} matches/s  ({seconds:.1f} s)")
    print(f"  the three reports are {'byte-identical' if same else 'DIFFERENT'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", type=int, nargs="+", default=[200, 2000])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--game", default="mage_battle", help="the registered game whose lab is measured (2 seats)")
    parser.add_argument("--baseline", action="store_true", help="also keep every match's facts, as before")
    parser.add_argument("--throughput", type=int, metavar="N", help="instead: matches/s of N matches, 3 ways")
    parser.add_argument("--level", default="beginner", help="with --throughput: both seats' level")
    args = parser.parse_args()
    if args.throughput:
        throughput(args.throughput, args.level)
        return
    modes = ["tally", "keep"] if args.baseline else ["tally"]
    print(f"client RSS of `mage-battle simulate --game {args.game} --seat beginner --seat beginner "
          f"--jobs {args.jobs}`:")
    for mode in modes:
        for matches in args.matches:
            f = rss(matches, mode, args.jobs, args.game)
            what = "streaming (Tally)" if mode == "tally" else "every facts kept"
            print(f"  {what:<18} {matches:>6} matches: peak {f['peak_kib'] / 1024:6.1f} MiB, "
                  f"at the end {f['end_kib'] / 1024:6.1f} MiB")


if __name__ == "__main__":
    main()
