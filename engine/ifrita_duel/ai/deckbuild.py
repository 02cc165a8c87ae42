"""The decks the Ifrita Duel AIs register (D4): each level builds a legal deck of the
rule set's card pool from its seed.

Registration is blind: the builder reads the rule set (every seat's view carries it)
and the agent's seed, nothing else, so the opponent's hidden list cannot move it. It is
deterministic (generators seeded with text, no clock) and reads cards by their D39
verbs, keywords, costs and colours, never by name, so a draft's card set gets decks too.

The card model (`worth`, `Model`): D40's design points read in the deck's context, less
the card's budget (a sound card is near 0): a static buff of own units counts for the
units the deck will field, a blast of every unit costs the deck its own, a unit earns a
bonus for being a body on the board (damage to the hero wins), and a taste may lean on
ATK, health, keywords, cheap or dear cards and draws. A deck's value is its cards'
worth, each counted as castable in the share its colours have enough sources in the
deck (a card that cannot be cast is only mana fodder, D10), less the faults of its
curve. A deck is built for three colours (`colour_deck`): with the colourless cards, two
colours' cards fall short of 40 under the copy limit, and every colour more needs its
own sacrifice before its cards are cast; every copy of the colours' cards, cut (or
filled) one copy at a time by the model.

- beginner: two colours at random, 1-3 copies of each of their cards, a random fill
  and a random ability: legal and loose.
- intermediate: the model's best colours (the seed picks among decks within a hair of
  the best), the ability that fits the deck (`hero_worth`: a shield is worth a unit's
  health, an ability on own units counts as often as the deck fields units).
- advanced: the model's best decks with their two best abilities, and the default
  deck, judged by seeded self-play of the one-ply policy (whole games) against the
  decks it expects to meet (the default deck and the model's favourite), by successive
  halving; the winner is then improved card by card (`deckswap`: one card out, one
  in, judged by the same self-play). The budget counts simulated commands, never
  seconds. It reports how far it is (`BuildProgress`, in work units) to whoever
  listens (`reporting`).
- whimsical: a deck of its opening mood's taste (aggressive: cheap hitters; hoarding:
  draws and dear cards; reckless: ATK, trample and a seeded whim; timid: health,
  shields and vigilance; steady: the intermediate's), picked among the decks near the
  taste's best, with the mood's ability (`MOOD_HEROES`).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from itertools import combinations

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import names as n
from engine.ifrita_duel.ai.policy import policy
from engine.ifrita_duel.ai.setup import MOOD_HEROES
from engine.ifrita_duel.budget import KEYWORD_POINTS, budget, effect_points
from engine.ifrita_duel.cards import CardTemplate, Effect, HeroAbility
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import Rules
from engine.ifrita_duel.state import Deck, deck_faults, default_deck, new_game

ENEMY_UNITS = 3.0          # units the opponent is expected to field (D40 counts three)
BOARD = 6.0                # own units fielded over a game = BOARD x the deck's share of units
ON_TURN_FACTOR = 4.0       # turns a trigger fires (D40's multiplier)
SOURCES = 9                # cards of a colour for its pips to be castable in time
DEAD = -3.0                # a card that cannot be cast is mana fodder (D10), worth less than a sound card
CURVE = 2.0                # the cost of each card beyond the curve's limits


@dataclass(frozen=True, slots=True)
class Taste:
    """What a builder likes beyond the model's worth."""

    name: str
    body: float = 1.0                  # a unit's bonus for being a body on the board
    atk: float = 0.0                   # extra per point of ATK
    health: float = 0.0                # extra per point of health
    keywords: tuple[str, ...] = ()     # liked keywords: +1 each
    draw: float = 0.0                  # extra per card drawn
    cheap: float = 0.0                 # extra for a card of cost 2 or less
    dear: float = 0.0                  # extra per mana of cost above 2
    whim: float = 0.0                  # seeded noise per template, up to this much either way
    dear_share: float = 0.2            # at most this share of cards cost 4 or more
    cheap_share: float = 0.35          # at least this share cost 2 or less
    floor: float = -1.5                # a card worth less is left out while others fill the deck


