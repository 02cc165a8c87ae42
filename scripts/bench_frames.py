"""Frame times of the battle screen and of a duel close-up at 1280x720, headless, while the
advanced AI thinks on its worker thread.

    .venv/bin/python scripts/bench_frames.py [--frames 300]

A frame is what the event loop does each tick: dispatch input, update (poll the AI,
animate), draw the native canvas and scale it to the window, and wait for the GPU
(`ctx.finish()`, so Mesa's software renderer is really counted).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("EMB_DATA_DIR", str(ROOT / "out" / "bench" / "data"))
sys.path.insert(0, str(ROOT))

from engine.mage_battle import V0_6, Element, Job, Phase, Side  # noqa: E402
from engine.mage_battle import commands as cmd  # noqa: E402
from engine.mage_battle.position import MageSpec, position  # noqa: E402


def army() -> list[MageSpec]:
    t = V0_6.tables.parse
    E = Element
    teal = [("C04", Job.S, (E.FIRE, E.FIRE)), ("D06", Job.P, (E.WATER, E.LIGHT)), ("D07", Job.O, (E.ICE, E.EARTH)),
            ("F03", Job.S, (E.WOOD,)), ("B02", Job.O, (E.DARK, E.DARK)), ("E02", Job.P, (E.METAL,)),
            ("C02", Job.S, (E.ELECTRIC,)), ("F05", Job.O, (E.LIGHT, E.FIRE)), ("B05", Job.P, (E.WATER,))]
    crimson = [("D08", Job.O, (E.METAL, E.WATER)), ("C12", Job.S, (E.ELECTRIC, E.ELECTRIC)), ("E11", Job.P, (E.FIRE,)),
               ("B13", Job.P, (E.LIGHT, E.LIGHT)), ("D13", Job.S, (E.ICE,)), ("F12", Job.O, (E.WOOD, E.DARK)),
               ("C14", Job.O, (E.EARTH,)), ("E14", Job.S, (E.WATER, E.FIRE)), ("B11", Job.P, (E.DARK,))]
    return ([MageSpec(Side.TEAL, j, t(c), layers) for c, j, layers in teal]
            + [MageSpec(Side.CRIMSON, j, t(c), layers) for c, j, layers in crimson])


CPU: list[float] = []


def timed_frame(window) -> float:  # type: ignore[no-untyped-def]
    """Wall time of one frame; the window process's CPU time (all its threads, Mesa's too)
    goes to CPU, which other jobs on a busy machine disturb less."""
    start, cpu = time.perf_counter(), time.process_time()
    window.dispatch_events()
    window.on_update(1 / 60)
    window.on_draw()
    window.ctx.finish()
    CPU.append(time.process_time() - cpu)
    return time.perf_counter() - start


def _p99(ms: list[float]) -> float:
    return ms[min(len(ms) - 1, int(round(0.99 * (len(ms) - 1))))]


def summary(name: str, samples: list[float], cpu: list[float], thinking: int) -> str:
    ms = sorted(s * 1000 for s in samples)
    cms = sorted(s * 1000 for s in cpu)
    return (f"{name:<16} frames {len(ms):4d}  median {statistics.median(ms):6.2f} ms  p99 {_p99(ms):6.2f} ms  "
            f"max {ms[-1]:6.2f} ms  | CPU median {statistics.median(cms):6.2f} ms  p99 {_p99(cms):6.2f} ms  "
            f"(AI thinking during {thinking} of them)")


def bench(frames: int) -> list[str]:
    from game.mage_battle.director import MageDirector
    from game.shell.app import GameWindow

    window = GameWindow(lang="ko")
    director = window.director = MageDirector(window)
    window.settings.speed = 1
    for _ in range(5):
        timed_frame(window)

    # Battle screen: crimson (advanced) to move; whenever teal is to move it ends its turn at once,
    # so the AI is almost always thinking while the screen draws and animates.
    state = position(army(), battle=3, to_move=Side.CRIMSON, seed=9)
    director.start_position(state, "advanced")
    controller = window.controller
    battle, battle_cpu, thinking = [], [], 0
    while len(battle) < frames and not controller.over:
        s = controller.match.state
        if s.phase == Phase.ACTION and s.to_move == Side.TEAL and not window.current.queue:
            controller.submit(cmd.EndTurn(Side.TEAL))
        elif s.phase == Phase.RESPONSE and s.to_move.other == Side.TEAL:
            screen = window.current
            if screen.response_ui is not None:
                screen.confirm_response()
        thinking += controller.thinking
        battle.append(timed_frame(window))
        battle_cpu.append(CPU[-1])

    # Duel close-up: teal's mystic attacks; the duel animates while crimson's AI thinks.
    duel, duel_cpu, duel_thinking = [], [], 0
    while len(duel) < frames:
        # One AP left: the attack ends teal's turn, so crimson's AI thinks while the duel plays.
        state = position(army(), battle=3, to_move=Side.TEAL, ap=1, seed=len(duel))
        director.start_position(state, "advanced")
        controller = window.controller
        timed_frame(window)
        attack = next(c for c in controller.legal(Side.TEAL)
                      if isinstance(c, cmd.Attack) and c.mage == 2 and c.element == Element.EARTH)
        controller.submit(attack)
        screen = window.current
        # The defender's AI answers first (R13), then the duel plays while the AI thinks its turn.
        for _ in range(2000):
            if screen.queue and screen.queue[0].kind == "duel":
                break
            timed_frame(window)
        while len(duel) < frames and screen.queue:
            if screen.queue[0].kind != "duel":
                timed_frame(window)
                continue
            duel_thinking += controller.thinking
            duel.append(timed_frame(window))
            duel_cpu.append(CPU[-1])
    director.end_match()
    return [summary("battle screen", battle, battle_cpu, thinking),
            summary("duel close-up", duel, duel_cpu, duel_thinking)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args()
    for line in bench(args.frames):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
