"""The table's right-hand panel and top bar: the inspected card or ability in full
words, the log, the action buttons of the moment (a fixed set of slots relabelled per
choice), the phases of the turn with the current one lit, and the hint line."""

from __future__ import annotations

from collections.abc import Sequence

from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.view import UnitView
from game.ifrita_duel import look
from game.ifrita_duel.face import ink
from game.ifrita_duel.views.actions import Act
from game.ifrita_duel.views.readout import reading
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.log_pane import Line, LogPane
from game.shell.widgets import Action, Button, Ui, line_pitch, set_text

PANEL_X = 500
BAR_W = 240                 # the deck progress bar under the hint
SLOTS = 5
PHASES = (Phase.MULLIGAN, Phase.MAIN1, Phase.COMBAT, Phase.MAIN2, Phase.END)
LOG_TOP, LOG_BOTTOM = 214, 122
# Opened, the log covers the board's right side down to the buttons: room to read a turn.
LOG_OPEN = (300, LOG_BOTTOM, WIDTH - 302, 334 - LOG_BOTTOM)


def _nothing() -> None:
    pass


HEAD_W = WIDTH - PANEL_X - 10


def _packed(line: str) -> str:
    """A header line broken at its " · " where it would not fit the panel, not mid-phrase."""
    out: list[str] = []
    for part in line.split(" · "):
        if out and ink(f"{out[-1]} · {part}") <= HEAD_W:
            out[-1] = f"{out[-1]} · {part}"
        else:
            out.append(part)
    return "\n".join(out)


