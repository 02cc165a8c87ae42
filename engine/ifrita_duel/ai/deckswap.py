"""The advanced's deck search, card by card: the winner of the candidates' self-play
(`deckbuild.advanced_deck`) is improved by swaps, one card out and one in, each judged
by seeded self-play of the one-ply policy.

Every deck is judged on the same seeded games (opponents from `field_decks` in turn,
sides alternating), so a swap is compared with the deck it would replace game by game:
the deck in hand has played them all once, a swap plays them in order and is dropped as
soon as it trails by `DROP` wins, or at half time unless it leads (a card swapped
changes few of the games, so most swaps tie, and ties are where the work goes), and is
taken when it ends at least `MARGIN` wins ahead. The swaps are tried in
the card model's order (the change it minds least first, a seeded jitter breaking near
ties so seeds explore differently), never one already turned down. The budget counts
simulated commands, never seconds; it is a share of `DeckBudget.work`, so a small
budget stays small. Registration stays blind: the rule set and the seed, nothing else.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from engine.ifrita_duel.ai.deckbuild import (
    ADVANCED_DECKS,
    DeckBudget,
    DeckChoice,
    Model,
    _legal,
    _report,
    advanced_deck,
    field_decks,
    trial,
)
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import Rules
from engine.ifrita_duel.state import Deck

GAMES = 24          # the seeded games every deck is judged on
DROP = 2.0          # a swap this many wins behind (on the games played so far) is dropped
MARGIN = 1.0        # a swap is taken this many wins ahead over all the games
JITTER = 1.5        # seeded noise on the model's value of a swap, up to this much


@dataclass(frozen=True, slots=True)
class Swap:
    out: str
    into: str


@dataclass(frozen=True, slots=True)
class Improved:
    deck: Deck
    swaps: tuple[Swap, ...]          # taken, in order
    tried: int                       # swaps judged (taken or dropped)
    work: int                        # commands simulated


def swapped(deck: Deck, swap: Swap) -> Deck:
    cards = list(deck.cards)
    cards.remove(swap.out)
    return Deck(tuple(sorted([*cards, swap.into])), deck.hero)


def proposals(rules: Rules, deck: Deck, rng: random.Random, refused: set[Swap]) -> list[Swap]:
    """Every legal swap of `deck` not yet refused, the model's likeliest first."""
    model = Model(rules)
    counts = Counter(deck.cards)
    scored = []
    for out in sorted(counts):
        for into in model.ids:
            swap = Swap(out, into)
            if into == out or counts[into] >= rules.max_copies or swap in refused:
                continue
            after = counts.copy()
            after[out] -= 1
            after[into] += 1
            scored.append((model.value(+after) + rng.uniform(0.0, JITTER), swap))
    scored.sort(key=lambda s: -s[0])
    return [s for _, s in scored]


class _Judge:
    """The seeded games and the work spent on them."""

    def __init__(self, rules: Rules, seed: int, budget: int, reported: tuple[int, int, int]) -> None:
        self.rules = rules
        self.seeds = [random.Random(f"{seed}|swap|{j}").randrange(1 << 30) for j in range(GAMES)]
        self.opponents = field_decks(rules)
        self.budget = budget
        self.work = 0
        self.offset, self.total, self.candidates = reported

    @property
    def spent(self) -> bool:
        return self.work >= self.budget

    def game(self, deck: Deck, j: int) -> float:
        t = trial(self.rules, deck, self.opponents[j % len(self.opponents)], self.seeds[j], Side((j // 2) % 2))
        self.work += t.work
        _report(self.offset + self.work, self.total, 1, self.candidates)
        return t.score


def improve(rules: Rules, start: Deck, seed: int, work: int, reported: tuple[int, int, int] = (0, 0, 0)
            ) -> Improved:
    """`start` improved by swaps within `work` simulated commands (`reported`: the work
    already reported, the total reported and the candidates' count, for `_report`)."""
    judge = _Judge(rules, seed, work, reported if reported[1] else (0, work, 1))
    rng = random.Random(f"{seed}|swaps")
    scores: list[float] = []
    for j in range(GAMES):
        if judge.spent:
            return Improved(start, (), 0, judge.work)
        scores.append(judge.game(start, j))
    deck, taken, tried = start, [], 0
    refused: set[Swap] = set()
    while not judge.spent:
        options = proposals(rules, deck, rng, refused)
        if not options:
            break
        swap = options[0]
        challenger = swapped(deck, swap)
        tried += 1
        theirs: list[float] = []
        for j in range(GAMES):
            theirs.append(judge.game(challenger, j))
            lead = sum(theirs) - sum(scores[:j + 1])
            if lead <= -DROP or (j + 1 == GAMES // 2 and lead <= 0) or judge.spent:
                break
        if len(theirs) == GAMES and sum(theirs) - sum(scores) >= MARGIN:
            refused.add(Swap(swap.into, swap.out))          # no undoing a swap just taken
            deck, scores = challenger, theirs
            taken.append(swap)
        else:
            refused.add(swap)
    return Improved(_legal(rules, deck.cards, deck.hero), tuple(taken), tried, judge.work)


def searched_deck(rules: Rules, seed: int, budget: DeckBudget = ADVANCED_DECKS) -> DeckChoice:
    """The advanced's deck: the candidates' winner (`advanced_deck`, on `budget.work`),
    then improved by swaps on `budget.swaps` x that much more work."""
    extra = int(budget.work * budget.swaps)
    total = budget.work + extra
    chosen = advanced_deck(rules, seed, budget, total)
    if extra <= 0:
        return chosen
    better = improve(rules, chosen.deck, seed, extra, (chosen.work, total, len(chosen.judged)))
    _report(total, total, 1, len(chosen.judged))
    return DeckChoice(better.deck, chosen.judged, chosen.work + better.work,
                      tuple((s.out, s.into) for s in better.swaps))
