"""A stable digest of the full state: replay checkpoints and determinism tests."""

from __future__ import annotations

from engine.kernel.digest import stable_digest
from engine.mage_battle.state import State


def state_hash(state: State) -> str:
    return stable_digest(state)
