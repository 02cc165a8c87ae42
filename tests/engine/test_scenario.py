"""The rules sandbox (shared/design/scenario-format.md): parsing, running steps through
the engine, the output document and the `mage-battle scenario` command. Worked rule
outcomes live in the rule tests; these check the sandbox reports them faithfully."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path

import pytest

from engine.mage_battle.names import Element
from engine.mage_battle.scenario import run_scenario, start
from game.cli import main as cli

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "scenarios"
EXAMPLES = ROOT / "scripts" / "scenarios"

# Two mages facing each other; teal's mystic t1 can attack c1 next door.
BASE = """
battle = 2
first = "teal"
to_move = "teal"

[[mage]]
id = "t1"
side = "teal"
job = "O"
at = "D05"
layers = ["fire"]

[[mage]]
id = "t2"
side = "teal"
job = "S"
at = "B02"
layers = ["water"]

[[mage]]
id = "c1"
side = "crimson"
job = "S"
at = "D06"
layers = ["wood", "light"]

[[mage]]
id = "c2"
side = "crimson"
job = "P"
at = "F12"
layers = ["earth"]
"""


def scenario(*steps: str, base: str = BASE) -> dict:
    return run_scenario(base + "".join("\n[[do]]\n" + s.strip() + "\n" for s in steps))


def assert_setup_error(result: dict, *words: str) -> None:
    assert result["ok"] is False
    assert result["error"]["step"] is None
    message = result["error"]["message"]
    assert "\n" not in message and message
    for word in words:
        assert word in message, message
    assert result["events"] == []


def assert_illegal(result: dict, step: int, *words: str) -> None:
    assert result["ok"] is False
    assert result["error"]["step"] == step
    message = result["error"]["message"]
    assert "\n" not in message and message
    for word in words:
        assert word in message, message
    assert result["state"] is not None


# --- the output document ------------------------------------------------------------

def test_every_key_matches_its_recorded_output() -> None:
    result = run_scenario((DATA / "every_key.toml").read_text(encoding="utf-8"))
    assert result == json.loads((DATA / "every_key.json").read_text(encoding="utf-8"))
    assert list(result) == ["ok", "error", "events", "state"]
    state = result["state"]
    assert (state["winner"], state["win_reason"]) == ("teal", "round_limit")
    assert state["mages"]["c2"] == {"side": "crimson", "job": "S", "at": None, "hp": 0, "alive": False,
                                   "layers": ["wood", "light"], "attacked": False, "marked": False}
    assert state["cards"] == {"teal": "none", "crimson": "mana_backflow"}


def test_shrines_are_placed_by_cell_not_by_order() -> None:
    import tomllib

    state, ids = start(tomllib.loads((DATA / "every_key.toml").read_text(encoding="utf-8")))
    assert ids == ("t1", "t2", "t3", "c1", "c2")
    named = {state.tables.name(cell): element for side in state.shrines for cell, element in side}
    assert named == {"B01": Element.DARK, "D01": Element.ICE, "F01": Element.ELECTRIC,
                     "B15": Element.FIRE, "D15": Element.WATER, "F15": Element.WOOD}
    assert state.mages[1].attacks == 1 and state.mages[1].hp == 1


def test_no_steps_reports_the_position_with_defaults() -> None:
    result = scenario()
    assert result["ok"] and result["events"] == []
    state = result["state"]
    assert (state["battle"], state["round"], state["to_move"], state["ap"]) == (2, 1, "teal", 2)
    assert state["cards"] == {"teal": "none", "crimson": "none"}
    assert state["mages"]["c1"]["hp"] == 2 and state["mages"]["t1"]["at"] == "D05"


def test_events_name_cells_and_mages_by_scenario_ids() -> None:
    result = scenario('cmd = "move"\nmage = "t2"\nto = "c3"')
    assert result["events"] == [{"type": "MageMoved", "mage": "t2", "src": "B02", "dst": "C03"}]
    assert result["state"]["ap"] == 1


# --- the designer examples --------------------------------------------------------------

def example(name: str) -> dict:
    result = run_scenario((EXAMPLES / name).read_text(encoding="utf-8"))
    assert result["ok"], result["error"]
    return result


def types_of(result: dict) -> list[str]:
    return [e["type"] for e in result["events"]]


def test_every_designer_example_runs_and_says_what_it_shows() -> None:
    files = sorted(EXAMPLES.glob("*.toml"))
    assert len(files) >= 8
    for path in files:
        assert path.read_text(encoding="utf-8").startswith("# "), path.name
        assert run_scenario(path.read_text(encoding="utf-8"))["ok"], path.name


def test_r10_example_sorcerer_line_stops_before_an_ally() -> None:
    result = example("sorcerer_stopped_by_ally.toml")
    declared = result["events"][0]
    assert declared == {"type": "AttackDeclared", "mage": "t1", "area": ["D04"], "targets": ["c1"]}
    mages = result["state"]["mages"]
    assert not mages["c1"]["alive"] and mages["c2"]["alive"] and mages["c2"]["hp"] == 1
    assert result["state"]["winner"] is None


def test_r17_example_priest_x1_two_targets_one_counter() -> None:
    result = example("priest_x1_two_targets_one_counter.toml")
    judged = next(e for e in result["events"] if e["type"] == "EngagementJudged")
    assert judged["outcomes"] == [["c1", "attacker", 1], ["c2", "defender", 1]]
    mages = result["state"]["mages"]
    assert (mages["t1"]["hp"], mages["c1"]["hp"], mages["c2"]["hp"]) == (1, 1, 2)


def test_r14_example_light_vs_dark_x1_goes_to_the_defender() -> None:
    result = example("light_vs_dark_x1.toml")
    assert "ResponsesCommitted" in types_of(result)
    judged = next(e for e in result["events"] if e["type"] == "EngagementJudged")
    assert judged["outcomes"] == [["c1", "defender", 1]]
    assert result["state"]["mages"]["t1"]["alive"] is False


def test_r16_example_decoy_reveals_and_takes_the_counter() -> None:
    result = example("decoy_elementless_attack.toml")
    revealed = next(e for e in result["events"] if e["type"] == "EngagementRevealed")
    assert revealed["element"] is None and revealed["layers"][1] == ["c1", ["water", "earth", "earth"]]
    assert result["state"]["mages"]["t1"]["hp"] == 1 and result["state"]["mages"]["c1"]["hp"] == 2


def test_r24_example_resonance_cut_x3_leaves_x1() -> None:
    result = example("resonance_cut_x3.toml")
    assert result["events"][1] == {"type": "LayersCut", "mage": "c1", "removed": ["fire", "fire"]}
    assert result["state"]["mages"]["c1"]["layers"] == ["fire"]
    assert result["state"]["cards"]["teal"] == "none" and result["state"]["ap"] == 1


def test_r25_example_mana_backflow_recoil() -> None:
    result = example("mana_backflow_recoil.toml")
    assert {"type": "AttackBackfired", "mage": "c1", "recoil": 1} in result["events"]
    assert "EngagementJudged" not in types_of(result)
    mages = result["state"]["mages"]
    assert mages["c1"]["hp"] == 1 and mages["t1"]["hp"] == 2 and mages["c1"]["attacked"]


def test_r22_example_shrine_victory() -> None:
    result = example("shrine_victory.toml")
    assert result["events"][-1] == {"type": "BattleEnded", "battle": 1, "winner": "teal", "reason": "shrine"}
    assert (result["state"]["winner"], result["state"]["win_reason"], result["state"]["ap"]) == ("teal", "shrine", 0)


def test_r19_example_grant_cancels_then_stacks() -> None:
    result = example("grant_that_cancels.toml")
    assert result["events"][:2] == [
        {"type": "ElementGranted", "mage": "t1", "element": "water", "cancelled": "fire", "layers": ["wood"]},
        {"type": "ElementGranted", "mage": "t1", "element": "wood", "cancelled": None, "layers": ["wood", "wood"]},
    ]
    assert result["events"][2]["area"] == ["D04", "D05", "D06", "D07", "D08"]
    assert result["state"]["mages"]["c1"]["alive"] is False


# --- malformed files: step null, one line ---------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("battle = = 2", ["not valid TOML"]),
    ("colour = 'blue'\n" + BASE, ["scenario", "unknown key 'colour'"]),
    (BASE + "\ncolour = 'blue'\n", ["[[mage]] 4", "unknown key 'colour'"]),
    (BASE.replace('layers = ["fire"]', 'layers = ["fire"]\nspeed = 3'), ["mage", "unknown key 'speed'"]),
    (BASE + "\n[cards]\nteal = 'none'\nblue = 'none'\n", ["[cards]", "unknown key 'blue'"]),
    (BASE + "\n[shrines]\ngreen = { B01 = 'fire' }\n", ["[shrines]", "unknown key 'green'"]),
    (BASE.replace('at = "D05"', 'at = "Z05"'), ["t1", "Z05"]),
    (BASE.replace('at = "D05"', 'at = "D16"'), ["t1", "off the"]),
    (BASE.replace('layers = ["fire"]', 'layers = ["plasma"]'), ["t1", "unknown element 'plasma'"]),
    (BASE.replace('layers = ["fire"]', 'layers = ["none"]'), ["t1", "unknown element 'none'"]),
    (BASE.replace('id = "t2"', 'id = "t1"'), ["'t1'", "twice"]),
    (BASE.replace('at = "B02"', 'at = "D05"'), ["'t2'", "D05", "'t1'"]),
    (BASE.replace('side = "teal"', 'side = "green"', 1), ["t1", "unknown side 'green'"]),
    (BASE.replace('job = "O"', 'job = "X"'), ["t1", "unknown job 'X'"]),
    (BASE.replace('battle = 2', 'battle = 4'), ["battle must be 1..3"]),
    (BASE.replace('battle = 2', 'battle = "2"'), ["battle must be a whole number"]),
    (BASE.replace('battle = 2\n', ''), ["missing key 'battle'"]),
    (BASE.replace('layers = ["fire"]', 'layers = ["fire"]\nhp = 3'), ["'t1'", "hp must be 1..2"]),
    (BASE.replace('layers = ["fire"]', 'layers = ["fire", "fire", "fire", "fire"]'), ["'t1'", "at most 3"]),
    (BASE.replace('layers = ["fire"]', 'layers = ["fire"]\nmarked = "yes"'), ["marked must be true or false"]),
    (BASE.replace('side = "crimson"', 'side = "teal"'), ["crimson needs at least one mage"]),
    (BASE + "\n[shrines]\nteal = { B01 = 'fire', D01 = 'water', F02 = 'wood' }\n", ["shrines.teal", "B01, D01, F01"]),
    (BASE + "\n[shrines]\nteal = { B01 = 'fire', D01 = 'fire', F01 = 'wood' }\n", ["teal needs 3 distinct"]),
    (BASE + "\n[shrines]\nteal = { B01 = 'fire', D01 = 'lava', F01 = 'wood' }\n", ["unknown element 'lava'"]),
    (BASE + "\n[cards]\nteal = 'fireball'\n", ["cards.teal", "unknown card 'fireball'"]),
    ('rules = "v9"\n' + BASE, ["unknown rule set 'v9'"]),
    (BASE.replace('to_move = "teal"', 'to_move = "teal"\nap = 3'), ["ap must be 1..2"]),
])
def test_malformed_file_is_a_setup_error(text: str, words: list[str]) -> None:
    result = run_scenario(text)
    assert_setup_error(result, *words)
    assert result["state"] is None


@pytest.mark.parametrize("step, words", [
    ('cmd = "teleport"\nmage = "t1"', ["do[1]", "unknown cmd 'teleport'"]),
    ('cmd = "move"\nmage = "t1"\nto = "D04"\nspeed = 2', ["do[1]", "unknown key 'speed'"]),
    ('cmd = "move"\nmage = "t9"\nto = "D04"', ["do[1]", "'t9'"]),
    ('cmd = "move"\nmage = "t1"', ["do[1]", "missing key 'to'"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "plasma"\ntarget = "c1"', ["do[1]", "unknown element 'plasma'"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "fire"\ndir = "sideways"', ["do[1]", "unknown direction"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"\nresponses = { zz = "wood" }', ["'zz'"]),
    ('cmd = "grant"\nmage = "t1"\nelement = "none"', ["do[1]", "unknown element 'none'"]),
])
def test_malformed_step_is_a_setup_error_and_nothing_runs(step: str, words: list[str]) -> None:
    result = scenario('cmd = "move"\nmage = "t2"\nto = "C02"', step)
    assert_setup_error(result, *words)
    assert result["state"]["mages"]["t2"]["at"] == "B02"   # step 0 never ran


# --- illegal steps name their index ----------------------------------------------------

def test_illegal_step_names_its_index_and_reports_the_state_before_it() -> None:
    result = scenario('cmd = "move"\nmage = "t2"\nto = "C02"', 'cmd = "move"\nmage = "t1"\nto = "D06"')
    assert_illegal(result, 1, "R7", "D06 is occupied")
    assert [e["type"] for e in result["events"]] == ["MageMoved"]
    assert result["state"]["mages"]["t2"]["at"] == "C02" and result["state"]["ap"] == 1


@pytest.mark.parametrize("step, words", [
    ('cmd = "move"\nmage = "t1"\nto = "D5x"', ["move t1: to", "bad cell name"]),
    ('cmd = "move"\nmage = "t1"\nto = "H01"', ["off the"]),
    ('cmd = "move"\nmage = "c1"\nto = "D07"', ["R7", "not teal's"]),
    ('cmd = "move"\nmage = "t1"\nto = "D08"', ["R7", "neighbouring"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "water"\ntarget = "c1"', ["R13"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "fire"\ndir = "right"', ["R12"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"', ["'c1'", "responses"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"\nresponses = { c1 = "wood", c2 = "earth" }',
     ["'c2'", "not a target"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"\nresponses = { c1 = "fire" }',
     ["R13", "'c1'", "with fire"]),
    ('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"\nresponses = { c1 = "none" }',
     ["R13", "'c1'", "with none"]),
    ('cmd = "attack"\nmage = "t2"\nelement = "water"\ndir = "up"', ["R8"]),
    ('cmd = "card"\ntarget = "c1"', ["R23"]),
])
def test_illegal_step(step: str, words: list[str]) -> None:
    result = scenario('cmd = "move"\nmage = "t2"\nto = "C02"', step)
    assert_illegal(result, 1, *words)


def test_any_step_after_the_battle_has_ended_is_illegal() -> None:
    result = run_scenario((EXAMPLES / "shrine_victory.toml").read_text(encoding="utf-8")
                          + '\n[[do]]\ncmd = "grant"\nmage = "t1"\nelement = "fire"\n')
    assert_illegal(result, 1, "battle has already ended")
    assert result["state"]["winner"] == "teal"


def test_responses_choose_for_a_target_with_two_elements() -> None:
    result = scenario('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"\nresponses = { c1 = "light" }')
    assert result["ok"], result["error"]
    assert {"type": "ResponsesCommitted", "side": "crimson", "choices": [["c1", "light"]]} in result["events"]


def test_mystic_target_by_cell_and_an_id_that_looks_like_a_cell_wins() -> None:
    by_cell = scenario('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "d06"\nresponses = { c1 = "wood" }')
    by_id = scenario('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"\nresponses = { c1 = "wood" }')
    assert by_cell["ok"] and by_id["ok"]      # "c1" is the mage, not the cell C01
    assert by_cell["events"] == by_id["events"]
    assert by_id["state"]["mages"]["c1"]["hp"] == 1


def test_r25_a_mage_set_up_marked_on_the_side_to_move_backfires() -> None:
    base = BASE.replace('layers = ["fire"]', 'layers = ["fire", "fire"]\nmarked = true')
    result = scenario('cmd = "attack"\nmage = "t1"\nelement = "fire"\ntarget = "c1"\nresponses = { c1 = "wood" }',
                      base=base)
    assert {"type": "AttackBackfired", "mage": "t1", "recoil": 1} in result["events"]
    assert result["state"]["mages"]["c1"]["hp"] == 2 and result["state"]["mages"]["t1"]["hp"] == 1


def test_end_turn_passes_to_the_other_side() -> None:
    result = scenario('cmd = "end_turn"', 'cmd = "move"\nmage = "c2"\nto = "F11"')
    assert result["ok"]
    assert result["state"]["to_move"] == "crimson" and result["state"]["ap"] == 1


# --- the command line --------------------------------------------------------------------

def test_cli_bad_toml_and_missing_file_exit_2_with_one_json_document(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("battle = [", encoding="utf-8")
    for path, words in ((bad, "not valid TOML"), (tmp_path / "absent.toml", "no such file")):
        assert cli.main(["scenario", str(path)]) == 2
        out = json.loads(capsys.readouterr().out)
        assert out["ok"] is False and out["error"]["step"] is None and words in out["error"]["message"]


def test_cli_runs_an_example_in_a_fresh_process_exit_0() -> None:
    done = subprocess.run([sys.executable, "-m", "game", "scenario", str(EXAMPLES / "shrine_victory.toml")],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["state"]["win_reason"] == "shrine"


def test_cli_illegal_step_exits_2_without_a_traceback_and_game_does_not_import_arcade(tmp_path: Path) -> None:
    path = tmp_path / "illegal.toml"
    path.write_text(BASE + '\n[[do]]\ncmd = "move"\nmage = "t1"\nto = "D06"\n', encoding="utf-8")
    code = ("import runpy, sys; sys.argv = ['mage-battle', 'scenario', sys.argv[1]]\n"
            "try:\n    runpy.run_module('game', run_name='__main__')\n"
            "except SystemExit as e:\n    code = e.code\n"
            "assert 'arcade' not in sys.modules, 'arcade imported'\nsys.exit(code)")
    done = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr == ""
    out = json.loads(done.stdout)
    assert out["error"] == {"step": 0, "message": "move t1: R7: D06 is occupied"}


def test_cli_without_a_command_opens_the_window(monkeypatch, capsys) -> None:
    opened = []
    window = types.ModuleType("game.shell.app")
    window.run = lambda: opened.append(True) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.shell.app", window)
    assert cli.main([]) == 0 and opened == [True] and capsys.readouterr().out == ""
