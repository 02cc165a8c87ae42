"""Ifrita Duel's setup: the opponent (an AI level, or a second person at this screen).
Decks are not chosen here: each person chooses theirs at their own registration on the
table (behind their curtain in hot-seat play), so nobody's deck shows on a shared screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine.ifrita_duel.game import GAME
from game.ifrita_duel import look
from game.shell import palette as pal
from game.shell.app import GameWindow
from game.shell.canvas import WIDTH
from game.shell.i18n import opponent_name, tr
from game.shell.seated_frames import SetupFrame, next_choice
from game.shell.widgets import set_text

if TYPE_CHECKING:
    from game.ifrita_duel.director import DuelDirector

CHOICES: tuple[str | None, ...] = (*GAME.levels, None)      # None: a person at this screen
ROW_W = 320


class SetupScreen(SetupFrame):
    director: DuelDirector

    def __init__(self, app: GameWindow, director: DuelDirector) -> None:
        super().__init__(app, director)
        ui = self.ui
        ui.label(tr("id.setup.title"), WIDTH // 2, 318, pal.GOLD, size=18, anchor_x="center")
        x = WIDTH // 2 - ROW_W // 2
        for seat, y in ((0, 244), (1, 204)):
            self.figures.append(arcade.Sprite(look.hero_texture(seat), center_x=x - 26, center_y=y + 11))
        ui.box(x + 1, 245, ROW_W - 2, 20, pal.TEAL_DARK, border=look.side_colour(0, True))     # a person, always
        self.you = ui.label("", WIDTH // 2, 250, pal.WHITE, anchor_x="center")
        self.opponent = ui.button(x, 204, ROW_W, 22, "", self.cycle_opponent, fill=pal.CRIMSON_DARK,
                                  border=pal.CRIMSON_LIGHT)
        self.hint = ui.label(tr("id.setup.hint"), WIDTH // 2, 176, pal.SILVER, anchor_x="center", small=True)
        self.note = ui.label("", WIDTH // 2, 140, pal.GOLD, anchor_x="center", anchor_y="top", small=True,
                             width=560, align="center")
        # The AI's deck, started as soon as the opponent is known: how far its trial games are.
        self.building = ui.label("", WIDTH // 2, 84, pal.SILVER, anchor_x="center", small=True)
        self.start = ui.button(WIDTH // 2 - 130, 40, 120, 22, tr("id.setup.start"), self.begin, fill=pal.TEAL_DARK)
        ui.button(WIDTH // 2 + 10, 40, 120, 22, tr("menu.back"), director.title)
        self.refresh()
        director.prepare_opponent()         # the AI's deck is started while the person reads

    def refresh(self) -> None:
        d = self.director
        who = tr("id.setup.person") if d.opponent is None else opponent_name(d.opponent)
        self.opponent.set_label(f"{look.side_name(1)} · {tr('id.setup.opponent', who=who)}")
        you = tr("id.setup.first_person") if d.opponent is None else tr("id.setup.you")
        set_text(self.you, f"{look.side_name(0)} · {you}")
        # What the chosen level does, so the choice is not made blind (the deck note under it).
        words = tr("id.setup.decks_hotseat") if d.opponent is None else \
            f"{tr(f'id.setup.level.{d.opponent}')}\n{tr('id.setup.decks')}"
        set_text(self.note, words)

    def cycle_opponent(self) -> None:
        d = self.director
        d.opponent = next_choice(CHOICES, d.opponent)
        self.refresh()
        d.prepare_opponent()

    def update(self, dt: float) -> None:
        progress = self.director.setup_progress()
        if progress is None or not progress.budget:
            words = ""
        elif progress.work >= progress.budget:
            words = tr("id.setup.deck_ready", side=look.side_name(1))
        else:
            words = tr("id.setup.deck_building", side=look.side_name(1), pct=100 * progress.work // progress.budget)
        set_text(self.building, words)

    def begin(self) -> None:
        self.director.start_match()
