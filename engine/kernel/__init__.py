"""What every game shares and no game owns: what a game is (`Game`, the core; `GameBase`,
the defaults; its marks and per-seat outcome; its `RuleBook` and `Lab`), seats and
audiences, a `Match` over any game, the type-driven codec, the seeded generator, stable
digests, the errors and the registry of games. Nothing here knows the rules of a game."""

from engine.kernel.codec import Codec, Names
from engine.kernel.digest import canonical_bytes, stable_digest
from engine.kernel.errors import CodecError, RuleError
from engine.kernel.game import Agent, AnyGame, Game, GameBase, Mark, Outcome
from engine.kernel.lab import Lab
from engine.kernel.match import Match
from engine.kernel.rng import SeededRng
from engine.kernel.rule_book import RuleBook
from engine.kernel.seats import Audience, Seat, SeatNames

__all__ = [
    "Agent", "AnyGame", "Audience", "Codec", "CodecError", "Game", "GameBase", "Lab", "Mark", "Match", "Names",
    "Outcome", "RuleBook", "RuleError", "Seat", "SeatNames", "SeededRng", "canonical_bytes", "stable_digest",
]
