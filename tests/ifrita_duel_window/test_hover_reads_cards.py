"""Pointing reads a card everywhere: a unit on the battlefield with its current stats
beside the printed ones, its states and a reminder of each keyword; the small state and
keyword icons on a unit say what they mean; the registration list reads a card line."""

from __future__ import annotations

from engine.ifrita_duel.view import view_of
from game.shell.i18n import tr
from tests.ifrita_duel.duel_helpers import state

HURT_AND_NEW = '''
[[unit]]
id = "t1"
side = "teal"
card = "clay_golem"
damage = 2
buff_atk = 1
[[unit]]
id = "t2"
side = "teal"
card = "shield_squire"
sick = true
tapped = true
'''


def test_a_unit_reads_as_it_stands_with_its_states_and_keyword_reminders(window) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.readout import reading

    view = view_of(state(HURT_AND_NEW), None)
    golem, squire = view.unit("t1"), view.unit("t2")
    assert golem is not None and squire is not None
    read = reading(golem.card, golem).body
    assert tr("id.read.now", atk=golem.atk, left=golem.health - 2, health=golem.health) in read
    assert tr("id.read.printed", atk=3, health=3) in read and tr("id.state.damaged", n=2) in read
    read = reading(squire.card, squire).body
    assert tr("id.state.sick") in read and tr("id.state.tapped") in read
    assert tr("id.kw.tip.shield") in read


def test_state_and_keyword_icons_say_what_they_mean_when_pointed_at(window) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.board import Board
    from game.ifrita_duel.views.table_presenter import Marks

    view = view_of(state(HURT_AND_NEW), None)
    board = Board()
    board.sync(view, 0, Marks())
    tips = {d.tip for d in board.details}
    assert {tr("id.state.damaged", n=2), tr("id.state.sick"), tr("id.state.tapped"), tr("id.state.shield")} <= tips
    sick = next(d for d in board.details if d.tip == tr("id.state.sick"))
    assert board.detail(sick.x + 2, sick.y + 2) == sick


def test_the_registration_list_reads_a_card_line_beside_the_pointer(window) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel import look
    from game.ifrita_duel.director import DEFAULT
    from game.ifrita_duel.views.register import DeckPicker

    window.director.opponent = "beginner"
    options = window.director.deck_options(0)
    choice = next(o for o in options if o.kind == DEFAULT)
    picker = DeckPicker(0, options, choice, lambda c: window.director.deck_of(0, c), lambda c: None)
    x, y, w, card = picker.line_spots[0]
    picker.hover(x + w / 2, y + 4)
    assert look.card_name(card) in picker.readout.texts()
    picker.hover(2, 2)
    assert picker.readout.texts() == []
