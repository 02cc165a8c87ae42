"""What of a match's review the viewer may show, without drawing: a seat's perspective
shows only its own decisions taken before the cursor (their marks, their chances, the
words of the latest), since a decision at the cursor's position has not been played yet
and the other seats' values come from what they alone knew; "all" shows every reviewed
decision of every seat, and the omniscient line beside the honest one.

Nothing here imports arcade."""

from __future__ import annotations

from engine.kernel.review import Judgement
from replays.review_cache import Reviewed, ReviewedMove

MARKED = (Judgement.INACCURACY, Judgement.MISTAKE, Judgement.BLUNDER)


def shown_moves(reviewed: Reviewed, seat: int | None, cursor: int) -> tuple[ReviewedMove, ...]:
    """The decisions the perspective (`seat`, None for "all") may see at `cursor`."""
    if seat is None:
        return reviewed.moves
    return tuple(m for m in reviewed.moves if m.seat == seat and m.position < cursor)


def cursor_move(reviewed: Reviewed, seat: int | None, cursor: int) -> ReviewedMove | None:
    """The latest decision played before the cursor (of `seat`, or of anyone in "all")."""
    before = [m for m in reviewed.moves if m.position < cursor and seat in (None, m.seat)]
    return max(before, key=lambda m: m.position) if before else None

