"""The rule set as data (R40): every number and table of RULINGS.md in one frozen value.

Rules code never writes 4/5/6 or the affinity table as literals; it asks the rule
set's lookup tables (`RuleSet.tables`, built once per rule set, on first use). Drafts are TOML
files naming a base rule set and the fields they change.
"""

from __future__ import annotations

import dataclasses
import functools
import tomllib
import typing
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.mage_battle.names import Card, Element, Orient
from engine.mage_battle.tables import Tables, parse_cell

Pair = tuple[str, str]
_N = TypeVar("_N", Card, Element)
Offsets = tuple[tuple[int, int], ...]


class RulesFileError(ValueError):
    """A draft rule set that cannot be used; the one-line message names the field."""


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

    def __post_init__(self) -> None:
        check_rules(self)  # cheap and bounded; tables index by these numbers and grow with them

    @functools.cached_property
    def tables(self) -> Tables:
        """Built on first use, not with the rule set: a replay's header is checked
        (its hash too) before anything this size is made. Afterwards a plain attribute."""
        return Tables(self)

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


# --- Checking a rule set --------------------------------------------------------
# Rule sets come from designers' drafts and from untrusted replay files. Every relation
# the engine relies on when it indexes a table is checked here, before a table is built,
# so a bad draft fails at load with one line instead of mid-match; and every size a
# table grows with is capped, so the largest rule set allowed still builds in well
# under a second.

MAX_COLS, MAX_ROWS = 99, 26    # a cell name has one row letter and two column digits
MAX_BATTLES = 9
MAX_STACK = 9                  # a stack grows by at most one layer per battle
MAX_REACH = 9                  # priest and mystic reach, priest shape offsets
MAX_SHAPE_CELLS = 25           # one priest shape option
MAX_NUMBER = 99                # AP, rounds, HP, damage, counters, line length, card range
MAX_CARDS = 16
MAX_VERSION_CHARS = 64
# Looked up by stack level like 'sorcerer_lengths', whose length is `max_stack`.
STACK_TABLES = ("priest_areas", "damage_s", "damage_p", "damage_o", "counter_s", "counter_p", "counter_o")


def check_rules(rules: RuleSet) -> None:
    """Refuse an inconsistent rule set with a RulesFileError naming the field."""
    _check_version(rules.version)
    _check_turns(rules)
    _check_stacks(rules)
    _check_board(rules)
    _check_elements(rules)
    _check_cards(rules)


def _refuse(name: str, problem: str) -> RulesFileError:
    return RulesFileError(f"field {name!r} {problem}")


