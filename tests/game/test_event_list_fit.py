"""The replay viewer's event list shortens every line that would run past its panel, with
"…", in Korean as in English: Hangul is 10 px wide in the small font, and a Korean line of
20 letters ran off the screen uncut because only lines longer than 6 px a letter were
measured."""

from __future__ import annotations

import pytest

from game.shell.viewer.eventlist import EventList
from game.shell.viewer.replay_model import Line
from game.shell.widgets import text

LINES = (
    "방패 종자의 방어막이 3 피해를 막음",           # 20 letters, 167 px
    "진홍: 세벽 파수꾼 뽑음",
    "Shield Squire's shield stops 3 damage from Ember Imp",
    "WWWWWWWWWWWWWWWWWWWWWWWWWW",
)


@pytest.mark.usefixtures("window")
def test_every_line_fits_its_row_and_a_cut_line_ends_in_an_ellipsis() -> None:
    panel = EventList(0, 300, 158, 13)
    panel.show(tuple(Line(k, value, False) for k, value in enumerate(LINES)), 0)
    measure = text("", 0, 0, small=True)
    for k, full in enumerate(LINES):
        shown = panel.fitted(k)
        measure.text = shown
        assert measure.content_width <= 158 - 6, (full, shown)
        measure.text = full
        if measure.content_width > 158 - 6:
            assert shown.endswith("…") and full.startswith(shown[:-1]), (full, shown)
        else:
            assert shown == full
    assert panel.fitted(0) != LINES[0]          # the Korean line is cut, not drawn past the panel
