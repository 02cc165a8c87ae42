"""The same game, seed and commands give the same state hashes in another process with
another `PYTHONHASHSEED`: nothing a match folds to depends on set or dict order of
texts, on ids or on the clock. One child process plays every registered game's seeded
random matches (a game made elsewhere is imported there by its module's name)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conformance_kit import each_game, random_match, seat_counts

from engine.kernel import registry
from engine.kernel.game import AnyGame

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SEEDS = (3, 4)
pytestmark = pytest.mark.slow     # a child process
CHILD = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from conformance_kit import random_match, seat_counts
from engine.kernel import registry
wanted = json.loads(sys.stdin.read())
out = {}
for game_id, module, seeds in wanted:
    game = registry.get(game_id, module)
    out[game_id] = [random_match(game, seed, seats).hash() for seed in seeds for seats in seat_counts(game)]
print(json.dumps(out))
"""


def hashes(game: AnyGame) -> list[str]:
    return [random_match(game, seed, seats).hash() for seed in SEEDS for seats in seat_counts(game)]


@pytest.fixture(scope="module")
def elsewhere() -> dict[str, list[str]]:
    """Every registered game's hashes, from a child with a hash seed unlike this one's."""
    seed = "271828" if os.environ.get("PYTHONHASHSEED") != "271828" else "314159"
    wanted = [(g.game_id, registry.module_of(g), list(SEEDS)) for g in registry.games()]
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, "-c", CHILD, str(HERE), str(ROOT)], input=json.dumps(wanted), cwd=ROOT,
                          check=False, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    result: dict[str, list[str]] = json.loads(done.stdout)
    return result


@pytest.mark.parametrize("game", each_game())
def test_the_same_seed_and_commands_give_the_same_hash_under_another_hash_seed(
        game: AnyGame, elsewhere: dict[str, list[str]]) -> None:
    here = hashes(game)
    assert len(set(here)) > 1          # the seeds do make different matches
    assert elsewhere[game.game_id] == here
