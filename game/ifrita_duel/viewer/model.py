"""What the viewer shows of an Ifrita Duel replay, without drawing: the duel at the
cursor as the perspective sees it, the AIs' sampled beliefs about the opponent's hand
beside the truth, the timeline's marks and the events in the game's words.

Everything a seat's perspective shows comes from `view_of(state, seat)`, which has no
field for the other hand's cards; the truth beside a belief is read only in "all".
Nothing here imports arcade."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.ifrita_duel import events as ev
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.state import State
from engine.ifrita_duel.view import DuelView, view_of
from game.ifrita_duel import look, words
from game.ifrita_duel.viewer.beliefs import Beliefs, matched
from game.ifrita_duel.viewer.command_words import CommandWords
from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.viewer.replay_model import Line, MarkRule, MarkTable, ReplayModel
from replays.resimulate import Loaded


@dataclass(frozen=True)
class Mind:
    """An AI's belief about its opponent's hand at its latest choice, and (in "all") the
    hand the opponent really held then."""

    seat: int                            # the AI
    about: int                           # the opponent whose hand it guessed
    level: str
    mood: str | None
    command: int                         # the choice the belief was sampled for
    turn: int
    belief: tuple[str, ...]
    truth: tuple[str, ...] | None        # None outside "all"

    @property
    def right(self) -> int | None:
        return None if self.truth is None else matched(self.belief, self.truth)


class DuelViewerModel(ReplayModel):
    MARKS = MarkTable((MarkRule(ev.TurnStarted, "bar", seat_field="side"),      # the side's own colour
                       MarkRule(ev.BlocksDeclared, "dot", pal.CRIMSON_LIGHT),
                       MarkRule(ev.GameEnded, "tick", pal.GOLD)), legend="id.v.legend")

    def __init__(self, loaded: Loaded, perspective: str = "all") -> None:
        super().__init__(loaded, perspective)
        # The state each command was decided in.
        self.start_states: tuple[State, ...] = tuple(self.cursor.state_at(b)
                                                     for b in self.boundaries[:len(self.commands)])
        self.beliefs = Beliefs(loaded.replay.notes, [int(c.side) for c in self.commands])
        self.command_words = CommandWords(self.events)    # a review's moves in the reader's words

    # ---- the duel ----------------------------------------------------------------------
    def view_of(self, state: State) -> DuelView:
        """The perspective's view of any state (a what-if's too)."""
        return view_of(state, None if self.seat is None else Side(self.seat))

    def shown(self, position: int | None = None) -> DuelView:
        return self.view_of(self.cursor.state_at(self.position if position is None else position))

    def near(self) -> int:
        """The seat drawn at the bottom: the perspective's; teal in "all"."""
        return 0 if self.seat is None else int(self.seat)

    # ---- the AIs' minds ----------------------------------------------------------------
    def minds(self, position: int | None = None) -> tuple[Mind, ...]:
        """Per AI seat this perspective may see the mind of (each in "all", else its own):
        the opponent hand it sampled at its latest choice up to the cursor."""
        c = self.command_index(self.position if position is None else position)
        out = []
        for seat, player in enumerate(self.header.players):
            if player.kind != "ai" or (self.seat is not None and self.seat != seat):
                continue
            belief = self.beliefs.at(seat, c)
            if belief is None or belief.hand is None:
                continue
            before = self.start_states[belief.command]
            about = 1 - seat
            truth = before.players[about].hand if self.seat is None else None
            out.append(Mind(seat, about, belief.level, belief.mood, belief.command, before.turn, belief.hand,
                            tuple(sorted(truth)) if truth is not None else None))
        return tuple(out)

    def player_words(self, seat: int) -> str:
        player = self.header.players[seat]
        return tr("v.who.human") if player.kind == "human" else tr("v.who.ai", level=opponent_name(player.level))

    # ---- the shell's hooks -------------------------------------------------------------
    def seat_label(self, seat: int) -> str:
        return look.side_name(seat)

    def mover(self, position: int | None = None) -> str:
        c = self.command_index(position)
        if c < 0:
            return ""
        seat = int(self.commands[c].side)
        return tr("v.move_by", side=look.side_name(seat), who=self.player_words(seat))

    def describe(self) -> list[Line]:
        """The events this perspective may see in the log's words, each worded from the
        perspective's view just before it (a unit that dies is still named)."""
        seat = self.seat
        state = self.cursor.state_at(0)
        out = []
        for i, e in enumerate(self.events):
            if ev.visible_to(e, seat):
                text = self.words(e, self.view_of(state))
                if text:
                    out.append(Line(i, text, e.audience is not None))
            state = self.game.apply(state, e)
        return out

    def words(self, e: Any, view: DuelView) -> str:
        text = words.line(e, view)
        if text:
            return text
        side = look.side_name(int(e.side)) if hasattr(e, "side") else ""
        if isinstance(e, ev.CardDrawn):
            return tr("id.v.ev.drawn", side=side, card=look.card_name(e.card))
        if isinstance(e, ev.BlockChosen):
            return tr("id.v.ev.no_block", attacker=words.thing(view, e.attacker))
        if isinstance(e, ev.PhaseChanged):
            return tr("id.v.ev.phase", phase=tr(f"id.phase.{e.phase.key}"))
        if isinstance(e, ev.GameEnded):
            return tr("id.result.winner", side=look.side_name(int(e.winner))) if e.winner is not None \
                else tr("id.result.draw")
        return ""
