"""What every game shares and no game owns: what a game is (`Game`, its marks and
per-seat outcome), seats and audiences, a `Match` over any game, the type-driven codec,
the seeded generator, stable digests, the errors and the registry of games. Nothing
here knows the rules of a game."""

from engine.kernel.codec import Codec, Names
from engine.kernel.digest import canonical_bytes, stable_digest
from engine.kernel.errors import CodecError, RuleError
from engine.kernel.game import Agent, AnyGame, Game, Mark, Outcome
from engine.kernel.match import Match
from engine.kernel.rng import SeededRng
from engine.kernel.seats import Audience, Seat, SeatNames

__all__ = [
    "Agent", "AnyGame", "Audience", "Codec", "CodecError", "Game", "Mark", "Match", "Names", "Outcome",
    "RuleError", "Seat", "SeatNames", "SeededRng", "canonical_bytes", "stable_digest",
]
