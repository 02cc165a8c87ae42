"""The rules pages teach the rule set in play, never a literal. With the default rules every
page of the three games reads, in both languages, exactly as it did when its numbers were
written out by hand; under a rule set whose every number is a sentinel, each page shows the
sentinels beside the words that named the old numbers, and none of those old numbers is
left there; the rules opened from a match under a draft show the draft's number."""

from __future__ import annotations

import dataclasses
import hashlib
import re
from collections.abc import Callable
from typing import Any

import pytest

import game.ifrita_duel.learn as ifrita_duel_learn
import game.mage_battle.views.rules_pages as mage_battle_learn
import game.wizard_survive.learn as wizard_survive_learn
from engine.kernel import registry
from game.shell.i18n import CATALOGS, Language
from game.shell.learn.model import Learning
from game.shell.learn.rules_screen import rule_values

LEARNINGS: dict[str, Callable[[], Learning]] = {
    "wizard_survive": wizard_survive_learn.learning,
    "ifrita_duel": ifrita_duel_learn.learning,
    "mage_battle": mage_battle_learn.learning,
}
LANGUAGES = ("ko", "en")

# What each page's title and text read under the default rules before the pages named the
# rule set's numbers by field: sha256 (first 16 hex digits) of the rendered text, by
# "game|language|key".
BEFORE = {
    "wizard_survive|ko|ws.rules.goal.title": "1e014c62db647e13",
    "wizard_survive|ko|ws.rules.goal.text": "e8a425e73c3bcf8b",
    "wizard_survive|ko|ws.rules.step.title": "99bfc7a408e81f76",
    "wizard_survive|ko|ws.rules.step.text": "355c0ca9e933020c",
    "wizard_survive|ko|ws.rules.cards.title": "0374367775cea185",
    "wizard_survive|ko|ws.rules.cards.text": "1f4ec4acf502f034",
    "wizard_survive|ko|ws.rules.meteor.title": "0d8cb9ef38971d7c",
    "wizard_survive|ko|ws.rules.meteor.text": "7334e346ca0b82f4",
    "wizard_survive|ko|ws.rules.reveal.title": "8ebde97c64688249",
    "wizard_survive|ko|ws.rules.reveal.text": "e9fd7ad77f6b6811",
    "wizard_survive|ko|ws.rules.limits.title": "f50d778f53baa5d2",
    "wizard_survive|ko|ws.rules.limits.text": "7ef18409d9cbe0ea",
    "wizard_survive|en|ws.rules.goal.title": "c4e301429b0826ca",
    "wizard_survive|en|ws.rules.goal.text": "824983025d89ce74",
    "wizard_survive|en|ws.rules.step.title": "5700f0bf3b6ceaf2",
    "wizard_survive|en|ws.rules.step.text": "509b91db0db63cea",
    "wizard_survive|en|ws.rules.cards.title": "3d5640ca0aaaef8b",
    "wizard_survive|en|ws.rules.cards.text": "02a4bb07a740fcd6",
    "wizard_survive|en|ws.rules.meteor.title": "0024757adc8c0af5",
    "wizard_survive|en|ws.rules.meteor.text": "72fecba07cbb9dff",
    "wizard_survive|en|ws.rules.reveal.title": "f2547570af032a6f",
    "wizard_survive|en|ws.rules.reveal.text": "916e6349a9cf7e45",
    "wizard_survive|en|ws.rules.limits.title": "9ba2c80f4c2d0983",
    "wizard_survive|en|ws.rules.limits.text": "46b4ae20d7d8f5f6",
    "ifrita_duel|ko|id.rules.turn.title": "8364092facf9d544",
    "ifrita_duel|ko|id.rules.turn.text": "fa7366a05508cc92",
    "ifrita_duel|ko|id.rules.mana.title": "04c47972e3e5f3b9",
    "ifrita_duel|ko|id.rules.mana.text": "c9b7226d30fee495",
    "ifrita_duel|ko|id.rules.cast.title": "04ec055dc8049417",
    "ifrita_duel|ko|id.rules.cast.text": "d5c6ad9cb752691e",
    "ifrita_duel|ko|id.rules.combat.title": "a5412ebbbc7425b6",
    "ifrita_duel|ko|id.rules.combat.text": "344972cc9900fab3",
    "ifrita_duel|ko|id.rules.keywords.title": "70a000f67146923b",
    "ifrita_duel|ko|id.rules.keywords.text": "0cde5f97ad6d6d82",
    "ifrita_duel|ko|id.rules.burn.title": "f20c85db0342798b",
    "ifrita_duel|ko|id.rules.burn.text": "8bbcac1d1c872c09",
    "ifrita_duel|ko|id.rules.fatigue.title": "7ad95ed2f155c9e3",
    "ifrita_duel|ko|id.rules.fatigue.text": "aa480bdd647aefe6",
    "ifrita_duel|ko|id.rules.heroes.title": "4b010ba8143f94c8",
    "ifrita_duel|ko|id.rules.heroes.text": "163a77bba6d8067e",
    "ifrita_duel|en|id.rules.turn.title": "05d792a007aeb379",
    "ifrita_duel|en|id.rules.turn.text": "71a27b6f7caddb84",
    "ifrita_duel|en|id.rules.mana.title": "b52cb564b31f9459",
    "ifrita_duel|en|id.rules.mana.text": "c52c20a9bd93003b",
    "ifrita_duel|en|id.rules.cast.title": "d90dfbd7d4cc1315",
    "ifrita_duel|en|id.rules.cast.text": "0a506cbce20cdd7c",
    "ifrita_duel|en|id.rules.combat.title": "7797fdf13727d6f5",
    "ifrita_duel|en|id.rules.combat.text": "fd14d5b833436ead",
    "ifrita_duel|en|id.rules.keywords.title": "4edf6ed34052d9f0",
    "ifrita_duel|en|id.rules.keywords.text": "e2c48772394dae41",
    "ifrita_duel|en|id.rules.burn.title": "b0f3a48c7a839590",
    "ifrita_duel|en|id.rules.burn.text": "42be7cad5efeec19",
    "ifrita_duel|en|id.rules.fatigue.title": "81e2b2b64c7cccfc",
    "ifrita_duel|en|id.rules.fatigue.text": "d2fab103490bff68",
    "ifrita_duel|en|id.rules.heroes.title": "8744e5e26e13d13f",
    "ifrita_duel|en|id.rules.heroes.text": "7687a39c81967de9",
    "mage_battle|ko|rules.match.title": "f879f044bf205829",
    "mage_battle|ko|rules.match.text": "1071555ca5e83726",
    "mage_battle|ko|rules.turn.title": "6cefef99195e302c",
    "mage_battle|ko|rules.turn.text": "651abecad137d474",
    "mage_battle|ko|rules.jobs.title": "180ec566e71197a0",
    "mage_battle|ko|rules.jobs.text": "2b974484c1a35dc3",
    "mage_battle|ko|rules.elements.title": "3a42fb29d81a186c",
    "mage_battle|ko|rules.elements.text": "d805f033901a2af1",
    "mage_battle|ko|rules.duel.title": "9c7bd4b9f689683b",
    "mage_battle|ko|rules.duel.text": "5205f6761d8ce792",
    "mage_battle|ko|rules.stacks.title": "5d6988ad7650bbf2",
    "mage_battle|ko|rules.stacks.text": "809578f31a7cef42",
    "mage_battle|ko|rules.shrine.title": "08aef0e2f4b75181",
    "mage_battle|ko|rules.shrine.text": "ab44c5a799734075",
    "mage_battle|ko|rules.cards.title": "bfdd9a13fdf23465",
    "mage_battle|ko|rules.cards.text": "c6a3762f0378a4b9",
    "mage_battle|en|rules.match.title": "861395eb6f1b31cc",
    "mage_battle|en|rules.match.text": "57f06ab77d3d4a4c",
    "mage_battle|en|rules.turn.title": "13482ef9ebfa2f36",
    "mage_battle|en|rules.turn.text": "e02edc59f4283242",
    "mage_battle|en|rules.jobs.title": "af619e01f7b58872",
    "mage_battle|en|rules.jobs.text": "1dab98edb0eea456",
    "mage_battle|en|rules.elements.title": "6c046a0a5089f657",
    "mage_battle|en|rules.elements.text": "36b8394bbba012a2",
    "mage_battle|en|rules.duel.title": "b742e7c34099a892",
    "mage_battle|en|rules.duel.text": "ebb20ee3ac0cdec3",
    "mage_battle|en|rules.stacks.title": "16f7d979168d3ca3",
    "mage_battle|en|rules.stacks.text": "b06c4b67317fccf0",
    "mage_battle|en|rules.shrine.title": "df9d93a03ed86d13",
    "mage_battle|en|rules.shrine.text": "d87de0a95cf7d95f",
    "mage_battle|en|rules.cards.title": "e241f2f6ad277650",
    "mage_battle|en|rules.cards.text": "5ed53329d1b084c2",
}

