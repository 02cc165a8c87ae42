"""The one error every replay failure becomes."""

from __future__ import annotations


class ReplayError(ValueError):
    """A replay (or journal) that cannot be used; the message is one line naming the
    file, the field or command, and what is wrong."""

    def __init__(self, message: str) -> None:
        # One line, whatever the cause carried in: the message ends up in a terminal.
        super().__init__(" ".join(str(message).split()))
