"""The closed sets of Ifrita Duel, named as RULINGS.md names them (sides, phases, mana
kinds, card kinds, keywords and the effect vocabulary of D39)."""

from __future__ import annotations

from engine.kernel.named import NamedIntEnum, SeatPair


class Side(SeatPair):
    """A seat: teal (청록) or crimson (진홍); who moved first is the state's `first`."""

    TEAL = 0
    CRIMSON = 1


class Phase(NamedIntEnum):
    MULLIGAN = 0
    START = 1
    MAIN1 = 2
    COMBAT = 3
    MAIN2 = 4
    END = 5
    OVER = 6
    REGISTER = 7     # D4, before anything is shuffled or dealt (last: the older values keep their numbers)


SIDE_KEYS = ("teal", "crimson")
COLORS = ("red", "blue", "green", "black", "white")
COLORLESS = "colorless"
# A pool is a tuple in this order; `generic` is a cost, never a kind (RULINGS names).
MANA_KINDS = (*COLORS, COLORLESS)
KIND_INDEX = {kind: i for i, kind in enumerate(MANA_KINDS)}

UNIT, SORCERY, ENCHANTMENT = "unit", "sorcery", "enchantment"
CARD_KINDS = (UNIT, SORCERY, ENCHANTMENT)

TRAMPLE, SHIELD, DEATHTOUCH, FIRST_STRIKE, VIGILANCE = "trample", "shield", "deathtouch", "first_strike", "vigilance"
KEYWORDS = (TRAMPLE, SHIELD, DEATHTOUCH, FIRST_STRIKE, VIGILANCE)

# D39: which triggers each kind of card may carry.
ON_CAST, ON_ENTER, ON_TURN_START, ON_OPPONENT_SUMMON, STATIC, ON_USE = (
    "on_cast", "on_enter", "on_turn_start", "on_opponent_summon", "static", "on_use")
TRIGGERS_OF = {
    UNIT: (ON_ENTER,),
    SORCERY: (ON_CAST,),
    ENCHANTMENT: (ON_TURN_START, ON_OPPONENT_SUMMON, STATIC),
}

DEAL_DAMAGE, HEAL, DRAW, ADD_MANA, DESTROY, BUFF, GIVE_SHIELD = (
    "deal_damage", "heal", "draw", "add_mana", "destroy", "buff", "give_shield")
# D39: each verb's keys besides `do` (all required).
VERB_KEYS: dict[str, tuple[str, ...]] = {
    DEAL_DAMAGE: ("to", "amount"),
    HEAL: ("to", "amount"),
    DRAW: ("amount",),
    ADD_MANA: ("color", "amount"),
    DESTROY: ("to",),
    BUFF: ("to", "atk", "health"),
    GIVE_SHIELD: ("to",),
}
UNIT_VERBS = (DESTROY, BUFF, GIVE_SHIELD)     # verbs whose objects can only be units

TARGET, OWN_HERO, ENEMY_HERO, EACH_HERO, EACH_UNIT, OWN_UNITS, ENEMY_UNITS, SUMMONED = (
    "target", "own_hero", "enemy_hero", "each_hero", "each_unit", "own_units", "enemy_units", "summoned")
SELECTORS = (TARGET, OWN_HERO, ENEMY_HERO, EACH_HERO, EACH_UNIT, OWN_UNITS, ENEMY_UNITS, SUMMONED)
UNIT_SELECTORS = (EACH_UNIT, OWN_UNITS, ENEMY_UNITS, SUMMONED)

ANY, ENEMY_UNIT, OWN_UNIT, OWN_ANY = "any", "enemy_unit", "own_unit", "own_any"
TARGET_KINDS = (ANY, ENEMY_UNIT, OWN_UNIT, OWN_ANY)
UNIT_TARGET_KINDS = (ENEMY_UNIT, OWN_UNIT)

# Mulligan decisions (D3), as the scenario format spells them.
PENDING, KEPT, TAKEN = "pending", "kept", "taken"
