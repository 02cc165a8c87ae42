"""Reviewing a Wizard Survive decision, two players: exact, from the W29 equilibrium of
the real game (round, souls, step, lives and mana; `equilibrium.py`).

At a decision the seat knows the public state (both wizards' lives, mana and souls, the
round and the step) and its own card; the other's card of the step is hidden. The
reviewer values each card it could play against the other's equilibrium mix at that
state (the mix the table holds for the other's side of it), both sides playing their
equilibrium mixes afterwards. Per card that gives:

- the value, in souls: the souls the seat expects to gain this round less the souls the
  other expects to gain (each counted up to the five that win, W21), the round played
  out to its end by the table's mixes, the step cap (W19) included. Souls are the unit
  because a whole game's chance moves little with one careless card under ws-1 (perfect
  play denies every soul) while the souls given away are what a player can see. A loss
  of 0.5 is half a soul given away on average.
- the winning chance: the table's value of the state the card leads to against the
  other's mix, the real game's exact chance under perfect play from there (a draw
  counted half; the round limit's souls lead, W22, and five souls, W21, included).

Nothing here reads the other's commitment: `appraise` is handed the seat's view (which
holds only its own) and never the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.kernel.review import Appraisal, Judgement, NoReviewer, Thresholds
from engine.wizard_survive.ai import equilibrium as eq
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import SEAT_NAMES, Card
from engine.wizard_survive.rules import RuleSet
from engine.wizard_survive.view import WizardView

# Souls given up: under 0.01 is rounding (best); a tenth of a soul is an inaccuracy,
# a third a mistake, more than half a blunder.
THRESHOLDS = Thresholds(good=0.01, inaccuracy=0.1, mistake=0.3, blunder=0.5)
# a draft's equilibrium solved for a review: ws-1 and meteor-4 have 2,160,000 states (meteor-4: about a minute)
MAX_STATES = 5_000_000

Distribution = tuple[float, ...]     # probability of each of `_Outcomes.gains`, in order


class EquilibriumReviewer:
    unit = "souls"
    method = ("exact: each card against the other's W29 equilibrium mix of the real game, both mixes to the "
              "round's end (step limit included); value = souls gained less souls conceded this round; "
              "chance = the real game's value under perfect play")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.solution = eq.solution_for(rules)
        self.stages = eq.stages(rules)
        top = rules.start_lives
        self.gains: tuple[tuple[int, int], ...] = ((0, 0), *((g, 0) for g in range(1, top + 1)),
                                                   *((0, g) for g in range(1, top + 1)))
        self._index = {g: i for i, g in enumerate(self.gains)}
        self._memo: dict[eq.Key, Distribution] = {}

    # ------------------------------------------------------------------ the protocol
    def appraise(self, view: WizardView, seen: Sequence[Any], legal: Sequence[Commit],
                 played: Commit) -> tuple[Appraisal, ...]:
        seat = view.seat
        if seat is None or view.seats != 2:
            raise ValueError("the equilibrium reviewer needs a seat's view of a 2-player match")
        me, it = view.wizards[seat], view.wizards[1 - seat]
        key = eq.key_for(view.round, view.step, (me.souls, it.souls), me, it)
        by_card: dict[Card, Commit] = {}
        for command in legal:
            by_card.setdefault(command.card, command)
        by_card[played.card] = played
        out = []
        for card, command in by_card.items():
            moves = self._against_mix(key, card)
            chance = sum(p * self.solution.worth(key, after) for p, after in moves if p > 0.0)
            out.append(Appraisal(command, self._margin(key, self._mixed(key, moves)), chance))
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
        key = eq.key_for(view_all.round, view_all.step, (me.souls, it.souls), me, it)
        stage = self.stages[key[4:]]
        return self.solution.worth(key, stage.after[stage.mine.index(played.card)][stage.its.index(its.card)])

    # ------------------------------------------------------------------ the round's ends
    def _against_mix(self, key: eq.Key, card: Card) -> list[tuple[float, eq.After]]:
        """Where `card` leads at `key` against each of the other's cards, with its mix's weight."""
        stage = self.stages[key[4:]]
        row = stage.mine.index(card)
        theirs = self.solution.mix(eq.mirror(key))
        return [(theirs[b.value], stage.after[row][c]) for c, b in enumerate(stage.its)]

    def card_distribution(self, key: eq.Key, card: Card) -> Distribution:
        """How the round ends when the seat plays `card` now against the other's
        equilibrium mix, then both play their mixes to the round's end."""
        return self._mixed(key, self._against_mix(key, card))

    def distribution(self, key: eq.Key) -> Distribution:
        """How the round ends from `key`, both on their mixes."""
        memo = self._memo.get(key)
        if memo is not None:
            return memo
        stage = self.stages[key[4:]]
        mine, theirs = self.solution.mix(key), self.solution.mix(eq.mirror(key))
        moves = [(mine[a.value] * theirs[b.value], stage.after[r][c])
                 for r, a in enumerate(stage.mine) for c, b in enumerate(stage.its)]
        found = self._mixed(key, moves)
        self._memo[key] = found
        return found

    def _mixed(self, key: eq.Key, moves: list[tuple[float, eq.After]]) -> Distribution:
        """The round's ends after one reveal at `key` of these weighted outcomes."""
        total = [0.0] * len(self.gains)
        last = key[3] >= self.rules.step_limit          # W19: after it, the round ends without souls
        for weight, after in moves:
            if weight <= 0.0:
                continue
            if after.pair is None or last:
                total[self._index[after.gains]] += weight
                continue
            nxt = self.distribution((*key[:3], key[3] + 1, *after.pair))
            for i, p in enumerate(nxt):
                total[i] += weight * p
        norm = sum(total)
        return tuple(p / norm for p in total)

    def _margin(self, key: eq.Key, dist: Distribution) -> float:
        """Souls gained less souls conceded, each side's counted up to the win (W21): at
        4 souls a round won by 1 is as good as one won by 2."""
        top = self.rules.souls_to_win
        mine, its = top - key[1], top - key[2]
        return sum(p * (min(ga, mine) - min(gb, its)) for p, (ga, gb) in zip(dist, self.gains))


def make_reviewer(rules: RuleSet, seats: int, budget: int | None, seed: int) -> Any:
    """2 players: the exact reviewer (budget and seed unused: nothing is sampled). A
    draft's equilibrium is solved here first (NumPy and SciPy, seconds); a draft too big
    to solve in reasonable time (a hostile file's) is refused in one line. 3-4 players:
    the advanced AI's search at `budget` playouts a decision (review_search.py)."""
    if seats != 2:
        from engine.wizard_survive.review_search import BUDGET, SearchReviewer

        return SearchReviewer(BUDGET if budget is None else budget, seed)
    states = len(eq.pairs(rules)) * rules.souls_to_win ** 2 * rules.step_limit * rules.round_limit
    if states > MAX_STATES:
        raise NoReviewer(f"this rule set's equilibrium has {states} states, too many to solve for a review "
                         f"(at most {MAX_STATES})")
    try:
        return EquilibriumReviewer(rules)
    except ImportError as error:
        raise NoReviewer(f"solving this draft's equilibrium needs NumPy and SciPy ({error})") from None
    except RuntimeError as error:
        raise NoReviewer(f"this draft's equilibrium could not be solved ({error})") from None
