"""Real replays of the three games, played out by seeded random agents, for the header
index and the list's filters."""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path
from typing import Any

from engine.kernel import registry
from engine.kernel.match import Match
from engine.kernel.random_agent import RandomAgent
from replays.format import FORMAT, Player, Replay, ai, human, new_header, seal, to_document
from replays.resimulate import replay_of
from replays.storage import file_name

SETUPS: tuple[tuple[str, tuple[Player, ...]], ...] = (
    ("mage_battle", (human(), ai("advanced"))),
    ("wizard_survive", (human(), ai("whimsical"), ai("advanced"))),
    ("ifrita_duel", (human(), human())),
)


def play(game_id: str, players: tuple[Player, ...], seed: int, started: str, draft: str = "") -> Replay:
    """A whole match; `draft` names a draft of the default rules (the same numbers)."""
    game = registry.get(game_id)
    rules = None
    if draft:      # a draft is named and versioned apart from the published rule set
        default = game.default_rules()
        rules = dataclasses.replace(default, name=draft, version=f"{default.version}-draft")
    match: Match[Any, Any, Any] = Match(game, seed, rules, seats=len(players))
    agent: RandomAgent[Any] = RandomAgent(seed)
    while not match.over:
        seat = match.deciders()[0]
        match.play(agent.choose(match.view(seat), match.legal(seat), match.seen(seat)))
    header = new_header(match.seed, *players, started=started, rules=match.rules, game=game_id)
    return replay_of(match, header)


def templates(seed: int = 1) -> list[Replay]:
    return [play(g, p, seed + i, "2026-01-01T00:00:00+00:00") for i, (g, p) in enumerate(SETUPS)]


def fill(directory: Path, count: int, replays: list[Replay] | None = None,
         start: datetime.datetime | None = None, step: datetime.timedelta = datetime.timedelta(minutes=1)
         ) -> list[Path]:
    """`count` valid replays, each a template's copy under its own start time and name
    (`step` apart from `start`, the newest last)."""
    replays = replays if replays is not None else templates()
    directory.mkdir(parents=True, exist_ok=True)
    docs = [to_document(r) for r in replays]
    start = start if start is not None else datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    paths = []
    for i in range(count):
        k = i % len(replays)
        started = (start + step * i).isoformat()
        doc = dict(docs[k], header=dict(docs[k]["header"], started=started))
        path = directory / file_name(dataclasses.replace(replays[k].header, started=started))
        path.write_bytes(seal(FORMAT, doc))
        paths.append(path)
    return paths


def journals(directory: Path, count: int, most: int = 120) -> list[Path]:
    """`count` journals of unfinished matches of the three games in `directory`, each cut
    off before its match ends (at most `most` commands), with their summaries."""
    from replays.journal import Journal

    paths = []
    for i in range(count):
        game_id, players = SETUPS[i % len(SETUPS)]
        match: Match[Any, Any, Any] = Match(registry.get(game_id), 100 + i, seats=len(players))
        started = (datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
                   + datetime.timedelta(minutes=i)).isoformat()
        header = new_header(match.seed, *players, started=started, rules=match.rules, game=game_id)
        journal = Journal.open_new(header, directory, match=match)
        agent: RandomAgent[Any] = RandomAgent(i)
        for _ in range(most):
            seat = match.deciders()[0]
            match.play(agent.choose(match.view(seat), match.legal(seat), match.seen(seat)))
            if match.over:
                break             # not recorded: the journal stays one command short of the end
            journal.record()
        journal.close()
        paths.append(journal.path)
    return paths
