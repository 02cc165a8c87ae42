"""What a seat can tell from the events it saw beyond what its PlayerView holds: an enemy known
to hold no element though its layers were never revealed."""

from __future__ import annotations

from collections.abc import Iterable

from engine.mage_battle import Side
from engine.mage_battle import events as ev


def known_elementless(events: Iterable[ev.Event], side: Side, battle: int) -> frozenset[int]:
    """Mages `side` knows to be elementless in `battle`, the current one (`events`: the match's
    so far): in battle 1 each mage holds exactly one element (R3) and nothing adds one during a
    battle, so a Resonance Cut there (whose removed layers are public, R24) leaves none."""
    if battle != 1:
        return frozenset()
    found: set[int] = set()
    for e in events:
        if isinstance(e, ev.BattleStarted):
            found.clear()
        elif isinstance(e, ev.LayersCut) and e.removed and ev.visible_to(e, side):
            found.add(e.mage)
    return frozenset(found)