def _short(value: object) -> str:
    """A value quoted for a one-line message: repr escapes newlines; long ones are cut."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _number(rules: RuleSet, name: str, low: int, high: int, why: str = "") -> None:
    value = getattr(rules, name)
    if not low <= value <= high:
        raise _refuse(name, f"is {_short(value)}, but must be {low}..{high}{why}")


def _numbers(name: str, values: tuple[int, ...], low: int, high: int) -> None:
    for index, value in enumerate(values):
        if not low <= value <= high:
            raise _refuse(name, f"entry {index + 1} is {_short(value)}, but must be {low}..{high}")


def _length(name: str, items: tuple[object, ...], low: int, high: int, what: str = "entries") -> None:
    if not low <= len(items) <= high:
        raise _refuse(name, f"has {len(items)} {what}, but must have {low}..{high}")


def _check_version(version: str) -> None:
    if not version or len(version) > MAX_VERSION_CHARS or not version.isprintable():
        raise _refuse("version", f"is {_short(version)}, but must be 1..{MAX_VERSION_CHARS} printable characters")


def _check_turns(rules: RuleSet) -> None:
    _number(rules, "ap_per_turn", 1, MAX_NUMBER)
    # An attack and a move cost 1 AP each: a larger limit or a dearer card can never bind.
    _number(rules, "attacks_per_mage_per_turn", 1, rules.ap_per_turn, " (at most 'ap_per_turn': an attack costs 1 AP)")
    _number(rules, "card_ap", 0, rules.ap_per_turn, " (at most 'ap_per_turn', or the card could never be played)")
    _number(rules, "round_limit", 1, MAX_NUMBER)
    _length("hp_by_battle", rules.hp_by_battle, 1, MAX_BATTLES, "entries (one per battle)")
    _numbers("hp_by_battle", rules.hp_by_battle, 1, MAX_NUMBER)


def _check_stacks(rules: RuleSet) -> None:
    stacks, battles = len(rules.sorcerer_lengths), rules.battles
    _length("sorcerer_lengths", rules.sorcerer_lengths, 1, MAX_STACK, "entries (one per stack level)")
    for name in STACK_TABLES:
        count = len(getattr(rules, name))
        if count != stacks:
            raise _refuse(name, f"has {count} entries, but 'sorcerer_lengths' has {stacks}: "
                          "every per-stack table needs one entry per stack level")
    # R20: each battle after the first adds a layer, so by battle N a mage can hold one
    # element xN, and the engine looks up areas, damage and counters at that stack.
    if stacks < battles:
        raise _refuse("hp_by_battle", f"has {battles} entries ({battles} battles), but 'sorcerer_lengths' and the "
                      f"other per-stack tables have {stacks}: by battle {battles} a mage can reach x{battles}, "
                      "so they need one entry per stack level up to the number of battles")
    # R27: the winner has more battle wins, and there is no rule for a tie.
    if battles % 2 == 0:
        raise _refuse("hp_by_battle", f"has {battles} entries ({battles} battles): an even number of battles "
                      "can end in a tie, which R27 cannot score; use an odd number")
    _numbers("sorcerer_lengths", rules.sorcerer_lengths, 1, MAX_NUMBER)
    for name in STACK_TABLES[1:]:  # damage and counters: a negative one would heal
        _numbers(name, getattr(rules, name), 0, MAX_NUMBER)
    _number(rules, "elementless_power", 0, MAX_NUMBER)
    _number(rules, "backflow_recoil_offset", -MAX_STACK, MAX_STACK)
    _number(rules, "priest_reach", 0, MAX_REACH)
    _number(rules, "mystic_reach", 1, MAX_REACH)
    for stack, options in enumerate(rules.priest_areas, start=1):
        _check_priest_shapes(stack, options)


def _check_priest_shapes(stack: int, options: tuple[Offsets, ...]) -> None:
    # An attack names its shape by `Orient`, so a stack offers at most that many.
    if not 1 <= len(options) <= len(Orient):
        raise _refuse("priest_areas", f"x{stack} has {len(options)} shape options, but must have 1..{len(Orient)}")
    for option in options:
        if not 1 <= len(option) <= MAX_SHAPE_CELLS:
            raise _refuse("priest_areas", f"x{stack} has a shape of {len(option)} cells, "
                          f"but must have 1..{MAX_SHAPE_CELLS}")
        if len(set(option)) != len(option):
            raise _refuse("priest_areas", f"x{stack} has a shape that names a cell twice")
        far = max(abs(dx) + abs(dy) for dx, dy in option)
        if far > MAX_REACH:
            raise _refuse("priest_areas", f"x{stack} has a shape reaching distance {far}, but at most {MAX_REACH}")


def _cell(name: str, text: str, cols: int, rows: int) -> tuple[int, int]:
    try:
        cell = parse_cell(text, cols, rows)
    except ValueError:
        raise _refuse(name, f"names {_short(text)}, which is not a cell of the {cols}x{rows} board "
                      "(a row letter and a column number, e.g. C05)") from None
    return cell % cols, cell // cols


def _check_board(rules: RuleSet) -> None:
    cols, rows = rules.cols, rules.rows
    _number(rules, "cols", 1, MAX_COLS)
    _number(rules, "rows", 1, MAX_ROWS)
    _numbers("jobs", rules.jobs, 0, len(Element))
    mages = sum(rules.jobs)
    # R3 and R20 hand a side's mages one permutation of the elements.
    if mages != len(Element):
        raise _refuse("jobs", f"adds up to {mages} mages, but a side fields one mage per element ({len(Element)})")
    boxes = []
    for name in ("teal_zone", "crimson_zone"):
        (c0, r0), (c1, r1) = (_cell(name, corner, cols, rows) for corner in getattr(rules, name))
        box = (min(c0, c1), max(c0, c1), min(r0, r1), max(r0, r1))
        room = (box[1] - box[0] + 1) * (box[3] - box[2] + 1)
        if room < mages:
            raise _refuse(name, f"holds {room} cells, too few for a formation of {mages} mages")
        boxes.append(box)
    (a0, a1, b0, b1), (c0, c1, d0, d1) = boxes
    # Both formations are placed at once: a shared cell could hold two mages.
    if a0 <= c1 and c0 <= a1 and b0 <= d1 and d0 <= b1:
        raise _refuse("crimson_zone", "overlaps 'teal_zone'")
    teal, crimson = rules.teal_shrines, rules.crimson_shrines
    _length("teal_shrines", teal, 1, len(Element), "cells (each holds a distinct element)")
    if len(crimson) != len(teal):
        raise _refuse("crimson_shrines", f"has {len(crimson)} cells, but 'teal_shrines' has {len(teal)}")
    seen: set[tuple[int, int]] = set()
    for name, cells in (("teal_shrines", teal), ("crimson_shrines", crimson)):
        for text in cells:
            cell = _cell(name, text, cols, rows)
            if cell in seen:
                raise _refuse(name, f"names {_short(text)}, a cell already holding a shrine")
            seen.add(cell)


def _check_elements(rules: RuleSet) -> None:
    beats = _pairs("beats", rules.beats, ordered=True)
    for winner, loser in beats:
        if (loser, winner) in beats:
            raise _refuse("beats", f"has both {winner.key} over {loser.key} and the reverse")
    # The fixed table is consulted first (R14): a mutual pair in it would never apply.
    for a, b in _pairs("mutual_counter", rules.mutual_counter, ordered=False):
        if (a, b) in beats or (b, a) in beats:
            raise _refuse("mutual_counter", f"pairs {a.key} and {b.key}, which 'beats' already decides")
    _pairs("cancels", rules.cancels, ordered=False)


def _pairs(name: str, pairs: tuple[Pair, ...], ordered: bool) -> set[tuple[Element, Element]]:
    """The pairs as elements, refusing unknown names, an element paired with itself and
    repeats (in either order when the relation has no direction)."""
    seen: set[tuple[Element, Element]] = set()
    for pair in pairs:
        a, b = (_named(name, Element, text) for text in pair)
        if a == b:
            raise _refuse(name, f"pairs {a.key} with itself")
        if (a, b) in seen or (not ordered and (b, a) in seen):
            raise _refuse(name, f"names the pair {a.key}, {b.key} twice")
        seen.add((a, b))
    return seen


def _named(name: str, kind: type[_N], text: str) -> _N:
    try:
        return kind.parse(text)
    except ValueError:
        known = ", ".join(member.key for member in kind)
        raise _refuse(name, f"names {_short(text)}, not a known {kind.__name__.lower()} ({known})") from None


def _check_cards(rules: RuleSet) -> None:
    if not 1 <= len(rules.cards) <= MAX_CARDS:
        raise _refuse("cards", f"has {len(rules.cards)} cards, but the card deck needs 1..{MAX_CARDS}")
    for text in rules.cards:
        _named("cards", Card, text)
    _number(rules, "card_range", 0, MAX_NUMBER)


V0_6 = RuleSet()
RULE_SETS: dict[str, RuleSet] = {V0_6.version: V0_6}


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
    _check_version_name(base, changes, where)
    try:
        return dataclasses.replace(base, **changes)
    except RulesFileError as error:
        raise RulesFileError(f"{where}: {error}") from None


def _check_version_name(base: RuleSet, changes: dict[str, Any], where: str) -> None:
    """A replay or a UI that reads `v0.6` must be able to trust that it is v0.6."""
    claimed = changes.get("version", base.version)
    known = RULE_SETS.get(claimed) if isinstance(claimed, str) else None
    if known is not None and {**base.to_data(), **{k: _plain(v) for k, v in changes.items()}} != known.to_data():
        raise RulesFileError(f"{where}: field 'version' is {claimed!r}, the name of a published rule set, "
                             "but other fields differ from it (name the draft, e.g. "
                             f"{claimed + '-draft'!r})")


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
        raise RulesFileError(f"{where}: expected true or false, got {_short(value)}")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise RulesFileError(f"{where}: expected an integer, got {_short(value)}")
    if hint is str:
        if isinstance(value, str):
            return value
        raise RulesFileError(f"{where}: expected a string, got {_short(value)}")
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, (list, tuple)):
            raise RulesFileError(f"{where}: expected a list, got {_short(value)}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], where) for v in value)
        if len(value) != len(args):
            raise RulesFileError(f"{where}: expected {len(args)} items, got {len(value)}")
        return tuple(_coerce(v, a, where) for v, a in zip(value, args))
    raise RulesFileError(f"{where}: unsupported field type")  # pragma: no cover
