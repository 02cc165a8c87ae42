"""A random match of every registered game goes through the replay format and back:
saved with `dumps` and loaded with `load_bytes` it is the same match and verifies;
flipped bytes, a changed command or a changed checkpoint are refused (a one-line
`ReplayError` or a failed verdict in one line, never another exception); and the cursor,
sought to any position, holds the state that playing to it gives."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from conformance_kit import AnyMatch, each_game, random_match, replay_bytes

from engine.kernel.game import AnyGame
from engine.kernel.match import Match
from replays.container import seal
from replays.cursor import Cursor
from replays.errors import ReplayError
from replays.format import FORMAT, loads, to_document
from replays.resimulate import Loaded, load_bytes, verify

SEED = 11
CAP = 160


@pytest.fixture(scope="module")
def played() -> dict[str, tuple[AnyMatch, bytes]]:
    out = {}
    for param in each_game():
        game = param.values[0]
        match = random_match(game, SEED, cap=CAP)
        out[game.game_id] = (match, replay_bytes(match))
    return out


@pytest.mark.parametrize("game", each_game())
def test_a_saved_match_loads_as_the_same_match_and_verifies(game: AnyGame, played: Any) -> None:
    match, data = played[game.game_id]
    loaded = load_bytes(data, "x.embr")
    assert loaded.header.game_id == game.game_id
    assert loaded.replay.commands == tuple(match.commands)
    assert loaded.match.hash() == match.hash() and loaded.match.events == match.events
    assert loaded.header.result == match.outcome()
    verdict = verify(loaded.replay, "x.embr")
    assert verdict.ok, verdict.message


def _refused(data: bytes) -> Loaded | None:
    """The loaded replay, or None when loading refused it with one line."""
    try:
        return load_bytes(data, "x.embr")
    except ReplayError as error:
        assert "\n" not in str(error) and str(error).startswith("x.embr")
        return None


@pytest.mark.parametrize("game", each_game())
def test_flipped_bytes_are_refused_in_one_line_or_load_as_another_replay(game: AnyGame, played: Any) -> None:
    match, data = played[game.game_id]
    rng = random.Random(SEED)
    refused = 0
    for _ in range(60):
        spoiled = bytearray(data)
        spot = rng.randrange(len(spoiled))
        spoiled[spot] ^= 1 << rng.randrange(8)
        loaded = _refused(bytes(spoiled))
        if loaded is None:
            refused += 1
            continue
        verdict = verify(loaded.replay, "x.embr")
        assert "\n" not in verdict.message
        if loaded.replay.commands != tuple(match.commands):
            # another log that still plays: it reproduces only if its checkpoints say so
            assert not verdict.ok or loaded.match.hash() != match.hash()
    assert refused > 0


@pytest.mark.parametrize("game", each_game())
def test_a_changed_command_is_refused(game: AnyGame, played: Any) -> None:
    """Each tried command swapped for another legal one there: the replay no longer
    verifies, in one line (a command after it may have become illegal)."""
    match, data = played[game.game_id]
    replay = loads(data, "x.embr")
    rng = random.Random(SEED)
    tried = 0
    replayed: AnyMatch = Match(game, match.seed, match.rules, match.seats)
    for index, command in enumerate(match.commands):
        state = replayed.state
        replayed.play(command)
        if index % 7 or not replay.checkpoints or index > replay.checkpoints[-1][0]:
            continue
        legal = game.legal(state, game.seat_of(command))
        others = [c for c in (legal[rng.randrange(len(legal))] for _ in range(6))
                  if c != command and game.state_hash(game.step(state, c)[0]) != replayed.hash()]
        if not others:
            continue
        doc = to_document(replay)
        doc["commands"][index] = game.codec.encode_command(others[0])
        changed = loads(seal(FORMAT, doc), "x.embr")
        verdict = verify(changed, "x.embr")
        assert not verdict.ok and "\n" not in verdict.message
        assert verdict.command is not None and verdict.command >= index
        tried += 1
    assert tried > 0


@pytest.mark.parametrize("game", each_game())
def test_a_changed_checkpoint_fails_verification_at_its_command(game: AnyGame, played: Any) -> None:
    _, data = played[game.game_id]
    replay = loads(data, "x.embr")
    assert replay.checkpoints, "a random match closes at least one turn"
    points = list(replay.checkpoints)
    k = len(points) // 2
    points[k] = (points[k][0], bytes(b ^ 0xFF for b in points[k][1]))
    verdict = verify(dataclasses.replace(replay, checkpoints=tuple(points)), "x.embr")
    assert not verdict.ok and verdict.command == points[k][0] and "\n" not in verdict.message


@pytest.mark.parametrize("game", each_game())
def test_seeking_the_cursor_gives_the_state_of_playing_there(game: AnyGame, played: Any) -> None:
    match, data = played[game.game_id]
    loaded = load_bytes(data, "x.embr")
    cursor = Cursor(loaded)
    rng = random.Random(SEED)
    positions = [rng.randrange(len(cursor) + 1) for _ in range(25)] + [0, len(cursor)]
    for position in positions:
        cursor.seek(position)
        folded = match.start
        for event in match.events[:position]:
            folded = game.apply(folded, event)
        assert game.state_hash(cursor.state) == game.state_hash(folded), position
    # at every command boundary the cursor holds what playing the commands so far gives
    step: AnyMatch = Match(game, match.seed, match.rules, match.seats)
    for index, boundary in enumerate(match.boundaries):
        if index:
            step.play(match.commands[index - 1])
        if index % 5 == 0 or index == len(match.commands):
            assert game.state_hash(cursor.seek(boundary)) == step.hash(), index
    with pytest.raises(IndexError):
        cursor.seek(len(cursor) + 1)
