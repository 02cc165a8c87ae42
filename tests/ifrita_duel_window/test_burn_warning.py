"""The table's mana-burn warning says what the end phase will charge: the rules' own
figure (D14), so a draft that burns 2 per mana warns of twice the mana above max."""

from __future__ import annotations

from dataclasses import replace

from engine.ifrita_duel.view import view_of
from game.shell.i18n import tr
from tests.ifrita_duel.duel_helpers import state

ABOVE = '[teal]\nmana_max = { red = 1, green = 1 }\nmana = { red = 3, green = 2 }\n'    # 3 above max


def test_the_strip_warns_of_the_rules_burn_under_a_draft(window) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.board import Board
    from game.ifrita_duel.views.table_presenter import Marks

    s = state(ABOVE)
    for rate, warned in ((1, 3), (2, 6)):
        view = view_of(replace(s, rules=replace(s.rules, burn_per_mana=rate)), s.to_move)
        board = Board()
        board.sync(view, 0, Marks())
        words = [t.text for t in board.ui.texts]
        assert any(w.startswith(tr("id.burn", n=warned)) for w in words), (rate, words)
