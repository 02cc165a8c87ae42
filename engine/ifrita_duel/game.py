"""Ifrita Duel as a kernel game, registered as `ifrita_duel`. Everything forwards to
the rules modules; the seats are the two sides, teal and crimson."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.ai.agents import LEVELS, DuelAgent
from engine.ifrita_duel.apply import apply
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import SIDE_KEYS, Side
from engine.ifrita_duel.rules import ID_1, Rules, check_draft, load_rules, rule_fields, rules_from_data
from engine.ifrita_duel.state import State, registration
from engine.ifrita_duel.view import DuelView, view_of
from engine.kernel import registry
from engine.kernel.base import GameBase
from engine.kernel.codec import Codec
from engine.kernel.digest import stable_digest
from engine.kernel.game import Agent, Mark, Outcome
from engine.kernel.lab import Lab
from engine.kernel.rule_book import RuleBook
from engine.kernel.seats import Audience, Seat, SeatNames

SIDES = SeatNames(SIDE_KEYS)
CODEC = Codec(cmd.COMMAND_TYPES, ev.EVENT_TYPES, cmd.TAGS)
RULE_BOOK = RuleBook(ID_1, writes=Rules.to_data, reads=rules_from_data, loads=load_rules, checks=check_draft,
                     lists=rule_fields, published={ID_1.version: ID_1})


class IfritaDuel(GameBase[Rules, State, cmd.Command, ev.Event, DuelView]):
    game_id = "ifrita_duel"
    seat_counts: tuple[int, ...] = (2,)
    codec = CODEC
    levels: tuple[str, ...] = LEVELS
    rule_book = RULE_BOOK

    @property
    def lab(self) -> Lab:
        from engine.ifrita_duel.lab import LAB

        return LAB

    def seat_names(self, seats: int) -> SeatNames:
        if seats != 2:
            raise ValueError(f"Ifrita Duel is for 2 seats, not {seats}")
        return SIDES

    def new_state(self, seed: int, rules: Rules, seats: int) -> State:
        self.seat_names(seats)
        return registration(seed, rules)

    def deciders(self, state: State) -> tuple[Seat, ...]:
        return tuple(int(side) for side in state.deciders())

    def legal(self, state: State, seat: Seat) -> Sequence[cmd.Command]:
        return legal_commands(state, Side(seat)) if seat in (0, 1) else []

    def step(self, state: State, command: cmd.Command) -> tuple[State, tuple[ev.Event, ...]]:
        return step(state, command)

    def apply(self, state: State, event: ev.Event) -> State:
        return apply(state, event)

    def seat_of(self, command: cmd.Command) -> Seat:
        return int(command.side)

    def view(self, state: State, seat: Audience) -> DuelView:
        return view_of(state, None if seat is None else Side(seat))

    def visible_to(self, event: ev.Event, seat: Audience) -> bool:
        return ev.visible_to(event, seat)

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        winners = () if state.winner is None else (int(state.winner),)
        scores = tuple(1 if s in winners else 0 for s in (0, 1))
        return Outcome(scores, winners, [state.end_reason or "", state.turn, state.first.key])

    def marks(self, event: ev.Event) -> tuple[Mark, ...]:
        return (Mark("turn"),) if isinstance(event, ev.TurnEnded) else ()

    def describe_detail(self, detail: Any) -> str:
        if not isinstance(detail, (list, tuple)) or len(detail) != 3:
            return ""
        reason, turn, first = detail
        how = {"hp": "a hero fell", "turn_limit": "the turn limit (a draw)"}.get(str(reason), str(reason))
        return f"{how} in turn {turn}; {first} moved first"

    def state_hash(self, state: State) -> str:
        return stable_digest(state)

    def make_agent(self, level: str, seed: int) -> Agent[cmd.Command]:
        return DuelAgent(level, seed)

    def make_reviewer(self, rules: Rules, seats: int, budget: int | None, seed: int) -> Any:
        """The replay review's evaluator (engine/kernel/review.py): determinized Monte
        Carlo over the unseen cards, `budget` worlds a decision."""
        from engine.ifrita_duel.review import make_reviewer

        return make_reviewer(rules, seats, budget, seed)

    def run_scenario(self, text: str) -> dict[str, Any]:
        from engine.ifrita_duel.scenario import run_scenario

        return run_scenario(text)


GAME = registry.register(IfritaDuel(), __name__)
