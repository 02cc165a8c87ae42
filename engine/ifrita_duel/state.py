"""The state of a duel: small frozen values. A state holds the seed (for the shuffles,
D38), both registered lists (D4) and both decks in order; `view.py` is where those are kept from seats.
Effective unit stats (printed + buffs + statics, D24) are computed here, on demand."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from engine.ifrita_duel import names as n
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.queries import DuelQueries
from engine.ifrita_duel.rules import Rules
from engine.kernel.rng import SeededRng

NO_MANA = (0,) * len(n.MANA_KINDS)


@dataclass(frozen=True, slots=True)
class Unit:
    id: str
    side: Side
    card: str
    seq: int                  # entry order over both battlefields (oldest first)
    damage: int = 0
    tapped: bool = False
    sick: bool = True
    shield: bool = False
    buff_atk: int = 0
    buff_health: int = 0
    doomed: bool = False      # dealt deathtouch damage: dies at the next check (D31)


@dataclass(frozen=True, slots=True)
class Enchantment:
    id: str
    side: Side
    card: str
    seq: int


@dataclass(frozen=True, slots=True)
class Player:
    hp: int
    hero: str
    cooldown: int = 0
    mana: tuple[int, ...] = NO_MANA          # current, per kind of names.MANA_KINDS
    mana_max: tuple[int, ...] = NO_MANA
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()               # top first
    discard: tuple[str, ...] = ()            # oldest first
    exile: tuple[str, ...] = ()
    fatigue: int = 0
    sacrifices: int = 0                      # this own turn
    mulligan: str = n.PENDING
    mulligans: int = 0                       # taken so far
    entries: int = 0                         # permanents entered, for the next id `<side>-<k>`
    cards: tuple[str, ...] = ()              # the registered list (D4) in template order; () before


@dataclass(frozen=True, slots=True)
class Deck:
    """A registered deck (D4): 40 template ids and one hero ability."""

    cards: tuple[str, ...]
    hero: str


@dataclass(frozen=True, slots=True)
class State(DuelQueries[Unit, Enchantment]):
    rules: Rules
    seed: int
    players: tuple[Player, Player]
    first: Side
    to_move: Side
    phase: Phase
    turn: int = 0
    units: tuple[Unit, ...] = ()
    enchantments: tuple[Enchantment, ...] = ()
    next_seq: int = 0
    attackers: tuple[str, ...] = ()               # a declared attack awaiting blocks
    blocks: tuple[tuple[str, str | None], ...] = ()   # (attacker, blocker) chosen so far, in order
    attacked: bool = False
    winner: Side | None = None
    end_reason: str | None = None                  # "hp" or "turn_limit"

    def player(self, side: Side) -> Player:
        return self.players[side]

    def with_player(self, side: Side, player: Player) -> State:
        players = (player, self.players[1]) if side == Side.TEAL else (self.players[0], player)
        return replace(self, players=players)

    def deciders(self) -> tuple[Side, ...]:
        if self.phase == Phase.OVER:
            return ()
        if self.phase == Phase.REGISTER:
            return tuple(side for side in Side if not self.player(side).cards)
        if self.phase == Phase.MULLIGAN:
            pending = mulligan_pending(self)
            return () if pending is None else (pending,)
        if self.awaiting_blocks():
            return (self.defender,)
        return (self.to_move,)


def mulligan_pending(state: State) -> Side | None:
    """D3: the first player decides first, then the second."""
    for side in (state.first, state.first.other):
        if state.player(side).mulligan == n.PENDING:
            return side
    return None


# --- effective stats (D24) -------------------------------------------------------------

def static_buff(state: State, unit: Unit) -> tuple[int, int]:
    """(atk, health) the enchantments on the battlefield add to `unit` now (D20)."""
    atk = health = 0
    for ench in state.enchantments:
        for effect in state.template(ench.card).effects(n.STATIC):
            own = ench.side == unit.side
            if (effect.to == n.OWN_UNITS and own) or (effect.to == n.ENEMY_UNITS and not own):
                atk += effect.atk
                health += effect.health
    return atk, health


def atk_of(state: State, unit: Unit) -> int:
    return max(0, state.template(unit.card).atk + unit.buff_atk + static_buff(state, unit)[0])


def health_of(state: State, unit: Unit) -> int:
    return state.template(unit.card).health + unit.buff_health + static_buff(state, unit)[1]


def has(state: State, unit: Unit, keyword: str) -> bool:
    return state.template(unit.card).has(keyword)


# --- a new game (D1-D4, D38) -------------------------------------------------------------

def default_deck(rules: Rules, hero: str | None = None) -> Deck:
    """D4: every template x default copies (shuffled when the game starts), and an ability."""
    cards = tuple(c.id for c in rules.cards.cards for _ in range(rules.default_copies))
    return Deck(cards, hero if hero is not None else rules.cards.heroes[0].id)


@dataclass(frozen=True, slots=True)
class DeckFault:
    """One way a deck breaks D4: `kind` is "size" (count cards, limit the deck size),
    "copies" (count copies of `card`, limit the most allowed), "card" (unknown `card`) or
    "hero" (unknown ability `card`). Windows word it; `deck_problems` says it in a line."""

    kind: str
    card: str = ""
    count: int = 0
    limit: int = 0


def deck_faults(deck: Deck, rules: Rules) -> list[DeckFault]:
    """D4's registration check."""
    out = []
    if len(deck.cards) != rules.deck_size:
        out.append(DeckFault("size", count=len(deck.cards), limit=rules.deck_size))
    for card, count in sorted(Counter(deck.cards).items()):
        if not rules.cards.has_card(card):
            out.append(DeckFault("card", card))
        elif count > rules.max_copies:
            out.append(DeckFault("copies", card, count, rules.max_copies))
    if not rules.cards.has_hero(deck.hero):
        out.append(DeckFault("hero", deck.hero))
    return out


