"""The replay viewer's no-leak guarantee, for every registered game with a board in the
window: in a seat's perspective the viewer shows nothing after its cursor, and at the
cursor only what that seat knew then.

The proof is the AIs' no-peek test applied to pixels. For sampled cursor positions and
each seat, a second replay is made that agrees on everything that seat knows up to the
cursor (the events it saw and its view there) and differs in the rest: another seat's
earlier command replaced by another legal one, or the match played on differently after
the cursor. Both are drawn by the code path of `mage-battle replay shot`, and the two
pictures must be the same pixels, panels and event list included. Only the timeline
strip and the status's counts are left out of the comparison: the rule lets them show
that events exist (the match's length, where the cursor is in it), and a different
history has a different length. The same comparison in "all", or with the seat's own
secret changed, must see a difference, so it cannot pass by seeing nothing.

Wizard Survive's own case is checked by name too: a seat's event list once listed later
steps, their reveals naming another seat's card still face down on the stage."""

from __future__ import annotations

import time
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import game.uis  # noqa: F401  (registers their windows)
from engine.kernel import registry
from engine.kernel.errors import RuleError
from engine.kernel.match import Match
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.snapshot import canvas_image
from game.shell.ui import ui_of
from game.shell.viewer.shot import open_at
from replays import Loaded, ai, new_header
from replays.notes import Recorder
from replays.resimulate import replay_of

AnyMatch = Match[Any, Any, Any]
SEED = 5
FRACTIONS = (0.1, 0.35, 0.6)      # where the sampled cursors stand, as shares of the commands


def windowed() -> list[tuple[str, int]]:
    """(game, seats) for every registered game with a replay stage: its fewest seats, and
    its most too when they differ (four wizards see less of each other than two)."""
    found = []
    for g in registry.games():
        ui = ui_of(g.game_id)
        if ui is None or ui.replay_view is None:
            continue
        counts = sorted(set(g.seat_counts))
        found += [(g.game_id, n) for n in dict.fromkeys((counts[0], counts[-1]))]
    return found


# ---- replays made here ----------------------------------------------------------------

@dataclass
class Made:
    match: AnyMatch
    notes: list[Any]
    states: list[Any]         # the state before each command, and the last

    def loaded(self, name: str) -> Loaded:
        game = self.match.game
        header = new_header(self.match.seed, *[ai(game.levels[0])] * self.match.seats,
                            started="2026-12-01T10:00:00+00:00", game=game.game_id)
        return Loaded(replace(replay_of(self.match, header), notes=tuple(self.notes)), self.match, name)

    def play(self, command: Any) -> None:
        self.match.play(command)
        self.states.append(self.match.state)

    def fork(self, k: int) -> Made:
        """This match as it stood before command k (states are immutable: nothing replayed)."""
        m, b = self.match, self.match.boundaries
        match = Match(m.game, m.seed, m.rules, m.seats, start=m.start)
        match.state, match.commands = self.states[k], m.commands[:k]
        match.events, match.boundaries = m.events[:b[k]], b[:k + 1]
        return Made(match, [n for n in self.notes if n.command < k], self.states[:k + 1])

    def state_at(self, position: int) -> Any:
        c = max(0, command_at(self.match, position))
        state = self.states[c]
        for e in self.match.events[self.match.boundaries[c]:position]:
            state = self.match.game.apply(state, e)
        return state

    def knows(self, position: int, seat: int) -> tuple[list[Any], Any]:
        """What `seat` knows at `position`: the events it saw up to there and its view."""
        game = self.match.game
        return ([e for e in self.match.events[:position] if game.visible_to(e, seat)],
                game.view(self.state_at(position), seat))

    def play_on(self, agent_seed: int) -> None:
        """Play to the end with seeded agents of the weakest level, recording their notes."""
        match, game = self.match, self.match.game
        agents: dict[int, Any] = {}
        recorder = Recorder(game)
        while not match.over:
            seat = match.deciders()[0]
            agent = agents.setdefault(seat, game.make_agent(game.levels[0], agent_seed + 17 * seat))
            view = match.view(seat)
            self.play(agent.choose(view, match.legal(seat), match.seen(seat)))
            recorder.after_choice(agent, seat, len(match.commands) - 1)
        self.notes.extend(recorder.notes)


