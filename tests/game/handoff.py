"""Drives a hot-seat match of any game with a window through its screens, as people at one
screen would, and records each hand-off: the incoming person's first picture after the
curtain and the sounds of the outgoing person's private turn.

Commands come from a list (or a seeded random choice), played through the game's
`GameUI.play_command`; before each command the seated person fidgets: seeded random
hovers, clicks and keys that may select, inspect, open and cancel, but never play (the
controller refuses commands then) and never leave the screen."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import arcade

from engine.kernel import registry
from engine.kernel.errors import RuleError
from engine.kernel.match import Match
from game.shell import sound
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.curtain import CurtainScreen
from game.shell.director import Director
from game.shell.snapshot import canvas_image
from game.shell.ui import ui_of
from tests.window_fixtures import SoundRecorder

FIDGET_KEYS = (arcade.key.ESCAPE, arcade.key.TAB, arcade.key.KEY_1, arcade.key.KEY_2, arcade.key.KEY_3,
               arcade.key.KEY_6, arcade.key.KEY_7, arcade.key.KEY_8, arcade.key.E, arcade.key.R, arcade.key.T,
               arcade.key.H, arcade.key.U, arcade.key.M, arcade.key.W, arcade.key.SPACE)
STALL = 12          # frames with nothing to play before the driver presses Enter (a notice to close)


def hotseat_games() -> list[tuple[str, int]]:
    """(game id, seats) for every registered game the window can play hot-seat."""
    found = []
    for g in registry.games():
        ui = ui_of(g.game_id)
        if ui is not None and ui.hotseat is not None and ui.play_command is not None:
            found.extend((g.game_id, n) for n in g.seat_counts)
    return found


@dataclass
class HandOff:
    """A curtain taken: after `commands` commands, `incoming` sat down where `outgoing` sat."""

    commands: int
    outgoing: int | None
    incoming: int
    picture: bytes | None = None
    heard: tuple[str, ...] = ()     # the outgoing person's private turn, up to its last command
    beat: bytes | None = None       # the screen between the two, as the curtain came up
    curtain: bytes | None = None    # the curtain itself, its recap of what happened in public


@dataclass
class Run:
    commands: list[Any] = field(default_factory=list)
    handoffs: list[HandOff] = field(default_factory=list)


@contextmanager
def no_playing(window: Any) -> Iterator[None]:
    """While a person fidgets: the screen stays, the match goes nowhere."""
    c, d = window.controller, window.director
    saved = (c.submit, c.withdraw, window.show, d.end_match)

    def refuse(*args: Any, **kwargs: Any) -> bool:
        c.last_error = "fidgeting"
        return False

    c.submit, c.withdraw = refuse, refuse
    window.show = lambda screen: None
    d.end_match = lambda: None
    try:
        yield
    finally:
        c.submit, c.withdraw, window.show, d.end_match = saved


def fidget(window: Any, rng: random.Random, actions: int = 12) -> None:
    """Seeded random hovers, clicks and keys by the seated person (always the same number
    of each kind, so two fidgets differ only in where they land)."""
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    with no_playing(window):
        for k in range(actions):
            x, y = rng.uniform(0, WIDTH - 1), rng.uniform(0, HEIGHT - 1)
            wx, wy = int(ox + (x + 0.5) * s), int(oy + (y + 0.5) * s)
            window.dispatch_event("on_mouse_motion", wx, wy, 0, 0)
            if k % 2:
                window.dispatch_event("on_mouse_press", wx, wy, arcade.MOUSE_BUTTON_LEFT, 0)
                window.dispatch_event("on_mouse_release", wx, wy, arcade.MOUSE_BUTTON_LEFT, 0)
            if k % 3 == 2:
                window.press_key(rng.choice(FIDGET_KEYS))
            window.frame(draw=False)


def spy_on_curtains(window: Any, beats: list[bytes]) -> None:
    """Keep the picture of a screen that is nobody's as it raises a curtain: what both people
    saw last together (`beats`)."""
    director = window.director
    require_seat = director.require_seat

    def spied(seat: int, reason: str, then: Callable[[], None]) -> None:
        if director.seat is None and window.controller.hotseat:
            beats[:] = [canvas_image(window).tobytes()]
        require_seat(seat, reason, then)

    director.require_seat = spied


def drive(window: Any, game_id: str, seats: int, seed: int, *, commands: Sequence[Any] | None = None,
          fidget_seed: Callable[[int, int], int] = lambda seat, n: seat * 1000 + n,
          stop_at: int | None = None, handoffs: int | None = None,
          picture_at: Callable[[HandOff], bool] = lambda h: False,
          limit: int = 4000) -> Run:
    """Play a hot-seat match from `seed`: `commands` in order (else seeded random ones) until
    they run out, the match ends, a curtain is taken after `stop_at` commands, or `handoffs`
    curtains between two people have been taken."""
    ui = ui_of(game_id)
    assert ui is not None and ui.hotseat is not None and ui.play_command is not None
    recorder = SoundRecorder()
    previous = sound.install(recorder)
    chooser = random.Random(seed)
    run = Run()
    try:
        # A fresh director: what one keeps for its people's next match must not carry over.
        window.director.end_match()
        window.director = Director(window)
        ui.hotseat(window, seats, seed)
        c = window.controller
        beats: list[bytes] = []
        spy_on_curtains(window, beats)
        private_from = 0                    # where the seated person's sounds begin
        heard: tuple[str, ...] = ()
        stalled = 0
        seated: int | None = None           # the last person who sat at the screen
        for _ in range(limit):
            window.frame(draw=False)
            screen = window.current
            n = len(c.match.commands)
            if isinstance(screen, CurtainScreen):
                hand = HandOff(n, seated, screen.seat, heard=heard, beat=beats.pop() if beats else None)
                if picture_at(hand):
                    hand.curtain = canvas_image(window).tobytes()
                screen.proceed()
                seated = screen.seat
                for _ in range(3):
                    window.frame(draw=False)
                private_from = len(recorder.played)
                if picture_at(hand):
                    hand.picture = canvas_image(window).tobytes()
                run.handoffs.append(hand)
                if stop_at is not None and n >= stop_at:
                    break
                if handoffs is not None and sum(h.outgoing is not None for h in run.handoffs) >= handoffs:
                    break
                continue
            seat = window.director.seat
            exhausted = commands is not None and n >= len(commands)
            if c.over or (exhausted and stop_at is None):
                break
            if exhausted:
                continue
            if seat is None or seat not in c.human_deciders():
                stalled += 1
                if stalled > STALL:
                    window.press_key(arcade.key.ENTER)
                    stalled = 0
                continue
            stalled = 0
            fidget(window, random.Random(fidget_seed(seat, n)))
            if commands is not None:
                command = commands[n]
            else:
                legal = c.legal(seat)
                command = legal[chooser.randrange(len(legal))]
            assert ui.play_command(window, command), f"the screen refused {command!r}: {c.last_error}"
            run.commands.append(command)
            heard = tuple(recorder.played[private_from:])
        else:
            if stop_at is None or len(run.commands) < stop_at:
                raise AssertionError(f"{game_id}: the match did not go on within {limit} frames")
    finally:
        sound.install(previous)
    return run


def same_knowledge(game_id: str, seats: int, seed: int, a: Sequence[Any], b: Sequence[Any], seat: int) -> bool:
    """Whether after histories `a` and `b` `seat` has the same view and has seen the same events."""
    game = registry.get(game_id)
    ma, mb = Match(game, seed, None, seats), Match(game, seed, None, seats)
    for command in a:
        ma.play(command)
    for command in b:
        mb.play(command)
    return ma.view(seat) == mb.view(seat) and ma.seen(seat) == mb.seen(seat) and ma.deciders() == mb.deciders()


def other_history(game_id: str, seats: int, seed: int, commands: Sequence[Any], incoming: int,
                  rng: random.Random, tries: int = 60) -> list[Any] | None:
    """A history as long as `commands` that differs in what `incoming` may not know (another
    seat's earlier command replaced, the rest replayed) and agrees on all it knows; None when
    none was found in `tries` attempts."""
    game = registry.get(game_id)
    others = [i for i, command in enumerate(commands) if game.seat_of(command) != incoming]
    for i in reversed(others[-tries:]):
        m = Match(game, seed, None, seats)
        for command in commands[:i]:
            m.play(command)
        legal = m.legal(game.seat_of(commands[i]))
        for _ in range(4):
            alternative = legal[rng.randrange(len(legal))]
            if alternative == commands[i]:
                continue
            history = [*commands[:i], alternative, *commands[i + 1:]]
            try:
                if same_knowledge(game_id, seats, seed, commands, history, incoming):
                    return history
            except RuleError:  # the rest is no longer legal after the change
                pass
    return None
