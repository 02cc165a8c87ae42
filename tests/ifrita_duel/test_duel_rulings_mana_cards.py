"""Rulings D9-D21 of Ifrita Duel: mana, sacrifice, payment, burn, hand limit, draws and
fatigue, casting, caps, targets, enchantment triggers and the check."""

from __future__ import annotations

import pytest
from duel_helpers import C, T, events_of, fails, ok, play, state

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.cards import CardError, parse_card_set
from engine.ifrita_duel.decide import payment
from engine.ifrita_duel.legal import legal_commands, payments
from engine.ifrita_duel.rules import ID_1
from engine.kernel.errors import RuleError

SACRIFICE = '[[do]]\ncmd = "sacrifice"\ncard = "{card}"\n'


def test_d9_max_grows_only_by_sacrifice_and_current_may_exceed_it_by_add_mana() -> None:
    st = ok('''
        [teal]
        hand = ["wild_surge"]
        mana_max = { green = 1 }
        [[do]]
        cmd = "cast"
        card = "wild_surge"
        ''')
    assert st["players"]["teal"]["mana_max"]["green"] == 1 and st["players"]["teal"]["mana"]["green"] == 3


def test_d10_sacrifice_once_a_turn_for_a_colour_of_the_card() -> None:
    hand = '[teal]\nhand = ["grove_warden", "ember_imp", "clay_golem", "ember_imp"]\n'
    st = ok(hand + '[[do]]\ncmd = "sacrifice"\ncard = "grove_warden"\ncolor = "white"\n')
    teal = st["players"]["teal"]
    assert teal["mana_max"]["white"] == teal["mana"]["white"] == 1 and teal["discard"] == ["grove_warden"]
    assert "D10" in fails(hand + '[[do]]\ncmd = "sacrifice"\ncard = "grove_warden"\n', 0)      # two colours
    assert "D10" in fails(hand + '[[do]]\ncmd = "sacrifice"\ncard = "grove_warden"\ncolor = "red"\n', 0)
    assert "D10" in fails(hand + SACRIFICE.format(card="ember_imp") * 2, 1)                     # once a turn
    st = ok(hand + SACRIFICE.format(card="clay_golem"))
    assert st["players"]["teal"]["mana_max"]["colorless"] == 1
    # Usable at once, like a land: sacrifice then cast the other imp in the same main phase.
    st = ok(hand + SACRIFICE.format(card="ember_imp") + '[[do]]\ncmd = "cast"\ncard = "ember_imp"\n')
    assert st["players"]["teal"]["battlefield"] == ["teal-1"] and st["players"]["teal"]["mana"]["red"] == 0


def test_d11_a_cards_colours_are_its_pips() -> None:
    text = '''set = "s"\nrules = "id-1"\ndefault_copies = 1
[[card]]\nid = "odd"\nko = "x"\nen = "x"\nkind = "unit"\ncolors = ["blue"]\ncost = { red = 1 }\natk = 1\nhealth = 1
[[hero]]\nid = "h"\nko = "h"\nen = "h"\ncooldown = 1\non_use = [{ do = "draw", amount = 1 }]\n'''
    with pytest.raises(CardError, match=r"card 'odd': field 'colors' .*D11"):
        parse_card_set(text)
    assert ID_1.cards.card("wandering_wisp").colors == () and ID_1.cards.card("hellfire").colors == ("red", "black")


