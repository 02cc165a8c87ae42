"""Ifrita Duel's lab folds games one at a time (a `Tally`, so `simulate` keeps no list of
every game's facts): its report does not depend on the order of the games and counts
what the games hold."""

from __future__ import annotations

from typing import Any

from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.lab import Tally, facts, report
from engine.kernel.match import Match


def _played(seed: int) -> Match[Any, Any, Any]:
    match: Match[Any, Any, Any] = Match(GAME, seed, seats=2)
    agents = [GAME.make_agent("beginner", seed * 2 + s) for s in range(2)]
    while not match.over:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), ()))
    return match


def test_the_tally_is_order_free_and_counts_what_the_games_hold() -> None:
    games = [dict(facts(_played(seed)), index=seed) for seed in range(5)]
    meta = {"teal": "beginner", "crimson": "beginner", "seed": 0, "requested": 5, "rules": "id-1"}
    forward, backward = Tally(), Tally()
    for f in games:
        forward.add(f)
    for f in reversed(games):
        backward.add(f)
    assert forward.report(meta) == backward.report(meta) == report(games, meta)
    r = forward.report(meta)
    assert r["matches"] == 5 and r["decided"] == sum(f["winner"] is not None for f in games)
    assert sorted(t for t, k in r["turns"]["histogram"] for _ in range(k)) == sorted(f["turns"] for f in games)
    assert r["turns"]["median"] == sorted(f["turns"] for f in games)[2]
    casts = sum(len(sides) for f in games for sides in f["cast"].values())
    assert sum(c["casters"] for c in r["per_card"]) == casts
