"""The result speaks from the person's side (Victory or Defeat against an AI, on which
turn and how), tells the match's story (first blood, the heaviest turn, the lead changing
hands, a burn, a deck running out, the final blow) and offers a rematch: the same
opponent, a new seed."""

from __future__ import annotations

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.game import GAME
from engine.ifrita_duel.names import Side
from game.ifrita_duel import play
from game.shell.controller import MatchController
from game.shell.i18n import tr
from tests.ifrita_duel.duel_helpers import state
from tests.ifrita_duel_window.driver import screen_name, settle

T, C = Side.TEAL, Side.CRIMSON


def test_the_story_names_the_turning_points_in_turn_order(window) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.views.result_story import story

    events = [
        ev.TurnStarted(T, 1), ev.UnitEntered(T, "t1", "grove_bear", False), ev.CardCast(T, "grove_bear", None, ()),
        ev.TurnStarted(C, 2), ev.HeroAbilityUsed(C, "ember", "teal"), ev.DamageDealt("ember", "teal", 2),
        ev.HeroAbilityUsed(C, "ember", "crimson"), ev.DamageDealt("ember", "crimson", 1),   # its own: no blow
        ev.TurnStarted(T, 3), ev.DamageDealt("t1", "crimson", 3), ev.DamageDealt("t1", "crimson", 4),
        ev.TurnStarted(C, 4), ev.ManaBurned(C, 2), ev.FatigueDamage(C, 1),
        ev.TurnStarted(T, 5), ev.DamageDealt("t1", "crimson", 11), ev.GameEnded(T, "hp"),
    ]
    told = story(events, 20)
    assert told.cast == (1, 0) and told.dealt == (18, 2)
    assert told.per_turn == ((0, 0), (0, 2), (7, 0), (0, 0), (11, 0))      # its own Ifrita's damage is no blow
    assert told.points == (
        tr("id.story.first", turn=2, side="Crimson", n=2),
        tr("id.story.lead", turn=3, side="Teal", hp=18, other=16),
        tr("id.story.burn", turn=4, side="Crimson", n=2),
        tr("id.story.fatigue", turn=4, side="Crimson", n=1),
        tr("id.story.blow", turn=5, side="Teal", n=11, other="Crimson"),
        tr("id.story.last", turn=5, source="Grove Bear", n=11),
    )


def test_a_win_against_an_ai_reads_victory_and_rematch_starts_anew(window) -> None:  # type: ignore[no-untyped-def]
    start = state('[crimson]\nhp = 2\n[[unit]]\nid = "t1"\nside = "teal"\ncard = "grove_bear"\n')
    c = MatchController(GAME, 5, play.players_for((None, "beginner")), start=start, ai_process=False)
    window.controller = c
    assert c.submit(cmd.Attack(T, ("t1",)))
    c.wait_for_ai()
    settle(window, 2)
    assert c.over
    window.director.results()
    screen = window.current
    assert screen.headline.text == tr("id.result.victory")
    assert screen.sub.text == tr("id.result.won_on", turn=c.view(0).turn, loser="Crimson", hp=0)
    assert screen.story.dealt[0] >= 2 and screen.story.points      # the final blow at least
    window.director.opponent = None          # the rematch takes the finished match's opponent back
    window.press_key(ord("r"))
    settle(window, 1)
    assert window.controller is not c and window.controller.opponent == "beginner"
    assert screen_name(window) == "TableScreen"
    assert not [x for x in window.controller.match.commands if x.side == T], "teal registers its deck anew"
