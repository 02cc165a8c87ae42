"""Rulings D22-D35 of Ifrita Duel: units, combat, keywords, the hero ability, game end."""

from __future__ import annotations

from dataclasses import replace

import pytest
from duel_helpers import C, T, fails, ok, play, state

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.cards import parse_card_set
from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.rules import ID_1
from engine.kernel.errors import RuleError


def units(*specs: str) -> str:
    """`id:side:card[:key=value,...]` -> [[unit]] tables."""
    out = []
    for spec in specs:
        ident, side, card, *rest = spec.split(":")
        extra = "".join(f"{kv.split('=')[0]} = {kv.split('=')[1]}\n" for kv in rest)
        out.append(f'[[unit]]\nid = "{ident}"\nside = "{side}"\ncard = "{card}"\n{extra}')
    return "".join(out)


def attack(attackers: list[str], blocks: dict[str, str] | None = None) -> str:
    text = '[[do]]\ncmd = "attack"\nattackers = [' + ", ".join(f'"{a}"' for a in attackers) + "]\n"
    if blocks:
        text += "blocks = { " + ", ".join(f'{a} = "{b}"' for a, b in blocks.items()) + " }\n"
    return text


def test_d22_sick_units_cannot_attack_but_can_block() -> None:
    assert "D22" in fails(units("t1:teal:grove_bear:sick=true") + attack(["t1"]), 0)
    st = ok(units("t1:teal:grove_bear", "c1:crimson:clay_golem:sick=true") + attack(["t1"], {"t1": "c1"}))
    assert not st["units"]["t1"]["alive"] and st["units"]["c1"]["damage"] == 3


def test_d23_tapped_units_neither_attack_nor_block_and_vigilance_does_not_tap() -> None:
    assert "D23" in fails(units("t1:teal:grove_bear:tapped=true") + attack(["t1"]), 0)
    assert "D23" in fails(units("t1:teal:grove_bear", "c1:crimson:clay_golem:tapped=true")
                          + attack(["t1"], {"t1": "c1"}), 0)
    st = ok(units("t1:teal:grove_bear", "t2:teal:dawn_sentinel") + attack(["t1", "t2"]))
    assert st["units"]["t1"]["tapped"] and not st["units"]["t2"]["tapped"]
    assert st["players"]["crimson"]["hp"] == 15
    # Units untap only at their own side's start: crimson's turn leaves teal's bear tapped.
    st = ok('[crimson]\ndeck = ["clay_golem"]\n' + units("t1:teal:grove_bear") + attack(["t1"])
            + '[[do]]\ncmd = "end_turn"\n')
    assert st["to_move"] == "crimson" and st["units"]["t1"]["tapped"]


def test_d24_effective_stats_and_heal_limits() -> None:
    st = ok('''
        [teal]
        hp = 18
        cooldown = 0
        hero = "mend"
        [[enchantment]]
        id = "e1"
        side = "teal"
        card = "sanctuary_banner"
        [[enchantment]]
        id = "e2"
        side = "crimson"
        card = "withering_totem"
        [[enchantment]]
        id = "e3"
        side = "crimson"
        card = "withering_totem"
        ''' + units("t1:teal:wandering_wisp:buff_atk=-1:buff_health=2:damage=1")
        + '[[do]]\ncmd = "hero"\ntarget = "teal"\n')
    wisp = st["units"]["t1"]
    assert (wisp["atk"], wisp["health"], wisp["damage"]) == (0, 4, 1)       # 1 - 1 + 1 - 2 -> below 0 counts as 0
    assert st["players"]["teal"]["hp"] == 20                                 # heal never above 20
    st = ok('[teal]\nhero = "mend"\n' + units("t1:teal:clay_golem:damage=2") + '[[do]]\ncmd = "hero"\ntarget = "t1"\n')
    assert st["units"]["t1"]["damage"] == 0


def test_d25_attack_rules() -> None:
    body = units("t1:teal:grove_bear", "t2:teal:ember_imp", "c1:crimson:clay_golem")
    assert "D25" in fails(body + attack([]), 0)
    assert "D25" in fails(body + attack(["t1", "t1"]), 0)
    assert "D25" in fails(body + attack(["c1"]), 0)
    assert "D25" in fails(body + attack(["t1"]) + attack(["t2"]), 1)                # once a turn
    st = ok(body + '[[do]]\ncmd = "next_phase"\n' + attack(["t1", "t2"]))            # from combat too
    assert st["players"]["crimson"]["hp"] == 15 and st["phase"] == "main2"
    assert "D25" in fails('phase = "main2"\n' + body + attack(["t1"]), 0)


