"""The foe line of the battle panel: the AI opponent by name and, for the whimsical AI, the
temperament it is in. The mood is the one that chose the move being animated, so it changes
when that move starts to play, not when the AI decided it. No line in hot-seat play."""

from __future__ import annotations

import arcade

from engine.kernel.seats import Seat
from game.mage_battle.views.battle_log import GAP, PITCH
from game.shell import palette as pal
from game.shell.i18n import opponent_name, tr
from game.shell.widgets import Ui, line_pitch, set_text


class FoeLine:
    def __init__(self, ui: Ui, x: int, level: str | None, foe: Seat | None, mood: str | None) -> None:
        """`level`: the AI's level; `foe`: the AI's seat, None without one; `mood`: its last known."""
        self.level, self.foe, self.mood = level, foe, mood
        self.label = ui.label("", x, 208, pal.CRIMSON_LIGHT, small=True, width=152)
        line_pitch(self.label, PITCH)

    def heard(self, seat: Seat, mood: str | None) -> bool:
        """A move of `seat` chosen in `mood` starts to play: True when the line must change."""
        if seat != self.foe or mood == self.mood:
            return False
        self.mood = mood
        return True

    def place_under(self, above: arcade.Text) -> arcade.Text:
        """Write the line under `above`; returns the label the next lines go under (`above`
        itself when there is no AI to name)."""
        if self.foe is None:
            return above
        who = opponent_name(self.level, self.mood)
        set_text(self.label, tr("panel.foe", who=who))
        if self.label.content_height > PITCH + 4:
            # Too long for one line: the mood gets a line of its own rather than a break mid-word.
            set_text(self.label, tr("panel.foe", who=who.replace(" · ", "\n· ")))
        self.label.y = int(above.bottom) - GAP - int(self.label.top - self.label.y)
        return self.label
