"""What the replay viewer shows of any game, without drawing: the cursor and its stops,
the perspective (everyone, or one seat), the event list in words, the timeline's marks
and who played the command that led here. A game's viewer model adds what its board
draws; a game without one is shown with these alone.

A seat's perspective shows nothing after its cursor: its event list ends at the cursor
(`lines`) and the timeline marks only the events it has seen by then (`mark_shown`);
"all" shows the whole match.

Nothing here imports arcade, so tests and scripts can reason about it directly.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.kernel.seats import Audience
from game.shell import palette as pal
from game.shell.i18n import language, opponent_name, tr
from replays.cursor import Cursor, audience_of, perspectives
from replays.resimulate import Loaded

# Levels of stops the transport offers, finest first; a game's marks name which it has.
LEVEL_ORDER = ("turn", "round", "battle")


@dataclass(frozen=True)
class Mark:
    """A moment the timeline marks: a `bar` across it, a `tick` below or a `dot` above.
    `event` is the index of the event it stands for (a seat's perspective marks it once
    that event is behind its cursor); unnamed, the event at `position` is assumed."""

    position: int
    shape: str
    colour: tuple[int, int, int, int]
    event: int | None = None


@dataclass(frozen=True)
class MarkRule:
    """How the timeline marks one type of event. A `bar` stands where its event starts
    something (at the event); a `tick` or `dot` just after its event. `colour` is the mark's,
    unless `seat_field` names the event's seat field: then it is that seat's light colour."""

    event: type
    shape: str
    colour: tuple[int, int, int, int] = pal.GOLD
    seat_field: str = ""

    def mark(self, index: int, event: Any) -> Mark:
        position = index if self.shape == "bar" else index + 1
        colour = pal.side_colour(int(getattr(event, self.seat_field)), True) if self.seat_field else self.colour
        return Mark(position, self.shape, colour, event=index)


@dataclass(frozen=True)
class MarkTable:
    """A game's timeline marks as data: a rule per marked event type, and the catalog key of
    the legend that says what the colours mean ("" for a game that marks nothing)."""

    rules: tuple[MarkRule, ...] = ()
    legend: str = ""


def marks_of(events: Sequence[Any], table: MarkTable) -> tuple[Mark, ...]:
    """The timeline's marks for `events`, in order: the first rule whose event type matches."""
    found = []
    for index, event in enumerate(events):
        rule = next((r for r in table.rules if isinstance(event, r.event)), None)
        if rule is not None:
            found.append(rule.mark(index, event))
    return tuple(found)


@dataclass(frozen=True)
class Line:
    index: int           # the event's index; clicking jumps to index + 1 (just after it)
    text: str
    secret: bool         # an event with an audience (drawn in another colour in "all")


