"""The animation plan of a batch: which steps, from which views (no window needed)."""

from __future__ import annotations

from engine.mage_battle import V0_6, Element, Job, Match, Side, apply, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.elements import Winner
from engine.mage_battle.position import MageSpec, position
from game.mage_battle.views.steps import plan
from game.shell.controller import Batch

T = V0_6.tables


def batch_of(match: Match, command) -> tuple[Batch, object]:  # type: ignore[no-untyped-def]
    last = match.state
    events = match.play(command)
    return Batch(len(match.commands) - 1, command, events), last


def seen_by(last, events, side: Side) -> list:  # type: ignore[no-untyped-def]
    """What `side` saw before each event and after the last (MatchController.seat_views)."""
    states = [last]
    for e in events:
        states.append(apply(states[-1], e))
    return [view_for(s, side) for s in states]


def start(mages, **kw) -> Match:  # type: ignore[no-untyped-def]
    return Match(0, start=position(mages, **kw))


def test_a_move_tweens_then_settles():
    m = start([MageSpec(Side.TEAL, Job.S, T.parse("C04"), (Element.FIRE,)),
               MageSpec(Side.CRIMSON, Job.S, T.parse("C12"), (Element.WATER,))])
    batch, last = batch_of(m, cmd.Move(Side.TEAL, 0, T.parse("C05")))
    steps, nxt = plan(batch.events, seen_by(last, batch.events, Side.TEAL), lambda s: s)
    assert [s.kind for s in steps] == ["move", "settle"] and nxt is None
    assert steps[0].data == {"mage": 0, "src": T.parse("C04"), "dst": T.parse("C05")}


def test_r13_the_duel_shows_only_revealed_layers_and_the_last_battle_ends_on_its_beat():
    m = start([MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE, Element.ICE)),
               MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL,))])
    attack = next(c for c in m.legal(Side.TEAL) if isinstance(c, cmd.Attack) and c.element == Element.FIRE)
    batch, last = batch_of(m, attack)
    steps, nxt = plan(batch.events, seen_by(last, batch.events, Side.CRIMSON), lambda s: s)
    kinds = [s.kind for s in steps]
    assert kinds[:2] == ["declare", "duel"] and kinds[-2:] == ["settle", "won"]
    duel = steps[1].data["duel"]
    assert duel.attacker.layers == (Element.FIRE, Element.ICE) and duel.attacker.choice == Element.FIRE
    assert duel.target.layers == (Element.METAL,) and duel.winner == Winner.ATTACKER
    # Every view in the plan belongs to the seat it was planned for.
    assert all(s.before.side == Side.CRIMSON and s.after.side == Side.CRIMSON for s in steps)
    assert nxt is None   # a one-battle position: the match ends with it


def test_the_viewer_plans_the_same_steps_from_the_everything_perspective():
    # One planner for both screens: the viewer passes its own views ("all" here, which
    # marks the secrets of both sides) and gets the live plan's steps, without its closing settle.
    from game.mage_battle.viewer.model import Shown, all_seeing
    from game.mage_battle.views.steps import plan_events

    m = start([MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE, Element.ICE)),
               MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL,), hp=1),
               MageSpec(Side.CRIMSON, Job.S, T.parse("B13"), (Element.WOOD,))])
    attack = next(c for c in m.legal(Side.TEAL) if isinstance(c, cmd.Attack) and c.element == Element.FIRE)
    batch, last = batch_of(m, attack)
    states = [last]
    for e in batch.events:
        states.append(apply(states[-1], e))
    steps, nxt = plan_events(batch.events, lambda k: all_seeing(states[k]), lambda k: all_seeing(states[k]).view,
                             lambda s: s, str)
    live, _ = plan(batch.events, seen_by(last, batch.events, Side.TEAL), lambda s: s)
    assert [s.kind for s in steps] == [s.kind for s in live] == ["declare", "duel", "settle"]
    assert all(isinstance(s.before, Shown) and isinstance(s.after, Shown) for s in steps)
    settle = steps[-1]
    assert settle.data["removed"] == [1] and settle.before.view.mages[1].cell == T.parse("D08")
    assert settle.after.view.mages[1].cell is None and nxt is None
