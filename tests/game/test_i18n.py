"""Every player-facing string exists in Korean and English, and every key the code asks for exists."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import game.shell
import game.uis  # noqa: F401  (every game adds its part of the catalog)
from engine.mage_battle import Card, Element, Job, Side, WinReason
from game.shell.i18n import CATALOGS, Language

# The shell's own modules add their parts when first imported (the log pane's, the lessons'):
# all of them, so a key is found whatever imported what before this file ran.
for _module in pkgutil.walk_packages(game.shell.__path__, "game.shell."):
    importlib.import_module(_module.name)

KO, EN = CATALOGS["ko"], CATALOGS["en"]     # the whole catalog, every part

GAME = Path(__file__).resolve().parents[2] / "game"


def test_catalogs_have_the_same_keys_and_korean_is_complete():
    assert set(KO) == set(EN)
    assert all(value.strip() for value in KO.values())


def test_names_of_every_closed_set_are_translated():
    keys = [f"side.{s.key}" for s in Side] + [f"element.{e.key}" for e in Element] + [f"job.{j.name}" for j in Job]
    keys += [f"card.{c.key}" for c in Card] + [f"reason.{r.key}" for r in WinReason]
    keys += [f"level.{level}" for level in ("beginner", "intermediate", "advanced", "whimsical")]
    missing = [k for k in keys if k not in KO or k not in EN]
    assert not missing


def test_every_literal_key_used_in_the_code_is_in_the_catalog():
    used = set()
    for path in GAME.rglob("*.py"):
        used |= set(re.findall(r'tr\("([a-z_.0-9]+)"', path.read_text(encoding="utf-8")))
    assert used and not sorted(k for k in used if k not in KO)


def test_placeholders_match_between_languages():
    """A rules page is formatted with every number of the rule set, so one language may
    name a number the other says in words ("three battles"); any other placeholder must
    be in both."""
    import game.ifrita_duel.learn
    import game.mage_battle.views.rules_pages
    import game.wizard_survive.learn  # noqa: F401  (the numbers each game derives join rule_values)
    from engine.kernel import registry
    from game.shell.learn.rules_screen import rule_values

    named = {name for g in registry.games() for name in rule_values(g.default_rules())}
    for key in KO:
        ko, en = set(re.findall(r"{(\w+)}", KO[key])), set(re.findall(r"{(\w+)}", EN[key]))
        assert not (ko ^ en) - named, key


def test_unknown_language_is_a_clear_error():
    import pytest

    with pytest.raises(ValueError, match="unknown language"):
        Language().set("fr")
