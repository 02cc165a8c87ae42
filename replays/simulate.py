"""Re-simulation of a replay through the engine: loading (every command must still be
legal), checkpoints, verification, and the designer's diff under a draft rule set."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import Match, RuleError, RuleSet, State, state_hash
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.codec import to_data
from replays.container import read_capped
from replays.errors import ReplayError
from replays.format import CHECKPOINT_BYTES, FORMAT, Header, Replay, loads, result_of


@dataclass
class Loaded:
    """A replay that parsed, validated and re-simulated: the log and what it folds to."""

    replay: Replay
    match: Match
    where: str

    @property
    def header(self) -> Header:
        return self.replay.header


def checkpoint(state: State) -> bytes:
    return bytes.fromhex(state_hash(state)[: 2 * CHECKPOINT_BYTES])


def ends_turn_or_battle(events: Sequence[ev.Event]) -> bool:
    return any(isinstance(e, (ev.TurnEnded, ev.BattleEnded)) for e in events)


def describe(command: cmd.Command) -> str:
    data = to_data(command)
    rest = ", ".join(f"{k}={v}" for k, v in data.items() if k not in ("type", "side") and v is not None)
    return f"{data['type']}({data['side']}{', ' + rest if rest else ''})"


def play_one(match: Match, command: cmd.Command, index: int, where: str) -> tuple[ev.Event, ...]:
    """One command of a replay; an illegal one is a ReplayError naming its index."""
    try:
        return match.play(command)
    except RuleError as error:
        raise ReplayError(f"{where}: command {index} {describe(command)} is illegal: {error}") from None
    except (ValueError, TypeError, IndexError, KeyError) as error:
        # The codec accepted the shape, but a value is out of any sensible range
        # (a mage index past the roster): the engine is not asked to judge nonsense.
        raise ReplayError(f"{where}: command {index} {describe(command)} is not possible: {error}") from None


def simulate(replay: Replay, where: str, rules: RuleSet | None = None) -> Match:
    match = Match(replay.header.seed, rules if rules is not None else replay.header.rules)
    for index, command in enumerate(replay.commands):
        play_one(match, command, index, where)
    return match


def load_bytes(data: bytes, where: str = "replay") -> Loaded:
    """Parse, validate and re-simulate untrusted bytes."""
    replay = loads(data, where)
    return Loaded(replay, simulate(replay, where), where)


def load_replay(path: str | Path) -> Loaded:
    path = Path(path)
    return load_bytes(read_capped(path, FORMAT.limits), str(path))


def checkpoints_of(header: Header, commands: Sequence[cmd.Command]) -> tuple[tuple[int, bytes], ...]:
    """The checkpoints of a log, for replays made after the fact (simulations, cuts)."""
    match = Match(header.seed, header.rules)
    points = []
    for index, command in enumerate(commands):
        events = play_one(match, command, index, "log")
        if ends_turn_or_battle(events):
            points.append((index, checkpoint(match.state)))
    return tuple(points)


def replay_of(match: Match, header: Header) -> Replay:
    """A complete replay of a finished (or abandoned) match, result filled in."""
    from dataclasses import replace

    header = replace(header, result=result_of(match.state))
    return Replay(header, tuple(match.commands), checkpoints_of(header, match.commands))


@dataclass(frozen=True)
class Verdict:
    ok: bool
    message: str
    command: int | None = None


def verify(replay: Replay, where: str) -> Verdict:
    """Re-simulate and compare every checkpoint and the recorded result."""
    expected = dict(replay.checkpoints)
    match = Match(replay.header.seed, replay.header.rules)
    for index, command in enumerate(replay.commands):
        try:
            events = play_one(match, command, index, where)
        except ReplayError as error:   # a command this build refuses: it does not reproduce
            return Verdict(False, str(error), index)
        ends = ends_turn_or_battle(events)
        recorded = expected.get(index)
        if not ends and recorded is None:
            continue
        actual = checkpoint(match.state)
        if recorded is None:
            return Verdict(False, f"{where}: command {index} {describe(command)} ends a turn or battle, "
                                  f"but the replay has no checkpoint there (state is {actual.hex()})", index)
        if recorded != actual:
            return Verdict(False, f"{where}: command {index} {describe(command)} gives state {actual.hex()}, "
                                  f"the replay recorded {recorded.hex()}", index)
    result = result_of(match.state)
    if replay.header.result is not None and result != replay.header.result:
        return Verdict(False, f"{where}: the re-simulated result {_result_text(result)} differs from the "
                              f"recorded {_result_text(replay.header.result)}")
    return Verdict(True, f"{where}: reproduces: {len(replay.commands)} commands, "
                         f"{len(expected)} checkpoints match")


def _result_text(result: Any) -> str:
    if result is None:
        return "(unfinished)"
    return f"{result.winner.key} {result.score[0]}-{result.score[1]}"


def diff_under(replay: Replay, rules: RuleSet, where: str) -> Verdict:
    """Replay the commands under a draft rule set and report the first event that comes
    out differently, or the first command the draft no longer allows."""
    original = simulate(replay, where)
    draft = Match(replay.header.seed, rules)
    for index, command in enumerate(replay.commands):
        before = original.events[original.boundaries[index]:original.boundaries[index + 1]]
        try:
            after = draft.play(command)
        except RuleError as error:
            return Verdict(False, f"{where}: under the draft rules command {index} {describe(command)} "
                                  f"becomes illegal: {error}", index)
        except (ValueError, TypeError, IndexError, KeyError) as error:
            return Verdict(False, f"{where}: under the draft rules command {index} {describe(command)} "
                                  f"is not possible: {error}", index)
        for offset in range(max(len(before), len(after))):
            old = before[offset] if offset < len(before) else None
            new = after[offset] if offset < len(after) else None
            if old != new:
                event_index = original.boundaries[index] + offset
                return Verdict(False, f"{where}: under the draft rules event {event_index} (command {index} "
                                      f"{describe(command)}) was {_event_text(old)}, now {_event_text(new)}", index)
    return Verdict(True, f"{where}: no event differs under the draft rules ({len(original.events)} events)")


def _event_text(event: ev.Event | None) -> str:
    if event is None:
        return "(none)"
    data = to_data(event)
    return f"{data.pop('type')}({', '.join(f'{k}={v}' for k, v in data.items())})"
