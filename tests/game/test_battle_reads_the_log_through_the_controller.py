"""Mage Battle's screens read the log through the match controller (`seat_events`,
`events_through`), never by reaching around it into the match: what a seat's screen reads is
then the seat's share by construction, as in Wizard Survive's and Ifrita Duel's screens."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

from engine.mage_battle import V0_6, Element, Job, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.position import MageSpec, position
from game.mage_battle import play

GAME = Path(__file__).resolve().parents[2] / "game" / "mage_battle"


def reaches_into_the_match(source: str) -> list[int]:
    """Lines where code (not a string or comment) reads `<something>.match.<field>`."""
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
              if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.STRING)]
    return [t.start[0] for a, t, b in zip(tokens, tokens[1:], tokens[2:])
            if a.string == "." and t.string == "match" and b.string == "."]


def test_no_mage_battle_screen_reaches_into_the_match() -> None:
    found = {str(p.relative_to(GAME)): lines for p in sorted(GAME.rglob("*.py"))
             if (lines := reaches_into_the_match(p.read_text(encoding="utf-8")))}
    assert not found, found


def test_the_check_sees_a_reach_through_a_string_free_line() -> None:
    assert reaches_into_the_match("n = len(self.controller.match.events)\n") == [1]
    assert reaches_into_the_match('key = "rules.match.title"  # c.match.x\n') == []


def test_seat_events_hold_only_what_the_seat_saw() -> None:
    t = V0_6.tables
    state = position([MageSpec(Side.TEAL, Job.O, t.parse("D07"), (Element.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, t.parse("D08"), (Element.ICE,))], battle=2, to_move=Side.TEAL)
    c = play.controller(state.seed, "beginner", start=state, ai_process=False)
    try:
        attack = next(x for x in c.legal(Side.TEAL) if isinstance(x, cmd.Attack))
        assert c.submit(attack)
        committed = [e for e in c.seat_events(Side.TEAL) if isinstance(e, ev.AttackElementCommitted)]
        assert committed and committed[0].side == Side.TEAL
        for other in (c.seat_events(Side.CRIMSON), c.seat_events(None)):
            assert not any(isinstance(e, ev.AttackElementCommitted) for e in other)
            assert any(isinstance(e, ev.AttackDeclared) for e in other)
        assert c.events_through(0) == len(c.batches[0].events) == c.events_through()
        assert c.seat_events(Side.TEAL, stop=1) == c.seat_events(Side.TEAL)[:1]
    finally:
        c.close()
