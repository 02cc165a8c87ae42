"""The game's result: the winner (or the draw at the round limit) and how it was decided,
the souls each seat gained round by round, who took whom out, each round's story (how it
ended, after how many steps, who attacked whom: the last round's, or the one pointed at
or picked with the arrow keys), the replay by its title with a button to watch it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from engine.wizard_survive.names import GameEnd, RoundEnd
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.saved_replay import SavedReplay
from game.shell.seated_frames import ResultFrame
from game.shell.widgets import line_pitch, set_text
from game.wizard_survive import look
from game.wizard_survive.history import History, RoundStory, history

if TYPE_CHECKING:
    from game.shell.app import GameWindow
    from game.wizard_survive.director import WizardDirector

COLUMN = 15             # one round's column in the souls table
MOST_COLUMNS = 30
SOULS_LEFT, SOULS_TOP = 134, 254
OUTS_LEFT, OUTS_PITCH = 150, 48
STORY_X, STORY_W = 340, 272
MOST_HITS = 6


class ResultsScreen(ResultFrame):
    director: WizardDirector

    def __init__(self, app: GameWindow, director: WizardDirector) -> None:
        super().__init__(app, director)
        c, seat = self.controller, self.seat
        view = c.view(seat)                      # the result, the rounds and every reveal are public
        self.history: History = history(view.seats, c.seen(seat))
        ui = self.ui
        ui.box(16, 60, WIDTH - 32, 280, pal.alpha(pal.PANEL, 230), border=pal.INK)
        ui.label(tr("ws.result.title"), WIDTH // 2, 322, pal.SILVER, anchor_x="center")
        self.winner = view.winner
        if view.winner is not None:
            headline = tr("ws.result.winner", seat=look.seat_name(view.winner), n=view.wizards[view.winner].souls)
            colour = look.seat_colour(view.winner, 2)
        else:
            headline, colour = tr("ws.result.draw"), pal.WHITE
        self.headline = ui.label(headline, WIDTH // 2, 296, colour, size=18, anchor_x="center")
        by = tr("ws.result.by.souls", n=view.rules.souls_to_win) if view.game_end is GameEnd.SOULS else tr(
            "ws.result.by.round_limit", n=view.rules.round_limit)
        ui.label(by, WIDTH // 2, 280, pal.SILVER, anchor_x="center", small=True)
        self._souls_table(view.seats)
        self._outs_table(view.seats)
        self._story_panel()
        self.saved = SavedReplay(ui, app, director, c.replay_path, c.replay_error, y=76, button_y=20)
        ui.button(WIDTH // 2 - 210, 20, 120, 22, tr("ws.result.new"), director.new_match, tip="[Enter]")
        ui.button(WIDTH // 2 + 90, 20, 120, 22, tr("ws.result.title_menu"), director.title, tip="[Esc]")
        self.play_verdict(view.winner)

    def _souls_table(self, seats: int) -> None:
        ui, h = self.ui, self.history
        rounds = h.souls[-MOST_COLUMNS:]
        first = len(h.souls) - len(rounds) + 1
        left, top = SOULS_LEFT, SOULS_TOP
        ui.label(tr("ws.result.rounds"), 28, top, pal.GOLD, small=True)
        # The round picked for its story: a frame around its column.
        self.pick_mark = ui.box(0, top - 4 - (seats - 1) * 15 - 16, COLUMN, 12 + seats * 15 + 4,
                                pal.alpha(pal.GOLD, 40))
        self.first_shown = first
        for k in range(len(rounds)):
            ui.label(str(first + k), left + k * COLUMN + 7, top, pal.STONE, anchor_x="center", small=True)
        total_x = left + MOST_COLUMNS * COLUMN + 2
        ui.label(tr("ws.result.total"), total_x, top, pal.SILVER, small=True)
        for seat in range(seats):
            y = top - 16 - seat * 15
            ui.label(look.seat_name(seat), 28, y, look.seat_colour(seat, 2), small=True)
            for k, row in enumerate(rounds):
                ui.label(f"+{row[seat]}" if row[seat] else "·", left + k * COLUMN + 7, y,
                         pal.VIOLET if row[seat] else pal.INK, anchor_x="center", small=True)
            ui.label(str(h.total(seat)), total_x + 12, y, pal.WHITE, small=True)

    def _outs_table(self, seats: int) -> None:
        ui, h = self.ui, self.history
        top = 176
        ui.label(tr("ws.result.outs"), 28, top, pal.GOLD, small=True)
        ui.label(tr("ws.result.outs.hint"), 28, top - 12, pal.STONE, small=True)
        left = OUTS_LEFT
        for seat in range(seats):
            x = left + seat * OUTS_PITCH
            ui.label(look.seat_name(seat), x, top - 24, look.seat_colour(seat, 2), anchor_x="center", small=True)
        for taker in range(seats):
            y = top - 37 - taker * 15
            ui.label(look.seat_name(taker), left - 60, y, look.seat_colour(taker, 2), anchor_x="right", small=True)
            for taken in range(seats):
                n = h.took(taker, taken)
                mark = "—" if taker == taken else (str(n) if n else "·")
                ui.label(mark, left + taken * OUTS_PITCH, y, pal.WHITE if n else pal.INK, anchor_x="center",
                         small=True)

    def _story_panel(self) -> None:
        """One round's story, the last round's first."""
        ui = self.ui
        ui.label(tr("ws.result.story"), STORY_X, 176, pal.GOLD, small=True)
        self.story_title = ui.label("", STORY_X, 162, pal.WHITE, small=True)
        self.story_text = ui.label("", STORY_X, 148, pal.SILVER, small=True, width=STORY_W)
        line_pitch(self.story_text, 12)
        self.story_round = len(self.history.rounds) - 1
        self.tell(self.story_round)

    def story_words(self, story: RoundStory) -> tuple[str, str]:
        """The round's title and its story in words: how it ended, its attacks, its meteors."""
        title = tr("ws.result.story.title", round=story.round, steps=story.steps)
        if story.end is RoundEnd.LAST_STANDING and story.scorer is not None:
            how = tr("ws.round_end.last_standing", seat=look.seat_name(story.scorer), n=story.souls)
        elif story.end is RoundEnd.STEP_LIMIT:
            how = tr("ws.round_end.step_limit", n=story.steps)
        else:
            how = tr("ws.round_end.all_out")
        # The most repeated attacks first, at most MOST_HITS of them: the panel has four lines.
        ranked = sorted(story.attacks.items(), key=lambda item: (-item[1], item[0]))
        hits = [tr("ws.result.story.hit", attacker=look.seat_name(a), target=look.seat_name(t))
                + (tr("ws.result.story.times", n=n) if n > 1 else "")
                for (a, t), n in ranked[:MOST_HITS]]
        if len(ranked) > MOST_HITS:
            hits.append("…")
        hits += [tr("ws.result.story.meteor", attacker=look.seat_name(s)) for s in story.meteors]
        attacks = tr("ws.result.story.attacks", list=", ".join(hits)) if hits else tr("ws.result.story.no_attacks")
        return title, f"{tr('ws.result.story.end', how=how)}\n{attacks}"

    def tell(self, index: int) -> None:
        """Show round `index`'s story (of History.rounds) and mark its column."""
        rounds = self.history.rounds
        if not rounds:
            self.pick_mark.visible = False
            return
        self.story_round = index = max(0, min(len(rounds) - 1, index))
        title, text = self.story_words(rounds[index])
        set_text(self.story_title, title)
        set_text(self.story_text, text)
        column = index - (self.first_shown - 1)
        self.pick_mark.visible = column >= 0
        self.pick_mark.center_x = SOULS_LEFT + column * COLUMN + COLUMN / 2

    def hover(self, x: float, y: float) -> None:
        super().hover(x, y)
        rows = len(self.history.souls[0]) if self.history.souls else 0
        if SOULS_TOP - 8 - rows * 15 <= y <= SOULS_TOP + 10 and x >= SOULS_LEFT:
            column = int((x - SOULS_LEFT) // COLUMN)
            shown = len(self.history.souls) - (self.first_shown - 1)
            if 0 <= column < shown:
                self.tell(self.first_shown - 1 + column)

    def own_key(self, symbol: int) -> bool:
        """The saved replay's keys; the arrows pick a round's story."""
        if self.saved.key(symbol):
            return True
        if symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            self.tell(self.story_round + (1 if symbol == arcade.key.RIGHT else -1))
            return True
        return False
