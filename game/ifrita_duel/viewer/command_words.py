"""Ifrita Duel commands in the reader's language, for a review's played and better
moves (the words are in the game's strings, `id.cw.*`): card and ability names from
the catalog, a unit named by its card. A command
names a unit by its id; which card an id is comes from the match's public entries
(a unit entering play is seen by both), so wording a seat's own decision tells nothing
it did not know."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import events as ev
from engine.ifrita_duel.names import SIDE_KEYS
from game.ifrita_duel.text import card_name, hero_name, side_name
from game.shell.i18n import tr


class CommandWords:
    def __init__(self, events: Iterable[Any]) -> None:
        self.units: dict[str, str] = {}          # unit id -> its card id
        self.heroes: dict[int, str] = {}         # side -> its hero ability (public once shown)
        for e in events:
            if isinstance(e, ev.UnitEntered):
                self.units[e.unit] = e.card
            elif isinstance(e, ev.AbilitiesShown):
                self.heroes = dict(enumerate(e.heroes))

    def unit(self, unit_id: str) -> str:
        card = self.units.get(unit_id)
        return card_name(card) if card is not None else unit_id

    def target(self, target: str | None) -> str:
        if target is None:
            return ""
        named = side_name(SIDE_KEYS.index(target)) if target in SIDE_KEYS else self.unit(target)
        return tr("id.cw.at", target=named)

    def __call__(self, command: Any) -> str:
        match command:
            case cmd.Cast(_, card, target, pay):
                counts = Counter(pay)
                mana = " ".join(f"{tr(f'id.mana.{kind}')}{k}" for kind, k in sorted(counts.items()))
                return tr("id.cw.cast", card=card_name(card), target=self.target(target),
                          paid=tr("id.cw.paying", mana=mana) if pay else "")
            case cmd.Sacrifice(_, card, kind):
                return tr("id.cw.sacrifice_for", card=card_name(card), kind=tr(f"id.mana.{kind}")) if kind \
                    else tr("id.cw.sacrifice", card=card_name(card))
            case cmd.UseHero(side, target):
                return tr("id.cw.hero", hero=hero_name(self.heroes.get(int(side), "")), target=self.target(target))
            case cmd.Attack(_, attackers):
                return tr("id.cw.attack", units=", ".join(self.unit(a) for a in attackers))
            case cmd.Block(_, attacker, blocker):
                if blocker is None:
                    return tr("id.cw.no_block", attacker=self.unit(attacker))
                return tr("id.cw.block", attacker=self.unit(attacker), blocker=self.unit(blocker))
            case cmd.NextPhase():
                return tr("id.cw.next_phase")
            case cmd.EndTurn(_, discard):
                return tr("id.cw.end_turn_discard", cards=", ".join(card_name(c) for c in discard)) if discard \
                    else tr("id.cw.end_turn")
            case cmd.Keep():
                return tr("id.cw.keep")
            case cmd.Mulligan():
                return tr("id.cw.mulligan")
            case cmd.Register():
                return tr("id.cw.register")
        return str(command)
