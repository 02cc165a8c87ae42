"""The replay viewer's what-if keeps the no-leak guarantee, for every registered game with
a board in the window: in a seat's perspective the what-if starts from what that seat
knew at the cursor and never compares with, or shows, what the replay did after it.

As in test_viewer_no_leak.py, the proof is pixels: the what-if panel is opened at the
cursor in a seat's perspective (and, when the game's panel has one, its default is
resolved and shown on the board), in the base replay and in one that agrees on what the
seat knows there. Here the other replays differ where a what-if is tempted to look:
the very next command (the blocks, responses or commitments the what-if re-plays, made
otherwise), and an earlier secret of another seat. The pictures must be the same; in
"all" the what-if may show the replay's own choices, and must, somewhere, differ."""

from __future__ import annotations

import time
from typing import Any

import pytest

from engine.ifrita_duel.commands import Block
from engine.mage_battle.commands import Respond
from engine.wizard_survive.commands import Commit
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.i18n import known, tr
from game.shell.snapshot import canvas_image
from game.shell.viewer.screen import ViewerScreen
from game.shell.viewer.shot import open_at
from tests.game.test_viewer_no_leak import (
    Made,
    alternatives,
    base_replay,
    command_at,
    other_history,
    where,
    windowed,
)

# The command each game's what-if plays again otherwise: the cursor is put just before
# and just after some of them, where the replay's choice is still to come or just made.
SUBJECT: dict[str, type] = {"ifrita_duel": Block, "mage_battle": Respond, "wizard_survive": Commit}
SAMPLES = 2          # subject commands sampled per match, spread over it (one at a bigger table)


def other_next(base: Made, position: int) -> Made | None:
    """The base up to `position` (a command boundary), then another legal command where
    the base played its next one, and played on; None when there is no other."""
    k = command_at(base.match, position) + 1
    if k >= len(base.match.commands):
        return None
    for command in alternatives(base, k):
        made = base.fork(k)
        made.play(command)
        made.play_on(700 + k)
        return made
    return None


def subject_positions(base: Made, game_id: str, samples: int) -> list[int]:
    """Just before and just after `samples` of the game's subject commands, spread over the
    match (skipping the first ones, made before much is on the board)."""
    commands = base.match.commands
    found = [k for k, c in enumerate(commands) if isinstance(c, SUBJECT[game_id]) and k > 2]
    picked = [found[int(len(found) * (i + 0.5) / samples)] for i in range(samples)] if found else []
    b = base.match.boundaries
    return sorted({p for k in picked for p in (b[k], b[k + 1])})


def masked_picture(window: Any, screen: ViewerScreen) -> bytes:
    """`screen` drawn now, without the timeline strip and the status's counts (as
    test_viewer_no_leak.masked: the length they show may differ)."""
    from PIL import ImageDraw

    window.show(screen)
    t, status = screen.timeline, screen.btn_faster
    image = canvas_image(window)
    draw = ImageDraw.Draw(image)
    for left, bottom, right, top in ((t.x - 5, t.y - 8, t.x + t.w + 5, t.y + t.h + 8),
                                     (status.x, status.y - 1, WIDTH, status.y + status.h + 1)):
        draw.rectangle((left, HEIGHT - top, right, HEIGHT - bottom), fill=(255, 0, 255))
    return image.tobytes()


def at_rest(screen: ViewerScreen, position: int, perspective: str) -> None:
    """The viewer at rest at `position` in `perspective`, no panel open (what
    `set_perspective` and `go` make of it, drawn once)."""
    screen.close_panel()
    screen.stage.finish()
    screen.model.set_perspective(perspective)
    screen.model.cursor.seek(position)
    screen.events_panel.unpin()
    screen.refresh()


def whatif_action(screen: ViewerScreen) -> Any:
    action = next((a for a in screen.stage.actions() if a.label_key.endswith("whatif")), None)
    assert action is not None, "the stage offers no what-if"
    return action


def whatif_pictures(window: Any, screen: ViewerScreen, position: int, perspective: str) -> list[bytes]:
    """The viewer with the what-if panel opened at `position` in `perspective`; then, when
    the panel has a resolve button, the board resting on its default resolved."""
    window.show(screen)
    at_rest(screen, position, perspective)
    action = whatif_action(screen)
    action.action()
    assert screen.panel is not None, "the what-if opened no panel"
    pictures = [masked_picture(window, screen)]
    resolve = f"{action.label_key}.resolve"
    button = next((b for b in screen.panel.ui.buttons if known(resolve) and b.label.text == tr(resolve)), None)
    if button is not None and button.enabled:
        button.action()
        screen.stage.finish()
        pictures.append(masked_picture(window, screen))
    screen.close_panel()
    return pictures


def test_every_windowed_game_names_its_whatif_subject() -> None:
    assert {g for g, _ in windowed()} <= set(SUBJECT)


@pytest.mark.parametrize(("game_id", "seats"), windowed(), ids=lambda v: str(v))
def test_a_seats_whatif_shows_nothing_it_did_not_know(window, game_id: str, seats: int) -> None:  # type: ignore[no-untyped-def]
    started = time.monotonic()
    base = base_replay(game_id, seats)
    loaded = base.loaded("base")
    names = loaded.header.seat_names
    screen = open_at(window, loaded, 0, "all")
    pairs = differ_all = 0
    for position in subject_positions(base, game_id, SAMPLES if seats == 2 else 1):
        nxt = other_next(base, position)
        other = open_at(window, nxt.loaded("next"), 0, "all") if nxt is not None else None
        for seat in range(seats):
            shown = whatif_pictures(window, screen, position, names[seat])
            alts = [("next command", other)]
            secret = other_history(base, position, seat)
            if secret is not None:
                alts.append(("secret", open_at(window, secret.loaded("secret"), 0, "all")))
            for kind, alt_screen in alts:
                if alt_screen is None:
                    continue
                pairs += 1
                alt = whatif_pictures(window, alt_screen, position, names[seat])
                assert len(alt) == len(shown), (game_id, names[seat], position, kind)
                for k, (one, two) in enumerate(zip(shown, alt)):
                    assert one == two, (f"{game_id}: {names[seat]}'s what-if at {position} "
                                        f"({'resolved' if k else 'panel'}) shows what it did not know "
                                        f"({kind} changed) in {where(one, two)}")
        if other is not None and whatif_pictures(window, other, position, "all") \
                != whatif_pictures(window, screen, position, "all"):
            differ_all += 1
    assert pairs >= 2 * seats, f"{game_id}: only {pairs} perturbations found"
    assert differ_all, f"{game_id}: in \"all\" the what-if never showed the replay's next choice"
    print(f"{game_id} {seats} seats: {pairs} what-if pairs, {time.monotonic() - started:.1f} s")
