"""The log's words for the events a seat saw: casts with targets, sacrifices with the
kind chosen, abilities, attacks, blocks, damage (deathtouch named), shields, deaths,
mana burn, fatigue, turns, mulligans and deck registrations (the list only to its own
side: a seat never sees the other's DeckRegistered). Names of units come from the view the event
happened in, so a unit that died is still named."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel.view import DuelView
from game.ifrita_duel import look
from game.shell.i18n import tr


class Seen(Protocol):
    """What a line needs of the moment before its event: whose eyes, and the units by id
    (a seat's view, or `Entered` when the log is read back from events alone)."""

    @property
    def seat(self) -> Any: ...

    def unit(self, unit_id: str | None) -> Any: ...


class Entered:
    """The units that entered so far, by id, from the public UnitEntered events: a seat's
    log read back from its events (a resumed or branched match has no views of them)."""

    def __init__(self, seat: int | None) -> None:
        self.seat = None if seat is None else n.Side(seat)
        self.cards: dict[str, str] = {}

    def unit(self, unit_id: str | None) -> Any:
        card = self.cards.get(unit_id or "")
        return None if card is None else _Card(card)

    def saw(self, event: Any) -> None:
        if isinstance(event, ev.UnitEntered):
            self.cards[event.unit] = event.card


class _Card:
    def __init__(self, card: str) -> None:
        self.card = card


def thing(view: Seen, key: str | None) -> str:
    """A unit's card name, a hero by its side, or a card or ability id's name."""
    if key is None:
        return ""
    if key in n.SIDE_KEYS:
        return tr("id.hero_of", side=look.side_name(n.SIDE_KEYS.index(key)))
    unit = view.unit(key)
    if unit is not None:
        return look.card_name(unit.card)
    cards = look.cards()
    if cards.has_card(key):
        return look.card_name(key)
    if cards.has_hero(key):
        return look.hero_name(key)
    return key


def line(event: Any, view: Seen, you: int | None = None) -> str | None:
    """The log line of `event` seen from `view` (the view before it), or None; None too
    for an event that view's seat does not see (another side's DeckRegistered)."""
    if not ev.visible_to(event, view.seat):
        return None
    side = look.side_name(int(event.side)) if hasattr(event, "side") else ""
    if hasattr(event, "side") and int(event.side) == you:     # the reader's own side, from their seat
        side = tr("id.side.yours", side=side)
    if isinstance(event, ev.DeckRegistered):
        return tr("id.log.registered_own", side=side, n=len(event.cards), name=look.hero_name(event.hero))
    if isinstance(event, ev.RegistrationMade):
        return tr("id.log.registered", side=side)
    if isinstance(event, ev.AbilitiesShown):
        return tr("id.log.abilities", teal=look.hero_name(event.heroes[0]), crimson=look.hero_name(event.heroes[1]))
    if isinstance(event, ev.TurnStarted):
        return tr("id.log.turn", turn=event.turn, side=side)
    if isinstance(event, ev.HandKept):
        return tr("id.log.keep", side=side)
    if isinstance(event, ev.MulliganTaken):
        return tr("id.log.mulligan", side=side)
    if isinstance(event, ev.CardSacrificed):
        return tr("id.log.sacrifice", side=side, card=look.card_name(event.card), kind=tr(f"id.mana.{event.kind}"))
    if isinstance(event, ev.CardCast):
        if event.target is None:
            return tr("id.log.cast", side=side, card=look.card_name(event.card))
        return tr("id.log.cast_at", side=side, card=look.card_name(event.card), target=thing(view, event.target))
    if isinstance(event, ev.HeroAbilityUsed):
        if event.target is not None:        # what it was used on, as a cast's target is named
            return tr("id.log.hero_at", side=side, name=look.hero_name(event.ability),
                      target=thing(view, event.target))
        return tr("id.log.hero", side=side, name=look.hero_name(event.ability))
    if isinstance(event, ev.AttackDeclared):
        return tr("id.log.attack", side=side, n=len(event.attackers))
    if isinstance(event, ev.BlockChosen) and event.blocker is not None:
        return tr("id.log.block", blocker=thing(view, event.blocker), attacker=thing(view, event.attacker))
    if isinstance(event, ev.DamageDealt):
        key = "id.log.deathtouch" if event.deathtouch else "id.log.damage"
        return tr(key, source=thing(view, event.source), to=thing(view, event.to), n=event.amount)
    if isinstance(event, ev.ShieldSpent):
        return tr("id.log.shield", unit=thing(view, event.unit), n=event.amount)
    if isinstance(event, ev.UnitDestroyed):
        return tr("id.log.died", unit=thing(view, event.unit))
    if isinstance(event, ev.ManaBurned) and event.amount:
        return tr("id.log.burn", side=side, n=event.amount)
    if isinstance(event, ev.FatigueDamage):
        return tr("id.log.fatigue", side=side, n=event.amount)
    if isinstance(event, ev.CardDiscarded):
        return tr("id.log.discard", side=side, card=look.card_name(event.card))
    if isinstance(event, ev.Healed):
        return tr("id.log.heal", to=thing(view, event.to), n=event.amount)
    return None


Entry = tuple[str, str]          # a line and what it is about: a side's key, "turn", or "" (both)


def side_of(event: Any) -> str:
    if isinstance(event, ev.TurnStarted):
        return "turn"
    return n.SIDE_KEYS[int(event.side)] if hasattr(event, "side") else ""


def entries(events: Sequence[Any], views: Sequence[Seen], public: bool = False,
            you: int | None = None) -> list[Entry]:
    """`lines`, each with the side it is about (for its colour); `you`: the reader's seat,
    whose side is named as theirs."""
    out: list[Entry] = []
    for event, view in zip(events, views):
        if public and event.audience is not None:
            continue
        text = line(event, view, you)
        if text:
            out.append((text, side_of(event)))
    return out


def read_back(events: Sequence[Any], seat: int | None, you: int | None = None) -> list[Entry]:
    """A seat's whole log from the events it saw (None: those every seat saw), naming units
    as they entered: what a resumed or branched match shows, rebuilt, never kept."""
    seen = Entered(seat)
    out: list[Entry] = []
    for event in events:
        text = line(event, seen, you)
        if text:
            out.append((text, side_of(event)))
        seen.saw(event)
    return out


def lines(events: Sequence[Any], views: Sequence[DuelView], public: bool = False) -> list[str]:
    """The lines of `events` seen from `views` (the seat's, before each event); `public`:
    only the events every seat sees (a screen between two people at one table)."""
    out = []
    for event, view in zip(events, views):
        if public and event.audience is not None:
            continue
        text = line(event, view)
        if text:
            out.append(text)
    return out
