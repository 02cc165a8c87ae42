"""What the battle screen shows of `game.mage_battle.foresight`: the threat view's marks, the
hovered attack's preview (a strip of the target's possible responses over it, each framed by
its outcome, and a line that counts them), and the words of an outcome. Pure, no arcade."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.mage_battle import Element
from engine.mage_battle.elements import Layers, distinct
from engine.mage_battle.names import Card
from engine.mage_battle.state import label_in
from engine.mage_battle.view import PlayerView
from game.mage_battle.foresight import CardPreview, Outcome, TargetPreview, Threat, Verdict, hp_after
from game.mage_battle.views.battle_presenter import Colour, Mark
from game.shell import palette as pal
from game.shell.i18n import tr

# From the attacker's side: green it hits, red it is countered.
VERDICT_COLOUR: dict[Verdict, Colour] = {
    Verdict.WIN: pal.GREEN, Verdict.LOSE: pal.CRIMSON_LIGHT, Verdict.NONE: pal.STONE, Verdict.CANCELLED: pal.VIOLET,
}
# The same outcomes from the defender's side: its counter is its win.
DEFENDER_COLOUR: dict[Verdict, Colour] = {
    Verdict.WIN: pal.CRIMSON_LIGHT, Verdict.LOSE: pal.GREEN, Verdict.NONE: pal.STONE, Verdict.CANCELLED: pal.VIOLET,
}


def threat_marks(threat: Threat) -> list[Mark]:
    """Filled where an enemy strikes from where it stands, striped where it must step first:
    stripes, since a faint crimson fill read as crimson's own zone."""
    return [Mark(tuple(sorted(threat.far)), pal.alpha(pal.CRIMSON_LIGHT, 150), hatch=True),
            Mark(tuple(sorted(threat.near)), pal.alpha(pal.CRIMSON_LIGHT, 130)),
            Mark(tuple(sorted(threat.near)), pal.alpha(pal.CRIMSON_DARK, 200), outline=True)]


# One pointed-at enemy's reach: gold, so it reads apart from the threat view's crimson of
# every enemy at once; the same shapes (fill: from where it stands, stripes: after a step).
REACH_NEAR, REACH_FAR, REACH_EDGE = pal.alpha(pal.GOLD, 95), pal.alpha(pal.GOLD, 170), pal.alpha(pal.GOLD_DARK, 220)


def reach_marks(near: frozenset[int], far: frozenset[int]) -> list[Mark]:
    """Where a hovered enemy could attack on its next turn (foresight.mage_reach)."""
    return [Mark(tuple(sorted(far)), REACH_FAR, hatch=True),
            Mark(tuple(sorted(near)), REACH_NEAR),
            Mark(tuple(sorted(near)), REACH_EDGE, outline=True)]


def reach_line(view: PlayerView, mage: int, near: frozenset[int], far: frozenset[int]) -> str:
    """The hover line's addition over an enemy: what its drawn reach means."""
    if not near and not far:
        return tr("reach.none")
    return tr("reach.legend", mage=label_in(view.mages, mage))


def threat_line(view: PlayerView, threat: Threat, cell: int) -> str:
    """The hover line's addition for a threatened cell: who could strike there."""
    by = threat.by.get(cell)
    if not by:
        return ""
    return tr("threat.by", mages=", ".join(label_in(view.mages, i) for i in by))


@dataclass(frozen=True, slots=True)
class StripEntry:
    element: Element | None
    colours: tuple[Colour, ...]      # one per possible outcome (two halves when it depends on a stack)


@dataclass(frozen=True, slots=True)
class Strip:
    """The responses a target may choose, drawn over its cell."""

    cell: int
    entries: tuple[StripEntry, ...]


def preview_strips(view: PlayerView, previews: Sequence[TargetPreview]) -> tuple[Strip, ...]:
    out = []
    for p in previews:
        cell = view.mages[p.target].cell
        if cell is None:
            continue
        entries = tuple(StripEntry(e, tuple(VERDICT_COLOUR[o.verdict] for o in outcomes)) for e, outcomes in p.rows)
        out.append(Strip(cell, entries))
    return tuple(out)