# The phrases of each page that name a rule-set number, by game, page and language: each
# phrase reads the same under the default rules as before, and under another rule set its
# words stand beside that rule set's numbers.
NAMED: dict[str, dict[str, dict[str, tuple[str, ...]]]] = {
    "wizard_survive": {
        "goal": {
            "ko": ("라운드를 라이프 {start_lives}, 마나 {start_mana}", "소울 {souls_to_win}개를 모으면",
                   "모두 라이프 {start_lives}, 마나 {start_mana}"),
            "en": ("with {start_lives} lives and {start_mana} mana", "and {souls_to_win} souls win",
                   "back to {start_lives} lives and {start_mana} mana"),
        },
        "cards": {
            "ko": ("파이어볼 {fireball_cost}, 라이트닝 {lightning_cost}, 메테오 {meteor_cost}.", "최대 {mana_cap}까지"),
            "en": ("fireball {fireball_cost}, lightning {lightning_cost}, meteor {meteor_cost}.",
                   "tops out at {mana_cap}."),
        },
        "limits": {
            "ko": ("최대 {step_limit}단계", "최대 {round_limit}라운드", "소울 {souls_to_win}개를"),
            "en": ("at most {step_limit} steps", "after step {step_limit},", "at most {round_limit} rounds",
                   "has {souls_to_win} souls"),
        },
    },
    "ifrita_duel": {
        "burn": {
            "ko": ("이프리타가 HP {burn_per_mana} 피해를",),
            "en": ("takes {burn_per_mana} damage for each mana",),
        },
        "fatigue": {
            "ko": ("처음 {fatigue_start}, 다음 {fatigue_2}, 그다음 {fatigue_3}…",),
            "en": ("{fatigue_start} the first time, then {fatigue_2}, then {fatigue_3},",),
        },
    },
    "mage_battle": {
        "match": {
            "ko": ("{battles}전은 모두", "전장은 {cols}×{rows}칸",
                   "자기 {zone_cols}×{zone_rows} 구역", "술사를 {jobs_1}명씩",
                   "1전 {hp_by_battle_1}, 2전 {hp_by_battle_2}, 3전 {hp_by_battle_3}"),
            "en": ("The field is {cols}x{rows};", "its {jobs_1} sorcerers, {jobs_2} priests and {jobs_3} mystics",
                   "own {zone_cols}x{zone_rows} zone",
                   "battle 1 with {hp_by_battle_1} HP, battle 2 with {hp_by_battle_2}, battle 3 with "
                   "{hp_by_battle_3}."),
        },
        "turn": {"ko": ("AP {ap_per_turn}개를",), "en": ("you have {ap_per_turn} AP.",)},
        "jobs": {
            "ko": ("직선 {sorcerer_lengths_1}칸, 중첩 ×2면 {sorcerer_lengths_2}칸, ×3이면 {sorcerer_lengths_3}칸",
                   "거리 {priest_reach} 안의 중심", "피해 {damage_o_1}·{damage_o_2}·{damage_o_3}"),
            "en": ("{sorcerer_lengths_1} cells, {sorcerer_lengths_2} at stack x2, {sorcerer_lengths_3} at x3",
                   "within distance {priest_reach}:", "deals {damage_o_1}, {damage_o_2} or {damage_o_3} damage"),
        },
        "elements": {"ko": ("더해져 {fixed_wins}쌍",), "en": ("make {fixed_wins} fixed wins",)},
        "duel": {"ko": ("(S·P {counter_s_1},",), "en": ("({counter_s_1} by S or P,",)},
        "stacks": {"ko": ("위력 {elementless_power}의 미끼",)},
        "shrine": {"ko": ("최대 {round_limit}라운드",), "en": ("at most {round_limit} rounds",)},
        "cards": {
            "ko": ("{card_ap} AP로", "거리 {card_range} 안의 적", "중첩 − {backflow_recoil_offset})"),
            "en": ("for {card_ap} AP,", "within distance {card_range} of", "minus {backflow_recoil_offset} as damage"),
        },
    },
}


