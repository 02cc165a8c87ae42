"""Saved decks on disk: every file of the folder is listed, a damaged one (not JSON,
fields missing, a deck the rules refuse, absurd counts) with why and never an
exception; saving replaces a file whole; deleting removes only that deck."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ifrita_duel import decks


@pytest.fixture(autouse=True)
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path))
    out = decks.decks_dir()
    out.mkdir(parents=True)
    return out


def write(folder: Path, stem: str, body: str | bytes) -> None:
    path = folder / f"{stem}.json"
    path.write_bytes(body if isinstance(body, bytes) else body.encode())


def test_damaged_files_are_listed_with_why(folder: Path) -> None:
    assert decks.save("Good", decks.default("ward")) == []
    write(folder, "torn", "{not json")
    write(folder, "binary", b"\xff\xfe\x00")
    write(folder, "list", "[1, 2]")
    write(folder, "nohero", json.dumps({"name": "No hero", "cards": {"ember_imp": 3}}))
    write(folder, "alien", json.dumps({"name": "Alien", "hero": "ward", "cards": {"dragon": 3}}))
    write(folder, "huge", json.dumps({"name": "Huge", "hero": "ward", "cards": {"ember_imp": 10**12}}))
    write(folder, "short", json.dumps({"name": "Short", "hero": "ward", "cards": {"ember_imp": 3}}))
    listed = {s.file: s for s in decks.listing()}
    assert listed["good"].deck == decks.default("ward") and not listed["good"].fault
    assert listed["torn"].fault == listed["binary"].fault == "unreadable"
    assert listed["list"].fault == "incomplete" and listed["list"].detail == "name, hero, cards"
    assert listed["nohero"].fault == "incomplete" and listed["nohero"].detail == "hero"
    assert listed["alien"].why == decks.DeckFault("card", "dragon")
    assert listed["huge"].why is not None and listed["huge"].why.kind == "copies"
    assert listed["short"].why is not None and listed["short"].why.kind == "size"
    assert all(s.deck is None for k, s in listed.items() if k != "good")
    assert decks.names() == ["Good"]                    # the registration offers sound decks only
    assert decks.load("Short") is None


def test_saving_replaces_whole_and_deleting_removes_one(folder: Path) -> None:
    assert decks.save("Mine", decks.default("ward")) == []
    assert decks.save("Mine", decks.default("mend")) == []
    assert [p.name for p in folder.iterdir()] == ["mine.json"]     # no temporary file left behind
    assert decks.load("Mine") == decks.default("mend")
    assert decks.save("Other", decks.default("ember")) == []
    assert decks.delete("mine") and not decks.delete("mine")
    assert decks.names() == ["Other"]
    assert not decks.delete("../other")                  # only a file of the decks folder
