"""While an AI builds its deck at registration (D4; the advanced plays trial games for
a minute or more on a busy machine), the table says that it is building its deck, how
far its trial games are (reported by the AI's worker) and counts the seconds, instead
of a bare "thinking" that seems stuck; and the build starts at the setup screen, as
soon as the opponent is known."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.ai.deckbuild import BuildProgress
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import default_deck
from engine.kernel.match import Match
from game.shell.ai_worker import ProcessAgent
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


@contextmanager
def told_halfway(listen: Any) -> Iterator[None]:
    """A progress scope for the worker's child: reports once, then lets the agent choose."""
    listen(BuildProgress(450, 900, 4, 7))
    yield


def test_the_ai_worker_reports_progress_and_thinks_its_deck_before_asked() -> None:
    match = Match(GAME, 11, None, 2, None)
    agent = ProcessAgent("intermediate", 23, match, progress=told_halfway, early_seat=1)
    try:
        # A person registers first; the AI's deck (thought before it was asked) still fits.
        mine = cmd.Register(Side.TEAL, default_deck(ID_1).cards, "ward")
        match.play(mine)
        agent.request(match, 1)
        agent.wait(60)
        answer = agent.poll()
        assert answer is not None and answer[0] == "ok", answer
        assert agent.progress == BuildProgress(450, 900, 4, 7)
        same = GAME.make_agent("intermediate", 23).choose(match.view(1), match.legal(1), match.seen(1))
        assert answer[2] == same
    finally:
        agent.close()


def test_the_wait_for_the_ai_s_deck_shows_how_far_it_is(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    c = window.controller
    table = window.current
    register = next(command for command in c.legal(0) if isinstance(command, cmd.Register))
    assert c.submit(register)
    monkeypatch.setattr(type(c), "thinking", property(lambda self: True))
    monkeypatch.setattr(type(c), "poll", lambda self: False)
    progress = BuildProgress(2700, 6000, 4, 7)
    monkeypatch.setattr(type(window.director), "deck_progress", lambda self: progress)
    table.update(0.1)
    assert table.panel.hint.text == "The opponent is building its deck: trial games 45% · 4 of 7 decks left · 0 s"
    assert table.panel.bar.visible and table.panel.bar.width == 0.45 * table.panel.bar_back.width
    progress = BuildProgress(6000, 6000, 1, 7)
    table.update(0.1)                   # a new report shows at once, not at the next second
    assert table.panel.hint.text.startswith("The opponent is building its deck: trial games 100% · 1 of 7")
    assert table.panel.bar.width == table.panel.bar_back.width


def test_the_setup_starts_the_ai_s_deck_and_the_match_keeps_that_ai(window) -> None:  # type: ignore[no-untyped-def]
    director = window.director
    director.opponent = "beginner"
    director.new_match()
    assert director.prepared is not None
    seed, first = director.prepared
    window.current.cycle_opponent()                  # another level: another AI, the first closed
    assert director.prepared is not None and director.prepared[1] is not first
    assert director.prepared[1].level == director.opponent
    seed, prepared = director.prepared
    director.start_match()
    try:
        c = window.controller
        assert c.match.seed == seed and c.agents[1] is prepared and director.prepared is None
    finally:
        director.end_match()


def test_the_setup_shows_the_advanced_s_deck_under_way(window) -> None:  # type: ignore[no-untyped-def]
    import time

    director = window.director
    director.opponent = "advanced"
    director.new_match()
    setup = window.current
    try:
        deadline = time.monotonic() + 60
        while "trial games" not in setup.building.text and time.monotonic() < deadline:
            window.frame(1 / 60, draw=False)
            time.sleep(0.05)
        assert setup.building.text.startswith("The Crimson AI is already building its deck: trial games ")
    finally:
        director.end_match()
    assert director.prepared is None
