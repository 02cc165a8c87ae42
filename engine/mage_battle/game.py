"""Elemental Mage Battle as a kernel `Game`: the registry's first entry. Everything here
forwards to the rules modules; the game's seats are its two sides."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from engine.kernel import registry
from engine.kernel.codec import Names as KernelNames
from engine.kernel.digest import stable_digest
from engine.kernel.game import Agent, Mark, Outcome, RuleField
from engine.kernel.seats import Audience, Seat, SeatNames
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.ai.agents import LEVELS
from engine.mage_battle.apply import apply
from engine.mage_battle.codec import CODEC, Names
from engine.mage_battle.decide import step
from engine.mage_battle.hashing import state_hash
from engine.mage_battle.legal import legal_commands
from engine.mage_battle.names import Element, Side
from engine.mage_battle.rules import V0_6, RuleSet, check_draft, load_rules, rules_from_data
from engine.mage_battle.rules_doc import rule_fields
from engine.mage_battle.state import Phase, State, mage_label, new_match
from engine.mage_battle.view import AllSeeingView, PlayerView, view_for, view_for_all

SIDES = SeatNames(tuple(side.key for side in Side))

_MARKS: dict[type, tuple[Mark, ...]] = {
    ev.TurnEnded: (Mark("turn"),),
    ev.BattleEnded: (Mark("battle"),),
    ev.BattleStarted: (Mark("battle", opens=True),),
}


class MageBattle:
    game_id = "mage_battle"
    seat_counts: tuple[int, ...] = (2,)
    codec = CODEC
    levels: tuple[str, ...] = LEVELS
    lab_module = "engine.mage_battle.lab"

    def seat_names(self, seats: int) -> SeatNames:
        if seats != 2:
            raise ValueError(f"Elemental Mage Battle is for 2 seats, not {seats}")
        return SIDES

    def default_rules(self) -> RuleSet:
        return V0_6

    def rules_to_data(self, rules: RuleSet) -> dict[str, Any]:
        return rules.to_data()

    def rules_from_data(self, data: Any, where: str) -> RuleSet:
        if not isinstance(data, dict):
            raise ValueError(f"{where}: a rule set is a map of fields")
        return rules_from_data(data, where)

    def load_rules(self, text: str, where: str) -> RuleSet:
        return load_rules(text, where)

    def rules_version(self, rules: RuleSet) -> str:
        return rules.version

    def rules_hash(self, rules: RuleSet) -> str:
        # A draft's name and note are no rule, so the rule set's own digest (and every
        # state's) leaves them out; a replay's header must not change them unnoticed, so
        # its hash covers them when they are set (v0.6, with neither, keeps its hash).
        if not rules.name and not rules.note:
            return stable_digest(rules)
        return stable_digest((rules, rules.name, rules.note))

    def rules_fields(self, rules: RuleSet) -> tuple[RuleField, ...]:
        return rule_fields(rules)

    def check_rules_text(self, text: str, where: str) -> list[str]:
        return check_draft(text, where)

    def rules_name(self, rules: RuleSet) -> str:
        return rules.name

    def rules_note(self, rules: RuleSet) -> str:
        return rules.note

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
        from engine.mage_battle.ai.agents import make_agent

        return make_agent(level, seed)


    def note_of(self, agent: Agent[cmd.Command], view: PlayerView) -> list[Any] | None:
        """[mood, masks]: the whimsical agent's mood, and per enemy mage in index order a
        bit mask (bit i: the i-th element) of the elements its belief still allows."""
        mood = getattr(agent, "mood", None)
        belief = getattr(agent, "belief", None)
        masks: list[int] = []
        if belief is not None and view.battle >= 1:
            for mage in view.mages:
                if mage.side != view.side:
                    masks.append(element_mask({e for layers in belief.candidates(mage.index) for e in layers}))
        if not isinstance(mood, str) and not masks:
            return None
        return [mood if isinstance(mood, str) else None, masks]

    def make_reviewer(self, rules: RuleSet, seats: int, budget: int | None, seed: int) -> Any:
        """The replay review's evaluator (engine/kernel/review.py): the advanced AI's search."""
        from engine.mage_battle.review import make_reviewer

        return make_reviewer(rules, seats, budget, seed)

    def run_scenario(self, text: str) -> dict[str, Any]:
        from engine.mage_battle.scenario import run_scenario

        return run_scenario(text)


def element_mask(elements: Iterable[Element]) -> int:
    value = 0
    for e in elements:
        value |= 1 << e
    return value


def mask_elements(value: int) -> tuple[Element, ...]:
    return tuple(e for e in Element if value >> e & 1)


GAME = registry.register(MageBattle(), __name__)
