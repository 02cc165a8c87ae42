"""What each field of the rule set means, as data: the rulings it implements (numbers of
RULINGS.md) and one line of meaning. `mage-battle rules show` writes the rule set as a
draft with these lines as its comments; a test keeps this table and `RuleSet` in step.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engine.kernel.game import RuleField
from engine.mage_battle.rules import ABOUT, RULE_SETS, V0_6, RuleSet


@dataclass(frozen=True, slots=True)
class FieldDoc:
    rulings: tuple[str, ...]     # "R6", ...; empty for a field that is no rule
    meaning: str                 # one line

    def comment(self) -> str:
        return f"{', '.join(self.rulings) if self.rulings else 'no rule'}: {self.meaning}"


FIELD_DOCS: dict[str, FieldDoc] = {
    "version": FieldDoc(("R40",), "the rule set's version, recorded in replays and reports; a published one "
                                  "(v0.6) must match it in every field"),
    "name": FieldDoc((), "the draft's title, shown by `replay info`, the lab's report and the replay viewer"),
    "note": FieldDoc((), "one line about the draft (what it tries), shown beside its name"),
    # Board
    "cols": FieldDoc(("R1", "R2", "R40"), "board width: columns 01.. from left to right"),
    "rows": FieldDoc(("R1", "R2", "R40"), "board height: rows A.. from top to bottom"),
    "teal_zone": FieldDoc(("R2",), "opposite corners of teal's start zone, where its formation stands"),
    "crimson_zone": FieldDoc(("R2",), "opposite corners of crimson's start zone (must not overlap teal's)"),
    "teal_shrines": FieldDoc(("R1", "R22"), "teal's shrine cells, one shrine element each; crimson wins a battle "
                                            "by entering one holding its element"),
    "crimson_shrines": FieldDoc(("R1", "R22"), "crimson's shrine cells, as many as teal's"),
    "jobs": FieldDoc(("R2", "R3"), "how many sorcerers, priests and mystics (S, P, O) a side fields; they add up "
                                   "to 9, one mage per element"),
    # Turns
    "ap_per_turn": FieldDoc(("R6",), "action points per turn; a move and an attack cost 1 AP each"),
    "attacks_per_mage_per_turn": FieldDoc(("R8",), "attack attempts one mage may make per turn (a cancelled one "
                                                   "counts)"),
    "round_limit": FieldDoc(("R6", "R26"), "rounds in a battle (a round is one turn of each side); after the "
                                           "last, the tie-break decides"),
    "hp_by_battle": FieldDoc(("R21", "R27"), "every mage's HP at the start of battle 1, 2, ...; its length is the "
                                             "number of battles (odd, at most the stack levels)"),
    # Areas
    "sorcerer_lengths": FieldDoc(("R9", "R10"), "sorcerer line length by stack x1, x2, ...; its length is the "
                                                "number of stack levels every per-stack table has"),
    "priest_reach": FieldDoc(("R11",), "greatest distance from a priest to the centre of its area (0: own cell)"),
    "priest_areas": FieldDoc(("R9", "R11"), "priest areas by stack: per stack the shapes to choose from, each a "
                                            "list of [dx, dy] offsets from the centre"),
    "mystic_reach": FieldDoc(("R12",), "how far a mystic's single target may be, in straight orthogonal steps "
                                       "(1: adjacent)"),
    # Damage and counters
    "damage_s": FieldDoc(("R16",), "HP a sorcerer's winning attack takes from each target, by attack stack"),
    "damage_p": FieldDoc(("R16",), "HP a priest's winning attack takes from each target, by attack stack"),
    "damage_o": FieldDoc(("R16",), "HP a mystic's winning attack takes from its target, by attack stack"),
    "counter_s": FieldDoc(("R17",), "HP a defending sorcerer that wins takes from the attacker, by response "
                                    "stack"),
    "counter_p": FieldDoc(("R17",), "HP a defending priest that wins takes from the attacker, by response stack"),
    "counter_o": FieldDoc(("R17",), "HP a defending mystic that wins takes from the attacker, by response stack"),
    "elementless_power": FieldDoc(("R16",), "HP an elementless attack that wins takes from a target"),
    "only_largest_counter": FieldDoc(("R17",), "true: of several counters in one attack only the largest "
                                               "applies; false: they add up"),
    # Elements
    "beats": FieldDoc(("R14", "R15"), "the fixed table, [winner, loser] pairs of attack and response elements"),
    "mutual_counter": FieldDoc(("R14",), "pairs where x1 against x1 the defender wins, otherwise the higher stack "
                                         "(equal: the attacker)"),
    "cancels": FieldDoc(("R19", "R20"), "pairs that cancel: a new layer removes the oldest layer it pairs with"),
    # Cards
    "cards": FieldDoc(("R4", "R23", "R24", "R25"), "the hidden cards, one dealt to each side uniformly at "
                                                    "random (both may hold the same)"),
    "card_range": FieldDoc(("R23",), "a card's target must be within this distance of a living own mage"),
    "card_ap": FieldDoc(("R23",), "AP a card costs"),
    "backflow_recoil_offset": FieldDoc(("R25",), "Mana Backflow: a cancelled attacker loses max(0, its highest "
                                                 "stack - this) HP"),
}

BASE_DOC = FieldDoc(("R40",), "the published rule set this draft starts from; the fields below replace its values")
COPY_VERSION = ("R40: the rule set's version; a copy of a published rule set is a draft, called "
                "'{version}-draft' unless you set one")


def _published_base(rules: RuleSet) -> RuleSet:
    """The published rule set `rules` is, or the one its version names as its start
    ("v0.6-short" starts from v0.6), else the default."""
    for version, published in RULE_SETS.items():
        if rules.version == version or rules.version.startswith(version + "-"):
            return published
    return V0_6


def rule_fields(rules: RuleSet) -> tuple[RuleField, ...]:
    """The rule set as a draft lists it: `base`, the version (commented out when it is a
    published one's, so that an edited copy loads as a draft), the name and the note,
    then every rule in the order of `RuleSet`."""
    base = _published_base(rules)
    data = {**rules.to_data(), **{name: getattr(rules, name) for name in ABOUT}}
    out = [RuleField("base", base.version, BASE_DOC.comment())]
    for f in dataclasses.fields(RuleSet):
        if not f.init:
            continue
        if f.name == "version" and rules.version in RULE_SETS:
            out.append(RuleField("version", rules.version, COPY_VERSION.format(version=rules.version), active=False))
        else:
            out.append(RuleField(f.name, data[f.name], FIELD_DOCS[f.name].comment()))
    return tuple(out)
