"""What a run of events looks like on screen: a plan of animation steps, shared by live
play (one batch at a time, game/mage_battle/views/battle.py) and the replay viewer (any stretch of
the log, game/shell/viewer/screen.py).

Each step carries the views to draw before and after it, taken from `view_at`: in live
play a seat's PlayerView, so a step can never show more than that seat's `view_for`
holds; in the viewer whatever its perspective shows (a side's view, or everything).
Nothing here reads a state: the public facts a step needs (a mage's job, side and cell)
come from `board_at`, the PlayerView under what is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import arcade

from engine.mage_battle import Element, Side
from engine.mage_battle import events as ev
from engine.mage_battle.state import label_in
from engine.mage_battle.view import PlayerView
from game.mage_battle.board import Board
from game.mage_battle.log import stacks
from game.mage_battle.views.duel import Duel, Fighter
from game.shell.i18n import tr

# What a screen draws of a position: a seat's PlayerView (live play), or the viewer's Shown.
V = TypeVar("V")


@dataclass
class Step(Generic[V]):
    kind: str                  # card | move | declare | duel | settle | won | scroll
    duration: float
    before: V
    after: V
    data: dict[str, Any] = field(default_factory=dict)   # what the kind needs: cells, a duel, events
    t: float = 0.0


# A battle's end holds this long: the winner on the board, the shrine flaring, the score.
BEAT = 1.6


def plan_events(events: Sequence[ev.Event], view_at: Callable[[int], V], board_at: Callable[[int], PlayerView],
                speed: Callable[[float], float], label: Callable[[int], str],
                beat: Callable[[float], float] | None = None) -> tuple[list[Step[V]], int | None]:
    """The steps for `events`; `view_at(k)` / `board_at(k)` are what stood before `events[k]`
    (k = len(events): after them all). Also the next battle's number when one starts.
    `beat`: the battle-end beat's duration (default: `speed`'s)."""
    beat = beat or speed
    steps: list[Step[V]] = []
    revealed: tuple[ev.EngagementRevealed, PlayerView] | None = None
    removed: list[int] = []
    settle_from = 0
    next_battle = None
    mover: tuple[int, int] | None = None        # the last move's (mage, cell): a shrine win's winner

    def settle(k: int) -> None:
        # Removed mages fade together, from where they stood to the board after the last removal.
        # A kill holds its own beat with a banner, at the fast speed too (only "skip" skips
        # it): a mage that falls must never pass as a mere line of the log.
        if removed:
            steps.append(Step("settle", beat(0.9), view_at(settle_from), view_at(k), {
                "removed": list(removed), "title": tr("banner.fallen", mages=", ".join(map(label, removed))),
                "sub": ""}))
            removed.clear()

    for k, e in enumerate(events):
        if isinstance(e, ev.CardUsed):
            # What the card did goes on its banner; a cut (layers gone for good) holds a beat.
            effect = events[k + 1] if k + 1 < len(events) else None
            sub = f"{tr(f'side.{e.side.key}')} → {label(e.target)}"
            if isinstance(effect, ev.LayersCut):
                sub += " · " + tr("log.cut", mage=label(effect.mage), elements=stacks(effect.removed))
            elif isinstance(effect, ev.MageMarked):
                sub += " · " + tr("log.marked", mage=label(effect.mage))
            held = isinstance(effect, ev.LayersCut) and bool(effect.removed)
            steps.append(Step("card", beat(1.6) if held else speed(1.2), view_at(k), view_at(k + 1),
                              {"title": tr(f"card.{e.card.key}"), "sub": sub}))
        elif isinstance(e, ev.MageMoved):
            steps.append(Step("move", speed(0.22), view_at(k), view_at(k + 1),
                              {"mage": e.mage, "src": e.src, "dst": e.dst}))
            mover = (e.mage, e.dst)
        elif isinstance(e, ev.AttackDeclared):
            steps.append(Step("declare", speed(0.35), view_at(k), view_at(k + 1),
                              {"area": e.area, "targets": e.targets, "mage": e.mage,
                               "job": board_at(k).mages[e.mage].job}))
        elif isinstance(e, ev.EngagementRevealed):
            revealed = (e, board_at(k))
        elif isinstance(e, (ev.EngagementJudged, ev.AttackBackfired)) and revealed is not None:
            for duel in duels(revealed[0], revealed[1], e, label):
                steps.append(Step("duel", speed(2.6), view_at(k), view_at(k + 1), {"duel": duel}))
        elif isinstance(e, ev.MageRemoved):
            if not removed:
                settle_from = k
            removed.append(e.mage)
            settle_to = k + 1
        elif isinstance(e, ev.BattleEnded):
            if removed:
                settle(settle_to)
            started = next((j for j in range(k, len(events)) if isinstance(events[j], ev.BattleStarted)), None)
            nxt = events[started] if started is not None else None
            held = e.reason.key != "round_limit" or nxt is None
            if held:
                # Its own beat: a shrine or annihilation win, and the last battle however it ended.
                results = board_at(k + 1).results
                teal = sum(1 for r in results if r.winner == Side.TEAL)
                winner = mover if e.reason.key == "shrine" else None
                steps.append(Step("won", beat(BEAT), view_at(k + 1), view_at(k + 1), {
                    "ended": e, "next": nxt, "score": (teal, len(results) - teal),
                    "mage": winner[0] if winner else None, "cell": winner[1] if winner else None}))
            if nxt is not None:
                after = view_at(started + 1 if started is not None else len(events))
                steps.append(Step("scroll", speed(2.4), view_at(k + 1), after, {"ended": e, "next": nxt, "beat": held}))
            next_battle = nxt.battle if isinstance(nxt, ev.BattleStarted) else None
    if removed:
        settle(len(events))
    return steps, next_battle


def duels(revealed: ev.EngagementRevealed, board: PlayerView, outcome: ev.Event,
          label: Callable[[int], str]) -> list[Duel]:
    """One close-up per target; layers as the reveal made them public (R13), never hidden ones."""
    layers = dict(revealed.layers)
    choices = dict(revealed.choices)

    def fighter(i: int, choice: Element | None) -> Fighter:
        m = board.mages[i]
        cell = m.cell if m.cell is not None else 0
        return Fighter(i, label(i), m.side, m.job, tuple(layers.get(i, ())), choice, cell)

    attacker = fighter(revealed.attacker, revealed.element)
    if isinstance(outcome, ev.EngagementJudged):
        return [Duel(attacker, fighter(t, choices.get(t)), w, n) for t, w, n in outcome.outcomes]
    if revealed.choices and isinstance(outcome, ev.AttackBackfired):
        target = revealed.choices[0][0]
        return [Duel(attacker, fighter(target, choices.get(target)), None, outcome.recoil)]
    return []


def tween(step: Step[V], p: float, board: Board, world: arcade.Camera2D) -> None:
    """The picture at progress `p` (0..1) of `step`: the mover between its cells, the camera
    zooming to a duel and back, removed mages fading, the pan to the next battlefield."""
    space = board.space
    rest_x, rest_y = board.rest_position()
    if step.kind == "move":
        sx, sy = space.centre(step.data["src"])
        dx, dy = space.centre(step.data["dst"])
        board.place(step.data["mage"], round(sx + (dx - sx) * p), round(sy + (dy - sy) * p))
    elif step.kind == "duel":
        duel = step.data["duel"]
        ax, ay = space.centre(duel.attacker.cell)
        tx, ty = space.centre(duel.target.cell)
        z = min(1.0, p / 0.15) * (1 - min(1.0, max(0.0, (p - 0.88) / 0.12)))
        world.zoom = board.zoom * (1.0 + 1.5 * z)
        world.position = (rest_x + ((ax + tx) / 2 - rest_x) * z, rest_y + ((ay + ty) / 2 - rest_y) * z)
    elif step.kind == "settle":
        for i in step.data.get("fading", ()):
            board.fade(i, 1 - p)
    elif step.kind == "won":
        # The winning shrine flares: its marks pulse three times.
        glow = 0.5 + 0.5 * math.cos(p * 6 * math.pi)
        for sprite in board.marks:
            sprite.alpha = int(90 + 165 * glow)
    elif step.kind == "scroll":
        eased = p * p * (3 - 2 * p)
        world.position = (rest_x + space.width * eased, rest_y)


def plan(events: Sequence[ev.Event], views: Sequence[PlayerView],
         speed: Callable[[float], float]) -> tuple[list[Step[PlayerView]], int | None]:
    """Live play: the steps for one batch seen by a seat, from that seat's views before each
    event and after the last (`MatchController.seat_views`); a settle closes every plan, so
    the screen always ends on the batch's final view."""
    view_at = views.__getitem__
    # The fast speed shortens everything but a battle's end; only "skip" skips it.
    steps, next_battle = plan_events(events, view_at, view_at, speed, lambda i: label_in(views[-1].mages, i),
                                     beat=lambda s: s if speed(s) > 0 else 0.0)
    end = len(events)
    if not steps or steps[-1].kind not in ("settle", "won", "scroll"):
        steps.append(Step("settle", 0.0, view_at(end), view_at(end), {"removed": []}))
    return steps, next_battle
