"""Build a mid-battle position directly: the rules sandbox, tests and benchmarks start
from one instead of playing the setup. Raises ValueError naming what is wrong."""

from __future__ import annotations

from dataclasses import dataclass

from engine.mage_battle.names import Card, Element, Job, Side
from engine.mage_battle.rules import V0_6, RuleSet
from engine.mage_battle.state import Mage, Phase, State


@dataclass(frozen=True, slots=True)
class MageSpec:
    side: Side
    job: Job
    cell: int
    layers: tuple[Element, ...] = ()
    hp: int | None = None          # default: the battle's full HP
    attacks: int = 0
    marked: bool = False


def default_shrines(rules: RuleSet) -> tuple[tuple[Element, ...], tuple[Element, ...]]:
    return (Element.FIRE, Element.WATER, Element.WOOD), (Element.METAL, Element.EARTH, Element.LIGHT)


def position(
    mages: list[MageSpec] | tuple[MageSpec, ...],
    *,
    rules: RuleSet = V0_6,
    battle: int = 1,
    first: Side = Side.TEAL,
    round: int = 1,
    to_move: Side = Side.TEAL,
    ap: int | None = None,
    shrines: tuple[tuple[Element, ...], tuple[Element, ...]] | None = None,
    cards: tuple[Card | None, Card | None] = (None, None),
    seed: int = 0,
) -> State:
    """A battle in progress: `battle` is also the last battle, so the state ends with it."""
    tables = rules.tables
    if not 1 <= battle <= rules.battles:
        raise ValueError(f"battle must be 1..{rules.battles}")
    if not 1 <= round <= rules.round_limit:
        raise ValueError(f"round must be 1..{rules.round_limit}")
    ap = rules.ap_per_turn if ap is None else ap
    if not 1 <= ap <= rules.ap_per_turn:
        raise ValueError(f"ap must be 1..{rules.ap_per_turn}")
    full = rules.hp_by_battle[battle - 1]
    board = [-1] * tables.size
    built = []
    for index, spec in enumerate(mages):
        if not 0 <= spec.cell < tables.size:
            raise ValueError(f"mage {index + 1}: its cell is off the board")
        if board[spec.cell] >= 0:
            raise ValueError(f"mage {index + 1}: {tables.name(spec.cell)} already holds a mage")
        if len(spec.layers) > rules.max_stack:
            raise ValueError(f"mage {index + 1}: at most {rules.max_stack} layers")
        hp = full if spec.hp is None else spec.hp
        if not 1 <= hp <= full:
            raise ValueError(f"mage {index + 1}: hp must be 1..{full} in battle {battle}")
        board[spec.cell] = index
        built.append(Mage(side=spec.side, job=spec.job, home=spec.cell, cell=spec.cell, hp=hp,
                          layers=tuple(spec.layers), attacks=spec.attacks, marked=spec.marked))
    for side in Side:
        if not any(m.side == side for m in built):
            raise ValueError(f"{side.key} needs at least one mage")
    chosen = shrines or default_shrines(rules)
    placed = tuple(tuple(zip(tables.shrine_cells[s], chosen[s])) for s in Side)
    for s in Side:
        if len(set(chosen[s])) != len(tables.shrine_cells[s]) or len(chosen[s]) != len(tables.shrine_cells[s]):
            raise ValueError(f"{s.key} needs {len(tables.shrine_cells[s])} distinct shrine elements")
    return State(
        rules=rules, seed=seed, phase=Phase.ACTION, chosen_shrines=(chosen[0], chosen[1]),
        elements_given=(True, True), shrines=(placed[0], placed[1]), mages=tuple(built), board=tuple(board),
        cards=cards, first=first if battle % 2 == 1 else first.other, battle=battle, last_battle=battle,
        battle_first=first, round=round, to_move=to_move, ap=ap,
    )
