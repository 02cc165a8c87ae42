"""Mana burn's figure (D14) comes from one pure function of the rule set: the end phase
charges exactly what it says, under id-1 and under a draft that changes the rate."""

from __future__ import annotations

from dataclasses import replace

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.rules import ID_1, mana_burn
from tests.ifrita_duel.duel_helpers import T, play, state

ABOVE = '[teal]\nmana_max = { red = 1, green = 1 }\nmana = { red = 3, green = 2 }\n'    # 3 above max


def test_the_burn_figure_is_the_rate_times_the_mana_above_max() -> None:
    assert mana_burn(ID_1, (3, 0, 2, 0, 0, 0), (1, 0, 1, 0, 0, 0)) == 3
    assert mana_burn(ID_1, (1, 0, 1, 0, 0, 0), (1, 0, 1, 0, 0, 0)) == 0      # at max: nothing burns
    assert mana_burn(replace(ID_1, burn_per_mana=2), (3, 0, 2, 0, 0, 0), (1, 0, 1, 0, 0, 0)) == 6


def test_the_end_phase_charges_the_figure_under_any_rate() -> None:
    for rate in (0, 1, 2):
        s = state(ABOVE)
        s = replace(s, rules=replace(s.rules, burn_per_mana=rate))
        p = s.player(T)
        figure = mana_burn(s.rules, p.mana, p.mana_max)
        after, events = play(s, cmd.EndTurn(T))
        burned = [e for e in events if isinstance(e, ev.ManaBurned)]
        assert [e.amount for e in burned] == [figure] == [3 * rate]
        assert after.player(T).hp == 20 - 3 * rate
        assert after.player(T).mana[:3] == (1, 0, 1)            # the excess drops even at rate 0