class ReplayModel:
    # What the timeline marks; a game's model names its own table.
    MARKS = MarkTable()

    def __init__(self, loaded: Loaded, perspective: str = "all") -> None:
        self.loaded = loaded
        self.game = loaded.match.game
        self.cursor = Cursor(loaded, perspective)
        self.events = self.cursor.events
        self.boundaries = self.cursor.boundaries
        self.commands = loaded.replay.commands
        self.header = loaded.header
        self.perspectives: tuple[str, ...] = perspectives(loaded.header)
        self.marks: tuple[Mark, ...] = marks_of(self.events, self.MARKS)
        self._lines: dict[tuple[str, str], tuple[Line, ...]] = {}
        self._cuts: dict[tuple[str, str, int], tuple[Line, ...]] = {}

    # ---- position --------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self.cursor.position

    @property
    def total(self) -> int:
        return len(self.events)

    def state_hash(self) -> str:
        return self.game.state_hash(self.cursor.state)

    @property
    def perspective(self) -> str:
        return self.cursor.perspective

    def set_perspective(self, perspective: str) -> None:
        self.cursor.set_perspective(perspective)

    @property
    def seat(self) -> Audience:
        """The seat whose view is shown; None for everyone's."""
        return audience_of(self.header, self.perspective)

    def levels(self) -> tuple[str, ...]:
        """The levels of stops this replay has (turn, round, battle), finest first."""
        found = self.cursor.levels()
        return tuple(level for level in LEVEL_ORDER if level in found)

    def command_index(self, position: int | None = None) -> int:
        return self.cursor.command_index(position)

    def action_stop_at_or_before(self, position: int) -> int:
        """The command boundary at or before `position` (a state where someone decides)."""
        best = 0
        for b in self.boundaries:
            if b > position:
                break
            best = b
        return best

    def continue_boundary(self, position: int) -> int:
        """Where a match continued from `position` starts: the position itself at a command
        boundary; inside a command's events, that command's end. Its events have begun to
        show, so it is kept: at a step's end in Wizard Survive, the last commitment's reveal
        is on the table, and going back before it would undo what the viewer shows (and
        leave the step's other commitments pending, made in secret)."""
        i = bisect_left(self.boundaries, position)
        return self.boundaries[i] if i < len(self.boundaries) else self.boundaries[-1]

    def snap(self, position: int) -> int:
        """The nearest command boundary, for the scrubber."""
        position = max(0, min(self.total, position))
        return min(self.boundaries, key=lambda b: (abs(b - position), b))

    def seat_of_command(self, index: int) -> int:
        return self.game.seat_of(self.commands[index])

    # ---- the event list ----------------------------------------------------------------
    def lines(self) -> tuple[Line, ...]:
        """The event list: in "all" every event; in a seat's perspective the events it saw
        before the cursor, none after it (a prefix of the same lines, so the list keeps
        what it has laid out)."""
        full = self.all_lines()
        if self.seat is None:
            return full
        n = bisect_left(full, self.position, key=lambda line: line.index)
        if n == len(full):
            return full
        key = (self.perspective, language().code, n)
        if key not in self._cuts:
            self._cuts[key] = full[:n]
        return self._cuts[key]

    def all_lines(self) -> tuple[Line, ...]:
        """Every event this perspective may see, before and after the cursor, in words."""
        key = (self.perspective, language().code)
        if key not in self._lines:
            self._lines[key] = tuple(self.describe())
        return self._lines[key]

    def mark_shown(self, mark: Mark) -> bool:
        """Whether the timeline draws `mark` at the cursor: always in "all"; in a seat's
        perspective only when its event is behind the cursor and the seat saw it."""
        seat = self.seat
        if seat is None:
            return True
        event = mark.position if mark.event is None else mark.event
        return 0 <= event < min(self.position, self.total) and self.game.visible_to(self.events[event], seat)

    def timeline_legend(self) -> str:
        """What the colours of this game's marks mean, in its words ("gold: round start");
        "" for a game that marks nothing. The shell knows no game's marks."""
        return tr(self.MARKS.legend) if self.MARKS.legend else ""

    def describe(self) -> list[Line]:
        """The events this perspective may see, in words: the codec's one-line form (a
        game's model words them in its own language)."""
        seat, game = self.seat, self.game
        names = game.readable_names(self.cursor.state_at(self.total))
        out = []
        for i, event in enumerate(self.events):
            if game.visible_to(event, seat):
                secret = getattr(event, "audience", None) is not None
                data = game.codec.to_data(event, names)
                kind = data.pop("type")
                out.append(Line(i, f"{kind} {' '.join(str(v) for v in data.values() if v is not None)}", secret))
        return out

    def current_line(self) -> int | None:
        """Index into `lines()` of the last listed event at or before the cursor."""
        found = None
        for k, line in enumerate(self.lines()):
            if line.index < self.position:
                found = k
            else:
                break
        return found

    # ---- who moved ---------------------------------------------------------------------
    def mover(self, position: int | None = None) -> str:
        """Who played the command that led here: the seat and a person or an AI's level."""
        c = self.command_index(position)
        if c < 0:
            return ""
        seat = self.seat_of_command(c)
        player = self.header.players[seat]
        who = tr("v.who.human") if player.kind == "human" else tr("v.who.ai", level=opponent_name(player.level))
        return tr("v.move_by", side=self.seat_label(seat), who=who)

    def seat_label(self, seat: int) -> str:
        """A seat's name in the catalog when it has one (`side.teal`), else as the game names it."""
        name = self.header.seat_names[seat]
        label = tr(f"side.{name}")
        return name if label == f"side.{name}" else label

    def view(self) -> Any:
        """The game's view for this perspective at the cursor."""
        return self.cursor.view()
