"""What an AI believes about the cards it cannot see (D36), and the worlds it plays in.

A seat sees its own hand, every public zone and the counts of the hidden ones. The
unseen cards are drawn from what the seat has NOT seen: for its own deck, its own
registered list (D4, in its view) minus its hand and its public cards; for
the opponent, whose list D4/D36 keep secret (only the hero ability is public), the
starter pool (every template x the copy limit) minus the opponent's public cards. A
world is a full `State` rebuilt from the view with such a sample in the hidden zones;
the true state is never read, so reshuffling hidden cards cannot change a choice.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from engine.ifrita_duel import names as n
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


def sample_hidden(view: DuelView, rng: random.Random) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(own deck in a sampled order, opponent's hand, opponent's deck in order)."""
    assert view.seat is not None
    me, opp = view.player(view.seat), view.player(view.seat.other)
    own_deck = _draw(unseen_own(view), me.deck_count, rng, view.rules)
    theirs = _draw(unseen_opponent(view), opp.hand_count + opp.deck_count, rng, view.rules)
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


def determinize(view: DuelView, rng: random.Random) -> tuple[State, tuple[str, ...]]:
    """A sampled world and the opponent hand sampled for it."""
    own_deck, opp_hand, opp_deck = sample_hidden(view, rng)
    return world(view, own_deck, opp_hand, opp_deck, rng.randrange(1 << 30)), opp_hand