def test_d26_blocks_are_the_defenders_one_blocker_each() -> None:
    body = units("t1:teal:grove_bear", "t2:teal:ember_imp", "c1:crimson:clay_golem", "c2:crimson:wandering_wisp")
    assert "D26" in fails(body + attack(["t1", "t2"], {"t1": "c1", "t2": "c1"}), 0)
    s = state(body)
    s, _ = play(s, cmd.Attack(T, ("t1", "t2")))
    assert s.deciders() == (C,) and s.phase == Phase.COMBAT
    with pytest.raises(RuleError, match="D26"):
        play(s, cmd.Block(C, "t2", "c1"))                              # attacker by attacker, in order
    with pytest.raises(RuleError, match="D26"):
        play(s, cmd.Block(T, "t1", None))
    s, _ = play(s, cmd.Block(C, "t1", "c2"), cmd.Block(C, "t2", None))
    assert s.phase == Phase.MAIN2 and s.player(C).hp == 18 and s.unit("c2") is None


def test_d27_first_strike_step_then_regular_step_and_zero_atk_deals_nothing() -> None:
    st = ok(units("t1:teal:lava_charger", "c1:crimson:grove_bear") + attack(["t1"], {"t1": "c1"}))
    assert st["units"]["t1"]["damage"] == 0 and not st["units"]["c1"]["alive"]
    st = ok('[[enchantment]]\nid = "e"\nside = "crimson"\ncard = "withering_totem"\n'
            + units("t1:teal:wandering_wisp") + attack(["t1"]))
    assert st["players"]["crimson"]["hp"] == 20 and st["phase"] == "main2"


def test_d28_unblocked_hits_the_hero_blocked_trade() -> None:
    st = ok(units("t1:teal:grove_bear", "t2:teal:clay_golem", "c1:crimson:clay_golem")
            + attack(["t1", "t2"], {"t2": "c1"}))
    assert st["players"]["crimson"]["hp"] == 17
    assert not st["units"]["t2"]["alive"] and not st["units"]["c1"]["alive"]


def test_d29_trample() -> None:
    st = ok(units("t1:teal:thornback_boar", "c1:crimson:grove_bear") + attack(["t1"], {"t1": "c1"}))
    assert st["players"]["crimson"]["hp"] == 17 and not st["units"]["c1"]["alive"]    # 2 lethal, 3 through
    st = ok(units("t1:teal:grove_warden", "c1:crimson:dawn_sentinel") + attack(["t1"], {"t1": "c1"}))
    assert st["players"]["crimson"]["hp"] == 20 and st["units"]["c1"]["damage"] == 3  # less than lethal
    st = ok(units("t1:teal:thornback_boar", "c1:crimson:shield_squire") + attack(["t1"], {"t1": "c1"}))
    assert st["players"]["crimson"]["hp"] == 20 and st["units"]["c1"]["alive"] and not st["units"]["c1"]["shield"]


def test_d29_d31_trample_with_deathtouch_assigns_one_as_lethal() -> None:
    # No id-1 card has both keywords; the rules take the card set as a value, so a test set can.
    extra = parse_card_set('''set = "t"\nrules = "id-1"\ndefault_copies = 1
[[card]]\nid = "viper_boar"\nko = "x"\nen = "x"\nkind = "unit"\ncolors = []\ncost = { generic = 4 }
atk = 4\nhealth = 2\nkeywords = ["trample", "deathtouch"]
[[card]]\nid = "wall"\nko = "x"\nen = "x"\nkind = "unit"\ncolors = []\ncost = { generic = 4 }\natk = 0\nhealth = 8
[[hero]]\nid = "ember"\nko = "h"\nen = "h"\ncooldown = 1\non_use = [{ do = "draw", amount = 1 }]\n''')
    s = state(units("t1:teal:wandering_wisp", "c1:crimson:wandering_wisp"))
    rules = replace(ID_1, cards=extra)
    s = replace(s, rules=rules, units=tuple(replace(u, card="viper_boar" if u.side == T else "wall") for u in s.units))
    s, _ = play(s, cmd.Attack(T, ("t1",)), cmd.Block(C, "t1", "c1"))
    assert s.unit("c1") is None and s.player(C).hp == 17


