"""The other side's last turn, told as a few lines: its moves, attacks and their outcomes,
its card, the mages that fell, the layers a Resonance Cut removed, a battle it won. Pure:
read from the events one seat saw (`MatchController.seat_events`), so a recap can never tell
more than that seat's log; the battle screen shows it after the AI's turn and on request."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.mage_battle import Side
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Winner
from engine.mage_battle.tables import Tables
from game.mage_battle.log import element_stack, stacks
from game.shell.i18n import tr


@dataclass(frozen=True, slots=True)
class RecapLine:
    text: str
    big: bool = False        # a mage fell, layers were cut, a battle was won: never a mere line


@dataclass(frozen=True, slots=True)
class Recap:
    side: Side               # whose turn it was
    battle: int
    end: int                 # how many of the seat's events reach the turn's end
    lines: tuple[RecapLine, ...]

    @property
    def title(self) -> str:
        return tr("recap.title", side=tr(f"side.{self.side.key}"), n=self.battle)


def last_turn_of(events: Sequence[ev.Event], side: Side) -> tuple[int, int, int] | None:
    """(start, stop, battle) of `side`'s last turn in `events`: from the boundary before it (the
    other side's turn end, or the battle's start) to its own end (its turn end, or the battle's
    end during it); None when it has had no turn yet."""
    stop = None
    for k in range(len(events) - 1, -1, -1):
        e = events[k]
        if isinstance(e, ev.TurnEnded) and e.side == side:
            stop = k + 1
            break
        if isinstance(e, ev.BattleEnded) and _acted(events, k, side):
            stop = k + 1
            break
    if stop is None:
        return None
    battle = 0
    start = 0
    for k in range(stop - 2, -1, -1):
        e = events[k]
        if isinstance(e, (ev.TurnEnded, ev.BattleStarted)):
            start = k + 1
            break
    for e in events[:stop]:
        if isinstance(e, ev.BattleStarted):
            battle = e.battle
    return start, stop, battle


def _acted(events: Sequence[ev.Event], end: int, side: Side) -> bool:
    """Whether the battle that ended at `end` ended during `side`'s turn: the last turn end
    before it was the other side's."""
    for e in reversed(events[:end]):
        if isinstance(e, ev.TurnEnded):
            return e.side != side
        if isinstance(e, ev.BattleStarted):
            return e.first == side
    return False


def recap(events: Sequence[ev.Event], side: Side, tables: Tables, label: Callable[[int], str],
          battle: int = 0) -> Recap | None:
    """`side`'s last turn as `events` (one seat's share of the log) tell it; `battle`: the
    battle's number when the log starts inside it (a built position)."""
    found = last_turn_of(events, side)
    if found is None:
        return None
    start, stop, started = found
    battle = started or battle
    lines: list[RecapLine] = []
    revealed: ev.EngagementRevealed | None = None
    walk: tuple[int, int, list[str]] | None = None     # the mage walking, its line, the cells it crossed
    for e in events[start:stop]:
        if isinstance(e, ev.MageMoved):
            if walk is not None and walk[0] == e.mage and walk[1] == len(lines) - 1:
                walk[2].append(tables.name(e.dst))      # one line per walk: "c3 moved D10→D09→D08"
            else:
                walk = (e.mage, len(lines), [tables.name(e.src), tables.name(e.dst)])
                lines.append(RecapLine(""))
            cells = walk[2]
            lines[-1] = RecapLine(tr("recap.move", mage=label(e.mage), src=cells[0], dst="→".join(cells[1:])))
        elif isinstance(e, ev.EngagementRevealed):
            revealed = e
        elif isinstance(e, ev.EngagementJudged) and revealed is not None:
            layers = dict(revealed.layers)
            attack = element_stack(revealed.element, layers.get(e.attacker, ()))
            outcomes = ", ".join(_outcome(label(t), w, n) for t, w, n in e.outcomes)
            lines.append(RecapLine(tr("recap.attack", mage=label(e.attacker), element=attack, outcomes=outcomes)))
        elif isinstance(e, ev.AttackBackfired):
            lines.append(RecapLine(tr("recap.backfired", mage=label(e.mage), n=e.recoil)))
        elif isinstance(e, ev.CardUsed):
            lines.append(RecapLine(tr("recap.card", card=tr(f"card.{e.card.key}"), target=label(e.target))))
        elif isinstance(e, ev.LayersCut):
            lines.append(RecapLine(tr("recap.cut", mage=label(e.mage), elements=stacks(e.removed)), big=True))
        elif isinstance(e, ev.MageMarked):
            lines.append(RecapLine(tr("recap.marked", mage=label(e.mage))))
        elif isinstance(e, ev.MageRemoved):
            lines.append(RecapLine(tr("recap.fallen", mage=label(e.mage)), big=True))
        elif isinstance(e, ev.BattleEnded):
            lines.append(RecapLine(tr("log.battle_ended", n=e.battle, side=tr(f"side.{e.winner.key}"),
                                      reason=tr(f"reason.{e.reason.key}")), big=True))
    if not lines:
        lines.append(RecapLine(tr("recap.nothing")))
    return Recap(side, battle, stop, tuple(lines))


def _outcome(target: str, winner: Winner, amount: int) -> str:
    key = {Winner.ATTACKER: "recap.hit", Winner.DEFENDER: "recap.countered", Winner.NOBODY: "recap.no_effect"}[winner]
    return tr(key, target=target, n=amount)
