"""The rule set as data (R40): every number and table of RULINGS.md in one frozen value.

Rules code never writes 4/5/6 or the affinity table as literals; it asks the rule
set's lookup tables (`RuleSet.tables`, built once per rule set, on first use). Drafts are TOML
files naming a base rule set and the fields they change, and may carry a `name` and a
`note` (not rules: what replays, reports and the viewer show). What each field means,
and which ruling it implements, is `rules_doc.py`.
"""

from __future__ import annotations

import dataclasses
import functools
import tomllib
import typing
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
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
    # A draft's title and one line about it: not rules, so neither equality nor the state
    # hash sees them (compare=False), and `to_data` leaves them out while empty: v0.6's
    # data and hash are what they always were. A replay's rules hash covers them when set.
    name: str = field(default="", compare=False)
    note: str = field(default="", compare=False)
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
        """Plain data (lists, strings, ints) for TOML, JSON and replay headers; `name` and
        `note` only when set."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)
                if f.init and (f.name not in ABOUT or getattr(self, f.name))}


ABOUT = ("name", "note")    # the fields that describe a draft and are no rule


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
#
# The checks yield their problems in order: building a rule set stops at the first (it
# raises it), `mage-battle rules check` lists them all. A check whose inputs are already
# known to be wrong (a corner off a board of no size) is skipped, so every line listed
# is a problem of its own.

MAX_COLS, MAX_ROWS = 99, 26    # a cell name has one row letter and two column digits
MAX_BATTLES = 9
MAX_STACK = 9                  # a stack grows by at most one layer per battle
MAX_REACH = 9                  # priest and mystic reach, priest shape offsets
MAX_SHAPE_CELLS = 25           # one priest shape option
MAX_NUMBER = 99                # AP, rounds, HP, damage, counters, line length, card range
MAX_CARDS = 16
MAX_VERSION_CHARS = 64
MAX_NAME_CHARS = 64
MAX_NOTE_CHARS = 240           # a replay file holds texts of at most 256 characters
# Looked up by stack level like 'sorcerer_lengths', whose length is `max_stack`.
STACK_TABLES = ("priest_areas", "damage_s", "damage_p", "damage_o", "counter_s", "counter_p", "counter_o")

Problems = Iterator[RulesFileError]


def check_rules(rules: RuleSet) -> None:
    """Refuse an inconsistent rule set with a RulesFileError naming the field."""
    for problem in rule_problems(rules):
        raise problem


def rule_problems(rules: RuleSet) -> Problems:
    """Every inconsistency of a rule set, each a one-line RulesFileError naming its field,
    in the order `check_rules` meets them (lazily: the first costs what it always did)."""
    yield from _check_version(rules.version)
    yield from _check_about(rules)
    yield from _check_turns(rules)
    yield from _check_stacks(rules)
    yield from _check_board(rules)
    yield from _check_elements(rules)
    yield from _check_cards(rules)


def _refuse(name: str, problem: str) -> RulesFileError:
    return RulesFileError(f"field {name!r} {problem}")


def _short(value: object) -> str:
    """A value quoted for a one-line message: repr escapes newlines; long ones are cut."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _number(rules: RuleSet, name: str, low: int, high: int, why: str = "") -> Problems:
    value = getattr(rules, name)
    if not low <= value <= high:
        yield _refuse(name, f"is {_short(value)}, but must be {low}..{high}{why}")


def _numbers(name: str, values: tuple[int, ...], low: int, high: int) -> Problems:
    for index, value in enumerate(values):
        if not low <= value <= high:
            yield _refuse(name, f"entry {index + 1} is {_short(value)}, but must be {low}..{high}")


def _length(name: str, items: tuple[object, ...], low: int, high: int, what: str = "entries") -> Problems:
    if not low <= len(items) <= high:
        yield _refuse(name, f"has {len(items)} {what}, but must have {low}..{high}")


def _check_version(version: str) -> Problems:
    if not version or len(version) > MAX_VERSION_CHARS or not version.isprintable():
        yield _refuse("version", f"is {_short(version)}, but must be 1..{MAX_VERSION_CHARS} printable characters")


def _check_about(rules: RuleSet) -> Problems:
    for name, most in (("name", MAX_NAME_CHARS), ("note", MAX_NOTE_CHARS)):
        text = getattr(rules, name)
        if len(text) > most or not text.isprintable():
            yield _refuse(name, f"is {_short(text)}, but must be at most {most} printable characters on one line")


