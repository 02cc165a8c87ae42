"""The review's better move, played: a match of the replay taken to a reviewed decision,
the command the review found best played there instead of the one played, and then the
match carried on just far enough to show what the better move does: until the seat who
moved decides again, the turn closes, or the match ends.

What comes after the better move is chosen as honestly as the replay allows:
- commands the other seats committed at the same time as the seat (Wizard Survive's
  secret commitments, chosen before they could know the seat's) are kept as played;
- anything decided knowing the better move (a defender's response, a block) is chosen
  by the game's AI from that seat's view: the level it played in the replay, or the
  strongest level for a person's seat.

The result is a `Loaded` replay in memory (the viewer plays it like any other); the
replay file and its review are never touched. Nothing here imports arcade.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from replays.errors import ReplayError
from replays.resimulate import Loaded, closes_a_stop, replay_of

MOST_FOLLOWERS = 24        # commands after the better move: a response or a turn's few, never a whole game


@dataclass(frozen=True)
class BetterLine:
    loaded: Loaded                 # the replay up to the decision, the better move, and what followed
    position: int                  # the event position of the decision (where the viewer starts)
    index: int                     # the better move's command index
    kept: int                      # commands after it kept as played (committed at the same time)
    answered_by: str | None        # the AI level that chose the rest, None when nothing was chosen


def decision_index(loaded: Loaded, position: int, seat: int, played: Any) -> int:
    """The command index of the reviewed decision taken at event `position`."""
    game, boundaries = loaded.header.game, loaded.match.boundaries
    for index, command in enumerate(loaded.replay.commands):
        if boundaries[index] == position and command == played and game.seat_of(command) == seat:
            return index
    raise ReplayError(f"{loaded.where}: no decision of seat {seat} at event {position}")


def strongest_level(levels: tuple[str, ...]) -> str:
    return "advanced" if "advanced" in levels else levels[-1]


def play_better(loaded: Loaded, position: int, seat: int, played: Any, best: Any) -> BetterLine:
    """The better move `best` played at the reviewed decision, and what follows it."""
    header = loaded.header
    game = header.game
    index = decision_index(loaded, position, seat, played)
    commands = loaded.replay.commands
    match = header.new_match()
    for command in commands[:index]:
        match.play(command)
    together = set(match.deciders()) - {seat}        # seats committing at the same time as `seat`
    if best not in match.legal(seat):
        raise ReplayError(f"{loaded.where}: the better move is not legal at event {position}")
    events = match.play(best)
    kept = 0
    for command in commands[index + 1:]:
        who = game.seat_of(command)
        if who not in together or who not in match.deciders() or command not in match.legal(who):
            break
        events = match.play(command)
        together.discard(who)
        kept += 1
    answered_by = None
    agents: dict[int, Any] = {}
    followers = 0
    while not match.over and not closes_a_stop(game, events) and seat not in match.deciders() \
            and followers < MOST_FOLLOWERS:
        who = match.deciders()[0]
        if who not in agents:
            player = header.players[who]
            level = player.level if player.kind != "human" and player.level in game.levels \
                else strongest_level(game.levels)
            answered_by = answered_by or level
            agents[who] = game.make_agent(level, header.seed * 31 + who)
        events = match.play(agents[who].choose(match.view(who), match.legal(who), match.seen(who)))
        followers += 1
    where = f"{loaded.where} (the better move at event {position})"
    return BetterLine(Loaded(replay_of(match, header), match, where), position, index, kept, answered_by)
