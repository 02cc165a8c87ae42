"""A scenario file's setup (scenario-format.md, "Input"): the TOML data checked key by
key and turned into a State inside the side to move's turn. Any problem is a
ScenarioError with `step` None and one line naming the key."""

from __future__ import annotations

import re
from typing import Any

from engine.ifrita_duel import names as n
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.rules import ID_1, Rules
from engine.ifrita_duel.state import Enchantment, Player, State, Unit, health_of


class ScenarioError(ValueError):
    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(" ".join(message.split()))
        self.step = step


TOP = ("game", "rules", "seed", "turn", "to_move", "phase", "first", "teal", "crimson", "unit", "enchantment", "do")
SIDE = ("hp", "hero", "cooldown", "mana_max", "mana", "hand", "deck", "discard", "exile", "fatigue", "sacrificed",
        "mulligan")
UNIT = ("id", "side", "card", "damage", "tapped", "sick", "shield", "buff_atk", "buff_health")
ENCHANTMENT = ("id", "side", "card")
PHASES = {"mulligan": Phase.MULLIGAN, "main1": Phase.MAIN1, "combat": Phase.COMBAT, "main2": Phase.MAIN2}
RULE_SETS = {"id-1": ID_1}
RESERVED = re.compile(r"^(teal|crimson)(-\d+)?$")


def fail(where: str, why: str) -> ScenarioError:
    return ScenarioError(f"field {where!r} {why}")