def _check_turns(rules: RuleSet) -> Problems:
    ap = list(_number(rules, "ap_per_turn", 1, MAX_NUMBER))
    yield from ap
    if not ap:      # the two below are measured against it
        # An attack and a move cost 1 AP each: a larger limit or a dearer card can never bind.
        yield from _number(rules, "attacks_per_mage_per_turn", 1, rules.ap_per_turn,
                           " (at most 'ap_per_turn': an attack costs 1 AP)")
        yield from _number(rules, "card_ap", 0, rules.ap_per_turn,
                           " (at most 'ap_per_turn', or the card could never be played)")
    yield from _number(rules, "round_limit", 1, MAX_NUMBER)
    yield from _length("hp_by_battle", rules.hp_by_battle, 1, MAX_BATTLES, "entries (one per battle)")
    yield from _numbers("hp_by_battle", rules.hp_by_battle, 1, MAX_NUMBER)


def _check_stacks(rules: RuleSet) -> Problems:
    stacks, battles = len(rules.sorcerer_lengths), rules.battles
    yield from _length("sorcerer_lengths", rules.sorcerer_lengths, 1, MAX_STACK, "entries (one per stack level)")
    for name in STACK_TABLES:
        count = len(getattr(rules, name))
        if count != stacks:
            yield _refuse(name, f"has {count} entries, but 'sorcerer_lengths' has {stacks}: "
                          "every per-stack table needs one entry per stack level")
    # R20: each battle after the first adds a layer, so by battle N a mage can hold one
    # element xN, and the engine looks up areas, damage and counters at that stack.
    if stacks < battles:
        yield _refuse("hp_by_battle", f"has {battles} entries ({battles} battles), but 'sorcerer_lengths' and the "
                      f"other per-stack tables have {stacks}: by battle {battles} a mage can reach x{battles}, "
                      "so they need one entry per stack level up to the number of battles")
    # R27: the winner has more battle wins, and there is no rule for a tie.
    if battles % 2 == 0:
        yield _refuse("hp_by_battle", f"has {battles} entries ({battles} battles): an even number of battles "
                      "can end in a tie, which R27 cannot score; use an odd number")
    yield from _numbers("sorcerer_lengths", rules.sorcerer_lengths, 1, MAX_NUMBER)
    for name in STACK_TABLES[1:]:  # damage and counters: a negative one would heal
        yield from _numbers(name, getattr(rules, name), 0, MAX_NUMBER)
    yield from _number(rules, "elementless_power", 0, MAX_NUMBER)
    yield from _number(rules, "backflow_recoil_offset", -MAX_STACK, MAX_STACK)
    yield from _number(rules, "priest_reach", 0, MAX_REACH)
    yield from _number(rules, "mystic_reach", 1, MAX_REACH)
    for stack, options in enumerate(rules.priest_areas, start=1):
        yield from _check_priest_shapes(stack, options)


def _check_priest_shapes(stack: int, options: tuple[Offsets, ...]) -> Problems:
    # An attack names its shape by `Orient`, so a stack offers at most that many.
    if not 1 <= len(options) <= len(Orient):
        yield _refuse("priest_areas", f"x{stack} has {len(options)} shape options, but must have 1..{len(Orient)}")
    for option in options:
        if not 1 <= len(option) <= MAX_SHAPE_CELLS:
            yield _refuse("priest_areas", f"x{stack} has a shape of {len(option)} cells, "
                          f"but must have 1..{MAX_SHAPE_CELLS}")
            continue
        if len(set(option)) != len(option):
            yield _refuse("priest_areas", f"x{stack} has a shape that names a cell twice")
        far = max(abs(dx) + abs(dy) for dx, dy in option)
        if far > MAX_REACH:
            yield _refuse("priest_areas", f"x{stack} has a shape reaching distance {far}, but at most {MAX_REACH}")


def _cell(name: str, text: str, cols: int, rows: int) -> tuple[int, int] | RulesFileError:
    """The (column, row) a field names, or the problem with it."""
    try:
        cell = parse_cell(text, cols, rows)
    except ValueError:
        return _refuse(name, f"names {_short(text)}, which is not a cell of the {cols}x{rows} board "
                       "(a row letter and a column number, e.g. C05)")
    return cell % cols, cell // cols