def page_texts(game_id: str, rules: Any, lang: str) -> dict[str, str]:
    """Every page's title and text as the rules screen writes them under `rules`."""
    learning = LEARNINGS[game_id]()
    values = rule_values(rules)
    say = Language(lang)
    return {key: say(key, **values) for page in learning.pages for part in ("title", "text")
            if (key := f"{learning.pages_key}.{page.name}.{part}")}


def with_number(rules: Any, name: str, value: int) -> Any:
    """`rules` with the number `rule_values` calls `name` set to `value` (a field, a table's
    entry `field_k`, a part's field `part_field`); None when no field holds it."""
    for f in dataclasses.fields(rules):
        current = getattr(rules, f.name)
        rest = name[len(f.name) + 1:] if name.startswith(f.name + "_") else ""
        if name == f.name and type(current) is int:
            return dataclasses.replace(rules, **{f.name: value})
        if isinstance(current, tuple) and rest.isdigit() and 1 <= int(rest) <= len(current):
            k = int(rest) - 1
            return dataclasses.replace(rules, **{f.name: current[:k] + (value,) + current[k + 1:]})
        if dataclasses.is_dataclass(current) and rest:
            inner = with_number(current, rest, value)
            if inner is not None:
                return dataclasses.replace(rules, **{f.name: inner})
    return None


