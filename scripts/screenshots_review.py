"""Save PNGs of a reviewed match in the replay viewer, for every game with a reviewer,
under out/screenshots/review/ (each listed as it is saved):

    <lang>_<game>_1_all        the latest worst decision just played, in "all": the marks,
                               the cursor's decision in words, both chance lines and the
                               omniscient dots
    <lang>_<game>_2_seat       the same cursor in the mover's own perspective (its marks
                               only, nothing past the cursor)
    <lang>_<game>_3_better     the review's better move played from that decision (G)

    .venv/bin/python scripts/screenshots_review.py [--lang ko|en|both] [--game ID]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("EMB_DATA_DIR", str(ROOT / "out" / "screenshots" / "data"))
os.environ.setdefault("EMB_CONFIG_DIR", str(ROOT / "out" / "screenshots" / "config"))
sys.path.insert(0, str(ROOT))

import arcade  # noqa: E402

from engine.kernel.review import Judgement  # noqa: E402

OUT = ROOT / "out" / "screenshots" / "review"
GAMES = ("wizard_survive", "ifrita_duel", "mage_battle")


def replay_path(game_id: str) -> Path:
    """A saved 2-seat match of that game between a weaker and a stronger AI."""
    from replays import save_replay
    from replays.resimulate import replay_of
    from tests.replays.review_fixtures import header, play

    folder = Path(tempfile.mkdtemp(prefix=f"review-shots-{game_id}-"))
    if game_id == "mage_battle":       # a recorded match: playing one afresh takes minutes
        from engine.mage_battle.codec import command_from_data

        record = json.loads((ROOT / "tests" / "data" / "corpus" / "mage_battle.json").read_text())["matches"][0]
        h = header(record["seed"], record["teal"], record["crimson"], game=game_id)
        match = h.new_match()
        for data in record["commands"]:
            match.play(command_from_data(data))
    else:
        h, match = play(3, "beginner", "advanced", game=game_id)
    return save_replay(replay_of(match, h), folder)


def save(window: Any, name: str) -> None:
    window.on_draw()
    path = OUT / f"{name}.png"
    arcade.get_image().convert("RGB").save(path)
    print(path.relative_to(ROOT))


def hover(window: Any, x: float, y: float) -> None:
    s = window.canvas.scale
    window.dispatch_event("on_mouse_motion", int((x + 0.5) * s), int((y + 0.5) * s), 0, 0)
    window.dispatch_events()


def shoot(window: Any, game_id: str, path: Path, lang: str) -> None:
    from game.shell.i18n import language
    from game.shell.viewer import open_replay

    language().set(lang)
    screen = open_replay(window, window.director, path)
    window.frame(1 / 60, draw=False)
    window.press_key(arcade.key.V)
    if screen.review_job is not None:
        screen.review_job.wait(900)
    window.frame(1 / 60, draw=False)
    if screen.review is None:
        print(f"{game_id}: no review ({screen.message})")
        return
    moves = [m for m in screen.review.reviewed.moves if m.best != m.played]
    worst = max(moves, key=lambda m: (m.judgement.value, -m.position), default=None)
    if worst is None or worst.judgement.value < Judgement.INACCURACY.value:
        print(f"{game_id}: nothing worse than good to show")
        return
    screen.go(worst.position + 1)
    hover(window, 560, 115)
    stem = f"{lang}_{game_id}"
    save(window, f"{stem}_1_all")
    seat_name = screen.model.perspectives[1 + int(worst.seat)]
    screen.set_perspective(seat_name)
    hover(window, 240, 20)
    save(window, f"{stem}_2_seat")
    screen.set_perspective("all")
    window.press_key(arcade.key.G)
    whatif = window.current
    if whatif is not screen:
        for _ in range(3000):
            window.frame(1 / 60, draw=False)
            if whatif.model.position == whatif.model.total and not whatif.playing and not whatif.stage.busy:
                break
        save(window, f"{stem}_3_better")
        window.press_key(arcade.key.ESCAPE)
    window.director.title()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("ko", "en", "both"), default="both")
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    from game.shell.app import GameWindow
    from game.shell.director import Director

    window = GameWindow(visible=False)
    window.director = Director(window)
    for game_id in args.game or GAMES:
        path = replay_path(game_id)
        for lang in ("ko", "en") if args.lang == "both" else (args.lang,):
            shoot(window, game_id, path, lang)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