STEADY = Taste("steady")
TASTES: dict[str, Taste] = {
    "steady": STEADY,
    "aggressive": Taste("aggressive", body=1.5, atk=0.5, cheap=1.5, dear_share=0.1, cheap_share=0.5),
    "hoarding": Taste("hoarding", body=0.5, draw=1.5, dear=0.5, dear_share=0.3, cheap_share=0.25),
    "reckless": Taste("reckless", atk=1.0, keywords=(n.TRAMPLE,), whim=2.0, dear_share=0.3),
    "timid": Taste("timid", health=0.7, keywords=(n.SHIELD, n.VIGILANCE), cheap_share=0.3),
}


@dataclass(frozen=True, slots=True)
class Context:
    """What a card's worth depends on in a deck: how many units each side will field."""

    own_units: float = BOARD * 0.6
    enemy_units: float = ENEMY_UNITS


def _effect_worth(effect: Effect, ctx: Context, taste: Taste) -> float:
    if effect.do == n.BUFF and effect.to in (n.OWN_UNITS, n.ENEMY_UNITS):
        count = ctx.own_units if effect.to == n.OWN_UNITS else ctx.enemy_units
        return (abs(effect.atk) + abs(effect.health)) * count
    if effect.do == n.DEAL_DAMAGE and effect.to == n.EACH_UNIT:
        return effect.amount * (ctx.enemy_units - 0.8 * ctx.own_units)
    if effect.do == n.DRAW:
        return (2.0 + taste.draw) * effect.amount
    return float(effect_points(effect))


def worth(card: CardTemplate, ctx: Context = Context(), taste: Taste = STEADY) -> float:
    """What `card` brings a deck beyond its D40 budget (a sound card is near 0)."""
    total = 0.0
    if card.kind == n.UNIT:
        total += card.atk * (1.0 + taste.atk) + card.health * (1.0 + taste.health) + taste.body
        total += sum(KEYWORD_POINTS.get(k, 0) + (1.0 if k in taste.keywords else 0.0) for k in card.keywords)
    for trigger, effects in card.triggers:
        factor = ON_TURN_FACTOR if trigger in (n.ON_TURN_START, n.ON_OPPONENT_SUMMON) else 1.0
        total += factor * sum(_effect_worth(e, ctx, taste) for e in effects)
    cost = card.cost.total
    total += taste.cheap * (cost <= 2) + taste.dear * max(0, cost - 2)
    return total - budget(card)


def set_colours(rules: Rules) -> tuple[str, ...]:
    """The colours the card set uses, in the rulings' order."""
    used = {color for c in rules.cards.cards for color in c.colors}
    return tuple(c for c in n.COLORS if c in used)


class Model:
    """A taste's view of decks over a rule set's pool: a card's worth is linear in the
    units the deck fields, so it is worked out once per template; a deck's value is
    its cards' worth, each card counted as castable in the share its colours have
    sources in the deck (below SOURCES it is partly a dead card, DEAD), less the
    curve's faults (dear cards beyond the taste's share, cheap ones below it)."""

    def __init__(self, rules: Rules, taste: Taste = STEADY, jitter: dict[str, float] | None = None) -> None:
        self.rules = rules
        self.taste = taste
        self.ids = tuple(c.id for c in rules.cards.cards)
        self.index = {c: i for i, c in enumerate(self.ids)}
        noise = jitter or {}
        self.base = {c.id: worth(c, Context(0.0), taste) + noise.get(c.id, 0.0) for c in rules.cards.cards}
        self.slope = {c.id: worth(c, Context(1.0), taste) - worth(c, Context(0.0), taste) for c in rules.cards.cards}
        self.unit = {c.id: c.kind == n.UNIT for c in rules.cards.cards}
        self.colors = {c.id: c.colors for c in rules.cards.cards}
        self.cost = {c.id: c.cost.total for c in rules.cards.cards}
        self.dear_cap = int(taste.dear_share * rules.deck_size)
        self.cheap_floor = math.ceil(taste.cheap_share * rules.deck_size)

    def value(self, deck: Counter[str]) -> float:
        size = max(1, sum(deck.values()))
        own = BOARD * sum(k for c, k in deck.items() if self.unit[c]) / size
        sources: Counter[str] = Counter()
        for c, k in deck.items():
            for color in self.colors[c]:
                sources[color] += k
        total = 0.0
        for c, k in deck.items():
            live = 1.0
            for color in self.colors[c]:
                live *= min(1.0, sources[color] / SOURCES)
            total += k * (live * (self.base[c] + self.slope[c] * own) + (1.0 - live) * DEAD)
        dear = sum(k for c, k in deck.items() if self.cost[c] >= 4)
        cheap = sum(k for c, k in deck.items() if self.cost[c] <= 2)
        return total - CURVE * (max(0, dear - self.dear_cap) + max(0, self.cheap_floor - cheap))

    def cards(self, deck: Counter[str]) -> list[str]:
        return [c for c in self.ids for _ in range(deck[c])]

    def best_change(self, deck: Counter[str], pool: Sequence[str], add: bool) -> str | None:
        """The copy of `pool` whose addition (or removal) leaves the best deck."""
        best: tuple[float, str] | None = None
        for c in pool:
            if (deck[c] >= self.rules.max_copies) if add else (deck[c] <= 0):
                continue
            deck[c] += 1 if add else -1
            v = self.value(+deck)
            deck[c] -= 1 if add else -1
            if best is None or v > best[0] + 1e-9:
                best = (v, c)
        return None if best is None else best[1]


