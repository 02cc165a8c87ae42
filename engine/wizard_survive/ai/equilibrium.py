"""W29, two players: the real game's equilibrium, as the advanced AI and the replay
reviewer read it.

A state is seen from its first player ("me"): `Key` = (round, my souls, its souls, step,
my lives, my mana, its lives, its mana), both in. Its value is my winning chance with a
draw counted half, under the real rules: the step cap (W19), five souls (W21) and the
round limit with its souls lead (W22), no discount. The game is zero-sum, so the other's
value of the mirrored key is 1 less mine. `equilibrium_solve.py` solves it by backward
induction (round and step only grow); each state's mix is an optimal mix of its stage
game, the one that does best against a careless opponent among them.

ws-1's table ships as `equilibrium-ws-1.npz` (scripts/solve_ws_equilibrium.py writes
it); any other rule set is solved on first use (seconds to a minute: `progress(done,
total)` hears of each round solved) and kept in memory.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from engine.wizard_survive.names import Card
from engine.wizard_survive.rules import WS_1, RuleSet
from engine.wizard_survive.state import Wizard

DATA_FILE = "equilibrium-ws-1.npz"
CARDS = tuple(Card)
FORMAT = 2                        # the table's layout; a file of another is solved afresh

Pair = tuple[int, int, int, int]                               # my lives, my mana, its lives, its mana
Key = tuple[int, int, int, int, int, int, int, int]            # round, my souls, its souls, step, then a Pair
Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class After:
    """Where a pair of cards leads: on in the round (`pair`), or the round's end with
    the souls each gains (all_out: none)."""

    pair: Pair | None
    gains: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class Stage:
    mine: tuple[Card, ...]                       # rows: my affordable cards
    its: tuple[Card, ...]                        # columns: its affordable cards
    after: tuple[tuple[After, ...], ...]         # [row][column]


@dataclass(frozen=True)
class Solution:
    """The table: `values` (S, souls, souls, steps, pairs) and `mixes` (the same, then
    the cards) for S distinct round solutions; `rounds[r - 1]` is round r's."""

    rules: RuleSet
    rounds: tuple[int, ...]
    values: Any
    mixes: Any
    facts: dict[str, Any] = field(default_factory=dict, compare=False)
    index: dict[Pair, int] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        self.index.update({p: i for i, p in enumerate(pairs(self.rules))})

    def at(self, key: Key) -> tuple[int, int, int, int, int]:
        r, sa, sb, step, la, ma, lb, mb = key
        return self.rounds[r - 1], sa, sb, step - 1, self.index[(la, ma, lb, mb)]

    def value(self, key: Key) -> float:
        return float(self.values[self.at(key)])

    def mix(self, key: Key) -> tuple[float, ...]:
        """My mix at `key`, a probability per card of CARDS (0: not affordable)."""
        x = self.mixes[self.at(key)]
        total = float(x.sum())
        return tuple(float(q) / total for q in x)

    def ended(self, round_: int, souls: tuple[int, int]) -> float:
        """My value when round `round_` ends with these souls: five win (W21), the last
        round goes to the souls lead (W22), else the next round's start."""
        top = self.rules.souls_to_win
        mine, its = souls
        if mine >= top:
            return 1.0
        if its >= top:
            return 0.0
        if round_ >= self.rules.round_limit:
            return 1.0 if mine > its else 0.0 if mine < its else 0.5
        return self.value((round_ + 1, mine, its, 1, *start_pair(self.rules)))

    def worth(self, key: Key, after: After) -> float:
        """My value once a reveal at `key` led to `after` (the step cap included)."""
        r, sa, sb, step = key[:4]
        if after.pair is not None and step < self.rules.step_limit:
            return self.value((r, sa, sb, step + 1, *after.pair))
        return self.ended(r, (sa + after.gains[0], sb + after.gains[1]))


def pairs(rules: RuleSet) -> tuple[Pair, ...]:
    """Every within-round pair of wizards with both in, in the table's order."""
    lives, mana = range(1, rules.start_lives + 1), range(rules.mana_cap + 1)
    return tuple((la, ma, lb, mb) for la in lives for ma in mana for lb in lives for mb in mana)


def start_pair(rules: RuleSet) -> Pair:
    return (rules.start_lives, rules.start_mana, rules.start_lives, rules.start_mana)


def mirror(key: Key) -> Key:
    r, sa, sb, step, la, ma, lb, mb = key
    return (r, sb, sa, step, lb, mb, la, ma)


def key_for(round_: int, step: int, souls: tuple[int, int], mine: Wizard, its: Wizard) -> Key:
    return (round_, souls[0], souls[1], step, mine.lives, mine.mana, its.lives, its.mana)


_STAGES: dict[RuleSet, dict[Pair, Stage]] = {}