def test_d12_payment_defaults_and_named_payments() -> None:
    lance = ID_1.cards.card("flame_lance").cost            # red 1 + generic 1
    order = ID_1.tie_order
    #               red blue green black white colorless
    assert payment((1, 0, 2, 0, 0, 1), lance, None, order) == (1, 0, 0, 0, 0, 1)      # colorless first
    assert payment((1, 0, 2, 0, 0, 0), lance, None, order) == (1, 0, 1, 0, 0, 0)      # then the most left
    assert payment((1, 1, 0, 0, 1, 0), lance, None, order) == (1, 1, 0, 0, 0, 0)      # ties: red, blue, ...
    assert payment((2, 1, 0, 0, 0, 0), lance, None, order) == (2, 0, 0, 0, 0, 0)      # red has more left
    assert payment((1, 1, 0, 0, 1, 0), lance, ("white",), order) == (1, 0, 0, 0, 1, 0)
    assert isinstance(payment((1, 1, 0, 0, 0, 0), lance, ("white",), order), str)     # does not fit
    assert isinstance(payment((1, 0, 0, 0, 0, 0), lance, ("red", "red"), order), str)
    assert isinstance(payment((0, 0, 0, 0, 0, 5), lance, None, order), str)          # colorless pays no pip
    s = state('[teal]\nhand = ["flame_lance"]\nmana_max = { red = 1, blue = 1, colorless = 1 }\n')
    assert payments(s, T, "flame_lance") == [("blue",), ("colorless",)]
    before = s.player(T).mana
    with pytest.raises(RuleError, match="D12"):
        play(s, cmd.Cast(T, "flame_lance", "crimson", ("red",)))
    s2, _ = play(s, cmd.Cast(T, "flame_lance", "crimson", ("blue",)))
    assert s.player(T).mana == before and s2.player(T).mana == (0, 0, 0, 0, 0, 1)


def test_d13_refill_at_own_start_only() -> None:
    st = ok('''
        [teal]
        mana_max = { red = 3 }
        mana = { red = 1 }
        [crimson]
        mana_max = { blue = 2 }
        mana = { blue = 0 }
        [[do]]
        cmd = "end_turn"
        ''')
    assert st["players"]["teal"]["mana"]["red"] == 1 and st["players"]["crimson"]["mana"]["blue"] == 2


def test_d14_mana_burn_at_own_end() -> None:
    st = ok('''
        [teal]
        hand = ["wild_surge"]
        mana_max = { green = 1, red = 1 }
        [[do]]
        cmd = "cast"
        card = "wild_surge"
        [[do]]
        cmd = "end_turn"
        ''')
    teal = st["players"]["teal"]
    assert teal["hp"] == 18 and teal["mana"]["green"] == 1 and teal["mana"]["red"] == 1
    st = ok('[crimson]\nmana = { black = 4 }\ndeck = ["clay_golem"]\n'
            '[teal]\nmana = { red = 1 }\n[[do]]\ncmd = "end_turn"\n')
    assert st["players"]["teal"]["hp"] == 19 and st["players"]["crimson"]["hp"] == 20  # only the ending side


def test_d15_hand_limit_discards_named_by_the_owner() -> None:
    nine = '[teal]\nhand = ["ember_imp", "ember_imp", "clay_golem", "grove_bear", "flame_lance", "mind_spring", ' \
           '"tide_seer", "wild_surge", "hellfire"]\n'
    assert "D15" in fails(nine + '[[do]]\ncmd = "end_turn"\n', 0)
    assert "D15" in fails(nine + '[[do]]\ncmd = "end_turn"\ndiscard = ["hellfire"]\n', 0)
    assert "D15" in fails(nine + '[[do]]\ncmd = "end_turn"\ndiscard = ["hellfire", "doom_curse"]\n', 0)
    st = ok(nine + '[[do]]\ncmd = "end_turn"\ndiscard = ["hellfire", "ember_imp"]\n')
    assert st["players"]["teal"]["hand_count"] == 7 and st["players"]["teal"]["discard"] == ["hellfire", "ember_imp"]
    assert "D15" in fails('[teal]\nhand = ["ember_imp"]\n[[do]]\ncmd = "end_turn"\ndiscard = ["ember_imp"]\n', 0)
    # Draws during a turn may go above 7: nothing is checked until the end.
    st = ok('''
        [teal]
        hand = ["mind_spring", "ember_imp", "ember_imp", "ember_imp", "ember_imp", "ember_imp", "ember_imp"]
        deck = ["clay_golem", "clay_golem"]
        mana_max = { blue = 1, red = 1 }
        [[do]]
        cmd = "cast"
        card = "mind_spring"
        ''')
    assert st["players"]["teal"]["hand_count"] == 8