def base_replay(game_id: str, seats: int) -> Made:
    match = Match(registry.get(game_id), SEED, seats=seats)
    made = Made(match, [], [match.state])
    made.play_on(100)
    return made


def command_at(match: AnyMatch, position: int) -> int:
    """The command whose events reach `position` (-1 at the start)."""
    return bisect_left(match.boundaries, position, hi=len(match.commands)) - 1 if position else -1


def swapped(base: Made, k: int, command: Any, upto: int) -> Made | None:
    """The base's commands up to `upto` with command k replaced; None when a later one is
    no longer legal after the swap."""
    made = base.fork(k)
    try:
        made.play(command)
        for later in base.match.commands[k + 1:upto + 1]:
            made.play(later)
    except RuleError:
        return None
    made.notes += [n for n in base.notes if k < n.command <= upto]
    return made


def alternatives(base: Made, k: int, tries: int = 4) -> Iterator[Any]:
    """Other legal commands for command k's seat where it played it."""
    match, game = base.match, base.match.game
    state, seat = base.states[k], game.seat_of(match.commands[k])
    view, legal = game.view(state, seat), game.legal(state, seat)
    seen = [e for e in match.events[:match.boundaries[k]] if game.visible_to(e, seat)]
    picked = {repr(match.commands[k])}
    # A short list is tried whole (a private deck among a few); a long one by agents' picks.
    found = list(legal) if len(legal) <= 12 else \
        (game.make_agent(game.levels[0], 900 + n).choose(view, legal, seen) for n in range(tries))
    for choice in found:
        if repr(choice) not in picked:
            picked.add(repr(choice))
            yield choice


def other_history(base: Made, position: int, seat: int, own: bool = False) -> Made | None:
    """A replay that agrees with the base on what `seat` knows at `position` (its seen
    events and its view) while its events before `position` differ: a recent command of
    another seat (`own`: of `seat` itself, and then it must *not* agree) replaced by another
    legal one, played on differently to the end. None when no such swap was found."""
    match, game = base.match, base.match.game
    upto = command_at(match, position)
    wanted = base.knows(position, seat)
    tried = 0
    for k in range(upto, -1, -1):
        if (game.seat_of(match.commands[k]) == seat) != own:
            continue
        tried += 1
        if tried > 6:
            return None
        for command in alternatives(base, k):
            made = swapped(base, k, command, upto)
            if made is None or len(made.match.events) < position \
                    or made.match.events[:position] == match.events[:position]:
                continue
            if (made.knows(position, seat) == wanted) != own and command_at(made.match, position) == upto:
                made.play_on(300 + k)
                return made
    return None


def other_future(base: Made, position: int) -> Made | None:
    """The base up to `position`, then played on by other agents; None if it ends the same."""
    made = base.fork(command_at(base.match, position) + 1)
    made.play_on(500 + position)
    return None if made.match.events[position:] == base.match.events[position:] else made


# ---- pictures -------------------------------------------------------------------------

def masked(window: Any, loaded: Loaded, position: int, perspective: str) -> bytes:
    """The viewer's picture without the timeline strip and the status's counts (the
    length they show is allowed to differ)."""
    screen = open_at(window, loaded, position, perspective)
    # The status's counts are right-aligned and a long one reaches the "+" button beside them.
    t, status = screen.timeline, screen.btn_faster
    image = canvas_image(window)
    from PIL import ImageDraw

    draw = ImageDraw.Draw(image)
    for left, bottom, right, top in ((t.x - 5, t.y - 8, t.x + t.w + 5, t.y + t.h + 8),
                                     (status.x, status.y - 1, WIDTH, status.y + status.h + 1)):
        draw.rectangle((left, HEIGHT - top, right, HEIGHT - bottom), fill=(255, 0, 255))
    return image.tobytes()