def accepted(game_id: str, rules: Any) -> Any:
    """`rules` as the game loads it from a draft, or None when the game refuses it (or a
    draft could not say it: a part's field the draft names only by the part)."""
    game = registry.get(game_id)
    try:
        again = game.rules_from_data(game.rules_to_data(rules), "sentinel draft")
    except (ValueError, TypeError, KeyError):
        return None
    return again if rule_values(again) == rule_values(rules) else None


def sentinel_rules(game_id: str) -> Any:
    """The default rules with every number a draft can change replaced, one by one, by a
    distinct sentinel the game accepts (900 and up, else 40 and up, else a small number
    none of the defaults is, else a negative one), in a draft of its own name; a number no
    sentinel is accepted for keeps its default."""
    rules = registry.get(game_id).default_rules()
    defaults = rule_values(rules)
    rules = dataclasses.replace(rules, version=f"{rules.version}-sentinel")   # a draft is no published set
    taken = {value for value in defaults.values() if type(value) is int}
    for _ in range(2):          # a second pass: a bound (start_mana <= mana_cap) may have moved
        for i, (name, value) in enumerate(defaults.items()):
            if type(value) is not int or rule_values(rules)[name] != value or with_number(rules, name, value) is None:
                continue        # a word, a number already replaced, or one derived from the fields
            for candidate in (900 + i, 40 + i, *range(19, 7, -1), *range(-9, 8)):
                if candidate in taken:
                    continue
                try:
                    changed = with_number(rules, name, candidate)     # a rule set may check itself when made
                except (ValueError, TypeError):
                    continue
                again = accepted(game_id, changed) if changed is not None else None
                if again is not None:
                    rules = again
                    taken.add(candidate)
                    break
    return rules


def one_battle_draft() -> Any:
    """Elemental Mage Battle with the numbers its tables hold changed, which no single
    sentinel can change: one battle (every per-stack table one entry long), one fixed win
    fewer, a 4x4 zone, jobs 2, 5 and 2 (a side fields one mage per element: nine)."""
    from engine.mage_battle import V0_6

    one = {name: getattr(V0_6, name)[:1] for name in ("hp_by_battle", "sorcerer_lengths", "priest_areas", "damage_s",
                                                      "damage_p", "damage_o", "counter_s", "counter_p", "counter_o")}
    draft = dataclasses.replace(V0_6, **one, beats=V0_6.beats[:-1], teal_zone=("B01", "E04"), jobs=(2, 5, 2),
                                version="v0.6-one-battle")
    assert accepted("mage_battle", draft) is not None
    return draft


def drafts(game_id: str) -> list[Any]:
    return [sentinel_rules(game_id)] + ([one_battle_draft()] if game_id == "mage_battle" else [])


def test_the_drafts_reach_every_number_a_page_names() -> None:
    """Between them the drafts below change every number the pages name (else the check of
    the pages under them would check nothing)."""
    for game_id, pages in NAMED.items():
        before = rule_values(registry.get(game_id).default_rules())
        named = {name for langs in pages.values() for phrases in langs.values() for phrase in phrases
                 for name in re.findall(r"{(\w+)}", phrase)}
        for rules in drafts(game_id):
            after = rule_values(rules)
            named = {name for name in named if after[name] == before[name]}
        assert not named, f"{game_id}: no draft here changes {sorted(named)}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", list(LEARNINGS))
