"""What an AI believes about the cards it cannot see (D36), and the worlds it plays in.

A seat sees its own hand, every public zone and the counts of the hidden ones. The
unseen cards are drawn from what the seat has NOT seen: for its own deck, its own
registered list (D4, in its view) minus its hand and its public cards. For the
opponent, whose list D4/D36 keep secret (only the ability is public), from a guess at
that list (`Guess`): the decks it is likely to have registered (the default deck, the
card model's deck for every three colours) and, for anything else, a deck drawn from
the pool of some colours (the pool: every template x the copy limit). Each guess is
weighed by how likely it makes the cards the opponent has shown (drawn without
replacement: a card seen is in the deck, a fourth copy is impossible, cards of colours
never seen favour the guesses without them) and its ability; a world's opponent cards
are the list of a guess drawn by that weight, less the cards shown. A world is a full
`State` rebuilt from the view with such a sample in the hidden zones; the true state is
never read, so reshuffling hidden cards cannot change a choice.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from engine.ifrita_duel import names as n
from engine.ifrita_duel.ai.deckbuild import heroes_for, model_decks, set_colours
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import Rules
from engine.ifrita_duel.state import Enchantment, Player, State, Unit, default_deck
from engine.ifrita_duel.view import DuelView, PlayerView


def public_cards(view: DuelView, side: Side) -> Counter[str]:
    """The cards of `side` any seat has seen leave a hand: discard, exile, battlefield."""
    p = view.player(side)
    seen = Counter(p.discard) + Counter(p.exile)
    seen.update(u.card for u in view.units if u.side == side)
    seen.update(e.card for e in view.enchantments if e.side == side)
    return seen


def _remaining(pool: Counter[str], seen: Counter[str]) -> list[str]:
    left = pool - seen
    return sorted(left.elements())


def unseen_own(view: DuelView) -> list[str]:
    """The seat's own deck content (order unknown): its deck list minus what it has seen."""
    assert view.seat is not None and view.player(view.seat).hand is not None
    me = view.player(view.seat)
    # A scenario sets the zones without a registration: the default deck stands in then.
    pool = Counter(me.cards or default_deck(view.rules).cards)
    return _remaining(pool, public_cards(view, view.seat) + Counter(me.hand))


def opponent_pool(rules: Rules) -> Counter[str]:
    return Counter({c.id: rules.max_copies for c in rules.cards.cards})


def unseen_opponent(view: DuelView) -> list[str]:
    """The cards the opponent may hold in hand or deck: the pool minus its public cards."""
    assert view.seat is not None
    return _remaining(opponent_pool(view.rules), public_cards(view, view.seat.other))


def _draw(cards: list[str], count: int, rng: random.Random, rules: Rules) -> list[str]:
    """`count` cards without replacement; should a scenario's deck break the pool's
    arithmetic, the rest is drawn from the templates so the world keeps its counts."""
    picked = rng.sample(cards, min(count, len(cards)))
    ids = [c.id for c in rules.cards.cards]
    return picked + [rng.choice(ids) for _ in range(count - len(picked))]


# How much of the belief each kind of guess starts with: the default deck (what a level
# named `/default` and the lab register), the model's decks (what the intermediate and
# advanced build, the best likeliest) and decks of some colours (anything else).
DEFAULT_PRIOR = 0.2
MODEL_PRIOR = 0.4
LOOSE_PRIOR = 0.4
OTHER_ABILITY = 0.25        # a guess registered with other abilities keeps this share


@dataclass(frozen=True, slots=True)
class Guess:
    """A guess at the opponent's registered list. `exact`: `cards` is the list itself;
    otherwise the list is `deck_size` cards drawn at random from `cards` (a pool of some
    colours). `heroes`: the abilities it comes with (empty: any)."""

    name: str
    prior: float
    cards: tuple[tuple[str, int], ...]
    exact: bool
    heroes: tuple[str, ...] = ()

    @property
    def counts(self) -> Counter[str]:
        return Counter(dict(self.cards))


def _counted(cards: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((c, k) for c, k in cards.items() if k > 0))


@lru_cache(maxsize=16)
def guesses(rules: Rules) -> tuple[Guess, ...]:
    """The guesses a seat starts a match with, from the rule set alone."""
    out = [Guess("default", DEFAULT_PRIOR, _counted(Counter(default_deck(rules).cards)), True,
                 (rules.cards.heroes[0].id,))]
    decks = model_decks(rules)
    ranks = [1.0 / (i + 1) for i in range(len(decks))]
    for rank, (_, colours, cards) in zip(ranks, decks):
        out.append(Guess("model " + "-".join(colours), MODEL_PRIOR * rank / sum(ranks), _counted(Counter(cards)),
                         True, tuple(heroes_for(rules, cards)[:2])))
    pool = opponent_pool(rules)
    colours = set_colours(rules)
    loose = []
    for size in range(1, len(colours) + 1):
        for chosen in combinations(colours, size):
            part = Counter({c.id: pool[c.id] for c in rules.cards.cards if set(c.colors) <= set(chosen)})
            if sum(part.values()) >= rules.deck_size:
                loose.append(("loose " + "-".join(chosen), _counted(part)))
    out += [Guess(name, LOOSE_PRIOR / len(loose), cards, False) for name, cards in loose]
    return tuple(out)


