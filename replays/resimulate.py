"""Re-simulation of a replay through its game: loading (every command must still be
legal), checkpoints, verification, and the designer's diff under a draft rule set."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.kernel.errors import RuleError
from engine.kernel.game import AnyGame, Outcome
from engine.kernel.match import Match
from replays.container import read_capped
from replays.errors import ReplayError
from replays.format import CHECKPOINT_BYTES, FORMAT, Header, Replay, loads, result_of, winners_first

AnyMatch = Match[Any, Any, Any]


@dataclass
class Loaded:
    """A replay that parsed, validated and re-simulated: the log and what it folds to."""

    replay: Replay
    match: AnyMatch
    where: str

    @property
    def header(self) -> Header:
        return self.replay.header


def checkpoint(match: AnyMatch) -> bytes:
    return bytes.fromhex(match.hash()[: 2 * CHECKPOINT_BYTES])


def closes_a_stop(game: AnyGame, events: Sequence[Any]) -> bool:
    """Whether these events close a turn, round or battle: a checkpoint follows them."""
    return any(not mark.opens for e in events for mark in game.marks(e))


def play_one(match: AnyMatch, command: Any, index: int, where: str) -> tuple[Any, ...]:
    """One command of a replay; an illegal one is a ReplayError naming its index."""
    try:
        return match.play(command)
    except RuleError as error:
        described = match.game.codec.describe(command)
        raise ReplayError(f"{where}: command {index} {described} is illegal: {error}") from None
    except (ValueError, TypeError, IndexError, KeyError) as error:
        # The codec accepted the shape, but a value is out of any sensible range
        # (an index past the roster): the engine is not asked to judge nonsense.
        described = match.game.codec.describe(command)
        raise ReplayError(f"{where}: command {index} {described} is not possible: {error}") from None


def simulate(replay: Replay, where: str, rules: Any = None) -> AnyMatch:
    match = replay.header.new_match(rules)
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


def checkpoints_of(header: Header, commands: Sequence[Any]) -> tuple[tuple[int, bytes], ...]:
    """The checkpoints of a log, for replays made after the fact (simulations, cuts)."""
    match = header.new_match()
    points = []
    for index, command in enumerate(commands):
        events = play_one(match, command, index, "log")
        if closes_a_stop(match.game, events):
            points.append((index, checkpoint(match)))
    return tuple(points)


def replay_of(match: AnyMatch, header: Header) -> Replay:
    """A complete replay of a finished (or abandoned) match, result filled in."""
    header = replace(header, result=result_of(match))
    return Replay(header, tuple(match.commands), checkpoints_of(header, match.commands))


@dataclass(frozen=True)
class Verdict:
    ok: bool
    message: str
    command: int | None = None


def verify(replay: Replay, where: str) -> Verdict:
    """Re-simulate and compare every checkpoint and the recorded result."""
    expected = dict(replay.checkpoints)
    match = replay.header.new_match()
    for index, command in enumerate(replay.commands):
        try:
            events = play_one(match, command, index, where)
        except ReplayError as error:   # a command this build refuses: it does not reproduce
            return Verdict(False, str(error), index)
        ends = closes_a_stop(match.game, events)
        recorded = expected.get(index)
        if not ends and recorded is None:
            continue
        actual = checkpoint(match)
        text = match.game.codec.describe(command)
        if recorded is None:
            return Verdict(False, f"{where}: command {index} {text} ends a turn or battle, "
                                  f"but the replay has no checkpoint there (state is {actual.hex()})", index)
        if recorded != actual:
            return Verdict(False, f"{where}: command {index} {text} gives state {actual.hex()}, "
                                  f"the replay recorded {recorded.hex()}", index)
    result = result_of(match)
    if replay.header.result is not None and result != replay.header.result:
        names = replay.header.seat_names
        return Verdict(False, f"{where}: the re-simulated result {result_text(result, names)} differs from the "
                              f"recorded {result_text(replay.header.result, names)}")
    return Verdict(True, f"{where}: reproduces: {len(replay.commands)} commands, "
                         f"{len(expected)} checkpoints match")


def result_text(result: Outcome | None, names: Sequence[str]) -> str:
    """`teal 2-1` (winners, then every seat's score)."""
    if result is None:
        return "(unfinished)"
    winners = "+".join(names[s] for s in result.winners) or "nobody"
    return f"{winners} {'-'.join(str(s) for s in winners_first(result))}"


def diff_under(replay: Replay, rules: Any, where: str) -> Verdict:
    """Replay the commands under a draft rule set and report the first event that comes
    out differently, or the first command the draft no longer allows."""
    original = simulate(replay, where)
    draft = replay.header.new_match(rules)
    game = draft.game
    for index, command in enumerate(replay.commands):
        before = original.events[original.boundaries[index]:original.boundaries[index + 1]]
        text = game.codec.describe(command)
        try:
            after = draft.play(command)
        except RuleError as error:
            return Verdict(False, f"{where}: under the draft rules command {index} {text} "
                                  f"becomes illegal: {error}", index)
        except (ValueError, TypeError, IndexError, KeyError) as error:
            return Verdict(False, f"{where}: under the draft rules command {index} {text} "
                                  f"is not possible: {error}", index)
        for offset in range(max(len(before), len(after))):
            old = before[offset] if offset < len(before) else None
            new = after[offset] if offset < len(after) else None
            if old != new:
                event_index = original.boundaries[index] + offset
                return Verdict(False, f"{where}: under the draft rules event {event_index} (command {index} "
                                      f"{text}) was {_event_text(game, old)}, now {_event_text(game, new)}", index)
    return Verdict(True, f"{where}: no event differs under the draft rules ({len(original.events)} events)")


def _event_text(game: AnyGame, event: Any) -> str:
    return "(none)" if event is None else game.codec.describe(event)
