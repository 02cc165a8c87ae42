"""D40's design budget, a lint over the card set (not a game rule): a card's points
against 2·cost + 1 (coloured) or 2·cost (colourless); every card within 1 below its
budget and never above; a hero ability's cooldown is its points + 1."""

from __future__ import annotations

from collections.abc import Iterable

from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import CardSet, CardTemplate, Effect

KEYWORD_POINTS = {n.VIGILANCE: 1, n.FIRST_STRIKE: 1, n.TRAMPLE: 1, n.DEATHTOUCH: 2, n.SHIELD: 2}
TRIGGER_FACTOR = {n.ON_TURN_START: 4, n.ON_OPPONENT_SUMMON: 4, n.STATIC: 3}


def effect_points(effect: Effect) -> int:
    amount = effect.amount
    if effect.do == n.DEAL_DAMAGE:
        if effect.to in (n.TARGET, n.SUMMONED, n.ENEMY_HERO):
            return 2 * amount - 1
        return {n.EACH_UNIT: 3 * amount, n.EACH_HERO: 0, n.OWN_HERO: -amount}.get(effect.to or "", 2 * amount - 1)
    if effect.do == n.DRAW:
        return 2 * amount
    if effect.do == n.ADD_MANA:
        return amount
    if effect.do == n.DESTROY:
        return 6
    if effect.do == n.HEAL:
        return (amount + 1) // 2
    if effect.do == n.BUFF:
        return abs(effect.atk) + abs(effect.health)
    return 2        # give_shield


def points(triggers: Iterable[tuple[str, tuple[Effect, ...]]], atk: int = 0, health: int = 0,
           keywords: Iterable[str] = ()) -> int:
    total = atk + health + sum(KEYWORD_POINTS[k] for k in keywords)
    for trigger, effects in triggers:
        total += TRIGGER_FACTOR.get(trigger, 1) * sum(effect_points(e) for e in effects)
    return total


def card_points(card: CardTemplate) -> int:
    return points(card.triggers, card.atk, card.health, card.keywords)


def budget(card: CardTemplate) -> int:
    return 2 * card.cost.total + (1 if card.colors else 0)


def budget_problems(cards: CardSet) -> list[str]:
    """One line per card or ability off its budget; empty when the set is balanced."""
    out = []
    for card in cards.cards:
        got, allowed = card_points(card), budget(card)
        if not allowed - 1 <= got <= allowed:
            out.append(f"card {card.id!r}: {got} points against a budget of {allowed} (D40)")
    for hero in cards.heroes:
        got = points(((n.ON_USE, hero.on_use),))
        if hero.cooldown != got + 1:
            out.append(f"hero {hero.id!r}: cooldown {hero.cooldown}, its points + 1 are {got + 1} (D40)")
    return out
