"""The timeline's marks are each game's table of event types (shape, colour, legend)
read by one shell function: a bar stands at the event that starts something, a tick or
a dot just after its event, and a seat-coloured bar takes the colour of the event's seat."""

from __future__ import annotations

from dataclasses import dataclass

from game.shell import palette as pal
from game.shell.viewer.replay_model import Mark, MarkRule, MarkTable, ReplayModel, marks_of


@dataclass(frozen=True)
class Started:
    side: int


@dataclass(frozen=True)
class Fell:
    pass


@dataclass(frozen=True)
class Said:
    pass


TABLE = MarkTable((MarkRule(Started, "bar", seat_field="side"), MarkRule(Fell, "tick", pal.CRIMSON_LIGHT)),
                  legend="v.legend")


def test_each_marked_event_becomes_one_mark_where_its_shape_says():
    events = [Started(0), Said(), Fell(), Started(1), Said()]
    assert marks_of(events, TABLE) == (
        Mark(0, "bar", pal.TEAL_LIGHT, event=0),
        Mark(3, "tick", pal.CRIMSON_LIGHT, event=2),
        Mark(3, "bar", pal.CRIMSON_LIGHT, event=3),
    )


def test_a_game_that_marks_nothing_has_no_marks_and_no_legend():
    assert marks_of([Started(0), Fell()], MarkTable()) == ()
    assert ReplayModel.MARKS == MarkTable()


def test_every_game_names_its_marks_in_a_table_with_a_legend():
    from game.ifrita_duel.viewer.model import DuelViewerModel
    from game.mage_battle.viewer.model import ViewerModel
    from game.wizard_survive.viewer.model import WsViewerModel

    for model in (ViewerModel, WsViewerModel, DuelViewerModel):
        table = model.MARKS
        assert table.legend and {rule.shape for rule in table.rules} == {"bar", "tick", "dot"}
