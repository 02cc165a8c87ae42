"""The table's log: every public event of the match in words (the shell's LogPane), as
everyone at the screen reads it, so nothing a seat alone knows is ever written there.
A reveal's lines join when its scene has played, never ahead of what it shows."""

from __future__ import annotations

from collections.abc import Iterable

from engine.wizard_survive import events as ev
from game.shell import palette as pal
from game.shell.log_pane import Line
from game.wizard_survive.words import TABLE, event_words

# Steps frame the rest (dim); losses and outs stand out; a round's and the game's ends in gold.
COLOURS: dict[type, tuple[int, int, int, int]] = {
    ev.StepStarted: pal.STONE, ev.RoundStarted: pal.STONE, ev.StepRevealed: pal.WHITE,
    ev.LivesLost: pal.CRIMSON_LIGHT, ev.PlayerOut: pal.CRIMSON_LIGHT,
    ev.RoundEnded: pal.GOLD, ev.GameEnded: pal.GOLD,
}


def log_lines(events: Iterable[ev.Event]) -> list[Line]:
    lines: list[Line] = []
    for e in events:
        if e.audience is not None:
            continue
        words = event_words(e, TABLE)
        if words:
            lines.append((words, COLOURS.get(type(e), pal.SILVER)))
    return lines
