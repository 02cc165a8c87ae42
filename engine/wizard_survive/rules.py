"""Rule set `ws-1` as data (W32): every number of the rulings is a field here, so a
designer's draft is a TOML file of these fields and the rules code holds no literal.

A draft names only the fields it changes; every problem is one line naming the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from engine.kernel.rule_book import parse_toml
from engine.wizard_survive.names import SEAT_NAMES, Card


@dataclass(frozen=True, slots=True)
class RuleSet:
    version: str = "ws-1"
    min_players: int = 2              # W1
    max_players: int = 4              # W1
    start_lives: int = 2              # W3, W20
    start_mana: int = 1               # W3, W20
    fireball_cost: int = 1            # W5
    mana_recovery_cost: int = 0       # W5
    teleport_cost: int = 0            # W5
    lightning_cost: int = 2           # W5
    meteor_cost: int = 3              # W5
    fireball_damage: int = 1          # W11
    lightning_damage: int = 1         # W12
    lightning_targets: int = 2        # W7, W12
    recovery_gain: int = 1            # W13
    mana_cap: int = 5                 # W16
    teleport_cancels: tuple[Card, ...] = (Card.FIREBALL, Card.LIGHTNING)   # W14, W15
    souls_to_win: int = 5             # W21
    step_limit: int = 20              # W19
    round_limit: int = 30             # W22
    name: str = field(default="", compare=False)    # a draft's title and note: no rule
    note: str = field(default="", compare=False)

    def cost(self, card: Card) -> int:
        return (self.fireball_cost, self.mana_recovery_cost, self.teleport_cost,
                self.lightning_cost, self.meteor_cost)[card.value]

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in ("name", "note") and not value:
                continue
            out[f.name] = [c.key for c in value] if f.name == "teleport_cancels" else value
        return out


WS_1 = RuleSet()

# name -> (ruling and meaning, lowest, highest); texts and the card list are checked apart.
DOCS: dict[str, tuple[str, int, int]] = {
    "min_players": ("W1: fewest players in a game", 2, 4),
    "max_players": ("W1: most players in a game (seats red, blue, green, yellow in order)", 2, 4),
    "start_lives": ("W3, W20: lives of every player at the start of each round", 1, 9),
    "start_mana": ("W3, W20: mana of every player at the start of each round", 0, 50),
    "fireball_cost": ("W5: mana a fireball costs", 0, 50),
    "mana_recovery_cost": ("W5: mana a mana recovery costs", 0, 50),
    "teleport_cost": ("W5: mana a teleport costs", 0, 50),
    "lightning_cost": ("W5: mana a lightning costs", 0, 50),
    "meteor_cost": ("W5: mana a meteor costs", 0, 50),
    "fireball_damage": ("W11: lives a fireball takes from its target", 1, 9),
    "lightning_damage": ("W12: lives a lightning takes from each of its targets", 1, 9),
    "lightning_targets": ("W7, W12: most distinct targets of one lightning", 1, 3),
    "recovery_gain": ("W13: mana a mana recovery gives, up to the cap", 0, 50),
    "mana_cap": ("W16: most mana a player can hold", 1, 50),
    "souls_to_win": ("W21: souls that win the game when a round ends", 1, 50),
    "step_limit": ("W19: most steps in a round; then it ends step_limit, no souls", 1, 500),
    "round_limit": ("W22: most rounds in a game; then the most souls win, a tie is a draw", 1, 500),
}
TEXTS = {
    "version": "W32: the rule set's version, recorded in replays and reports",
    "name": "no rule: the draft's title",
    "note": "no rule: one line about the draft",
}
CANCELS_DOC = "W14, W15: attacks a teleport cancels (ws-1: fireball and lightning; meteor ignores it)"
ATTACK_KEYS = ("fireball", "lightning", "meteor")


def problems(data: Any, where: str) -> list[str]:
    """Every problem of a rule set's data, one line each naming its field."""
    if not isinstance(data, dict):
        return [f"{where}: a rule set is a table of fields"]
    out = []
    for key, value in data.items():
        if key == "base":
            if not isinstance(value, str) or value not in KNOWN:
                out.append(f"{where}: field 'base': unknown base rule set {value!r} (known: {', '.join(KNOWN)})")
        elif key in DOCS:
            _, low, high = DOCS[key]
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                out.append(f"{where}: field {key!r} must be a whole number from {low} to {high}, got {value!r}")
        elif key in TEXTS:
            if not isinstance(value, str) or len(value) > 200 or (key == "version" and not value.strip()):
                shortest = 1 if key == "version" else 0
                out.append(f"{where}: field {key!r} must be a text of {shortest} to 200 characters")
        elif key == "teleport_cancels":
            if not isinstance(value, list) or not all(isinstance(v, str) and v in ATTACK_KEYS for v in value) \
                    or len(set(value)) != len(value):
                out.append(f"{where}: field 'teleport_cancels' must list distinct attacks of {', '.join(ATTACK_KEYS)}")
        elif key == "seats":
            if value != list(SEAT_NAMES):
                out.append(f"{where}: field 'seats' is fixed to {', '.join(SEAT_NAMES)} (names, not a rule)")
        else:
            out.append(f"{where}: unknown field {key!r}")
    if out:
        return out
    merged = {**WS_1.to_data(), **{k: v for k, v in data.items() if k != "base"}}
    if merged["min_players"] > merged["max_players"]:
        out.append(f"{where}: field 'min_players' is above 'max_players'")
    if merged["start_mana"] > merged["mana_cap"]:
        out.append(f"{where}: field 'start_mana' is above 'mana_cap'")
    costs = [f"{card.key}_cost" for card in Card]
    if min(merged[c] for c in costs) > 0:
        out.append(f"{where}: field 'mana_recovery_cost': some card must cost 0, or a player without mana "
                   "could commit nothing (W6)")
    # A replay or a report that reads `ws-1` must be able to trust that it is ws-1 (W32).
    claimed = KNOWN.get(merged["version"]) if "version" in data else None
    if claimed is not None and _rule_values(claimed.to_data()) != _rule_values(merged):
        out.append(f"{where}: field 'version' is {merged['version']!r}, the name of a published rule set, "
                   f"but other fields differ from it (name the draft, e.g. {merged['version'] + '-draft'!r})")
    return out


def _rule_values(data: dict[str, Any]) -> dict[str, Any]:
    values = {k: v for k, v in data.items() if k not in ("version", "name", "note", "seats")}
    values["teleport_cancels"] = sorted(values["teleport_cancels"])
    return values


def rules_from_data(data: Any, where: str) -> RuleSet:
    """The rule set `data` describes over ws-1's values; ValueError naming the field."""
    found = problems(data, where)
    if found:
        raise ValueError(found[0])
    values = {k: v for k, v in data.items() if k not in ("seats", "base")}
    if "teleport_cancels" in values:
        # one order (the cards'), so equal rules are equal rule sets with one hash
        values["teleport_cancels"] = tuple(sorted((Card.parse(v) for v in values["teleport_cancels"]),
                                                  key=lambda c: c.value))
    if "version" not in values and any(k not in ("name", "note") for k in values):
        values["version"] = WS_1.version + "-draft"
    return replace(WS_1, **values)


def load_rules(text: str, where: str) -> RuleSet:
    return rules_from_data(parse_toml(text, where), where)


def check_draft(text: str, where: str) -> list[str]:
    try:
        return problems(parse_toml(text, where), where)
    except ValueError as error:
        return [str(error)]


KNOWN = {"ws-1": WS_1}