def colour_deck(rules: Rules, colours: Sequence[str], model: Model) -> Counter[str]:
    """The model's deck of `colours`: every copy of their cards and the colourless ones
    the taste does not refuse (worth below its floor), then copies cut or added one at
    a time, each the change that leaves the best deck (other colours' cards only once
    the deck's own run out)."""
    own = [c for c in model.ids if set(model.colors[c]) <= set(colours)
           and model.base[c] + model.slope[c] * BOARD * 0.6 >= model.taste.floor]
    deck: Counter[str] = Counter({c: rules.max_copies for c in own})
    while sum(deck.values()) > rules.deck_size:
        cut = model.best_change(deck, own, add=False)
        assert cut is not None
        deck[cut] -= 1
    while sum(deck.values()) < rules.deck_size:
        more = model.best_change(deck, own, add=True) or model.best_change(deck, model.ids, add=True)
        if more is None:
            break
        deck[more] += 1
    return +deck


def hero_worth(rules: Rules, hero: HeroAbility, cards: Sequence[str]) -> float:
    """An ability's worth per own turn for a deck: a shield is worth a unit's health and
    one more point (a lethal hit ignored, D30), the rest D40's points; an ability that
    needs an own unit counts as often as the deck fields one."""
    units = [rules.cards.card(c) for c in cards if rules.cards.card(c).kind == n.UNIT]
    share = len(units) / max(1, len(cards))
    health = sum(u.health for u in units) / len(units) if units else 0.0
    total = 0.0
    for e in hero.on_use:
        total += health + 1.0 if e.do == n.GIVE_SHIELD else float(effect_points(e))
    if hero.target == n.OWN_UNIT:
        total *= min(1.0, 1.5 * share)
    return total / max(1, hero.cooldown)


def heroes_for(rules: Rules, cards: Sequence[str]) -> list[str]:
    """The abilities, best for the deck first (ties in the card file's order)."""
    heroes = rules.cards.heroes
    ranked = sorted(range(len(heroes)), key=lambda i: (-hero_worth(rules, heroes[i], cards), i))
    return [heroes[i].id for i in ranked]


def model_decks(rules: Rules, taste: Taste = STEADY, jitter: dict[str, float] | None = None
                ) -> list[tuple[float, tuple[str, ...], list[str]]]:
    """(model value, colours, deck) for every three colours of the set (all of them
    when it has fewer), best first. Three: with the colourless cards, the cards of two
    colours fall short of a deck (D4's copy limit), and each colour more needs its own
    sacrifices before its cards are cast (D10)."""
    model = Model(rules, taste, jitter)
    colours = set_colours(rules)
    out = []
    for chosen in combinations(colours, min(3, len(colours))):
        deck = colour_deck(rules, chosen, model)
        out.append((model.value(deck), tuple(chosen), model.cards(deck)))
    return sorted(out, key=lambda o: -o[0])


def _jitter(rules: Rules, rng: random.Random, amount: float) -> dict[str, float]:
    return {c.id: rng.uniform(-amount, amount) for c in rules.cards.cards} if amount else {}


def _legal(rules: Rules, cards: Sequence[str], hero: str) -> Deck:
    deck = Deck(tuple(cards), hero)
    return deck if not deck_faults(deck, rules) else default_deck(rules, hero if rules.cards.has_hero(hero) else None)


# --- the levels ---------------------------------------------------------------------

