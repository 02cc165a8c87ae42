"""Elemental Mage Battle's sentences read as one thing at a time in both languages: the
footer under the board states each engagement rule on its own, and a card named after the
word "card" is set apart from it, not run into it ("다른 카드 마력 역류는")."""

from __future__ import annotations

import pytest

import game.mage_battle.strings  # noqa: F401  (registers the catalogs)
import game.mage_battle.strings_learn  # noqa: F401
from game.shell.i18n import Language


@pytest.mark.parametrize("code", ["ko", "en"])
def test_the_guide_footer_states_each_rule_on_its_own(code: str) -> None:
    parts = Language(code)("guide.rule").split(" · ")
    assert len(parts) == 3
    for part in parts:
        # One condition, one outcome: "상성 없음·같은 원소 동급: ..." ran two conditions together.
        assert part.count(":") == 1 and "·" not in part, part


@pytest.mark.parametrize("key", ["tut.card.done", "tut.card.do", "rules.cards.text"])
def test_a_card_name_is_not_run_into_the_word_card(key: str) -> None:
    ko = Language("ko")
    text = ko(key)
    for card in ("card.mana_backflow", "card.resonance_cut"):
        assert "카드 " + ko(card) not in text, text