def _check_board(rules: RuleSet) -> Problems:
    cols, rows = rules.cols, rules.rows
    size = [*_number(rules, "cols", 1, MAX_COLS), *_number(rules, "rows", 1, MAX_ROWS)]
    yield from size
    yield from _numbers("jobs", rules.jobs, 0, len(Element))
    mages = sum(rules.jobs)
    # R3 and R20 hand a side's mages one permutation of the elements.
    if mages != len(Element):
        yield _refuse("jobs", f"adds up to {mages} mages, but a side fields one mage per element ({len(Element)})")
    if size:
        return      # no cell can be named on that board
    boxes = []
    for name in ("teal_zone", "crimson_zone"):
        corners = [_cell(name, corner, cols, rows) for corner in getattr(rules, name)]
        bad = [c for c in corners if isinstance(c, RulesFileError)]
        yield from bad
        if bad:
            continue
        (c0, r0), (c1, r1) = (c for c in corners if not isinstance(c, RulesFileError))
        box = (min(c0, c1), max(c0, c1), min(r0, r1), max(r0, r1))
        room = (box[1] - box[0] + 1) * (box[3] - box[2] + 1)
        if room < mages:
            yield _refuse(name, f"holds {room} cells, too few for a formation of {mages} mages")
        boxes.append(box)
    if len(boxes) == 2:
        (a0, a1, b0, b1), (c0, c1, d0, d1) = boxes
        # Both formations are placed at once: a shared cell could hold two mages.
        if a0 <= c1 and c0 <= a1 and b0 <= d1 and d0 <= b1:
            yield _refuse("crimson_zone", "overlaps 'teal_zone'")
    teal, crimson = rules.teal_shrines, rules.crimson_shrines
    yield from _length("teal_shrines", teal, 1, len(Element), "cells (each holds a distinct element)")
    if len(crimson) != len(teal):
        yield _refuse("crimson_shrines", f"has {len(crimson)} cells, but 'teal_shrines' has {len(teal)}")
    seen: set[tuple[int, int]] = set()
    for name, cells in (("teal_shrines", teal), ("crimson_shrines", crimson)):
        for text in cells:
            cell = _cell(name, text, cols, rows)
            if isinstance(cell, RulesFileError):
                yield cell
            elif cell in seen:
                yield _refuse(name, f"names {_short(text)}, a cell already holding a shrine")
            else:
                seen.add(cell)


def _check_elements(rules: RuleSet) -> Problems:
    beats = yield from _pairs("beats", rules.beats, ordered=True)
    for winner, loser in sorted(beats):
        if (loser, winner) in beats and winner < loser:
            yield _refuse("beats", f"has both {winner.key} over {loser.key} and the reverse")
    # The fixed table is consulted first (R14): a mutual pair in it would never apply.
    mutual = yield from _pairs("mutual_counter", rules.mutual_counter, ordered=False)
    for a, b in mutual:
        if (a, b) in beats or (b, a) in beats:
            yield _refuse("mutual_counter", f"pairs {a.key} and {b.key}, which 'beats' already decides")
    yield from _pairs("cancels", rules.cancels, ordered=False)


def _pairs(name: str, pairs: tuple[Pair, ...],
           ordered: bool) -> Generator[RulesFileError, None, set[tuple[Element, Element]]]:
    """Yields the problems of a list of pairs (unknown names, an element paired with
    itself, repeats, in either order when the relation has no direction) and returns the
    good pairs as elements."""
    seen: set[tuple[Element, Element]] = set()
    for pair in pairs:
        a, b = (_named(name, Element, text) for text in pair)
        if isinstance(a, RulesFileError) or isinstance(b, RulesFileError):
            yield from (x for x in (a, b) if isinstance(x, RulesFileError))
            continue
        if a == b:
            yield _refuse(name, f"pairs {a.key} with itself")
        elif (a, b) in seen or (not ordered and (b, a) in seen):
            yield _refuse(name, f"names the pair {a.key}, {b.key} twice")
        else:
            seen.add((a, b))
    return seen


def _named(name: str, kind: type[_N], text: str) -> _N | RulesFileError:
    try:
        return kind.parse(text)
    except ValueError:
        known = ", ".join(member.key for member in kind)
        return _refuse(name, f"names {_short(text)}, not a known {kind.__name__.lower()} ({known})")


def _check_cards(rules: RuleSet) -> Problems:
    if not 1 <= len(rules.cards) <= MAX_CARDS:
        yield _refuse("cards", f"has {len(rules.cards)} cards, but the card deck needs 1..{MAX_CARDS}")
    for text in rules.cards:
        card = _named("cards", Card, text)
        if isinstance(card, RulesFileError):
            yield card
    yield from _number(rules, "card_range", 0, MAX_NUMBER)


