"""Ifrita Duel on the replay viewer's stage: the table's board (both strips and
battlefields) laid out as high as the viewer leaves, the hands as rows of chips with the
AIs' beliefs beside them, the turn and phase in the corner under the event list, and
each combat stepped over played in the table's close-up, clash by clash. A what-if on
blocks plays on the same board under a banner that says it is one.

Everything drawn comes from `DuelViewerModel.shown` (a seat's view in a seat's
perspective) or from a `WhatIf` the engine resolved."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import arcade

from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.view import DuelView
from game.ifrita_duel import look, show
from game.ifrita_duel.viewer import panels
from game.ifrita_duel.viewer.hands import HandRows
from game.ifrita_duel.viewer.model import DuelViewerModel, Mind
from game.ifrita_duel.viewer.whatif import WhatIf
from game.ifrita_duel.views.board import Board, Layout
from game.ifrita_duel.views.closeup import CloseUp
from game.ifrita_duel.views.readout import Reading, Readout, reading
from game.ifrita_duel.views.table_presenter import Marks
from game.shell import palette as pal
from game.shell import sound
from game.shell.i18n import tr
from game.shell.viewer.stage import PANEL_X, StageAction
from game.shell.viewer.whatif import WhatIfStage
from game.shell.widgets import Ui, set_text

if TYPE_CHECKING:
    from game.shell.viewer.panels import Panel
    from game.shell.viewer.screen import ViewerScreen

# The board between the transport (under y=104) and the window's top: the near hand,
# the near strip, both battlefields, the far strip, the far hand in the top bar.
LAYOUT = Layout(width=PANEL_X, floor=126, top=329, strip_y=(128, 296), row_y=(164, 232), hand_y=None, backs=False)
HAND_ROWS = (105, 333)                   # bottom of the near and the far hand's row
INFO_X, INFO_Y, INFO_W = PANEL_X + 6, 144, 150     # the corner under the event list
CLASH_SECONDS = 2.2
SOUND_UP_TO = 2.0                        # faster playback is for skimming: silent


class DuelStage(WhatIfStage[WhatIf]):
    def __init__(self, screen: ViewerScreen, model: DuelViewerModel) -> None:
        self.screen, self.model = screen, model
        self.board = Board(LAYOUT)
        self.hands = HandRows()
        self.ui = Ui()
        self.ui.box(PANEL_X + 4, INFO_Y + 13, INFO_W, 1, pal.INK)       # under the event list
        self.txt_turn = self.ui.label("", INFO_X, INFO_Y, pal.WHITE, small=True)
        self.txt_phase = self.ui.label("", INFO_X, INFO_Y - 12, pal.GOLD, small=True)
        self.txt_mover = self.ui.label("", INFO_X, INFO_Y - 24, pal.SILVER, small=True, width=INFO_W)
        self.txt_mover.anchor_y = "top"
        self.txt_mover.y = INFO_Y - 16
        self.banner = Ui()
        self.show_minds = True
        self.queue: deque[CloseUp] = deque()
        self.readout = Readout()             # a card pointed at, read in full beside the pointer
        self.scene: CloseUp | None = None
        self.speed = 1.0
        self.whatif: WhatIf | None = None
        self.shown: DuelView = model.shown()
        self.minds: tuple[Mind, ...] = ()
        self.refresh()

    def actions(self) -> Sequence[StageAction]:
        k = arcade.key
        return (StageAction("id.v.whatif", "id.v.tip.whatif", k.W, self.toggle_whatif, 78),
                StageAction("id.v.minds", "id.v.tip.minds", k.M, self.toggle_minds, 70))

    # ================================================================ at rest
    def refresh(self) -> None:
        """The cursor's position at rest; a what-if ends when the replay moves on."""
        self.queue.clear()
        self.scene = None
        self.leave_whatif()
        self.shown = self.model.shown()
        self.minds = self.model.minds() if self.show_minds else ()
        self.sync(self.shown, self.minds)
        set_text(self.txt_mover, self.model.mover())

    def sync(self, view: DuelView, minds: Sequence[Mind]) -> None:
        near = self.model.near()
        pairs = {a: dict(view.blocks).get(a) for a in view.attackers}
        self.board.sync(view, near, Marks(chosen=view.attackers, pairs=pairs))
        self.hands.sync(view.players, {near: HAND_ROWS[0], 1 - near: HAND_ROWS[1]}, minds)
        set_text(self.txt_turn, tr("id.top.turn", turn=max(view.turn, 1), side=look.side_name(int(view.to_move))))
        self.txt_turn.color = look.side_colour(int(view.to_move), True)
        set_text(self.txt_phase, self.phase_words(view))

    def phase_words(self, view: DuelView) -> str:
        if view.phase == Phase.OVER:
            return tr("id.result.winner", side=look.side_name(int(view.winner))) if view.winner is not None \
                else tr("id.result.draw")
        words = tr(f"id.phase.{view.phase.key}")
        if view.attackers and len(view.blocks) < len(view.attackers):
            words += " · " + tr("id.v.blocking", side=look.side_name(1 - int(view.to_move)))
        return words

    # ================================================================ combat
    def animate(self, start: int, end: int, speed: float) -> bool:
        m = self.model
        state = m.cursor.state_at(start)
        views = [m.view_of(state)]
        for e in m.events[start:end]:
            state = m.game.apply(state, e)
            views.append(m.view_of(state))
        return self.play(m.events[start:end], views, speed)

    def play(self, events: Sequence[Any], views: Sequence[DuelView], speed: float) -> bool:
        clashes = show.combats(events, views)
        if not clashes:
            return False
        self.speed = speed
        self.queue = deque(CloseUp(c, k, len(clashes), width=PANEL_X) for k, c in enumerate(clashes))
        self.scene = self.queue.popleft()
        if speed <= SOUND_UP_TO:
            sound.play("whoosh")
        return True

    @property
    def busy(self) -> bool:
        return self.scene is not None

    def finish(self) -> None:
        """End running close-ups: the replay's position at rest, or the what-if's outcome."""
        if self.scene is None:
            return
        self.scene = None
        self.queue.clear()
        if self.whatif is not None:
            self.rest_on_whatif(self.whatif)
        else:
            self.refresh()

    def update(self, dt: float, speed: float) -> None:
        if self.scene is None:
            return
        length = CLASH_SECONDS / (speed or 1.0)
        for cue in self.scene.advance(dt, length):
            if speed <= SOUND_UP_TO:
                sound.play(cue)
        if self.scene.done and self.scene.time >= length * 1.2:
            if self.queue:
                self.scene = self.queue.popleft()
            else:
                self.finish()

    # ================================================================ what if
    def whatif_panel(self) -> Panel:
        return panels.whatif_panel(self.screen, self.model, self.start_whatif)

    def whatif_banner(self, result: WhatIf) -> Ui:
        return panels.whatif_banner(result)

    def stage_whatif(self, result: WhatIf) -> None:
        """Stage the engine's resolution of the changed blocks on the board."""
        set_text(self.txt_mover, tr("id.v.whatif.back"))
        views = result.views(self.model.seat)
        self.sync(views[0], ())
        if not (self.screen.speed and self.play(result.events, views, self.screen.speed)):
            self.rest_on_whatif(result)

    def rest_on_whatif(self, result: WhatIf) -> None:
        self.sync(result.views(self.model.seat)[-1], ())

    def toggle_minds(self) -> None:
        self.show_minds = not self.show_minds
        if self.scene is None and self.whatif is None:
            self.refresh()

    # ================================================================ frame
    def draw_world(self) -> None:
        pass

    def draw_overlay(self) -> None:
        # Over the window's frame: the board takes the top bar's height for the far hand.
        self.board.draw()
        self.hands.draw()
        if self.scene is not None:
            self.scene.draw()
        self.ui.draw()
        self.banner.draw()
        self.readout.draw()

    # ================================================================ input
    def click(self, x: float, y: float) -> bool:
        return self.click_back(x, y)

    def hover(self, x: float, y: float) -> str | None:
        """The hint line's words for what is pointed at; a card is also read in full beside
        the pointer (a unit as it stands at the cursor)."""
        tip = self.pointed(x, y)
        self.readout.show(self.read_at(x, y) if tip is not None else None, x, y)
        return tip

    def read_at(self, x: float, y: float) -> Reading | None:
        chip = self.hands.hit(x, y)
        if chip is not None:
            return None if chip.card is None else reading(chip.card)
        spot = self.board.hit(x, y)
        if spot is not None and spot.kind == "unit":
            unit = self.shown.unit(spot.key)
            return None if unit is None else reading(unit.card, unit)
        if spot is not None and spot.kind == "enchantment":
            return reading(spot.key)
        return None

    def pointed(self, x: float, y: float) -> str | None:
        if self.scene is not None or self.screen.panel is not None or x >= PANEL_X or y < 104:
            return None
        chip = self.hands.hit(x, y)
        if chip is not None:
            if chip.card is None:
                return tr("id.v.tip.hidden")
            name = f"{look.card_name(chip.card)} · {look.card_header(look.cards().card(chip.card))}"
            return tr("id.v.tip.believed", card=name, turn=chip.turn) if chip.belief else name
        spot = self.board.hit(x, y)
        if spot is None:
            return None
        view = self.shown
        if spot.kind == "unit":
            unit = view.unit(spot.key)
            if unit is not None:
                return f"{look.card_name(unit.card)} {unit.atk}/{unit.health - unit.damage} · " \
                       f"{look.rules_text(look.cards().card(unit.card)).replace(chr(10), ' ')}"
        if spot.kind == "enchantment":
            return f"{look.card_name(spot.key)} · {look.rules_text(look.cards().card(spot.key)).replace(chr(10), ' ')}"
        if spot.kind == "hero":
            seat = 0 if spot.key == "teal" else 1
            p = view.players[seat]
            return f"{tr('id.hero_of', side=look.side_name(seat))} · {self.model.player_words(seat)} · " \
                   f"{look.hero_name(p.hero)}"
        return None

