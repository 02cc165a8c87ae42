"""Following the enemy's turn: after the AI's turn a recap of it (moves, attacks, cards,
kills, cuts) is shown and can be reopened (L, or its button); a kill or a Resonance Cut holds
a beat with a banner even at the fast speed; and battle 2's first AI turn plays after the
new-elements screen, not before it."""

from __future__ import annotations

from dataclasses import replace

import arcade
import pytest

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Winner
from engine.mage_battle.names import Card, WinReason
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.view import view_for
from game.mage_battle.recap import recap
from game.mage_battle.views.layers import LayersScreen
from game.mage_battle.views.steps import plan
from tests.game.driver import centre_of, click_button, settle

T = V0_6.tables
E = Element
c = T.parse


@pytest.fixture(autouse=True)
def english():  # type: ignore[no-untyped-def]
    from game.shell.i18n import language

    language().set("en")
    yield


def label(i: int) -> str:
    return ("t1", "t2", "c1", "c2")[i]


def test_the_recap_tells_the_enemys_last_turn_and_only_that() -> None:
    events = [
        ev.BattleStarted(2, Side.TEAL),
        ev.MageMoved(0, c("D04"), c("D05")),                 # teal's own turn: not recapped
        ev.TurnEnded(Side.TEAL),
        ev.MageMoved(2, c("D10"), c("D09")),
        ev.MageMoved(2, c("D09"), c("D08")),                 # one walk, one line
        ev.AttackDeclared(2, (c("D07"),), (1,)),
        ev.EngagementRevealed(2, E.FIRE, ((1, E.ICE),), ((2, (E.FIRE, E.FIRE)), (1, (E.ICE,)))),
        ev.EngagementJudged(2, ((1, Winner.ATTACKER, 2),)),
        ev.MageDamaged(1, 2),
        ev.MageRemoved(1),
        ev.CardUsed(Side.CRIMSON, Card.RESONANCE_CUT, 0),
        ev.LayersCut(0, (E.WATER,)),
        ev.TurnEnded(Side.CRIMSON),
    ]
    told = recap(events, Side.CRIMSON, T, label)
    assert told is not None and told.end == len(events) and told.battle == 2
    texts = [line.text for line in told.lines]
    assert texts == ["c1 moved D10→D09→D08", "c1 attacked with Fire x2: t2 hit -2", "t2 fell",
                     "Resonance Cut on t1", "t1 lost Water (Resonance Cut)"]
    assert [line.big for line in told.lines] == [False, False, True, False, True]
    assert recap(events[:3], Side.CRIMSON, T, label) is None     # crimson has not played yet


def test_a_battle_won_during_the_turn_ends_its_recap() -> None:
    events = [ev.BattleStarted(1, Side.CRIMSON), ev.MageMoved(2, c("D11"), c("D13")),
              ev.BattleEnded(1, Side.CRIMSON, WinReason.SHRINE)]
    told = recap(events, Side.CRIMSON, T, label)
    assert told is not None and told.lines[-1].big and "Crimson wins" in told.lines[-1].text


def test_a_kill_and_a_cut_hold_a_beat_at_the_fast_speed() -> None:
    state = position([MageSpec(Side.TEAL, Job.O, c("D07"), (E.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, c("D08"), (E.ICE,))], battle=2, to_move=Side.TEAL)
    view = view_for(state, Side.TEAL)
    fast = lambda s: s / 2      # noqa: E731 - the settings' fast speed
    steps, _ = plan([ev.MageRemoved(1)], [view, view], fast)
    fell = next(s for s in steps if s.kind == "settle" and s.data["removed"])
    assert fell.duration >= 0.9 and "c1" in fell.data["title"]
    steps, _ = plan([ev.CardUsed(Side.TEAL, Card.RESONANCE_CUT, 1), ev.LayersCut(1, (E.ICE,))],
                    [view, view, view], fast)
    card = steps[0]
    assert card.kind == "card" and card.duration >= 1.6 and "Ice" in card.data["sub"]
    # "Skip animations" still skips them.
    steps, _ = plan([ev.MageRemoved(1)], [view, view], lambda s: 0.0)
    assert all(s.duration == 0 for s in steps)


class Cutter:
    """Crimson: plays its Resonance Cut, steps once, ends its turn."""

    level = "scripted"
    mood = None

    def choose(self, view, legal, seen):  # type: ignore[no-untyped-def]
        card = next((x for x in legal if isinstance(x, cmd.UseCard)), None)
        move = next((x for x in legal if isinstance(x, cmd.Move)), None)
        return card or move or legal[-1]


def test_the_ais_turn_is_recapped_then_reopened_by_key_and_button(window) -> None:  # type: ignore[no-untyped-def]
    state = position([MageSpec(Side.TEAL, Job.S, c("D05"), (E.FIRE, E.FIRE)),
                      MageSpec(Side.CRIMSON, Job.O, c("D09"), (E.ICE,))],
                     battle=2, to_move=Side.TEAL, cards=(None, Card.RESONANCE_CUT))
    window.director.start_position(state, "beginner", agents={Side.CRIMSON: Cutter()})
    settle(window, 2)
    screen = window.current
    assert screen.recap_box is None
    screen.play(cmd.EndTurn(Side.TEAL))
    for _ in range(10):
        settle(window, 1)
    assert screen.my_turn()
    box = screen.recap_box
    assert box is not None, "the AI's turn passed without a recap"
    texts = [t.text for t in box.texts]
    assert any("Resonance Cut on t1" in t for t in texts) and any("t1 lost Fire" in t for t in texts)
    assert any(t.startswith("c1 moved") for t in texts)
    window.press_key(arcade.key.L)
    assert screen.recap_box is None
    settle(window, 2)
    assert screen.recap_box is None, "a closed recap opened again by itself"
    window.press_key(arcade.key.L)
    assert screen.recap_box is not None
    window.click_native(*centre_of(screen.recap_box.close))
    assert screen.recap_box is None
    click_button(window, screen.layout.recap)
    assert screen.recap_box is not None
    window.director.end_match()


def test_battle_twos_first_ai_turn_plays_after_the_new_elements_screen(window) -> None:  # type: ignore[no-untyped-def]
    # Teal's sorcerer steps onto crimson's fire shrine at B15 holding fire: battle 1 is won,
    # and crimson (the loser) opens battle 2 with its AI's turn.
    from engine.mage_battle.position import default_shrines

    shrines = default_shrines(V0_6)
    state = position([MageSpec(Side.TEAL, Job.S, c("B14"), (shrines[1][0],)),
                      MageSpec(Side.CRIMSON, Job.S, c("F13"), (E.WOOD,))], battle=1, to_move=Side.TEAL, seed=5)
    state = replace(state, last_battle=3)       # a built battle 1 that a battle 2 follows
    window.director.start_position(state, "beginner", agents={Side.CRIMSON: Cutter()})
    settle(window, 2)
    screen = window.current
    move = next(x for x in screen.legal() if isinstance(x, cmd.Move) and x.to == T.shrine_cells[Side.CRIMSON][0])
    screen.play(move)
    seen_layers = False
    for _ in range(40):
        settle(window, 1)
        if isinstance(window.current, LayersScreen):
            seen_layers = True
            # Nothing of battle 2 has played on the battle screen yet.
            assert not any(b.command.side == Side.CRIMSON for b in window.controller.batches[:screen.consumed])
            assert len(window.controller.batches) > screen.consumed     # the AI has played; it waits
            window.current.proceed()
        elif seen_layers and screen.my_turn():
            break
    assert seen_layers
    assert screen.shown.battle == 2 and screen.consumed == len(window.controller.batches)
    window.director.end_match()
