"""What the tournament and the AI benchmark share: choosing a registered game (one made
outside the engine is imported by module, in the workers too) and its seat count, and the
levels its agents accept."""

from __future__ import annotations

import argparse
import sys

from engine.kernel import registry
from engine.kernel.game import AnyGame


def add_game_options(parser: argparse.ArgumentParser) -> None:
    default = registry.default().game_id
    parser.add_argument("--game", default=default, help=f"which registered game (default: {default})")
    parser.add_argument("--game-module", default=None, metavar="MODULE",
                        help="import MODULE first, for a game defined outside the engine (it registers itself)")
    parser.add_argument("--seats", type=int, default=None, help="seats per match (default: the game's fewest)")


def chosen_game(args: argparse.Namespace) -> tuple[AnyGame, int] | None:
    """The game and the seat count the options name; None (after one line on stderr) when
    they cannot be used."""
    try:
        game = registry.get(args.game, args.game_module)
    except (ValueError, ImportError) as error:
        print(f"error: {error}", file=sys.stderr)
        return None
    seats = args.seats if args.seats is not None else game.seat_counts[0]
    if seats not in game.seat_counts:
        print(f"error: {game.game_id} is played by {' or '.join(map(str, game.seat_counts))} seats, not {seats}",
              file=sys.stderr)
        return None
    return game, seats


def accepted_levels(game: AnyGame) -> tuple[str, ...]:
    """The game's levels, and "random" where its make_agent also accepts that."""
    if "random" in game.levels:
        return tuple(game.levels)
    try:
        game.make_agent("random", 0)
    except ValueError:
        return tuple(game.levels)
    return (*game.levels, "random")
