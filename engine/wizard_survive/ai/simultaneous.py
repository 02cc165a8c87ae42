"""W29, three or four players: a simultaneous-move search from a seat's view.

Decoupled UCT: every node is a public state of the round (lives, mana, souls, who is
in, the step); each player in keeps its own statistics over its own moves there and
picks by UCB1 as if alone; the joint move leads to the child, whose state the rules'
`resolve` computes. The only hidden thing is this step's commitments (W24), which is
exactly what the simultaneous choice at the root models, so no determinisation is
needed and the search never reads another player's commitment. A new node is valued
by a rollout to the round's end with a cheap policy (the intermediate's rules, a share
of random moves). The budget is work: ITERATIONS playouts per decision, never seconds.

A round's worth to a player: the souls it gains less the mean of the others' gains,
plus WIN_BONUS for reaching the souls that win (less for another reaching them),
scaled into [-1, 1]. The round's end is the horizon: souls only change there.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from engine.wizard_survive.apply import fold
from engine.wizard_survive.names import Card
from engine.wizard_survive.resolve import resolve
from engine.wizard_survive.rules import RuleSet
from engine.wizard_survive.state import Commitment, State, Wizard

ITERATIONS = 400          # playouts per decision: the work budget
EXPLORATION = 0.7         # UCB1's constant, rewards being in [-1, 1]
ROLLOUT_NOISE = 0.25      # share of uniformly random moves in a rollout
WIN_BONUS = 2.0           # a round that wins the game is worth this much more
KEEP = 0.15               # moves visited less than this share of the most visited are not played
CACHE_LIMIT = 200_000     # reveals remembered across decisions (a pure function's results)

Move = tuple[Card, tuple[int, ...]]          # a card and the targets that matter (none for the others)
Wizards = tuple[Wizard, ...]


def moves(rules: RuleSet, wizards: Wizards, seat: int) -> tuple[Move, ...]:
    """A player's distinct moves: fireball and lightning per target list, the other
    cards once (their targets change nothing, W7)."""
    others = tuple(s for s, w in enumerate(wizards) if not w.out and s != seat)
    out: list[Move] = []
    for card in Card:
        if rules.cost(card) > wizards[seat].mana:
            continue
        if card is Card.FIREBALL:
            out += [(card, (t,)) for t in others]
        elif card is Card.LIGHTNING:
            most = min(rules.lightning_targets, len(others))
            out += [(card, t) for n in range(1, most + 1) for t in combinations(others, n)]
        else:
            out.append((card, ()))
    return tuple(out)


_REVEALS: dict[tuple[RuleSet, Wizards, tuple[tuple[int, Move], ...]], Wizards] = {}


def reveal(rules: RuleSet, wizards: Wizards, joint: tuple[tuple[int, Move], ...]) -> Wizards:
    """The wizards after the reveal of `joint` (seat, move), by the rules' resolve."""
    key = (rules, wizards, joint)
    found = _REVEALS.get(key)
    if found is None:
        if len(_REVEALS) >= CACHE_LIMIT:
            _REVEALS.clear()
        state = State(rules, len(wizards), 1, 1, wizards, (None,) * len(wizards))
        others = {s: next(t for t in range(len(wizards)) if t != s and not wizards[t].out) for s, _ in joint}
        made = {s: Commitment(card, targets or (others[s],)) for s, (card, targets) in joint}
        found = fold(state, resolve(rules, wizards, made)).wizards
        _REVEALS[key] = found
    return found


def rewards(rules: RuleSet, wizards: Wizards) -> tuple[float, ...]:
    """Each player's worth of a round that ended with `wizards` (see the module's text)."""
    ins = [s for s, w in enumerate(wizards) if not w.out]
    n = len(wizards)
    gains = [0] * n
    if len(ins) == 1:
        gains[ins[0]] = wizards[ins[0]].lives
    scale = rules.start_lives + WIN_BONUS
    out = []
    for s in range(n):
        worth = gains[s] - sum(gains[t] for t in range(n) if t != s) / (n - 1)
        for t in range(n):
            if gains[t] and wizards[t].souls + gains[t] >= rules.souls_to_win:
                worth += WIN_BONUS if t == s else -WIN_BONUS / (n - 1)
        out.append(max(-1.0, min(1.0, worth / scale)))
    return tuple(out)


def round_over(wizards: Wizards) -> bool:
    return sum(not w.out for w in wizards) <= 1


