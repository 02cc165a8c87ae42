"""The story of a finished match for the result screen: per battle how it ended, each
side's attacks, counters, damage done and taken, the living mages after every round, and
the match's best mage. Pure: read from the start state and the full event log (every
fact told here is public by the end), no drawing and no rule decided."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.mage_battle import events as ev
from engine.mage_battle.apply import apply
from engine.mage_battle.elements import Winner
from engine.mage_battle.names import Job, Side, WinReason
from engine.mage_battle.state import State, label_in
from engine.mage_battle.tiebreak import TieBreak, round_limit_decision


@dataclass
class SideTally:
    attacks: int = 0        # attack attempts (a backfired one counts, R8)
    hits: int = 0           # targets the side's attacks beat
    counters: int = 0       # attacks the side's defenders beat back (R17)
    done: int = 0           # damage its mages dealt by attacks and counters
    taken: int = 0          # damage its mages took, recoil included


@dataclass
class BattleStory:
    battle: int
    winner: Side
    reason: WinReason
    rounds: int                                   # the round the battle ended in
    tiebreak: TieBreak | None                     # the R26 step that decided a round-limit battle
    sides: tuple[SideTally, SideTally]
    # Living mages (teal, crimson) at the start (index 0) and after each round.
    living: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class MageTally:
    mage: int
    label: str                  # t1..t9, c1..c9
    side: Side
    job: Job
    done: int = 0
    taken: int = 0
    felled: int = 0             # enemies its damage removed
    hits: int = 0
    counters: int = 0


@dataclass
class Story:
    battles: list[BattleStory]
    mages: list[MageTally]

    @property
    def best(self) -> MageTally | None:
        """The mage that dealt the most damage; then felled more, took less, the first listed."""
        active = [m for m in self.mages if m.done or m.hits or m.counters]
        if not active:
            return None
        return max(active, key=lambda m: (m.done, m.felled, -m.taken, -m.mage))


def _living(state: State) -> tuple[int, int]:
    teal = sum(1 for m in state.mages if m.side == Side.TEAL and m.cell is not None)
    crimson = sum(1 for m in state.mages if m.side == Side.CRIMSON and m.cell is not None)
    return teal, crimson


def tell(start: State, events: Sequence[ev.Event]) -> Story:
    """The story of the match that `events` made from `start`."""
    state = start
    mages: list[MageTally] = []
    battles: list[BattleStory] = []
    current: BattleStory | None = None
    by_round: dict[int, tuple[int, int]] = {}
    # Whose damage the next MageDamaged events are: mage hit -> the mage that dealt it.
    source: dict[int, int] = {}
    last_hit_by: dict[int, int] = {}

    def open_battle(battle: int, after: State) -> BattleStory:
        by_round.clear()
        by_round[0] = _living(after)
        return BattleStory(battle, Side.TEAL, WinReason.ANNIHILATION, 0, None, (SideTally(), SideTally()))

    for e in events:
        before = state
        state = apply(state, e)
        if not mages and state.mages:
            mages = [MageTally(i, label_in(state.mages, i), m.side, m.job) for i, m in enumerate(state.mages)]
        if isinstance(e, ev.BattleStarted):
            current = open_battle(e.battle, state)
            continue
        if current is None:
            if state.phase.key == "action" and state.mages:     # a position built mid-battle
                current = open_battle(state.battle, before)
            else:
                continue
        side_of = state.mages
        if isinstance(e, ev.EngagementRevealed):
            current.sides[side_of[e.attacker].side].attacks += 1
            source.clear()
        elif isinstance(e, ev.EngagementJudged):
            attacker = side_of[e.attacker]
            counter = max((o for o in e.outcomes if o[1] == Winner.DEFENDER), key=lambda o: o[2], default=None)
            for target, winner, _ in e.outcomes:
                if winner == Winner.ATTACKER:
                    current.sides[attacker.side].hits += 1
                    mages[e.attacker].hits += 1
                    source[target] = e.attacker
                elif winner == Winner.DEFENDER:
                    current.sides[attacker.side.other].counters += 1
                    mages[target].counters += 1
            if counter is not None:
                source[e.attacker] = counter[0]     # only the largest counter applies (R17)
        elif isinstance(e, ev.AttackBackfired):
            source.pop(e.mage, None)                # recoil: nobody's blow
        elif isinstance(e, ev.MageDamaged):
            hurt = side_of[e.mage].side
            current.sides[hurt].taken += e.amount
            mages[e.mage].taken += e.amount
            dealer = source.pop(e.mage, None)
            if dealer is not None:
                current.sides[hurt.other].done += e.amount
                mages[dealer].done += e.amount
                last_hit_by[e.mage] = dealer
        elif isinstance(e, ev.MageRemoved):
            dealer = last_hit_by.pop(e.mage, None)
            if dealer is not None:
                mages[dealer].felled += 1
        elif isinstance(e, ev.TurnEnded):
            source.clear()
        if isinstance(e, ev.BattleEnded):
            current.winner, current.reason, current.rounds = e.winner, e.reason, before.round
            if e.reason == WinReason.ROUND_LIMIT:
                current.tiebreak = round_limit_decision(before)
            by_round[before.round] = _living(state)
            current.living = [by_round.get(r, by_round[max(k for k in by_round if k <= r)])
                              for r in range(before.round + 1)]
            battles.append(current)
            current = None
            continue
        by_round[before.round] = _living(state)
    return Story(battles, mages)
