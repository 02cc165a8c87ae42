"""A what-if is played on by the engine's own step, for any game: the shell's `play_on`
ends where the same commands played in a match end, hands back the last command's events
(what a stage animates) and the state before it, and `PlayedOn.views` gives the
perspective's view before each of those events and after the last."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ifrita_duel.game import GAME as DUEL
from engine.kernel.errors import RuleError
from engine.kernel.match import Match
from engine.wizard_survive.game import GAME as WIZARD
from game.shell.viewer.whatif import PlayedOn, play_on


def _played(game: Any, seats: int, moves: int) -> Match[Any, Any, Any]:
    match: Match[Any, Any, Any] = Match(game, 11, seats=seats)
    agents = [game.make_agent(game.levels[0], 20 + s) for s in range(seats)]
    while not match.over and len(match.commands) < moves:
        seat = match.deciders()[0]
        match.play(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    return match


@pytest.mark.parametrize(("game", "seats"), [(WIZARD, 3), (DUEL, 2)])
def test_playing_on_ends_where_the_match_did(game: Any, seats: int) -> None:
    match = _played(game, seats, 12)
    start, events, after = play_on(game, match.start, match.commands)
    assert game.state_hash(after) == game.state_hash(match.state)
    assert list(events) == match.events[match.boundaries[-2]:]
    played = PlayedOn(game, start, events, after)
    for seat in (None, 0):
        views = played.views(seat)
        assert len(views) == len(events) + 1
        assert views[-1] == game.view(after, seat)


def test_a_command_the_rules_refuse_is_refused_not_guessed() -> None:
    match = _played(WIZARD, 3, 6)
    refused = match.commands[0]                 # the first seat's commitment, played twice
    with pytest.raises(RuleError):
        play_on(WIZARD, match.state, [refused, refused, refused, refused])
