"""The replay viewer's animations keep the no-leak guarantee, for every registered game
with a board in the window: stepping forward one action in a seat's perspective plays
the step's animation from what that seat knew, though the stage is handed every event
between the two positions, hidden ones included.

As in test_viewer_no_leak.py, the proof is pixels: frames sampled while the animation
plays (at the normal speed, on the same clock) in the base replay and in one that agrees
on what the seat knows once the step is over (the step's own command played otherwise
by another seat with the same public events, an earlier secret of another seat, or the
match played on differently after it) must be the same. A changed secret must show,
somewhere, mid-animation (the seat's own in its perspective, or another's in "all"),
so the frames cannot pass by showing nothing. (A secret no command sets, a deal from
the seed, is not changed here: the stages hand their planners the perspective's own
views for that.)"""

from __future__ import annotations

import time
from itertools import islice
from typing import Any

import pytest

from game.shell.viewer.screen import ViewerScreen
from game.shell.viewer.shot import open_at
from replays import Loaded
from tests.game.test_viewer_no_leak import Made, base_replay, other_future, other_history, where, windowed
from tests.game.test_viewer_whatif_no_leak import masked_picture

STEPS = 2                        # animated actions sampled per match (one at a bigger table)
FRAMES = (0.0, 0.5, 1.5)         # seconds into the animation at which it is pictured
TICK = 0.05                      # the frame clock


def hidden_twin(base: Made, k: int, seat: int) -> Made | None:
    """The base with command k, when another seat played it, replaced by one that shows
    `seat` the same (the same events it may see, the same view after: an attack's secret
    element changed, say), and played on; None when there is none."""
    match, game = base.match, base.match.game
    state, original = base.states[k], match.commands[k]
    if game.seat_of(original) == seat:
        return None
    b = match.boundaries
    seen = [e for e in match.events[b[k]:b[k + 1]] if game.visible_to(e, seat)]
    after = game.view(base.states[k + 1], seat)
    for command in islice(game.legal(state, game.seat_of(original)), 400):
        if command == original:
            continue
        new, events = game.step(state, command)
        if [e for e in events if game.visible_to(e, seat)] == seen and game.view(new, seat) == after \
                and tuple(events) != tuple(match.events[b[k]:b[k + 1]]):
            made = base.fork(k)
            made.play(command)
            made.play_on(800 + k)
            return made
    return None


def animated(base: Made, screen: ViewerScreen, count: int) -> list[int]:
    """`count` command indices whose events the stage animates, spread over the match:
    those with a hidden twin for some seat first (where a leak could show), then the
    others; among them, those holding an event some seat may not see, the richest first."""
    match, game = base.match, base.match.game
    b = match.boundaries
    seats = range(match.seats)

    def hidden(k: int) -> bool:
        return any(not game.visible_to(e, s) for e in match.events[b[k]:b[k + 1]] for s in seats)

    ranked = sorted(range(2, len(match.commands)), key=lambda k: (not hidden(k), -(b[k + 1] - b[k]), k))
    spread = len(match.commands) // (2 * count)
    moving: list[int] = []
    secret: list[int] = []
    for k in ranked[:80]:
        if any(abs(k - f) < spread for f in secret) or not screen.stage.animate(b[k], b[k + 1], 1.0):
            continue
        moving.append(k)
        if any(hidden_twin(base, k, s) is not None for s in seats):
            secret.append(k)
            if len(secret) == count:
                break
    screen.stage.finish()
    found: list[int] = []
    for k in secret + moving:
        if k not in found and all(abs(k - f) >= spread for f in found):
            found.append(k)
    return found[:count]


def frames(window: Any, loaded: Loaded, position: int, perspective: str) -> tuple[int, list[bytes | None]]:
    """Where one action forward from `position` lands, and the viewer's picture at each of
    `FRAMES` while the animation plays (None once it is over). A fresh viewer each time:
    the board's idle breathing keeps its own clock."""
    screen = open_at(window, loaded, position, perspective)
    screen.speed_index = 1                      # the normal speed: the tests' settings skip animations
    screen.next_action()
    pictures: list[bytes | None] = []
    clock = 0.0
    for at in FRAMES:
        while clock < at - 1e-9:
            screen.update(TICK)
            clock += TICK
        pictures.append(masked_picture(window, screen) if screen.stage.busy else None)
    landed = screen.model.position
    screen.stage.finish()
    return landed, pictures


def sensitive(window: Any, base: Made, start: int, end: int, seat: int, shown: list[bytes | None]) -> bool:
    """Whether the frames see secrets at all: the seat's own changed secret in its
    perspective, or a changed secret in "all" (a close-up may cover where one is)."""
    names = base.match.game.seat_names(base.match.seats).perspectives()
    own = other_history(base, end, seat, own=True)
    if own is not None:
        landed, alt = frames(window, own.loaded("own"), start, names[seat + 1])
        if landed == end and alt != shown:
            return True
    changed = own or other_history(base, end, seat)
    return changed is not None and \
        frames(window, changed.loaded("changed"), start, "all") != frames(window, base.loaded("base"), start, "all")


@pytest.mark.parametrize(("game_id", "seats"), windowed(), ids=lambda v: str(v))
def test_a_seats_animation_shows_nothing_it_did_not_know(window, game_id: str, seats: int) -> None:  # type: ignore[no-untyped-def]
    started = time.monotonic()
    base = base_replay(game_id, seats)
    loaded = base.loaded("base")
    names = loaded.header.seat_names
    screen = open_at(window, loaded, 0, "all")
    steps = animated(base, screen, STEPS if seats == 2 else 1)
    assert steps, f"{game_id}: no command animates"
    b = base.match.boundaries
    pairs = differ = 0
    for k in steps:
        start, end = b[k], b[k + 1]
        future = other_future(base, end)
        for seat in range(seats):
            landed, shown = frames(window, loaded, start, names[seat])
            assert landed == end and shown[0] is not None, (game_id, names[seat], k)
            secret = other_history(base, end, seat)
            for kind, other in (("future", future), ("secret", secret), ("hidden part", hidden_twin(base, k, seat))):
                if other is None:
                    continue
                alt_landed, alt = frames(window, other.loaded(kind), start, names[seat])
                if alt_landed != end:
                    continue
                pairs += 1
                for at, one, two in zip(FRAMES, shown, alt):
                    assert one == two, (f"{game_id}: {names[seat]}'s animation from {start} to {end}, {at} s in, "
                                        f"shows what it did not know ({kind} changed) in "
                                        f"{where(one, two) if one and two else 'whether it still plays'}")
            if not differ:
                differ += sensitive(window, base, start, end, seat, shown)
    assert pairs >= seats, f"{game_id}: only {pairs} perturbations found"
    assert differ, f"{game_id}: no changed secret ever showed mid-animation, in \"all\" or to its own seat"
    print(f"{game_id} {seats} seats: {pairs} animation pairs over commands {steps}, {time.monotonic() - started:.1f} s")
