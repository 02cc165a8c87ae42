"""The table's panel reads clearly: the inspected card or ability, however long its
words (keyword reminders included), ends above the log, whose lines all stay above the
buttons, in Korean and English."""

from __future__ import annotations

import pytest

from game.ifrita_duel import look
from game.shell.i18n import language

LANGUAGES = ["ko", "en"]


def bottom(label) -> float:  # type: ignore[no-untyped-def]
    return float(label.y - label.content_height)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_inspected_card_runs_into_the_log(window, lang) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.panel import LOG_BOTTOM, Panel

    language().set(lang)
    try:
        panel = Panel(lambda: None)
        panel.set_log([(f"line {k}", (255, 255, 255, 255)) for k in range(40)])
        for card in look.cards().cards:
            panel.inspect_card(card.id)
            assert bottom(panel.text) > panel.log_top, (lang, card.id, bottom(panel.text), panel.log_top)
            _x, y, _w, h = panel.log.box()
            assert y >= LOG_BOTTOM and y + h == panel.log_top and panel.log.visible(), (lang, card.id)
        for hero in look.cards().heroes:
            panel.inspect_hero(0, hero.id, 0)
            assert bottom(panel.text) > panel.log_top, (lang, hero.id)
        panel.clear_inspected()          # nothing inspected: the log has its whole height back
        from game.ifrita_duel.views.panel import LOG_TOP
        assert panel.log_top == LOG_TOP
    finally:
        language().set("en")


def to_teal_main(window) -> object:  # type: ignore[no-untyped-def]
    """Seed 3 against the beginner, registered and kept by clicks, to teal's first main phase."""
    from engine.ifrita_duel import commands as cmd
    from tests.ifrita_duel_window.driver import play_by_clicks, settle

    window.settings.speed = 0
    window.director.opponent = "beginner"
    window.director.start_match(seed=3, ai_process=False)
    for _ in range(200):
        settle(window, 1)
        table = window.current
        if type(table).__name__ != "TableScreen" or not table.legal:
            continue
        first = next((c for c in table.legal if isinstance(c, (cmd.Register, cmd.Keep))), None)
        if first is None:
            return table
        play_by_clicks(window, first)
    raise AssertionError("teal never reached a main phase")


def test_the_inspected_ability_reads_the_cooldown_the_board_shows(window) -> None:  # type: ignore[no-untyped-def]
    from engine.ifrita_duel import commands as cmd
    from game.shell.i18n import tr
    from tests.ifrita_duel_window.driver import button, click, play_by_clicks, settle, spot

    table = to_teal_main(window)
    teal = table.shown.players[0]
    click(window, spot(window, "hero", "teal"))               # inspected while ready
    assert tr("id.ability.ready") in table.panel.head.text
    use = next(c for c in table.legal if isinstance(c, cmd.UseHero))
    click(window, button(window, tr("id.btn.hero", name="")))
    if use.target is not None:
        click(window, spot(window, "hero" if use.target in ("teal", "crimson") else "unit", use.target))
    settle(window, 1)
    cooldown = table.shown.players[0].cooldown
    assert cooldown > 0
    strip = tr("id.ability", name=look.hero_name(teal.hero), state=tr("id.ability.wait", n=cooldown))
    board_words = [t.text for t in table.board.ui.texts]
    assert strip in board_words
    assert table.panel.head.text == strip                    # not still "ready"
    # And on with the turns: teal's next turn lowers it on both (D33).
    play_by_clicks(window, next(c for c in table.legal if isinstance(c, cmd.EndTurn)))
    click(window, spot(window, "hero", "teal"))               # inspected again (discards inspect cards)
    assert table.panel.head.text == strip
    for _ in range(100):
        settle(window, 1)
        if table.legal and table.shown.players[0].cooldown < cooldown:
            break
    lower = table.shown.players[0].cooldown
    assert lower < cooldown
    state = tr("id.ability.ready") if lower == 0 else tr("id.ability.wait", n=lower)
    assert table.panel.head.text == tr("id.ability", name=look.hero_name(teal.hero), state=state)


def test_the_phase_bar_lights_the_end_while_the_hand_limit_discards_are_chosen(window) -> None:  # type: ignore[no-untyped-def]
    from engine.ifrita_duel.names import Phase
    from game.ifrita_duel.views.panel import PHASES
    from game.shell import palette as pal
    from game.shell.i18n import tr
    from tests.ifrita_duel_window.driver import button, click

    table = to_teal_main(window)
    assert len(table.hand()) > 7                      # seed 3: teal moves second and holds 8
    lit = {p: label.color == pal.GOLD for p, label in zip(PHASES, table.panel.phases)}
    assert lit[Phase.MAIN1] and not lit[Phase.END]
    click(window, button(window, tr("id.btn.end_turn")))
    assert table.mode == "discard"
    lit = {p: label.color == pal.GOLD for p, label in zip(PHASES, table.panel.phases)}
    assert lit[Phase.END] and not lit[Phase.MAIN1]
    click(window, button(window, tr("id.btn.cancel")))      # back to the main phase
    assert table.panel.phases[PHASES.index(Phase.MAIN1)].color == pal.GOLD
