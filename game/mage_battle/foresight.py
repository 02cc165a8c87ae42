"""Seeing before deciding (issue 14): where the enemy could strike next turn, what an attack
would do against each response the target might choose, and what a response would do
against each element the attacker might be using.

Pure and computed from what one seat knows: its `PlayerView` and the events it saw
(`Match.seen`). Hidden enemy elements are whatever the seat cannot rule out: the layers
its view holds when they were revealed, else the candidates of `engine.mage_battle.ai.belief` (reveals,
cuts, auras, last-seen layers, shrine entries, the permutations), else, for a position
without that history, any element at a stack the aura allows. Areas and judgements are
the engine's own tables (`attack_area`), and damage, counters and recoil its own
formulas (`engine.mage_battle.damage`), so nothing here is a rule of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from engine.mage_battle import commands as cmd
from engine.mage_battle import damage
from engine.mage_battle import events as ev
from engine.mage_battle.ai.belief import Belief
from engine.mage_battle.areas import AimError, attack_area
from engine.mage_battle.elements import (
    Layers,
    Winner,
    distinct,
    highest_stack,
    resonance_cut,
    stack,
)
from engine.mage_battle.names import ELEMENTS, Card, Direction, Element, Job, Orient
from engine.mage_battle.view import MageView, PlayerView
from game.mage_battle.knowledge import known_elementless

# What a mage might commit: (element or None, its stack on that mage).
Choice = tuple[Element | None, int]


class Verdict(StrEnum):
    """One pairing's outcome from the attacker's side: it hits, it is countered, or nothing."""

    WIN = "win"
    LOSE = "lose"
    NONE = "none"
    CANCELLED = "cancelled"      # a marked attacker's attack (R25)


@dataclass(frozen=True, slots=True, order=True)
class Outcome:
    verdict: Verdict
    amount: int                 # HP the loser of the pairing loses (the recoil when cancelled)


class Knowledge:
    """What one seat cannot rule out about every mage's elements, read once per view."""

    def __init__(self, view: PlayerView, seen: Sequence[ev.Event]) -> None:
        self.view = view
        self.belief = Belief(view.side)
        if view.battle >= 1:
            self.belief.update(view, seen)
        self.elementless = known_elementless(seen, view.side, view.battle)
        # A history that starts mid-battle (a built position) says nothing of earlier grants.
        self.history = view.battle == 1 or any(isinstance(e, ev.BattleStarted) for e in seen)

    def layers(self, mage: int) -> tuple[Layers, ...] | None:
        """The layer lists the mage may hold, or None when only its aura is known."""
        m = self.view.mages[mage]
        if m.layers is not None:
            return (m.layers,)
        if mage in self.elementless:
            return ((),)
        if not self.history:
            return None
        found = self.belief.candidates(mage)
        if not found or any(_aura(c) != m.aura for c in found):
            return None
        return found

    def choices(self, mage: int) -> tuple[Choice, ...]:
        """Every (element, stack) the mage might commit, elementless as (None, 0)."""
        found = self.layers(mage)
        if found is None:
            aura = self.view.mages[mage].aura
            out: list[Choice] = [(e, s) for e in ELEMENTS for s in range(1, max(aura, 1) + 1)]
            return tuple(out) if aura else tuple(out) + ((None, 0),)
        picks: dict[Choice, None] = {}
        for layers in found:
            for e in distinct(layers) or (None,):
                picks[(e, stack(layers, e))] = None
        return tuple(picks)


def _aura(layers: Layers) -> int:
    top = highest_stack(layers)
    return top if top >= 2 else 0


# ---- the threat view -------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Threat:
    """Cells an enemy could attack on its next turn: `near` from where it stands, `far` only
    after a step of its own or an ally's; `by` names the enemies per cell."""

    near: frozenset[int]
    far: frozenset[int]
    by: dict[int, tuple[int, ...]]


def threat(view: PlayerView, seen: Sequence[ev.Event], knowledge: Knowledge | None = None) -> Threat:
    """Every cell an enemy of the seat could strike next turn with the AP of a turn (R6-R12):
    an attack from where it stands, after one step of its own into an empty cell, or (a
    sorcerer) after a blocking ally stepped aside. Marked enemies are left out (their attack
    is cancelled, R25), and so are enemies known to hold no element (they have no power)."""
    know = knowledge or Knowledge(view, seen)
    near: set[int] = set()
    far: set[int] = set()
    by: dict[int, list[int]] = {}
    for m in view.mages:
        if m.side == view.side or m.cell is None or m.marked:
            continue
        hit_near, hit_far = mage_reach(view, know, m.index)
        near |= hit_near
        far |= hit_far
        for cell in hit_near | hit_far:
            by.setdefault(cell, []).append(m.index)
    return Threat(frozenset(near), frozenset(far - near), {c: tuple(v) for c, v in by.items()})


