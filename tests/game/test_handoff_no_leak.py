"""What a person may not know never reaches their screen at a hot-seat hand-off, for every
registered game with a window and every seat count: the incoming person's first picture
after the curtain is pixel-identical whatever the outgoing person did on their screen
(other fidgets) and whatever they hid (another earlier choice of theirs, or of any other
seat, that leaves the incoming seat's view and seen events the same); and what the
outgoing person's private turn sounded like does not depend on where they clicked. The
screen between the two (nobody's, where public moments play for both) as the curtain comes
up over it, and the curtain with its recap, are compared too."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from game.shell.canvas import HEIGHT, WIDTH
from tests.game.handoff import HandOff, drive, hotseat_games, other_history

HAND_OFFS = 3        # hand-offs checked per game and seat count
PLAYED = 8           # hand-offs played before the last ones checked


@pytest.fixture
def hot_window(window: Any) -> Any:
    previous = window.director
    yield window
    window.director.end_match()
    window.director = previous


def checked(run_handoffs: list[HandOff]) -> list[HandOff]:
    """The hand-offs to check: the first between two people (setup's secrets) and the last
    ones (a match under way: hands, selections, commitments)."""
    between = [h for h in run_handoffs if h.outgoing is not None]
    last = between[-(HAND_OFFS - 1):]
    return last if between[0] in last else [between[0], *last]


def keep_pictures(folder: Path, *hands: HandOff) -> None:
    """The pictures of a failed comparison, for whoever reads the failure."""
    from PIL import Image

    for name, hand in zip("ab", hands):
        for kind, picture in (("after", hand.picture), ("beat", hand.beat), ("curtain", hand.curtain)):
            if picture is not None:
                Image.frombytes("RGB", (WIDTH, HEIGHT), picture).save(folder / f"{name}_{kind}.png")


@pytest.mark.parametrize(("game_id", "seats"), hotseat_games())
def test_the_incoming_person_sees_nothing_of_what_the_outgoing_did_or_hid(hot_window: Any, game_id: str,
                                                                           seats: int, tmp_path: Path) -> None:
    seed = 11 + seats
    first = drive(hot_window, game_id, seats, seed, handoffs=PLAYED,
                  picture_at=lambda h: h.outgoing is not None)
    hands = checked(first.handoffs)
    assert hands, f"{game_id} with {seats}: no hand-off between two people"
    perturbed = 0
    for hand in hands:
        history = first.commands[:hand.commands]
        other = other_history(game_id, seats, seed, history, hand.incoming, random.Random(hand.commands))
        perturbed += other is not None
        # The same history fidgeted otherwise, and (when found) another history fidgeted otherwise.
        for commands, salt in ((history, 1), (other, 2)):
            if commands is None:
                continue

            def pictured(h: HandOff, at: HandOff = hand) -> bool:
                return h.commands == at.commands and h.incoming == at.incoming

            def fidgets(seat: int, n: int, salt: int = salt, incoming: int = hand.incoming) -> int:
                return seat * 1000 + n + (0 if seat == incoming else 7919 * salt)

            again = drive(hot_window, game_id, seats, seed, commands=commands, stop_at=hand.commands,
                          picture_at=pictured, fidget_seed=fidgets)
            twin = next(h for h in again.handoffs if pictured(h))
            if (twin.picture, twin.beat, twin.curtain) != (hand.picture, hand.beat, hand.curtain):
                keep_pictures(tmp_path, hand, twin)
            assert hand.picture is not None and twin.picture == hand.picture, (
                f"{game_id} with {seats}: seat {hand.incoming}'s first picture after the curtain at command "
                f"{hand.commands} depends on what seat {hand.outgoing} did or hid "
                f"({'fidgets' if salt == 1 else 'history'}; pictures in {tmp_path})")
            assert twin.beat == hand.beat, (
                f"{game_id} with {seats}: the shared screen before seat {hand.incoming}'s curtain at command "
                f"{hand.commands} shows what only some knew ({'fidgets' if salt == 1 else 'history'}; pictures in "
                f"{tmp_path})")
            assert twin.curtain == hand.curtain, (
                f"{game_id} with {seats}: seat {hand.incoming}'s curtain at command {hand.commands} tells what "
                f"only some knew ({'fidgets' if salt == 1 else 'history'}; pictures in {tmp_path})")
            assert twin.heard == hand.heard, (
                f"{game_id} with {seats}: seat {hand.outgoing}'s private turn sounded different: "
                f"{hand.heard} vs {twin.heard}")
    assert perturbed, f"{game_id} with {seats}: no other history with the same public facts was found"
