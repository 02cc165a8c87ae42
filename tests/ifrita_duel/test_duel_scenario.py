"""The Ifrita Duel sandbox follows scenario-format.md: the example, the output's shape,
every setup problem of its edge-case list (step null, state null), illegal steps (their
index, the state before them, nothing of them applied), and the CLI's exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from duel_helpers import fails, ok, run, toml

EXAMPLE = '''
rules = "id-1"
seed = 7
turn = 5
to_move = "teal"
phase = "main1"
[teal]
hp = 20
hero = "ember"
cooldown = 0
mana_max = { red = 2, colorless = 1 }
mana = { red = 1 }
hand = ["grove_bear", "flame_lance", "grove_warden"]
deck = ["ember_imp", "clay_golem"]
discard = []
exile = []
fatigue = 0
sacrificed = false
mulligan = "kept"
[crimson]
hp = 12
[[unit]]
id = "t1"
side = "teal"
card = "grove_bear"
damage = 0
tapped = false
sick = false
shield = false
buff_atk = 0
buff_health = 0
[[unit]]
id = "c1"
side = "crimson"
card = "ember_imp"
[[enchantment]]
id = "c9"
side = "crimson"
card = "watchers_circle"
[[do]]
cmd = "sacrifice"
card = "grove_warden"
color = "white"
[[do]]
cmd = "cast"
card = "flame_lance"
target = "c1"
pay = { colorless = 1 }
[[do]]
cmd = "attack"
attackers = ["t1"]
blocks = {}
[[do]]
cmd = "cast"
card = "grove_bear"
pay = { white = 1 }
'''


def test_the_example_plays_and_reports_the_documented_shape() -> None:
    out = run(EXAMPLE.replace('mana = { red = 1 }', 'mana = { red = 1, green = 1 }'))
    assert out["error"] is None and out["ok"] is True, out["error"]
    st = out["state"]
    assert set(st) == {"game", "rules", "turn", "first", "to_move", "phase", "winner", "end_reason", "players",
                       "units", "enchantments"}
    assert (st["game"], st["rules"], st["turn"], st["first"], st["to_move"], st["phase"]) == (
        "ifrita_duel", "id-1", 5, "teal", "teal", "main2")
    teal = st["players"]["teal"]
    assert set(teal) == {"hp", "hero", "cooldown", "mana", "mana_max", "hand", "hand_count", "deck", "deck_count",
                         "discard", "exile", "fatigue", "sacrificed", "mulligan", "battlefield"}
    assert teal["exile"] == ["flame_lance"] and teal["discard"] == ["grove_warden"] and teal["hand"] == []
    assert teal["mana"] == {"red": 0, "blue": 0, "green": 0, "black": 0, "white": 0, "colorless": 0}
    assert teal["battlefield"] == ["t1", "teal-1"] and st["players"]["crimson"]["hp"] == 9
    assert st["units"]["c1"]["alive"] is False and st["units"]["c1"]["damage"] == 3         # as when it left
    assert st["units"]["teal-1"]["alive"] and st["units"]["teal-1"]["damage"] == 1          # watchers' circle
    assert st["enchantments"] == {"c9": {"side": "crimson", "card": "watchers_circle", "alive": True}}
    assert {"type", "side", "card", "kind"} <= set(out["events"][0]) and out["events"][0]["type"] == "CardSacrificed"
    json.dumps(out)


@pytest.mark.parametrize("body, words", [
    ("[teal]\nhp = 0\n", "'teal.hp'"),
    ("[teal]\nhp = 21\n", "'teal.hp'"),
    ("[teal]\nfatigue = -1\n", "'teal.fatigue'"),
    ("[teal]\ncooldown = -2\n", "'teal.cooldown'"),
    ("[teal]\nmana_max = { red = -1 }\n", "'teal.mana_max.red'"),
    ("[teal]\nmana = { purple = 1 }\n", "'teal.mana.purple'"),
    ("[teal]\nhand = [\"dragon\"]\n", "'teal.hand'"),
    ("[teal]\nhero = \"fireball\"\n", "'teal.hero'"),
    ("[teal]\nwings = 2\n", "'teal.wings'"),
    ("[crimson]\nsacrificed = true\n", "'crimson.sacrificed'"),
    ("turn = 0\n", "'turn'"),
    ("turn = 101\n", "'turn'"),
    ("to_move = \"purple\"\n", "'to_move'"),
    ("phase = \"end\"\n", "'phase'"),
    ("rules = \"id-9\"\n", "'rules'"),
    ("turn = 2\nto_move = \"crimson\"\nfirst = \"crimson\"\n", "'first'"),
    ("first = \"crimson\"\n", "'first'"),
    ("colour = 1\n", "'colour'"),
    ("phase = \"mulligan\"\n[teal]\nmulligan = \"kept\"\n[crimson]\nmulligan = \"taken\"\n", "'phase'"),
    ("phase = \"mulligan\"\nturn = 1\n", "'turn'"),
    ('[[unit]]\nid = "teal"\nside = "teal"\ncard = "ember_imp"\n', "'unit[0].id'"),
    ('[[unit]]\nid = "crimson-2"\nside = "teal"\ncard = "ember_imp"\n', "'unit[0].id'"),
    ('[[unit]]\nid = "a"\nside = "teal"\ncard = "ember_imp"\n[[enchantment]]\nid = "a"\nside = "teal"\n'
     'card = "blood_pact"\n', "'enchantment[0].id'"),
    ('[[unit]]\nid = "a"\nside = "teal"\ncard = "blood_pact"\n', "'unit[0].card'"),
    ('[[enchantment]]\nid = "a"\nside = "teal"\ncard = "ember_imp"\n', "'enchantment[0].card'"),
    ('[[unit]]\nid = "a"\nside = "blue"\ncard = "ember_imp"\n', "'unit[0].side'"),
    ('[[unit]]\nid = "a"\nside = "teal"\ncard = "ember_imp"\ndamage = 1\n', "'unit[0].damage'"),
    ('[[unit]]\nid = "a"\nside = "teal"\ncard = "ember_imp"\nhaste = true\n', "'unit[0].haste'"),
    ("do = 3\n", "'do'"),
])
def test_setup_problems_have_no_step_and_no_state(body: str, words: str) -> None:
    out = run(body)
    assert out["ok"] is False and out["error"]["step"] is None and out["state"] is None and out["events"] == []
    assert "\n" not in out["error"]["message"] and words in out["error"]["message"], out["error"]["message"]


def test_game_key_and_toml_errors() -> None:
    from engine.ifrita_duel.scenario import run_scenario

    for text in ('game = "mage_battle"\n', "turn = 1\n", "game = [\n"):
        out = run_scenario(text)
        assert out["ok"] is False and out["error"]["step"] is None and out["state"] is None


def test_an_illegal_step_names_its_index_and_keeps_the_state_before_it() -> None:
    body = '[teal]\nhand = ["ember_imp", "grove_bear"]\n[[do]]\ncmd = "sacrifice"\ncard = "ember_imp"\n'
    out = run(body + '[[do]]\ncmd = "cast"\ncard = "grove_bear"\n')
    assert out["error"]["step"] == 1 and "grove_bear" in out["error"]["message"]
    assert out["state"]["players"]["teal"]["hand"] == ["grove_bear"] and len(out["events"]) == 1
    for extra, words in (('[[do]]\ncmd = "fly"\n', "unknown cmd"), ('[[do]]\ncmd = "cast"\ncard = 3\n', "card"),
                         ('[[do]]\ncmd = "end_turn"\nwhen = 1\n', "'when'"),
                         ('[[do]]\ncmd = "cast"\ncard = "ember_imp"\npay = { gold = 1 }\n', "gold")):
        assert words in fails(body + extra, 1)
    # An attack step is all or nothing: a bad block undoes the declaration too.
    out = run('[[unit]]\nid = "t1"\nside = "teal"\ncard = "grove_bear"\n[[do]]\ncmd = "attack"\nattackers = ["t1"]\n'
              'blocks = { t1 = "ghost" }\n')
    assert out["error"]["step"] == 0 and not out["state"]["units"]["t1"]["tapped"] and out["events"] == []


def test_new_permanents_are_named_by_side_and_count() -> None:
    st = ok('''
        [crimson]
        hand = ["wandering_wisp", "withering_totem", "wandering_wisp"]
        deck = ["clay_golem"]
        mana_max = { colorless = 4 }
        [[do]]
        cmd = "end_turn"
        [[do]]
        cmd = "cast"
        card = "wandering_wisp"
        [[do]]
        cmd = "cast"
        card = "withering_totem"
        [[do]]
        cmd = "cast"
        card = "wandering_wisp"
        ''')
    assert st["players"]["crimson"]["battlefield"] == ["crimson-1", "crimson-2", "crimson-3"]
    assert st["units"]["crimson-3"]["atk"] == 1 and st["to_move"] == "crimson"


def test_the_cli_prints_json_and_exits_0_or_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.main import main

    good, bad, broken = tmp_path / "good.toml", tmp_path / "bad.toml", tmp_path / "broken.toml"
    good.write_text(toml('[[do]]\ncmd = "end_turn"\n'), encoding="utf-8")
    bad.write_text(toml('[[do]]\ncmd = "next_phase"\n[[do]]\ncmd = "next_phase"\n[[do]]\ncmd = "next_phase"\n'),
                   encoding="utf-8")
    broken.write_text(toml("[teal]\nhp = 99\n"), encoding="utf-8")
    assert main(["scenario", str(good)]) == 0
    assert json.loads(capsys.readouterr().out)["state"]["turn"] == 2
    assert main(["scenario", str(bad)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["error"]["step"] == 2 and "D7" in out["error"]["message"] and out["state"]["phase"] == "main2"
    assert main(["scenario", str(broken)]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["error"]["step"] is None and out["state"] is None and "'teal.hp'" in out["error"]["message"]