def test_under_the_default_rules_every_page_reads_as_before(game_id: str, lang: str) -> None:
    texts = page_texts(game_id, registry.get(game_id).default_rules(), lang)
    frozen = {key.split("|")[2]: digest for key, digest in BEFORE.items() if key.startswith(f"{game_id}|{lang}|")}
    assert frozen and set(frozen) <= set(texts), f"pages gone: {sorted(set(frozen) - set(texts))}"
    for key, digest in frozen.items():
        text = texts[key]
        assert hashlib.sha256(text.encode()).hexdigest()[:16] == digest, (
            f"{key} ({lang}) under the default rules no longer reads as players saw it before the pages named "
            f"their numbers by field; it now reads: {text!r}")


def check_named_phrases(game_id: str, rules: Any, lang: str) -> set[str]:
    """Under `rules`, each phrase naming a number it changes stands with the new number and
    no longer with the default one; returns the phrases checked so."""
    default_rules = registry.get(game_id).default_rules()
    before, now = page_texts(game_id, default_rules, lang), page_texts(game_id, rules, lang)
    old_values, new_values = rule_values(default_rules), rule_values(rules)
    pages_key = LEARNINGS[game_id]().pages_key
    checked = set()
    for page, langs in NAMED[game_id].items():
        key = f"{pages_key}.{page}.text"
        for phrase in langs.get(lang, ()):
            old, new = phrase.format(**old_values), phrase.format(**new_values)
            assert old in before[key], f"{key} ({lang}) never read {old!r}: {before[key]!r}"
            if new == old:
                continue
            assert new in now[key], f"{key} ({lang}) should read {new!r} under {rules}: {now[key]!r}"
            assert old not in now[key], f"{key} ({lang}) still reads the default {old!r}: {now[key]!r}"
            checked.add(phrase)
    return checked


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", list(LEARNINGS))
def test_under_sentinel_rules_every_page_shows_the_sentinels(game_id: str, lang: str) -> None:
    checked: set[str] = set()
    for draft in drafts(game_id):
        checked |= check_named_phrases(game_id, draft, lang)
    rules = sentinel_rules(game_id)
    named = {phrase for langs in NAMED[game_id].values() for phrase in langs.get(lang, ())}
    assert checked == named, f"phrases no rule set here changed: {sorted(named - checked)}"
    # Every page whose text names a number shows it: a page that reads the same under
    # every sentinel names none (its words are fixed by the game's code).
    defaults, texts = page_texts(game_id, registry.get(game_id).default_rules(), lang), page_texts(game_id, rules, lang)
    catalog = CATALOGS[lang]
    values = rule_values(rules)
    for key, text in texts.items():
        for name in re.findall(r"{(\w+)}", catalog[key]):
            assert str(values[name]) in text, (key, name)
        if text != defaults[key]:
            assert key.split(".")[-2] in NAMED[game_id], f"{key} ({lang}) names numbers the test does not list"


def test_a_draft_with_fewer_battles_still_opens_every_page() -> None:
    """The match page cites three battles' HP; a one-battle draft shows a dash, not an error."""
    for lang in LANGUAGES:
        texts = page_texts("mage_battle", one_battle_draft(), lang)
        assert "–" in texts["rules.match.text"] and "{" not in texts["rules.match.text"]


def test_rules_opened_from_a_match_under_a_draft_show_the_draft_s_step_limit(window: Any) -> None:
    """H on a Wizard Survive table whose match plays a draft (step_limit 37): the limits
    page says 37, in both languages."""
    import arcade

    from engine.wizard_survive.rules import WS_1
    from game.shell.i18n import language
    from tests.window_driver import wizard_survive_table

    draft = dataclasses.replace(WS_1, step_limit=37, name="long steps")
    with wizard_survive_table(window, draft) as table:
        for lang, words in (("en", "at most 37 steps"), ("ko", "최대 37단계")):
            language().set(lang)
            window.press_key(arcade.key.H)
            screen = window.current
            assert type(screen).__name__ == "RulesScreen" and screen.learning.game_id == "wizard_survive"
            screen.turn([page.name for page in screen.learning.pages].index("limits") - screen.page)
            window.frame()
            assert words in screen.body.text and "20" not in screen.body.text, screen.body.text
            window.press_key(arcade.key.ESCAPE)
            assert window.current is table
