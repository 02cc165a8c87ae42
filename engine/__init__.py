"""The rules of Elemental Mage Battle as a pure, deterministic, event-sourced engine.

No Arcade, no files, no clock, no global random: the same seed and commands give the
same state hash in any process.
"""

from engine.mage_battle import *  # noqa: F401,F403
from engine.mage_battle import __all__ as _battle_all
from engine.mage_battle.hashing import state_hash

__all__ = [*_battle_all, "state_hash"]