def _log_likelihood(guess: Guess, seen: Counter[str], deck_size: int) -> float | None:
    """log P(the cards shown | the guess), the cards shown drawn without replacement from
    the list (an exact guess) or from the pool (a loose one: a random part of a random
    part is a random part); None when the guess cannot hold them."""
    cards = guess.counts
    if any(k > cards[c] for c, k in seen.items()):
        return None
    total = deck_size if guess.exact else sum(cards.values())
    shown = sum(seen.values())
    if shown > total:
        return None
    return sum(math.log(math.comb(cards[c], k)) for c, k in seen.items()) - math.log(math.comb(total, shown))


def opponent_beliefs(view: DuelView) -> list[tuple[float, Guess]]:
    """(weight, guess) for every guess that can hold what the opponent has shown, the
    weights summing to 1; the order of `guesses`. Empty when none can (a scenario's
    zones outside D4), and the pool stands in."""
    assert view.seat is not None
    opp = view.player(view.seat.other)
    seen = public_cards(view, view.seat.other)
    unseen = opp.hand_count + opp.deck_count
    scored = []
    for guess in guesses(view.rules):
        log = _log_likelihood(guess, seen, view.rules.deck_size)
        if log is None or (guess.exact and view.rules.deck_size - sum(seen.values()) != unseen):
            continue
        ability = 1.0 if not guess.heroes or not opp.hero or opp.hero in guess.heroes else OTHER_ABILITY
        scored.append((log + math.log(guess.prior * ability), guess))
    if not scored:
        return []
    top = max(s for s, _ in scored)
    weights = [math.exp(s - top) for s, _ in scored]
    total = sum(weights)
    return [(w / total, g) for w, (_, g) in zip(weights, scored)]


def _pick(beliefs: list[tuple[float, Guess]], rng: random.Random) -> Guess:
    roll = rng.random()
    for weight, guess in beliefs:
        roll -= weight
        if roll < 0:
            return guess
    return beliefs[-1][1]


def sample_opponent(view: DuelView, rng: random.Random, beliefs: list[tuple[float, Guess]] | None = None
                    ) -> list[str]:
    """The opponent's hidden cards (hand then deck, in a sampled order) for one world:
    a guess drawn by its weight, less the cards shown."""
    assert view.seat is not None
    opp = view.player(view.seat.other)
    count = opp.hand_count + opp.deck_count
    beliefs = opponent_beliefs(view) if beliefs is None else beliefs
    if not beliefs:
        return _draw(unseen_opponent(view), count, rng, view.rules)
    guess = _pick(beliefs, rng)
    return _draw(_remaining(guess.counts, public_cards(view, view.seat.other)), count, rng, view.rules)


def sample_hidden(view: DuelView, rng: random.Random, beliefs: list[tuple[float, Guess]] | None = None
                  ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(own deck in a sampled order, opponent's hand, opponent's deck in order)."""
    assert view.seat is not None
    me, opp = view.player(view.seat), view.player(view.seat.other)
    own_deck = _draw(unseen_own(view), me.deck_count, rng, view.rules)
    theirs = sample_opponent(view, rng, beliefs)
    return tuple(own_deck), tuple(theirs[:opp.hand_count]), tuple(theirs[opp.hand_count:])


def _player(p: PlayerView, hand: Sequence[str], deck: Sequence[str], entries: int) -> Player:
    return Player(p.hp, p.hero, p.cooldown, p.mana, p.mana_max, tuple(hand), tuple(deck), p.discard, p.exile,
                  p.fatigue, p.sacrifices, p.mulligan, 1 if p.mulligan == n.TAKEN else 0, entries, p.cards or ())


def _entries(view: DuelView, side: Side) -> int:
    """Enough for the next permanent's id `<side>-<k>` to be new among those on the field."""
    ids = [u.id for u in view.units if u.side == side] + [e.id for e in view.enchantments if e.side == side]
    prefix = f"{side.key}-"
    return max((int(i[len(prefix):]) for i in ids if i.startswith(prefix) and i[len(prefix):].isdigit()), default=0)


def world(view: DuelView, own_deck: Sequence[str], opp_hand: Sequence[str], opp_deck: Sequence[str],
          seed: int = 0) -> State:
    """The full state the view describes, with the given hidden cards."""
    assert view.seat is not None
    me, opp = view.player(view.seat), view.player(view.seat.other)
    assert me.hand is not None
    mine = _player(me, me.hand, own_deck, _entries(view, view.seat))
    theirs = _player(opp, opp_hand, opp_deck, _entries(view, view.seat.other))
    players = (mine, theirs) if view.seat == Side.TEAL else (theirs, mine)
    units = tuple(Unit(u.id, u.side, u.card, i, u.damage, u.tapped, u.sick, u.shield, u.buff_atk, u.buff_health)
                  for i, u in enumerate(view.units))
    base = len(units)
    enchantments = tuple(Enchantment(e.id, e.side, e.card, base + i) for i, e in enumerate(view.enchantments))
    return State(view.rules, seed, players, view.first, view.to_move, view.phase, view.turn, units, enchantments,
                 base + len(enchantments), view.attackers, view.blocks, view.attacked, view.winner, view.end_reason)


def determinize(view: DuelView, rng: random.Random, beliefs: list[tuple[float, Guess]] | None = None
                ) -> tuple[State, tuple[str, ...]]:
    """A sampled world and the opponent hand sampled for it (`beliefs`: the view's
    `opponent_beliefs`, when already worked out for another world)."""
    own_deck, opp_hand, opp_deck = sample_hidden(view, rng, beliefs)
    return world(view, own_deck, opp_hand, opp_deck, rng.randrange(1 << 30)), opp_hand