def cheap_move(rules: RuleSet, wizards: Wizards, seat: int, rng: random.Random) -> Move:
    """The rollout policy: the intermediate's rules (W28) on the public state, a share
    of random moves."""
    options = moves(rules, wizards, seat)
    if rng.random() < ROLLOUT_NOISE:
        return options[rng.randrange(len(options))]
    me = wizards[seat]
    foes = sorted((s for s, w in enumerate(wizards) if not w.out and s != seat),
                  key=lambda s: (wizards[s].lives, -wizards[s].souls, -wizards[s].mana, s))
    mine = {card for card, _ in options}
    if Card.METEOR in mine and not any(rules.cost(Card.METEOR) <= wizards[s].mana for s in foes):
        return (Card.METEOR, ())
    threatened = any(rules.cost(c) <= wizards[s].mana for s in foes for c in rules.teleport_cancels
                     if c is not Card.METEOR)
    if me.lives == 1 and Card.TELEPORT in mine and threatened:
        return (Card.TELEPORT, ())
    if Card.LIGHTNING in mine and len(foes) >= 2 and rules.lightning_targets >= 2:
        return (Card.LIGHTNING, tuple(sorted(foes[:2])))
    if Card.FIREBALL in mine:
        return (Card.FIREBALL, (foes[0],))
    return (Card.MANA_RECOVERY, ()) if Card.MANA_RECOVERY in mine else options[0]


@dataclass
class Node:
    wizards: Wizards
    step: int
    options: dict[int, tuple[Move, ...]]                 # per player in: its moves
    visits: dict[int, list[int]]
    totals: dict[int, list[float]]
    children: dict[tuple[int, ...], Node] = field(default_factory=dict)
    count: int = 0


def _node(rules: RuleSet, wizards: Wizards, step: int) -> Node:
    ins = [s for s, w in enumerate(wizards) if not w.out]
    options = {s: moves(rules, wizards, s) for s in ins} if len(ins) > 1 else {}
    return Node(wizards, step, options, {s: [0] * len(o) for s, o in options.items()},
                {s: [0.0] * len(o) for s, o in options.items()})


class Search:
    """One decision's tree; `run` spends the budget, `mix` is the root player's result."""

    def __init__(self, rules: RuleSet, wizards: Wizards, step: int, rng: random.Random) -> None:
        self.rules, self.rng = rules, rng
        self.root = _node(rules, wizards, step)

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self._playout(self.root)

    def _choose(self, node: Node, seat: int) -> int:
        visits, totals = node.visits[seat], node.totals[seat]
        for i, n in enumerate(visits):
            if n == 0:
                return i
        log = math.log(node.count)
        best, pick = -math.inf, 0
        for i, n in enumerate(visits):
            score = totals[i] / n + EXPLORATION * math.sqrt(log / n)
            if score > best:
                best, pick = score, i
        return pick

    def _playout(self, node: Node) -> tuple[float, ...]:
        if not node.options or node.step > self.rules.step_limit:
            result = rewards(self.rules, node.wizards) if node.options == {} else (0.0,) * len(node.wizards)
        else:
            picks = tuple(self._choose(node, s) for s in node.options)
            child = node.children.get(picks)
            if child is None:
                joint = tuple((s, node.options[s][i]) for s, i in zip(node.options, picks))
                child = _node(self.rules, reveal(self.rules, node.wizards, joint), node.step + 1)
                node.children[picks] = child
                result = self._rollout(child.wizards, child.step)
                child.count += 1
            else:
                result = self._playout(child)
            for s, i in zip(node.options, picks):
                node.visits[s][i] += 1
                node.totals[s][i] += result[s]
        node.count += 1
        return result

    def _rollout(self, wizards: Wizards, step: int) -> tuple[float, ...]:
        rules = self.rules
        while not round_over(wizards):
            if step > rules.step_limit:
                return (0.0,) * len(wizards)
            joint = tuple((s, cheap_move(rules, wizards, s, self.rng)) for s, w in enumerate(wizards) if not w.out)
            wizards = reveal(rules, wizards, joint)
            step += 1
        return rewards(rules, wizards)

    def mix(self, seat: int) -> dict[Move, float]:
        """The root player's moves worth playing, weighted by their visits."""
        visits = self.root.visits[seat]
        top = max(visits)
        kept = {m: n for m, n in zip(self.root.options[seat], visits) if n >= KEEP * top}
        total = sum(kept.values())
        return {m: n / total for m, n in kept.items()}


def decide(rules: RuleSet, wizards: Sequence[Wizard], step: int, seat: int, rng: random.Random,
           iterations: int = ITERATIONS) -> tuple[Move, dict[Move, float]]:
    """The move drawn for `seat` from its search's mix, and the mix."""
    search = Search(rules, tuple(wizards), step, rng)
    search.run(iterations)
    mix = search.mix(seat)
    roll, acc = rng.random(), 0.0
    for move, p in mix.items():
        acc += p
        if roll < acc:
            return move, mix
    return next(reversed(mix)), mix
