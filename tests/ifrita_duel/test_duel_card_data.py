"""Rulings D39-D41 of Ifrita Duel: the card file's closed vocabulary (each malformed card
refused in one line naming the card and the field), the design budget lint, and the rule
set as data."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from engine.ifrita_duel.budget import budget_problems
from engine.ifrita_duel.cards import CardError, parse_card_set, starter_set
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.rules import FIELD_DOCS, ID_1, Rules, check_draft, load_rules

SHIPPED = Path(__file__).resolve().parents[2] / "engine" / "ifrita_duel" / "cards.toml"
HERO = '[[hero]]\nid = "h"\nko = "h"\nen = "h"\ncooldown = 3\non_use = [{ do = "draw", amount = 1 }]\n'
HEAD = 'set = "t"\nrules = "id-1"\ndefault_copies = 1\n'


def card(body: str) -> str:
    return HEAD + '[[card]]\nid = "bad"\nko = "x"\nen = "x"\n' + body + HERO


UNIT = 'kind = "unit"\ncolors = ["red"]\ncost = { red = 1 }\natk = 1\nhealth = 1\n'
SORCERY = 'kind = "sorcery"\ncolors = ["red"]\ncost = { red = 1 }\n'


@pytest.mark.parametrize("body, field", [
    (SORCERY + 'on_cast = [{ do = "explode", amount = 1 }]\n', "on_cast[0].do"),
    (SORCERY + 'on_cast = [{ do = "draw", amount = 0 }]\n', "amount"),
    (SORCERY + 'on_cast = [{ do = "draw", amount = "two" }]\n', "amount"),
    (SORCERY + 'on_cast = [{ do = "draw" }]\n', "on_cast[0].amount"),
    (SORCERY + 'on_cast = [{ do = "draw", amount = 1, to = "target" }]\n', "on_cast[0].to"),
    (SORCERY + 'on_cast = [{ do = "deal_damage", to = "everyone", amount = 1 }]\n', "on_cast[0].to"),
    (SORCERY + 'on_cast = [{ do = "deal_damage", to = "target", amount = 1 }]\n', "on_cast[0].to"),
    (SORCERY + 'target = "anything"\non_cast = [{ do = "deal_damage", to = "target", amount = 1 }]\n', "target"),
    (SORCERY + 'target = "any"\non_cast = [{ do = "destroy", to = "target" }]\n', "on_cast[0].to"),
    (SORCERY + 'on_cast = [{ do = "add_mana", color = "purple", amount = 1 }]\n', "on_cast[0].color"),
    (SORCERY + 'on_cast = [{ do = "buff", to = "own_units", atk = 0, health = 0 }]\n', "on_cast[0]"),
    (SORCERY + 'on_cast = [{ do = "deal_damage", to = "summoned", amount = 1 }]\n', "on_cast[0].to"),
    (SORCERY + 'on_enter = [{ do = "draw", amount = 1 }]\n', "on_enter"),
    (SORCERY, "on_cast"),
    ('kind = "enchantment"\ncolors = []\ncost = { generic = 1 }\n'
     'static = [{ do = "deal_damage", to = "enemy_units", amount = 1 }]\n', "static[0]"),
    (UNIT.replace('"unit"', '"creature"'), "kind"),
    (UNIT.replace("atk = 1", "atk = -1"), "atk"),
    (UNIT.replace("health = 1", "health = 0"), "health"),
    (UNIT + 'keywords = ["flying"]\n', "keywords"),
    (UNIT + 'keywords = ["trample", "trample"]\n', "keywords"),
    (UNIT + 'flavour = "hot"\n', "flavour"),
    (UNIT.replace('cost = { red = 1 }', 'cost = { red = 0 }'), "red"),
    (UNIT.replace('cost = { red = 1 }', 'cost = { orange = 1 }'), "cost.orange"),
    (UNIT.replace('cost = { red = 1 }', 'cost = 2'), "cost"),
    (UNIT.replace('colors = ["red"]', 'colors = ["red", "blue"]'), "colors"),
    (SORCERY + 'atk = 2\non_cast = [{ do = "draw", amount = 1 }]\n', "atk"),
])
def test_d39_a_malformed_card_is_refused_naming_the_card_and_the_field(body: str, field: str) -> None:
    with pytest.raises(CardError) as caught:
        parse_card_set(card(body), "cards.toml")
    message = str(caught.value)
    assert "\n" not in message and message.startswith("cards.toml: card 'bad': field ")
    assert f"'{field}" in message, message


def test_d39_set_level_problems() -> None:
    for text, words in ((HEAD + HERO, "field 'card'"), ("nonsense = [", "not valid TOML"),
                        (card(UNIT) + '[[card]]\nid = "bad"\nko = "x"\nen = "x"\n' + UNIT, "card 'bad': field 'id'"),
                        (card(UNIT) + 'extra = 1\n', "hero 'h': field 'extra'"),
                        (HEAD + 'wild = 1\n' + HERO, "set: field 'wild'"),
                        (card(UNIT).replace("cooldown = 3", "cooldown = -1"), "hero 'h': field 'cooldown'"),
                        (card(UNIT).replace('do = "draw"', 'do = "win"'), "hero 'h': field 'on_use[0].do'")):
        with pytest.raises(CardError, match=re.escape(words)):
            parse_card_set(text, "cards.toml")


def test_d39_the_shipped_file_is_the_shared_one_and_loads_as_package_data() -> None:
    shared = Path(__file__).resolve().parents[3] / "shared" / "rules" / "ifrita-duel" / "cards.toml"
    if shared.exists():
        assert SHIPPED.read_text(encoding="utf-8") == shared.read_text(encoding="utf-8")
    s = starter_set()
    assert len(s.cards) == 20 and [h.id for h in s.heroes] == ["ember", "insight", "mend", "empower", "ward"]
    assert s.card("grove_warden").keywords == ("vigilance", "trample") and s.hero("ember").target == "any"


def test_d40_the_starter_set_is_within_budget_and_an_overpowered_card_is_named() -> None:
    assert budget_problems(starter_set()) == []
    strong = parse_card_set(card(UNIT.replace("atk = 1", "atk = 5")))
    assert budget_problems(strong) == ["card 'bad': 6 points against a budget of 3 (D40)"]


def test_d41_rule_set_id_1_as_data() -> None:
    r = ID_1
    assert (r.version, r.hero_hp, r.start_hand, r.mulligan_hand, r.mulligans, r.hand_limit, r.deck_size) == (
        "id-1", 20, 7, 6, 1, 7, 40)
    assert (r.max_copies, r.default_copies, r.sacrifices_per_turn, r.first_player_draws, r.fatigue_start,
            r.fatigue_step, r.burn_per_mana, r.max_units, r.max_enchantments, r.turn_limit) == (
        3, 2, 1, False, 1, 1, 1, 7, 5, 100)
    assert r.tie_order == ("red", "blue", "green", "black", "white") and r.cards == starter_set()
    assert GAME.rules_from_data(GAME.rules_to_data(r), "x") == r
    fields = GAME.rules_fields(r)
    assert [f.name for f in fields] == list(FIELD_DOCS)
    assert all(f.comment.startswith("D") for f in fields if f.name not in ("name", "note"))
    draft = "\n".join(f"{f.name} = {_toml(f.value)}" for f in fields if f.active)
    assert load_rules(draft, "show.toml") == replace(r, version="id-1-draft")
    assert GAME.rules_hash(r) != GAME.rules_hash(replace(r, hand_limit=8))


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return f'"{value}"' if isinstance(value, str) else str(value)


def test_d41_drafts_report_every_problem_naming_its_field() -> None:
    problems = check_draft('hero_hp = 0\nturn_limit = "many"\nbogus = 1\ncard_set = "other"\n', "d.toml")
    assert len(problems) == 4 and all(p.startswith("d.toml: ") for p in problems)
    for word in ("'hero_hp'", "'turn_limit'", "'bogus'", "'card_set'"):
        assert any(word in p for p in problems), word
    assert check_draft("default_copies = 1\n", "d.toml") == [
        "d.toml: field 'default_copies' x 20 templates must make deck_size 40 (D4)"]
    assert check_draft("hand_limit = 6\nname = 'short hands'\n", "d.toml") == []
    draft = load_rules("hand_limit = 6\nname = 'short hands'\n", "d.toml")
    assert isinstance(draft, Rules) and draft.hand_limit == 6 and draft.version == "id-1-draft"
    with pytest.raises(ValueError, match="d.toml: field 'hero_hp'"):
        load_rules("hero_hp = -3\n", "d.toml")
