"""The rules sandbox (scenario-format.md): a TOML file sets up one moment of a duel, its
steps go through the real engine, and the result is one JSON-ready document. Nothing
raises for bad input: `ok` is false and `error` says why in one line."""

from __future__ import annotations

import tomllib
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel.apply import apply
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.scenario_setup import ScenarioError, build, keys
from engine.ifrita_duel.state import State, Unit, atk_of, health_of
from engine.kernel.codec import Codec
from engine.kernel.errors import RuleError

CODEC = Codec(cmd.COMMAND_TYPES, ev.EVENT_TYPES, cmd.TAGS)
STEP_KEYS: dict[str, tuple[str, ...]] = {
    "sacrifice": ("card", "color"), "cast": ("card", "target", "pay"), "hero": ("target",),
    "attack": ("attackers", "blocks"), "next_phase": (), "end_turn": ("discard",), "mulligan": (), "keep": (),
}


def _text(t: dict[str, Any], key: str, required: bool = False) -> str | None:
    value = t.get(key)
    if (value is None and required) or (value is not None and not isinstance(value, str)):
        raise ScenarioError(f"field {key!r} must be a text, got {value!r:.40}")
    return value


def _texts(t: dict[str, Any], key: str, required: bool = False) -> tuple[str, ...]:
    value = t.get(key, None if required else [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(f"field {key!r} must be a list of ids, got {value!r:.40}")
    return tuple(value)


def _pay(t: dict[str, Any]) -> tuple[str, ...] | None:
    if "pay" not in t:
        return None
    table = keys(t["pay"], n.MANA_KINDS, "pay")
    out: list[str] = []
    for kind in n.MANA_KINDS:
        count = table.get(kind, 0)
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise ScenarioError(f"field 'pay.{kind}' must be a whole number of at least 0, got {count!r:.40}")
        out += [kind] * count
    return tuple(out)


def _play(state: State, raw: Any) -> tuple[State, list[ev.Event]]:
    """One step: its commands on the state, all or nothing (ScenarioError / RuleError)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("cmd"), str) or raw["cmd"] not in STEP_KEYS:
        found = raw.get("cmd") if isinstance(raw, dict) else raw
        raise ScenarioError(f"unknown cmd {found!r:.40} (expected one of {', '.join(STEP_KEYS)})")
    name = raw["cmd"]
    t = keys({k: v for k, v in raw.items() if k != "cmd"}, STEP_KEYS[name], "")
    if state.over:
        raise RuleError("the game is over (D34): no step after its end")
    side = state.deciders()[0] if state.deciders() else state.to_move
    commands: list[cmd.Command] = []
    if name == "sacrifice":
        commands.append(cmd.Sacrifice(side, _text(t, "card", True) or "", _text(t, "color")))
    elif name == "cast":
        commands.append(cmd.Cast(side, _text(t, "card", True) or "", _text(t, "target"), _pay(t)))
    elif name == "hero":
        commands.append(cmd.UseHero(side, _text(t, "target")))
    elif name == "next_phase":
        commands.append(cmd.NextPhase(side))
    elif name == "end_turn":
        commands.append(cmd.EndTurn(side, _texts(t, "discard")))
    elif name in ("mulligan", "keep"):
        commands.append(cmd.Mulligan(side) if name == "mulligan" else cmd.Keep(side))
    events: list[ev.Event] = []
    for command in commands:
        state, happened = step(state, command)
        events += happened
    if name == "attack":
        state, fought = _attack(state, side, _texts(t, "attackers", True), t.get("blocks", {}))
        events += fought
    return state, events


def _attack(state: State, side: Side, attackers: tuple[str, ...], raw_blocks: Any) -> tuple[State, list[ev.Event]]:
    blocks = keys(raw_blocks, tuple(attackers), "blocks")
    for attacker, blocker in blocks.items():
        if not isinstance(blocker, str):
            raise ScenarioError(f"field 'blocks.{attacker}' must be a unit id, got {blocker!r:.40}")
    state, declared = step(state, cmd.Attack(side, attackers))
    events = list(declared)
    asked: set[str] = set()
    while state.awaiting_blocks():
        attacker = state.attackers[len(state.blocks)]
        asked.add(attacker)
        state, happened = step(state, cmd.Block(side.other, attacker, blocks.get(attacker)))
        events += happened
    for attacker, blocker in blocks.items():
        if attacker not in asked:
            raise RuleError(f"{blocker} cannot block {attacker}: {side.other.key} has no untapped unit free to block "
                            f"it (D23, D26)")
    return state, events


def _unit_data(state: State, unit: Unit, alive: bool) -> dict[str, Any]:
    return {"side": unit.side.key, "card": unit.card, "alive": alive, "atk": atk_of(state, unit),
            "health": health_of(state, unit), "damage": unit.damage, "tapped": unit.tapped, "sick": unit.sick,
            "shield": unit.shield, "keywords": [k for k in state.template(unit.card).keywords if k != n.SHIELD]}


def _track(records: dict[str, dict[str, Any]], state: State, events: list[ev.Event]) -> None:
    """Keep each unit as it was when it left (the events folded one at a time)."""
    for event in events:
        if isinstance(event, ev.UnitDestroyed):
            unit = state.unit(event.unit)
            if unit is not None:
                records[unit.id] = _unit_data(state, unit, False)
        state = apply(state, event)


def describe(
    state: State, records: dict[str, dict[str, Any]], enchantments: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    for unit in state.units:
        records[unit.id] = _unit_data(state, unit, True)
    for ench in state.enchantments:
        enchantments[ench.id] = {"side": ench.side.key, "card": ench.card, "alive": True}
    players = {}
    for side in Side:
        p = state.player(side)
        players[side.key] = {
            "hp": p.hp, "hero": p.hero, "cooldown": p.cooldown, "mana": dict(zip(n.MANA_KINDS, p.mana)),
            "mana_max": dict(zip(n.MANA_KINDS, p.mana_max)), "hand": list(p.hand), "hand_count": len(p.hand),
            "deck": list(p.deck), "deck_count": len(p.deck), "discard": list(p.discard), "exile": list(p.exile),
            "fatigue": p.fatigue, "sacrificed": p.sacrifices > 0, "mulligan": p.mulligan,
            "battlefield": [i for _, i in sorted([(u.seq, u.id) for u in state.units_of(side)]
                                                 + [(e.seq, e.id) for e in state.enchantments_of(side)])],
        }
    return {
        "game": "ifrita_duel", "rules": state.rules.version, "turn": state.turn, "first": state.first.key,
        "to_move": state.to_move.key, "phase": state.phase.key,
        "winner": None if not state.over else (state.winner.key if state.winner is not None else "draw"),
        "end_reason": state.end_reason, "players": players, "units": dict(records), "enchantments": dict(enchantments),
    }


def run_scenario(text: str) -> dict[str, Any]:
    def report(error: ScenarioError | RuleError | None, step_index: int | None, state: State | None) -> dict[str, Any]:
        message = None if error is None else {"step": step_index, "message": " ".join(str(error).split())}
        return {"ok": error is None, "error": message, "events": [CODEC.to_data(e) for e in events],
                "state": None if state is None else describe(state, records, enchantments)}

    events: list[ev.Event] = []
    records: dict[str, dict[str, Any]] = {}
    enchantments: dict[str, dict[str, Any]] = {}
    try:
        data = tomllib.loads(text)
        state = build(data)
        steps = data.get("do", [])
        if not isinstance(steps, list):
            raise ScenarioError("field 'do' must be a list of [[do]] tables")
    except tomllib.TOMLDecodeError as error:
        return report(ScenarioError(f"not valid TOML: {error}"), None, None)
    except ScenarioError as error:
        return report(error, None, None)
    describe(state, records, enchantments)
    for index, raw in enumerate(steps):
        try:
            after, happened = _play(state, raw)
        except (ScenarioError, RuleError) as error:
            name = raw.get("cmd") if isinstance(raw, dict) else None
            return report(type(error)(f"step {index} ({name}): {error}"), index, state)
        _track(records, state, happened)
        events += happened
        state = after
    return report(None, None, state)
