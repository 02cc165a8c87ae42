"""The combat close-ups count as the combat did: one clash after another, the defending
Ifrita's HP goes on from where the previous clash left it and the last one ends on the
HP the combat left; a unit dealt more than it had left reads 0, never below."""

from __future__ import annotations

from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.apply import apply
from engine.ifrita_duel.view import view_of
from game.ifrita_duel import show
from game.shell.i18n import tr
from tests.ifrita_duel.duel_helpers import C, T, play, state

# Crimson at 17: a 4 and a 3 unblocked, a 3 blocked by a 1-health imp (overkilled by 2).
COMBAT = '''
[crimson]
hp = 17
[[unit]]
id = "t1"
side = "teal"
card = "grove_bear"
buff_atk = 1
[[unit]]
id = "t2"
side = "teal"
card = "clay_golem"
[[unit]]
id = "t3"
side = "teal"
card = "clay_golem"
[[unit]]
id = "c1"
side = "crimson"
card = "ember_imp"
'''


def combat() -> tuple[list[show.Clash], int]:
    """The clashes as crimson's screen reads them, and crimson's HP after the combat."""
    s = state(COMBAT)
    s, _ = play(s, cmd.Attack(T, ("t1", "t2", "t3")), cmd.Block(C, "t1", None), cmd.Block(C, "t2", None))
    after, events = play(s, cmd.Block(C, "t3", "c1"))
    views: list[Any] = [view_of(s, C)]
    for e in events:
        s = apply(s, e)
        views.append(view_of(s, C))
    return show.combats(events, views), after.player(C).hp


def test_each_clash_starts_from_the_hp_the_earlier_ones_left() -> None:
    clashes, hp = combat()
    assert hp == 10
    assert [c.hero_hp for c in clashes] == [17, 13, 10]


def test_the_close_ups_read_the_hero_down_to_the_result_and_no_unit_below_0(window) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.closeup import CloseUp

    clashes, hp = combat()
    shown = []
    for k, clash in enumerate(clashes):
        up = CloseUp(clash, k, len(clashes))
        start = up.defender.numbers.text
        up.finish()
        shown.append((start, up.defender.numbers.text))
    hp_of = [tr("id.hp", hp=n) for n in (17, 13, 10)]
    assert shown[0] == (hp_of[0], hp_of[1]) and shown[1] == (hp_of[1], hp_of[2])
    assert shown[2][1] == "2 / 0"               # the imp (2 ATK, 1 health) took 3