def beginner_deck(rules: Rules, rng: random.Random) -> Deck:
    """Two colours at random, 1-3 copies of each of their cards (and the colourless),
    a random fill, a random ability."""
    colours = set_colours(rules)
    pair = set(rng.sample(colours, min(2, len(colours))))
    deck: Counter[str] = Counter()
    for c in rules.cards.cards:
        if set(c.colors) <= pair:
            deck[c.id] = rng.randint(1, rules.max_copies)
    ids = [c.id for c in rules.cards.cards]
    while sum(deck.values()) > rules.deck_size:
        card = rng.choice(sorted(deck.elements()))
        deck[card] -= 1
    while sum(deck.values()) < rules.deck_size:
        card = rng.choice(ids)
        if deck[card] < rules.max_copies:
            deck[card] += 1
    cards = [c for c in ids for _ in range(deck[c])]
    return _legal(rules, cards, rng.choice(rules.cards.heroes).id)


def tasteful_deck(rules: Rules, taste: Taste, rng: random.Random, margin: float = 1.0) -> Deck:
    """The model's deck for `taste`: among the decks within `margin` of the best value
    the seed picks one; the ability that fits it best."""
    decks = model_decks(rules, taste, _jitter(rules, rng, taste.whim))
    near = [d for d in decks if d[0] >= decks[0][0] - margin]
    _, _, cards = near[rng.randrange(len(near))]
    return _legal(rules, cards, heroes_for(rules, cards)[0])


def intermediate_deck(rules: Rules, rng: random.Random) -> Deck:
    return tasteful_deck(rules, STEADY, rng)


WHIM_MARGIN = 15.0             # the whimsical picks among the decks this near its taste's best


def whimsical_deck(rules: Rules, mood: str, rng: random.Random) -> Deck:
    deck = tasteful_deck(rules, TASTES.get(mood, STEADY), rng, WHIM_MARGIN)
    hero = MOOD_HEROES.get(mood, "")
    return _legal(rules, deck.cards, hero) if rules.cards.has_hero(hero) else deck


# --- the advanced: self-play over candidates --------------------------------------------

@dataclass(frozen=True, slots=True)
class DeckBudget:
    decks: int = 3             # the model's best decks judged, beside the default deck
    heroes: int = 2            # abilities judged with each (the model's best first)
    work: int = 6000           # simulated commands for the candidates; no game starts beyond
    # Then this many times `work` improving the winner by swaps. Off for players: at 2.0 the
    # swaps gained nothing measurable on the standard card set (README) and tripled the
    # wait at registration; a draft with wider colour pools may turn them on.
    swaps: float = 0.0


ADVANCED_DECKS = DeckBudget()
PLAYOUT_CAP = 2000             # commands in one game at most (a game past it counts as a draw)


@dataclass(frozen=True, slots=True)
class Trial:
    score: float               # 1 won, 0 lost, 0.5 drawn
    work: int                  # commands simulated


def trial(rules: Rules, mine: Deck, theirs: Deck, seed: int, side: Side) -> Trial:
    """One whole self-play game of the one-ply policy, `mine` on `side` against `theirs`.
    Whole: a game judged early misleads (a deck that draws more looks ahead in a stalled
    game its deck then loses to fatigue, D16)."""
    decks = (mine, theirs) if side == Side.TEAL else (theirs, mine)
    state = new_game(seed, rules, decks)
    steps = 0
    while not state.over and steps < PLAYOUT_CAP:
        state, _ = step(state, policy(state, state.deciders()[0]))
        steps += 1
    return Trial(0.5 if state.winner is None else float(state.winner == side), steps)


@dataclass(frozen=True, slots=True)
class Judged:
    deck: Deck
    total: float = 0.0
    games: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class DeckChoice:
    deck: Deck
    judged: tuple[Judged, ...] = field(default=())    # every candidate, in the model's order
    work: int = 0
    swaps: tuple[tuple[str, str], ...] = ()            # (card out, card in) taken after the candidates


@dataclass(frozen=True, slots=True)
class BuildProgress:
    """How far the advanced's deck search is: `work` of `budget` simulated commands (the
    search stops at its budget), `alive` of `candidates` decks still in the running."""

    work: int
    budget: int
    alive: int
    candidates: int


Listener = Callable[[BuildProgress], None]
# Who hears the search's progress (the window's AI worker): context, not an argument,
# because the agent between them chooses a registration and knows nothing of it. A
# listener only receives counts; it gives the search nothing, so choices cannot change.
_LISTENER: ContextVar[Listener | None] = ContextVar("deck_build_listener", default=None)


