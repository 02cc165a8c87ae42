"""The rule set as data (W32): every number of the rulings is a field of `ws-1`, a draft
that changes one changes the game, and a draft's problems are one line naming the field."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest
from ws_helpers import BLUE, FB, GREEN, LN, MR, MT, RED, TP, YELLOW, at, illegal, lost, of, one, play, w

from engine.kernel.match import Match
from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.game import GAME
from engine.wizard_survive.names import Card, GameEnd, RoundEnd
from engine.wizard_survive.resolve import legal_commits
from engine.wizard_survive.rules import WS_1, check_draft, load_rules, rules_from_data
from engine.wizard_survive.state import new_state
from game.cli import main as cli

ROOT = Path(__file__).resolve().parents[2]


def draft(**fields: object) -> object:
    return rules_from_data(fields, "draft.toml")


def test_w32_ws_1_holds_every_number_of_the_rulings() -> None:
    assert WS_1.to_data() == {
        "version": "ws-1", "min_players": 2, "max_players": 4, "start_lives": 2, "start_mana": 1,
        "fireball_cost": 1, "mana_recovery_cost": 0, "teleport_cost": 0, "lightning_cost": 2, "meteor_cost": 3,
        "fireball_damage": 1, "lightning_damage": 1, "lightning_targets": 2, "recovery_gain": 1, "mana_cap": 5,
        "teleport_cancels": ["fireball", "lightning"], "souls_to_win": 5, "step_limit": 20, "round_limit": 30,
    }
    assert GAME.default_rules() is WS_1 and GAME.rules_version(WS_1) == "ws-1"


def test_w32_the_rules_code_holds_no_tunable_literal() -> None:
    # ws-1's numbers other than 0, 1 and 2 (which also count things: "two or more in")
    # must come from the rule set; a literal 3, 5, 20 or 30 in the rules would be one.
    for name in ("resolve", "apply", "state", "view", "commands", "events"):
        tree = ast.parse((ROOT / "engine" / "wizard_survive" / f"{name}.py").read_text(encoding="utf-8"))
        numbers = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and type(n.value) is int}
        assert numbers <= {0, 1, 2}, (name, numbers)


# --- a changed number changes the game ----------------------------------------------------


def test_w32_meteor_at_four_mana() -> None:
    rules = draft(meteor_cost=4)
    assert rules.version == "ws-1-draft" and rules.cost(MT) == 4       # type: ignore[attr-defined]
    three = at(w(2, 3), w(2, 1), rules=rules)  # type: ignore[arg-type]
    assert MT not in {c.card for c in legal_commits(three, RED)}
    illegal(three, Commit(RED, MT), "cannot afford meteor (costs 4, has 3 mana)", "W6")
    after, events = play(at(w(2, 4), w(2, 1), rules=rules), {RED: MT, BLUE: MR})  # type: ignore[arg-type]
    assert one(events, ev.ManaPaid).amount == 4 and one(events, ev.RoundEnded).scorer == RED


def test_w32_start_lives_and_mana_set_the_start_and_the_reset() -> None:
    rules = replace(WS_1, start_lives=3, start_mana=0)
    state = new_state(rules, 2)
    assert [(x.lives, x.mana) for x in state.wizards] == [(3, 0), (3, 0)]
    assert {c.card for c in legal_commits(state, RED)} == {MR, TP}
    after, _ = play(at(w(1, 1), w(3, 0), rules=rules), {RED: MR, BLUE: MR})
    after, events = play(at(w(3, 1), w(1, 0), rules=rules), {RED: FB, BLUE: MR})
    assert one(events, ev.RoundEnded).souls == 3
    assert [(x.lives, x.mana) for x in after.wizards] == [(3, 0), (3, 0)]


@pytest.mark.parametrize("card, field", [(FB, "fireball_cost"), (LN, "lightning_cost"), (MR, "mana_recovery_cost"),
                                         (TP, "teleport_cost")])
def test_w32_each_cost_is_a_field(card: Card, field: str) -> None:
    rules = replace(WS_1, **{field: 4})
    assert card not in {c.card for c in legal_commits(at(w(2, 3), w(2, 3), rules=rules), RED)}
    _, events = play(at(w(2, 4), w(2, 0), rules=rules), {RED: card, BLUE: MR if card is TP else TP})
    assert one(events, ev.ManaPaid) == ev.ManaPaid(RED, card, 4)


def test_w32_damage_per_attack_is_a_field() -> None:
    rules = replace(WS_1, start_lives=4, fireball_damage=2, lightning_damage=3)
    _, events = play(at(w(4, 3), w(4, 2), w(4, 0), rules=rules),
                     {RED: (FB, [BLUE]), BLUE: (LN, [RED, GREEN]), GREEN: (TP, [RED])})
    assert lost(events) == {RED: [(3, False)], BLUE: [(2, False)]}
    assert one(events, ev.AttacksDodged) == ev.AttacksDodged(GREEN, 3)


def test_w32_lightning_targets_is_a_field() -> None:
    state = at(w(2, 2), w(2, 1), w(2, 1), w(2, 1), rules=replace(WS_1, lightning_targets=3))
    assert (BLUE, GREEN, YELLOW) in {c.targets for c in legal_commits(state, RED) if c.card is LN}
    _, events = play(state, {RED: (LN, [BLUE, GREEN, YELLOW]), BLUE: (MR, [RED]), GREEN: (MR, [RED]),
                             YELLOW: (MR, [RED])})
    assert set(lost(events)) == {BLUE, GREEN, YELLOW}
    one_target = at(w(2, 2), w(2, 1), w(2, 1), rules=replace(WS_1, lightning_targets=1))
    illegal(one_target, Commit(RED, LN, (BLUE, GREEN)), "at most 1")


def test_w32_recovery_gain_and_mana_cap_are_fields() -> None:
    rules = replace(WS_1, recovery_gain=2, mana_cap=3)
    after, events = play(at(w(2, 0), w(2, 2), rules=rules), {RED: MR, BLUE: MR})
    assert [x.mana for x in after.wizards] == [2, 3]
    assert of(events, ev.ManaRecovered) == [ev.ManaRecovered(RED, 2), ev.ManaRecovered(BLUE, 1)]


def test_w32_the_cards_teleport_cancels_are_a_field() -> None:
    # lightning no longer cancelled: the teleporter is hit by it, not by the fireball
    rules = draft(teleport_cancels=["fireball"])
    _, events = play(at(w(2, 2), w(2, 2), w(2, 1), rules=rules),  # type: ignore[arg-type]
                     {RED: (TP, [BLUE]), BLUE: (LN, [RED]), GREEN: (FB, [RED])})
    assert lost(events) == {RED: [(1, False)]} and one(events, ev.AttacksDodged) == ev.AttacksDodged(RED, 1)
    # meteor cancelled too: the teleporter outlives a meteor, the recoverer does not
    rules = draft(teleport_cancels=["fireball", "lightning", "meteor"])
    after, events = play(at(w(2, 3), w(2, 1), w(2, 1), rules=rules),  # type: ignore[arg-type]
                         {RED: (MT, [BLUE]), BLUE: (TP, [RED]), GREEN: (MR, [RED])})
    assert lost(events) == {GREEN: [(2, True)]} and not after.wizards[BLUE].out


def test_w32_souls_to_win_step_limit_and_round_limit_are_fields() -> None:
    rules = replace(WS_1, souls_to_win=2, step_limit=3, round_limit=2)
    after, events = play(at(w(2, 1), w(1, 0), rules=rules), {RED: FB, BLUE: MR})
    assert one(events, ev.GameEnded) == ev.GameEnded(RED, GameEnd.SOULS)
    state = at(w(2, 1), w(2, 1), rules=rules, step=3)
    after, events = play(state, {RED: TP, BLUE: TP})
    assert one(events, ev.RoundEnded).end is RoundEnd.STEP_LIMIT and after.round == 2
    after, events = play(at(w(2, 1), w(2, 1, souls=1), rules=rules, round=2, step=3), {RED: TP, BLUE: TP})
    assert one(events, ev.GameEnded) == ev.GameEnded(BLUE, GameEnd.ROUND_LIMIT)


def test_w32_the_number_of_players_is_a_field() -> None:
    rules = draft(max_players=3)
    with pytest.raises(ValueError, match="2-3 players"):
        new_state(rules, 4)  # type: ignore[arg-type]
    assert new_state(draft(min_players=3), 3).seats == 3  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="3-4 players"):
        new_state(draft(min_players=3), 2)  # type: ignore[arg-type]


def test_w32_a_draft_plays_whole_matches_and_its_replay_hash_differs() -> None:
    rules = draft(meteor_cost=4, step_limit=6, round_limit=3)
    match = Match(GAME, 1, rules=rules, seats=3)
    agents = [GAME.make_agent("beginner", s) for s in range(3)]
    while not match.over:
        seat = match.deciders()[0]
        command = agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat))
        assert command.card is not MT or match.state.wizards[seat].mana >= 4
        match.play(command)
    assert match.state.round <= 3 and all(r.step <= 6 for r in match.state.rounds)
    assert GAME.rules_hash(rules) != GAME.rules_hash(WS_1)


# --- drafts: load, refuse, show, check ------------------------------------------------------


@pytest.mark.parametrize("text, words", [
    ("meteor_cost = 4.0", ["field 'meteor_cost'", "whole number"]),
    ('meteor_cost = "4"', ["field 'meteor_cost'", "whole number"]),
    ("meteor_cost = true", ["field 'meteor_cost'", "whole number"]),
    ("meteor_cost = -1", ["field 'meteor_cost'", "from 0 to 50"]),
    ("mana_cap = 0", ["field 'mana_cap'"]),
    ("step_limit = 100000000000000000000", ["field 'step_limit'"]),
    ("meteor_costs = 4", ["unknown field 'meteor_costs'"]),
    ("[meteor]\ncost = 4", ["unknown field 'meteor'"]),
    ('teleport_cancels = ["teleport"]', ["field 'teleport_cancels'"]),
    ('teleport_cancels = "fireball"', ["field 'teleport_cancels'"]),
    ('teleport_cancels = ["fireball", "fireball"]', ["field 'teleport_cancels'"]),
    ('seats = ["red", "blue"]', ["field 'seats'"]),
    ("version = 2", ["field 'version'"]),
    ('version = ""', ["field 'version'"]),
    ("min_players = 4\nmax_players = 3", ["field 'min_players'", "'max_players'"]),
    ("start_mana = 6", ["field 'start_mana'", "'mana_cap'"]),
    ('version = "ws-1"\nmeteor_cost = 4', ["field 'version'", "published", "ws-1-draft"]),
    # W6: with every card above 0 a player at 0 mana would have no commitment at all
    ("mana_recovery_cost = 1\nteleport_cost = 2", ["field 'mana_recovery_cost'", "cost 0", "W6"]),
    ('base = "ws-0"', ["field 'base'", "ws-0"]),
    ("x = [" + "[" * 3000 + "]" * 3000 + "]", ["not valid TOML"]),
    ("meteor_cost = ", ["not valid TOML"]),
])
def test_w32_a_bad_draft_is_refused_in_one_line_naming_the_field(text: str, words: list[str]) -> None:
    with pytest.raises(ValueError) as caught:
        load_rules(text, "draft.toml")
    message = str(caught.value)
    assert "\n" not in message and message.startswith("draft.toml: ")
    for word in words:
        assert word in message, message
    found = check_draft(text, "draft.toml")
    assert found and found[0] == message and all("\n" not in line for line in found)


def test_w32_check_lists_every_problem() -> None:
    found = check_draft("meteor_cost = -1\nfoo = 1\nmana_cap = 'x'\n", "d.toml")
    assert found == ["d.toml: field 'meteor_cost' must be a whole number from 0 to 50, got -1",
                     "d.toml: unknown field 'foo'",
                     "d.toml: field 'mana_cap' must be a whole number from 1 to 50, got 'x'"]


def test_w32_a_draft_names_only_what_it_changes_and_may_name_its_base() -> None:
    assert load_rules("", "d") == WS_1 and load_rules("", "d").version == "ws-1"
    assert load_rules('base = "ws-1"', "d").version == "ws-1"
    changed = load_rules('base = "ws-1"\nmeteor_cost = 4\nname = "meteor 4"', "d")
    assert changed == replace(WS_1, version="ws-1-draft", meteor_cost=4) and changed.name == "meteor 4"
    assert load_rules('version = "ws-1"\nteleport_cancels = ["lightning", "fireball"]', "d") == WS_1


def test_w32_rules_show_for_the_game_is_a_draft_that_loads_to_itself(tmp_path: Path, capsys) -> None:
    assert cli.main(["rules", "show", "--game", "wizard_survive"]) == 0
    shown = capsys.readouterr().out
    for field in ("meteor_cost = 3", "mana_cap = 5", "step_limit = 20", "round_limit = 30",
                  'teleport_cancels = ["fireball", "lightning"]', "# W5: mana a meteor costs"):
        assert field in shown
    assert load_rules(shown, "shown") == WS_1 and load_rules(shown, "shown").version == "ws-1"
    path = tmp_path / "meteor4.toml"
    path.write_text(shown.replace("meteor_cost = 3", "meteor_cost = 4"), encoding="utf-8")
    # the copy still says version "ws-1": a changed number under that name is refused
    assert cli.main(["rules", "check", str(path), "--game", "wizard_survive"]) == 2
    assert "field 'version'" in capsys.readouterr().out
    path.write_text('base = "ws-1"\nmeteor_cost = 4\n', encoding="utf-8")
    assert cli.main(["rules", "check", str(path), "--game", "wizard_survive"]) == 0
    assert capsys.readouterr().out.strip() == "ok"
    assert cli.main(["rules", "show", "--game", "wizard_survive", "--rules", str(path)]) == 0
    again = capsys.readouterr().out
    assert 'version = "ws-1-draft"' in again and load_rules(again, "again") == load_rules(path.read_text(), "p")
    assert cli.main(["rules", "diff", "default", str(path), "--game", "wizard_survive"]) == 1
    assert capsys.readouterr().out.splitlines() == ['version: "ws-1" -> "ws-1-draft"', "meteor_cost: 3 -> 4"]
