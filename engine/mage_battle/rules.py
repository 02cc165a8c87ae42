"""The rule set as data (R40): every number and table of RULINGS.md in one frozen value.

Rules code never writes 4/5/6 or the affinity table as literals; it asks the rule
set's lookup tables (`RuleSet.tables`, built once per rule set). Drafts are TOML
files naming a base rule set and the fields they change.
"""

from __future__ import annotations

import dataclasses
import tomllib
import typing
from typing import TYPE_CHECKING
from dataclasses import dataclass, field
from typing import Any

if TYPE_CHECKING:
    from engine.mage_battle.tables import Tables

Pair = tuple[str, str]
Offsets = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class RuleSet:
    version: str = "v0.6"
    # Board (R1, R2): columns 01..cols left to right, rows A.. top to bottom.
    cols: int = 15
    rows: int = 7
    teal_zone: tuple[str, str] = ("B01", "F05")      # opposite corners of the start zone
    crimson_zone: tuple[str, str] = ("B11", "F15")
    teal_shrines: tuple[str, ...] = ("B01", "D01", "F01")
    crimson_shrines: tuple[str, ...] = ("B15", "D15", "F15")
    jobs: tuple[int, int, int] = (3, 3, 3)            # how many S, P, O each side fields
    # Turns (R6)
    ap_per_turn: int = 2
    attacks_per_mage_per_turn: int = 1
    round_limit: int = 20
    hp_by_battle: tuple[int, ...] = (1, 2, 3)         # also the number of battles
    # Areas by stack of the attack element (R9-R12); index 0 is x1.
    sorcerer_lengths: tuple[int, ...] = (4, 5, 6)
    priest_reach: int = 2
    priest_areas: tuple[tuple[Offsets, ...], ...] = (
        (((-1, 0), (0, 0), (1, 0)), ((0, -1), (0, 0), (0, 1))),            # x1: h or v
        (((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)),),                     # x2: cross
        (tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)),),       # x3: 3x3
    )
    mystic_reach: int = 1
    # Damage by stack (R16) and counter by the defender's response stack (R17).
    damage_s: tuple[int, ...] = (1, 1, 1)
    damage_p: tuple[int, ...] = (1, 1, 1)
    damage_o: tuple[int, ...] = (1, 2, 3)
    counter_s: tuple[int, ...] = (1, 1, 1)
    counter_p: tuple[int, ...] = (1, 1, 1)
    counter_o: tuple[int, ...] = (1, 2, 3)
    elementless_power: int = 0
    only_largest_counter: bool = True
    # Elements (R14, R15, R19)
    beats: tuple[Pair, ...] = (
        ("fire", "metal"), ("fire", "wood"), ("fire", "ice"), ("water", "fire"),
        ("wood", "earth"), ("metal", "wood"), ("earth", "water"), ("earth", "electric"),
        ("earth", "metal"), ("electric", "water"), ("electric", "metal"),
        ("ice", "water"), ("ice", "wood"),
    )
    mutual_counter: tuple[Pair, ...] = (("light", "dark"),)   # x1 vs x1: defender wins
    cancels: tuple[Pair, ...] = (
        ("fire", "water"), ("fire", "ice"), ("wood", "metal"), ("earth", "electric"), ("light", "dark"),
    )
    # Hidden cards (R4, R23-R25)
    cards: tuple[str, ...] = ("resonance_cut", "mana_backflow")
    card_range: int = 4
    card_ap: int = 1
    backflow_recoil_offset: int = 1
    _tables: Any = field(default=None, init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        from engine.mage_battle.tables import Tables  # built once per rule set

        object.__setattr__(self, "_tables", Tables(self))

    @property
    def tables(self) -> "Tables":
        return self._tables  # type: ignore[no-any-return]  # hot path: no cast call

    @property
    def battles(self) -> int:
        return len(self.hp_by_battle)

    @property
    def max_stack(self) -> int:
        return len(self.sorcerer_lengths)

    def to_data(self) -> dict[str, Any]:
        """Plain data (lists, strings, ints) for TOML, JSON and replay headers."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self) if f.init}


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


V0_6 = RuleSet()
RULE_SETS: dict[str, RuleSet] = {V0_6.version: V0_6}


class RulesFileError(ValueError):
    """A draft rule set that cannot be used; the message names the field."""


def rules_from_data(data: dict[str, Any], where: str = "rules") -> RuleSet:
    """Build a rule set from plain data: `base` (default v0.6) plus the fields it changes."""
    data = dict(data)
    base_name = data.pop("base", V0_6.version)
    if not isinstance(base_name, str) or base_name not in RULE_SETS:
        raise RulesFileError(f"{where}: unknown base rule set {base_name!r} (known: {', '.join(RULE_SETS)})")
    base = RULE_SETS[base_name]
    hints = typing.get_type_hints(RuleSet)
    known = {f.name for f in dataclasses.fields(RuleSet) if f.init}
    changes: dict[str, Any] = {}
    for name, value in data.items():
        if name not in known:
            raise RulesFileError(f"{where}: unknown field {name!r}")
        changes[name] = _coerce(value, hints[name], f"{where}: field {name!r}")
    if "version" not in changes and changes:
        changes["version"] = base.version + "-draft"
    try:
        rules = dataclasses.replace(base, **changes)
    except (ValueError, TypeError, KeyError, IndexError) as error:
        raise RulesFileError(f"{where}: {error}") from None
    return rules


def load_rules(text: str, where: str = "rules file") -> RuleSet:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RulesFileError(f"{where}: not valid TOML ({error})") from None
    return rules_from_data(data, where)


def _coerce(value: Any, hint: Any, where: str) -> Any:
    """Check plain data against a type hint of RuleSet, turning lists into tuples."""
    origin = typing.get_origin(hint)
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise RulesFileError(f"{where}: expected true or false, got {value!r}")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise RulesFileError(f"{where}: expected an integer, got {value!r}")
    if hint is str:
        if isinstance(value, str):
            return value
        raise RulesFileError(f"{where}: expected a string, got {value!r}")
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, (list, tuple)):
            raise RulesFileError(f"{where}: expected a list, got {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], where) for v in value)
        if len(value) != len(args):
            raise RulesFileError(f"{where}: expected {len(args)} items, got {len(value)}")
        return tuple(_coerce(v, a, where) for v, a in zip(value, args))
    raise RulesFileError(f"{where}: unsupported field type")  # pragma: no cover
