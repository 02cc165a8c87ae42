"""The Wizard Survive sandbox, exactly per shared/rules/wizard-survive/scenario-format.md:
the example file and its documented output, every edge case the format decides, the
`mage-battle scenario` command and hostile input. (The rules themselves are proven in
test_rulings_ws_*; here the sandbox must report them faithfully.)

Named test_ws_scenario.py, not test_scenario.py: tests/ has no __init__.py files, so a
second test_scenario.py beside tests/engine's would stop the whole suite's collection."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.wizard_survive.scenario import run_scenario
from game.cli import main as cli

ROOT = Path(__file__).resolve().parents[2]
FORMAT = ROOT.parent / "shared" / "rules" / "wizard-survive" / "scenario-format.md"

# The format's example, as the document writes it (comments included).
EXAMPLE = '''
game = "wizard_survive"   # required: selects this game
rules = "ws-1"            # optional, the rule set; default ws-1
round = 1                 # optional, 1..30, default 1
step = 1                  # optional, 1..20, default 1: the step about to be played

[players.red]             # exactly the first N seats, 2 <= N <= 4 (W1); any order
lives = 2                 # optional, 0..2; default 2, or 0 when out = true
mana = 1                  # optional, 0..5, default 1
souls = 0                 # optional, 0..4 (below souls to win), default 0
out = false               # optional; default: true exactly when lives = 0

[players.blue]            # an empty table: 2 lives, 1 mana, 0 souls, in
mana = 2

[players.green]
lives = 1

[players.yellow]
out = true                # an out player has 0 lives (W17)

[[do]]                    # one step: a commitment for every player who is in, nobody else
red = { card = "fireball", target = "blue" }
blue = { card = "lightning", target = ["red", "green"] }   # one or two distinct seats
green = { card = "teleport", target = "red" }              # a target even here (W7)

[[do]]                    # the next step of the same round (or of the next round, W20)
red = { card = "mana_recovery", target = "green" }
blue = { card = "teleport", target = "red" }
green = { card = "mana_recovery", target = "blue" }
'''
FIRST_STEP = EXAMPLE[:EXAMPLE.index("[[do]]                    # the next step")]

# The format's documented output after the first step.
DOCUMENTED_STATE = {
    "game": "wizard_survive",
    "rules": "ws-1",
    "round": 1,
    "step": 2,
    "players": {
        "red": {"lives": 1, "mana": 0, "souls": 0, "out": False},
        "blue": {"lives": 1, "mana": 0, "souls": 0, "out": False},
        "green": {"lives": 1, "mana": 1, "souls": 0, "out": False},
        "yellow": {"lives": 0, "mana": 1, "souls": 0, "out": True},
    },
    "last_round": None,
    "game_over": False,
    "winner": None,
    "end_reason": None,
}

TWO = 'game = "wizard_survive"\n[players.red]\n[players.blue]\n'
THREE = TWO + "[players.green]\n"


def steps(base: str, *entries: str) -> dict[str, Any]:
    return run_scenario(base + "".join("\n[[do]]\n" + e.strip() + "\n" for e in entries))


def assert_setup_error(result: dict[str, Any], *words: str) -> None:
    assert result["ok"] is False and result["state"] is None and result["events"] == []
    assert result["error"]["step"] is None
    message = result["error"]["message"]
    assert message and "\n" not in message
    for word in words:
        assert word in message, message


def assert_step_error(result: dict[str, Any], index: int, *words: str) -> None:
    assert result["ok"] is False and result["error"]["step"] == index
    message = result["error"]["message"]
    assert message and "\n" not in message
    for word in words:
        assert word in message, message


def types(result: dict[str, Any]) -> list[str]:
    return [e["type"] for e in result["events"]]


# --- the example --------------------------------------------------------------------------


@pytest.mark.skipif(not FORMAT.exists(), reason="the shared rules folder is not beside this checkout")
def test_the_example_is_the_documents_own_text() -> None:
    # guard against the copy above drifting from the format it claims to be
    text = FORMAT.read_text(encoding="utf-8")
    body = text[text.index("```toml") + len("```toml"):]
    assert body[:body.index("```")].strip() == EXAMPLE.strip()


def test_the_examples_first_step_gives_the_documented_output() -> None:
    result = run_scenario(FIRST_STEP)
    assert result["ok"] is True and result["error"] is None
    assert result["state"] == DOCUMENTED_STATE
    assert list(result) == ["ok", "error", "events", "state"]
    assert list(result["state"]) == list(DOCUMENTED_STATE)


def test_the_examples_events_name_seats_and_use_the_formats_types() -> None:
    events = run_scenario(FIRST_STEP)["events"]
    revealed = next(e for e in events if e["type"] == "step_revealed")
    assert revealed == {"type": "step_revealed", "round": 1, "step": 1, "seats": ["red", "blue", "green"],
                        "cards": ["fireball", "lightning", "teleport"],
                        "targets": [["blue"], ["red", "green"], ["red"]]}
    after = events[events.index(revealed) + 1:]
    assert after == [
        {"type": "mana_paid", "seat": "red", "card": "fireball", "amount": 1},
        {"type": "mana_paid", "seat": "blue", "card": "lightning", "amount": 2},
        {"type": "attacks_dodged", "seat": "green", "damage": 1},
        {"type": "lives_lost", "seat": "red", "amount": 1, "meteor": False},
        {"type": "lives_lost", "seat": "blue", "amount": 1, "meteor": False},
        {"type": "step_resolved", "round": 1, "step": 1},
        {"type": "step_started", "round": 1, "step": 2},
    ]


def test_the_whole_example_plays_its_second_step() -> None:
    result = run_scenario(EXAMPLE)
    assert result["ok"] is True and result["state"]["step"] == 3
    assert {s: p["mana"] for s, p in result["state"]["players"].items()} == \
        {"red": 1, "blue": 0, "green": 2, "yellow": 1}
    assert types(result).count("step_revealed") == 2


def test_a_file_with_no_do_prints_its_setup_state_with_the_defaults() -> None:
    result = run_scenario('game = "wizard_survive"\n'
                          '[players.blue]\n[players.red]\nsouls = 4\n[players.green]\nout = true\n')
    assert result == {"ok": True, "error": None, "events": [], "state": {
        "game": "wizard_survive", "rules": "ws-1", "round": 1, "step": 1,
        "players": {"red": {"lives": 2, "mana": 1, "souls": 4, "out": False},
                    "blue": {"lives": 2, "mana": 1, "souls": 0, "out": False},
                    "green": {"lives": 0, "mana": 1, "souls": 0, "out": True}},
        "last_round": None, "game_over": False, "winner": None, "end_reason": None}}


def test_round_and_step_set_the_moment() -> None:
    result = run_scenario('game = "wizard_survive"\nround = 30\nstep = 20\n[players.red]\n[players.blue]\n')
    assert (result["state"]["round"], result["state"]["step"]) == (30, 20)


# --- rounds, the game's end ------------------------------------------------------------------


def test_last_round_after_a_round_ends_and_the_next_round_starts() -> None:
    result = steps(TWO.replace("[players.blue]", "[players.blue]\nlives = 1"),
                   'red = { card = "fireball" }\nblue = { card = "mana_recovery", target = "red" }')
    state = result["state"]
    assert result["ok"] is True
    assert state["last_round"] == {"round": 1, "step": 1, "end": "last_standing", "scorer": "red", "souls": 2}
    assert (state["round"], state["step"]) == (2, 1)
    assert state["players"] == {"red": {"lives": 2, "mana": 1, "souls": 2, "out": False},
                                "blue": {"lives": 2, "mana": 1, "souls": 0, "out": False}}
    assert types(result)[-2:] == ["round_ended", "round_started"]
    # the next [[do]] is a step of round 2 (W20)
    result = steps(TWO.replace("[players.blue]", "[players.blue]\nlives = 1"),
                   'red = { card = "fireball" }\nblue = { card = "mana_recovery" }',
                   'red = { card = "teleport" }\nblue = { card = "fireball" }')
    assert result["ok"] is True and (result["state"]["round"], result["state"]["step"]) == (2, 2)


def test_all_out_and_step_limit_rounds_name_no_scorer() -> None:
    both_low = (TWO.replace("[players.red]", "[players.red]\nlives = 1")
                .replace("[players.blue]", "[players.blue]\nlives = 1"))
    result = steps(both_low, 'red = { card = "fireball" }\nblue = { card = "fireball" }')
    assert result["state"]["last_round"] == {"round": 1, "step": 1, "end": "all_out", "scorer": None, "souls": 0}
    result = steps(TWO.replace("[players.red]", "step = 20\n[players.red]"),
                   'red = { card = "teleport" }\nblue = { card = "teleport" }')
    assert result["state"]["last_round"] == {"round": 1, "step": 20, "end": "step_limit", "scorer": None, "souls": 0}


def test_the_game_over_shows_the_last_step_played_and_the_winner() -> None:
    base = ('game = "wizard_survive"\nround = 3\nstep = 9\n'
            '[players.red]\nsouls = 4\n[players.blue]\nlives = 1\nsouls = 2\n')
    result = steps(base, 'red = { card = "fireball" }\nblue = { card = "mana_recovery" }')
    state = result["state"]
    assert result["ok"] is True
    assert (state["round"], state["step"], state["game_over"], state["winner"], state["end_reason"]) == \
        (3, 9, True, "red", "souls")
    assert state["players"]["red"] == {"lives": 2, "mana": 0, "souls": 6, "out": False}
    assert state["players"]["blue"] == {"lives": 0, "mana": 2, "souls": 2, "out": True}
    assert types(result)[-2:] == ["round_ended", "game_ended"]
    assert result["events"][-1] == {"type": "game_ended", "winner": "red", "end": "souls"}


def test_a_drawn_round_limit_has_no_winner() -> None:
    base = 'game = "wizard_survive"\nround = 30\nstep = 20\n[players.red]\nsouls = 1\n[players.blue]\nsouls = 1\n'
    result = steps(base, 'red = { card = "teleport" }\nblue = { card = "teleport" }')
    state = result["state"]
    assert (state["game_over"], state["winner"], state["end_reason"]) == (True, None, "round_limit")
    assert result["events"][-1] == {"type": "game_ended", "winner": None, "end": "round_limit"}


def test_any_step_after_the_game_has_ended_is_illegal_with_the_final_state() -> None:
    base = 'game = "wizard_survive"\n[players.red]\nsouls = 4\n[players.blue]\nlives = 1\n'
    won = steps(base, 'red = { card = "fireball" }\nblue = { card = "mana_recovery" }')
    result = steps(base, 'red = { card = "fireball" }\nblue = { card = "mana_recovery" }',
                   'red = { card = "teleport" }\nblue = { card = "teleport" }')
    assert_step_error(result, 1, "game is over", "W23")
    assert result["state"] == won["state"] and result["events"] == won["events"]


# --- setup errors: step null, state null ---------------------------------------------------

SETUP_ERRORS = [
    ("game = [", ["not valid TOML"]),
    ('game = "wizard_survive"\nbattle = 2\n[players.red]\n[players.blue]\n', ["unknown key 'battle'"]),
    (TWO + "hp = 3\n", ["players.blue", "unknown key 'hp'"]),
    ('[players.red]\n[players.blue]\n', ["game"]),
    ('game = "mage_battle"\n[players.red]\n[players.blue]\n', ["game", "wizard_survive"]),
    ('game = "wizard_survive"\nrules = "ws-2"\n[players.red]\n[players.blue]\n', ["unknown rule set 'ws-2'"]),
    ('game = "wizard_survive"\nrules = 1\n[players.red]\n[players.blue]\n', ["rules"]),
    ('game = "wizard_survive"\n[players.red]\n[players.purple]\n', ["unknown seat 'purple'"]),
    ('game = "wizard_survive"\n[players.red]\n[players.green]\n', ["first N seats", "W1"]),
    ('game = "wizard_survive"\n[players.blue]\n[players.green]\n', ["first N seats"]),
    ('game = "wizard_survive"\n[players.red]\n', ["first N seats"]),
    ('game = "wizard_survive"\n', ["players"]),
    ('game = "wizard_survive"\nplayers = 3\n', ["players"]),
    ('game = "wizard_survive"\n[players]\nred = 1\nblue = {}\n', ["players.red", "table"]),
    ('game = "wizard_survive"\nround = 0\n' + TWO[24:], ["round", "1 to 30", "got 0"]),
    ('game = "wizard_survive"\nround = 31\n' + TWO[24:], ["round", "1 to 30"]),
    ('game = "wizard_survive"\nstep = 21\n' + TWO[24:], ["step", "1 to 20"]),
    ('game = "wizard_survive"\nstep = 1.5\n' + TWO[24:], ["step", "whole number"]),
    ('game = "wizard_survive"\nstep = "1"\n' + TWO[24:], ["step", "whole number"]),
    ('game = "wizard_survive"\nround = true\n' + TWO[24:], ["round", "whole number"]),
    (TWO + "lives = 3\n", ["players.blue.lives", "0 to 2"]),
    (TWO + "lives = -1\n", ["players.blue.lives"]),
    (TWO + "mana = 6\n", ["players.blue.mana", "0 to 5"]),
    (TWO + "souls = 5\n", ["players.blue.souls", "0 to 4"]),
    (TWO + "souls = 99999999999999999999\n", ["players.blue.souls"]),
    (TWO + 'out = "yes"\n', ["players.blue.out", "true or false"]),
    (TWO + "out = true\nlives = 2\n", ["contradicts", "W17"]),
    (TWO + "out = false\nlives = 0\n", ["contradicts", "W17"]),
    (TWO + "out = true\n", ["fewer than two players are in"]),
    (TWO + "lives = 0\n", ["fewer than two players are in"]),
    (TWO + 'do = "everything"\n', ["unknown key 'do'"]),
    (TWO.replace("[players.red]", 'do = 3\n[players.red]'), ["do", "array of tables"]),
]


@pytest.mark.parametrize("text, words", SETUP_ERRORS)
def test_a_setup_problem_has_step_null_and_state_null(text: str, words: list[str]) -> None:
    assert_setup_error(run_scenario(text), *words)


def test_a_setup_problem_runs_no_step() -> None:
    assert_setup_error(steps(TWO + "mana = 9\n", 'red = { card = "fireball" }\nblue = { card = "teleport" }'),
                       "mana")


# --- step errors: the index, nothing applied, the state before it ---------------------------

FINE = 'red = { card = "mana_recovery", target = "blue" }\nblue = { card = "mana_recovery", target = "green" }\n' \
       'green = { card = "mana_recovery", target = "red" }'

STEP_ERRORS = [
    ('red = { card = "fireball", target = "blue" }\nblue = { card = "teleport", target = "red" }',
     ["green is in and has no commitment", "W4"]),
    (FINE + '\nyellow = { card = "teleport", target = "red" }', ["unknown seat 'yellow'"]),
    (FINE + '\npurple = { card = "teleport", target = "red" }', ["unknown seat 'purple'"]),
    (FINE.replace('card = "mana_recovery", target = "blue" }', 'card = "mana_recovery", target = "blue", x = 1 }'),
     ["unknown key 'x'"]),
    (FINE.replace('"mana_recovery", target = "blue"', '"heal", target = "blue"'), ["unknown card 'heal'"]),
    (FINE.replace('card = "mana_recovery", target = "blue"', 'target = "blue"'), ["card is required"]),
    (FINE.replace('card = "mana_recovery", target = "blue"', 'card = 3, target = "blue"'), ["card"]),
    (FINE.replace('red = { card = "mana_recovery", target = "blue" }', 'red = "fireball"'), ["do[1].red", "table"]),
    # the first step's recovery left red 2 mana
    (FINE.replace('"mana_recovery", target = "blue"', '"meteor", target = "blue"'),
     ["red cannot afford meteor (costs 3, has 2 mana) (W6)"]),
    (FINE.replace('"mana_recovery", target = "blue"', '"fireball"'), ["must name a target", "W7"]),
    (FINE.replace('target = "blue"', 'target = "red"'), ["cannot target itself", "W7"]),
    (FINE.replace('target = "blue"', 'target = "yellow"'), ["unknown seat 'yellow'"]),
    (FINE.replace('target = "blue"', 'target = "purple"'), ["unknown seat 'purple'"]),
    (FINE.replace('target = "blue"', 'target = 2'), ["unknown seat 2"]),
    (FINE.replace('target = "blue"', 'target = ["blue", "green"]'), ["2 targets", "at most 1", "W7"]),
    (FINE.replace('target = "blue"', 'target = { seat = "blue" }'), ["unknown seat"]),
]


@pytest.mark.parametrize("entry, words", STEP_ERRORS)
def test_an_illegal_step_names_its_index_applies_nothing_and_shows_the_state_before(entry: str,
                                                                                   words: list[str]) -> None:
    first = steps(THREE, FINE)
    result = steps(THREE, FINE, entry)
    assert first["ok"] is True
    assert_step_error(result, 1, *words)
    assert result["state"] == first["state"] and result["events"] == first["events"]


def test_an_illegal_first_step_shows_the_setup_state() -> None:
    result = steps(THREE, 'red = { card = "fireball", target = "blue" }')
    assert_step_error(result, 0, "blue is in and has no commitment")
    assert result["state"] == run_scenario(THREE)["state"] and result["events"] == []


def test_lightning_target_rules_in_the_sandbox() -> None:
    rich = (THREE.replace("[players.red]", "[players.red]\nmana = 2")
            .replace("[players.green]", "[players.green]\nlives = 0"))
    four = rich.replace("[players.green]\nlives = 0", "[players.green]\n[players.yellow]\nout = true")
    ok = steps(four, 'red = { card = "lightning", target = ["blue", "green"] }\n'
                     'blue = { card = "teleport", target = "red" }\ngreen = { card = "teleport", target = "red" }')
    assert ok["ok"] is True and ok["state"]["players"]["red"]["mana"] == 0
    repeated = steps(four, 'red = { card = "lightning", target = ["blue", "blue"] }\n'
                           'blue = { card = "teleport", target = "red" }\n'
                           'green = { card = "teleport", target = "red" }')
    assert_step_error(repeated, 0, "twice", "W7")
    at_out = steps(four, 'red = { card = "lightning", target = ["blue", "yellow"] }\n'
                         'blue = { card = "teleport", target = "red" }\ngreen = { card = "teleport", target = "red" }')
    assert_step_error(at_out, 0, "yellow is out", "W7")
    too_many = steps(four.replace("[players.yellow]\nout = true", "[players.yellow]"),
                     'red = { card = "lightning", target = ["blue", "green", "yellow"] }\n'
                     'blue = { card = "teleport", target = "red" }\ngreen = { card = "teleport", target = "red" }\n'
                     'yellow = { card = "teleport", target = "red" }')
    assert_step_error(too_many, 0, "3 targets", "at most 2")


def test_an_entry_for_a_player_who_is_out_is_illegal() -> None:
    result = steps(THREE + "out = true\n", 'red = { card = "teleport" }\nblue = { card = "teleport" }\n'
                                           'green = { card = "teleport", target = "red" }')
    assert_step_error(result, 0, "green is out", "W4")


def test_the_target_is_implied_only_when_one_other_player_is_in() -> None:
    # W8: left out with one other in; two others in and it is missing: illegal
    ok = steps(THREE + "out = true\n", 'red = { card = "fireball" }\nblue = { card = "teleport", target = "red" }')
    assert ok["ok"] is True
    revealed = next(e for e in ok["events"] if e["type"] == "step_revealed")
    assert revealed["targets"] == [["blue"], ["red"]]
    missing = steps(THREE, 'red = { card = "teleport" }\nblue = { card = "teleport", target = "red" }\n'
                           'green = { card = "teleport", target = "red" }')
    assert_step_error(missing, 0, "must name a target: 2 other players are in", "W7", "W8")


def test_a_step_entry_that_is_not_a_table_is_illegal_at_its_index() -> None:
    result = run_scenario(TWO.replace("[players.red]", "do = [1]\n[players.red]"))
    assert_step_error(result, 0, "do[0]", "table")
    assert result["state"] == run_scenario(TWO)["state"]


# --- hostile input --------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "x = " + "[" * 5000 + "]" * 5000,
    'game = "wizard_survive"\n' + "a = " + "{ b = " * 2000 + "1" + " }" * 2000,
    'game = "wizard_survive"\nround = 1' + "0" * 5000 + "\n[players.red]\n[players.blue]\n",
    'game = "wizard_survive"\nround = 1e999\n[players.red]\n[players.blue]\n',
    'game = "wizard_survive"\nround = nan\n[players.red]\n[players.blue]\n',
    TWO + "[[do]]\nred = " + "[" * 3000 + "]" * 3000 + "\n",
    TWO + '[[do]]\nred = { card = "fireball", target = "' + "x" * 100000 + '" }\nblue = { card = "teleport" }\n',
    TWO + '[[do]]\nred = { card = "' + "y" * 100000 + '" }\nblue = { card = "teleport" }\n',
    TWO.replace("[players.blue]", "[players.blue]\n" + "k" * 100000 + " = 1"),
    "\x00\x01\x02 \udcff",
    "",
])
def test_hostile_input_is_one_line_never_a_traceback(text: str) -> None:
    result = run_scenario(text)
    assert result["ok"] is False
    assert result["error"]["message"] and "\n" not in result["error"]["message"]
    assert len(result["error"]["message"]) < 300          # a quoted megabyte is cut short
    json.dumps(result)


def test_random_bytes_are_refused_in_one_line() -> None:
    rng = random.Random(16)
    for _ in range(200):
        text = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))).decode("utf-8", "replace")
        result = run_scenario(text)
        assert result["ok"] is False and "\n" not in result["error"]["message"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_example_files_never_raise(data: st.DataObject) -> None:
    # The example with random cuts, insertions and replacements: whatever it became, one
    # JSON document with ok, a one-line error, and a state only with a step index.
    text = EXAMPLE
    for _ in range(data.draw(st.integers(1, 6))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 12))
        insert = data.draw(st.sampled_from(["", "0", "9", "-", "[", "]", "{", "}", '"', "=", "\n", "[[do]]\n",
                                            "red", "yellow", "true", "3.5", "lightning", "meteor", ",", " "]))
        text = text[:at] + insert + text[at + cut:]
    result = run_scenario(text)
    json.dumps(result)
    assert set(result) == {"ok", "error", "events", "state"}
    if result["ok"]:
        assert result["error"] is None and result["state"] is not None
    else:
        assert "\n" not in result["error"]["message"]
        assert (result["state"] is None) == (result["error"]["step"] is None)


# --- the command line -------------------------------------------------------------------------


def _run_cli(path: Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", "scenario", str(path)], cwd=cwd, capture_output=True,
                          text=True, timeout=60)


def test_cli_runs_the_example_exit_0_one_json_document(tmp_path: Path) -> None:
    path = tmp_path / "example.toml"
    path.write_text(FIRST_STEP, encoding="utf-8")
    done = _run_cli(path)
    assert done.returncode == 0 and done.stderr == ""
    out = json.loads(done.stdout)                  # one document: json.loads refuses trailing text
    assert out["ok"] is True and out["state"] == DOCUMENTED_STATE


def test_cli_illegal_step_exits_2_one_json_document_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "illegal.toml"
    path.write_text(TWO + '[[do]]\nred = { card = "lightning" }\nblue = { card = "teleport" }\n', encoding="utf-8")
    done = _run_cli(path)
    assert done.returncode == 2 and done.stderr == ""
    out = json.loads(done.stdout)
    assert out["error"] == {"step": 0, "message": "red cannot afford lightning (costs 2, has 1 mana) (W6)"}
    assert out["state"]["players"]["red"] == {"lives": 2, "mana": 1, "souls": 0, "out": False}


def test_cli_setup_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = {"bad.toml": (TWO + "souls = 5\n", "players.blue.souls"), "game.toml": ('game = 3\n', "field 'game'")}
    for name, (text, words) in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        assert cli.main(["scenario", str(tmp_path / name)]) == 2
        out = json.loads(capsys.readouterr().out)
        assert out["ok"] is False and out["error"]["step"] is None and out["state"] is None
        assert words in out["error"]["message"]


def test_cli_random_bytes_exit_2_with_one_line(tmp_path: Path) -> None:
    path = tmp_path / "noise.toml"
    path.write_bytes(bytes(random.Random(7).randrange(256) for _ in range(4000)))
    done = _run_cli(path)
    assert done.returncode == 2 and done.stderr == ""
    out = json.loads(done.stdout)
    assert out["ok"] is False and out["error"]["step"] is None and "\n" not in out["error"]["message"]


def test_cli_deeply_nested_file_exits_2_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text('game = "wizard_survive"\nx = ' + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    done = _run_cli(path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert json.loads(done.stdout)["ok"] is False


def test_cli_an_integer_of_thousands_of_digits_exits_2_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_text(TWO.replace("[players.red]", "round = 1" + "0" * 5000 + "\n[players.red]"), encoding="utf-8")
    done = _run_cli(path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert json.loads(done.stdout)["error"]["step"] is None
