"""Game-agnostic parts shared by every rule set: the seeded generator, stable
digests and the audience of events. Nothing here knows the rules of a game."""

from engine.kernel.digest import canonical_bytes, stable_digest
from engine.kernel.rng import SeededRng

__all__ = ["SeededRng", "canonical_bytes", "stable_digest"]