def preview_line(view: PlayerView, previews: Sequence[TargetPreview]) -> str:
    """Per target, how many of its possible responses the attack beats, loses to, or neither,
    then the numbers: the target's HP before and after a hit ("c1 2→1"), and what a counter
    would cost the attacker ("you take 1, 3→2")."""
    if len(previews) > 1:
        return _several(view, previews)
    parts = []
    for p in previews:
        name = label_in(view.mages, p.target)
        verdicts = [o for _, outcomes in p.rows for o in outcomes]
        cancelled = [o for o in verdicts if o.verdict == Verdict.CANCELLED]
        if cancelled:
            parts.append(tr("preview.cancelled", mage=name, n=cancelled[0].amount))
            continue
        if len(p.rows) == 1 and len(p.rows[0][1]) == 1:
            element = p.rows[0][0]
            what = f"{name}: {element_word(element)} → {outcome_words(p.rows[0][1][0])}"
        else:
            count = {v: sum(1 for _, outs in p.rows if any(o.verdict == v for o in outs)) for v in Verdict}
            what = tr("preview.line", mage=name, win=count[Verdict.WIN], lose=count[Verdict.LOSE],
                      none=count[Verdict.NONE])
        parts.append(" ".join([what, *preview_numbers(view, p)]))
    return " · ".join(parts)


def _several(view: PlayerView, previews: Sequence[TargetPreview]) -> str:
    """Several targets: the numbers only, to fit the line; one counter cost for the attacker,
    since of several counters only the largest applies (R17)."""
    parts = []
    for p in previews:
        after = p.target_after()
        name = label_in(view.mages, p.target)
        parts.append(tr("preview.hp", mage=name, before=p.target_hp, after="/".join(map(str, after))).strip("()")
                     if after else f"{name}: {tr('preview.none')}")
    counters = sorted({c for p in previews for c in p.counters()})
    if counters:
        hp = previews[0].attacker_hp
        parts.append(tr("preview.you_take", n="/".join(map(str, counters)), before=hp,
                        after=hp_after(hp, counters[-1])).strip("()"))
    return " · ".join(parts)


def preview_numbers(view: PlayerView, p: TargetPreview) -> list[str]:
    """The HP a preview can change, before and after: the target's on a hit, the attacker's
    on a counter (the largest it may take)."""
    out = []
    after = p.target_after()
    if after:
        out.append(tr("preview.hp", mage=label_in(view.mages, p.target), before=p.target_hp,
                      after="/".join(str(a) for a in after)))
    counters = p.counters()
    if counters:
        worst = counters[-1]
        out.append(tr("preview.you_take", n="/".join(str(c) for c in counters), before=p.attacker_hp,
                      after=hp_after(p.attacker_hp, worst)))
    return out


def element_word(e: Element | None) -> str:
    return tr(f"element.{e.key}") if e is not None else tr("element.none")


def outcome_words(o: Outcome) -> str:
    """An outcome from the attacker's side."""
    key = {Verdict.WIN: "preview.win", Verdict.LOSE: "preview.lose", Verdict.NONE: "preview.none",
           Verdict.CANCELLED: "preview.backflow"}[o.verdict]
    return tr(key, n=o.amount)


def defender_words(o: Outcome) -> str:
    """The same outcome from the defender's side."""
    key = {Verdict.WIN: "response.you_hit", Verdict.LOSE: "response.you_counter", Verdict.NONE: "response.nothing",
           Verdict.CANCELLED: "response.backflow"}[o.verdict]
    return tr(key, n=o.amount)


def stacks_words(layers: Layers) -> str:
    """Layers by element with their stacks, oldest first: "Fire x2 Water"; none: "no element"."""
    return " ".join(tr("panel.stack", element=element_word(e), n=layers.count(e)) if layers.count(e) > 1
                    else element_word(e) for e in distinct(layers)) or tr("element.none")


def card_line(view: PlayerView, p: CardPreview) -> str:
    """The hovered card target's preview in numbers, as far as the seat knows."""
    m = view.mages[p.target]
    name = label_in(view.mages, p.target)
    if p.card == Card.MANA_BACKFLOW:
        return tr("cardview.backflow", mage=name, n=p.recoil, before=m.hp, after=hp_after(m.hp, p.recoil))
    if len(p.cuts) == 1:
        removed, left = p.cuts[0]
        if not removed:
            return tr("cardview.cut.nothing", mage=name)
        return tr("cardview.cut.known", mage=name, removed=stacks_words(removed), left=stacks_words(left))
    if p.cuts:
        options = " / ".join(dict.fromkeys(stacks_words(r) for r, _ in p.cuts))
        return tr("cardview.cut.maybe", mage=name, options=options)
    if m.aura >= 2:     # the aura shows a stack: all but one of it goes
        return tr("cardview.cut.stack", mage=name, n=p.removes, aura=m.aura)
    return tr("cardview.cut.oldest", mage=name)


def card_strip(view: PlayerView, p: CardPreview) -> Strip | None:
    """The layers a known cut removes, over the target (violet: the card's colour)."""
    cell = view.mages[p.target].cell
    if cell is None or len(p.cuts) != 1 or not p.cuts[0][0]:
        return None
    return Strip(cell, tuple(StripEntry(e, (pal.VIOLET,)) for e in p.cuts[0][0]))
