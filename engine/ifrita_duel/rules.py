"""Rule set `id-1` as data (D41): every number of RULINGS.md is a field here, never a
literal in the rules code, and the card set is a field too. Drafts load from TOML; every
problem is one line naming its field. FIELD_DOCS is what `rules show` writes beside each
field (the rulings it implements)."""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.ifrita_duel import names as n
from engine.ifrita_duel.cards import CARD_SETS, CardError, CardSet, starter_set
from engine.kernel.game import RuleField


@dataclass(frozen=True, slots=True)
class Rules:
    version: str = "id-1"
    hero_hp: int = 20
    start_hand: int = 7
    mulligan_hand: int = 6
    mulligans: int = 1
    hand_limit: int = 7
    deck_size: int = 40
    max_copies: int = 3
    default_copies: int = 2
    sacrifices_per_turn: int = 1
    first_player_draws: bool = False
    fatigue_start: int = 1
    fatigue_step: int = 1
    burn_per_mana: int = 1
    max_units: int = 7
    max_enchantments: int = 5
    turn_limit: int = 100
    tie_order: tuple[str, ...] = n.COLORS
    cards: CardSet = field(default_factory=starter_set)
    name: str = field(default="", compare=False)     # a draft's title and note: no rule
    note: str = field(default="", compare=False)

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name == "cards":
                out["card_set"] = value.name
            elif f.name in ("name", "note"):
                if value:
                    out[f.name] = value
            else:
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


ID_1 = Rules()


def mana_burn(rules: Rules, mana: Sequence[int], mana_max: Sequence[int]) -> int:
    """D14: the HP a side's end would cost it now: `burn_per_mana` for each mana above its
    kind's max. One figure for the rules (the end phase) and every reader that warns of
    it (the table's strip and hint), so a draft that changes the rate changes both."""
    return rules.burn_per_mana * sum(max(0, have - most) for have, most in zip(mana, mana_max))


@dataclass(frozen=True, slots=True)
class FieldDoc:
    rulings: tuple[str, ...]
    meaning: str
    low: int = 0              # least value of an int field

    def comment(self) -> str:
        return f"{', '.join(self.rulings) if self.rulings else 'no rule'}: {self.meaning}"


FIELD_DOCS: dict[str, FieldDoc] = {
    "version": FieldDoc(("D41",), "the rule set's version, recorded in replays and reports"),
    "hero_hp": FieldDoc(("D2", "D24"), "each hero's HP at the start, also its maximum for heal", 1),
    "start_hand": FieldDoc(("D2",), "cards each side draws from its shuffled deck before the mulligan", 0),
    "mulligan_hand": FieldDoc(("D3",), "cards drawn after a mulligan (hand shuffled back first)", 0),
    "mulligans": FieldDoc(("D3",), "mulligans a player may take per game (0: none)", 0),
    "hand_limit": FieldDoc(("D15",), "cards a hand may keep at its owner's end; the owner discards the rest", 0),
    "deck_size": FieldDoc(("D4",), "cards in a registered deck", 1),
    "max_copies": FieldDoc(("D4",), "most copies of one template in a deck", 1),
    "default_copies": FieldDoc(("D4",), "copies of each template in the default deck (x templates = deck_size)", 1),
    "sacrifices_per_turn": FieldDoc(("D10",), "cards a side may sacrifice for mana per own turn", 0),
    "first_player_draws": FieldDoc(("D1",), "whether the first player draws in turn 1's start phase"),
    "fatigue_start": FieldDoc(("D16",), "damage of the first draw from an empty deck", 0),
    "fatigue_step": FieldDoc(("D16",), "how much each later empty-deck draw adds to the damage", 0),
    "burn_per_mana": FieldDoc(("D14",), "HP lost per mana above its max at the owner's end", 0),
    "max_units": FieldDoc(("D18",), "most units a side may have on the battlefield", 1),
    "max_enchantments": FieldDoc(("D18",), "most enchantments a side may have on the battlefield", 0),
    "turn_limit": FieldDoc(("D35",), "after this turn ends without a result the game is a draw", 1),
    "tie_order": FieldDoc(("D12",), "colour order breaking ties when the default payment picks generic mana"),
    "card_set": FieldDoc(("D39", "D41"), f"the card set and hero abilities (known: {', '.join(CARD_SETS)})"),
    "name": FieldDoc((), "the draft's title, shown by replays and the lab's report"),
    "note": FieldDoc((), "one line about the draft"),
}
_BOOLS = ("first_player_draws",)
_TEXTS = ("version", "name", "note")


