"""What one side can believe about the enemy's hidden elements (R20, R28).

An enemy mage's layers are a function of the elements it was dealt: one from the
battle-1 permutation (R3) and one from each later grant (R20), folded with R19 and
cut by Resonance Cut (R24). So a world is one "deal" per enemy mage, a tuple
(battle-1 element, battle-2 grant, battle-3 grant) up to the current battle, and a
deal is consistent when replaying it reproduces everything this side saw: reveals
(R13), cut layers (R24), auras (rulebook 8) and shrine entries that did or did not win
(R22). Every coordinate of the deals across the nine mages is a permutation.

Each deal also carries a weight: what the enemy's own decisions say of it (`evidence`:
steps toward our shrines and around our revealed mages, turns it did not strike, and a
battle-1 prior from how the enemy placed its mages). Weights never remove a deal, and a
granted deal inherits its parent's. Worlds are sampled in proportion to them.

The tracker reads only the side's view and the events visible to it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from engine.mage_battle import events as ev
from engine.mage_battle.ai import evidence
from engine.mage_battle.ai.tactics import _reach_tables
from engine.mage_battle.elements import Layers, add_layer, highest_stack, resonance_cut
from engine.mage_battle.names import ELEMENTS, Element, Side, WinReason
from engine.mage_battle.tables import Tables
from engine.mage_battle.view import PlayerView

Deal = tuple[Element, ...]

# Observation kinds, kept per mage in the order they happened.
_CUT, _IS, _AURA, _HAS, _LACKS = range(5)
# Weights are rescaled so the likeliest deal of a mage weighs 1; none falls below this.
_FLOOR = 1e-6


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
        self._weights: dict[int, dict[Deal, float]] = {}
        self._aura_seen: dict[int, int] = {}
        self._pruned: dict[int, dict[Deal, Layers]] | None = None
        # Where every mage stands as the events are read, our mages the enemy has seen
        # this battle (with their layers), and enemy mages that struck this enemy turn.
        self._cells: dict[int, int | None] = {}
        self._exposed: dict[int, Layers] = {}
        self._struck: set[int] = set()

    # --- reading what the side saw --------------------------------------------------

    def update(self, view: PlayerView, seen: Sequence[ev.Event]) -> None:
        if len(seen) < self._done:          # a new match in the same agent
            self._forget()
        if not self._enemies and view.mages:
            self._enemies = tuple(m.index for m in view.mages if m.side != self.side)
        if not self._cands and view.battle >= 1 and self._enemies:
            # R3: battle 1 starts with one element each, any of the nine.
            self._cands = {i: {(e,): (e,) for e in ELEMENTS} for i in self._enemies}
            self._weights = self._setup_prior(view)
            self._cells = {m.index: m.home for m in view.mages}
        if not self._cands:
            self._done = len(seen)
            return
        tables = view.rules.tables
        shrines = dict(view.shrines[self.side])
        changed = False
        for k in range(self._done, len(seen)):
            e = seen[k]
            if isinstance(e, ev.BattleStarted):
                if e.battle >= 2:
                    for i in self._enemies:
                        self._grant(i, tables)
                self._aura_seen.clear()
                self._cells = {m.index: m.home for m in view.mages}
                self._exposed.clear()
                self._struck.clear()
                changed = True
            elif isinstance(e, ev.EngagementRevealed):
                for i, layers in e.layers:
                    if i in self._cands:
                        self._observe(i, _IS, tuple(layers))
                        changed = True
                    elif view.mages[i].side == self.side:
                        self._exposed[i] = tuple(layers)
            elif isinstance(e, ev.LayersCut):
                if e.mage in self._cands:
                    self._observe(e.mage, _CUT, tuple(e.removed))
                    self._aura_seen.pop(e.mage, None)
                    changed = True
                elif e.mage in self._exposed:
                    self._exposed[e.mage] = resonance_cut(self._exposed[e.mage])[0]
            elif isinstance(e, ev.MageMoved):
                if e.mage in self._cands and e.dst in shrines:
                    nxt = seen[k + 1] if k + 1 < len(seen) else None
                    won = isinstance(nxt, ev.BattleEnded) and nxt.reason == WinReason.SHRINE
                    self._observe(e.mage, _HAS if won else _LACKS, shrines[e.dst])
                    changed = True
                elif e.mage in self._cands:
                    self._weigh_step(e.mage, e.src, e.dst, shrines, tables)
                    changed = True
                self._cells[e.mage] = e.dst
            elif isinstance(e, ev.AttackDeclared) and e.mage in self._cands:
                self._struck.add(e.mage)
            elif isinstance(e, ev.MageRemoved):
                self._cells[e.mage] = None
                self._exposed.pop(e.mage, None)
            elif isinstance(e, ev.TurnEnded) and e.side != self.side:
                self._weigh_idle_turn(view, tables)
                self._struck.clear()
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

    # --- what the enemy's choices say (soft) -------------------------------------------

    def _setup_prior(self, view: PlayerView) -> dict[int, dict[Deal, float]]:
        """Battle 1's deal (R3) as a mixture: half any permutation, half an enemy dealing
        as `setup.thoughtful_elements` does: mages ranked by how close their home is to
        the middle column take, in that order, our shrines' elements and then the others
        by how many elements each beats (ties in either ranking in random order)."""
        tables = view.rules.tables
        mid = tables.cols / 2
        front = {i: abs(tables.col[view.mages[i].home] - mid) for i in self._enemies}
        keys = [e for _, e in view.shrines[self.side]]
        strength = {e: sum(tables.beats[e]) for e in ELEMENTS}
        ranked = [(0, e) for e in keys] + [(1, -strength[e]) for e in ELEMENTS if e not in keys]
        order = keys + [e for e in ELEMENTS if e not in keys]
        # The ranks each mage may take, and the positions each element may have.
        mage_ranks = {i: [r for r, d in enumerate(sorted(front.values())) if d == front[i]] for i in self._enemies}
        labels = sorted(ranked)
        places = {e: [p for p, lab in enumerate(labels) if lab == ranked[order.index(e)]] for e in order}
        out: dict[int, dict[Deal, float]] = {}
        for i in self._enemies:
            ranks = mage_ranks[i]
            weights: dict[Deal, float] = {}
            for e in ELEMENTS:
                at = places.get(e, [])
                p = sum(1 for r in ranks if r in at) / (len(ranks) * len(at)) if at else 0.0
                weights[(e,)] = 1.0 - evidence.DEALT_LIKE_US + evidence.DEALT_LIKE_US * len(ELEMENTS) * p
            out[i] = weights
        return out

    def _soften(self, mage: int, likelihood: Callable[[Layers], float]) -> None:
        """Multiply each deal's weight by the likelihood of its current layers."""
        weights = self._weights[mage]
        memo: dict[Layers, float] = {}
        for deal, layers in self._cands[mage].items():
            f = memo.get(layers)
            if f is None:
                f = memo[layers] = likelihood(layers)
            weights[deal] = weights.get(deal, 1.0) * f
        top = max(weights.values(), default=1.0)
        if top > 0:
            for deal in weights:
                weights[deal] = max(_FLOOR, weights[deal] / top)

    def _weigh_step(self, mage: int, src: int, dst: int, shrines: dict[int, Element], tables: Tables) -> None:
        """A step of an enemy mage: toward which of our shrines, and our revealed mages."""
        dist = tables.distance_of
        if shrines:
            gains = {cell: dist(src, cell) - dist(dst, cell) for cell in shrines}
            mean = sum(gains.values()) / len(gains)
            pulls: dict[Element, float] = {}
            for cell, gain in gains.items():
                pulls[shrines[cell]] = pulls.get(shrines[cell], 0.0) + gain - mean
            if any(pulls.values()):
                self._soften(mage, lambda layers: evidence.shrine_step(layers, pulls))
        ours = []
        for i, layers in self._exposed.items():
            at = self._cells.get(i)
            if at is not None and min(dist(src, at), dist(dst, at)) <= evidence.THREAT_RANGE:
                toward = dist(src, at) - dist(dst, at)
                if toward:
                    ours.append((layers, toward))
        if ours:
            self._soften(mage, lambda layers: evidence.threat_step(layers, ours, tables))

    def _weigh_idle_turn(self, view: PlayerView, tables: Tables) -> None:
        """The enemy's turn ended: each enemy mage that did not strike a revealed mage of
        ours in its reach (at the smallest stack) was perhaps unable to beat it."""
        if not self._exposed:
            return
        zero, _ = _reach_tables(tables)
        busy = bool(self._struck)
        for i in self._enemies:
            cell = self._cells.get(i)
            if cell is None or i in self._struck:
                continue
            reach = zero[view.mages[i].job][0][cell]
            near = [layers for j, layers in self._exposed.items() if self._cells.get(j) in reach]
            if near:
                self._soften(i, partial(evidence.idle_turn, in_reach=near, busy=busy, tables=tables))

    # --- what the side saw (hard) ------------------------------------------------------

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
        old = self._weights.get(mage, {})
        self._weights[mage] = {d: old.get(d, old.get(d[:-1], 1.0)) for d in new}

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
        counts: dict[Layers, float] = {}
        weights = self._weights.get(mage, {})
        for deal, layers in d.items():
            counts[layers] = counts.get(layers, 0.0) + weights.get(deal, 1.0)
        return tuple(sorted(counts, key=lambda lay: (-counts[lay], lay)))

    def odds(self, mage: int, element: Element) -> float:
        """The weighted share of the mage's candidate deals whose layers hold `element`."""
        return self.share(mage, lambda layers: element in layers)

    def share(self, mage: int, holds: Callable[[Layers], bool]) -> float:
        """The weighted share of the mage's candidate deals whose layers pass `holds`."""
        d = self._domains().get(mage)
        if not d:
            return 0.0
        weights = self._weights.get(mage, {})
        total = held = 0.0
        for deal, layers in d.items():
            w = weights.get(deal, 1.0)
            total += w
            if holds(layers):
                held += w
        return held / total

    def deals(self, mage: int) -> tuple[Deal, ...]:
        return tuple(self._domains().get(mage, ()))

    def known(self, mage: int) -> Layers | None:
        c = self.candidates(mage)
        return c[0] if len(c) == 1 else None

    def sample(self, rng: random.Random, node_cap: int = 4000) -> dict[int, Layers]:
        """One joint world: current layers for every enemy mage, each slot of the deals
        a permutation. Each mage's deals are tried in a random order drawn in proportion
        to their weights (keys u ** (1 / w), Efraimidis and Spirakis), so a world holds
        a deal about as often as its weight says, within what the permutations allow.
        Falls back to independent weighted picks if the search runs long."""
        doms = self._domains()
        if not doms:
            return {}
        order = sorted(doms, key=lambda i: (len(doms[i]), i))
        items = {i: list(doms[i].items()) for i in order}
        weights = {i: [self._weights.get(i, {}).get(deal, 1.0) for deal, _ in items[i]] for i in order}
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
            ws = weights[i]
            keys = [rng.random() ** (1.0 / w) for w in ws]
            for j in sorted(range(len(opts)), key=lambda j: -keys[j]):
                nodes += 1
                if nodes > node_cap:
                    return False
                deal, layers = opts[j]
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
        return {i: rng.choices(items[i], weights[i])[0][1] for i in order}
