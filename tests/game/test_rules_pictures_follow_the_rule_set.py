"""The rules pages' pictures draw the rule set shown, as their text does: a draft that
changes a number a picture shows (a battle's hearts, the AP, a line's length, the round
limit, a card's cost, the souls to win, a burn, fatigue) changes that picture, and where
the picture writes the number, it writes the draft's. Under the designers' drafts and
under numbers too large to draw one by one, every page's picture still opens inside its
band."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

import game.ifrita_duel.learn as ifrita_duel_learn
import game.mage_battle.views.rules_pages as mage_battle_learn
import game.wizard_survive.learn as wizard_survive_learn
from engine.kernel import registry
from game.shell.i18n import language
from game.shell.learn.model import Learning
from game.shell.learn.rules_screen import RulesScreen
from tests.game.test_rules_screen import extent

ROOT = Path(__file__).resolve().parents[2]
LEARNINGS = {
    "mage_battle": mage_battle_learn.learning,
    "wizard_survive": wizard_survive_learn.learning,
    "ifrita_duel": ifrita_duel_learn.learning,
}

# A number a page's picture shows, changed: (game, page, field, its new value, the text the
# picture should then write, or None when it shows the number only by what it draws).
CHANGES = [
    ("mage_battle", "match", "hp_by_battle", (1, 2, 4), None),
    ("mage_battle", "match", "hp_by_battle", (1, 2, 9), "×9"),
    ("mage_battle", "turn", "ap_per_turn", 3, "3 AP"),
    ("mage_battle", "turn", "card_ap", 2, "Hidden card: 2 AP (once per match)"),
    ("mage_battle", "turn", "attacks_per_mage_per_turn", 2, "Attack: 1 AP (2 times per mage per turn)"),
    ("mage_battle", "jobs", "sorcerer_lengths", (4, 5, 7), None),
    ("mage_battle", "jobs", "damage_o", (1, 2, 4), "1·2·4"),
    ("mage_battle", "shrine", "round_limit", 12, "12"),
    ("wizard_survive", "goal", "start_lives", 4, "4"),
    ("wizard_survive", "goal", "souls_to_win", 7, "7"),
    ("wizard_survive", "cards", "meteor_cost", 4, None),
    ("wizard_survive", "limits", "step_limit", 37, "37"),
    ("wizard_survive", "limits", "round_limit", 11, "11"),
    ("ifrita_duel", "turn", "hand_limit", 9, "9"),
    ("ifrita_duel", "burn", "burn_per_mana", 2, "-6"),
    ("ifrita_duel", "fatigue", "fatigue_start", 5, "-5"),
]


def show(window: Any, learning: Learning, page: str, rules: Any) -> RulesScreen:
    index = [p.name for p in learning.pages].index(page)
    screen = RulesScreen(window, learning, window.director.title, index, rules=rules)
    window.show(screen)
    window.frame()
    return screen


def placed(sprite: Any) -> tuple[int, int, int, int]:
    return round(sprite.center_x), round(sprite.center_y), round(sprite.width), round(sprite.height)


def drawn(screen: RulesScreen) -> tuple[object, ...]:
    """What the page's picture drew: its labels' words, its sprites' places and sizes, its boxes."""
    return (tuple(label.text for label in screen.picture_labels), tuple(placed(s) for s in screen.sprites),
            tuple(placed(b) for b in screen.picture_boxes))


@pytest.mark.parametrize(("game_id", "page", "field", "value", "written"), CHANGES,
                         ids=[f"{c[0]}-{c[1]}-{c[2]}-{c[4] or 'drawn'}" for c in CHANGES])
def test_a_draft_changing_a_pictured_number_changes_the_picture(
    window: Any, game_id: str, page: str, field: str, value: object, written: str | None
) -> None:
    defaults = registry.get(game_id).default_rules()
    draft = dataclasses.replace(defaults, **{field: value})
    learning = LEARNINGS[game_id]()
    language().set("en")
    before = drawn(show(window, learning, page, defaults))
    after = drawn(show(window, learning, page, draft))
    assert after != before, f"{game_id} {page}: the picture ignores {field} = {value}"
    if written is not None:
        words = after[0]
        assert isinstance(words, tuple)
        assert any(written in text for text in words), f"{game_id} {page}: no label writes {written!r}: {words}"
        assert not any(written in text for text in before[0]), f"{written!r} was already there: {before[0]}"
    window.director.title()


def drafts() -> list[tuple[str, str, Any]]:
    """The designers' drafts, and one draft per game whose numbers are too large to draw
    one by one."""
    found = []
    for path in sorted((ROOT / "scripts" / "drafts").rglob("*.toml")):
        game_id = "wizard_survive" if path.parent.name == "wizard_survive" else "mage_battle"
        found.append((game_id, path.stem, registry.get(game_id).load_rules(path.read_text(encoding="utf-8"),
                                                                          str(path))))
    large = {"mage_battle": {"hp_by_battle": (1, 2, 30), "ap_per_turn": 12},
             "wizard_survive": {"start_lives": 9, "souls_to_win": 40, "meteor_cost": 12, "mana_cap": 12},
             "ifrita_duel": {"burn_per_mana": 40, "fatigue_start": 30}}
    for game_id, numbers in large.items():
        found.append((game_id, "large numbers", dataclasses.replace(registry.get(game_id).default_rules(),
                                                                    **numbers)))
    return found


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_under_every_draft_each_picture_stays_inside_its_band(window: Any, lang: str) -> None:
    language().set(lang)
    try:
        for game_id, name, rules in drafts():
            learning = LEARNINGS[game_id]()
            for page in learning.pages:
                screen = show(window, learning, page.name, rules)
                band = screen.band
                where = (lang, game_id, name, page.name)
                assert len(screen.sprites) + len(screen.picture_boxes) >= 2, f"{where}: no picture"
                for s in list(screen.sprites) + screen.picture_boxes:
                    assert band.x - 1 <= s.left and s.right <= band.x + band.w + 1, (where, s.left, s.right)
                    assert band.y - 5 <= s.bottom and s.top <= band.top + 5, (where, s.bottom, s.top)
                for label in screen.picture_labels:
                    left, bottom, right, top = extent(label)
                    assert band.y - 4 <= bottom and top <= band.top + 4, (where, label.text, bottom, top)
                    assert band.x <= left and right <= band.x + band.w, (where, label.text, left, right)
    finally:
        language().set("en")
        window.director.title()
