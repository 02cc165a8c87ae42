"""A bug report may carry the match's review: the decisions reviewed before its cut,
and in a redacted report only the redacted seat's, without the omniscient values."""

from __future__ import annotations

import json
from pathlib import Path

from game.cli.main import main
from replays import review_cache
from replays.bugreport import bug_report, cut
from replays.resimulate import load_bytes
from replays.review import review
from tests.replays.review_fixtures import replay_bytes, saved


def test_a_complete_report_keeps_the_decisions_before_its_cut() -> None:
    loaded = load_bytes(replay_bytes(3, "beginner", "advanced"), "match")
    reviewed = review_cache.reviewed_of(review(loaded), loaded)
    upto = len(loaded.replay.commands) // 2
    report = bug_report(loaded, upto, None, reviewed)
    rows = report["review"]["decisions"]
    end = len(cut(loaded, upto).match.events)
    assert rows and [r["position"] for r in rows] == [m.position for m in reviewed.moves if m.position < end]
    assert len(rows) < len(reviewed.moves) and {r["seat"] for r in rows} == {0, 1}
    assert all("hindsight" in r for r in rows)
    codec = loaded.header.game.codec
    first = next(m for m in reviewed.moves if m.position == rows[0]["position"] and m.seat == rows[0]["seat"])
    assert codec.decode_command(rows[0]["best"]) == first.best and rows[0]["class"] == first.judgement.key


def test_a_redacted_report_keeps_only_its_seats_own_view() -> None:
    loaded = load_bytes(replay_bytes(3, "beginner", "advanced"), "match")
    reviewed = review_cache.reviewed_of(review(loaded), loaded)
    report = bug_report(loaded, None, "blue", reviewed)
    rows = report["review"]["decisions"]
    assert rows and {r["seat"] for r in rows} == {1}
    assert not any("hindsight" in r for r in rows)
    assert len(rows) == len(reviewed.of(1))


def test_the_command_line_adds_the_review_when_asked(tmp_path: Path) -> None:
    path = saved(tmp_path, replay_bytes(4, "beginner", "advanced"))
    out = tmp_path / "report.json"
    assert main(["replay", "bug-report", path, "--review", "-o", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["review"]["unit"] and report["review"]["decisions"]
    plain = tmp_path / "plain.json"
    assert main(["replay", "bug-report", path, "-o", str(plain)]) == 0
    assert "review" not in json.loads(plain.read_text(encoding="utf-8"))
