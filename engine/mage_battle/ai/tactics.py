"""Shared judgement of positions for the agents: threat reach, engagement odds and a
static evaluation of a (determinized) state from one side's point of view.

Evaluations are in "mage units": a living mage is worth a few points, a battle won is
worth far more than any material, and the threats of the side that moves next weigh
in before they happen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.mage_battle.elements import Layers, Winner, distinct, judge, stack
from engine.mage_battle.names import Element, Job, Side
from engine.mage_battle.state import Mage, Phase, State
from engine.mage_battle.tables import Tables
from engine.mage_battle.tiebreak import round_limit_winner

WIN = 1000.0

# reach[job][stack-1][cell]: the cells a mage of `job` could hit from `cell`.
Reach = dict[Job, list[list[frozenset[int]]]]
# (element, damage on a hit, cells in reach without a step, cells in reach after one step)
Aim = tuple[Element, int, frozenset[int], frozenset[int]]


@dataclass(frozen=True, slots=True)
class Weights:
    alive: float = 3.0          # a living mage
    hp: float = 1.0             # each hit point left
    shrine: float = 1.0         # closeness of a matching mage to an enemy shrine
    danger: float = 1.0         # what the next mover can take from the side that just moved
    chance: float = 0.25        # what the side that just moved threatens in turn
    reveal: float = 0.0         # each enemy whose layers are public this battle
    card: float = 1.0           # holding the hidden card
    approach: float = 0.0       # closing in on the enemy (a beginner's instinct)
    tiebreak: float = 0.0       # leading the R26 round-limit order; grows to ~13x by the last round
    press: float = 0.0          # late in a battle the side behind seeks fights, the side ahead avoids them
    follow: float = 0.0         # the best hit the mover can still make with AP left this turn
    key: float = 0.0            # a living mage holding an enemy shrine's element (R22, R26)
    decoy: float = 0.0          # an elementless mage a step from a hidden enemy (rulebook 7: a scout)
    route: float = 0.0          # per step a matching mage is from its enemy shrine, over the whole board (R22)
    hunt: float = 0.0           # ahead on living mages: close in on the enemy left (R18) instead of waiting


@lru_cache(maxsize=8)
def _reach_tables(tables: Tables) -> tuple[Reach, Reach]:
    """reach[moved][job][stack-1][cell]: cells a mage could hit from `cell` with 0 or 1
    step first (allies blocking lines ignored: it is a threat estimate)."""
    size = tables.size
    stacks = len(tables.sorcerer_lengths)
    zero: Reach = {}
    for job in Job:
        per_stack: list[list[frozenset[int]]] = []
        for s in range(stacks):
            cells: list[frozenset[int]] = []
            for c in range(size):
                if job == Job.S:
                    hit = {x for ray in tables.rays[c] for x in ray[: tables.sorcerer_lengths[s]]}
                elif job == Job.P:
                    hit = {x for centre in tables.priest_centres[c] for opt in tables.priest_areas[centre][s]
                           for x in opt}
                else:
                    hit = set(tables.mystic_targets[c])
                cells.append(frozenset(hit))
            per_stack.append(cells)
        zero[job] = per_stack
    one: Reach = {}
    for job in Job:
        one[job] = [[frozenset().union(zero[job][s][c], *(zero[job][s][n] for n in tables.neighbours[c]))
                     for c in range(size)] for s in range(stacks)]
    return zero, one


@lru_cache(maxsize=8)
def _steps(tables: Tables) -> tuple[tuple[int, ...], ...]:
    """steps[a][b]: king moves from a to b (moves are 8-way, R7)."""
    cells = range(tables.size)
    return tuple(tuple(max(abs(tables.col[a] - tables.col[b]), abs(tables.row[a] - tables.row[b])) for b in cells)
                 for a in cells)


@lru_cache(maxsize=65536)
def _odds(layers: Layers, element: Element, d_layers: Layers, tables: Tables) -> float:
    """`win_chance` by layers alone, memoised: threat() asks the same pairs over and
    over across sampled worlds and candidate actions."""
    a = stack(layers, element)
    options = distinct(d_layers) or (None,)
    wins = sum(1 for d in options if judge(element, a, d, stack(d_layers, d), tables) == Winner.ATTACKER)
    return wins / len(options)


# (element, damage on a hit, cells in reach without a step, cells in reach after one
# step), the cells as bit masks (bit c: cell c)
AimMask = tuple[Element, int, int, int]


@lru_cache(maxsize=16384)
def _aims(job: Job, layers: Layers, cell: int, tables: Tables) -> tuple[int, tuple[AimMask, ...]]:
    """Per active element of a mage at `cell`: (element, damage on a hit, cells in
    reach without a step, cells in reach after one step), with the union of the
    last masks first: threat() skips a mage, or an element, that reaches no target
    with one `&`."""
    zero, one = _reach_tables(tables)
    out: list[AimMask] = []
    anywhere = 0
    for element in distinct(layers):
        a = stack(layers, element)
        s = min(a, len(tables.sorcerer_lengths)) - 1
        near = sum(1 << c for c in zero[job][s][cell])
        far = sum(1 << c for c in one[job][s][cell])
        out.append((element, tables.damage[job][a - 1], near, far))
        anywhere |= far
    return anywhere, tuple(out)


def threat(state: State, by: Side, w: Weights, now: bool = False) -> float:
    """How much `by` could take next turn: the two best hits it has, by distinct
    attackers (2 AP), each scaled by its odds and by whether a step is needed first.
    With `now`, the single best hit it can still make this turn without a step."""
    targets: list[tuple[int, Layers, int]] = []      # (cell's bit, layers, hp)
    occupied = 0
    attackers = []
    for m in state.mages:
        cell = m.cell
        if cell is None:
            continue
        if m.side != by:
            bit = 1 << cell
            targets.append((bit, m.layers, m.hp))
            occupied |= bit
        elif m.layers and not m.marked and not (now and m.attacks):
            attackers.append(m)
    return _threat(attackers, targets, occupied, now, w, state.tables)


def _threat(attackers: list[Mage], targets: list[tuple[int, Layers, int]], occupied: int, now: bool, w: Weights,
            tables: Tables) -> float:
    """threat() of these attackers (living, with layers, unmarked, and with `now` yet to
    attack) on these targets ((cell's bit, layers, hp), in board order), `occupied` the
    targets' bits."""
    if not targets:
        return 0.0
    alive_w, hp_w = w.alive, w.hp
    best: list[float] = []
    for m in attackers:
        assert m.cell is not None
        anywhere, aims = _aims(m.job, m.layers, m.cell, tables)
        if not anywhere & occupied:         # no target within a step and a hit: top stays 0
            continue
        top = 0.0
        for element, damage, near, far in aims:
            if not (near if now else far) & occupied:   # near is within far
                continue
            for bit, layers, hp in targets:
                if near & bit:
                    reach = 1.0
                elif now or not far & bit:
                    continue
                else:
                    reach = 0.6
                odds = _odds(m.layers, element, layers, tables)
                value = alive_w + hp_w * hp if damage >= hp else hp_w * damage
                v = reach * odds * value
                if v > top:
                    top = v
        if top > 0:
            best.append(top)
    best.sort(reverse=True)
    if now:
        return best[0] if best else 0.0
    return sum(best[:2]) if len(best) < 2 else best[0] + 0.5 * best[1]


@lru_cache(maxsize=4096)
def _ways(tables: Tables, shrine: int, blocked: int) -> tuple[int, ...]:
    """Per cell, the steps (8-way, R7) to `shrine` around the cells in `blocked` (a bit
    mask: the shrine owner's mages, which a runner cannot pass); a cell walled off from
    it counts its straight steps plus twice `BLOCKED`. Cached: during one side's search
    the other side's mages mostly stand still."""
    steps = _steps(tables)[shrine]
    far = len(steps) * 2
    ways = [far] * tables.size
    ways[shrine] = 0
    frontier = [shrine]
    d = 0
    while frontier:
        d += 1
        nxt = []
        for c in frontier:
            for n in tables.neighbours[c]:
                if ways[n] == far:
                    ways[n] = d
                    if not blocked >> n & 1:
                        nxt.append(n)
        frontier = nxt
    return tuple(w if w < far else steps[c] + 2 * BLOCKED for c, w in enumerate(ways))


def _goals(state: State, side: Side) -> list[tuple[Element, tuple[int, ...], bool]]:
    """Per enemy shrine of `side`: its element, the steps to it from every cell, whether
    it is free."""
    steps = _steps(state.tables)
    board = state.board
    return [(element, steps[cell], board[cell] < 0) for cell, element in state.shrines[side.other]]


# How many more living mages `hunt` needs before it closes in (one is a lead an exchange
# can undo).
HUNT_LEAD = 2

# Extra steps `route` counts to an occupied shrine: its occupant must be removed or step off.
BLOCKED = 3


def shrine_pressure(state: State, side: Side) -> tuple[float, bool]:
    """(closeness of `side`'s best matching mage to a free enemy shrine, whether it
    could walk in with 2 AP). Moves are 8-way, so steps are Chebyshev distance (R7)."""
    ap = state.rules.ap_per_turn
    goals = _goals(state, side)
    best = 0.0
    imminent = False
    for m in state.mages:
        at = m.cell
        if at is None or m.side != side or not m.layers:
            continue
        layers = m.layers
        for element, to_shrine, free in goals:
            if element not in layers:
                continue
            d = to_shrine[at]
            if free and d <= ap:
                imminent = True
            closeness = 8 - d if d < 8 else 0
            if closeness > best:
                best = closeness
    return best, imminent


def scouts_in_reach(state: State, side: Side) -> int:
    """`side`'s elementless mages that could step and hit an enemy whose layers are
    hidden: a decoy has no power, its worth is the reveal (rulebook 7)."""
    _, one = _reach_tables(state.tables)
    hidden = [m.cell for m in state.mages if m.side != side and m.cell is not None and not m.revealed]
    count = 0
    for m in state.mages:
        if m.side == side and m.cell is not None and not m.layers and not m.marked:
            reach = one[m.job][0][m.cell]
            count += any(c in reach for c in hidden)
    return count


def tiebreak_weight(state: State, w: Weights) -> tuple[float, float]:
    """(worth of leading the R26 order now, urgency 0..1 of the last rounds)."""
    progress = min(1.0, state.round / state.rules.round_limit)
    return w.tiebreak * (1.0 + 12.0 * progress ** 3), w.press * max(0.0, (progress - 0.35) / 0.65)


Shrines = tuple[tuple[tuple[int, Element], ...], tuple[tuple[int, Element], ...]]
# The last few matches' shrines -> per side, the elements of the enemy's shrines (R22, R26).
_KEYS: dict[int, tuple[Shrines, tuple[frozenset[Element], frozenset[Element]]]] = {}


def _keys(shrines: Shrines) -> tuple[frozenset[Element], frozenset[Element]]:
    """Per side, the elements that take an enemy shrine: the same for every state of a
    match (its shrines are one tuple), so built once, not once per evaluation."""
    found = _KEYS.get(id(shrines))
    if found is not None and found[0] is shrines:
        return found[1]
    keys = (frozenset(e for _, e in shrines[Side.CRIMSON]), frozenset(e for _, e in shrines[Side.TEAL]))
    if len(_KEYS) >= 64:
        _KEYS.clear()
    _KEYS[id(shrines)] = (shrines, keys)
    return keys


def _route(state: State, side: Side, runners: list[tuple[int, Layers]], blockers: int, enemies: list[Mage],
           w: Weights) -> float:
    """How close `side`'s best runner (a mage holding an enemy shrine's element, at
    (cell, layers)) is to that shrine, the whole board wide: the board's width less its
    steps around the enemy's mages (`blockers`), less `BLOCKED` when a mage stands on the
    shrine. A runner standing where an enemy could hit it without a step counts less, the
    more so the more `danger` is feared: a safe way in beats a short one through reach."""
    if not runners:
        return 0.0
    tables = state.tables
    horizon = max(tables.cols, tables.rows)
    board = state.board
    best: list[tuple[float, int]] = []
    for cell, layers in runners:
        top = -float(horizon)
        for shrine, element in state.shrines[side.other]:
            if element in layers:
                d = _ways(tables, shrine, blockers & ~(1 << shrine))[cell]
                top = max(top, horizon - d - (0 if board[shrine] < 0 else BLOCKED))
        best.append((top, 1 << cell))
    reach = 0
    for m in enemies:
        assert m.cell is not None
        for _, _, near, _ in _aims(m.job, m.layers, m.cell, tables)[1]:
            reach |= near
    exposed = max(0.0, 1.0 - 0.5 * w.danger)
    return max(v if not reach & bit or v <= 0 else v * exposed for v, bit in best)


def evaluate(state: State, me: Side, battle: int, mover: Side, w: Weights) -> float:
    """The state's worth to `me`, when `mover` has just finished (or is finishing) its
    turn, so the other side moves next."""
    for r in state.results:
        if r.battle == battle:
            return WIN if r.winner == me else -WIN
    if state.phase == Phase.OVER:
        return 0.0
    score = 0.0
    enemy_cells = []
    keys = _keys(state.shrines)
    alive = [0, 0]
    hp = [0, 0]
    alive_w, hp_w, key_w, reveal_w = w.alive, w.hp, w.key, w.reveal
    # One pass over the mages gathers, per side, what shrine_pressure() and threat()
    # read (the same values they compute from the state, so the same score).
    ap = state.rules.ap_per_turn
    goals = (_goals(state, Side.TEAL), _goals(state, Side.CRIMSON))
    closest: list[float] = [0.0, 0.0]
    runners: tuple[list[tuple[int, Layers]], list[tuple[int, Layers]]] = ([], [])   # `route`'s mages
    imminent = [False, False]
    targets: tuple[list[tuple[int, Layers, int]], list[tuple[int, Layers, int]]] = ([], [])
    occupied = [0, 0]
    attackers: tuple[list[Mage], list[Mage]] = ([], [])
    for m in state.mages:
        cell = m.cell
        if cell is None:
            continue
        side = m.side
        layers = m.layers
        mage_hp = m.hp
        alive[side] += 1
        hp[side] += mage_hp
        value = alive_w + hp_w * mage_hp
        if key_w and layers and not keys[side].isdisjoint(layers):
            value += key_w
        if side == me:
            score += value
        else:
            score -= value
            enemy_cells.append(cell)
            if m.revealed:
                score += reveal_w
        bit = 1 << cell
        targets[side].append((bit, layers, mage_hp))
        occupied[side] |= bit
        if layers:
            if not m.marked:
                attackers[side].append(m)
            top = closest[side]
            for element, to_shrine, free in goals[side]:
                if element not in layers:
                    continue
                d = to_shrine[cell]
                if free and d <= ap:
                    imminent[side] = True
                closeness = 8 - d if d < 8 else 0
                if closeness > top:
                    top = closeness
            closest[side] = top
            if w.route and not keys[side].isdisjoint(layers):
                runners[side].append((cell, layers))
    if w.decoy:
        score += w.decoy * scouts_in_reach(state, me)
    nxt = mover.other
    for side, sign in ((me, 1.0), (me.other, -1.0)):
        if imminent[side] and side == nxt:
            return sign * WIN * 0.5        # it walks in on its turn unless the rules stop it
        score += sign * w.shrine * (closest[side] * 0.5 + (6.0 if imminent[side] else 0.0))
    # The next mover's threats weigh `danger`, the last mover's `chance` (it strikes second).
    mine_w, theirs_w = (w.danger, w.chance) if nxt == me else (w.chance, w.danger)
    approach = w.approach
    if w.tiebreak or w.press:
        worth, urgency = tiebreak_weight(state, w)
        if alive[0] != alive[1]:
            leader = Side.TEAL if alive[0] > alive[1] else Side.CRIMSON
        elif hp[0] != hp[1]:
            leader = Side.TEAL if hp[0] > hp[1] else Side.CRIMSON
        else:
            leader = round_limit_winner(state)
        lead = 1.0 if leader == me else -1.0
        score += lead * worth
        if lead < 0:        # behind: a standoff loses, so own threats count more than risks
            mine_w += 0.75 * urgency
            theirs_w *= 1.0 - 0.5 * urgency
            approach += 0.04 * urgency
        else:               # ahead: every exchange only risks the lead
            theirs_w *= 1.0 + 0.5 * urgency
    if w.hunt and alive[me] - alive[me.other] >= HUNT_LEAD:
        # Clearly ahead on living mages: the R18 win is in sight, and waiting only hands
        # the enemy the rounds left to even the count; close in.
        approach += w.hunt
    if w.route:
        # The enemy's runner is feared as much as its attacks (`danger`).
        mine_route = _route(state, me, runners[me], occupied[me.other], attackers[me.other], w)
        their_route = _route(state, me.other, runners[me.other], occupied[me], attackers[me], w)
        score += w.route * (mine_route - w.danger * their_route)
    tables = state.tables
    other = me.other
    score += (mine_w * _threat(attackers[me], targets[other], occupied[other], False, w, tables)
              - theirs_w * _threat(attackers[other], targets[me], occupied[me], False, w, tables))
    if (w.follow and mover == me and state.phase == Phase.ACTION and state.to_move == me and state.ap > 0
            and state.battle == battle):
        ready = [m for m in attackers[me] if not m.attacks]
        score += w.follow * _threat(ready, targets[other], occupied[other], True, w, tables)
    if state.cards[me] is not None:
        score += w.card
    if state.cards[me.other] is not None:
        score -= w.card
    if approach and enemy_cells:
        for m in state.mages:
            if m.side == me and m.cell is not None:
                row = tables.distance_row(m.cell)
                score -= approach * min(row[c] for c in enemy_cells)
    return score
