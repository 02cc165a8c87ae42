"""The event log in words, for one side: only events that side may see (R28)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.mage_battle import Side
from engine.mage_battle import events as ev
from engine.mage_battle.elements import Layers, Winner, distinct
from engine.mage_battle.names import Element
from engine.mage_battle.tables import Tables
from game.shell.i18n import tr


def _element(e: Element | None) -> str:
    return tr(f"element.{e.key}") if e is not None else tr("element.none")


def element_stack(e: Element | None, layers: Layers) -> str:
    """An element with its stack on a mage whose layers are `layers`: "Fire x2", or "Fire"."""
    n = layers.count(e) if e is not None else 0
    return tr("panel.stack", element=_element(e), n=n) if n > 1 else _element(e)


def stacks(layers: Layers) -> str:
    """Layers by element with their stacks, oldest first ("Fire x2 Water"); none: "no element"."""
    return " ".join(element_stack(e, layers) for e in distinct(layers)) or tr("element.none")


def describe(events: Iterable[ev.Event], side: Side | None, tables: Tables,
             label: Callable[[int], str]) -> list[str]:
    """`label(index)` names a mage (t1..c9, engine.mage_battle.state.mage_label); `side` None:
    only the events every side saw (a hot-seat screen between two people)."""
    lines: list[str] = []
    for e in events:
        if not (ev.visible_to(e, side) if side is not None else all(ev.visible_to(e, s) for s in Side)):
            continue
        line = _line(e, side, label, tables)
        if line:
            lines.append(line)
    return lines


def _side_name(s: Side) -> str:
    return tr(f"side.{s.key}")


def _line(e: ev.Event, side: Side | None, mage: Callable[[int], str], tables: Tables) -> str | None:
    side_name = _side_name
    if isinstance(e, ev.BattleStarted):
        return tr("log.battle_started", n=e.battle, side=side_name(e.first))
    if isinstance(e, ev.CardDealt):
        return tr("log.card_dealt", card=tr(f"card.{e.card.key}"))
    if isinstance(e, ev.MageMoved):
        return tr("log.moved", mage=mage(e.mage), src=tables.name(e.src), dst=tables.name(e.dst))
    if isinstance(e, ev.AttackDeclared):
        targets = " ".join(mage(t) for t in e.targets)
        return tr("log.declared", mage=mage(e.mage), targets=targets)
    if isinstance(e, ev.AttackElementCommitted):
        return tr("log.committed", mage=mage(e.mage), element=_element(e.element))
    if isinstance(e, ev.ResponsesCommitted):
        return tr("log.responses", choices=" ".join(f"{mage(t)}:{_element(c)}" for t, c in e.choices))
    if isinstance(e, ev.EngagementRevealed):
        # Each element with its stack on its mage, as the duel judges it ("c3 Fire x2").
        layers = dict(e.layers)
        attacked_with = element_stack(e.element, layers.get(e.attacker, ()))
        parts = [tr("log.revealed", mage=mage(e.attacker), element=attacked_with)]
        parts += [f"{mage(t)}:{element_stack(c, layers.get(t, ()))}" for t, c in e.choices]
        return " ".join(parts)
    if isinstance(e, ev.EngagementJudged):
        out = []
        for target, winner, amount in e.outcomes:
            key = {Winner.ATTACKER: "log.judged.attacker", Winner.DEFENDER: "log.judged.defender",
                   Winner.NOBODY: "log.judged.nobody"}[winner]
            out.append(tr(key, target=mage(target), n=amount))
        return " · ".join(out)
    if isinstance(e, ev.AttackBackfired):
        return tr("log.backfired", mage=mage(e.mage), n=e.recoil)
    if isinstance(e, ev.MageRemoved):
        return tr("log.removed", mage=mage(e.mage))
    if isinstance(e, ev.CardUsed):
        return tr("log.card", side=side_name(e.side), card=tr(f"card.{e.card.key}"), target=mage(e.target))
    if isinstance(e, ev.LayersCut):
        return tr("log.cut", mage=mage(e.mage), elements=stacks(e.removed))
    if isinstance(e, ev.MageMarked):
        return tr("log.marked", mage=mage(e.mage))
    if isinstance(e, ev.TurnEnded):
        return tr("log.turn_ended", side=side_name(e.side))
    if isinstance(e, ev.BattleEnded):
        return tr("log.battle_ended", n=e.battle, side=side_name(e.winner), reason=tr(f"reason.{e.reason.key}"))
    if isinstance(e, ev.ElementsGranted):
        return tr("log.granted")
    if isinstance(e, ev.MatchEnded):
        return tr("log.match_ended", side=side_name(e.winner), score=f"{e.score[0]}:{e.score[1]}")
    return None
