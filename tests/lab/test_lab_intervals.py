"""Every rate in the balance lab's report.md comes with its 95% Wilson interval, and
report.json keeps every field it had (the intervals and the counts behind them are added
fields, and a `rates` list gathers them for `lab compare`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from labkit import args

from engine.mage_battle import lab
from game.lab import compare as lab_compare
from game.lab.simulate import run

# report.json's fields before issue 15: a reader of those keeps working.
OLD_FIELDS = {
    "": {"meta", "matches", "match_wins", "per_battle", "formations", "attacks", "decoys", "ap_use", "scores",
         "tiebreak"},
    "per_battle": {"battle", "played", "first_player_win_rate", "teal_win_rate", "end_share", "mean_rounds",
                   "quiet_round_share", "mean_army_distance", "tiebreak_steps"},
    "formations": {"count", "mixed_matches", "clustered_match_win_rate", "mixed_battles", "clustered_battle_win_rate",
                   "spread_battle_win_rate"},
    "attacks": {"total", "countered_rate", "by_job_and_stack", "mean_targets"},
    "decoys": {"count", "share_of_attacks", "followed_up", "follow_up_win_rate"},
    "ap_use": {"turns", "mean_ap_per_turn", "turns_by_ap_spent", "moves", "attacks", "cards"},
}
RATE = re.compile(r"\d+\.\d%")
WITH_INTERVAL = re.compile(r"\d+\.\d% \[\d+\.\d, \d+\.\d%\]")
INTERVAL = re.compile(r"\[\d+\.\d, \d+\.\d%\]")


def test_wilson_intervals_match_the_published_figures() -> None:
    # Newcombe (1998), Statistics in Medicine 17: 81/263 -> 0.2553 to 0.3662; 0/10 -> 0 to 0.2775.
    assert lab.wilson(81, 263) == [0.2553, 0.3662]
    assert lab.wilson(0, 10) == [0.0, 0.2775] and lab.wilson(10, 10) == [0.7225, 1.0]
    assert lab.wilson(3, 0) is None
    for k, n in ((0, 1), (1, 3), (7, 40), (40, 40)):
        interval = lab_compare.wilson(k, n)
        assert interval is not None and lab.wilson(k, n) == [round(interval[0], 4), round(interval[1], 4)]


def test_every_rate_in_report_md_has_its_interval(tmp_path: Path) -> None:
    assert run(args(tmp_path, matches=3, seed=2)) == 0
    md = (tmp_path / "report.md").read_text()
    rates = 0
    for line in md.splitlines():
        if line.startswith("| step |") or line.startswith("| battle | mean rounds"):
            continue
        if line.startswith(("| living mages", "| total HP", "| shrine distance", "| second mover")) or \
                re.match(r"\| \d+ \| [\d.]+ \| \d+\.\d% \|", line):
            # the tie-break and stalling tables (their shape is older than the intervals): the
            # share's interval is the row's last column
            assert len(RATE.findall(line)) == 2 and INTERVAL.search(line.rstrip(" |").rsplit("|", 1)[-1]), line
            rates += 1
            continue
        found = RATE.findall(line)
        assert len(found) == 2 * len(WITH_INTERVAL.findall(line)), line       # each rate, then its interval
        rates += len(found) // 2
    assert rates > 30
    report = json.loads((tmp_path / "report.json").read_text())
    for path, fields in OLD_FIELDS.items():
        where = report if not path else report[path]
        for part in where if isinstance(where, list) else [where]:
            assert fields <= set(part), (path, fields - set(part))
    first = report["per_battle"][0]
    [entry] = [e for e in report["rates"] if e["key"] == "per_battle.1.first_player_win_rate"]
    assert entry["rate"] == first["first_player_win_rate"] and entry["trials"] == first["played"] == 3
    assert entry["ci95"] == lab.wilson(entry["successes"], 3)
    assert all(set(e) == {"key", "label", "successes", "trials", "rate", "ci95", "clustered"} for e in report["rates"])
    assert not entry["clustered"]
    [quiet] = [e for e in report["rates"] if e["key"] == "per_battle.1.quiet_round_share"]
    assert quiet["clustered"] and quiet["trials"] == first["rounds"]
