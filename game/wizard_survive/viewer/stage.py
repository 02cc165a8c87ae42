"""Wizard Survive on the replay viewer's stage: the window's table (its seats pane and its
reveal scene, on a board as wide as the viewer leaves), the cards over each seat as the
perspective may see them, the AIs' minds under their cards, and the what-if played on
the same table under a banner that says it is one.

Everything drawn comes from `WsViewerModel.shown` (a seat's view in a seat's
perspective) or from a `WhatIf` the engine resolved."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import arcade

from engine.wizard_survive import events as ev
from engine.wizard_survive.rules import RuleSet
from engine.wizard_survive.state import Commitment
from game.shell import assets, sound
from game.shell import palette as pal
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.common import backdrop
from game.shell.i18n import tr
from game.shell.viewer.stage import PANEL_X, StageAction
from game.shell.viewer.whatif import WhatIfStage
from game.shell.widgets import Ui, set_text
from game.wizard_survive import look
from game.wizard_survive.show import Show, plan
from game.wizard_survive.viewer import panels
from game.wizard_survive.viewer.mind import MindStrip
from game.wizard_survive.viewer.model import Shown, WsViewerModel
from game.wizard_survive.viewer.whatif import WhatIf
from game.wizard_survive.views.reveal import RevealScene
from game.wizard_survive.views.seats import SeatsPane
from game.wizard_survive.words import commit_words, seat_word

if TYPE_CHECKING:
    from game.shell.viewer.panels import Panel
    from game.shell.viewer.screen import ViewerScreen

TABLE_CENTRE = (PANEL_X / 2, 191.0)     # the reveal zooms about it (the board's centre, the live table's height)
ZOOM = 0.1
SOUND_UP_TO = 2.0                        # faster playback is for skimming: silent


class WsStage(WhatIfStage[WhatIf]):
    def __init__(self, screen: ViewerScreen, model: WsViewerModel) -> None:
        self.screen, self.model = screen, model
        seats = model.seats
        self.world = arcade.Camera2D(viewport=arcade.LBWH(0, 0, WIDTH, HEIGHT), render_target=screen.app.canvas.fbo)
        self.ground = Ui()
        self.back = backdrop(self.ground)
        self.ground.box(0, 104, PANEL_X, 224, pal.alpha(pal.OUTLINE, 150))
        self.ground.box(0, 104, PANEL_X, 24, (74, 44, 28, 255))      # the table's floor, as live
        self.ground.box(0, 127, PANEL_X, 2, (122, 74, 42, 255))
        self.shade = Ui()
        self.shade.box(0, 0, WIDTH, HEIGHT, pal.alpha(pal.OUTLINE, 140))
        self.pane = SeatsPane(seats, [model.player_words(s) for s in range(seats)], width=PANEL_X)
        self.faces: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.drawn: dict[int, Commitment] = {}      # seat -> the card face drawn over it (for the tests)
        self.ui = Ui()
        self.txt_round = self.ui.label("", 4, 340, pal.WHITE)
        self.txt_mover = self.ui.label("", 120, 340, pal.SILVER)
        self.txt_revealed = self.ui.label("", PANEL_X + 5, 148, pal.VIOLET, small=True, width=WIDTH - PANEL_X - 10)
        self.txt_revealed.anchor_y = "top"
        self.banner = Ui()
        self.mind = MindStrip(self.pane)
        self.show_mind = True
        self.scene: RevealScene | None = None
        self.whatif: WhatIf | None = None
        self.speed = 1.0
        self.shown: Shown = model.shown()
        self.refresh()

    def actions(self) -> Sequence[StageAction]:
        k = arcade.key
        return (StageAction("ws.v.whatif", "ws.v.tip.whatif", k.W, self.toggle_whatif, 70),
                StageAction("ws.v.mind", "ws.v.tip.mind", k.M, self.toggle_mind, 70))

    # ================================================================ at rest
    def refresh(self) -> None:
        """The cursor's position at rest; a what-if ends when the replay moves on."""
        self.scene = None
        self.leave_whatif()
        self.world.zoom, self.world.position = 1.0, (WIDTH / 2, HEIGHT / 2)
        self.shown = self.model.shown()
        self.sync(self.shown)
        self.refresh_top()

    def sync(self, shown: Shown) -> None:
        self.pane.sync(shown.view, None, sealed=True)
        for seat in range(self.model.seats):
            self.pane.seals[seat].visible = shown.sealed[seat]
            self.pane.set_player(seat, self.model.player_words(seat))
        self.set_faces(shown.faces, shown.secret, shown.view.rules)
        self.mind.build(self.model.choices() if self.show_mind else (), shown.view.rules)
        if shown.revealed is not None:
            set_text(self.txt_revealed, tr("ws.v.revealed", round=shown.revealed[0], step=shown.revealed[1]))
        else:
            set_text(self.txt_revealed, "")

    def set_faces(self, faces: Sequence[Commitment | None], secret: Sequence[bool],
                  rules: RuleSet | None = None) -> None:
        """Each card drawn face up over its seat with its target cards, as the reveal lays
        them; a commitment not yet revealed in a violet frame."""
        self.faces.clear()
        self.drawn = {}
        for seat, face in enumerate(faces):
            if face is None:
                continue
            self.drawn[seat] = face
            x, y = self.pane.spots[seat].card
            self.faces.append(arcade.Sprite(look.card_face(face.card, rules), center_x=x, center_y=y))
            if secret[seat]:
                self.faces.append(arcade.Sprite(assets.frame(46, 62, pal.VIOLET, 2), center_x=x, center_y=y))
            for k, t in enumerate(face.targets):
                self.faces.append(arcade.Sprite(look.target_card(t), scale=0.5, center_x=x + 32,
                                                center_y=y + 14 - k * 30))

    def set_round(self, text: str) -> None:
        set_text(self.txt_round, text)
        self.txt_mover.x = self.txt_round.x + int(self.txt_round.content_width) + 10

    def refresh_top(self) -> None:
        v = self.shown.view
        self.set_round(tr("ws.top.round", round=v.round, step=v.step))
        mover = self.model.mover()
        room = PANEL_X - 4 - self.txt_mover.x
        set_text(self.txt_mover, mover)
        while len(mover) > 8 and self.txt_mover.content_width > room:
            mover = mover[:-2]
            set_text(self.txt_mover, mover + "…")
        c = self.model.command_index()
        self.txt_mover.color = look.seat_colour(self.model.commands[c].seat, 2) if c >= 0 else pal.WHITE

    # ================================================================ the reveal
    def animate(self, start: int, end: int, speed: float) -> bool:
        m = self.model
        events = m.events[start:end]
        if not any(isinstance(e, ev.StepRevealed) for e in events) \
                or not any(isinstance(e, ev.StepResolved) for e in events):
            return False
        self.speed = speed
        state, views = m.cursor.state_at(start), []
        views.append(m.view_of(state))
        for e in events:
            state = m.game.apply(state, e)
            views.append(m.view_of(state))
        self.play(plan(events, views))
        return True

    def play(self, show: Show) -> None:
        self.faces.clear()
        self.mind.build(())
        set_text(self.txt_revealed, "")
        self.set_round(tr("ws.reveal.title", round=show.round, step=show.step))
        self.scene = RevealScene(show, self.pane, None, width=PANEL_X)

    @property
    def busy(self) -> bool:
        return self.scene is not None

    def finish(self) -> None:
        """End a running reveal: the replay's position at rest, or the what-if's outcome."""
        if self.scene is None:
            return
        self.scene = None
        self.world.zoom, self.world.position = 1.0, (WIDTH / 2, HEIGHT / 2)
        if self.whatif is not None:
            self.rest_on_whatif(self.whatif)
        else:
            self.refresh()

    def update(self, dt: float, speed: float) -> None:
        if self.scene is None:
            return
        scene = self.scene
        for cue in scene.advance(dt * (speed or 1.0)):
            if speed <= SOUND_UP_TO:
                sound.play(cue)
        zoom = 1 + ZOOM * scene.zoom()
        sx, sy = scene.shake()
        fx, fy = TABLE_CENTRE
        # The table's centre stays where it is on the board, left of the event list.
        self.world.zoom = zoom
        self.world.position = (fx - (fx - WIDTH / 2) / zoom + sx, fy - (fy - HEIGHT / 2) / zoom + sy)
        if scene.done:
            self.finish()

    # ================================================================ what if
    def whatif_panel(self) -> Panel:
        return panels.whatif_panel(self.screen, self.model, self.start_whatif)

    def whatif_banner(self, result: WhatIf) -> Ui:
        return panels.whatif_banner(result)

    def stage_whatif(self, result: WhatIf) -> None:
        """Stage the engine's resolution of the changed step on the table."""
        views = result.views(self.model.seat)
        self.pane.sync(views[0], None, sealed=False)
        self.play(plan(result.events, views))
        set_text(self.txt_revealed, tr("ws.v.whatif.back"))
        if not self.screen.speed:
            self.finish()

    def rest_on_whatif(self, result: WhatIf) -> None:
        view = result.views(self.model.seat)[-1]
        self.pane.sync(view, None, sealed=False)
        reveal = next(e for e in result.events if isinstance(e, ev.StepRevealed))
        faces: list[Commitment | None] = [None] * self.model.seats
        for s, card, targets in zip(reveal.seats, reveal.cards, reveal.targets):
            faces[s] = Commitment(card, targets)
        self.set_faces(faces, [False] * self.model.seats, view.rules)
        self.mind.build(())
        self.set_round(tr("ws.top.round", round=reveal.round, step=reveal.step))
        # The banner covers the top bar; how to go back is said beside the board.
        set_text(self.txt_revealed, tr("ws.v.whatif.back"))

    def toggle_mind(self) -> None:
        self.show_mind = not self.show_mind
        if self.scene is None and self.whatif is None:
            self.mind.build(self.model.choices() if self.show_mind else (), self.shown.view.rules)

    # ================================================================ frame
    def draw_world(self) -> None:
        self.back.draw(pixelated=True)
        self.ground.draw()
        self.world.use()
        if self.scene is not None and self.scene.zoom() > 0:
            self.shade.draw()
        self.pane.draw()
        if self.scene is not None:
            self.scene.draw_world()
        else:
            self.faces.draw(pixelated=True)

    def draw_overlay(self) -> None:
        self.ui.draw()
        if self.scene is None and self.screen.panel is None:
            self.mind.draw()
        self.banner.draw()
        if self.scene is not None:
            self.scene.draw_banner()

    # ================================================================ input
    def click(self, x: float, y: float) -> bool:
        return self.click_back(x, y)

    def hover(self, x: float, y: float) -> str | None:
        if self.scene is not None or self.screen.panel is not None or not (104 < y < 328 and x < PANEL_X):
            return None
        if self.whatif is None and self.show_mind:
            why = self.mind.tip_at(x, y)
            if why is not None:
                return why
        seat = min(range(self.model.seats), key=lambda s: abs(self.pane.spots[s].x - x))
        if abs(self.pane.spots[seat].x - x) > 56:
            return None
        view = self.shown.view if self.whatif is None else self.whatif.views(self.model.seat)[-1]
        w = view.wizards[seat]
        text = tr("ws.v.seat_tip", seat=seat_word(seat), player=self.model.player_words(seat), lives=w.lives,
                  mana=w.mana, souls=w.souls)
        face = self.drawn.get(seat)
        if self.whatif is None and self.shown.sealed[seat]:
            text += tr("ws.v.seat_tip.sealed")
        elif face is not None:
            key = "ws.v.seat_tip.secret" if self.whatif is None and self.shown.secret[seat] else "ws.v.seat_tip.shown"
            text += tr(key, choice=commit_words(face.card, face.targets))
        return text
