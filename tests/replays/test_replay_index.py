"""The header index beside the saved replays: built by a worker when missing, brought up
to date when stale, a damaged index or replay never a traceback, a replay saved during a
rebuild kept; the list's filters and their counts; a page parses only what it shows."""

from __future__ import annotations

import os
from pathlib import Path

import msgpack  # type: ignore[import-untyped]
import pytest

from replays import index
from replays.index import HOTSEAT, Library, read_index, write_index
from replays.index_filter import Filter
from replays.storage import save_replay
from tests.replays.library_fixtures import fill, templates

TEMPLATES = templates()


def built(directory: Path) -> Library:
    lib = Library(directory)
    lib.start()
    lib.wait(30)
    assert not lib.running
    return lib


def test_a_missing_index_is_built_by_the_worker_with_progress(tmp_path: Path) -> None:
    paths = fill(tmp_path, 12, TEMPLATES)
    assert read_index(tmp_path) is None
    lib = built(tmp_path)
    rows = read_index(tmp_path)
    assert rows is not None and set(rows) == {p.name for p in paths}
    assert lib.done == lib.total == 12 and lib.parsing
    assert lib.names[0] == paths[-1].name            # newest first
    again = built(tmp_path)
    assert not again.parsing                            # up to date: nothing parsed


def test_a_stale_row_is_parsed_again_and_removed_files_leave_the_index(tmp_path: Path) -> None:
    paths = fill(tmp_path, 6, TEMPLATES)
    built(tmp_path)
    paths[0].unlink()
    paths[1].write_bytes(b"not a replay")               # changed by hand: damaged now
    os.utime(paths[1], ns=(1, 1))
    lib = built(tmp_path)
    rows = read_index(tmp_path)
    assert rows is not None and paths[0].name not in rows and len(rows) == 5
    assert rows[paths[1].name].damaged and not rows[paths[2].name].damaged
    assert lib.row(paths[1].name).damaged


def packed(value: object) -> bytes:
    return bytes(msgpack.packb(value, use_bin_type=True))


GOOD_ROW = ["a.embr", 1, 1, "", [], "", None, [], 0, "", False]
JUNK = [b"", b"{", b"\xc1", b"\xff\xfe" * 100, packed([]), packed({"version": 1, "rows": [["x"]]}),
        packed({"version": 9, "rows": []}), packed({"version": 1, "rows": [["../evil.embr", *GOOD_ROW[1:]]]}),
        packed({"version": 1, "rows": [[*GOOD_ROW[:4], [["ai", "x" * 10_000]], *GOOD_ROW[5:]]]}),
        packed({"version": 1, "rows": [[*GOOD_ROW[:6], [True], *GOOD_ROW[7:]]]}),
        b"\x82\xa7version\x01\xa4rows" + b"\x91" * 200_000,            # nested far too deep
        b"\x82\xa7version\x01\xa4rows\xdd\xff\xff\xff\xff",         # claims 4 billion rows
        b"\x82\xa7version\x01\xa4rows\x91\xd6\xff\x00\x00\x00\x00"]   # an extension type


@pytest.mark.parametrize("junk", JUNK)
def test_a_damaged_index_is_treated_as_missing_and_rebuilt(tmp_path: Path, junk: bytes) -> None:
    paths = fill(tmp_path, 4, TEMPLATES)
    (tmp_path / index.INDEX_NAME).write_bytes(junk)
    assert read_index(tmp_path) is None
    lib = Library(tmp_path)
    assert lib.rows == {} and len(lib.names) == 4
    built(tmp_path)
    rows = read_index(tmp_path)
    assert rows is not None and set(rows) == {p.name for p in paths}


def test_a_hostile_replay_is_listed_as_damaged(tmp_path: Path) -> None:
    fill(tmp_path, 2, TEMPLATES)
    (tmp_path / "20270101-000000_x.embr").write_bytes(b"\x92" * 200_000)   # over the cap
    lib = built(tmp_path)
    assert lib.row("20270101-000000_x.embr").damaged
    assert [n for n in lib.matching(Filter(game="mage_battle"))] == [lib.names[-1]]


