"""What a seat may know (D36), built in this one place: its own hand; both
battlefields with effective stats; both heroes, pools, cooldowns and fatigue; hand and
deck counts; discard piles and exiles in order. Never the opponent's hand, any deck's
order, the seed. The all-seeing view (seat None, the replay viewer's "all") adds every
hand and deck."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.ifrita_duel import names as n
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.queries import DuelQueries
from engine.ifrita_duel.rules import Rules
from engine.ifrita_duel.state import State, Unit, atk_of, health_of


@dataclass(frozen=True, slots=True)
class UnitView:
    id: str
    side: Side
    card: str
    atk: int                   # effective (D24)
    health: int                # effective; remaining = health - damage
    damage: int
    tapped: bool
    sick: bool
    shield: bool
    keywords: tuple[str, ...]  # printed, shield left out (see `shield`)
    buff_atk: int
    buff_health: int


@dataclass(frozen=True, slots=True)
class EnchantmentView:
    id: str
    side: Side
    card: str


@dataclass(frozen=True, slots=True)
class PlayerView:
    side: Side
    hp: int
    hero: str                      # "": the opponent's, before both have registered (D4)
    cooldown: int
    mana: tuple[int, ...]          # current, in names.MANA_KINDS order
    mana_max: tuple[int, ...]
    hand: tuple[str, ...] | None   # None: hidden from this audience
    hand_count: int
    deck: tuple[str, ...] | None   # only in the all-seeing view
    deck_count: int
    discard: tuple[str, ...]
    exile: tuple[str, ...]
    fatigue: int
    sacrifices: int
    mulligan: str
    cards: tuple[str, ...] | None  # the registered list (D4), template order; None: hidden


@dataclass(frozen=True, slots=True)
class DuelView(DuelQueries[UnitView, EnchantmentView]):
    seat: Side | None
    rules: Rules
    turn: int
    first: Side
    to_move: Side
    phase: Phase
    deciders: tuple[Side, ...]
    players: tuple[PlayerView, PlayerView]
    units: tuple[UnitView, ...]            # oldest first over both sides
    enchantments: tuple[EnchantmentView, ...]
    attackers: tuple[str, ...]             # a declared attack awaiting blocks
    blocks: tuple[tuple[str, str | None], ...]
    attacked: bool
    winner: Side | None
    end_reason: str | None

    def player(self, side: Side) -> PlayerView:
        return self.players[side]


def unit_view(state: State, u: Unit) -> UnitView:
    keywords = tuple(k for k in state.template(u.card).keywords if k != n.SHIELD)
    return UnitView(u.id, u.side, u.card, atk_of(state, u), health_of(state, u), u.damage, u.tapped, u.sick,
                    u.shield, keywords, u.buff_atk, u.buff_health)


def view_of(state: State, seat: Side | None) -> DuelView:
    players = []
    for side in Side:
        p = state.player(side)
        own = seat in (None, side)
        hero = p.hero if own or state.phase != Phase.REGISTER else ""
        players.append(PlayerView(
            side, p.hp, hero, p.cooldown, p.mana, p.mana_max, p.hand if seat in (None, side) else None,
            len(p.hand), p.deck if seat is None else None, len(p.deck), p.discard, p.exile, p.fatigue,
            p.sacrifices, p.mulligan, p.cards if own else None))
    return DuelView(
        seat, state.rules, state.turn, state.first, state.to_move, state.phase, state.deciders(),
        (players[0], players[1]), tuple(unit_view(state, u) for u in state.units),
        tuple(EnchantmentView(e.id, e.side, e.card) for e in state.enchantments), state.attackers, state.blocks,
        state.attacked, state.winner, state.end_reason)


def table_view(own: DuelView, other: DuelView) -> DuelView:
    """What everyone at a shared screen may see, laid out as `own` (one seat's view; `other`
    the other seat's at the same moment): each player as the other seat knows them, so no
    hand, no registered list and no ability before both have registered (D4). What one seat
    knows of the other came from public events: this is exactly the public part of both."""
    players = (other.players[0] if own.seat == 0 else own.players[0],
               other.players[1] if own.seat == 1 else own.players[1])
    return replace(own, players=players)
