"""Mage Battle's rules page and shrine setup name the shrine rows and their count from the
rule set in use: the big-board draft puts its shrines in rows C, E and G; a constructed
rule set puts two in rows A and G (the setup's board draws rows A to G only)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.mage_battle import Phase, load_rules
from engine.mage_battle.rules import RuleSet
from game.shell.i18n import Language, tr
from game.shell.learn.rules_screen import rule_values

ROOT = Path(__file__).resolve().parents[2]
BIG = ROOT / "scripts" / "drafts" / "big-board.toml"


def big_board() -> RuleSet:
    rules = load_rules(BIG.read_text(encoding="utf-8"), BIG.name)
    assert rules.teal_shrines == ("C01", "E01", "G01")
    return rules


def match_text(rules: RuleSet, lang: str) -> str:
    import game.mage_battle.views.rules_pages  # noqa: F401  (its derived values)

    return Language(lang)("rules.match.text", **rule_values(rules))


@pytest.mark.parametrize(("lang", "default", "draft"), [
    ("ko", "B·D·F행에는 원소 단지 셋이", "C·E·G행에는 원소 단지 셋이"),
    ("en", "Three elemental shrines stand in rows B, D and F", "Three elemental shrines stand in rows C, E and G"),
])
def test_the_match_page_names_the_draft_s_shrine_rows(lang: str, default: str, draft: str) -> None:
    assert default in match_text(RuleSet(), lang)
    text = match_text(big_board(), lang)
    assert draft in text and "B·D·F" not in text and "B, D" not in text


def two_shrines() -> RuleSet:
    return RuleSet(teal_shrines=("A01", "G01"), crimson_shrines=("A15", "G15"), version="v0.6-two-shrines")


def test_fewer_shrines_are_counted_and_their_rows_named() -> None:
    two = two_shrines()
    assert "A·G행에는 원소 단지 둘이" in match_text(two, "ko")
    assert "Two elemental shrines stand in rows A and G" in match_text(two, "en")


@pytest.mark.parametrize(("lang", "words"), [("ko", "서로 다른 원소 2개를 A·G행"),
                                             ("en", "put 2 different elements on your A, G shrines")])
def test_the_shrine_setup_names_the_draft_s_rows(draft_setup: Any, lang: str, words: str) -> None:
    screen = draft_setup(two_shrines(), lang)
    shown = [label.text for label in screen.ui.texts]
    assert any(words in text for text in shown), shown
    assert tr("setup.shrines", shrines=3, shrine_rows="B·D·F", shrine_rows_list="B, D, F") not in shown


@pytest.mark.parametrize(("lang", "words"), [("ko", "배치: 5×5 구역에 S 2명, P 4명, O 3명을 두세요"),
                                             ("en", "Formation: 2 S, 4 P, 3 O in your 5x5 zone")])
def test_the_formation_step_names_the_draft_s_jobs(window: Any, draft_setup: Any, lang: str, words: str) -> None:
    from game.mage_battle.views.setup import SetupScreen
    from tests.game.driver import click_button

    screen = draft_setup(RuleSet(jobs=(2, 4, 3), version="v0.6-jobs"), lang)
    screen.randomise()
    click_button(window, screen.confirm)
    window.frame()
    screen = window.current
    assert isinstance(screen, SetupScreen) and screen.phase == Phase.FORMATION
    shown = [label.text for label in screen.ui.texts]
    assert any(words in text for text in shown), shown
