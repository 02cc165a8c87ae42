"""What a side's own recent turns say, read from the events it saw.

An agent may be rebuilt fresh mid-match (a resumed game) and handed the whole `seen`,
so history is derived from those events, never kept in the agent object.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.mage_battle import events as ev
from engine.mage_battle.events import Event
from engine.mage_battle.view import PlayerView

# Events after which a mage going back may answer something learnt or changed: an
# attack, its reveal and outcome, damage, a card, a new battle. Enemy steps are not news:
# a step back they call for shows in the position's own score.
NEWS = (ev.AttackDeclared, ev.EngagementRevealed, ev.EngagementJudged, ev.AttackBackfired, ev.MageDamaged,
        ev.MageRemoved, ev.CardUsed, ev.LayersCut, ev.MageMarked, ev.BattleEnded, ev.BattleStarted,
        ev.ElementsGranted)


def way_back(view: PlayerView, seen: Sequence[Event]) -> dict[int, int]:
    """Per own mage whose last move was in this turn or in the side's previous turn of
    this battle, with no news (`NEWS`) seen since: the cell that move left. Stepping back
    there undoes it (two AP for nothing, unless the enemy's steps changed the position,
    which the position's score shows)."""
    me = view.side
    back: dict[int, int] = {}
    done: set[int] = set()
    news = False
    own_turns_ended = 0
    for e in reversed(seen):
        if isinstance(e, ev.BattleStarted):
            break
        if isinstance(e, ev.TurnEnded) and e.side == me:
            own_turns_ended += 1
            if own_turns_ended == 2:        # before the side's previous turn
                break
        elif isinstance(e, ev.MageMoved):
            mage = view.mages[e.mage]
            if mage.side == me and e.mage not in done:
                done.add(e.mage)            # its latest move only
                if not news and mage.cell == e.dst:
                    back[e.mage] = e.src
        elif isinstance(e, NEWS):
            news = True
    return back


# Enemy turns `resistance` reads (the latest), and the acting turns it assumes before them.
RECENT, PRIOR = 8, 1


def resistance(view: PlayerView, seen: Sequence[Event]) -> float:
    """How much the enemy has acted lately, 1/9..1: over its last `RECENT` turns of the
    match, the share in which it moved, attacked or played its card, with `PRIOR` acting
    turns assumed beforehand. The AIs themselves end about one turn in twenty untouched
    (a standoff with nothing better to do), which this barely notices; an enemy that ends
    turn after turn untouched offers no resistance, and its threats are discounted."""
    me = view.side
    turns: list[bool] = []
    acted = False
    for e in seen:
        if isinstance(e, ev.TurnEnded):
            if e.side != me:
                turns.append(acted)
            acted = False
        elif isinstance(e, ev.MageMoved) or isinstance(e, ev.AttackDeclared):
            acted = acted or view.mages[e.mage].side != me
        elif isinstance(e, ev.CardUsed):
            acted = acted or e.side != me
        elif isinstance(e, ev.BattleEnded):
            acted = False
    recent = turns[-RECENT:]
    return (sum(recent) + PRIOR) / (len(recent) + PRIOR)