@contextmanager
def reporting(listener: Listener) -> Iterator[None]:
    """Deck searches run inside hand their progress to `listener`."""
    token = _LISTENER.set(listener)
    try:
        yield
    finally:
        _LISTENER.reset(token)


def _report(work: int, budget: int, alive: int, candidates: int) -> None:
    listener = _LISTENER.get()
    if listener is not None:
        listener(BuildProgress(min(work, budget), budget, alive, candidates))


def candidates(rules: Rules, budget: DeckBudget = ADVANCED_DECKS) -> list[Deck]:
    """The model's best decks with their best abilities, then the default deck with the
    model's ability for it."""
    out = []
    for _, _, cards in model_decks(rules)[:budget.decks]:
        out += [_legal(rules, cards, hero) for hero in heroes_for(rules, cards)[:budget.heroes]]
    plain = default_deck(rules).cards
    out.append(_legal(rules, plain, heroes_for(rules, plain)[0]))
    return list(dict.fromkeys(out))


def field_decks(rules: Rules) -> list[Deck]:
    """The decks the advanced expects to meet: the default deck with the first ability
    and the model's favourite with its ability."""
    _, _, cards = model_decks(rules)[0]
    return [default_deck(rules), _legal(rules, cards, heroes_for(rules, cards)[0])]


def advanced_deck(rules: Rules, seed: int, budget: DeckBudget = ADVANCED_DECKS,
                  reported: int | None = None) -> DeckChoice:
    """Successive halving over `candidates`: the work budget is shared evenly by the
    rounds (one per halving: 7 candidates, 4, 2); in a round every live candidate plays
    the same seeded games (sides alternate, opponents from `field_decks` in turn) until
    the round's share is spent, then the better half (by the mean over all their games)
    goes on (ties: the model's order). The last two are compared on every game both
    played. With no work at all it is the model's favourite with its best ability.
    `reported`: the budget its progress is told against (more, when swaps follow)."""
    total = budget.work if reported is None else reported
    decks = candidates(rules, budget)
    opponents = field_decks(rules)
    judged = [Judged(d) for d in decks]
    alive = list(range(len(decks)))
    rounds = max(1, math.ceil(math.log2(len(decks))))
    work, j = 0, 0
    _report(work, total, len(alive), len(decks))
    for round_ in range(rounds):
        if len(alive) == 1:
            break
        share = budget.work * (round_ + 1) // rounds
        while work < share:
            game_seed = random.Random(f"{seed}|deck|{j}").randrange(1 << 30)
            for i in alive:
                t = trial(rules, decks[i], opponents[j % len(opponents)], game_seed, Side(j % 2))
                judged[i] = Judged(decks[i], judged[i].total + t.score, judged[i].games + 1)
                work += t.work
                _report(work, total, len(alive), len(decks))
            j += 1
        ranked = sorted(alive, key=lambda i: (-judged[i].mean, i))
        alive = sorted(ranked[:(len(alive) + 1) // 2]) if round_ < rounds - 1 else ranked[:1]
    best = min(alive, key=lambda i: (-judged[i].mean, i))
    _report(max(work, budget.work), total, 1, len(decks))
    return DeckChoice(decks[best], tuple(judged), work)


def level_deck(rules: Rules, level: str, mood: str | None, seed: int,
               budget: DeckBudget = ADVANCED_DECKS) -> Deck:
    """The deck `level` registers with `seed` (the whimsical's in its opening `mood`)."""
    rng = random.Random(f"{seed}|deck|{level}")
    if level == "beginner":
        return beginner_deck(rules, rng)
    if level == "advanced":
        # Here, not at the top: the swaps build on this module.
        from engine.ifrita_duel.ai.deckswap import searched_deck

        return searched_deck(rules, seed, budget).deck
    if level == "whimsical":
        return whimsical_deck(rules, mood or "steady", rng)
    return intermediate_deck(rules, rng)


def built_registration(rules: Rules, side: Side, level: str, mood: str | None, seed: int,
                       budget: DeckBudget = ADVANCED_DECKS) -> cmd.Register:
    """The registration of `level`'s deck: from the rule set and the seed alone (blind)."""
    deck = level_deck(rules, level, mood, seed, budget)
    return cmd.Register(side, deck.cards, deck.hero)
