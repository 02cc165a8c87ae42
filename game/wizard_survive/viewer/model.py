"""What the viewer shows of a Wizard Survive replay, without drawing: the table's view at
the cursor for the perspective, the cards it may draw over each seat, the step the
cursor is in and the AIs' notes on its commitments, the timeline's marks, the events in
words.

Everything a seat's perspective draws comes from `view_for(state, seat)`, which has no
field for another seat's pending commitment; "all" uses the all-seeing view. Nothing
here imports arcade."""

from __future__ import annotations

from dataclasses import dataclass

import game.wizard_survive.strings  # noqa: F401  (its words are in the game's part of the catalog)
from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.state import Commitment, State
from engine.wizard_survive.view import WizardView, view_for
from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.viewer.replay_model import Line, MarkRule, MarkTable, ReplayModel
from game.wizard_survive.viewer.notes import Notes
from game.wizard_survive.words import commit_words, event_words, seat_word
from replays.resimulate import Loaded


@dataclass(frozen=True)
class Shown:
    """The table at one position for one perspective."""

    view: WizardView
    faces: tuple[Commitment | None, ...]    # per seat, the card drawn face up over it
    sealed: tuple[bool, ...]                # per seat, a seal: committed, its card not this perspective's to see
    secret: tuple[bool, ...]                # per seat, its face is a commitment not yet revealed ("all", or one's own)
    revealed: tuple[int, int] | None        # (round, step) when the faces are the last reveal's cards


@dataclass(frozen=True)
class Choice:
    """An AI's commitment in the cursor's step, with what it had in mind."""

    seat: int
    command: int
    card: Card
    level: str
    mood: str | None
    mix: tuple[tuple[Card, float], ...]
    targets: tuple[int, ...] = ()


class WsViewerModel(ReplayModel):
    MARKS = MarkTable((MarkRule(ev.RoundStarted, "bar", pal.GOLD),
                       MarkRule(ev.PlayerOut, "tick", pal.CRIMSON_LIGHT),
                       MarkRule(ev.StepRevealed, "dot", pal.VIOLET)), legend="ws.v.legend")

    def __init__(self, loaded: Loaded, perspective: str = "all") -> None:
        super().__init__(loaded, perspective)
        self.start_states = self._command_states()
        self.seats = len(self.header.players)
        self.notes = Notes(loaded.replay.notes, [c.seat for c in self.commands])

    def _command_states(self) -> tuple[State, ...]:
        """The state each command was decided in (its step's round and step, its legal choices)."""
        out = []
        for b in self.boundaries[:len(self.commands)]:
            out.append(self.cursor.state_at(b))
        return tuple(out)

    # ---- the table ---------------------------------------------------------------
    def shown(self, position: int | None = None) -> Shown:
        position = self.position if position is None else position
        state = self.cursor.state_at(position)
        seat = self.seat
        view = view_for(state, seat)
        n = state.seats
        faces: list[Commitment | None] = list(view.commitments)
        sealed = [view.committed[s] and faces[s] is None and not view.wizards[s].out for s in range(n)]
        secret = [f is not None for f in faces]
        revealed = None
        if not any(view.committed):
            last = self.last_reveal(position)
            if last is not None:
                faces = [None] * n
                for s, card, targets in zip(last.seats, last.cards, last.targets):
                    faces[s] = Commitment(card, targets)
                revealed = (last.round, last.step)
        return Shown(view, tuple(faces), tuple(sealed), tuple(secret), revealed)

    def view_of(self, state: State) -> WizardView:
        """The perspective's view of any state (a what-if's too)."""
        return view_for(state, self.seat)

    def last_reveal(self, position: int) -> ev.StepRevealed | None:
        """The reveal the table still shows: the last one before `position` with no
        commitment made since."""
        for e in reversed(self.events[:position]):
            if isinstance(e, ev.StepRevealed):
                return e
            if isinstance(e, (ev.Committed, ev.SeatCommitted)):
                return None
        return None

    # ---- the step at the cursor ---------------------------------------------------
    def step_commands(self, position: int | None = None) -> dict[int, int]:
        """Seat -> index of its command in the step the cursor is in: the step being
        committed, or, at rest after a reveal, the step just revealed."""
        position = self.position if position is None else position
        c = self.command_index(position)
        if c < 0:
            return {}
        # The command that led here is the step's latest: its step is the cursor's.
        key = (self.start_states[c].round, self.start_states[c].step)
        out = {}
        j = c
        while j >= 0 and (self.start_states[j].round, self.start_states[j].step) == key:
            out[self.commands[j].seat] = j
            j -= 1
        return dict(sorted(out.items()))

    def choices(self, position: int | None = None) -> tuple[Choice, ...]:
        """The AIs' commitments so far in the cursor's step with their notes, for the seats
        this perspective may see the minds of (everyone's in "all", else its own)."""
        out = []
        for seat, c in self.step_commands(position).items():
            player = self.header.players[seat]
            if player.kind != "ai" or (self.seat is not None and self.seat != seat):
                continue
            command: Commit = self.commands[c]
            out.append(Choice(seat, c, command.card, player.level or "", self.notes.mood(seat, c),
                              self.notes.mix(seat, c), command.targets))
        return tuple(out)

    def player_words(self, seat: int, position: int | None = None) -> str:
        """Who plays a seat: a person, or an AI level with its mood of the moment (public, W30)."""
        player = self.header.players[seat]
        if player.kind == "human":
            return tr("ws.setup.human")
        c = self.command_index(position)
        mood = self.notes.mood(seat, c) if c >= 0 else None
        name = opponent_name(player.level)
        return f"{name} · {tr(f'ws.mood.{mood}')}" if mood else name

    # ---- the shell's hooks --------------------------------------------------------
    def seat_label(self, seat: int) -> str:
        return seat_word(seat)

    def command_words(self, command: Commit) -> str:
        """A command in the game's words (a review's played and best moves)."""
        return commit_words(command.card, command.targets)

    def mover(self, position: int | None = None) -> str:
        c = self.command_index(position)
        if c < 0:
            return ""
        seat = self.commands[c].seat
        return tr("v.move_by", side=seat_word(seat), who=self.player_words(seat, position))

    def describe(self) -> list[Line]:
        seat = self.seat
        out = []
        for i, e in enumerate(self.events):
            if not ev.visible_to(e, seat):
                continue
            text = self.words(e)
            if text:
                out.append(Line(i, text, e.audience is not None))
        return out

    def words(self, e: ev.Event) -> str:
        """One event in the game's words; "" for the ones the list leaves out."""
        return event_words(e, self.seat)
