"""Continue from here: a new live match from a replay's state at a command boundary.

The new match is played from the original seed with the original's commands up to
that point replayed into its journal, so its saved replay re-simulates from the seed
like any other; the header's `branched_from` names the source and the cut.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine import Phase, Side

from game.viewer.model import ViewerModel


def can_continue(model: ViewerModel, position: int) -> str | None:
    """None when a match can go on from here, else the catalog key saying why not."""
    state = model.cursor.state_at(model.action_stop_at_or_before(position))
    if state.phase == Phase.OVER:
        return "v.cont.over"
    if state.phase in (Phase.SHRINES, Phase.FORMATION, Phase.ELEMENTS):
        return "v.cont.setup"
    return None


def branch_journal(model: ViewerModel, position: int, opponent: str | None, human: Side):  # type: ignore[no-untyped-def]
    """A fresh journal holding the original's commands up to the boundary at `position`."""
    import replays

    upto = model.boundaries.index(model.action_stop_at_or_before(position))
    players = [replays.human(), replays.human()]
    if opponent is not None:
        players[int(human.other)] = replays.ai(opponent)
    header = replays.new_header(model.header.seed, players[0], players[1], rules=model.header.rules)
    header = with_branch(header, Path(model.loaded.where).name, upto)
    journal = replays.Journal.open_new(header)
    for command in model.commands[:upto]:
        journal.append(command)
    return journal


def with_branch(header, name: str, commands: int):  # type: ignore[no-untyped-def]
    """Mark a header as branched when the replay format knows the field."""
    if hasattr(header, "branched_from"):
        return replace(header, branched_from=(name[:128], commands))
    return header


def start(director, model: ViewerModel, position: int, opponent: str | None, human: Side = Side.TEAL) -> None:  # type: ignore[no-untyped-def]
    """Hand the window a live match from here (as `Director.resume` does for a journal)."""
    from game.controller import MatchController

    journal = branch_journal(model, position, opponent, human)
    director.end_match()
    window = director.window
    window.controller = MatchController(model.header.seed, opponent, human_side=human, journal=journal)
    director.seat = None if opponent is None else human
    director.advance()
