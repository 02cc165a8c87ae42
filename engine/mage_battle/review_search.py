"""The advanced AI's turn search (`engine.mage_battle.ai.agents.Advanced`), driven by a reviewer: the
same belief, the same sampled worlds, the same plan value, at more worlds, and reporting
the value of every command it carries to the end instead of only choosing one.

How the advanced AI values a first action of its turn (and so how this values it):
1. a one-step pre-score over the first few worlds (`_score`: the position right after
   the action, averaged; a step back where a mage came from pays `undo`);
2. for the best `first_width` of them and the scouting attacks: the plan, its second
   action chosen with what the side will know by then (`second`), averaged over every
   world (an attack on hidden targets weighs its worlds by the belief's odds of a
   counter, `weighted_worlds`);
3. for the best `plans` plans: the enemy's greedy reply in each world (`reply`), the
   final value weighing that reply by how much the enemy has been acting (`resistance`).
The final value (3) is the one the AI chooses by and the one a review compares. The
played command is always carried through 2 and 3, whatever its pre-score.

Nothing here reads a state the seat could not build: worlds come from `sample_world`
over a `Belief` fed the seat's view and seen events only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.mage_battle import commands as cmd
from engine.mage_battle.ai.agents import Advanced, _Lookahead, _response_score
from engine.mage_battle.ai.belief import Belief
from engine.mage_battle.ai.history import resistance, way_back
from engine.mage_battle.decide import RuleError, step
from engine.mage_battle.names import Element
from engine.mage_battle.state import Phase, State
from engine.mage_battle.view import PlayerView

PROBE_SHARE = 0.4       # the advanced pre-scores over 4 of its 10 worlds


@dataclass(frozen=True, slots=True)
class Valued:
    """A command and its value in the advanced AI's points, from the seat's point of view."""

    command: cmd.Command
    value: float


class PlanSearch(Advanced):
    """An advanced agent whose turn search reports its values. One per decision: its
    random stream is the decision's own, so a review does not depend on what was
    reviewed before."""

    def __init__(self, stream: str, worlds: int, plans: int) -> None:
        super().__init__(0)
        self._rng = random.Random(stream)
        self.worlds = worlds
        self.plans = plans

    def prepare(self, view: PlayerView, seen: Sequence[object]) -> None:
        """What `_Agent.choose` sets up before it decides: the belief (fresh, from every
        event seen, as when an agent is rebuilt mid-match), the way back, the enemy's
        resistance and this decision's weights."""
        self._belief = Belief(view.side)
        self._belief.update(view, seen)  # type: ignore[arg-type]
        self._back = way_back(view, seen) if view.phase == Phase.ACTION else {}  # type: ignore[arg-type]
        self._resist = resistance(view, seen) if self.reads_resistance else 1.0  # type: ignore[arg-type]
        w, idle = self.weights, 1.0 - self._resist
        self._now = replace(w, danger=w.danger * self._resist, route=w.route * (1.0 + idle),
                            approach=w.approach + self.press_idle * idle)

    # ------------------------------------------------------------------ a turn's action
    def value_turn(self, view: PlayerView, legal: Sequence[cmd.Command], played: cmd.Command) -> list[Valued]:
        """The finalists of the advanced AI's search and the played command, each by its
        final plan value, best first."""
        worlds = self.sample(view, self.worlds)
        self._look = self.lookahead(view)
        try:
            return self._value_turn(view, legal, played, worlds)
        finally:
            self._look = None

    def _value_turn(self, view: PlayerView, legal: Sequence[cmd.Command], played: cmd.Command,
                    worlds: list[State]) -> list[Valued]:
        probe = worlds[:max(4, round(len(worlds) * PROBE_SHARE))]
        scored = sorted(((self._score(probe, a, view), k, a) for k, a in enumerate(legal)), key=lambda t: (-t[0], t[1]))
        ranked = [a for _, _, a in scored]
        firsts = ranked[: self.first_width]
        firsts += [a for a in self.scouting(view, probe[0], ranked) if a not in firsts]
        if played not in firsts:
            firsts.append(played)
        plans = sorted((self.plan(view, worlds, a) + (k,) for k, a in enumerate(firsts)), key=lambda t: (-t[0], t[4]))
        finalists = plans[: self.plans] + [p for p in plans[self.plans:] if p[1] == played]
        out = [Valued(p[1], self.final(view, *p[:4])) for p in finalists]
        out.sort(key=lambda v: -v.value)       # stable: ties keep the search's order
        return out

    # ------------------------------------------------------------------ a response
    def value_responses(self, view: PlayerView, legal: Sequence[cmd.Command]) -> list[Valued]:
        """Each response by the position once the engagement is judged, averaged over
        worlds that drew the attacker's secret element (as the advanced `respond` does);
        the AI's own record (counters less hits) breaks ties."""
        worlds = self.sample(view, max(self.worlds, 4))
        look = _Lookahead(view.battle, self._now)
        me = view.side
        out = []
        for response in legal:
            assert isinstance(response, cmd.Respond)
            total, record = 0.0, 0.0
            for world in worlds:
                try:
                    after, _ = step(world, response)
                except RuleError:
                    continue
                # the engagement judged, the attacker (usually) moves on: it is the next mover
                total += look.value(after, me, after.to_move.other)
                record += sum(_response_score(world, t, d, _attack_element(world)) for t, d in response.choices)
            out.append((total / len(worlds), record / len(worlds), response))
        out.sort(key=lambda t: (-t[0], -t[1]))
        return [Valued(r, v) for v, _, r in out]

    # ------------------------------------------------------------------ knowing everything
    def value_known(self, world: State, view: PlayerView, action: cmd.Command) -> float:
        """The plan value of `action` in the one world given (the true state): its best
        second action there, then the enemy's reply, in full (no resistance read)."""
        self._look = self.lookahead(view)
        me = view.side
        try:
            if view.phase == Phase.RESPONSE:
                after, _ = step(world, action)
                return self._look.value(after, me, after.to_move.other)
            # The true world is the only one: no belief odds to weigh it by.
            afters, _ = self.second(view, action, self._look.play_out_all([world], action), [1.0], hedge=False)
            replies = [self.reply(s, view.battle, me) for s in afters]
            return self._look.value(replies[0], me, me.other)
        finally:
            self._look = None


def _attack_element(world: State) -> Element | None:
    assert world.pending is not None
    return world.pending.element

