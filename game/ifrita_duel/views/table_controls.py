"""The table's input: a click, a drag, the wheel, a pointer's move and a key, turned into
the seat's half-made choice (table_input.py) or a command through the screen's handlers.
What each may do comes from the seat's legal commands; a refused key says why, as its
button would; the log takes its keys and the wheel first."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from game.ifrita_duel import choices
from game.ifrita_duel.views import actions as keys
from game.ifrita_duel.views import table_presenter as present
from game.ifrita_duel.views.table_input import Mode

if TYPE_CHECKING:
    from game.ifrita_duel.views.table import TableScreen


def block_click(screen: TableScreen, unit: str) -> None:
    """A unit clicked while blocks are chosen: a blocker picked up, or placed on an attacker."""
    if unit in present.pending_attackers(screen.shown):
        screen.choosing.place(unit)
    elif unit in choices.blocks(screen.legal)[1]:
        screen.choosing.pick(unit)
    screen.resync()


def on_mouse_scroll(screen: TableScreen, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
    """The wheel over the log scrolls it (up: older lines)."""
    nx, ny = screen.app.canvas.to_native(x, y)
    if screen.panel.log.wheel(nx, ny, scroll_y):
        screen.app.show_again()


def on_mouse_release(screen: TableScreen, x: int, y: int, button: int, modifiers: int) -> None:
    """A blocker dragged onto an attacker is placed there, as a click on it would."""
    if screen.choosing.picked is None or screen.stage.busy:
        return
    nx, ny = screen.app.canvas.to_native(x, y)
    spot = screen.board.hit(nx, ny)
    if spot is not None and spot.kind == "unit" and spot.key in present.pending_attackers(screen.shown):
        block_click(screen, spot.key)


def click(screen: TableScreen, x: float, y: float, button: int) -> None:
    if screen.stage.busy:
        screen.skip()
        return
    log = screen.panel.log
    if screen.panel.ui.click(x, y) or log.click(x, y) or (log.expanded and log.contains(x, y)):
        return
    if screen.picker is not None:
        screen.picker.click(x, y)
        return
    if screen.paying is not None:
        if screen.paying[1].click(x, y):
            screen.resync()
        return
    spot = screen.board.hit(x, y)
    if spot is None:
        return
    inspect(screen, spot.kind, spot.key)
    if not screen.legal:
        return
    ch = screen.choosing
    if ch.mode == Mode.TARGET:
        if spot.key in ch.target_of:
            screen.then_pay(ch.target_of[spot.key])
        return
    if ch.mode == Mode.ATTACK and spot.kind == "unit":
        ch.toggle_attacker(spot.key, choices.attackers(screen.legal))
        screen.resync()
        return
    if choices.blocks(screen.legal)[0] is not None:
        if spot.kind == "unit":
            block_click(screen, spot.key)
        return
    if spot.kind == "card":
        choose_card(screen, int(spot.key))


def choose_card(screen: TableScreen, index: int) -> None:
    """A card of the hand chosen, by a click or its number key: to discard, or to cast
    or sacrifice."""
    if screen.mode == Mode.DISCARD:
        screen.choosing.toggle_discard(index)
    elif choices.mulligan(screen.legal)[0] is None:
        screen.choosing.mode, screen.choosing.selected = Mode.CARD, index
    screen.resync()


def card_key(screen: TableScreen, index: int) -> None:
    """A number key: the hand's card of that place, where a click on it would choose it."""
    if (not screen.legal or index >= len(screen.hand()) or not screen.choosing.hand_ready()
            or choices.blocks(screen.legal)[0] is not None or screen.picker is not None):
        return
    inspect(screen, "card", str(index))
    choose_card(screen, index)


def inspect(screen: TableScreen, kind: str, key: str) -> None:
    if screen.nobodys():          # a show for both: nobody's card is inspected
        return
    view = screen.shown
    if kind == "card":
        hand = screen.hand()
        if int(key) < len(hand):
            screen.panel.inspect_card(hand[int(key)])
    elif kind == "unit":
        unit = view.unit(key)
        if unit is not None:
            screen.panel.inspect_card(unit.card, unit)
    elif kind == "enchantment":
        screen.panel.inspect_card(key)
    elif kind == "hero":
        seat = 0 if key == "teal" else 1
        p = view.players[seat]
        if p.hero:      # "" before both registered (D4): nothing to tell yet
            screen.panel.inspect_hero(seat, p.hero, p.cooldown)


def hover(screen: TableScreen, x: float, y: float) -> None:
    tip = screen.panel.hovered_tip(x, y)
    screen.panel.show_tip(tip)
    if screen.panel.log.expanded and screen.panel.log.contains(x, y):
        return              # reading the log, not the board under it
    if screen.picker is not None:
        screen.picker.hover(x, y)
        return
    if screen.paying is not None:
        screen.paying[1].hover(x, y)
        if screen.paying[1].contains(x, y):
            return
    if screen.stage.scene is None:
        spot = screen.board.hit(x, y)
        detail = screen.board.detail(x, y)
        if detail is not None and not tip:      # a unit's state or keyword icon: what it means
            tip = detail.tip
            screen.panel.show_tip(tip)
        if spot is not None:
            inspect(screen, spot.kind, spot.key)
            if not tip and spot.kind == "card":
                screen.panel.show_tip(present.card_tip(screen.moment(), int(spot.key)))
            elif not tip and spot.kind == "unit":
                screen.panel.show_tip(present.block_tip(screen.moment(), spot.key))


def key(screen: TableScreen, symbol: int, modifiers: int) -> None:
    if screen.panel.log.key(symbol):          # L, PageUp/PageDown/Home/End: the log, at any moment
        return
    if screen.stage.busy:
        if symbol in (arcade.key.SPACE, arcade.key.ENTER, arcade.key.ESCAPE):
            screen.skip()
        return
    if (symbol == keys.ATTACK_ALL and screen.mode in (Mode.IDLE, Mode.ATTACK) and choices.attackers(screen.legal)
            and choices.blocks(screen.legal)[0] is None):
        screen.attack_all()
        return
    if symbol in keys.HAND_KEYS:
        card_key(screen, keys.HAND_KEYS.index(symbol))
        return
    act = screen.keyed.get(symbol)
    if act is not None:
        if act.enabled:
            act.action()
        else:       # a refused action's key says why, as pointing at its button would
            screen.panel.show_tip(act.hint())
        return
    if symbol == arcade.key.ESCAPE:
        if screen.mode != Mode.IDLE:
            screen.cancel()
        else:
            screen.director.title()