def where(one: bytes, other: bytes) -> str:
    """The box (left, top, right, bottom in the picture) of the pixels that differ."""
    from PIL import Image, ImageChops

    a, b = (Image.frombytes("RGB", (WIDTH, HEIGHT), x) for x in (one, other))
    return str(ImageChops.difference(a, b).getbbox())


def positions(match: AnyMatch) -> list[int]:
    """Cursor positions: early in the match, and command boundaries at `FRACTIONS` of it
    and the ones just after them (in a game of simultaneous steps, one of the two falls
    inside a step)."""
    n = len(match.commands)
    found = [match.boundaries[2]]       # after the first secret choices (a deck, shrines, a card)
    for f in FRACTIONS:
        k = max(1, int(n * f))
        found += [match.boundaries[k], match.boundaries[k + 1]]
    return sorted(set(found))


@pytest.mark.parametrize(("game_id", "seats"), windowed(), ids=lambda v: str(v))
def test_a_seat_sees_the_same_pixels_whatever_it_did_not_know(window, game_id: str, seats: int) -> None:  # type: ignore[no-untyped-def]
    started = time.monotonic()
    base = base_replay(game_id, seats)
    loaded = base.loaded("base")
    names = loaded.header.seat_names
    pairs = secrets = differ_all = differ_own = 0
    for position in positions(base.match):
        future = other_future(base, position)
        for seat in range(seats):
            shown = masked(window, loaded, position, names[seat])
            for kind, other in (("future", future), ("secret", other_history(base, position, seat))):
                if other is None:
                    continue
                pairs += 1
                secrets += kind == "secret"
                alt = masked(window, other.loaded(kind), position, names[seat])
                assert alt == shown, (f"{game_id}: {names[seat]}'s perspective at {position} shows what it "
                                      f"did not know ({kind} changed) in {where(shown, alt)}")
            own = other_history(base, position, seat, own=True)
            if own is not None and masked(window, own.loaded("own"), position, names[seat]) != shown:
                differ_own += 1
        if future is not None and masked(window, future.loaded("future"), position, "all") \
                != masked(window, loaded, position, "all"):
            differ_all += 1
    assert pairs >= 2 * seats and secrets, f"{game_id}: only {pairs} perturbations found ({secrets} of secrets)"
    assert differ_all and differ_own, (game_id, differ_all, differ_own)
    print(f"{game_id} {seats} seats: {pairs} pairs ({secrets} of secrets), {time.monotonic() - started:.1f} s")


@pytest.mark.parametrize("seats", [2, 4])
def test_wizard_survive_seat_list_ends_at_its_cursor(window, seats: int) -> None:  # type: ignore[no-untyped-def]
    """Every seat's perspective, at every command of a Wizard Survive match: the event list
    and the drawn rows hold only events before the cursor (no later reveal naming a card
    still face down), and the timeline marks none after it; "all" lists the whole match."""
    from engine.wizard_survive import events as ev

    base = base_replay("wizard_survive", seats)
    loaded = base.loaded("ws")
    names = loaded.header.seat_names
    for perspective in names:
        screen = open_at(window, loaded, 0, perspective)
        model = screen.model
        for position in base.match.boundaries[::3]:
            screen.go(position)
            lines = model.lines()
            assert all(line.index < position for line in lines), (perspective, position)
            shown = screen.events_panel.visible_texts()       # as fitted: a long one cut with "…"
            assert all(any(line.text.startswith(t.removesuffix("…")) for line in lines) for t in shown), \
                (perspective, position)
            reveals = sum(isinstance(e, ev.StepRevealed) for e in model.events[:position])
            assert sum(isinstance(model.events[line.index], ev.StepRevealed) for line in lines) == reveals
            assert all(m.position <= position for m, sprite in screen.timeline.marks if sprite.visible)
    screen = open_at(window, loaded, 1, "all")
    assert len(screen.model.lines()) > 1 and screen.model.lines()[-1].index == len(base.match.events) - 1
