"""Cards as data: the frozen card set read from `cards.toml` (D39's closed vocabulary).

The rules know effect verbs, selectors and triggers, never a card by name: a new card is
a new table in the file. Anything outside the vocabulary, a malformed field or a bad
count is refused here, when the set loads, with one line naming the card and the field.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from engine.ifrita_duel import names as n


class CardError(ValueError):
    """A card file the engine refuses: one line naming the card and the field."""


@dataclass(frozen=True, slots=True)
class Effect:
    """One `{do = ...}` entry; fields a verb does not use stay at their defaults."""

    do: str
    to: str | None = None
    amount: int = 0
    atk: int = 0
    health: int = 0
    color: str | None = None


@dataclass(frozen=True, slots=True)
class Cost:
    pips: tuple[tuple[str, int], ...]     # (colour, count) in colour order
    generic: int = 0

    @property
    def total(self) -> int:
        return self.generic + sum(count for _, count in self.pips)


@dataclass(frozen=True, slots=True)
class CardTemplate:
    id: str
    ko: str
    en: str
    kind: str
    colors: tuple[str, ...]
    cost: Cost
    atk: int = 0
    health: int = 0
    keywords: tuple[str, ...] = ()
    target: str | None = None
    triggers: tuple[tuple[str, tuple[Effect, ...]], ...] = ()

    def effects(self, trigger: str) -> tuple[Effect, ...]:
        for name, effects in self.triggers:
            if name == trigger:
                return effects
        return ()

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


@dataclass(frozen=True, slots=True)
class HeroAbility:
    id: str
    ko: str
    en: str
    cooldown: int
    target: str | None
    on_use: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class CardSet:
    name: str
    rules: str
    default_copies: int
    cards: tuple[CardTemplate, ...]
    heroes: tuple[HeroAbility, ...]
    _cards: dict[str, CardTemplate] = field(init=False, compare=False, repr=False)
    _heroes: dict[str, HeroAbility] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_cards", {c.id: c for c in self.cards})
        object.__setattr__(self, "_heroes", {h.id: h for h in self.heroes})

    def card(self, card_id: str) -> CardTemplate:
        return self._cards[card_id]

    def hero(self, hero_id: str) -> HeroAbility:
        return self._heroes[hero_id]

    def has_card(self, card_id: object) -> bool:
        return isinstance(card_id, str) and card_id in self._cards

    def has_hero(self, hero_id: object) -> bool:
        return isinstance(hero_id, str) and hero_id in self._heroes


# --- loading -------------------------------------------------------------------------

CARD_KEYS = ("id", "ko", "en", "kind", "colors", "cost", "atk", "health", "keywords", "target",
             n.ON_CAST, n.ON_ENTER, n.ON_TURN_START, n.ON_OPPONENT_SUMMON, n.STATIC)
HERO_KEYS = ("id", "ko", "en", "cooldown", "target", n.ON_USE)
TOP_KEYS = ("set", "rules", "default_copies", "card", "hero")


class _Where:
    """Builds the one-line message: `where: card 'x': field 'y': why`."""

    def __init__(self, where: str, what: str) -> None:
        self.prefix = f"{where}: {what}"

    def fail(self, field_name: str, why: str) -> CardError:
        return CardError(f"{self.prefix}: field {field_name!r} {why}")


def _int(at: _Where, data: dict[str, Any], key: str, low: int, default: int | None = None) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise at.fail(key, f"must be a whole number of at least {low}, got {value!r}")
    return value


def _text(at: _Where, data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise at.fail(key, f"must be a non-empty text, got {value!r}")
    return value


def _one_of(at: _Where, key: str, value: Any, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise at.fail(key, f"must be one of {', '.join(choices)}, got {value!r}")
    return value


def _effects(at: _Where, key: str, value: Any, trigger: str, target: str | None) -> tuple[Effect, ...]:
    if not isinstance(value, list) or not value:
        raise at.fail(key, "must be a non-empty list of effects")
    out = []
    for i, raw in enumerate(value):
        here = f"{key}[{i}]"
        if not isinstance(raw, dict):
            raise at.fail(here, f"must be a table like {{ do = ... }}, got {raw!r}")
        verb = _one_of(at, f"{here}.do", raw.get("do"), tuple(n.VERB_KEYS))
        wanted = n.VERB_KEYS[verb]
        for k in raw:
            if k != "do" and k not in wanted:
                raise at.fail(f"{here}.{k}", f"is not a key of {verb} (it takes {', '.join(wanted)})")
        for k in wanted:
            if k not in raw:
                raise at.fail(f"{here}.{k}", f"is missing ({verb} takes {', '.join(wanted)})")
        amount = _int(at, raw, "amount", 1) if "amount" in wanted else 0
        color = _one_of(at, f"{here}.color", raw["color"], n.MANA_KINDS) if "color" in wanted else None
        to = _selector(at, f"{here}.to", raw["to"], verb, trigger, target) if "to" in wanted else None
        atk = health = 0
        if verb == n.BUFF:
            atk, health = raw["atk"], raw["health"]
            for k, v in (("atk", atk), ("health", health)):
                if not isinstance(v, int) or isinstance(v, bool):
                    raise at.fail(f"{here}.{k}", f"must be a whole number, got {v!r}")
            if atk == 0 and health == 0:
                raise at.fail(here, "buffs nothing (atk and health are both 0)")
        effect = Effect(verb, to, amount, atk, health, color)
        if trigger == n.STATIC and (verb != n.BUFF or effect.to not in (n.OWN_UNITS, n.ENEMY_UNITS)):
            raise at.fail(here, "under static takes only buff of own_units or enemy_units (D39)")
        out.append(effect)
    return tuple(out)


def _selector(at: _Where, key: str, value: Any, verb: str, trigger: str, target: str | None) -> str:
    to = _one_of(at, key, value, n.SELECTORS)
    if to == n.TARGET and target is None:
        raise at.fail(key, "is 'target' but the card has no target kind (D19)")
    if to == n.SUMMONED and trigger != n.ON_OPPONENT_SUMMON:
        raise at.fail(key, "is 'summoned' outside on_opponent_summon (D39)")
    if verb in n.UNIT_VERBS:
        units_only = to in n.UNIT_SELECTORS or (to == n.TARGET and target in n.UNIT_TARGET_KINDS)
        if not units_only:
            raise at.fail(key, f"must select only units for {verb} (a hero cannot take it)")
    return to


def _card(raw: Any, where: str, index: int) -> CardTemplate:
    if not isinstance(raw, dict):
        raise CardError(f"{where}: card #{index + 1}: must be a [[card]] table")
    label = raw.get("id")
    at = _Where(where, f"card {label!r}" if isinstance(label, str) else f"card #{index + 1}")
    for key in raw:
        if key not in CARD_KEYS:
            raise at.fail(key, f"is unknown (a card takes {', '.join(CARD_KEYS)})")
    card_id = _text(at, raw, "id")
    if not card_id.replace("_", "").isalnum() or card_id != card_id.lower() or card_id in n.SIDE_KEYS:
        raise at.fail("id", "must be snake case (lower-case letters, digits, _) and not a side's name")
    kind = _one_of(at, "kind", raw.get("kind"), n.CARD_KINDS)
    cost_raw = raw.get("cost")
    if not isinstance(cost_raw, dict):
        raise at.fail("cost", f"must be a table like {{ red = 1, generic = 1 }}, got {cost_raw!r}")
    for key in cost_raw:
        _one_of(at, f"cost.{key}", key, (*n.COLORS, "generic"))
    pips = tuple((c, _int(at, cost_raw, c, 1)) for c in n.COLORS if c in cost_raw)
    cost = Cost(pips, _int(at, cost_raw, "generic", 0, 0))
    colors = raw.get("colors")
    if not isinstance(colors, list) or not all(isinstance(c, str) for c in colors):
        raise at.fail("colors", f"must be a list of colours, got {colors!r}")
    for c in colors:
        _one_of(at, "colors", c, n.COLORS)
    if len(set(colors)) != len(colors) or set(colors) != {c for c, _ in pips}:
        raise at.fail("colors", f"must be exactly the colours of the cost's pips (D11), got {colors!r}")
    target = raw.get("target")
    if target is not None:
        _one_of(at, "target", target, n.TARGET_KINDS)
    triggers = []
    for trigger in (n.ON_CAST, n.ON_ENTER, n.ON_TURN_START, n.ON_OPPONENT_SUMMON, n.STATIC):
        if trigger in raw:
            if trigger not in n.TRIGGERS_OF[kind]:
                raise at.fail(trigger, f"is not a trigger of a {kind} (it takes {', '.join(n.TRIGGERS_OF[kind])})")
            triggers.append((trigger, _effects(at, trigger, raw[trigger], trigger, target)))
    if kind != n.UNIT and not triggers:
        raise at.fail(n.TRIGGERS_OF[kind][0], f"is missing: a {kind} needs an effect")
    if target is not None and not any(e.to == n.TARGET for _, effects in triggers for e in effects):
        raise at.fail("target", "is never used: no effect is to 'target'")
    if kind == n.UNIT:
        keywords = raw.get("keywords", [])
        if not isinstance(keywords, list) or len(set(map(str, keywords))) != len(keywords):
            raise at.fail("keywords", f"must be a list of distinct keywords, got {keywords!r}")
        for k in keywords:
            _one_of(at, "keywords", k, n.KEYWORDS)
        return CardTemplate(card_id, _text(at, raw, "ko"), _text(at, raw, "en"), kind, tuple(colors), cost,
                            _int(at, raw, "atk", 0), _int(at, raw, "health", 1), tuple(keywords), target,
                            tuple(triggers))
    for key in ("atk", "health", "keywords"):
        if key in raw:
            raise at.fail(key, f"belongs to units, not to a {kind}")
    return CardTemplate(card_id, _text(at, raw, "ko"), _text(at, raw, "en"), kind, tuple(colors), cost,
                        target=target, triggers=tuple(triggers))


def _hero(raw: Any, where: str, index: int) -> HeroAbility:
    if not isinstance(raw, dict):
        raise CardError(f"{where}: hero #{index + 1}: must be a [[hero]] table")
    label = raw.get("id")
    at = _Where(where, f"hero {label!r}" if isinstance(label, str) else f"hero #{index + 1}")
    for key in raw:
        if key not in HERO_KEYS:
            raise at.fail(key, f"is unknown (a hero ability takes {', '.join(HERO_KEYS)})")
    target = raw.get("target")
    if target is not None:
        _one_of(at, "target", target, n.TARGET_KINDS)
    if n.ON_USE not in raw:
        raise at.fail(n.ON_USE, "is missing: an ability needs an effect")
    effects = _effects(at, n.ON_USE, raw[n.ON_USE], n.ON_USE, target)
    if target is not None and not any(e.to == n.TARGET for e in effects):
        raise at.fail("target", "is never used: no effect is to 'target'")
    return HeroAbility(_text(at, raw, "id"), _text(at, raw, "ko"), _text(at, raw, "en"),
                       _int(at, raw, "cooldown", 0), target, effects)


def parse_card_set(text: str, where: str = "cards.toml") -> CardSet:
    """The card set of a cards.toml text; CardError (one line) on the first problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise CardError(f"{where}: not valid TOML ({error})") from None
    at = _Where(where, "set")
    for key in data:
        if key not in TOP_KEYS:
            raise at.fail(key, f"is unknown (the file takes {', '.join(TOP_KEYS)})")
    cards_raw, heroes_raw = data.get("card"), data.get("hero")
    if not isinstance(cards_raw, list) or not cards_raw:
        raise at.fail("card", "must hold at least one [[card]] table")
    if not isinstance(heroes_raw, list) or not heroes_raw:
        raise at.fail("hero", "must hold at least one [[hero]] table")
    cards = tuple(_card(raw, where, i) for i, raw in enumerate(cards_raw))
    heroes = tuple(_hero(raw, where, i) for i, raw in enumerate(heroes_raw))
    for kind, ids in (("card", [c.id for c in cards]), ("hero", [h.id for h in heroes])):
        repeated = sorted({i for i in ids if ids.count(i) > 1})
        if repeated:
            raise CardError(f"{where}: {kind} {repeated[0]!r}: field 'id' is used by two {kind}s")
    return CardSet(_text(at, data, "set"), _text(at, data, "rules"), _int(at, data, "default_copies", 1),
                   cards, heroes)


@functools.lru_cache(maxsize=1)
def starter_set() -> CardSet:
    """The package's cards.toml (rule set id-1's 20 templates and 5 abilities)."""
    text = resources.files("engine.ifrita_duel").joinpath("cards.toml").read_text(encoding="utf-8")
    return parse_card_set(text, "cards.toml")


CARD_SETS = {"starter-1": starter_set}