def stages(rules: RuleSet) -> dict[Pair, Stage]:
    """Every within-round pair's stage game (the cards and where they lead), built once
    per rule set by the rules' own resolve, so the table and the rules cannot disagree."""
    if rules not in _STAGES:
        from engine.wizard_survive.ai.equilibrium_solve import reveal
        from engine.wizard_survive.resolve import affordable

        built = {}
        for pair in pairs(rules):
            mine, its = affordable(rules, pair[1]), affordable(rules, pair[3])
            rows = []
            for a in mine:
                row = []
                for b in its:
                    wa, wb = reveal(rules, pair, a, b)
                    if not wa.out and not wb.out:
                        row.append(After((wa.lives, wa.mana, wb.lives, wb.mana)))
                    else:
                        row.append(After(None, (0 if wa.out else wa.lives, 0 if wb.out else wb.lives)))
                rows.append(tuple(row))
            built[pair] = Stage(mine, its, tuple(rows))
        _STAGES[rules] = built
    return _STAGES[rules]


def solve(rules: RuleSet, progress: Progress | None = None) -> Solution:
    """The equilibrium of `rules` (NumPy), mixes kept as float32 (their sampling needs no more)."""
    from engine.wizard_survive.ai.equilibrium_solve import solve as solve_arrays

    solved = solve_arrays(rules, progress)
    return Solution(rules, solved.rounds, solved.values, solved.mixes.astype("float32"), solved.facts)


# --------------------------------------------------------------------------- the table

def to_bytes(solution: Solution) -> bytes:
    import numpy as np

    out = io.BytesIO()
    np.savez_compressed(out, format=np.array(FORMAT), rules=np.array(repr(_rule_data(solution.rules))),
                        cards=np.array([c.key for c in CARDS]), rounds=np.array(solution.rounds),
                        values=solution.values, mixes=solution.mixes)
    return out.getvalue()


def from_bytes(data: bytes, rules: RuleSet) -> Solution | None:
    """The table in `data` when it is one of `rules` in this layout, else None."""
    import numpy as np

    with np.load(io.BytesIO(data), allow_pickle=False) as table:
        if int(table["format"]) != FORMAT or list(table["cards"]) != [c.key for c in CARDS] \
                or str(table["rules"]) != repr(_rule_data(rules)):
            return None
        return Solution(rules, tuple(int(r) for r in table["rounds"]), table["values"], table["mixes"])


def _rule_data(rules: RuleSet) -> dict[str, Any]:
    return {k: v for k, v in rules.to_data().items() if k not in ("name", "note")}


def shipped() -> bytes:
    return resources.files("engine.wizard_survive.ai").joinpath(DATA_FILE).read_bytes()


_SOLVED: dict[RuleSet, Solution] = {}


@dataclass(frozen=True, slots=True)
class SolveProgress:
    """How far a first-use solve is: `done` of `total` rounds solved."""

    done: int
    total: int


# Who hears a first-use solve's progress when the caller names nobody (a window's AI
# worker: the agent between them knows nothing of it). Counts only flow out, so the
# table, and every choice, stay the same.
_LISTENER: ContextVar[Callable[[SolveProgress], None] | None] = ContextVar("ws_equilibrium_listener", default=None)


@contextmanager
def reporting(listener: Callable[[SolveProgress], None]) -> Iterator[None]:
    """First-use solves run inside hand their progress to `listener`."""
    token = _LISTENER.set(listener)
    try:
        yield
    finally:
        _LISTENER.reset(token)


def solution_for(rules: RuleSet, progress: Progress | None = None) -> Solution:
    """The cached equilibrium of `rules`: ws-1's from the package data, any other rule
    set's solved on its first use (`progress`, else the `reporting` listener, hears of
    each round) and kept in memory."""
    listener = _LISTENER.get()
    if progress is None and listener is not None:
        def progress(done: int, total: int) -> None:
            listener(SolveProgress(done, total))
    if rules not in _SOLVED:
        found = None
        if rules == WS_1:
            try:
                found = from_bytes(shipped(), rules)
            except FileNotFoundError:
                found = None
        _SOLVED[rules] = found if found is not None else solve(rules, progress)
    return _SOLVED[rules]


def is_solved(rules: RuleSet) -> bool:
    """Whether `solution_for(rules)` answers at once (the window's cue for a progress bar)."""
    return rules in _SOLVED or rules == WS_1


# --------------------------------------------------------------------------- a round's worth

_ROUND_VALUES: dict[RuleSet, float] = {}


def round_value(rules: RuleSet) -> float:
    """The 2-player game value of a round under `rules`, in souls for the first seat:
    the souls it can make sure of gaining in one round from the round's start, however
    the other plays (the round's zero-sum game of the first seat's souls, exact, with
    the step limit W19). 0 under ws-1: the other can deny every soul (the designer's
    note). Cached per rule set."""
    if rules not in _ROUND_VALUES:
        import numpy as np

        from engine.wizard_survive.ai import equilibrium_games as games
        from engine.wizard_survive.ai.equilibrium_solve import layout

        lay = layout(rules)
        valid = lay.rowok[:, :, None] & lay.colok[:, None, :]
        worth = np.zeros(len(lay.pairs))                 # after the last step: no souls (W19)
        for _ in range(rules.step_limit):
            m = np.where(lay.nxt < 0, lay.gain_me, worth[np.maximum(lay.nxt, 0)])
            worth, _ = games.values(np.where(valid, m, 0.0), lay.rowok, lay.colok)
        _ROUND_VALUES[rules] = float(worth[lay.start])
    return _ROUND_VALUES[rules]