def test_d16_fatigue_grows_with_every_failed_draw() -> None:
    st = ok('''
        [teal]
        hand = ["mind_spring"]
        deck = ["clay_golem"]
        mana_max = { blue = 2 }
        [[do]]
        cmd = "cast"
        card = "mind_spring"
        ''')
    assert st["players"]["teal"]["hp"] == 19 and st["players"]["teal"]["fatigue"] == 1
    st = ok('[crimson]\nfatigue = 2\n[[do]]\ncmd = "end_turn"\n')
    assert st["players"]["crimson"]["hp"] == 17 and st["players"]["crimson"]["fatigue"] == 3
    st = ok('[crimson]\nfatigue = 4\nhp = 5\n[[do]]\ncmd = "end_turn"\n')
    assert st["winner"] == "teal" and st["end_reason"] == "hp" and st["players"]["crimson"]["hp"] == 0


def test_d17_cast_by_kind() -> None:
    st = ok('''
        [teal]
        hand = ["shield_squire", "flame_lance", "sanctuary_banner"]
        mana_max = { white = 4, red = 2, colorless = 2 }
        [[unit]]
        id = "t0"
        side = "teal"
        card = "ember_imp"
        [[do]]
        cmd = "cast"
        card = "shield_squire"
        [[do]]
        cmd = "cast"
        card = "flame_lance"
        target = "crimson"
        [[do]]
        cmd = "cast"
        card = "sanctuary_banner"
        ''')
    squire = st["units"]["teal-1"]
    assert squire["sick"] and squire["shield"] and (squire["atk"], squire["health"]) == (2, 3)  # banner at once
    assert st["units"]["t0"]["atk"] == 3
    assert st["players"]["teal"]["exile"] == ["flame_lance"] and st["players"]["crimson"]["hp"] == 17
    assert st["players"]["teal"]["battlefield"] == ["t0", "teal-1", "teal-2"]
    assert st["enchantments"]["teal-2"] == {"side": "teal", "card": "sanctuary_banner", "alive": True}
    # An enchantment's on_turn_start waits for its owner's next start.
    names = [e["type"] for e in events_of('''
        [teal]
        hand = ["blood_pact"]
        deck = ["clay_golem", "clay_golem"]
        mana_max = { black = 2 }
        [[do]]
        cmd = "cast"
        card = "blood_pact"
        ''')]
    assert "TriggerResolved" not in names


def test_d18_caps_on_units_and_enchantments() -> None:
    units = "".join(f'[[unit]]\nid = "u{i}"\nside = "teal"\ncard = "wandering_wisp"\n' for i in range(7))
    body = '[teal]\nhand = ["wandering_wisp", "withering_totem"]\nmana_max = { colorless = 5 }\n' + units
    assert "D18" in fails(body + '[[do]]\ncmd = "cast"\ncard = "wandering_wisp"\n', 0)
    enchantments = "".join(f'[[enchantment]]\nid = "e{i}"\nside = "teal"\ncard = "withering_totem"\n' for i in range(5))
    cast_totem = '[[do]]\ncmd = "cast"\ncard = "withering_totem"\n'
    assert "D18" in fails(body.replace(units, "") + enchantments + cast_totem, 0)
    assert "D18" in fails(body + '[[unit]]\nid = "u8"\nside = "teal"\ncard = "wandering_wisp"\n', None)