def keys(data: Any, allowed: tuple[str, ...], where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ScenarioError(f"{where} must be a table, got {data!r:.40}")
    for key in data:
        if key not in allowed:
            raise fail(f"{where}.{key}" if where else key, f"is unknown (expected one of {', '.join(allowed)})")
    return data


def integer(data: dict[str, Any], key: str, default: int, where: str, low: int = 0, high: int | None = None) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise fail(where, f"must be a whole number, got {value!r:.40}")
    if value < low or (high is not None and value > high):
        raise fail(where, f"must be from {low} to {high}, got {value}" if high is not None
                   else f"must be at least {low}, got {value}")
    return value


def flag(data: dict[str, Any], key: str, default: bool, where: str) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise fail(where, f"must be true or false, got {value!r:.40}")
    return value


def side_name(value: Any, where: str) -> Side:
    if value not in n.SIDE_KEYS:
        raise fail(where, f"must be teal or crimson, got {value!r:.40}")
    return Side.parse(value)


def card_list(rules: Rules, value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise fail(where, f"must be a list of card ids, got {value!r:.40}")
    for card in value:
        if not rules.cards.has_card(card):
            raise fail(where, f"names an unknown card {card!r:.40}")
    return tuple(value)


def pool(data: Any, where: str, base: tuple[int, ...] | None) -> tuple[int, ...]:
    table = keys(data if data is not None else {}, n.MANA_KINDS, where)
    return tuple(integer(table, kind, base[i] if base else 0, f"{where}.{kind}") for i, kind in enumerate(n.MANA_KINDS))


def player(rules: Rules, data: Any, key: str, phase: Phase, moving: bool) -> Player:
    t = keys(data if data is not None else {}, SIDE, key)
    hero = t.get("hero", rules.cards.heroes[0].id)
    if not rules.cards.has_hero(hero):
        raise fail(f"{key}.hero", f"names an unknown hero ability {hero!r:.40}")
    mana_max = pool(t.get("mana_max"), f"{key}.mana_max", None)
    mulligan = t.get("mulligan", n.PENDING if phase == Phase.MULLIGAN else n.KEPT)
    if mulligan not in (n.PENDING, n.KEPT, n.TAKEN):
        raise fail(f"{key}.mulligan", f"must be pending, kept or taken, got {mulligan!r:.40}")
    sacrificed = flag(t, "sacrificed", False, f"{key}.sacrificed")
    if sacrificed and (not moving or phase == Phase.MULLIGAN):
        raise fail(f"{key}.sacrificed", "is only for the side to move, inside its turn")
    return Player(
        hp=integer(t, "hp", rules.hero_hp, f"{key}.hp", 1, rules.hero_hp), hero=hero,
        cooldown=integer(t, "cooldown", 0, f"{key}.cooldown"),
        mana=pool(t.get("mana"), f"{key}.mana", mana_max), mana_max=mana_max,
        hand=card_list(rules, t.get("hand", []), f"{key}.hand"),
        deck=card_list(rules, t.get("deck", []), f"{key}.deck"),
        discard=card_list(rules, t.get("discard", []), f"{key}.discard"),
        exile=card_list(rules, t.get("exile", []), f"{key}.exile"),
        fatigue=integer(t, "fatigue", 0, f"{key}.fatigue"), sacrifices=1 if sacrificed else 0,
        mulligan=mulligan, mulligans=rules.mulligans if mulligan == n.TAKEN else 0)


def permanents(rules: Rules, data: dict[str, Any]) -> tuple[tuple[Unit, ...], tuple[Enchantment, ...]]:
    seen: set[str] = set()
    units: list[Unit] = []
    enchantments: list[Enchantment] = []
    for table, kind, allowed in (("unit", n.UNIT, UNIT), ("enchantment", n.ENCHANTMENT, ENCHANTMENT)):
        entries = data.get(table, [])
        if not isinstance(entries, list):
            raise fail(table, "must be a list of [[" + table + "]] tables")
        for i, raw in enumerate(entries):
            where = f"{table}[{i}]"
            t = keys(raw, allowed, where)
            ident = t.get("id")
            if not isinstance(ident, str) or not ident or len(ident) > 32:
                raise fail(f"{where}.id", f"must be a short text, got {ident!r:.40}")
            if RESERVED.match(ident) or ident in seen:
                raise fail(f"{where}.id", f"{ident!r} is {'reserved' if RESERVED.match(ident) else 'used twice'}")
            seen.add(ident)
            side = side_name(t.get("side"), f"{where}.side")
            card = t.get("card")
            if not isinstance(card, str) or not rules.cards.has_card(card) or rules.cards.card(card).kind != kind:
                raise fail(f"{where}.card", f"must be a {kind} card, got {card!r:.40}")
            seq = len(units) + len(enchantments)
            if kind == n.ENCHANTMENT:
                enchantments.append(Enchantment(ident, side, card, seq))
                continue
            template = rules.cards.card(card)
            units.append(Unit(
                ident, side, card, seq, damage=integer(t, "damage", 0, f"{where}.damage"),
                tapped=flag(t, "tapped", False, f"{where}.tapped"), sick=flag(t, "sick", False, f"{where}.sick"),
                shield=flag(t, "shield", template.has(n.SHIELD), f"{where}.shield"),
                buff_atk=integer(t, "buff_atk", 0, f"{where}.buff_atk", -99),
                buff_health=integer(t, "buff_health", 0, f"{where}.buff_health", -99)))
    return tuple(units), tuple(enchantments)


def build(data: dict[str, Any]) -> State:
    """The state the file sets up; ScenarioError naming the key otherwise."""
    keys(data, TOP, "")
    if data.get("game") != "ifrita_duel":
        raise fail("game", f"must be \"ifrita_duel\" for this sandbox, got {data.get('game')!r:.40}")
    rules_name = data.get("rules", "id-1")
    if rules_name not in RULE_SETS:
        raise fail("rules", f"must be one of {', '.join(RULE_SETS)}, got {rules_name!r:.40}")
    rules = RULE_SETS[rules_name]
    seed = integer(data, "seed", 0, "seed", -(2 ** 63), 2 ** 63 - 1)
    phase_name = data.get("phase", "main1")
    if phase_name not in PHASES:
        raise fail("phase", f"must be one of {', '.join(PHASES)}, got {phase_name!r:.40}")
    phase = PHASES[phase_name]
    mulligan = phase == Phase.MULLIGAN
    first_turn = 0 if mulligan else 1
    turn = integer(data, "turn", first_turn, "turn", first_turn, 0 if mulligan else rules.turn_limit)
    to_move = side_name(data.get("to_move", "teal"), "to_move")
    if mulligan:
        first = side_name(data["first"], "first") if "first" in data else (
            to_move if "to_move" in data else Side.TEAL)
        if to_move != first and "to_move" in data:
            raise fail("to_move", "must be the side that moves first in the mulligan phase")
        to_move = first
    else:
        first = to_move if turn % 2 == 1 else to_move.other
        if "first" in data and side_name(data["first"], "first") != first:
            raise fail("first", f"disagrees with turn {turn} and to_move {to_move.key}: {first.key} took turn 1")
    players = tuple(player(rules, data.get(s.key), s.key, phase, s == to_move) for s in Side)
    units, enchantments = permanents(rules, data)
    state = State(rules, seed, (players[0], players[1]), first, to_move, phase, turn, units, enchantments,
                  next_seq=len(units) + len(enchantments), attacked=phase == Phase.MAIN2)
    for side in Side:
        if len(state.units_of(side)) > rules.max_units:
            raise fail("unit", f"gives {side.key} more than {rules.max_units} units (D18)")
        if len(state.enchantments_of(side)) > rules.max_enchantments:
            raise fail("enchantment", f"gives {side.key} more than {rules.max_enchantments} enchantments (D18)")
    for i, unit in enumerate(units):
        if unit.damage >= health_of(state, unit):
            raise fail(f"unit[{i}].damage", f"must stay below {unit.id}'s health {health_of(state, unit)}")
    if mulligan and state.deciders() == ():
        raise fail("phase", "is mulligan but no side's mulligan is pending")
    return state
