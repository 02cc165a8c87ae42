"""Wizard Survive's setup: how many seats (2-4) and, per seat, a person or an AI level.
Two or more people play hot-seat, each choice behind the hand-off curtain. Under the seats,
a short line per AI level says what it does (the ones seated stand out) and what the
whimsical AI's moods mean, so a choice of opponent is an informed one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import arcade

from engine.wizard_survive.ai.agents import MOODS
from engine.wizard_survive.names import LEVELS, SEAT_NAMES
from game.shell import palette as pal
from game.shell.app import GameWindow
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.seated_frames import SetupFrame, next_choice
from game.shell.widgets import Button, Measure, line_pitch, set_text
from game.wizard_survive import look

if TYPE_CHECKING:
    from game.wizard_survive.director import WizardDirector

CHOICES: tuple[str | None, ...] = (None, *LEVELS)      # None: a person at this screen
ROW_W, ROW_H, TOP = 300, 30, 252
LEVELS_Y, LINE = 146, 12        # the levels' lines, then the moods' under them
NOTES_W = 600


class SetupScreen(SetupFrame):
    director: WizardDirector

    def __init__(self, app: GameWindow, director: WizardDirector, seats: Sequence[str | None]) -> None:
        super().__init__(app, director)
        self.seats: list[str | None] = list(seats) + [CHOICES[1]] * (len(SEAT_NAMES) - len(seats))
        self.count = len(seats)
        ui = self.ui
        ui.label(tr("ws.setup.title"), WIDTH // 2, 322, pal.GOLD, size=18, anchor_x="center")
        x = WIDTH // 2 - ROW_W // 2
        self.fewer = ui.button(x, 284, 70, 20, tr("ws.setup.fewer"), lambda: self.set_count(self.count - 1))
        self.count_label = ui.label("", WIDTH // 2, 290, pal.WHITE, anchor_x="center")
        self.more = ui.button(x + ROW_W - 70, 284, 70, 20, tr("ws.setup.more"), lambda: self.set_count(self.count + 1))
        self.seat_buttons: list[Button] = []
        for seat in range(len(SEAT_NAMES)):
            y = TOP - seat * ROW_H
            b = ui.button(x + 40, y, ROW_W - 40, ROW_H - 6, "", lambda s=seat: self.cycle(s),
                          fill=look.seat_colour(seat, 0), border=look.seat_colour(seat, 2))
            b.label.anchor_x = "left"
            b.label.x = b.x + 10
            self.seat_buttons.append(b)
            self.figures.append(arcade.Sprite(look.wizard(seat), scale=0.6, center_x=x + 16, center_y=y + 12))
        left = WIDTH // 2 - NOTES_W // 2
        ui.box(left - 8, 66, NOTES_W + 16, 92, pal.alpha(pal.OUTLINE, 200), border=pal.INK)
        self.level_notes = {level: ui.label(tr(f"ws.level_tip.{level}"), left, LEVELS_Y - k * LINE, pal.STONE,
                                            small=True) for k, level in enumerate(LEVELS)}
        moods = [tr(f"ws.mood_tip.{mood}") for mood in MOODS]
        self.mood_notes = ui.label(Measure().flow(moods, NOTES_W), left, LEVELS_Y - len(LEVELS) * LINE - 2, pal.STONE,
                                   small=True, width=NOTES_W)
        line_pitch(self.mood_notes, LINE)
        self.hint = ui.label(tr("ws.setup.hint"), WIDTH // 2, 53, pal.SILVER, anchor_x="center", small=True)
        self.hotseat_hint = ui.label("", WIDTH // 2, 41, pal.GOLD, anchor_x="center", small=True)
        self.start = ui.button(WIDTH // 2 - 130, 10, 120, 22, tr("ws.setup.start"), self.begin, fill=pal.TEAL_DARK)
        ui.button(WIDTH // 2 + 10, 10, 120, 22, tr("menu.back"), director.title)
        self.refresh()

    def who(self, seat: int) -> str:
        level = self.seats[seat]
        return tr("ws.setup.human") if level is None else tr(f"level.{level}")

    def refresh(self) -> None:
        set_text(self.count_label, tr("ws.setup.count", n=self.count))
        self.fewer.set_state(enabled=self.count > 2)
        self.more.set_state(enabled=self.count < len(SEAT_NAMES))
        for seat, b in enumerate(self.seat_buttons):
            b.set_state(visible=seat < self.count)
            b.set_label(f"{look.seat_name(seat)} · {self.who(seat)}")
            self.figures[seat].visible = seat < self.count
        seated = set(self.seats[:self.count])
        for level, note in self.level_notes.items():        # the levels at the table stand out
            note.color = pal.WHITE if level in seated else pal.STONE
        self.mood_notes.color = pal.VIOLET if "whimsical" in seated else pal.STONE
        people = sum(1 for level in self.seats[:self.count] if level is None)
        set_text(self.hotseat_hint, tr("ws.setup.hotseat") if people > 1 else "")

    def set_count(self, n: int) -> None:
        self.count = max(2, min(len(SEAT_NAMES), n))
        self.refresh()

    def cycle(self, seat: int) -> None:
        self.seats[seat] = next_choice(CHOICES, self.seats[seat])
        self.refresh()

    def begin(self) -> None:
        self.director.start_match(self.seats[:self.count])