def mage_reach(view: PlayerView, know: Knowledge, mage: int) -> tuple[frozenset[int], frozenset[int]]:
    """Where one mage could attack on its side's next turn, as the seat knows it: (from where
    it stands, only after a step of its own or a blocking ally's). Every stack the seat cannot
    rule out counts, so the seat's belief, never the mage's true layers, draws the reach."""
    m = view.mages[mage]
    if m.cell is None:
        return frozenset(), frozenset()
    ap = view.rules.ap_per_turn
    board = list(view.board)
    stacks = sorted({min(s, view.rules.max_stack) for e, s in know.choices(mage) if e is not None})
    hit_near: set[int] = set()
    hit_far: set[int] = set()
    for s in stacks:
        hit_near |= _reach(view, board, m, m.cell, s)
        if ap < 2:
            continue
        for step in view.tables.neighbours[m.cell]:
            if board[step] < 0:
                moved = board.copy()
                moved[m.cell], moved[step] = -1, m.index
                hit_far |= _reach(view, moved, m, step, s)
        if m.job == Job.S:
            hit_far |= _lines_past_allies(view, board, m, s)
    return frozenset(hit_near), frozenset(hit_far - hit_near)


def _reach(view: PlayerView, board: Sequence[int], m: MageView, cell: int, s: int) -> set[int]:
    tables = view.tables
    if m.job == Job.S:
        return {c for d in Direction for c in _line(view, board, m, cell, d, s)}
    if m.job == Job.P:
        return {c for centre in tables.priest_centres[cell] for area in tables.priest_areas[centre][s - 1]
                for c in area}
    return set(tables.mystic_targets[cell])


def _line(view: PlayerView, board: Sequence[int], m: MageView, cell: int, d: Direction, s: int) -> tuple[int, ...]:
    """R10 on a board of the seat's imagining: the line stops before the attacker's first ally."""
    tables = view.tables
    line = tables.rays[cell][d][: tables.sorcerer_lengths[min(s, len(tables.sorcerer_lengths)) - 1]]
    for reach, c in enumerate(line):
        occupant = board[c]
        if occupant >= 0 and occupant != m.index and view.mages[occupant].side == m.side:
            return line[:reach]
    return line


def _lines_past_allies(view: PlayerView, board: list[int], m: MageView, s: int) -> set[int]:
    """A sorcerer's lines once the ally blocking each stepped aside (its 1 AP, then the attack)."""
    assert m.cell is not None
    out: set[int] = set()
    lengths = view.tables.sorcerer_lengths
    for d in Direction:
        line = _line(view, board, m, m.cell, d, s)
        ray = view.tables.rays[m.cell][d]
        if len(line) >= min(len(ray), lengths[min(s, len(lengths)) - 1]):
            continue
        blocker_cell = ray[len(line)]
        blocker = board[blocker_cell]
        for step in view.tables.neighbours[blocker_cell]:
            if board[step] < 0:
                moved = board.copy()
                moved[blocker_cell], moved[step] = -1, blocker
                out.update(_line(view, moved, m, m.cell, d, s))
    return out


# ---- the attack preview ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TargetPreview:
    """Per response the target might choose, the outcomes it could lead to (one unless the
    response's stack is unknown)."""

    target: int
    rows: tuple[tuple[Element | None, tuple[Outcome, ...]], ...]
    target_hp: int = 0          # the target's HP now, and the attacker's: the numbers before
    attacker_hp: int = 0

    def target_after(self) -> tuple[int, ...]:
        """The target's HP after each hit it may take (R16), fewest lost first; 0 removes it (R18)."""
        return tuple(sorted({hp_after(self.target_hp, o.amount) for _, outs in self.rows for o in outs
                             if o.verdict == Verdict.WIN}, reverse=True))

    def counters(self) -> tuple[int, ...]:
        """What the attacker may lose to this target: its counters (R17), or its recoil (R25)."""
        return tuple(sorted({o.amount for _, outs in self.rows for o in outs
                             if o.verdict in (Verdict.LOSE, Verdict.CANCELLED) and o.amount > 0}))


def hp_after(hp: int, amount: int) -> int:
    """HP after losing `amount`: never below 0, where the mage is removed (R18)."""
    return max(0, hp - amount)


def preview(view: PlayerView, knowledge: Knowledge, attack: cmd.Attack,
            targets: Iterable[int]) -> tuple[TargetPreview, ...]:
    """The seat's own attack (its layers are known) against each engaged target."""
    attacker = view.mages[attack.mage]
    assert attacker.layers is not None
    a = stack(attacker.layers, attack.element)
    recoil = _recoil(view, attacker.layers) if attacker.marked else None
    out = []
    for t in targets:
        rows: dict[Element | None, set[Outcome]] = {}
        for d, ds in knowledge.choices(t):
            if recoil is not None:
                found = Outcome(Verdict.CANCELLED, recoil)
            else:
                found = _outcome(view, attacker.job, attack.element, a, view.mages[t].job, d, ds)
            rows.setdefault(d, set()).add(found)
        out.append(TargetPreview(t, tuple((d, tuple(sorted(o))) for d, o in rows.items()),
                                 view.mages[t].hp, attacker.hp))
    return tuple(out)


