"""Ifrita Duel's what-if in the replay viewer: the panel that gives the defender other
blocks for the cursor's combat (per attacker, no block or one of its units that could
block, each unit at most once), starting from the blocks the perspective knows were
played (none when they come after a seat's cursor), and the banner over the board
while the engine's resolution plays and rests."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import arcade

from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel.view import view_of
from game.ifrita_duel import look
from game.ifrita_duel.viewer import whatif
from game.ifrita_duel.viewer.hands import chip
from game.shell import palette as pal
from game.shell.i18n import tr
from game.shell.viewer.panels import BOTTOM, LEFT, H, Panel, W, close_button, message_panel
from game.shell.viewer.stage import PANEL_X
from game.shell.widgets import Ui

if TYPE_CHECKING:
    from game.ifrita_duel.viewer.model import DuelViewerModel
    from game.shell.viewer.screen import ViewerScreen

ROW_H, CELL = 28, 28


def unit_words(at: whatif.CombatAt, unit_id: str | None) -> str:
    if unit_id is None:
        return tr("id.v.whatif.none")
    unit = view_of(at.before, None).unit(unit_id)
    return f"{look.card_name(unit.card)} {unit.atk}/{unit.health - unit.damage}" if unit else unit_id


def blocks_words(at: whatif.CombatAt, chosen: dict[str, str | None]) -> str:
    """`attacker ← blocker` for the blocked attackers, or that none is blocked."""
    pairs = [f"{unit_words(at, a).rsplit(' ', 1)[0]} ← {unit_words(at, b).rsplit(' ', 1)[0]}"
             for a, b in chosen.items() if b is not None]
    return ", ".join(pairs) if pairs else tr("id.v.whatif.no_blocks")


def whatif_panel(screen: ViewerScreen, model: DuelViewerModel,
                 resolved: Callable[[whatif.WhatIf], None]) -> Panel:
    at = whatif.find(model, model.position)
    if at is None:
        return message_panel(screen, tr("id.v.whatif"), tr("id.v.whatif.no_combat"))
    if not at.blockers:
        return message_panel(screen, tr("id.v.whatif"), tr("id.v.whatif.no_blockers",
                                                           side=look.side_name(int(at.defender))))
    return _compose(screen, at, at.actual(), resolved)


def _compose(screen: ViewerScreen, at: whatif.CombatAt, chosen: dict[str, str | None],
             resolved: Callable[[whatif.WhatIf], None]) -> Panel:
    """The panel for `chosen`; every click rebuilds it with the changed blocks."""
    panel = Panel(tr("id.v.whatif.title", turn=at.turn, side=look.side_name(int(at.defender))))
    panel.data["chosen"] = chosen
    panel.data["at"] = at

    def pick(attacker: str, blocker: str | None) -> None:
        fresh = {a: (None if b == blocker and blocker is not None else b) for a, b in chosen.items()}
        fresh[attacker] = blocker
        screen.show_panel(_compose(screen, at, fresh, resolved))

    top = BOTTOM + H - 34
    panel.ui.label(tr("id.v.whatif.hint"), LEFT + W // 2, top + 2, pal.SILVER, anchor_x="center", small=True)
    for k, attacker in enumerate(at.attackers[:5]):
        y = top - 24 - k * ROW_H
        panel.ui.label(unit_words(at, attacker), LEFT + 10, y + 6, pal.CRIMSON_LIGHT, small=True)
        for j, blocker in enumerate((None, *at.blockers)):
            x = LEFT + 150 + j * CELL
            b = panel.ui.button(x, y, CELL - 4, 22, "-" if blocker is None else "", partial(pick, attacker, blocker),
                                tip=unit_words(at, blocker), small=True)
            b.set_state(active=chosen.get(attacker) == blocker)
            if blocker is not None:
                unit = view_of(at.before, None).unit(blocker)
                panel.icons.append(arcade.Sprite(chip(unit.card if unit else None), center_x=x + (CELL - 4) / 2,
                                                 center_y=y + 11))
    # "The replay's own blocks" only when the perspective knows them all: in a seat's
    # perspective before the last block, the blocks still to come are the future.
    changed = not at.complete or chosen != at.actual()
    line = tr("id.v.whatif.banner", blocks=blocks_words(at, chosen)) if changed else tr("id.v.whatif.same")
    panel.ui.label(line, LEFT + 12, BOTTOM + 32, pal.GOLD if changed else pal.SILVER, small=True, width=W - 24)

    def go() -> None:
        resolved(whatif.resolve(at, chosen))

    panel.ui.button(LEFT + 12, BOTTOM + 6, 110, 18, tr("id.v.whatif.resolve"), go, small=True, fill=pal.TEAL_DARK)
    close_button(panel, screen)
    return panel


def outcome_words(result: whatif.WhatIf) -> str:
    died = [e.unit for e in result.events if isinstance(e, ev.UnitDestroyed)]
    hero: dict[str, int] = {}
    for e in result.events:
        if isinstance(e, ev.DamageDealt) and e.to in n.SIDE_KEYS:
            hero[e.to] = hero.get(e.to, 0) + e.amount
    parts = [tr("id.v.whatif.out.hero", side=look.side_name(n.SIDE_KEYS.index(s)), n=k) for s, k in hero.items()]
    before = view_of(result.at.before, None)
    names = [look.card_name(u.card) for u in (before.unit(d) for d in died) if u is not None]
    if names:
        parts.append(tr("id.v.whatif.out.died", units=", ".join(names)))
    for e in result.events:
        if isinstance(e, ev.GameEnded):
            parts.append(tr("id.result.winner", side=look.side_name(int(e.winner))) if e.winner is not None
                         else tr("id.result.draw"))
    return " · ".join(parts) or tr("id.v.whatif.out.nothing")


def whatif_banner(result: whatif.WhatIf) -> Ui:
    """Across the top of the board (over the far hand) while the what-if shows: the blocks
    it tried and what came of them; the info corner says it is not the replay."""
    ui = Ui()
    ui.box(2, 330, PANEL_X - 4, 29, pal.alpha(pal.OUTLINE, 245), border=pal.GOLD)
    ui.label(tr("id.v.whatif.banner", blocks=blocks_words(result.at, result.chosen())), PANEL_X // 2, 347,
             pal.GOLD, anchor_x="center", small=True)
    ui.label(outcome_words(result), PANEL_X // 2, 334, pal.WHITE, anchor_x="center", small=True)
    return ui
