"""What one side can believe about the enemy's hidden elements (R20, R28).

An enemy mage's layers are a function of the elements it was dealt: one from the
battle-1 permutation (R3) and one from each later grant (R20), folded with R19 and
cut by Resonance Cut (R24). So a world is one "deal" per enemy mage, a tuple
(battle-1 element, battle-2 grant, battle-3 grant) up to the current battle, and a
deal is consistent when replaying it reproduces everything this side saw: reveals
(R13), cut layers (R24), auras (rulebook 8) and shrine entries that did or did not win
(R22). Every coordinate of the deals across the nine mages is a permutation.

The tracker reads only the side's view and the events visible to it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import gcd

from engine.mage_battle import events as ev
from engine.mage_battle.elements import Layers, add_layer, highest_stack, resonance_cut
from engine.mage_battle.names import ELEMENTS, Element, Side, WinReason
from engine.mage_battle.tables import Tables
from engine.mage_battle.view import PlayerView

Deal = tuple[Element, ...]

# Observation kinds, kept per mage in the order they happened.
_CUT, _IS, _AURA, _HAS, _LACKS = range(5)


def _aura(layers: Layers) -> int:
    top = highest_stack(layers)
    return top if top >= 2 else 0


class Belief:
    """Candidate deals (and so candidate current layers) for every enemy mage."""

    def __init__(self, side: Side) -> None:
        self.side = side
        self._forget()

    def _forget(self) -> None:
        self._done = 0                      # events of `seen` already read
        self._enemies: tuple[int, ...] = ()
        self._cands: dict[int, dict[Deal, Layers]] = {}
        self._aura_seen: dict[int, int] = {}
        self._pruned: dict[int, dict[Deal, Layers]] | None = None

    # --- reading what the side saw --------------------------------------------------

    def update(self, view: PlayerView, seen: Sequence[ev.Event]) -> None:
        if len(seen) < self._done:          # a new match in the same agent
            self._forget()
        if not self._enemies and view.mages:
            self._enemies = tuple(m.index for m in view.mages if m.side != self.side)
        if not self._cands and view.battle >= 1 and self._enemies:
            # R3: battle 1 starts with one element each, any of the nine.
            self._cands = {i: {(e,): (e,) for e in ELEMENTS} for i in self._enemies}
        if not self._cands:
            self._done = len(seen)
            return
        tables = view.rules.tables
        shrines = dict(view.shrines[self.side])
        changed = False
        for k in range(self._done, len(seen)):
            e = seen[k]
            if isinstance(e, ev.BattleStarted) and e.battle >= 2:
                for i in self._enemies:
                    self._grant(i, tables)
                self._aura_seen.clear()
                changed = True
            elif isinstance(e, ev.EngagementRevealed):
                for i, layers in e.layers:
                    if i in self._cands:
                        self._observe(i, _IS, tuple(layers))
                        changed = True
            elif isinstance(e, ev.LayersCut) and e.mage in self._cands:
                self._observe(e.mage, _CUT, tuple(e.removed))
                self._aura_seen.pop(e.mage, None)
                changed = True
            elif isinstance(e, ev.MageMoved) and e.mage in self._cands and e.dst in shrines:
                nxt = seen[k + 1] if k + 1 < len(seen) else None
                won = isinstance(nxt, ev.BattleEnded) and nxt.reason == WinReason.SHRINE
                self._observe(e.mage, _HAS if won else _LACKS, shrines[e.dst])
                changed = True
        self._done = len(seen)
        if view.battle >= 1:
            for m in view.mages:
                if m.index not in self._cands:
                    continue
                if m.layers is not None:
                    self._observe(m.index, _IS, tuple(m.layers))
                    changed = True
                if self._aura_seen.get(m.index) != m.aura:
                    self._observe(m.index, _AURA, m.aura)
                    self._aura_seen[m.index] = m.aura
                    changed = True
        if changed:
            self._pruned = None

    def _grant(self, mage: int, tables: Tables) -> None:
        """R20: a later battle grants one more element, any of the nine."""
        new: dict[Deal, Layers] = {}
        for deal, layers in self._cands[mage].items():
            for e in ELEMENTS:
                new[deal + (e,)] = add_layer(layers, e, tables)
        self._keep(mage, new)

    def _observe(self, mage: int, kind: int, data: object) -> None:
        new: dict[Deal, Layers] = {}
        for deal, layers in self._cands[mage].items():
            if kind == _CUT:
                left, removed = resonance_cut(layers)
                if removed == data:
                    new[deal] = left
            elif kind == _IS:
                if layers == data:
                    new[deal] = layers
            elif kind == _AURA:
                if _aura(layers) == data:
                    new[deal] = layers
            elif kind == _HAS:
                if data in layers:
                    new[deal] = layers
            elif data not in layers:
                new[deal] = layers
        self._keep(mage, new)

    def _keep(self, mage: int, new: dict[Deal, Layers]) -> None:
        if not new:
            # Only a rules change the tracker does not model could get here; keep
            # the old candidates rather than believe in nothing.
            return
        self._cands[mage] = new

    # --- what the side may believe ---------------------------------------------------

    def _domains(self) -> dict[int, dict[Deal, Layers]]:
        """Candidates pruned by the permutations: a slot value certain for one mage is
        impossible for the others (all-different propagation to a fixpoint)."""
        if self._pruned is not None:
            return self._pruned
        doms = {i: dict(c) for i, c in self._cands.items()}
        width = len(next(iter(next(iter(doms.values()))))) if doms else 0
        while True:
            changed = False
            for slot in range(width):
                fixed: dict[Element, int] = {}
                for i, d in doms.items():
                    values = {deal[slot] for deal in d}
                    if len(values) == 1:
                        fixed[next(iter(values))] = i
                for i, d in doms.items():
                    bad = [deal for deal in d if deal[slot] in fixed and fixed[deal[slot]] != i]
                    if bad and len(bad) < len(d):
                        for deal in bad:
                            del d[deal]
                        changed = True
            if not changed:
                break
        self._pruned = doms
        return doms

    def candidates(self, mage: int) -> tuple[Layers, ...]:
        """The distinct current layer lists the mage may hold, most likely first."""
        d = self._domains().get(mage)
        if not d:
            return ()
        counts: dict[Layers, int] = {}
        for layers in d.values():
            counts[layers] = counts.get(layers, 0) + 1
        return tuple(sorted(counts, key=lambda lay: (-counts[lay], lay)))

    def deals(self, mage: int) -> tuple[Deal, ...]:
        return tuple(self._domains().get(mage, ()))

    def known(self, mage: int) -> Layers | None:
        c = self.candidates(mage)
        return c[0] if len(c) == 1 else None

    def sample(self, rng: random.Random, node_cap: int = 4000) -> dict[int, Layers]:
        """One joint world: current layers for every enemy mage, each slot of the deals
        a permutation. Falls back to independent picks if the search runs long."""
        doms = self._domains()
        if not doms:
            return {}
        order = sorted(doms, key=lambda i: (len(doms[i]), i))
        items = {i: list(doms[i].items()) for i in order}
        width = len(items[order[0]][0][0])
        used: list[set[Element]] = [set() for _ in range(width)]
        chosen: dict[int, Layers] = {}
        nodes = 0

        def go(k: int) -> bool:
            nonlocal nodes
            if k == len(order):
                return True
            i = order[k]
            opts = items[i]
            n = len(opts)
            start = rng.randrange(n)
            stride = 1
            for _ in range(4):   # a random stride coprime to n visits every option once
                pick = rng.randrange(1, n) if n > 2 else 1
                if gcd(pick, n) == 1:
                    stride = pick
                    break
            for j in range(n):
                nodes += 1
                if nodes > node_cap:
                    return False
                deal, layers = opts[(start + j * stride) % n]
                if any(deal[s] in used[s] for s in range(width)):
                    continue
                for s in range(width):
                    used[s].add(deal[s])
                chosen[i] = layers
                if go(k + 1):
                    return True
                for s in range(width):
                    used[s].discard(deal[s])
            return False

        if go(0):
            return dict(chosen)
        return {i: items[i][rng.randrange(len(items[i]))][1] for i in order}
