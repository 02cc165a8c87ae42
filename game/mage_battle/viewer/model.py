"""What the viewer shows, without any drawing: the cursor, the perspective, the view of
the board it may draw, the timeline's marks, the event list in words, and who moved.

Nothing here imports arcade, so the tests and scripts can reason about it directly.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.mage_battle import Card, Element, Side, State
from engine.mage_battle import events as ev
from engine.mage_battle.elements import distinct
from engine.mage_battle.game import mask_elements
from engine.mage_battle.state import mage_label
from engine.mage_battle.tables import Tables
from engine.mage_battle.view import PlayerView, view_for, view_for_all
from game.mage_battle.log import describe
from game.mage_battle.viewer.command_words import CommandWords
from game.mage_battle.viewer.notes import Notes
from game.shell import palette as pal
from game.shell.i18n import card_name, mood_name, opponent_name, tr
from game.shell.viewer.replay_model import Line, MarkRule, MarkTable, ReplayModel
from replays.resimulate import Loaded


@dataclass(frozen=True)
class Shown:
    """What the board may draw at one position: a view, and which mages' layers in it
    are secrets of their owner (drawn distinctly; only ever non-empty for "all")."""

    view: PlayerView
    hidden: frozenset[int]
    cards: tuple[Card | None, Card | None] | None = None    # both hands, in "all" only


def _element_name(e: Element | None) -> str:
    return tr(f"element.{e.key}") if e is not None else tr("element.none")


def all_seeing(state: State) -> Shown:
    """The engine's all-seeing view: every layer known, the owners' secrets marked."""
    seen = view_for_all(state)
    return Shown(seen.view, seen.secret, seen.cards)


class ViewerModel(ReplayModel):
    """Elemental Mage Battle's viewer model: the board's view at the cursor, the event list
    in the live log's words, the timeline's battles, falls and cards, the AI's notes."""

    MARKS = MarkTable((MarkRule(ev.BattleStarted, "bar", pal.GOLD),
                       MarkRule(ev.MageRemoved, "tick", pal.CRIMSON_LIGHT),
                       MarkRule(ev.CardUsed, "dot", pal.VIOLET)), legend="v.legend")

    def __init__(self, loaded: Loaded, perspective: str = "all") -> None:
        super().__init__(loaded, perspective)
        self.end_state: State = self.cursor.state_at(len(self.events))
        self.tables: Tables = self.end_state.tables
        self.notes = Notes(loaded.replay.notes, self.commands)
        self.command_words = CommandWords(self.label, self.tables)     # a review's moves in the reader's words

    @property
    def state(self) -> State:
        state: State = self.cursor.state
        return state

    @property
    def audience(self) -> Side | None:
        seat = self.seat
        return None if seat is None else Side(seat)

    # ---- what may be drawn -------------------------------------------------------------
    def shown(self, position: int | None = None) -> Shown:
        state = self.cursor.state if position is None else self.cursor.state_at(position)
        side = self.audience
        if side is None:
            return all_seeing(state)
        return Shown(view_for(state, side), frozenset())

    def label(self, index: int) -> str:
        return mage_label(self.end_state, index)

    def cards_parts(self, shown: Shown) -> tuple[str, ...]:
        """The cards line's parts, "Cards" and each side's card as this perspective knew it: a
        foe's used card is public; of a held one, only that it is held. The stage lays them out
        on lines, breaking only between parts."""
        v = shown.view
        parts = [tr("v.cards")]
        for s in Side:
            used = v.cards_used[s]
            if shown.cards is not None:
                text = card_name(shown.cards[s], used)
            elif s == v.side:
                text = card_name(v.my_card, used)
            elif used is not None:
                text = card_name(None, used)
            else:
                text = tr("panel.enemy_card.held") if v.opponent_holds_card else tr("panel.enemy_card.none")
            parts.append(tr(f"v.cards.{s.key}", card=text))
        return tuple(parts)

    # ---- timeline ------------------------------------------------------------------
    # ---- the event list ----------------------------------------------------------------
    def describe(self) -> list[Line]:
        side = self.audience
        out = []
        for i, e in enumerate(self.events):
            if not ev.visible_to(e, side):
                continue
            audience = e.audience
            secret = audience is not None
            text = self._special(e) if side is None and secret else None
            if text is None:
                found = describe([e], side if side is not None else audience or Side.TEAL, self.tables, self.label)
                if not found:
                    continue
                text = found[0]
                if side is None and audience is not None:
                    text = tr("v.secret", side=tr(f"side.{audience.key}"), text=text)
            out.append(Line(i, text, secret))
        return out

    def _special(self, e: ev.Event) -> str | None:
        """Lines the live log words for its own player ("my response") named by side instead."""
        el = _element_name
        if isinstance(e, ev.ResponsesCommitted):
            choices = " ".join(f"{self.label(t)}:{el(c)}" for t, c in e.choices)
            return tr("v.responses", side=tr(f"side.{e.side.key}"), choices=choices)
        if isinstance(e, ev.ElementsGranted):
            return tr("v.granted", side=tr(f"side.{e.side.key}"), elements=" ".join(el(x) for x in e.elements))
        if isinstance(e, ev.CardDealt):
            return tr("v.card_dealt", side=tr(f"side.{e.side.key}"), card=tr(f"card.{e.card.key}"))
        return None

    # ---- who moved ---------------------------------------------------------------------
    def mover(self, position: int | None = None) -> str:
        """Who played the command that led here, with an AI's level and mood."""
        c = self.command_index(position)
        if c < 0:
            return ""
        command = self.commands[c]
        player = self.header.players[int(command.side)]
        if player.kind == "human":
            who = tr("v.who.human")
        else:
            level = opponent_name(player.level)
            note = self.notes.latest(command.side, c)
            mood = note.mood if note is not None and note.mood else player.mood
            who = tr("v.who.ai_mood", level=level, mood=mood_name(mood)) if mood else tr("v.who.ai", level=level)
        return tr("v.move_by", side=tr(f"side.{command.side.key}"), who=who)

    def belief(self, index: int, position: int | None = None) -> tuple[Element, ...] | None:
        """The elements the enemy AI still held possible for mage `index` here, or None when
        not recorded or not for this perspective to know (only "all" and the believer)."""
        mage = self.end_state.mages[index]
        believer = mage.side.other
        if self.audience is not None and self.audience != believer:
            return None
        note = self.notes.latest(believer, self.command_index(position))
        if note is None or not note.beliefs:
            return None
        rank = sum(1 for m in self.end_state.mages[:index] if m.side == mage.side)
        return mask_elements(note.beliefs[rank]) if rank < len(note.beliefs) else None

    def layers_known(self, shown: Shown, index: int) -> tuple[Element, ...]:
        m = shown.view.mages[index]
        return tuple(distinct(m.layers)) if m.layers else ()

