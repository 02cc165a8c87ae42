"""Ifrita Duel's setup: the opponent (an AI level, or a second person at this screen)
and each person's deck (the default deck, a saved one, or the builder's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.rules import ID_1
from engine.ifrita_duel.state import deck_problems
from game.ifrita_duel import look
from game.ifrita_duel.director import DEFAULT
from game.shell import palette as pal
from game.shell.app import GameWindow
from game.shell.canvas import WIDTH
from game.shell.common import MenuScreen, backdrop
from game.shell.i18n import opponent_name, tr
from game.shell.widgets import Button, Ui, set_text

if TYPE_CHECKING:
    from game.ifrita_duel.director import DuelDirector

CHOICES: tuple[str | None, ...] = (*GAME.levels, None)      # None: a person at this screen
ROW_W = 320


class SetupScreen(MenuScreen):
    director: DuelDirector

    def __init__(self, app: GameWindow, director: DuelDirector) -> None:
        super().__init__(app, director)
        self.ui = ui = Ui()
        self.back = backdrop(ui, parade=False)
        ui.label(tr("id.setup.title"), WIDTH // 2, 318, pal.GOLD, size=18, anchor_x="center")
        x = WIDTH // 2 - ROW_W // 2
        self.figures: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for seat, y in ((0, 250), (1, 180)):
            self.figures.append(arcade.Sprite(look.hero_texture(seat), center_x=x - 26, center_y=y + 4))
        self.opponent = ui.button(x, 214, ROW_W, 22, "", self.cycle_opponent, fill=pal.CRIMSON_DARK,
                                  border=pal.CRIMSON_LIGHT)
        self.deck_buttons: list[Button] = []
        self.builders: list[Button] = []
        for seat, y in ((0, 244), (1, 184)):
            fill = pal.TEAL_DARK if seat == 0 else pal.CRIMSON_DARK
            self.deck_buttons.append(ui.button(x, y, ROW_W - 110, 22, "", lambda s=seat: self.cycle_deck(s),
                                               fill=fill, border=look.side_colour(seat, True)))
            self.builders.append(ui.button(x + ROW_W - 104, y, 104, 22, tr("id.setup.builder"),
                                           lambda s=seat: director.deck_builder(s)))
        self.hint = ui.label(tr("id.setup.hint"), WIDTH // 2, 140, pal.SILVER, anchor_x="center", small=True)
        self.note = ui.label("", WIDTH // 2, 124, pal.GOLD, anchor_x="center", small=True, width=560,
                             align="center")
        self.start = ui.button(WIDTH // 2 - 130, 40, 120, 22, tr("id.setup.start"), self.begin, fill=pal.TEAL_DARK)
        ui.button(WIDTH // 2 + 10, 40, 120, 22, tr("menu.back"), director.title)
        self.refresh()

    def deck_label(self, seat: int) -> str:
        name = self.director.choice[seat]
        return tr("id.setup.deck", side=look.side_name(seat), deck=tr("id.deck.default") if name == DEFAULT else name)

    def refresh(self) -> None:
        d = self.director
        who = tr("id.setup.person") if d.opponent is None else opponent_name(d.opponent)
        self.opponent.set_label(f"{look.side_name(1)} · {tr('id.setup.opponent', who=who)}")
        for seat, b in enumerate(self.deck_buttons):
            b.set_label(self.deck_label(seat))
        person = d.opponent is None
        self.deck_buttons[1].set_state(visible=person)
        self.builders[1].set_state(visible=person)
        self.opponent.move_to(self.opponent.x, 150 if person else 214)
        self.figures[1].center_y = 188 if person else 225
        set_text(self.hint, tr("id.setup.hint"))
        set_text(self.note, tr("id.setup.hotseat") if person else "")
        self.hint.y = 128 if person else 180
        self.note.y = 114

    def cycle_opponent(self) -> None:
        d = self.director
        d.opponent = CHOICES[(CHOICES.index(d.opponent) + 1) % len(CHOICES)]
        self.refresh()

    def cycle_deck(self, seat: int) -> None:
        d = self.director
        options = d.deck_options(seat)
        current = d.choice[seat] if d.choice[seat] in options else DEFAULT
        d.choice[seat] = options[(options.index(current) + 1) % len(options)]
        self.refresh()

    def begin(self) -> None:
        d = self.director
        for seat in (0, 1) if d.opponent is None else (0,):
            problems = deck_problems(d.deck(seat), ID_1)
            if problems:
                set_text(self.note, tr("id.setup.bad_deck", side=look.side_name(seat), why=problems[0]))
                return
        d.start_match()

    def draw(self) -> None:
        super().draw()
        self.figures.draw(pixelated=True)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.director.title()
        elif symbol == arcade.key.ENTER:
            self.begin()
