"""The rules sandbox (the game's scenario-format.md): a TOML file sets up one moment of
a game, plays its steps through the real engine and reports as one JSON document."""

from __future__ import annotations

import re
import tomllib
from typing import Any

from engine.kernel.errors import RuleError
from engine.wizard_survive.codec import CODEC, SEAT_WORDS
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import SEAT_NAMES, Card
from engine.wizard_survive.resolve import step as play
from engine.wizard_survive.rules import KNOWN, RuleSet
from engine.wizard_survive.state import State, Wizard

TOP_KEYS = ("game", "rules", "round", "step", "players", "do")
PLAYER_KEYS = ("lives", "mana", "souls", "out")


class ScenarioError(Exception):
    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


def _shown(value: Any) -> str:
    """A value as a message quotes it: a hostile file's megabyte of text is cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _whole(value: Any, low: int, high: int, where: str, step: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ScenarioError(f"{where} must be a whole number from {low} to {high}, got {_shown(value)}", step)
    return value


def _player(rules: RuleSet, seat: str, data: Any) -> Wizard:
    where = f"players.{seat}"
    if not isinstance(data, dict):
        raise ScenarioError(f"{where} must be a table")
    for key in data:
        if key not in PLAYER_KEYS:
            raise ScenarioError(f"{where}: unknown key {_shown(key)} (expected {', '.join(PLAYER_KEYS)})")
    out = data.get("out")
    if out is not None and not isinstance(out, bool):
        raise ScenarioError(f"{where}.out must be true or false, got {_shown(out)}")
    lives = _whole(data.get("lives", 0 if out else rules.start_lives), 0, rules.start_lives, f"{where}.lives")
    if out is None:
        out = lives == 0
    if out != (lives == 0):
        raise ScenarioError(
            f"{where}: out = {str(out).lower()} contradicts lives = {lives} (W17: out exactly at 0 lives)")
    mana = _whole(data.get("mana", rules.start_mana), 0, rules.mana_cap, f"{where}.mana")
    souls = _whole(data.get("souls", 0), 0, rules.souls_to_win - 1, f"{where}.souls")
    return Wizard(lives, mana, souls, out)


def start(data: dict[str, Any]) -> State:
    for key in data:
        if key not in TOP_KEYS:
            raise ScenarioError(f"unknown key {_shown(key)} (expected {', '.join(TOP_KEYS)})")
    if data.get("game") != "wizard_survive":
        raise ScenarioError(f"game must be \"wizard_survive\", got {_shown(data.get('game'))}")
    name = data.get("rules", "ws-1")
    if not isinstance(name, str) or name not in KNOWN:
        raise ScenarioError(f"rules: unknown rule set {_shown(name)} (known: {', '.join(KNOWN)})")
    rules = KNOWN[name]
    round_ = _whole(data.get("round", 1), 1, rules.round_limit, "round")
    step = _whole(data.get("step", 1), 1, rules.step_limit, "step")
    players = data.get("players")
    if not isinstance(players, dict):
        raise ScenarioError("players: a table per seat is required ([players.red], [players.blue], ...)")
    for seat in players:
        if seat not in SEAT_NAMES:
            raise ScenarioError(f"players: unknown seat {_shown(seat)} (expected {', '.join(SEAT_NAMES)})")
    count = len(players)
    if not rules.min_players <= count <= rules.max_players or set(players) != set(SEAT_NAMES[:count]):
        raise ScenarioError(f"players must be the first N seats in order ({', '.join(SEAT_NAMES)}), "
                            f"{rules.min_players} <= N <= {rules.max_players}; got {', '.join(players)} (W1)")
    wizards = tuple(_player(rules, seat, players[seat]) for seat in SEAT_NAMES[:count])
    if sum(not w.out for w in wizards) < 2:
        raise ScenarioError("fewer than two players are in: that round would already have ended (W18)")
    return State(rules, count, round_, step, wizards, (None,) * count)


def _seat(value: Any, seats: int, where: str, index: int) -> int:
    if not isinstance(value, str) or value not in SEAT_NAMES[:seats]:
        names = ", ".join(SEAT_NAMES[:seats])
        raise ScenarioError(f"{where}: unknown seat {_shown(value)} (this game's seats: {names})", index)
    return SEAT_NAMES.index(value)


def _commit(state: State, seat: int, entry: Any, index: int) -> Commit:
    where = f"do[{index}].{SEAT_NAMES[seat]}"
    if not isinstance(entry, dict):
        raise ScenarioError(f"{where} must be a table {{ card = ..., target = ... }}", index)
    for key in entry:
        if key not in ("card", "target"):
            raise ScenarioError(f"{where}: unknown key {_shown(key)} (expected card, target)", index)
    card = entry.get("card")
    try:
        parsed = Card.parse(card) if isinstance(card, str) else None
    except ValueError as error:
        raise ScenarioError(f"{where}.card: {error}", index) from None
    if parsed is None:
        raise ScenarioError(f"{where}.card is required: one of {', '.join(c.key for c in Card)}", index)
    target = entry.get("target", [])
    targets = target if isinstance(target, list) else [target]
    return Commit(seat, parsed, tuple(_seat(t, state.seats, f"{where}.target", index) for t in targets))


def run_step(state: State, entry: Any, index: int) -> tuple[State, list[Any]]:
    """One `[[do]]` entry, all of it or none of it."""
    if state.over:
        raise ScenarioError("the game is over: no step can follow (W23)", index)
    if not isinstance(entry, dict):
        raise ScenarioError(f"do[{index}] must be a table of commitments by seat", index)
    for key in entry:
        if key not in SEAT_NAMES[:state.seats]:
            raise ScenarioError(f"do[{index}]: unknown seat {_shown(key)} (this game's seats: "
                                f"{', '.join(SEAT_NAMES[:state.seats])})", index)
        if state.wizards[SEAT_NAMES.index(key)].out:
            raise ScenarioError(f"do[{index}]: {key} is out and commits nothing (W4, W17)", index)
    events: list[Any] = []
    for seat in state.in_seats():
        if SEAT_NAMES[seat] not in entry:
            raise ScenarioError(f"do[{index}]: {SEAT_NAMES[seat]} is in and has no commitment (W4)", index)
        try:
            state, happened = play(state, _commit(state, seat, entry[SEAT_NAMES[seat]], index))
        except RuleError as error:
            raise ScenarioError(str(error), index) from None
        events.extend(happened)
    return state, events


def _event_data(event: Any) -> dict[str, Any]:
    """An event as the format shows it: seats by name, its type in the format's words
    (`StepRevealed` -> `step_revealed`)."""
    data = CODEC.to_data(event, SEAT_WORDS)
    data["type"] = re.sub(r"(?<!^)(?=[A-Z])", "_", data["type"]).lower()
    return data


def describe(state: State) -> dict[str, Any]:
    last = state.rounds[-1] if state.rounds else None
    return {
        "game": "wizard_survive",
        "rules": state.rules.version,
        "round": state.round,
        "step": state.step,
        "players": {SEAT_NAMES[s]: {"lives": w.lives, "mana": w.mana, "souls": w.souls, "out": w.out}
                    for s, w in enumerate(state.wizards)},
        "last_round": None if last is None else {
            "round": last.round, "step": last.step, "end": last.end.key,
            "scorer": None if last.scorer is None else SEAT_NAMES[last.scorer], "souls": last.souls},
        "game_over": state.over,
        "winner": None if state.winner is None else SEAT_NAMES[state.winner],
        "end_reason": None if state.game_end is None else state.game_end.key,
    }


def run_scenario(text: str) -> dict[str, Any]:
    events: list[Any] = []
    state: State | None = None
    try:
        try:
            data = tomllib.loads(text)
        except ValueError as error:      # TOMLDecodeError, and an integer of thousands of digits
            raise ScenarioError(f"not valid TOML ({error})") from None
        except RecursionError:
            raise ScenarioError("not valid TOML (nested too deeply)") from None
        state = start(data)
        steps = data.get("do", [])
        if not isinstance(steps, list):
            raise ScenarioError("do must be an array of tables ([[do]])")
        for index, entry in enumerate(steps):
            state, happened = run_step(state, entry, index)
            events.extend(_event_data(e) for e in happened)
    except ScenarioError as error:
        before = None if error.step is None or state is None else describe(state)
        return {"ok": False, "error": {"step": error.step, "message": str(error)}, "events": events, "state": before}
    return {"ok": True, "error": None, "events": events, "state": describe(state)}

