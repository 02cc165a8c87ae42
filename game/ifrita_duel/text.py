"""How Ifrita Duel reads: seat names and colours, card and ability names in the current
language (from cards.toml) and rules text built from a card's effects. No arcade here:
the table's presenter words its panel from these without a window (`look` adds the
textures)."""

from __future__ import annotations

import game.ifrita_duel.strings  # noqa: F401  (the words below are in its part of the catalog)
from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import CardSet, CardTemplate, Effect, HeroAbility, starter_set
from game.shell import palette as pal
from game.shell.i18n import known, language, tr

Colour = tuple[int, int, int, int]
SIDES = n.SIDE_KEYS
MANA_COLOURS: dict[str, Colour] = {
    "red": pal.ORANGE, "blue": pal.SKY, "green": (140, 216, 120, 255), "black": pal.VIOLET,
    "white": pal.WHITE, "colorless": pal.SILVER,
}


def cards() -> CardSet:
    return starter_set()


def side_name(seat: int) -> str:
    return tr(f"id.side.{SIDES[seat]}")


def side_colour(seat: int, light: bool = False) -> Colour:
    return pal.side_colour(seat, light)


def _named(thing: CardTemplate | HeroAbility) -> str:
    return thing.ko if language().code == "ko" else thing.en


def card_name(card_id: str) -> str:
    return _named(cards().card(card_id))


def hero_name(hero_id: str) -> str:
    """"?" for "": an opponent's ability before both decks are registered (D4)."""
    return _named(cards().hero(hero_id)) if hero_id else "?"


def cost_text(card: CardTemplate) -> str:
    parts = [tr(f"id.mana.{colour}") * count for colour, count in card.cost.pips]
    if card.cost.generic:
        parts.append(tr("id.cost.generic", n=card.cost.generic))
    return " ".join(parts) or "0"


def _effect_text(effect: Effect, target: str | None) -> str:
    to = ""
    if effect.to == n.TARGET:
        to = tr(f"id.to.target.{target}")
    elif effect.to is not None:
        to = tr(f"id.to.{effect.to}")
    colour = tr(f"id.mana.{effect.color}") if effect.color else ""
    return tr(f"id.do.{effect.do}", to=to, amount=effect.amount, atk=effect.atk, health=effect.health,
              color=colour)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def effects_text(triggers: tuple[tuple[str, tuple[Effect, ...]], ...], target: str | None) -> list[str]:
    lines = []
    for trigger, effects in triggers:
        body = ", ".join(_effect_text(e, target) for e in effects)
        when = tr(f"id.when.{trigger}") if known(f"id.when.{trigger}") else ""
        lines.append(_sentence(when + body) + ".")
    return lines


def rules_text(card: CardTemplate) -> str:
    """The card's keywords and effects, one line each, in the current language."""
    lines = [", ".join(tr(f"id.kw.{k}") for k in card.keywords)] if card.keywords else []
    lines += effects_text(card.triggers, card.target)
    return "\n".join(lines) if lines else tr("id.vanilla")


def hero_text(hero: HeroAbility) -> str:
    body = effects_text(((n.ON_USE, hero.on_use),), hero.target)
    return f"{body[0]} ({tr('id.cooldown', n=hero.cooldown)})"


def card_header(card: CardTemplate, stats_below: bool = False) -> str:
    """Kind, cost and, for a unit, its printed stats (on a line of their own with
    `stats_below`, for a pane too narrow to keep them whole beside the cost)."""
    head = f"{tr(f'id.kind.{card.kind}')} · {tr('id.cost', cost=cost_text(card))}"
    if card.kind == n.UNIT:
        head += "\n" + tr("id.stats", atk=card.atk, health=card.health) if stats_below else \
            f" · {card.atk}/{card.health}"
    return head


def card_colour(card: CardTemplate) -> Colour:
    return MANA_COLOURS[card.colors[0] if card.colors else n.COLORLESS]