def test_d19_targets() -> None:
    body = '''
        [teal]
        hand = ["flame_lance", "doom_curse", "mind_spring"]
        mana_max = { red = 2, black = 2, blue = 2, colorless = 4 }
        [[unit]]
        id = "t1"
        side = "teal"
        card = "shield_squire"
        '''
    assert "D19" in fails(body + '[[do]]\ncmd = "cast"\ncard = "flame_lance"\n', 0)
    assert "D19" in fails(body + '[[do]]\ncmd = "cast"\ncard = "doom_curse"\ntarget = "t1"\n', 0)
    assert "D19" in fails(body + '[[do]]\ncmd = "cast"\ncard = "doom_curse"\ntarget = "crimson"\n', 0)
    assert "D19" in fails(body + '[[do]]\ncmd = "cast"\ncard = "mind_spring"\ntarget = "crimson"\n', 0)
    assert "D19" in fails(body + '[[do]]\ncmd = "cast"\ncard = "flame_lance"\ntarget = "nobody"\n', 0)
    # No enemy unit: Doom Curse cannot be cast at all; a shield does not stop targeting.
    s = state(body)
    assert not any(isinstance(c, cmd.Cast) and c.card == "doom_curse" for c in legal_commands(s, T))
    st = ok(body + '[[do]]\ncmd = "cast"\ncard = "flame_lance"\ntarget = "t1"\n')
    assert st["units"]["t1"]["alive"] and not st["units"]["t1"]["shield"]
    st = ok(body + '[[do]]\ncmd = "hero"\ntarget = "teal"\n')
    assert st["players"]["teal"]["hp"] == 19


def test_d20_enchantment_triggers() -> None:
    summon = '''
        [teal]
        hand = ["tide_seer"]
        deck = ["clay_golem"]
        mana_max = { blue = 2 }
        [[enchantment]]
        id = "c1"
        side = "crimson"
        card = "watchers_circle"
        [[enchantment]]
        id = "c2"
        side = "crimson"
        card = "watchers_circle"
        [[do]]
        cmd = "cast"
        card = "tide_seer"
        '''
    names = [e["type"] for e in events_of(summon)]
    assert names.index("CardDrawn") < names.index("TriggerResolved")          # on_enter first
    st = ok(summon)
    assert not st["units"]["teal-1"]["alive"] and st["players"]["teal"]["hand"] == ["clay_golem"]
    triggers = [e["enchantment"] for e in events_of(summon) if e["type"] == "TriggerResolved"]
    assert triggers == ["c1", "c2"]                                            # oldest first
    # on_turn_start fires only at its owner's start; static covers units that arrive later.
    st = ok('''
        [teal]
        hand = ["grove_bear"]
        mana_max = { green = 2 }
        deck = ["clay_golem"]
        [crimson]
        deck = ["clay_golem", "clay_golem"]
        [[enchantment]]
        id = "t9"
        side = "teal"
        card = "blood_pact"
        [[enchantment]]
        id = "c9"
        side = "crimson"
        card = "withering_totem"
        [[do]]
        cmd = "cast"
        card = "grove_bear"
        [[do]]
        cmd = "end_turn"
        ''')
    assert st["players"]["teal"]["hp"] == 20 and st["units"]["teal-1"]["atk"] == 2


def test_d21_the_check_after_a_card_kills_together_and_ends_the_game() -> None:
    body = '''
        [teal]
        hp = 2
        hand = ["hellfire"]
        mana_max = { red = 1, black = 1, colorless = 1 }
        [crimson]
        hp = {hp}
        [[unit]]
        id = "t1"
        side = "teal"
        card = "grove_bear"
        [[unit]]
        id = "c1"
        side = "crimson"
        card = "dawn_sentinel"
        [[do]]
        cmd = "cast"
        card = "hellfire"
        '''
    st = ok(body.replace("{hp}", "2"))
    assert st["winner"] == "draw" and st["end_reason"] == "hp" and st["phase"] == "over"     # D34 too
    assert not st["units"]["t1"]["alive"] and st["units"]["t1"]["damage"] == 2
    assert st["units"]["c1"]["alive"] and st["units"]["c1"]["damage"] == 2
    st = ok(body.replace("{hp}", "5"))
    assert st["winner"] == "crimson"
    assert "D34" in fails(body.replace("{hp}", "5") + '[[do]]\ncmd = "end_turn"\n', 1)
    assert C == T.other
