"""While an AI builds its deck at registration (D4; the advanced plays trial games for
a minute or more on a busy machine), the table says that it is building its deck and
counts the seconds, instead of a bare "thinking" that seems stuck."""

from __future__ import annotations

from typing import Any

from engine.ifrita_duel import commands as cmd
from game.shell.i18n import tr


def test_the_wait_for_an_ai_s_deck_says_what_and_counts(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    c = window.controller
    table = window.current
    register = next(command for command in c.legal(0) if isinstance(command, cmd.Register))
    assert c.submit(register)
    # The AI is still at its deck (no frame has let it answer): as it is for a minute.
    monkeypatch.setattr(type(c), "thinking", property(lambda self: True))
    monkeypatch.setattr(type(c), "poll", lambda self: False)
    table.resync()
    assert table.panel.hint.text == tr("id.hint.building", s=0)
    for _ in range(3):
        table.update(0.5)
    assert table.panel.hint.text == tr("id.hint.building", s=1)
    shown: Any = table.texts()
    assert tr("id.hint.thinking") not in shown