def test_a_save_updates_an_existing_index_and_leaves_an_unlisted_folder_alone(tmp_path: Path) -> None:
    saved = save_replay(TEMPLATES[0], tmp_path)
    assert not (tmp_path / index.INDEX_NAME).exists()   # nobody listed this folder yet
    built(tmp_path)
    second = save_replay(TEMPLATES[1], tmp_path)
    rows = read_index(tmp_path)
    assert rows is not None and set(rows) == {saved.name, second.name}
    assert rows[second.name].game == "wizard_survive" and rows[second.name].fresh(os.stat(second))


def test_a_replay_saved_while_the_index_is_rebuilt_keeps_its_row(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    fill(tmp_path, 8, TEMPLATES)
    write_index(tmp_path, [])                           # an index exists, with nothing in it
    parse = index.row_of_file
    saved: list[Path] = []

    def parse_and_save_midway(path: Path, stat: os.stat_result | None = None) -> index.Row | None:
        if not saved:
            saved.append(save_replay(TEMPLATES[2], tmp_path))
        return parse(path, stat)

    monkeypatch.setattr(index, "row_of_file", parse_and_save_midway)
    lib = built(tmp_path)
    rows = read_index(tmp_path)
    assert rows is not None and saved[0].name in rows and len(rows) == 9
    assert saved[0].name not in lib.names              # listed by the next list


def test_the_filters_and_their_counts(tmp_path: Path) -> None:
    fill(tmp_path, 9, TEMPLATES)                        # 3 of each game
    lib = built(tmp_path)
    rows = lib.known()
    assert Filter().counts(rows, "game") == {"mage_battle": 3, "wizard_survive": 3, "ifrita_duel": 3}
    assert Filter().counts(rows, "opponent") == {"advanced": 6, "whimsical": 3, HOTSEAT: 3}
    by_result = Filter().counts(rows, "result")
    assert sum(by_result.values()) == 9 and set(by_result) <= {"win", "loss", "draw", "unfinished"}
    assert len(lib.matching(Filter(opponent=HOTSEAT))) == 3
    assert all("ifrita_duel" in n for n in lib.matching(Filter(opponent=HOTSEAT)))
    assert len(lib.matching(Filter(opponent="advanced"))) == 6
    assert Filter(game="wizard_survive").counts(rows, "opponent") == {"advanced": 3, "whimsical": 3}
    assert lib.matching(Filter(game="wizard_survive", opponent=HOTSEAT)) == []
    for result, n in by_result.items():
        assert len(lib.matching(Filter(result=result))) == n
    assert Filter(game="mage_battle").counts(rows, "game")["ifrita_duel"] == 3   # its own field is loosened


def test_the_result_is_from_the_players_side() -> None:
    seats = (("human", None), ("ai", "advanced"))
    assert index.Row("a", 0, 0, "g", seats, scores=(2, 1), winners=(0,)).result == "win"
    assert index.Row("a", 0, 0, "g", seats, scores=(1, 2), winners=(1,)).result == "loss"
    assert index.Row("a", 0, 0, "g", seats, scores=(1, 1), winners=()).result == "draw"
    assert index.Row("a", 0, 0, "g", seats).result == "unfinished"


def test_a_page_parses_only_the_rows_it_shows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(tmp_path, 40, TEMPLATES)
    parsed: list[Path] = []
    parse = index.row_of_file

    def counted(path: Path, stat: os.stat_result | None = None) -> index.Row | None:
        parsed.append(path)
        return parse(path, stat)

    monkeypatch.setattr(index, "row_of_file", counted)
    lib = Library(tmp_path)                             # no index yet
    assert parsed == []
    page = [lib.row(name) for name in lib.names[:9]]
    assert len(parsed) == 9 and all(not row.damaged for row in page)
    lib.refresh()                                        # the worker's pass parses the other 31
    assert len(parsed) == 40
    parsed.clear()
    fresh = Library(tmp_path)
    assert [fresh.row(name) for name in fresh.names[:9]] == page and parsed == []


def test_the_rule_set_and_date_filters_and_their_counts(tmp_path: Path) -> None:
    import datetime

    from replays.format import ai, human
    from tests.replays.library_fixtures import play

    now = datetime.datetime(2026, 12, 16, 15, 0).astimezone()          # a Wednesday
    draft = play("mage_battle", (human(), ai("advanced")), 5, "2026-01-01T00:00:00+00:00", draft="Quick shrines")
    # One replay a day, the newest this afternoon: 16 days back reaches into November.
    fill(tmp_path, 17, [*TEMPLATES, draft], start=now - datetime.timedelta(days=16), step=datetime.timedelta(days=1))
    lib = built(tmp_path)
    rows = lib.known()
    where = Filter(now=now.timestamp())
    assert where.counts(rows, "rules") == {"": 13, "Quick shrines": 4}
    assert where.counts(rows, "date") == {"today": 1, "week": 3, "month": 16}     # since Monday, since the 1st
    assert len(lib.matching(Filter(rules="Quick shrines", now=now.timestamp()))) == 4
    assert all(lib.rows[n].rules == "" for n in lib.matching(Filter(rules="", now=now.timestamp())))
    this_week = Filter(date="week", now=now.timestamp())
    assert len(lib.matching(this_week)) == 3 and lib.matching(this_week) == lib.names[:3]
    # Counts of one field follow the others: the draft's replays this month.
    assert Filter(rules="Quick shrines", now=now.timestamp()).counts(rows, "date")["month"] == sum(
        1 for n in lib.names[:16] if lib.rows[n].rules)
    assert Filter(date="today", now=now.timestamp()).counts(rows, "rules") == {lib.rows[lib.names[0]].rules: 1}


def test_a_row_with_an_unreadable_start_is_in_no_period() -> None:
    row = index.Row("a", 0, 0, "g", (("human", None),), started="yesterday-ish")
    assert not Filter(date="month", now=2e9).matches(row) and Filter(now=2e9).matches(row)


def test_two_processes_saving_at_once_leave_a_whole_index(tmp_path: Path) -> None:
    """Saves in two processes race on the index's read-modify-write: a row may be lost
    (the next list parses that file again), the index is never torn or damaged."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    fill(tmp_path, 4, TEMPLATES)
    built(tmp_path)
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from pathlib import Path; "
            "from tests.replays.library_fixtures import templates; from replays.storage import save_replay; "
            "made = templates(int(sys.argv[3])); [save_replay(r, Path(sys.argv[2])) for _ in range(4) for r in made]")
    workers = [subprocess.Popen([sys.executable, "-c", code, str(root), str(tmp_path), str(seed)])
               for seed in (10, 20)]
    assert [w.wait(120) for w in workers] == [0, 0]
    files = {p.name for p in tmp_path.glob("*.embr")}
    assert len(files) == 4 + 2 * 12
    rows = read_index(tmp_path)
    assert rows is not None and set(rows) <= files      # whole; perhaps a row short
    lib = built(tmp_path)
    rows = read_index(tmp_path)
    assert rows is not None and set(rows) == files and not any(r.damaged for r in rows.values())
    assert len(lib.matching(Filter(game="ifrita_duel"))) == sum(1 for n in files if "ifrita_duel" in n)


def test_a_date_filter_made_without_a_time_counts_back_from_now(tmp_path: Path) -> None:
    import datetime

    now = datetime.datetime.now(datetime.UTC)
    fill(tmp_path, 3, TEMPLATES, start=now - datetime.timedelta(days=400), step=datetime.timedelta(days=200))
    lib = built(tmp_path)
    assert lib.matching(Filter(date="month")) == lib.names[:1]