def _problems(data: Any, where: str) -> tuple[list[str], dict[str, Any]]:
    """Every problem of a draft's data, one line each, and the values that passed."""
    if not isinstance(data, dict):
        return [f"{where}: a rule set is a map of fields"], {}
    out: list[str] = []
    values: dict[str, Any] = {}
    for key, value in data.items():
        doc = FIELD_DOCS.get(key)
        if doc is None:
            out.append(f"{where}: unknown field {key!r}")
        elif key in _TEXTS:
            if isinstance(value, str) and len(value) <= 200:
                values[key] = value
            else:
                out.append(f"{where}: field {key!r} must be a text (at most 200 characters)")
        elif key in _BOOLS:
            if isinstance(value, bool):
                values[key] = value
            else:
                out.append(f"{where}: field {key!r} must be true or false")
        elif key == "tie_order":
            if isinstance(value, list) and sorted(map(str, value)) == sorted(n.COLORS) and len(value) == 5:
                values[key] = tuple(value)
            else:
                out.append(f"{where}: field 'tie_order' must list the five colours once each ({', '.join(n.COLORS)})")
        elif key == "card_set":
            if isinstance(value, str) and value in CARD_SETS:
                try:
                    values["cards"] = CARD_SETS[value]()
                except CardError as error:
                    out.append(f"{where}: field 'card_set': {error}")
            else:
                out.append(f"{where}: field 'card_set' must be one of {', '.join(CARD_SETS)}, got {value!r}")
        elif isinstance(value, int) and not isinstance(value, bool) and doc.low <= value <= 10_000:
            values[key] = value
        else:
            out.append(f"{where}: field {key!r} must be a whole number from {doc.low} to 10000, got {value!r}")
    if not out:
        out += _consistency(Rules(**{**_drafted(data), **values}), where)
    return out, values


def _drafted(data: dict[str, Any]) -> dict[str, Any]:
    # A draft without its own version is not id-1 any more (replays must tell them apart).
    return {"version": "id-1-draft"} if "version" not in data else {}


def _consistency(rules: Rules, where: str) -> list[str]:
    out = []
    templates = len(rules.cards.cards)
    if templates * rules.default_copies != rules.deck_size:
        out.append(f"{where}: field 'default_copies' x {templates} templates must make deck_size "
                   f"{rules.deck_size} (D4)")
    if rules.default_copies > rules.max_copies:
        out.append(f"{where}: field 'default_copies' must not exceed max_copies {rules.max_copies} (D4)")
    if templates * rules.max_copies < rules.deck_size:
        out.append(f"{where}: field 'max_copies' leaves no legal deck of {rules.deck_size} cards (D4)")
    for key in ("start_hand", "mulligan_hand"):
        if getattr(rules, key) > rules.deck_size:
            out.append(f"{where}: field {key!r} must not exceed deck_size {rules.deck_size}")
    return out


def rules_from_data(data: Any, where: str) -> Rules:
    problems, values = _problems(data, where)
    if problems:
        raise ValueError(problems[0])
    assert isinstance(data, dict)
    return Rules(**{**_drafted(data), **values})


def load_rules(text: str, where: str) -> Rules:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{where}: not valid TOML ({error})") from None
    return rules_from_data(data, where)


def check_draft(text: str, where: str) -> list[str]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return [f"{where}: not valid TOML ({error})"]
    return _problems(data, where)[0]


def rule_fields(rules: Rules) -> tuple[RuleField, ...]:
    """The rule set as a draft lists it; the version is commented out for id-1 itself so
    an edited copy loads as a draft."""
    data = {**rules.to_data(), "name": rules.name, "note": rules.note}
    return tuple(RuleField(key, data[key], doc.comment(), active=not (key == "version" and data[key] == "id-1"))
                 for key, doc in FIELD_DOCS.items())
