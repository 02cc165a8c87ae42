"""The rules sandbox: a scenario (TOML text, see shared/design/scenario-format.md) sets up
one moment of a battle, plays its steps through the real engine and reports what
happened as plain data ready for JSON.

The file is data only: every value is checked against a closed set of keys and names,
nothing is evaluated. Reading the file is the caller's job; the engine stays free of I/O.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.codec import Names, to_data
from engine.mage_battle.decide import step as engine_step
from engine.mage_battle.elements import add_layer, distinct
from engine.mage_battle.names import Card, Direction, Element, Job, Orient, Side
from engine.mage_battle.position import MageSpec, default_shrines, position
from engine.mage_battle.rules import RULE_SETS, V0_6, RuleSet
from engine.mage_battle.state import Phase, State

NONE = "none"
_TOP_KEYS = ("game", "rules", "battle", "first", "round", "to_move", "ap", "shrines", "cards", "mage", "do")
_MAGE_KEYS = ("id", "side", "job", "at", "layers", "hp", "attacked", "marked")
_STEP_KEYS = {
    "move": ("mage", "to"),
    "attack": ("mage", "element", "dir", "center", "orient", "target", "responses"),
    "card": ("target",),
    "end_turn": (),
    "grant": ("mage", "element"),
}
_REQUIRED = {
    "move": ("mage", "to"),
    "attack": ("mage", "element"),
    "card": ("target",),
    "end_turn": (),
    "grant": ("mage", "element"),
}


class ScenarioError(ValueError):
    """A malformed scenario (`step` None) or an illegal step (`step` = its index in `do`)."""

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


# --- reading plain values --------------------------------------------------------

def _check_keys(table: dict[str, Any], allowed: tuple[str, ...], where: str) -> None:
    for key in table:
        if key not in allowed:
            raise ScenarioError(f"{where}: unknown key {key!r} (expected one of {', '.join(allowed)})")


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ScenarioError(f"{where} must be a string, not {value!r}")
    return value


def _integer(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScenarioError(f"{where} must be a whole number, not {value!r}")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(f"{where} must be true or false, not {value!r}")
    return value


def _table(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(f"{where} must be a table")
    return value


def _name(kind: Callable[[str], Any], value: Any, where: str) -> Any:
    try:
        return kind(_text(value, where))
    except ScenarioError:
        raise
    except ValueError as error:
        raise ScenarioError(f"{where}: {error}") from None


def _element_or_none(value: Any, where: str) -> Element | None:
    if value == NONE:
        return None
    return _name(Element.parse, value, where)  # type: ignore[no-any-return]


def _cell(rules: RuleSet, value: Any, where: str) -> int:
    return _name(rules.tables.parse, value, where)  # type: ignore[no-any-return]


# --- the setup ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Step:
    """One `[[do]]` entry, its names checked; cells are parsed when it runs (a bad cell
    makes the step illegal, not the file malformed)."""

    index: int
    cmd: str
    mage: int | None = None
    to: str | None = None
    element: Element | None = None
    direction: Direction | None = None
    center: str | None = None
    orient: Orient | None = None
    target: str | None = None
    responses: tuple[tuple[int, Element | None], ...] | None = None


def _rules(data: dict[str, Any]) -> RuleSet:
    name = _text(data.get("rules", V0_6.version), "rules")
    if name not in RULE_SETS:
        raise ScenarioError(f"unknown rule set {name!r} (known: {', '.join(RULE_SETS)})")
    return RULE_SETS[name]


def _shrines(rules: RuleSet, data: Any) -> tuple[tuple[Element, ...], tuple[Element, ...]]:
    chosen = list(default_shrines(rules))
    if data is None:
        return chosen[0], chosen[1]
    data = _table(data, "[shrines]")
    _check_keys(data, tuple(s.key for s in Side), "[shrines]")
    tables = rules.tables
    for side in Side:
        if side.key not in data:
            continue
        where = f"shrines.{side.key}"
        given: dict[int, Element] = {}
        for cell_name, element in _table(data[side.key], where).items():
            cell = _cell(rules, cell_name, where)
            given[cell] = _name(Element.parse, element, f"{where}.{cell_name}")
        cells = tables.shrine_cells[side]
        if set(given) != set(cells) or len(given) != len(cells):
            names = ", ".join(tables.name(c) for c in cells)
            raise ScenarioError(f"{where} must give an element to each of {names}, and only those")
        chosen[side] = tuple(given[c] for c in cells)
    return chosen[0], chosen[1]


def _cards(data: Any) -> tuple[Card | None, Card | None]:
    if data is None:
        return None, None
    data = _table(data, "[cards]")
    _check_keys(data, tuple(s.key for s in Side), "[cards]")
    held: list[Card | None] = [None, None]
    for side in Side:
        value = data.get(side.key, NONE)
        held[side] = None if value == NONE else _name(Card.parse, value, f"cards.{side.key}")
    return held[0], held[1]


def _mages(rules: RuleSet, data: Any) -> tuple[tuple[str, ...], list[MageSpec]]:
    if not isinstance(data, list) or not data:
        raise ScenarioError("the scenario needs [[mage]] entries (at least one per side)")
    ids: list[str] = []
    specs: list[MageSpec] = []
    where_cell: dict[int, str] = {}
    for number, raw in enumerate(data, 1):
        where = f"[[mage]] {number}"
        raw = _table(raw, where)
        _check_keys(raw, _MAGE_KEYS, where)
        for key in ("id", "side", "job", "at", "layers"):
            if key not in raw:
                raise ScenarioError(f"{where}: missing key {key!r}")
        mage_id = _text(raw["id"], f"{where} id").strip()
        if not mage_id or mage_id == NONE:
            raise ScenarioError(f"{where}: id must be a non-empty name other than 'none'")
        if mage_id in ids:
            raise ScenarioError(f"mage id {mage_id!r} is used twice")
        where = f"mage {mage_id!r}"
        cell = _cell(rules, raw["at"], f"{where} at")
        if cell in where_cell:
            raise ScenarioError(f"{where}: {rules.tables.name(cell)} already holds mage {where_cell[cell]!r}")
        where_cell[cell] = mage_id
        layers = raw["layers"]
        if not isinstance(layers, list):
            raise ScenarioError(f"{where} layers must be a list of elements ([] for none)")
        specs.append(MageSpec(
            side=_name(Side.parse, raw["side"], f"{where} side"),
            job=_name(Job.parse, raw["job"], f"{where} job"),
            cell=cell,
            layers=tuple(_name(Element.parse, e, f"{where} layers") for e in layers),
            hp=_integer(raw["hp"], f"{where} hp") if "hp" in raw else None,
            attacks=1 if _flag(raw.get("attacked", False), f"{where} attacked") else 0,
            marked=_flag(raw.get("marked", False), f"{where} marked"),
        ))
        ids.append(mage_id)
    return tuple(ids), specs


def _steps(data: Any, ids: tuple[str, ...]) -> tuple[Step, ...]:
    if data is None:
        return ()
    if not isinstance(data, list):
        raise ScenarioError("do must be a list of [[do]] tables")
    index_of = {mage_id: i for i, mage_id in enumerate(ids)}

    def mage(value: Any, where: str) -> int:
        name = _text(value, where)
        if name not in index_of:
            raise ScenarioError(f"{where}: no mage has the id {name!r}")
        return index_of[name]

    steps = []
    for index, raw in enumerate(data):
        where = f"do[{index}]"
        raw = _table(raw, where)
        kind = _text(raw.get("cmd"), f"{where} cmd")
        if kind not in _STEP_KEYS:
            raise ScenarioError(f"{where}: unknown cmd {kind!r} (expected one of {', '.join(_STEP_KEYS)})")
        _check_keys(raw, ("cmd",) + _STEP_KEYS[kind], f"{where} ({kind})")
        for key in _REQUIRED[kind]:
            if key not in raw:
                raise ScenarioError(f"{where} ({kind}): missing key {key!r}")
        fields: dict[str, Any] = {}
        if "mage" in raw:
            fields["mage"] = mage(raw["mage"], f"{where} mage")
        if "to" in raw:
            fields["to"] = _text(raw["to"], f"{where} to")
        if "center" in raw:
            fields["center"] = _text(raw["center"], f"{where} center")
        if "target" in raw:
            fields["target"] = _text(raw["target"], f"{where} target")
            if kind == "card":
                mage(raw["target"], f"{where} target")
        if "dir" in raw:
            fields["direction"] = _name(Direction.parse, raw["dir"], f"{where} dir")
        if "orient" in raw:
            fields["orient"] = _name(Orient.parse, raw["orient"], f"{where} orient")
        if "element" in raw:
            fields["element"] = (_name(Element.parse, raw["element"], f"{where} element") if kind == "grant"
                                 else _element_or_none(raw["element"], f"{where} element"))
        if "responses" in raw:
            fields["responses"] = tuple(
                (mage(who, f"{where} responses"), _element_or_none(what, f"{where} responses.{who}"))
                for who, what in _table(raw["responses"], f"{where} responses").items()
            )
        steps.append(Step(index=index, cmd=kind, **fields))
    return tuple(steps)


_POSITION_MAGE = re.compile(r"^mage (\d+):")


def start(data: dict[str, Any]) -> tuple[State, tuple[str, ...]]:
    """The starting position and the mage ids in file order; ScenarioError if malformed."""
    _check_keys(data, _TOP_KEYS, "scenario")
    if data.get("game", "mage_battle") != "mage_battle":
        raise ScenarioError(f"scenario: game {data['game']!r} is not Elemental Mage Battle (mage_battle)")
    for key in ("battle", "first", "to_move"):
        if key not in data:
            raise ScenarioError(f"scenario: missing key {key!r}")
    rules = _rules(data)
    ids, specs = _mages(rules, data.get("mage"))
    try:
        state = position(
            specs, rules=rules,
            battle=_integer(data["battle"], "battle"),
            first=_name(Side.parse, data["first"], "first"),
            round=_integer(data.get("round", 1), "round"),
            to_move=_name(Side.parse, data["to_move"], "to_move"),
            ap=_integer(data["ap"], "ap") if "ap" in data else None,
            shrines=_shrines(rules, data.get("shrines")),
            cards=_cards(data.get("cards")),
        )
    except ScenarioError:
        raise
    except ValueError as error:
        # position() numbers mages from 1 in file order; the designer knows them by id.
        message = _POSITION_MAGE.sub(lambda m: f"mage {ids[int(m.group(1)) - 1]!r}:", str(error))
        raise ScenarioError(message) from None
    return state, ids


# --- running the steps --------------------------------------------------------------

def _illegal(step: Step, message: str) -> ScenarioError:
    return ScenarioError(message, step.index)


def _step_cell(state: State, step: Step, value: str, key: str) -> int:
    try:
        return state.tables.parse(value)
    except ValueError as error:
        raise _illegal(step, f"{key}: {error}") from None


def _mage_or_cell(state: State, ids: tuple[str, ...], step: Step, value: str) -> int:
    """An O target names a mage by id or a cell; an id wins (`c1` is an id before it is C01)."""
    if value in ids:
        cell = state.mages[ids.index(value)].cell
        if cell is None:
            raise _illegal(step, f"target {value!r} has been removed")
        return cell
    return _step_cell(state, step, value, "target")


def _attack(state: State, ids: tuple[str, ...], step: Step) -> tuple[State, tuple[Any, ...]]:
    assert step.mage is not None
    side = state.to_move
    attack = cmd.Attack(
        side, step.mage, step.element, direction=step.direction,
        centre=None if step.center is None else _step_cell(state, step, step.center, "center"),
        orient=step.orient,
        target=None if step.target is None else _mage_or_cell(state, ids, step, step.target),
    )
    declared, events = engine_step(state, attack)
    targets = next(e.targets for e in events if isinstance(e, ev.AttackDeclared))
    given = dict(step.responses or ())
    for who, element in given.items():
        if who not in targets:
            raise _illegal(step, f"responses name {ids[who]!r}, which is not a target of this attack")
        layers = state.mages[who].layers
        if (element is None and layers) or (element is not None and element not in layers):
            said = element.key if element is not None else NONE
            raise _illegal(
                step, f"R13: {ids[who]!r} cannot respond with {said}, which is not one of its active elements")
    if declared.phase != Phase.RESPONSE:
        return declared, events
    choices = []
    for target in targets:
        options = distinct(state.mages[target].layers)
        if target in given:
            choices.append((target, given[target]))
        elif len(options) <= 1:
            choices.append((target, options[0] if options else None))
        else:
            raise _illegal(step, f"target {ids[target]!r} has {len(options)} active elements, "
                                 f"so responses must say which it answers with")
    answered, more = engine_step(declared, cmd.Respond(side.other, tuple(choices)))
    return answered, events + more


def _grant(state: State, ids: tuple[str, ...], step: Step) -> tuple[State, tuple[Any, ...]]:
    """R19 between battles, as a sandbox convenience: not a command, so no game event."""
    assert step.mage is not None and step.element is not None
    mage = state.mages[step.mage]
    layers = add_layer(mage.layers, step.element, state.tables)
    cancelled = next((e for e in mage.layers if state.tables.cancels[step.element][e]), None) \
        if len(layers) < len(mage.layers) else None
    mages = state.mages[:step.mage] + (dataclasses.replace(mage, layers=layers),) + state.mages[step.mage + 1:]
    granted = {
        "type": "ElementGranted", "mage": ids[step.mage], "element": step.element.key,
        "cancelled": cancelled.key if cancelled is not None else None, "layers": [e.key for e in layers],
    }
    return dataclasses.replace(state, mages=mages), (granted,)


def run_step(state: State, ids: tuple[str, ...], step: Step) -> tuple[State, tuple[Any, ...]]:
    """The state after one step and its events (engine events, or plain dicts for grants)."""
    if state.phase == Phase.OVER or state.battle_winner is not None:
        raise _illegal(step, "the battle has already ended")
    side = state.to_move
    try:
        if step.cmd == "move":
            assert step.mage is not None and step.to is not None
            return engine_step(state, cmd.Move(side, step.mage, _step_cell(state, step, step.to, "to")))
        if step.cmd == "attack":
            return _attack(state, ids, step)
        if step.cmd == "card":
            assert step.target is not None
            return engine_step(state, cmd.UseCard(side, ids.index(step.target)))
        if step.cmd == "end_turn":
            return engine_step(state, cmd.EndTurn(side))
        return _grant(state, ids, step)
    except ValueError as error:   # a RuleError names the ruling broken
        who = f" {ids[step.mage]}" if step.mage is not None else ""
        raise ScenarioError(f"{step.cmd}{who}: {error}", step.index) from None


# --- the report ----------------------------------------------------------------------

def describe(state: State, ids: tuple[str, ...]) -> dict[str, Any]:
    """The `state` object of the output: everything, secrets included (a sandbox sees all)."""
    result = state.battle_winner
    return {
        "battle": state.battle,
        "round": state.round,
        "to_move": state.to_move.key,
        "ap": state.ap,
        "winner": result.winner.key if result else None,
        "win_reason": result.reason.key if result else None,
        "mages": {
            ids[i]: {
                "side": m.side.key, "job": m.job.key,
                "at": state.tables.name(m.cell) if m.cell is not None else None,
                "hp": m.hp, "alive": m.alive, "layers": [e.key for e in m.layers],
                "attacked": m.attacks > 0, "marked": m.marked,
            }
            for i, m in enumerate(state.mages)
        },
        "cards": {s.key: (state.cards[s].key if state.cards[s] is not None else NONE) for s in Side},  # type: ignore[union-attr]
    }


def _report(error: ScenarioError | None, events: list[Any], state: State | None,
            ids: tuple[str, ...]) -> dict[str, Any]:
    return {
        "ok": error is None,
        "error": None if error is None else {"step": error.step, "message": str(error)},
        "events": events,
        "state": describe(state, ids) if state is not None else None,
    }


def run_scenario(text: str) -> dict[str, Any]:
    """The output document of scenario-format.md for a scenario's TOML text; never raises
    for bad input: `ok` is false and `error` says why."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return _report(ScenarioError(" ".join(f"not valid TOML: {error}".split())), [], None, ())
    try:
        state, ids = start(data)
    except ScenarioError as error:
        return _report(error, [], None, ())
    try:
        steps = _steps(data.get("do"), ids)
    except ScenarioError as error:
        return _report(error, [], state, ids)
    names = Names(cell=state.tables.name, mage=lambda i: ids[i])
    events: list[Any] = []
    for planned in steps:
        try:
            state, happened = run_step(state, ids, planned)
        except ScenarioError as error:
            return _report(error, events, state, ids)
        events.extend(e if isinstance(e, dict) else to_data(e, names) for e in happened)
    return _report(None, events, state, ids)
