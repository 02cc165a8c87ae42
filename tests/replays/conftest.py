"""Fixtures for the replay tests: random-agent matches (the real AIs land later)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

import pytest

from engine.kernel.random_agent import RandomAgent
from engine.mage_battle import Match, Side
from replays.format import Header, Replay, ai, dumps, human, new_header
from replays.resimulate import replay_of

STARTED = "2026-11-29T15:48:01+00:00"


def play_random(seed: int, upto: int | None = None) -> Match:
    match = Match(seed=seed)
    agents = {Side.TEAL: RandomAgent(seed), Side.CRIMSON: RandomAgent(seed + 1000)}
    while not match.over and (upto is None or len(match.commands) < upto):
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    return match


def header_for(seed: int) -> Header:
    return new_header(seed, human(), ai("random"), started=STARTED)


def random_replay(seed: int, upto: int | None = None) -> Replay:
    return replay_of(play_random(seed, upto), header_for(seed))


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("EMB_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture(scope="session")
def full_replay() -> Replay:
    return random_replay(7)


@pytest.fixture(scope="session")
def full_bytes(full_replay) -> bytes:
    return dumps(full_replay)


@pytest.fixture
def run_cli(capsys) -> Callable[..., tuple[int, str, str]]:
    """Run `mage-battle replay ...` through replays.cli.register alone."""
    from replays.cli import register

    def run(*argv: str) -> tuple[int, str, str]:
        parser = argparse.ArgumentParser(prog="mage-battle")
        register(parser.add_subparsers(dest="command"))
        args = parser.parse_args(["replay", *argv])
        code = args.func(args)
        out, err = capsys.readouterr()
        return code, out, err

    return run
