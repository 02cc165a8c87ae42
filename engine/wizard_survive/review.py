"""Reviewing a Wizard Survive decision, two players: exact, from the W29 equilibrium.

At a decision the seat knows the public state (both wizards' lives, mana and souls, the
step) and its own card; the other's card of the step is hidden. The reviewer values each
card it could play against the other's equilibrium mix at that public state (the mix the
table holds for the other's side of it), both sides playing their equilibrium mixes for
the rest of the round, the step limit (W19) included. That gives, per card, the exact
distribution of how the round ends (who scores how many souls, or nobody), and from it:

- the value, in souls: the souls the seat expects to gain this round less the souls the
  other expects to gain (each counted up to the five that win, W21). Souls are the unit because under ws-1 the equilibrium denies
  every soul: perfect play from any round's start scores nothing, so the table's win
  values are nearly all even and a game is decided by the souls one side concedes (the
  round limit, W22, counts them). A loss of 0.5 is half a soul given away on average.
- the winning chance: the round's ends each lead to a souls score; five souls win
  (W21); a score the table calls decided (its value, win minus loss, at the next
  round's start) is worth that; one it calls even goes to the souls lead, since the
  equilibrium scores nothing more and the round limit decides (a tie counts half).

Nothing here reads the other's commitment: `appraise` is handed the seat's view (which
holds only its own) and never the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.kernel.review import Appraisal, Judgement, NoReviewer, Thresholds
from engine.wizard_survive import equilibrium as eq
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import SEAT_NAMES, Card
from engine.wizard_survive.rules import RuleSet
from engine.wizard_survive.view import WizardView

# Souls given up: under 0.01 is rounding (best); a tenth of a soul is an inaccuracy,
# a third a mistake, more than half a blunder.
THRESHOLDS = Thresholds(good=0.01, inaccuracy=0.1, mistake=0.3, blunder=0.5)
MAX_STATES = 40_000   # a draft's equilibrium solved for a review: ws-1 has 3,600 states (7 s), meteor-4 16 s
EVEN = 1e-3          # a table value this close to 0 is a draw under perfect play (its souls tie-break aside)

Distribution = tuple[float, ...]     # probability of each of `_Outcomes.gains`, in order


class EquilibriumReviewer:
    unit = "souls"
    method = ("exact: each card against the other's W29 equilibrium mix, both mixes to the round's end "
              "(step limit included); value = souls gained less souls conceded this round")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.solution = eq.solution_for(rules)
        self.stages = eq.stages(rules)
        top = rules.start_lives
        self.gains: tuple[tuple[int, int], ...] = ((0, 0), *((g, 0) for g in range(1, top + 1)),
                                                   *((0, g) for g in range(1, top + 1)))
        self._index = {g: i for i, g in enumerate(self.gains)}
        self._memo: dict[tuple[eq.Key, int], Distribution] = {}

    # ------------------------------------------------------------------ the protocol
    def appraise(self, view: WizardView, seen: Sequence[Any], legal: Sequence[Commit],
                 played: Commit) -> tuple[Appraisal, ...]:
        seat = view.seat
        if seat is None or view.seats != 2:
            raise ValueError("the equilibrium reviewer needs a seat's view of a 2-player match")
        me, it = view.wizards[seat], view.wizards[1 - seat]
        key = eq.key_for((me.souls, it.souls), me, it)
        left = max(0, self.rules.step_limit - view.step)     # whole steps after this one
        last_round = view.round >= self.rules.round_limit
        by_card: dict[Card, Commit] = {}
        for command in legal:
            by_card.setdefault(command.card, command)
        by_card[played.card] = played
        out = []
        for card, command in by_card.items():
            dist = self.card_distribution(key, card, left)
            out.append(Appraisal(command, self._margin(key, dist), self._chance(key, dist, last_round)))
        out.sort(key=lambda a: (-round(a.value, 12), -round(a.chance or 0.0, 12), a.command.card.value))
        return tuple(out)

    def classify(self, loss: float) -> Judgement:
        return THRESHOLDS.classify(loss)

    def words(self, command: Commit) -> str:
        if command.targets and command.card in (Card.FIREBALL, Card.LIGHTNING):
            return f"{command.card.key} at {'+'.join(SEAT_NAMES[t] for t in command.targets)}"
        return command.card.key

    def hindsight(self, view_all: WizardView, played: Commit, turn: Sequence[Commit]) -> float | None:
        """The seat's winning chance after `played` knowing the other's card of the step
        (from `turn`, the step's commands): the omniscient line, never the review's."""
        seat = played.seat
        its = next((c for c in turn if c.seat != seat), None)
        if its is None or view_all.seats != 2:
            return None
        me, it = view_all.wizards[seat], view_all.wizards[1 - seat]
        key = eq.key_for((me.souls, it.souls), me, it)
        stage = self.stages[(key[2], key[3], key[4], key[5])]
        after = stage.after[stage.mine.index(played.card)][stage.its.index(its.card)]
        left = max(0, self.rules.step_limit - view_all.step)
        dist = self._mixed(key, [(1.0, after)], left)
        return self._chance(key, dist, view_all.round >= self.rules.round_limit)

    # ------------------------------------------------------------------ the round's ends
    def card_distribution(self, key: eq.Key, card: Card, left: int) -> Distribution:
        """How the round ends when the seat plays `card` now against the other's
        equilibrium mix, then both play their mixes for at most `left` more steps."""
        pair = key[2:]
        stage = self.stages[(pair[0], pair[1], pair[2], pair[3])]
        row = stage.mine.index(card)
        theirs = self.solution.mix(eq.mirror(key))
        return self._mixed(key, [(theirs[b.value], stage.after[row][c]) for c, b in enumerate(stage.its)], left)

    def distribution(self, key: eq.Key, left: int) -> Distribution:
        """How the round ends from `key` with `left` steps to play, both on their mixes."""
        if left <= 0:
            return self._point((0, 0))
        memo = self._memo.get((key, left))
        if memo is not None:
            return memo
        pair = key[2:]
        stage = self.stages[(pair[0], pair[1], pair[2], pair[3])]
        mine, theirs = self.solution.mix(key), self.solution.mix(eq.mirror(key))
        moves = [(mine[a.value] * theirs[b.value], stage.after[r][c])
                 for r, a in enumerate(stage.mine) for c, b in enumerate(stage.its)]
        found = self._mixed(key, moves, left - 1)
        self._memo[(key, left)] = found
        return found

    def _mixed(self, key: eq.Key, moves: list[tuple[float, eq.After]], left: int) -> Distribution:
        total = [0.0] * len(self.gains)
        for weight, after in moves:
            if weight <= 0.0:
                continue
            if after.pair is None:
                total[self._index[after.gains]] += weight
                continue
            nxt = self.distribution((key[0], key[1], *after.pair), left)
            for i, p in enumerate(nxt):
                total[i] += weight * p
        norm = sum(total)
        return tuple(p / norm for p in total)

    def _point(self, gains: tuple[int, int]) -> Distribution:
        return tuple(1.0 if g == gains else 0.0 for g in self.gains)

    def _margin(self, key: eq.Key, dist: Distribution) -> float:
        """Souls gained less souls conceded, each side's counted up to the win (W21): at
        4 souls a round won by 1 is as good as one won by 2."""
        top = self.rules.souls_to_win
        mine, its = top - key[0], top - key[1]
        return sum(p * (min(ga, mine) - min(gb, its)) for p, (ga, gb) in zip(dist, self.gains))

    def _chance(self, key: eq.Key, dist: Distribution, last_round: bool) -> float:
        return sum(p * self._settled(key[0] + ga, key[1] + gb, last_round) for p, (ga, gb) in zip(dist, self.gains)
                   if p > 0.0)

    def _settled(self, mine: int, its: int, last_round: bool) -> float:
        """The seat's winning chance at a round's end with these souls."""
        top = self.rules.souls_to_win
        if mine >= top:
            return 1.0
        if its >= top:
            return 0.0
        if not last_round:
            value = self.solution.values[(mine, its, *eq.start_pair(self.rules))]
            if abs(value) >= EVEN:
                return (1.0 + value) / 2.0
        return 1.0 if mine > its else 0.0 if mine < its else 0.5


def make_reviewer(rules: RuleSet, seats: int, budget: int | None, seed: int) -> Any:
    """2 players: the exact reviewer (budget and seed unused: nothing is sampled). A
    draft's equilibrium is solved here first (NumPy and SciPy, seconds); a draft too big
    to solve in reasonable time (a hostile file's) is refused in one line. 3-4 players:
    the advanced AI's search at `budget` playouts a decision (review_search.py)."""
    if seats != 2:
        from engine.wizard_survive.review_search import BUDGET, SearchReviewer

        return SearchReviewer(BUDGET if budget is None else budget, seed)
    states = len(eq.pairs(rules)) * rules.souls_to_win ** 2
    if states > MAX_STATES:
        raise NoReviewer(f"this rule set's equilibrium has {states} states, too many to solve for a review "
                         f"(at most {MAX_STATES})")
    try:
        return EquilibriumReviewer(rules)
    except ImportError as error:
        raise NoReviewer(f"solving this draft's equilibrium needs NumPy and SciPy ({error})") from None
    except RuntimeError as error:
        raise NoReviewer(f"this draft's equilibrium could not be solved ({error})") from None
