"""The table's resting hint names the key that opens the rules (H), in both languages,
and fits the line left of the panel."""

from __future__ import annotations

import pytest

from engine.ifrita_duel import commands as cmd
from game.ifrita_duel.face import ink
from game.ifrita_duel.views.panel import PANEL_X
from game.shell.i18n import language, tr
from tests.ifrita_duel_window.driver import choose, play_by_clicks, settle


@pytest.mark.parametrize(("lang", "words"), [("en", "Rules [H]"), ("ko", "규칙 [H]")])
def test_the_main_hint_names_the_rules_key_and_fits(window, lang: str, words: str) -> None:  # type: ignore[no-untyped-def]
    language().set(lang)
    try:
        hint = tr("id.hint.main")
        assert words in hint
        assert 6 + ink(hint) <= PANEL_X - 4
    finally:
        language().set("en")


def test_the_table_rests_on_the_hint_with_the_rules_key(window) -> None:  # type: ignore[no-untyped-def]
    import random

    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    rng = random.Random(1)
    for _ in range(200):
        settle(window, 1)
        table = window.current
        legal = list(table.legal)
        if any(isinstance(c, cmd.Sacrifice) for c in legal) and table.shown.phase.key == "main1":
            assert "Rules [H]" in table.panel.hint.text
            return
        if legal:
            play_by_clicks(window, choose(legal, rng))
    raise AssertionError("no main phase of teal's")
