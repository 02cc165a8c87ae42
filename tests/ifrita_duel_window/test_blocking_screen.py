"""Blocking reads as in MTG Arena: every attacker's blocker is chosen on one screen (a
click on a blocker then on an attacker, or a drag), drawn as lines, changeable until an
explicit confirm, which hands the engine the blocks attacker by attacker; a unit that
cannot block says why, in the engine's words."""

from __future__ import annotations

import random
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.view import view_of
from engine.ifrita_duel.why import block_refusal
from game.ifrita_duel.views import table_presenter as present
from game.ifrita_duel.views.table_input import Choosing
from game.shell.i18n import tr
from tests.ifrita_duel.duel_helpers import C, T, play, state
from tests.ifrita_duel_window.driver import (
    button,
    centre_of,
    choose,
    click,
    play_by_clicks,
    screen_name,
    settle,
    spot,
)
from tests.ifrita_duel_window.test_hotseat_handoff import hotseat

# Teal attacks with three; crimson has two untapped units and a tapped one.
THREE_ON_TWO = '''
[[unit]]
id = "t1"
side = "teal"
card = "grove_bear"
[[unit]]
id = "t2"
side = "teal"
card = "clay_golem"
[[unit]]
id = "t3"
side = "teal"
card = "ember_imp"
[[unit]]
id = "c1"
side = "crimson"
card = "clay_golem"
[[unit]]
id = "c2"
side = "crimson"
card = "ember_imp"
[[unit]]
id = "c3"
side = "crimson"
card = "grove_bear"
tapped = true
'''


def moment(choosing: Choosing) -> present.Moment:
    s, _ = play(state(THREE_ON_TWO), cmd.Attack(T, ("t1", "t2", "t3")))
    view = view_of(s, C)
    return present.Moment(view, view, 1, legal_commands(s, C), choosing, seated=True)


def test_blocks_are_placed_moved_and_taken_back_before_the_confirm() -> None:
    ch = Choosing()
    ch.pick("c1")
    ch.place("t2")
    ch.pick("c2")
    ch.place("t3")
    assert present.marks(moment(ch)).links == (("c1", "t2"), ("c2", "t3"))
    ch.pick("c1")                  # moved: off t2, onto t1
    ch.place("t1")
    ch.place("t3")                 # nothing picked: t3's blocker taken back
    m = moment(ch)
    assert present.marks(m).links == (("c1", "t1"),)
    assert present.block_commands(m) == [cmd.Block(C, "t1", "c1"), cmd.Block(C, "t2", None),
                                         cmd.Block(C, "t3", None)]
    offers, hint, _ = present.offers(m)
    assert [o.do for o in offers] == ["confirm_blocks", "clear_blocks"] and "1/3" in hint


def test_confirming_with_one_blocker_too_is_an_explicit_choice() -> None:
    ch = Choosing()
    m = moment(ch)
    offers, _, _ = present.offers(m)
    confirm = offers[0]
    assert confirm.do == "confirm_blocks" and confirm.enabled and confirm.tip == tr("id.tip.confirm_no_blocks")
    assert present.block_commands(m) == [cmd.Block(C, a, None) for a in ("t1", "t2", "t3")]


def test_a_tapped_unit_says_it_cannot_block_in_the_engines_words() -> None:
    s, _ = play(state(THREE_ON_TWO), cmd.Attack(T, ("t1", "t2", "t3")))
    reason = block_refusal(view_of(s, C), "c3")
    assert reason is not None and reason.key == "block_tapped" and "tapped" in reason
    assert block_refusal(view_of(s, C), "c1") is None
    tip = present.block_tip(moment(Choosing()), "c3")
    assert tip == tr("id.why.block_tapped", card=present.text.card_name("grove_bear"))


def test_the_defender_blocks_every_attacker_on_one_screen_by_clicks_and_drags(window) -> None:  # type: ignore[no-untyped-def]
    c = hotseat(window, 11)

    def wide_blocks(screen: Any) -> bool:
        attacker, blockers = present.choices.blocks(screen.legal)
        return attacker is not None and len(present.pending_attackers(screen.shown)) >= 2 and len(blockers) >= 2

    rng = random.Random(4)
    for _ in range(3000):
        settle(window, 1)
        if screen_name(window) == "CurtainScreen":
            window.click_native(320, 300)
            continue
        screen = window.current
        if screen_name(window) != "TableScreen" or not screen.legal:
            continue
        if wide_blocks(screen):
            break
        play_by_clicks(window, choose(list(screen.legal), rng))
    else:
        raise AssertionError("no attack of two met two blockers")
    first, second = present.pending_attackers(screen.shown)[:2]
    blocker = next(b for b in present.choices.blocks(screen.legal)[1] if b is not None)
    before = len(c.match.commands)
    click(window, spot(window, "unit", blocker))
    assert screen.marks.picked == blocker and first in screen.board_targets()
    click(window, spot(window, "unit", first))
    assert screen.marks.links == ((blocker, first),) and len(screen.board.links) == 1
    # Dragged from its place onto the second attacker: moved there.
    window.click_native(*centre_of(spot(window, "unit", blocker)))
    x, y = centre_of(spot(window, "unit", second))
    s, (ox, oy), ratio = window.canvas.scale, window.canvas.origin(), window.get_pixel_ratio()
    window.dispatch_event("on_mouse_release", int((ox + (x + 0.5) * s) / ratio), int((oy + (y + 0.5) * s) / ratio),
                          1, 0)
    window.dispatch_events()
    assert screen.marks.links == ((blocker, second),)
    assert len(c.match.commands) == before, "nothing is given to the engine before the confirm"
    click(window, button(window, tr("id.btn.confirm_blocks")))
    made = c.match.commands[before:]
    assert [b.blocker for b in made if isinstance(b, cmd.Block)][:2] == [None, blocker]
    settle(window, 2)
    assert screen_name(window) in ("CurtainScreen", "TableScreen")