def deck_problems(deck: Deck, rules: Rules) -> list[str]:
    """D4's registration check, one line per problem."""
    lines = {
        "size": "a deck holds exactly {f.limit} cards, not {f.count} (D4)",
        "card": "unknown card {f.card!r} (D4)",
        "copies": "{f.count} copies of {f.card!r}, at most {f.limit} (D4)",
        "hero": "unknown hero ability {f.card!r} (D4)",
    }
    return [lines[f.kind].format(f=f) for f in deck_faults(deck, rules)]


def canonical(cards: tuple[str, ...], rules: Rules) -> tuple[str, ...]:
    """A deck list in template order: what the shuffle starts from, so the order a person
    typed the list in cannot change the deal (the default deck is already in it)."""
    order = {c.id: i for i, c in enumerate(rules.cards.cards)}
    return tuple(sorted(cards, key=lambda card: order.get(card, len(order))))


def registration(seed: int, rules: Rules) -> State:
    """A match's start (the kernel's `new_state`): both sides to register (D4). The first
    player is drawn now from its own stream (D38); nothing is shuffled or dealt yet."""
    first = Side(SeededRng(seed, "first").below(2))
    player = Player(rules.hero_hp, "")
    return State(rules, seed, (player, player), first, first, Phase.REGISTER)


def new_game(seed: int, rules: Rules, decks: tuple[Deck, Deck] | None = None) -> State:
    """The state before the mulligans, both decks registered (teal's, crimson's; default:
    the default deck with the first ability): a convenience for tests and tools."""
    # Here, not at the top: decide.py builds on this module.
    from engine.ifrita_duel.commands import Register
    from engine.ifrita_duel.decide import problem, step

    decks = decks if decks is not None else (default_deck(rules), default_deck(rules))
    state = registration(seed, rules)
    for side, deck in zip(Side, decks):
        command = Register(side, deck.cards, deck.hero)
        reason = problem(state, command)
        if reason is not None:
            raise ValueError(f"{side.key}'s deck: {reason}")
        state = step(state, command)[0]
    return state
