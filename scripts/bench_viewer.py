"""Frame times of the replay viewer at 1280x720, headless: at rest, while playing at 8x
(duels and side-scrolls included), and while the scrubber is dragged across the match
(every frame a seek to a new position).

    .venv/bin/python scripts/bench_viewer.py [--frames 300]

A frame is what the event loop does each tick, as in scripts/bench_frames.py: dispatch
input (here the synthesized drag), update, draw and scale, and `ctx.finish()`.
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


def timed(window, before=None) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    if before is not None:
        before()
    window.dispatch_events()
    window.on_update(1 / 60)
    window.on_draw()
    window.ctx.finish()
    return time.perf_counter() - start


def summary(name: str, samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p99 = ms[min(len(ms) - 1, int(round(0.99 * (len(ms) - 1))))]
    return (f"{name:<12} frames {len(ms):4d}  median {statistics.median(ms):6.2f} ms  "
            f"p99 {p99:6.2f} ms  max {ms[-1]:6.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args()
    import arcade

    from game.mage_battle.director import MageDirector
    from game.shell.app import GameWindow
    from game.shell.viewer import open_replay
    from scripts.screenshots_viewer import ai_replay

    window = GameWindow(lang="ko")
    window.director = MageDirector(window)
    screen = open_replay(window, window.director, ai_replay())
    for _ in range(10):
        timed(window)
    lines = []
    rest = [timed(window) for _ in range(args.frames)]
    lines.append(summary("rest", rest))

    screen.go(0)
    screen.speed_index = 4          # 8x
    screen.toggle_play()
    playing = [timed(window) for _ in range(args.frames)]
    screen.pause()
    lines.append(summary("play 8x", playing))

    tl = screen.timeline
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    y = int(oy + (tl.y + 3) * s)
    window.dispatch_event("on_mouse_press", int(ox + tl.x * s), y, arcade.MOUSE_BUTTON_LEFT, 0)
    seeks = []
    for i in range(args.frames):
        # Back and forth over the whole bar, a few pixels a frame, as a hand drags.
        frac = (i * 7 % (2 * tl.w)) / tl.w
        x = tl.x + tl.w * (frac if frac <= 1 else 2 - frac)
        seeks.append(timed(window, lambda x=x: window.dispatch_event(
            "on_mouse_drag", int(ox + x * s), y, 7, 0, arcade.MOUSE_BUTTON_LEFT, 0)))
    window.dispatch_event("on_mouse_release", 0, y, arcade.MOUSE_BUTTON_LEFT, 0)
    lines.append(summary("scrubbing", seeks))
    print("\n".join(lines))
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
