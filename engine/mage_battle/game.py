"""Elemental Mage Battle as a kernel game: the registry's first entry. Everything here
forwards to the rules modules; the game's seats are its two sides. An agent's note is
[mood, masks] (see `_Agent.note`); `element_mask` and `mask_elements` read the masks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.kernel import registry
from engine.kernel.base import GameBase
from engine.kernel.codec import Names as KernelNames
from engine.kernel.game import Agent, Mark, Outcome
from engine.kernel.lab import Lab
from engine.kernel.rule_book import RuleBook
from engine.kernel.seats import Audience, Seat, SeatNames
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.ai.agents import LEVELS, element_mask, make_agent, mask_elements
from engine.mage_battle.apply import apply
from engine.mage_battle.codec import CODEC, Names
from engine.mage_battle.decide import step
from engine.mage_battle.hashing import state_hash
from engine.mage_battle.legal import legal_commands
from engine.mage_battle.names import Side
from engine.mage_battle.rules import RULE_SETS, V0_6, RuleSet, check_draft, load_rules, rules_from_data
from engine.mage_battle.rules_doc import rule_fields
from engine.mage_battle.state import Phase, State, mage_label, new_match
from engine.mage_battle.view import AllSeeingView, PlayerView, view_for, view_for_all

SIDES = SeatNames(tuple(side.key for side in Side))


def _rules_from_data(data: Any, where: str) -> RuleSet:
    if not isinstance(data, dict):
        raise ValueError(f"{where}: a rule set is a map of fields")
    return rules_from_data(data, where)


RULE_BOOK = RuleBook(V0_6, writes=RuleSet.to_data, reads=_rules_from_data, loads=load_rules, checks=check_draft,
                     lists=rule_fields, published=RULE_SETS)

_MARKS: dict[type, tuple[Mark, ...]] = {
    ev.TurnEnded: (Mark("turn"),),
    ev.BattleEnded: (Mark("battle"),),
    ev.BattleStarted: (Mark("battle", opens=True),),
}


class MageBattle(GameBase[RuleSet, State, cmd.Command, ev.Event, PlayerView | AllSeeingView]):
    game_id = "mage_battle"
    seat_counts: tuple[int, ...] = (2,)
    codec = CODEC
    levels: tuple[str, ...] = LEVELS
    rule_book = RULE_BOOK

    @property
    def lab(self) -> Lab:
        from engine.mage_battle.lab import LAB

        return LAB

    def seat_names(self, seats: int) -> SeatNames:
        if seats != 2:
            raise ValueError(f"Elemental Mage Battle is for 2 seats, not {seats}")
        return SIDES

    def new_state(self, seed: int, rules: RuleSet, seats: int) -> State:
        self.seat_names(seats)
        return new_match(seed, rules)

    def deciders(self, state: State) -> tuple[Seat, ...]:
        return state.deciders()

    def legal(self, state: State, seat: Seat) -> Sequence[cmd.Command]:
        return legal_commands(state, Side(seat))

    def step(self, state: State, command: cmd.Command) -> tuple[State, tuple[ev.Event, ...]]:
        return step(state, command)

    def apply(self, state: State, event: ev.Event) -> State:
        return apply(state, event)

    def seat_of(self, command: cmd.Command) -> Seat:
        return command.side

    def view(self, state: State, seat: Audience) -> PlayerView | AllSeeingView:
        return view_for_all(state) if seat is None else view_for(state, Side(seat))

    def visible_to(self, event: ev.Event, seat: Audience) -> bool:
        return ev.visible_to(event, None if seat is None else Side(seat))

    def is_over(self, state: State) -> bool:
        return state.phase == Phase.OVER

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != Phase.OVER or not state.results:
            return None
        wins = state.wins
        winner = Side.TEAL if wins[0] > wins[1] else Side.CRIMSON
        battles = [[r.battle, r.winner.key, r.reason.key] for r in state.results]
        return Outcome(wins, (int(winner),), battles)

    def marks(self, event: ev.Event) -> tuple[Mark, ...]:
        return _MARKS.get(type(event), ())

    def describe_detail(self, detail: Any) -> str:
        battles = detail if isinstance(detail, (list, tuple)) else ()
        return "; ".join(f"battle {b}: {w} ({str(reason).replace('_', ' ')})" for b, w, reason in battles)

    def state_hash(self, state: State) -> str:
        return state_hash(state)

    def readable_names(self, state: State) -> KernelNames:
        labels = [mage_label(state, i) for i in range(len(state.mages))]
        return Names(cell=state.tables.name, mage=lambda i: labels[i] if 0 <= i < len(labels) else i)

    def make_agent(self, level: str, seed: int) -> Agent[cmd.Command]:
        return make_agent(level, seed)

    def make_reviewer(self, rules: RuleSet, seats: int, budget: int | None, seed: int) -> Any:
        """The replay review's evaluator (engine/kernel/review.py): the advanced AI's search."""
        from engine.mage_battle.review import make_reviewer

        return make_reviewer(rules, seats, budget, seed)

    def run_scenario(self, text: str) -> dict[str, Any]:
        from engine.mage_battle.scenario import run_scenario

        return run_scenario(text)


__all__ = ["GAME", "MageBattle", "element_mask", "mask_elements"]

GAME = registry.register(MageBattle(), __name__)
