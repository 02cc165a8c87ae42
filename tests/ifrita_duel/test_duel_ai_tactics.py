"""Positions the advanced AI must play right, around first strike and deathtouch where
peers' AIs are known to throw units away, and around lethal damage either way."""

from __future__ import annotations

from duel_helpers import C, T, play, state

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.ai.agents import DuelAgent
from engine.ifrita_duel.ai.combat import Fighter, fight
from engine.ifrita_duel.legal import legal_commands
from engine.ifrita_duel.names import Side
from engine.ifrita_duel.state import State
from engine.ifrita_duel.view import view_of


def position(*specs: str, crimson_moves: bool = False, teal: str = "", crimson: str = "") -> State:
    """A main1 position with units `id:side:card[:key=value,...]`; decks so nobody draws
    into fatigue within the search's horizon; extra lines for each side's table."""
    top = 'turn = 2\nto_move = "crimson"\n' if crimson_moves else ""
    deck = 'deck = ["clay_golem", "clay_golem", "clay_golem", "clay_golem"]\nmulligan = "kept"\n'
    return state(top + f"[teal]\n{deck}{teal}\n[crimson]\n{deck}hand = [\"clay_golem\"]\n{crimson}\n"
                 + units(*specs))


def units(*specs: str) -> str:
    out = []
    for spec in specs:
        ident, side, card, *rest = spec.split(":")
        extra = "".join(f"{kv.split('=')[0]} = {kv.split('=')[1]}\n" for kv in rest)
        out.append(f'[[unit]]\nid = "{ident}"\nside = "{side}"\ncard = "{card}"\n{extra}')
    return "".join(out)


def own_turn(s: State, side: Side, level: str = "advanced", seed: int = 1) -> tuple[State, list[cmd.Command]]:
    """`side` plays its turn (and any blocks asked of it) with the agent to its end;
    the other side's blocks, if asked, are made by an intermediate agent."""
    agent, other = DuelAgent(level, seed), DuelAgent("intermediate", seed + 1)
    chosen = []
    turn = s.turn
    while not s.over and s.turn == turn:
        actor = s.deciders()[0]
        c = (agent if actor == side else other).choose(view_of(s, actor), legal_commands(s, actor), [])
        if actor == side:
            chosen.append(c)
        s, _ = play(s, c)
    return s, chosen


def blocks_by(s: State, side: Side, level: str = "advanced") -> tuple[State, list[cmd.Block]]:
    """The defender `side` answers the declared attack with the agent."""
    agent = DuelAgent(level, 7)
    chosen = []
    while s.awaiting_blocks():
        c = agent.choose(view_of(s, side), legal_commands(s, side), [])
        assert isinstance(c, cmd.Block)
        chosen.append(c)
        s, _ = play(s, c)
    return s, chosen


def attacked_with(commands: list[cmd.Command]) -> set[str]:
    return {a for c in commands if isinstance(c, cmd.Attack) for a in c.attackers}


def test_fights_follow_first_strike_deathtouch_shield_and_trample() -> None:
    bear = Fighter("b", 3, 2, False, False, False, False, 5.0)
    charger = Fighter("c", 3, 3, False, True, False, False, 7.0)
    viper = Fighter("v", 1, 2, False, False, True, False, 4.0)
    squire = Fighter("s", 1, 2, True, False, False, False, 4.0)
    boar = Fighter("o", 5, 3, False, False, False, True, 8.0)
    assert fight(bear, charger) == fight(bear, charger).__class__(True, False, 0)     # dies before it strikes
    assert (fight(charger, bear).attacker_dies, fight(charger, bear).blocker_dies) == (False, True)
    assert (fight(viper, boar).attacker_dies, fight(viper, boar).blocker_dies) == (True, True)
    assert (fight(viper, squire).attacker_dies, fight(viper, squire).blocker_dies) == (False, False)
    assert fight(boar, bear).through == 3 and fight(boar, squire).through == 0
    assert fight(boar, None).through == 5


def test_advanced_does_not_attack_into_a_first_striker_that_kills_first() -> None:
    s = position("t1:teal:grove_bear", "c1:crimson:lava_charger")
    _, chosen = own_turn(s, T)
    assert "t1" not in attacked_with(chosen)


def test_advanced_does_not_block_a_first_striker_with_a_unit_it_kills_first() -> None:
    s = position("c1:crimson:lava_charger", "t1:teal:grove_bear", "t2:teal:dawn_sentinel", crimson_moves=True)
    s, _ = play(s, cmd.Attack(C, ("c1",)))
    after, blocks = blocks_by(s, T)
    assert blocks[0].blocker != "t1"
    assert after.unit("t1") is not None


def test_advanced_does_not_block_deathtouch_with_a_valuable_unit_when_it_need_not() -> None:
    s = position("c1:crimson:grave_viper", "t1:teal:thornback_boar", "t2:teal:lava_charger", crimson_moves=True)
    s, _ = play(s, cmd.Attack(C, ("c1",)))
    after, blocks = blocks_by(s, T)
    # The charger would kill the viper first and live: a block worth making. The boar, never.
    assert blocks[0].blocker in (None, "t2")
    assert after.unit("t1") is not None


def test_advanced_lets_a_deathtouch_attacker_through_rather_than_lose_its_army() -> None:
    s = position("c1:crimson:grave_viper", "t1:teal:thornback_boar", "t2:teal:clay_golem", crimson_moves=True)
    s, _ = play(s, cmd.Attack(C, ("c1",)))
    after, blocks = blocks_by(s, T)
    assert blocks[0].blocker is None and after.player(T).hp == 19


def test_advanced_blocks_to_survive_lethal() -> None:
    s = position("c1:crimson:grove_bear", "c2:crimson:ember_imp", "t1:teal:wandering_wisp", crimson_moves=True,
                 teal="hp = 4")
    s, _ = play(s, cmd.Attack(C, ("c1", "c2")))
    after, blocks = blocks_by(s, T)
    assert any(b.blocker == "t1" for b in blocks)
    assert not after.over and after.player(T).hp > 0


def test_advanced_attacks_for_lethal_through_a_blocker() -> None:
    s = position("t1:teal:grove_bear", "t2:teal:ember_imp", "t3:teal:wandering_wisp", "c1:crimson:dawn_sentinel",
                 teal="cooldown = 1", crimson="hp = 3")
    after, chosen = own_turn(s, T)
    assert attacked_with(chosen) == {"t1", "t2", "t3"}
    assert after.over and after.winner == T


def test_advanced_holds_back_when_the_swing_back_would_kill_it() -> None:
    # Teal at 5 faces two ready bears; its golem is the only thing between them and lethal.
    s = position("t1:teal:clay_golem", "c1:crimson:grove_bear", "c2:crimson:grove_bear", teal="hp = 5")
    after, chosen = own_turn(s, T)
    assert "t1" not in attacked_with(chosen)