_VERDICTS = {Winner.ATTACKER: Verdict.WIN, Winner.DEFENDER: Verdict.LOSE, Winner.NOBODY: Verdict.NONE}


def _outcome(view: PlayerView, job: Job, element: Element | None, a: int, defender: Job,
             response: Element | None, d: int) -> Outcome:
    # The engine's own pairing (R14-R17), fed only stacks the seat cannot rule out.
    winner, amount = damage.pairing(view.rules, job, element, a, defender, response, d)
    return Outcome(_VERDICTS[winner], amount)


def _recoil(view: PlayerView, layers: Layers) -> int:
    return damage.backfire_recoil(view.rules, highest_stack(layers))


# ---- the secret response's table ---------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ResponseTable:
    """For the defender: what the attacker may be using (the declared area's size rules out
    the stacks that would draw another), and per target and response, the outcome against
    each such element (several when its stack is unknown)."""

    attacker: int
    known: Layers | None                       # the attacker's layers when revealed this battle
    last_seen: tuple[int, Layers] | None       # (battle, layers) of its last reveal
    attack: tuple[Element | None, ...]         # the elements it may be attacking with
    rows: tuple[tuple[int, Element | None, tuple[tuple[Outcome, ...], ...]], ...]  # (target, response, per element)


def response_table(view: PlayerView, knowledge: Knowledge) -> ResponseTable:
    pending = view.pending
    assert pending is not None
    attacker = view.mages[pending.attacker]
    options = [c for c in knowledge.choices(attacker.index) if _draws(view, attacker, c, pending.area)]
    if not options:        # nothing the seat believes fits: say what it cannot rule out at all
        options = list(knowledge.choices(attacker.index))
    elements = tuple(dict.fromkeys(e for e, _ in options))
    recoil = None
    if attacker.marked:
        known = knowledge.layers(attacker.index)
        recoil = max((_recoil(view, lay) for lay in known), default=0) if known else 0
    rows = []
    for t in pending.targets:
        m = view.mages[t]
        assert m.layers is not None          # the defender's own mages
        for d in distinct(m.layers) or (None,):
            ds = stack(m.layers, d)
            cells = []
            for e in elements:
                if recoil is not None:
                    found = {Outcome(Verdict.CANCELLED, recoil)}
                else:
                    found = {_outcome(view, attacker.job, e, s, m.job, d, ds) for x, s in options if x == e}
                cells.append(tuple(sorted(found)))
            rows.append((t, d, tuple(cells)))
    return ResponseTable(attacker.index, attacker.layers, attacker.seen, elements, tuple(rows))


def _draws(view: PlayerView, attacker: MageView, choice: Choice, area: tuple[int, ...]) -> bool:
    """Whether an attack with `choice` from where the attacker stands can draw `area` (R9-R12):
    the area is public and its size shows the stack."""
    assert attacker.cell is not None
    element, s = choice
    layers: Layers = (element,) * s if element is not None else ()
    probe = replace(view, mages=tuple(replace(m, layers=layers) if m.index == attacker.index else m
                                      for m in view.mages))
    tables = view.tables
    aims: list[tuple[Direction | None, int | None, Orient | None, int | None]]
    if attacker.job == Job.S:
        aims = [(d, None, None, None) for d in Direction]
    elif attacker.job == Job.P:
        aims = [(None, c, o, None) for c in tables.priest_centres[attacker.cell] for o in (None, *Orient)]
    else:
        aims = [(None, None, None, t) for t in tables.mystic_targets[attacker.cell]]
    for direction, centre, orient, target in aims:
        try:
            if attack_area(probe, attacker.index, element, direction, centre, orient, target)[0] == area:
                return True
        except AimError:
            continue
    return False


# ---- the card's preview ------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CardPreview:
    """What the seat's card would do to one target, as far as the seat can tell.

    Resonance Cut (R24): `cuts` lists each (removed, left) the seat cannot rule out, or is
    empty when it knows only the aura, and `removes` says how many layers go (from the aura,
    which is public). Mana Backflow (R25): `recoil` is what the target would lose if it
    attacked while marked (its highest stack, shown by its aura, less one)."""

    card: Card
    target: int
    cuts: tuple[tuple[Layers, Layers], ...] = ()
    removes: int = 0
    recoil: int = 0


def card_preview(view: PlayerView, knowledge: Knowledge, target: int) -> CardPreview | None:
    """The seat's card against `target`; None when it holds no card."""
    card = view.my_card
    if card is None:
        return None
    m = view.mages[target]
    if card == Card.MANA_BACKFLOW:
        # The aura is the public sign of the highest stack (R25 reads that stack).
        return CardPreview(card, target, recoil=damage.backfire_recoil(view.rules, m.aura))
    found = knowledge.layers(target)
    cuts = tuple(dict.fromkeys((removed, left) for left, removed in map(resonance_cut, found or ())))
    if cuts:
        return CardPreview(card, target, cuts, max(len(r) for r, _ in cuts))
    # Only the aura is known: x2 or more loses all but one of that stack, else the oldest layer.
    return CardPreview(card, target, removes=m.aura - 1 if m.aura >= 2 else 1)
