"""The Ifrita Duel agents. Each decides from its seat's view (D36) and its seed only:
hidden cards are sampled from what the seat has not seen (`ai_belief`), never read.

- `beginner`: uniform among the legal commands (the floor).
- `intermediate`: the one-ply policy of `ai_policy` (mana for what the hand needs, the
  best play, attack groups judged against the opponent's likely blocks, blocks that
  kill, trade up or save the hero).
- `advanced`: determinized flat Monte Carlo (`ai_search`) with a work budget.
- `whimsical`: the policy in a mood drawn from its seed for each turn (aggressive,
  hoarding, reckless, timid or steady), shown by `note()`.
- `greedy`: the greedy-random policy RULINGS' D1 and D35 figures come from; not a level
  offered to players, kept so those figures and the property tests stay reproducible.

At registration (D4) each level builds its deck (`deckbuild`): the beginner a loose
random one, the intermediate the card model's best, the advanced the best of the
model's candidates in seeded self-play, the whimsical its opening mood's. A level named
`<level>/default` (not offered to players) registers the default deck as the levels did
before they built decks: what the tournament measures a built deck against.

The randomness of a decision comes from the seed and the view alone (a key built from
the view), so the same view gets the same choice whatever came before."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.ai.belief import determinize, opponent_beliefs
from engine.ifrita_duel.ai.deckbuild import ADVANCED_DECKS, DeckBudget, built_registration
from engine.ifrita_duel.ai.greedy import greedy_score
from engine.ifrita_duel.ai.policy import STEADY, Style, policy
from engine.ifrita_duel.ai.search import ADVANCED, Budget, search
from engine.ifrita_duel.ai.setup import default_registration
from engine.ifrita_duel.decide import problem
from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.state import State
from engine.ifrita_duel.view import DuelView

LEVELS = ("beginner", "intermediate", "advanced", "whimsical")
HIDDEN_LEVELS = ("greedy", "random")
DEFAULT_DECK = "default"     # the suffix of a level that registers the default deck

MOODS: dict[str, Style] = {
    "steady": STEADY,
    "aggressive": Style("aggressive", attack_bias=2.5, block_caution=1.5, mana_goal=5),
    "hoarding": Style("hoarding", mana_goal=3, play_threshold=4.0),
    "reckless": Style("reckless", attack_bias=6.0, block_caution=3.0, play_threshold=0.0, whim=0.35),
    "timid": Style("timid", attack_bias=-2.0, block_caution=-1.0, mana_goal=7),
}
MOOD_ORDER = tuple(MOODS)


def view_key(view: DuelView) -> str:
    """The view in a line: what a decision's randomness may depend on."""
    me = view.player(view.seat) if view.seat is not None else None
    return repr((view.turn, int(view.phase), int(view.to_move), view.attackers, view.blocks, view.attacked,
                 tuple((p.hp, p.mana, p.mana_max, p.hand_count, p.deck_count, len(p.discard), p.cooldown)
                       for p in view.players),
                 tuple((u.id, u.damage, u.tapped, u.shield) for u in view.units),
                 None if me is None else me.hand))


def mood_of(seed: int, turn: int) -> str:
    return MOOD_ORDER[random.Random(f"{seed}|mood|{turn}").randrange(len(MOOD_ORDER))]


class DuelAgent:
    def __init__(self, level: str, seed: int, budget: Budget = ADVANCED, decks: DeckBudget = ADVANCED_DECKS) -> None:
        base, _, deck = level.partition("/")
        if base not in (*LEVELS, *HIDDEN_LEVELS) or deck not in ("", DEFAULT_DECK) or (deck and base in HIDDEN_LEVELS):
            raise ValueError(f"unknown ifrita_duel level {level!r} (expected one of {', '.join(LEVELS)}, "
                             f"or one of them with /{DEFAULT_DECK})")
        self.level = base
        self.default_deck = bool(deck)
        self.seed = seed
        self.budget = budget
        self.decks = decks
        self._rng = random.Random(seed)
        self.mood: str | None = None
        self.belief: tuple[str, ...] | None = None    # the opponent hand sampled for the last choice

    def choose(self, view: Any, legal: Sequence[cmd.Command], seen: Sequence[Any]) -> cmd.Command:
        if isinstance(view, DuelView) and view.phase == Phase.REGISTER and self.level not in HIDDEN_LEVELS:
            # D4: nothing is dealt yet, so there is nothing to sample.
            self.mood = mood_of(self.seed, 0) if self.level == "whimsical" else None
            if self.default_deck or view.seat is None:
                return default_registration(legal, self.level, self.mood, self._rng)
            return built_registration(view.rules, view.seat, self.level, self.mood, self.seed, self.decks)
        if self.level in HIDDEN_LEVELS or self.level == "beginner" or not isinstance(view, DuelView) \
                or view.seat is None or len(legal) == 1:
            return self._simple(view, legal)
        rng = random.Random(f"{self.seed}|{view_key(view)}")
        worlds = []
        beliefs = opponent_beliefs(view)
        for k in range(self.budget.worlds if self.level == "advanced" else 1):
            state, hand = determinize(view, rng, beliefs)
            worlds.append(state)
            if k == 0:
                self.belief = tuple(sorted(hand))
        return self._decide(view, legal, worlds, rng)

    def _decide(self, view: DuelView, legal: Sequence[cmd.Command], worlds: list[State],
                rng: random.Random) -> cmd.Command:
        assert view.seat is not None
        if self.level == "advanced":
            chosen = search(worlds, view.seat, self.budget).command
        elif self.level == "whimsical":
            self.mood = mood_of(self.seed, view.turn)
            chosen = policy(worlds[0], view.seat, MOODS[self.mood], rng)
        else:
            chosen = policy(worlds[0], view.seat)
        # A choice outside the legal list (another payment, say) is checked like any
        # command; a world only differs from the truth in hidden cards it never reads.
        if chosen in legal or problem(worlds[0], chosen) is None:
            return chosen
        return legal[0]

    def _simple(self, view: Any, legal: Sequence[cmd.Command]) -> cmd.Command:
        if self.level != "greedy" or not isinstance(view, DuelView):
            return legal[self._rng.randrange(len(legal))]
        best = max(greedy_score(view, c) for c in legal)
        return self._rng.choice([c for c in legal if greedy_score(view, c) == best])

    def note(self) -> list[Any] | None:
        """[level, mood or None, the opponent hand sampled for the last choice (card ids,
        sorted) or None]: what the replay viewer shows beside the truth."""
        if self.belief is None and self.mood is None:
            return None
        return [self.level, self.mood, None if self.belief is None else list(self.belief)]
