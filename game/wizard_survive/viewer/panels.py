"""Wizard Survive's what-if in the replay viewer: the panel that picks a seat of the
cursor's step and another of its legal commitments there (card, then targets), and the
banner over the table while the engine's resolution of that plays and rests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from game.shell import palette as pal
from game.shell.canvas import HEIGHT
from game.shell.i18n import tr
from game.shell.viewer.panels import BOTTOM, LEFT, H, Panel, W, close_button, message_panel
from game.shell.viewer.stage import PANEL_X
from game.shell.widgets import Measure, Ui, text
from game.wizard_survive import look
from game.wizard_survive.viewer import whatif
from game.wizard_survive.words import commit_words, seat_word

if TYPE_CHECKING:
    from game.shell.viewer.screen import ViewerScreen
    from game.wizard_survive.viewer.model import WsViewerModel


@dataclass
class Pick:
    """The what-if being composed: a seat of the step, a card, its targets."""

    at: whatif.StepAt
    seat: int
    card: Card
    targets: list[int] = field(default_factory=list)

    def options(self, card: Card) -> tuple[Commit, ...]:
        return tuple(c for c in self.at.legal[self.seat] if c.card is card)

    def command(self) -> Commit | None:
        wanted = Commit(self.seat, self.card, tuple(sorted(self.targets)))
        return wanted if wanted in self.at.legal[self.seat] else None

    def choose_seat(self, seat: int) -> None:
        actual = self.at.actual(seat)
        self.seat, self.card, self.targets = seat, actual.card, list(actual.targets)

    def choose_card(self, card: Card) -> None:
        options = self.options(card)
        if not options:
            return
        self.card = card
        if Commit(self.seat, card, tuple(sorted(self.targets))) not in options:
            self.targets = list(options[0].targets)

    def toggle_target(self, seat: int) -> None:
        if self.card is Card.LIGHTNING and seat not in self.targets:
            grown = sorted([*self.targets, seat])
            self.targets = grown if Commit(self.seat, self.card, tuple(grown)) in self.options(self.card) else [seat]
        elif self.card is Card.LIGHTNING and len(self.targets) > 1:
            self.targets.remove(seat)
        else:
            self.targets = [seat]


def first_seat(model: WsViewerModel, at: whatif.StepAt) -> int:
    """The perspective's own seat, else the first AI's, else the first."""
    if model.seat is not None and model.seat in at.seats:
        return model.seat
    ais = [s for s in at.seats if model.header.players[s].kind == "ai"]
    return (ais or list(at.seats))[0]


def whatif_panel(screen: ViewerScreen, model: WsViewerModel, resolved: Callable[[whatif.WhatIf], None]) -> Panel:
    at = whatif.find(model, model.position)
    if at is None:
        return message_panel(screen, tr("ws.v.whatif"), tr("ws.v.whatif.none"))
    if model.seat is not None and (at.revealed_at is None or model.position <= at.revealed_at):
        # A seat's perspective before the reveal may not see the others' cards, which the
        # what-if's reveal shows; the perspective is the viewer's choice, not ours to change.
        # (Whether the replay reveals the step at all is after the cursor too: the same words.)
        return message_panel(screen, tr("ws.v.whatif"), tr("ws.v.whatif.hidden", seat=seat_word(model.seat)))
    if at.revealed_at is None:
        return message_panel(screen, tr("ws.v.whatif"), tr("ws.v.whatif.unrevealed"))
    pick = Pick(at, 0, Card.FIREBALL)
    pick.choose_seat(first_seat(model, at))
    return _compose(screen, pick, resolved)


def _compose(screen: ViewerScreen, pick: Pick, resolved: Callable[[whatif.WhatIf], None]) -> Panel:
    """The panel for `pick`; every click rebuilds it with the changed pick."""
    at = pick.at
    panel = Panel(tr("ws.v.whatif.title", round=at.round, step=at.step))
    panel.data["pick"] = pick

    def redo(change: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            change()
            screen.show_panel(_compose(screen, pick, resolved))
        return run

    top = BOTTOM + H - 32
    panel.ui.label(tr("ws.v.whatif.hint"), LEFT + W // 2, top, pal.SILVER, anchor_x="center", small=True)
    for k, seat in enumerate(at.seats):
        b = panel.ui.button(LEFT + 12 + k * 90, top - 28, 84, 18, seat_word(seat),
                            redo(partial(pick.choose_seat, seat)), tip=tr("ws.v.whatif.tip.seat"), small=True)
        b.set_state(active=seat == pick.seat)
    actual = at.actual(pick.seat)
    panel.ui.label(tr("ws.v.whatif.actual", choice=commit_words(actual.card, actual.targets)), LEFT + 12, top - 44,
                   look.seat_colour(pick.seat, 2), small=True)
    for k, card in enumerate(Card):
        legal = bool(pick.options(card))
        tip = look.card_name(card) if legal else tr("ws.v.whatif.tip.card_off", seat=seat_word(pick.seat))
        b = panel.ui.button(LEFT + 12 + k * 88, top - 72, 84, 18, look.card_name(card),
                            redo(partial(pick.choose_card, card)), tip=tip, small=True)
        b.set_state(active=card is pick.card, enabled=legal)
    named = sorted({t for c in pick.options(pick.card) for t in c.targets})
    for k, seat in enumerate(named):
        b = panel.ui.button(LEFT + 12 + k * 90, top - 100, 84, 18, "→ " + seat_word(seat),
                            redo(partial(pick.toggle_target, seat)), small=True)
        b.set_state(active=seat in pick.targets)
    command = pick.command()
    line = tr("ws.v.whatif.banner", seat=seat_word(pick.seat), choice=commit_words(pick.card, tuple(pick.targets)),
              actual=commit_words(actual.card, actual.targets)) if command else tr("ws.v.whatif.need_target")
    panel.ui.label(line, LEFT + 12, BOTTOM + 34, pal.GOLD if command else pal.CRIMSON_LIGHT, small=True, width=W - 24)

    def go() -> None:
        if command is not None:
            resolved(whatif.resolve(at, command))

    b = panel.ui.button(LEFT + 12, BOTTOM + 6, 110, 18, tr("ws.v.whatif.resolve"), go, small=True, fill=pal.TEAL_DARK)
    b.set_state(enabled=command is not None)
    close_button(panel, screen)
    return panel


def outcome_words(result: whatif.WhatIf) -> str:
    lost: dict[int, int] = {}
    parts = []
    for e in result.events:
        if isinstance(e, ev.LivesLost):
            lost[e.seat] = lost.get(e.seat, 0) + e.amount
    parts += [tr("ws.v.whatif.outcome.lost", seat=seat_word(s), n=n) for s, n in sorted(lost.items())]
    parts += [tr("ws.v.whatif.outcome.out", seat=seat_word(e.seat)) for e in result.events
              if isinstance(e, ev.PlayerOut)]
    for e in result.events:
        if isinstance(e, ev.RoundEnded):
            parts.append(tr("ws.v.whatif.outcome.round", seat=seat_word(e.scorer), n=e.souls) if e.scorer is not None
                         else tr("ws.v.whatif.outcome.round_nobody"))
    return " · ".join(parts) or tr("ws.v.whatif.outcome.none")


BANNER_Y = 329      # the top bar's band, over the board: lower, it hid the seats' names


def whatif_banner(result: whatif.WhatIf) -> Ui:
    """Across the top bar for as long as the what-if shows: what changed and what came of
    it (how to go back is said beside the board, `ws.v.whatif.back`)."""
    actual = result.at.actual(result.seat)
    ui = Ui()
    ui.box(2, BANNER_Y, PANEL_X - 4, HEIGHT - BANNER_Y - 1, pal.alpha(pal.OUTLINE, 250), border=pal.GOLD)
    headline = tr("ws.v.whatif.banner", seat=seat_word(result.seat),
                  choice=commit_words(result.command.card, result.command.targets),
                  actual=commit_words(actual.card, actual.targets))
    if text(headline, 0, 0).content_width <= PANEL_X - 12:
        ui.label(headline, PANEL_X // 2, BANNER_Y + 16, pal.GOLD, anchor_x="center")
    else:       # a two-target lightning against another: the small face
        ui.label(Measure().fit([headline], PANEL_X - 12), PANEL_X // 2, BANNER_Y + 17, pal.GOLD, anchor_x="center",
                 small=True)
    ui.label(Measure().fit([outcome_words(result)], PANEL_X - 12), PANEL_X // 2, BANNER_Y + 5, pal.WHITE,
             anchor_x="center", small=True)
    return ui
