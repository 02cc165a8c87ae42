"""The battle screen's panes in one place — what arcade's SectionManager would be, for a
screen drawn into the canvas: it makes the panes, shows the presenter's values on them,
and draws them in layer order.

Panes are plain objects sharing one `Ui` (one sprite list, one batch of texts), not
`arcade.Section`s: every screen draws into the 640x360 canvas (`game.shell.app.Screen`) and gets
its input in canvas pixels from the window, where Sections take window-sized viewports and
events of their own. They are made in the order their labels always were, since that is
also the order overlapping texts draw in.
"""

from __future__ import annotations

import arcade

from engine.kernel.seats import Seat
from engine.mage_battle.view import PlayerView
from game.mage_battle.views.battle_board_pane import BoardPane, HintLine
from game.mage_battle.views.battle_controls import Controls
from game.mage_battle.views.battle_foe import FoeLine
from game.mage_battle.views.battle_log import LogPane
from game.mage_battle.views.battle_presenter import Mark, PanelShown, TopBarShown
from game.mage_battle.views.battle_side_panel import GAP, AttackChoices, MagePanel, stack_under
from game.mage_battle.views.battle_top_bar import TopBar
from game.mage_battle.views.guide import build_guide
from game.shell.canvas import WIDTH
from game.shell.common import battle_frame
from game.shell.i18n import tr
from game.shell.widgets import Action, Ui, draw_batch

PANEL_X = 480           # the side panel's left edge: the board's width


class BattleLayout:
    def __init__(self, view: PlayerView, canvas: arcade.Camera2D, target: arcade.gl.Framebuffer,
                 foe: tuple[str | None, Seat | None, str | None], log_upto: int, controls: Controls,
                 end_turn: Action, menu: Action, toggle_threat: Action, undo: Action, recap: Action) -> None:
        """`canvas`: the interface's camera; `target`: the framebuffer the world camera draws
        into; `foe`: the AI's level, seat and mood (battle_foe); `controls` take the mode,
        element and orientation buttons; the threat view's toggle and undo sit at the panel's foot."""
        self.canvas = canvas
        ui = self.ui = Ui()
        battle_frame(ui, PANEL_X)
        self.board_pane = BoardPane(view.tables, target)
        self.top = TopBar(ui, view.rules.ap_per_turn, controls.enter, end_turn, menu)
        self.mage_panel = MagePanel(ui, PANEL_X)
        self.foe = FoeLine(ui, PANEL_X + 6, *foe)
        self.log = LogPane(ui, PANEL_X + 6, log_upto)
        self.guide = build_guide(view.tables)
        # The guide's closing rule gives way to the hint while it says something.
        self.hint_line = HintLine(ui, WIDTH, self.guide[0].texts[-1])
        self.choices = AttackChoices(ui, PANEL_X, controls.choose_element, controls.toggle_orient)
        # Three tools at the panel's foot: the threat view, undo, the other side's last turn
        # (widths fitted to the longest label of either language: "Threat [T]", "무르기 [U]").
        self.threat = ui.button(PANEL_X + 2, 107, 54, 18, tr("hud.threat"), toggle_threat, key_hint="T",
                                tip=tr("tip.threat"), small=True)
        self.undo = ui.button(PANEL_X + 57, 107, 50, 18, tr("hud.undo"), undo, key_hint="U",
                              tip=tr("tip.undo"), small=True)
        self.recap = ui.button(PANEL_X + 108, 107, 52, 18, tr("hud.recap"), recap, key_hint="L",
                               tip=tr("tip.recap"), small=True)

    def show_tools(self, threat_on: bool, may_undo: bool) -> None:
        self.threat.set_state(active=threat_on)
        self.undo.set_state(enabled=may_undo)
        self.undo.tip = tr("tip.undo" if may_undo else "tip.undo.none")

    def show_top(self, shown: TopBarShown) -> None:
        self.top.show(shown)

    def show_marks(self, marks: list[Mark]) -> None:
        self.board_pane.show_marks(marks)

    def show_panel(self, shown: PanelShown) -> None:
        """The panel's blocks flow top to bottom, each under the last however many lines it
        wraps to: the mage, the attack's choices, the cards, the foe line, the log."""
        panel = self.mage_panel
        panel.show(shown)
        self.choices.show(shown)
        under = self.choices.place(panel.bottom() - GAP)
        panel.place_card(under - GAP)
        stack_under(panel.card, self.foe, self.log)
        self.hint_line.say(shown.hint)

    def draw(self, covered: bool, scrolling: bool, thinking: bool) -> None:
        """`covered`: a duel close-up is about to cover the board and panel, so neither they
        nor the panel's icons are drawn; `scrolling`: the pan to the next battlefield."""
        if not covered:
            self.board_pane.draw(scrolling)
        self.canvas.use()
        self.hint_line.before_draw()
        self.ui.sprites.draw(pixelated=True)
        self.top.draw_pips()
        self.guide[0].sprites.draw(pixelated=True)
        self.guide[1].draw(pixelated=True)
        if thinking:
            self.top.draw_thinking()
        if not covered:
            self.mage_panel.draw_icons()
            self.choices.draw_icons()
        draw_batch(self.ui.batch)
        draw_batch(self.guide[0].batch)
