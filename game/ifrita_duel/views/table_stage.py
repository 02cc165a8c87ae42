"""The table's public moments, played one after another over the board: every clash of a
combat (closeup.py's CloseUp), a turn's end that cost something between two people
(Recap) and the game's last moment (Fall). Which moments a batch makes is read from the
seat's views of it (show.py); this only queues them, runs them at the chosen speed and
lets a click or a key skip them all."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from engine.ifrita_duel import events as ev
from engine.ifrita_duel.view import DuelView
from game.ifrita_duel import show
from game.ifrita_duel.views.closeup import CloseUp, Fall, Recap
from game.shell import sound

Scene = CloseUp | Fall | Recap
CLASH_SECONDS = 2.2


class Stage:
    def __init__(self) -> None:
        self.queue: deque[Scene] = deque()
        self.scene: Scene | None = None

    @property
    def busy(self) -> bool:
        return self.scene is not None or bool(self.queue)

    def upcoming(self) -> Scene | None:
        """The scene playing, or the next one to."""
        return self.scene if self.scene is not None else self.queue[0] if self.queue else None

    def take(self, events: Sequence[Any], views: Sequence[DuelView], lines: Sequence[str], public: bool) -> None:
        """A played batch's moments: its clashes, a costly turn's end on a shared screen, the end."""
        clashes = show.combats(events, views)
        for k, clash in enumerate(clashes):
            self.queue.append(CloseUp(clash, k, len(clashes)))
        turn_end = next((e for e in events if isinstance(e, ev.TurnEnded)), None)
        end = next((e for e in events if isinstance(e, ev.GameEnded)), None)
        if turn_end is not None and end is None and public and show.costly_turn_end(events):
            self.queue.append(Recap(int(turn_end.side), list(lines)))
        if end is not None:         # the game's last moment, before the result
            last = views[-1]
            self.queue.append(Fall(None if end.winner is None else int(end.winner), end.reason,
                                   (last.players[0].hp, last.players[1].hp)))

    def start_next(self) -> bool:
        """The next scene starts if none plays; whether one did."""
        if self.scene is None and self.queue:
            self.scene = self.queue.popleft()
            sound.play("whoosh")
            return True
        return False

    def skip(self) -> None:
        while self.busy:
            if self.scene is not None:
                self.scene.finish()
                self.scene = None
            if self.queue:
                self.scene = self.queue.popleft()

    def advance(self, dt: float, length: float, linger: float) -> bool:
        """Time passes for the scene playing; whether it ended (and the next began at once:
        a frame between two would show the board, which already stands at the result)."""
        if self.scene is None:
            return False
        for cue in self.scene.advance(dt, length):
            sound.play(cue)
        if self.scene.done and self.scene.time >= length + linger:
            self.scene = None
            self.start_next()
            return True
        return False

    def draw(self) -> None:
        if self.scene is not None:
            self.scene.draw()