class Panel:
    def __init__(self, leave: Action) -> None:
        self.ui = ui = Ui()
        ui.box(0, 336, WIDTH, 24, pal.OUTLINE)
        ui.box(PANEL_X, 0, WIDTH - PANEL_X, 336, pal.PANEL)
        ui.box(PANEL_X, 0, 1, 336, pal.INK)
        ui.label(tr("game.ifrita_duel"), 6, 343, pal.GOLD)
        self.turn = ui.label("", 112, 343, pal.WHITE)
        self.phases = [ui.label(tr(f"id.phase.{p.key}"), 250 + k * 60, 343, pal.STONE, small=True)
                       for k, p in enumerate(PHASES)]
        self.leave = ui.button(WIDTH - 62, 339, 58, 18, tr("id.top.leave"), leave, small=True)
        self.name = ui.label("", PANEL_X + 6, 322, pal.GOLD, width=WIDTH - PANEL_X - 10)
        self.head = ui.label("", PANEL_X + 6, 316, pal.SILVER, small=True, width=WIDTH - PANEL_X - 10)
        self.head.anchor_y = "top"
        line_pitch(self.head, 11)
        self.text = ui.label("", PANEL_X + 6, 296, pal.WHITE, small=True, width=WIDTH - PANEL_X - 10)
        self.text.anchor_y = "top"
        line_pitch(self.text, 11)
        self.log = LogPane()
        self.log_top = 0
        self._log_from(LOG_TOP)
        self.hero_seat: int | None = None        # whose ability is inspected, kept current by the table
        self.unit_id: str | None = None          # the unit inspected, kept current by the table
        self.buttons: list[Button] = [ui.button(PANEL_X + 4, 100 - k * 22, WIDTH - PANEL_X - 8, 18, "", _nothing,
                                                small=True) for k in range(SLOTS)]
        self.hint = ui.label("", 6, 120, pal.WHITE, small=True)
        # How far an AI's deck is, under the hint while the table waits for it.
        self.bar_back = ui.box(6, 106, BAR_W, 5, pal.INK, border=pal.OUTLINE)
        self.bar = ui.box(6, 106, 1, 5, pal.GOLD)
        self.set_progress(None)
        self.resting: tuple[str, tuple[int, int, int, int]] = ("", pal.WHITE)
        # Between two people at one screen: what is being shown to both, and who comes next
        # (under the close-up's band, where the hand is drawn when someone is seated).
        self.notice = ui.label("", PANEL_X // 2, 70, pal.GOLD, anchor_x="center")
        self.notice_more = ui.label("", PANEL_X // 2, 50, pal.SILVER, anchor_x="center", small=True)

    # ---- the top bar -------------------------------------------------------------------
    def set_turn(self, turn: int, to_move: int, phase: Phase) -> None:
        if phase == Phase.REGISTER:            # before the first turn (D4): nobody is to move yet
            set_text(self.turn, tr("id.phase.register"))
            self.turn.color = pal.GOLD
        else:
            set_text(self.turn, tr("id.top.turn", turn=max(turn, 1), side=look.side_name(to_move)))
            self.turn.color = look.side_colour(to_move, True)
        for p, label in zip(PHASES, self.phases):
            label.color = pal.GOLD if p == phase else pal.STONE

    # ---- actions -----------------------------------------------------------------------
    def set_buttons(self, actions: Sequence[Act]) -> None:
        """The actions per slot from the top, each with its tip and key; the rest hidden."""
        for k, b in enumerate(self.buttons):
            if k < len(actions):
                a = actions[k]
                b.set_label(a.label)
                b.action = a.action
                b.tip = a.hint()
                b.set_state(enabled=a.enabled, visible=True)
            else:
                b.tip = ""
                b.set_state(visible=False)

    def set_progress(self, share: float | None) -> None:
        """The bar filled to `share` (0..1), or hidden with None."""
        shown = share is not None
        self.bar_back.visible = self.bar.visible = shown
        if share is not None:
            self.bar.width = max(1.0, BAR_W * min(1.0, share))
            self.bar.center_x = 6 + self.bar.width / 2

    def set_hint(self, text: str, colour: tuple[int, int, int, int] = pal.WHITE) -> None:
        """The line's resting words; a tip pointed at replaces them until pointed away."""
        self.resting = (text, colour)
        set_text(self.hint, text)
        self.hint.color = colour

    def show_tip(self, tip: str) -> None:
        """What is pointed at (an action, a card that cannot be cast) on the hint line, or
        back to the resting hint when `tip` is ""."""
        text, colour = (tip, pal.GOLD) if tip else self.resting
        set_text(self.hint, text)
        self.hint.color = colour

    def hovered_tip(self, x: float, y: float) -> str:
        button = self.ui.hover(x, y)
        return button.tip if button is not None else ""

    def set_notice(self, text: str, more: str = "") -> None:
        set_text(self.notice, text)
        set_text(self.notice_more, more)

    # ---- the inspected thing and the log -------------------------------------------------
    def clear_inspected(self) -> None:
        """Nothing inspected (the screen is nobody's: no one's card is shown)."""
        for label in (self.name, self.head, self.text):
            set_text(label, "")
        self.hero_seat = self.unit_id = None
        self._log_from(LOG_TOP)

    def inspect_card(self, card_id: str, unit: UnitView | None = None) -> None:
        """A card in full; on the battlefield (`unit`) as it stands now: current stats, states."""
        card = look.cards().card(card_id)
        self.hero_seat = None
        self.unit_id = None if unit is None else unit.id
        read = reading(card_id, unit)
        set_text(self.name, read.name)
        head = read.head
        if ink(head) > HEAD_W:                         # the stats on their own line, not split off by wrapping
            head = "\n".join(_packed(line) for line in look.card_header(card, stats_below=True).split("\n"))
        set_text(self.head, head)
        set_text(self.text, read.body)
        self._flow()

    def inspect_hero(self, seat: int, hero: str, cooldown: int) -> None:
        ability = look.cards().hero(hero)
        self.hero_seat, self.unit_id = seat, None
        set_text(self.name, tr("id.hero_of", side=look.side_name(seat)))
        state = tr("id.ability.ready") if cooldown == 0 else tr("id.ability.wait", n=cooldown)
        set_text(self.head, tr("id.ability", name=look.hero_name(hero), state=state))
        set_text(self.text, look.hero_text(ability))
        self._flow()

    def _flow(self) -> None:
        """The rules text starts under the header, however many lines that took; a text
        long enough to reach the log (a unit's keyword reminders, in English) pushes the
        log down, which then shows fewer lines, rather than writing over it."""
        self.text.y = int(self.head.y - self.head.content_height - 4)
        self._log_from(min(LOG_TOP, int(self.text.y - self.text.content_height) - 4))

    def _log_from(self, top: int) -> None:
        """The closed log fills the panel from `top` down to the buttons."""
        top = max(top, LOG_BOTTOM + 14 + 11)      # the header and one line at least
        self.log_top = top
        self.log.place((PANEL_X + 2, LOG_BOTTOM, WIDTH - PANEL_X - 4, top - LOG_BOTTOM), LOG_OPEN)

    def add_log(self, lines: Sequence[Line]) -> None:
        self.log.add(lines)

    def set_log(self, lines: Sequence[Line]) -> None:
        """The log from scratch (a seat sitting down gets its own), closed and at its newest."""
        self.log.set_lines(lines)
        self.log.rest()

    @property
    def lines(self) -> list[Line]:
        return self.log.lines

    def draw(self) -> None:
        self.ui.draw()
        self.log.draw()
