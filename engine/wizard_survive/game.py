"""Wizard Survive as a kernel game: 2-4 seats, one command kind (a commitment), the
reveal and the round's check as events. Registered on import."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.kernel import registry
from engine.kernel.base import GameBase
from engine.kernel.codec import Names
from engine.kernel.digest import stable_digest
from engine.kernel.game import Agent, Mark, Outcome, RuleField
from engine.kernel.lab import Lab
from engine.kernel.rule_book import RuleBook
from engine.kernel.seats import Audience, Seat, SeatNames
from engine.wizard_survive import events as ev
from engine.wizard_survive.apply import apply
from engine.wizard_survive.codec import CODEC, SEAT_WORDS
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import LEVELS, SEAT_NAMES
from engine.wizard_survive.resolve import legal_commits, step
from engine.wizard_survive.rules import (
    CANCELS_DOC,
    DOCS,
    KNOWN,
    TEXTS,
    WS_1,
    RuleSet,
    check_draft,
    load_rules,
    rules_from_data,
)
from engine.wizard_survive.state import State, new_state
from engine.wizard_survive.view import WizardView, view_for


def _rule_fields(rules: RuleSet) -> tuple[RuleField, ...]:
    data = {**rules.to_data(), "name": rules.name, "note": rules.note}
    out = [RuleField("version", data["version"], TEXTS["version"])]
    for key, (comment, _, _) in DOCS.items():
        out.append(RuleField(key, data[key], comment))
        if key == "max_players":
            out.append(RuleField("seats", list(SEAT_NAMES), "W1: the seats in order (names, not a rule)", False))
    out.insert(out.index(next(f for f in out if f.name == "mana_cap")) + 1,
               RuleField("teleport_cancels", data["teleport_cancels"], CANCELS_DOC))
    out += [RuleField(key, data[key], TEXTS[key]) for key in ("name", "note")]
    return tuple(out)


RULE_BOOK = RuleBook(WS_1, writes=RuleSet.to_data, reads=rules_from_data, loads=load_rules, checks=check_draft,
                     lists=_rule_fields, published=KNOWN)

_MARKS: dict[type, tuple[Mark, ...]] = {
    ev.StepResolved: (Mark("turn"),),
    ev.RoundEnded: (Mark("round"),),
    ev.RoundStarted: (Mark("round", opens=True),),
}


class WizardSurvive(GameBase[RuleSet, State, Commit, ev.Event, WizardView]):
    game_id = "wizard_survive"
    seat_counts: tuple[int, ...] = (2, 3, 4)
    codec = CODEC
    levels: tuple[str, ...] = LEVELS
    rule_book = RULE_BOOK

    @property
    def lab(self) -> Lab:
        from engine.wizard_survive.lab import LAB

        return LAB

    def seat_names(self, seats: int) -> SeatNames:
        if seats not in self.seat_counts:
            raise ValueError(f"Wizard Survive is for 2-4 players, not {seats}")
        return SeatNames(SEAT_NAMES[:seats])

    def new_state(self, seed: int, rules: RuleSet, seats: int) -> State:
        self.seat_names(seats)
        return new_state(rules, seats)      # W3: no chance in the rules, the seed is the AIs'

    def deciders(self, state: State) -> tuple[Seat, ...]:
        return state.deciders()

    def legal(self, state: State, seat: Seat) -> Sequence[Commit]:
        return legal_commits(state, seat)

    def step(self, state: State, command: Commit) -> tuple[State, tuple[ev.Event, ...]]:
        return step(state, command)

    def apply(self, state: State, event: ev.Event) -> State:
        return apply(state, event)

    def view(self, state: State, seat: Audience) -> WizardView:
        return view_for(state, seat)

    def visible_to(self, event: ev.Event, seat: Audience) -> bool:
        return ev.visible_to(event, seat)

    def is_over(self, state: State) -> bool:
        return state.over

    def outcome(self, state: State) -> Outcome | None:
        if state.game_end is None:
            return None
        rounds = [[r.round, r.step, r.end.key, None if r.scorer is None else SEAT_NAMES[r.scorer], r.souls]
                  for r in state.rounds]
        winners = () if state.winner is None else (state.winner,)
        return Outcome(tuple(w.souls for w in state.wizards), winners, [state.game_end.key, rounds])

    def marks(self, event: ev.Event) -> tuple[Mark, ...]:
        return _MARKS.get(type(event), ())

    def describe_detail(self, detail: Any) -> str:
        if not isinstance(detail, (list, tuple)) or len(detail) != 2 or not isinstance(detail[1], (list, tuple)):
            return ""
        end, rounds = detail
        scored = [f"{r[3]} +{r[4]}" for r in rounds if isinstance(r, (list, tuple)) and len(r) == 5 and r[3]]
        how = "five souls" if end == "souls" else "the round limit"
        return f"{len(rounds)} rounds, decided by {how}" + (f"; souls: {', '.join(scored)}" if scored else "")

    def state_hash(self, state: State) -> str:
        return stable_digest(state)

    def readable_names(self, state: State) -> Names:
        return SEAT_WORDS

    def make_agent(self, level: str, seed: int) -> Agent[Commit]:
        from engine.wizard_survive.ai.agents import make_agent

        agent: Agent[Commit] = make_agent(level, seed)
        return agent

    def make_reviewer(self, rules: RuleSet, seats: int, budget: int | None, seed: int) -> Any:
        """The replay review's evaluator (engine/kernel/review.py): exact for 2 players."""
        from engine.wizard_survive.review import make_reviewer

        return make_reviewer(rules, seats, budget, seed)

    def run_scenario(self, text: str) -> dict[str, Any]:
        from engine.wizard_survive.scenario import run_scenario

        return run_scenario(text)


GAME = registry.register(WizardSurvive(), __name__)