def test_d30_shield() -> None:
    st = ok(units("t1:teal:grove_bear", "c1:crimson:shield_squire") + attack(["t1"], {"t1": "c1"}))
    assert st["units"]["c1"]["alive"] and not st["units"]["c1"]["shield"] and st["units"]["c1"]["damage"] == 0
    st = ok(units("t1:teal:wandering_wisp", "c1:crimson:shield_squire") + attack(["t1"], {"t1": "c1"}))
    assert st["units"]["c1"]["shield"] and st["units"]["c1"]["damage"] == 1                    # not lethal: kept
    st = ok('[teal]\nhand = ["doom_curse"]\nmana_max = { black = 3 }\n' + units("c1:crimson:shield_squire")
            + '[[do]]\ncmd = "cast"\ncard = "doom_curse"\ntarget = "c1"\n')
    assert not st["units"]["c1"]["alive"] and st["players"]["crimson"]["discard"] == ["shield_squire"]


def test_d31_deathtouch() -> None:
    st = ok(units("t1:teal:grave_viper", "c1:crimson:dawn_sentinel") + attack(["t1"], {"t1": "c1"}))
    assert not st["units"]["c1"]["alive"] and not st["units"]["t1"]["alive"]
    st = ok(units("t1:teal:grave_viper", "c1:crimson:shield_squire") + attack(["t1"], {"t1": "c1"}))
    assert st["units"]["c1"]["alive"] and not st["units"]["c1"]["shield"]
    st = ok('[[enchantment]]\nid = "e"\nside = "crimson"\ncard = "withering_totem"\n'
            + units("t1:teal:grave_viper", "c1:crimson:clay_golem") + attack(["t1"], {"t1": "c1"}))
    assert st["units"]["c1"]["alive"] and st["units"]["c1"]["damage"] == 0                   # 0 ATK: no damage
    st = ok(units("t1:teal:grave_viper") + attack(["t1"]))
    assert st["players"]["crimson"]["hp"] == 19                                               # ordinary on heroes


def test_d32_first_strike_kills_before_damage_back_and_two_first_strikers_trade() -> None:
    st = ok(units("t1:teal:grove_bear", "c1:crimson:lava_charger") + attack(["t1"], {"t1": "c1"}))
    assert not st["units"]["t1"]["alive"] and st["units"]["c1"]["damage"] == 0
    st = ok(units("t1:teal:lava_charger", "c1:crimson:lava_charger") + attack(["t1"], {"t1": "c1"}))
    assert not st["units"]["t1"]["alive"] and not st["units"]["c1"]["alive"]


def test_d33_hero_ability_cooldown() -> None:
    s = state('[teal]\nhero = "insight"\ndeck = ["clay_golem", "clay_golem"]\n[crimson]\ndeck = ["clay_golem"] \n')
    assert s.player(T).cooldown == 0
    s, _ = play(s, cmd.UseHero(T))
    assert s.player(T).cooldown == 3 and s.player(T).hand == ("clay_golem",)
    with pytest.raises(RuleError, match="D33"):
        play(s, cmd.UseHero(T))
    for own_turns in range(3):
        s, _ = play(s, cmd.EndTurn(T), cmd.EndTurn(C))
        assert s.player(T).cooldown == 2 - own_turns
    s, _ = play(s, cmd.UseHero(T))                                                            # 3 own turns later
    assert "D19" in fails('[teal]\nhero = "ward"\n[[do]]\ncmd = "hero"\ntarget = "teal"\n', 0)
    st = ok('[teal]\nhero = "ward"\n' + units("t1:teal:grove_bear") + '[[do]]\ncmd = "hero"\ntarget = "t1"\n')
    assert st["units"]["t1"]["shield"] and st["players"]["teal"]["cooldown"] == 3


def test_d34_game_end_and_draw() -> None:
    st = ok('[crimson]\nhp = 3\n' + units("t1:teal:grove_bear") + attack(["t1"]))
    assert (st["winner"], st["end_reason"], st["players"]["crimson"]["hp"]) == ("teal", "hp", 0)
    s = state('[crimson]\nhp = 3\n' + units("t1:teal:grove_bear"))
    s, _ = play(s, cmd.Attack(T, ("t1",)))
    assert s.over and s.deciders() == ()
    with pytest.raises(RuleError, match="D34"):
        play(s, cmd.EndTurn(T))


def test_d35_turn_limit_is_a_draw() -> None:
    st = ok('turn = 100\nto_move = "crimson"\n[[do]]\ncmd = "end_turn"\n')
    assert (st["winner"], st["end_reason"], st["turn"], st["phase"]) == ("draw", "turn_limit", 100, "over")
    st = ok('turn = 99\n[crimson]\ndeck = ["clay_golem"]\n[[do]]\ncmd = "end_turn"\n')
    assert st["winner"] is None and st["turn"] == 100
    assert fails('turn = 101\n', None)
