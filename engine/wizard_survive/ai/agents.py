"""The rule-based AI levels (W27, W28, W30). Each decides from its seat's view and the
events its seat has seen, with its own seeded stream (W31); `advanced.py` is W29."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.wizard_survive import events as ev
from engine.wizard_survive.commands import Commit
from engine.wizard_survive.names import LEVELS, Card
from engine.wizard_survive.view import WizardView

MOODS = ("reckless", "timid", "hoarder", "grudge")
INTERMEDIATE_NOISE = 0.1      # W28's "small share" of uniformly random choices


def _pick(legal: Sequence[Commit], card: Card, targets: tuple[int, ...]) -> Commit:
    """`card` on `targets` when legal, else that card on legal targets; a draft can make
    even the fallback card unaffordable (mana recovery that costs mana, W32): then the
    cheapest legal card, so a rule-based level is never illegal and never stuck."""
    wanted = Commit(legal[0].seat, card, tuple(sorted(targets)))
    if wanted in legal:
        return wanted
    same = [c for c in legal if c.card is card]
    if same:
        return same[0]
    for fallback in (Card.MANA_RECOVERY, Card.TELEPORT, *Card):
        same = [c for c in legal if c.card is fallback]
        if same:
            return same[0]
    return legal[0]


def _can_attack(view: WizardView, seat: int) -> bool:
    """Could `seat` pay for an attack that a teleport would stop (W14)?"""
    mana = view.wizards[seat].mana
    return any(view.rules.cost(c) <= mana for c in view.rules.teleport_cancels if c is not Card.METEOR)


class _RuledAgent:
    """An agent that follows its ruling's rules with its own seeded stream; no mood, and
    nothing in mind to note."""

    level = ""
    mood = None

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def note(self) -> None:
        return None


class BeginnerAgent(_RuledAgent):
    """W27: a uniformly random affordable card, then uniformly random legal targets;
    lightning on two targets half the time when it can."""

    level = "beginner"

    def choose(self, view: WizardView, legal: Sequence[Commit], seen: Sequence[Any]) -> Commit:
        cards = sorted({c.card for c in legal}, key=lambda c: c.value)
        card = self._rng.choice(cards)
        options = [c for c in legal if c.card is card]
        if card is Card.LIGHTNING:
            pairs = [c for c in options if len(c.targets) == 2]
            if pairs and self._rng.random() < 0.5:
                return self._rng.choice(pairs)
            options = [c for c in options if len(c.targets) == 1]
        return self._rng.choice(options)


def _by_weakness(view: WizardView) -> list[int]:
    """Opponents in, the fewest lives first, then the most souls, then the most mana (W28)."""
    return sorted(view.others_in(), key=lambda s: (view.wizards[s].lives, -view.wizards[s].souls,
                                                   -view.wizards[s].mana, s))


class IntermediateAgent(_RuledAgent):
    """W28: the first rule that applies, on the public state; a small share of random."""

    level = "intermediate"

    def choose(self, view: WizardView, legal: Sequence[Commit], seen: Sequence[Any]) -> Commit:
        if self._rng.random() < INTERMEDIATE_NOISE:
            return self._rng.choice(list(legal))
        assert view.seat is not None
        me, rules, foes = view.wizards[view.seat], view.rules, _by_weakness(view)
        afford = {c.card for c in legal}
        if Card.METEOR in afford and not any(rules.cost(Card.METEOR) <= view.wizards[s].mana for s in foes):
            return _pick(legal, Card.METEOR, (foes[0],))
        if me.lives == 1 and Card.TELEPORT in afford and any(_can_attack(view, s) for s in foes):
            return _pick(legal, Card.TELEPORT, (foes[0],))
        if Card.LIGHTNING in afford and len(foes) >= 2 and rules.lightning_targets >= 2:
            return _pick(legal, Card.LIGHTNING, tuple(foes[:2]))
        if Card.FIREBALL in afford:
            return _pick(legal, Card.FIREBALL, (foes[0],))
        return _pick(legal, Card.MANA_RECOVERY, (foes[0],))


def last_attacker(seen: Sequence[Any], seat: int) -> int | None:
    """The latest player whose revealed attack named `seat` (the grudge mood's target)."""
    for e in reversed(seen):
        if isinstance(e, ev.StepRevealed):
            hit = [s for s, card, targets in zip(e.seats, e.cards, e.targets)
                   if card in (Card.FIREBALL, Card.LIGHTNING) and seat in targets]
            if hit:
                return hit[0]
        if isinstance(e, ev.RoundStarted):
            return None
    return None


class WhimsicalAgent:
    """W30: a mood drawn at each round's start from its own stream, kept for the round
    (`mood`, shown in the window)."""

    level = "whimsical"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self._round: int | None = None
        self.mood: str | None = None

    def note(self) -> list[Any] | None:
        return None if self.mood is None else ["mood", self.mood]

    def choose(self, view: WizardView, legal: Sequence[Commit], seen: Sequence[Any]) -> Commit:
        if view.round != self._round:
            self._round, self.mood = view.round, self._rng.choice(MOODS)
        assert view.seat is not None
        foes = list(view.others_in())
        afford = {c.card for c in legal}
        anyone = self._rng.choice(foes)
        attack = next((c for c in (Card.METEOR, Card.LIGHTNING, Card.FIREBALL) if c in afford), None)
        if self.mood == "reckless" and attack is not None:
            return _pick(legal, attack, (anyone,))
        if self.mood == "timid":
            threatened = any(_can_attack(view, s) for s in foes)
            return _pick(legal, Card.TELEPORT if threatened else Card.MANA_RECOVERY, (anyone,))
        if self.mood == "hoarder":
            if view.wizards[view.seat].mana < view.rules.mana_cap or Card.METEOR not in afford:
                return _pick(legal, Card.MANA_RECOVERY, (anyone,))
            return _pick(legal, Card.METEOR, (anyone,))
        aimed = next((c for c in (Card.FIREBALL, Card.LIGHTNING) if c in afford), None)
        if self.mood == "grudge" and aimed is not None:
            foe = last_attacker(seen, view.seat)
            return _pick(legal, aimed, (foe if foe in foes else anyone,))
        return _pick(legal, Card.MANA_RECOVERY, (anyone,))


def make_agent(level: str, seed: int) -> Any:
    if level == "advanced":
        from engine.wizard_survive.ai.advanced import AdvancedAgent

        return AdvancedAgent(seed)
    makers = {"beginner": BeginnerAgent, "intermediate": IntermediateAgent, "whimsical": WhimsicalAgent}
    if level not in makers:
        raise ValueError(f"unknown Wizard Survive level {level!r} (expected {', '.join(LEVELS)})")
    return makers[level](seed)
