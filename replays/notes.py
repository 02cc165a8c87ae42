"""Recording what the AIs had in mind, for any game: after each choice the agent's
`note()` (plain data, or None), kept per seat only when it changed, so a replay stays
small."""

from __future__ import annotations

from typing import Any

from engine.kernel.game import Agent, AnyGame
from engine.kernel.seats import Seat
from replays.format import Note


class Recorder:
    def __init__(self, game: AnyGame) -> None:
        self.game = game
        self.notes: list[Note] = []
        self._last: dict[Seat, Any] = {}

    def after_choice(self, agent: Agent[Any], seat: Seat, command: int) -> Any:
        """Take the note of the agent that chose command `command`; its data when kept."""
        data = agent.note()
        return data if self.keep(seat, command, data) else None

    def keep(self, seat: Seat, command: int, data: Any) -> bool:
        """Add a note unless it says what the seat's last one said; True when kept."""
        if data is None or self._last.get(seat) == data:
            return False
        self._last[seat] = data
        self.notes.append(Note(command, data))
        return True
