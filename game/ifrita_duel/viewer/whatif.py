"""What if the defender had blocked otherwise: a combat of the replay played again from
the state right after its attack was declared, with other Block commands, each checked
against the engine's legal commands there and resolved by the engine's own `step`; the
last one brings the declared blocks and the damage, which the viewer stages like the
real ones. The replay and its cursor are never touched.

A seat's perspective knows only the blocks chosen before its cursor: the combat it is
given holds those alone, and says when more were still to come."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.decide import step
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.state import State
from engine.kernel.errors import RuleError
from game.shell.viewer.whatif import PlayedOn, play_on

if TYPE_CHECKING:
    from game.ifrita_duel.viewer.model import DuelViewerModel


@dataclass(frozen=True)
class CombatAt:
    """A combat of the replay: the state right after its attack and the blocks chosen."""

    attack: int                             # index of the Attack command
    turn: int
    defender: Side
    before: State                           # after the attack, before any block
    attackers: tuple[str, ...]
    blocks: tuple[cmd.Block, ...]           # as played and known to the perspective at the cursor
    blockers: tuple[str, ...]               # the defender's units that could block the first attacker
    complete: bool = True                   # `blocks` are all the combat's (none were still to choose)

    def actual(self) -> dict[str, str | None]:
        """The blocks the perspective knows were played; an attacker without one, none."""
        chosen: dict[str, str | None] = {a: None for a in self.attackers}
        chosen.update({b.attacker: b.blocker for b in self.blocks})
        return chosen


@dataclass(frozen=True)
class WhatIf(PlayedOn):
    """The combat played on from right after its attack: `events` are its last Block
    command's, the blocks declared and the damage."""

    at: CombatAt
    blocks: tuple[cmd.Block, ...]           # the replacement, in the engine's order

    def chosen(self) -> dict[str, str | None]:
        chosen: dict[str, str | None] = {a: None for a in self.at.attackers}
        chosen.update({b.attacker: b.blocker for b in self.blocks})
        return chosen


def find(model: DuelViewerModel, position: int) -> CombatAt | None:
    """The combat of the cursor's turn: its attack at or before the cursor, with the
    blocks played after it; None when the turn has none yet. In a seat's perspective
    only the blocks chosen before the cursor (their BlockChosen seen): a later one is
    the replay's future, which the what-if may neither start from nor compare with."""
    c = model.command_index(position)
    if c < 0:
        return None
    turn = model.start_states[c].turn
    attack = next((j for j in range(c, -1, -1) if isinstance(model.commands[j], cmd.Attack)
                   and model.start_states[j].turn == turn), None)
    if attack is None:
        return None
    known = model.total if model.seat is None else position
    blocks: list[cmd.Block] = []
    j = attack + 1
    while j < len(model.commands) and isinstance(model.commands[j], cmd.Block) and model.boundaries[j] < known:
        blocks.append(model.commands[j])
        j += 1
    before = model.cursor.state_at(model.boundaries[attack + 1]) if attack + 1 < len(model.boundaries) \
        else model.cursor.state_at(model.total)
    defender = before.defender
    first = legal_commands(before, defender)
    blockers = tuple(c.blocker for c in first if isinstance(c, cmd.Block) and c.blocker is not None)
    # Whether the engine asked for more blocks than are known: from the state after the
    # known ones, not from the replay's length (a seat cannot see whether it goes on).
    state = before
    for block in blocks:
        state, _ = step(state, block)
    return CombatAt(attack, turn, defender, before, model.commands[attack].attackers, tuple(blocks), blockers,
                    complete=not state.awaiting_blocks())


def commands_for(at: CombatAt, chosen: dict[str, str | None]) -> tuple[cmd.Block, ...]:
    """The Block commands the engine asks for, attacker by attacker, with `chosen`'s
    blockers; RuleError when one is not among the legal commands there."""
    state, out = at.before, []
    while state.awaiting_blocks():
        attacker = state.attackers[len(state.blocks)]
        block = cmd.Block(at.defender, attacker, chosen.get(attacker))
        if block not in legal_commands(state, at.defender):
            raise RuleError(f"{block} is not a legal block there")
        out.append(block)
        state, _ = step(state, block)
    return tuple(out)


def resolve(at: CombatAt, chosen: dict[str, str | None]) -> WhatIf:
    """The combat with the defender's blocks replaced by `chosen` (attacker -> blocker or None)."""
    blocks: Sequence[cmd.Block] = commands_for(at, chosen)
    if not blocks:
        raise RuleError("the defender had no blocker to choose in this combat")
    start, events, after = play_on(GAME, at.before, blocks)
    return WhatIf(GAME, start, events, after, at=at, blocks=tuple(blocks))
