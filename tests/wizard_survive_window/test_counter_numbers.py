"""Numbers stand beside the table's markers: each wizard's lives, mana against the cap and
souls against the goal, and the round and step against their limits, all read from the
seat's view and its rule set."""

from __future__ import annotations

from typing import Any

from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import Card
from engine.wizard_survive.view import WizardView
from tests.wizard_survive_window.driver import commit_by_clicks, settle


class Fireballer:
    level = "scripted"
    mood = None

    def choose(self, view: WizardView, legal: Any, seen: Any) -> Commit:
        return next((c for c in legal if c.card is Card.FIREBALL and c.targets == (0,)), legal[0])


def test_each_wizard_s_counters_and_the_round_are_written_as_numbers(window) -> None:  # type: ignore[no-untyped-def]
    from game.wizard_survive import play

    window.controller = play.controller(3, [None, "beginner", "beginner"], agents={1: Fireballer(), 2: Fireballer()},
                                        ai_process=False)
    window.director.table()
    settle(window, 3)
    screen = window.current
    pane = screen.pane
    assert screen.round_label.text == "Round 1/30 · step 1/20"
    assert [t.text for t in pane.lives_counts] == ["2", "2", "2"]
    assert [t.text for t in pane.mana_counts] == ["1/5", "1/5", "1/5"]
    assert [t.text for t in pane.extra_souls] == ["0/5", "0/5", "0/5"]
    commit_by_clicks(window, next(c for c in window.controller.legal(0) if c.card is Card.TELEPORT))
    settle(window, 3)
    # Both fireballs at red were dodged and paid for.
    assert screen.round_label.text == "Round 1/30 · step 2/20"
    assert [t.text for t in pane.lives_counts] == ["2", "2", "2"]
    assert [t.text for t in pane.mana_counts] == ["1/5", "0/5", "0/5"]
    # Every number is the view's, against the view's rule set.
    view = screen.shown
    for seat, w in enumerate(view.wizards):
        assert pane.mana_counts[seat].text == f"{w.mana}/{view.rules.mana_cap}"
        assert pane.extra_souls[seat].text == f"{w.souls}/{view.rules.souls_to_win}"
    for labels in (pane.lives_counts, pane.mana_counts, pane.extra_souls):
        assert all(t.visible for t in labels)