V0_6 = RuleSet()
RULE_SETS: dict[str, RuleSet] = {V0_6.version: V0_6}


# --- Drafts -----------------------------------------------------------------------

def rules_from_data(data: dict[str, Any], where: str = "rules") -> RuleSet:
    """Build a rule set from plain data: `base` (default v0.6) plus the fields it changes.
    The first problem is raised as one line naming the field."""
    rules = _draft(data, where, _Found(collect=False))
    assert rules is not None        # without collecting, a problem has been raised
    return rules


def draft_problems(data: dict[str, Any], where: str = "rules") -> list[RulesFileError]:
    """Every problem of a draft as plain data, each the line `rules_from_data` raises for
    it: an unknown base, each unknown or ill-typed field, a published version claimed for
    other values, and every inconsistency of the rest (the ill-typed fields' base values
    stand in for them, and a problem naming one of those fields is left out)."""
    found = _Found(collect=True)
    _draft(data, where, found)
    return found.problems


def check_draft(text: str, where: str = "rules file") -> list[str]:
    """Every problem of a draft's TOML text, one line each; empty when it loads."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return [str(_not_toml(error, where))]
    return [str(problem) for problem in draft_problems(data, where)]


class _Found:
    """Where a draft's problems go: raised at the first, or collected."""

    def __init__(self, collect: bool) -> None:
        self.collect = collect
        self.problems: list[RulesFileError] = []

    def add(self, problem: RulesFileError) -> None:
        if not self.collect:
            raise problem
        self.problems.append(problem)


def _draft(data: dict[str, Any], where: str, found: _Found) -> RuleSet | None:
    data = dict(data)
    base_name = data.pop("base", V0_6.version)
    base = RULE_SETS.get(base_name) if isinstance(base_name, str) else None
    if base is None:
        found.add(RulesFileError(f"{where}: unknown base rule set {base_name!r} (known: {', '.join(RULE_SETS)})"))
        base = V0_6
    hints = typing.get_type_hints(RuleSet)
    known = {f.name for f in dataclasses.fields(RuleSet) if f.init}
    changes: dict[str, Any] = {}
    mistyped: list[str] = []
    for name, value in data.items():
        if name not in known:
            found.add(RulesFileError(f"{where}: unknown field {name!r}"))
            continue
        try:
            changes[name] = _coerce(value, hints[name], f"{where}: field {name!r}")
        except RulesFileError as error:
            found.add(error)
            mistyped.append(name)
    if "version" not in changes and changes:
        changes["version"] = base.version + "-draft"
    version_problem = _check_version_name(base, changes, where)
    if version_problem is not None:
        found.add(version_problem)
    if not found.collect:
        try:
            return dataclasses.replace(base, **changes)
        except RulesFileError as error:
            raise RulesFileError(f"{where}: {error}") from None
    for problem in rule_problems(_unchecked(base, changes)):
        if not any(f"'{name}'" in str(problem) for name in mistyped):
            found.add(RulesFileError(f"{where}: {problem}"))
    return None if found.problems else dataclasses.replace(base, **changes)


def _unchecked(base: RuleSet, changes: dict[str, Any]) -> RuleSet:
    """`base` with `changes`, not checked: only for listing its problems (it builds no
    table and never leaves this module)."""
    rules = object.__new__(RuleSet)
    for f in dataclasses.fields(RuleSet):
        object.__setattr__(rules, f.name, changes.get(f.name, getattr(base, f.name)))
    return rules


def _check_version_name(base: RuleSet, changes: dict[str, Any], where: str) -> RulesFileError | None:
    """A replay or a UI that reads `v0.6` must be able to trust that it is v0.6."""
    claimed = changes.get("version", base.version)
    known = RULE_SETS.get(claimed) if isinstance(claimed, str) else None
    if known is not None and _unchecked(base, changes).to_data() != known.to_data():
        return RulesFileError(f"{where}: field 'version' is {claimed!r}, the name of a published rule set, "
                              "but other fields differ from it (name the draft, e.g. "
                              f"{claimed + '-draft'!r})")
    return None


def _not_toml(error: tomllib.TOMLDecodeError, where: str) -> RulesFileError:
    return RulesFileError(f"{where}: not valid TOML ({error})")


def load_rules(text: str, where: str = "rules file") -> RuleSet:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _not_toml(error, where) from None
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
