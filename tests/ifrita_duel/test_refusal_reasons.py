"""Why a seat cannot act, asked of its view (why.py): the refusal is the one `step`
raises for the same command (one check, two readers), keyed for a window to word."""

from __future__ import annotations

import pytest

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.decide import Reason, problem
from engine.ifrita_duel.view import view_of
from engine.ifrita_duel.why import refusal
from engine.kernel.errors import RuleError
from tests.ifrita_duel.duel_helpers import C, T, play, state


def why(body: str, action: str, card: str | None = None, side=T) -> Reason | None:  # type: ignore[no-untyped-def]
    s = state(body)
    return refusal(view_of(s, side), action, card)


def test_a_missing_colour_names_the_colour_and_what_is_left() -> None:
    r = why('[teal]\nhand = ["flame_lance"]\nmana_max = { blue = 2 }\n', "cast", "flame_lance")
    assert r is not None and r.key == "mana" and r.args == {"count": 1, "kind": "red", "left": 0}
    assert "D12" in r


def test_the_refusal_is_the_sentence_step_raises() -> None:
    body = '[teal]\nhand = ["ember_imp"]\nmana_max = { blue = 1 }\n'
    s = state(body)
    r = refusal(view_of(s, T), "cast", "ember_imp")
    with pytest.raises(RuleError) as raised:
        play(s, cmd.Cast(T, "ember_imp"))
    assert str(raised.value) == str(r) == problem(s, cmd.Cast(T, "ember_imp"))


def test_a_second_sacrifice_is_refused_as_already_sacrificed() -> None:
    r = why('[teal]\nhand = ["ember_imp"]\nsacrificed = true\n', "sacrifice", "ember_imp")
    assert r is not None and r.key == "sacrificed"
    assert why('[teal]\nhand = ["ember_imp"]\n', "sacrifice", "ember_imp") is None


def test_a_targeted_card_with_no_legal_target_says_so() -> None:
    body = '[teal]\nhand = ["doom_curse"]\nmana_max = { black = 3 }\n'      # no enemy unit
    r = why(body, "cast", "doom_curse")
    assert r is not None and r.key == "target"


def test_a_payable_target_card_is_refused_for_its_mana_not_its_target() -> None:
    unit = '[[unit]]\nid = "v"\nside = "crimson"\ncard = "grave_viper"\n'
    r = why('[teal]\nhand = ["doom_curse"]\nmana_max = { red = 3 }\n' + unit, "cast", "doom_curse")
    assert r is not None and r.key == "mana" and r.args["kind"] == "black"


def test_summoning_sick_units_cannot_attack() -> None:
    unit = '[[unit]]\nid = "u"\nside = "teal"\ncard = "ember_imp"\nsick = true\n'
    r = why(unit, "attack")
    assert r is not None and r.key == "sick" and r.args["card"] == "ember_imp"
    r = why("", "attack")
    assert r is not None and r.key == "no_units"


def test_wrong_phase_and_waiting_are_refusals_too() -> None:
    r = why('phase = "main2"\n[teal]\nhand = ["ember_imp"]\n', "next_phase")
    assert r is not None and r.key == "next_phase"
    r = why('phase = "main2"\n[[unit]]\nid = "u"\nside = "teal"\ncard = "ember_imp"\n', "attack")
    assert r is not None and r.key == "attack_phase"
    r = why('[crimson]\nhand = ["ember_imp"]\n', "cast", "ember_imp", side=C)
    assert r is not None and r.key == "waiting"


def test_the_hero_on_cooldown_says_for_how_long() -> None:
    r = why('[teal]\ncooldown = 2\n', "hero")
    assert r is not None and r.key == "cooldown" and r.args["n"] == 2


def test_a_tapped_blocker_is_refused_as_step_refuses_it() -> None:
    from engine.ifrita_duel.why import block_refusal

    body = ('[[unit]]\nid = "t1"\nside = "teal"\ncard = "grove_bear"\n'
            '[[unit]]\nid = "c1"\nside = "crimson"\ncard = "clay_golem"\ntapped = true\n'
            '[[unit]]\nid = "c2"\nside = "crimson"\ncard = "ember_imp"\n')
    s, _ = play(state(body), cmd.Attack(T, ("t1",)))
    r = block_refusal(view_of(s, C), "c1")
    assert r is not None and r.key == "block_tapped" and r.args == {"card": "clay_golem"}
    assert str(r) == problem(s, cmd.Block(C, "t1", "c1"))
    assert block_refusal(view_of(s, C), "c2") is None
    assert block_refusal(view_of(s, T), "t1") is not None          # the attacker has no blocks to choose
