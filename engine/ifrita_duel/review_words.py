"""Ifrita Duel commands in a few English words for a review ("cast Flame Lance at
crimson's Ember Imp"), by the cards' English names. A command names a unit by its id
(`crimson-3`); the namer learns which card each id is from the views the reviewer is
handed (an id is never reused within a match, so what it learnt stays true)."""

from __future__ import annotations

from collections import Counter

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.names import SIDE_KEYS
from engine.ifrita_duel.rules import Rules
from engine.ifrita_duel.view import DuelView


class Namer:
    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.units: dict[str, tuple[str, str]] = {}      # unit id -> (its side, its card id)
        self.heroes: dict[int, str] = {}     # side -> hero ability id (public once both registered, D4)

    def learn(self, view: DuelView) -> None:
        for u in view.units:
            self.units[u.id] = (u.side.key, u.card)
        for p in view.players:
            if p.hero:
                self.heroes[int(p.side)] = p.hero

    def card(self, card_id: str) -> str:
        try:
            return self.rules.cards.card(card_id).en
        except KeyError:
            return card_id

    def target(self, target: str | None) -> str:
        if target is None:
            return ""
        if target in SIDE_KEYS:
            return f" at {target}"
        known = self.units.get(target)
        return f" at {known[0]}'s {self.card(known[1])}" if known is not None else f" at {target}"

    def unit(self, unit_id: str) -> str:
        known = self.units.get(unit_id)
        return self.card(known[1]) if known is not None else unit_id

    def words(self, command: cmd.Command) -> str:
        match command:
            case cmd.Cast(_, card, target, pay):
                paid = ""
                if pay:
                    counts = Counter(pay)
                    paid = " paying " + " and ".join(f"{k} {kind}" for kind, k in sorted(counts.items()))
                return f"cast {self.card(card)}{self.target(target)}{paid}"
            case cmd.Sacrifice(_, card, kind):
                return f"sacrifice {self.card(card)}" + (f" for {kind}" if kind else "")
            case cmd.UseHero(side, target):
                hero = self.heroes.get(int(side))
                name = self.rules.cards.hero(hero).en if hero else "the hero ability"
                return f"use {name}{self.target(target)}"
            case cmd.Attack(_, attackers):
                return "attack with " + ", ".join(self.unit(a) for a in attackers)
            case cmd.Block(_, attacker, blocker):
                if blocker is None:
                    return f"no block on {self.unit(attacker)}"
                return f"block {self.unit(attacker)} with {self.unit(blocker)}"
            case cmd.NextPhase():
                return "next phase"
            case cmd.EndTurn(_, discard):
                return "end turn" + (" discarding " + ", ".join(self.card(c) for c in discard) if discard else "")
            case cmd.Keep():
                return "keep the hand"
            case cmd.Mulligan():
                return "mulligan"
            case cmd.Register(_, _, hero):
                return f"register a deck with {hero}"
        return str(command)
