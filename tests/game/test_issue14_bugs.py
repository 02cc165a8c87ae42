"""Issue 14's twelve bugs, each by the number the issue gives it: a test that failed before
its fix. Window tests drive the real headless window as a player would."""

from __future__ import annotations

from engine import V0_6, Element, Job, Match, Side, apply, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.position import MageSpec, default_shrines, position

from game.shell.controller import Batch
from game.mage_battle.views.steps import plan, plan_events
from tests.game.driver import click_button, click_cell

T = V0_6.tables
SHRINES = default_shrines(V0_6)


def seen_by(start, events, side: Side) -> list:  # type: ignore[no-untyped-def]
    states = [start]
    for e in events:
        states.append(apply(states[-1], e))
    return [view_for(s, side) for s in states]


def shrine_win() -> tuple[Match, cmd.Move]:
    """Teal's sorcerer one step from crimson's first shrine, holding its element."""
    shrine = T.shrine_cells[Side.CRIMSON][0]
    mages = [MageSpec(Side.TEAL, Job.S, shrine - 1, (SHRINES[1][0],)),
             MageSpec(Side.CRIMSON, Job.S, T.parse("G08"), (Element.FIRE,))]
    return Match(0, start=position(mages)), cmd.Move(Side.TEAL, 0, shrine)


# ---- bug 7: no pan to a next battle that does not exist --------------------------------------

def test_bug7_the_last_battle_ends_without_a_pan_to_a_next_battle():
    match, move = shrine_win()
    before = match.state
    events = match.play(move)
    views = seen_by(before, events, Side.TEAL)
    live, nxt = plan(events, views, lambda s: s)
    viewer, _ = plan_events(events, views.__getitem__, views.__getitem__, lambda s: s, str)
    assert nxt is None
    for steps in (live, viewer):
        assert "scroll" not in [s.kind for s in steps]
        assert steps[-1].kind == "won" and steps[-1].data["next"] is None


# ---- bug 9: the winning move gets its beat, even at the fast speed ---------------------------

def test_bug9_a_winning_shrine_move_holds_its_beat_at_the_fast_speed(window):  # type: ignore[no-untyped-def]
    match, move = shrine_win()
    window.director.start_position(match.state, "beginner")
    window.frame()
    screen = window.current
    window.settings.speed = 2
    try:
        click_cell(window, screen.board, move.to - 1)
        click_cell(window, screen.board, move.to)
        shown = 0.0
        held_on_shrine = False
        while type(window.current).__name__ == "BattleScreen" and shown < 10:
            window.frame(1 / 30)
            shown += 1 / 30
            if screen.queue and screen.queue[0].kind == "won":
                sprite = screen.board.mage_sprites[0]
                held_on_shrine |= screen.board.geo.cell_at(sprite.center_x, sprite.center_y) == move.to
                assert screen.animation.banner.text.text        # the winner is named
    finally:
        window.settings.speed = 0
    assert type(window.current).__name__ == "ResultsScreen"
    assert held_on_shrine
    # The beat lasts as at the normal speed: not halved, not skipped.
    assert shown >= 1.5
