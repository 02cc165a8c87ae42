"""Tidying the saved replays: removing some (to a trash when there is one, else deleted)
drops their index rows and kept marks; "keep only the last N" never removes a replay
marked as kept; the kept marks survive a rebuilt index; opening the folder runs the
platform's command and never raises."""

from __future__ import annotations

import shutil
from pathlib import Path

from replays import housekeeping
from replays.index import Library, read_index
from tests.replays.library_fixtures import fill, templates

TEMPLATES = templates()


def built(directory: Path) -> Library:
    lib = Library(directory)
    lib.refresh()
    return lib


def trash_into(bin_: Path) -> housekeeping.Trash:
    bin_.mkdir(exist_ok=True)
    return lambda path: shutil.move(path, bin_ / Path(path).name) and None


def test_removed_replays_go_to_the_trash_and_leave_the_index_and_the_kept_marks(tmp_path: Path) -> None:
    folder = tmp_path / "replays"
    paths = fill(folder, 6, TEMPLATES)
    built(folder)
    housekeeping.mark_kept(folder, [paths[0].name, paths[1].name], True)
    done = housekeeping.remove(folder, [paths[0].name, paths[2].name], trash=trash_into(tmp_path / "bin"))
    assert done.trashed == (paths[0].name, paths[2].name) and not done.deleted and not done.failed
    assert sorted(p.name for p in (tmp_path / "bin").iterdir()) == [paths[0].name, paths[2].name]
    rows = read_index(folder)
    assert rows is not None and set(rows) == {p.name for p in paths} - {paths[0].name, paths[2].name}
    assert housekeeping.read_kept(folder) == {paths[1].name}


def test_without_a_trash_replays_are_deleted_and_a_failing_trash_deletes_too(tmp_path: Path) -> None:
    paths = fill(tmp_path, 3, TEMPLATES)

    def no_trash(path: str) -> None:
        raise OSError("no trash on this volume")

    done = housekeeping.remove(tmp_path, [paths[0].name], trash=no_trash)
    assert done.deleted == (paths[0].name,) and not paths[0].exists()
    done = housekeeping.remove(tmp_path, [paths[1].name], use_trash=False)
    assert done.deleted == (paths[1].name,) and not paths[1].exists()
    done = housekeeping.remove(tmp_path, ["../escape.embr", ".hidden"], use_trash=False)
    assert len(done.failed) == 2 and paths[2].exists()


def test_keep_the_last_n_spares_the_kept_replays(tmp_path: Path) -> None:
    paths = fill(tmp_path, 10, TEMPLATES)            # the newest last
    built(tmp_path)
    old_kept = [paths[0].name, paths[3].name]
    housekeeping.mark_kept(tmp_path, old_kept, True)
    assert housekeeping.beyond_last(tmp_path, 0) == []               # off
    doomed = housekeeping.beyond_last(tmp_path, 4)
    assert set(doomed) == {p.name for p in paths[:6]} - set(old_kept)
    done = housekeeping.prune(tmp_path, 4, trash=trash_into(tmp_path.parent / "bin"))
    assert set(done.gone) == set(doomed)
    left = {p.name for p in tmp_path.glob("*.embr")}
    assert left == {p.name for p in paths[6:]} | set(old_kept)
    rows = read_index(tmp_path)
    assert rows is not None and set(rows) == left


def test_kept_marks_survive_a_damaged_or_rebuilt_index(tmp_path: Path) -> None:
    paths = fill(tmp_path, 4, TEMPLATES)
    built(tmp_path)
    housekeeping.mark_kept(tmp_path, [paths[1].name], True)
    (tmp_path / "index.msgpack").write_bytes(b"junk")
    built(tmp_path)
    assert housekeeping.read_kept(tmp_path) == {paths[1].name}
    assert housekeeping.mark_kept(tmp_path, [paths[1].name], False) == frozenset()
    (tmp_path / housekeeping.KEPT_NAME).write_bytes(b"\xff\xfe junk\n../../etc/passwd\n")
    assert housekeeping.read_kept(tmp_path) == frozenset()


def test_opening_the_folder_runs_the_platform_s_command_and_never_raises(tmp_path: Path) -> None:
    assert housekeeping.folder_command(tmp_path, "linux") == ["xdg-open", str(tmp_path)]
    assert housekeeping.folder_command(tmp_path, "darwin") == ["open", str(tmp_path)]
    assert housekeeping.folder_command(tmp_path, "win32") is None
    ran: list[list[str]] = []
    assert housekeeping.open_folder(tmp_path, run=ran.append) is None and ran == [["xdg-open", str(tmp_path)]]

    def missing(command: list[str]) -> None:
        raise FileNotFoundError(2, "No such file or directory", command[0])

    why = housekeeping.open_folder(tmp_path, run=missing)
    assert why is not None and "\n" not in why
    assert housekeeping.open_folder(Path("/proc/no/such/place")) is not None
