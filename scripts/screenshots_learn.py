"""Save a PNG of every rules page and of each tutorial lesson's first step, for every
game that hands the shell its `Learning` (game/shell/learn), in Korean and English,
under out/screenshots/learn/.

    .venv/bin/python scripts/screenshots_learn.py [--lang ko|en|both] [--game GAME_ID]
    .venv/bin/python scripts/screenshots_learn.py --game GAME_ID --draft DRAFT.toml

With a draft, only the rules pages, as a match under that draft shows them (its numbers in
the text and the pictures), named after the draft.

Runs the real window headless. Look at the pictures before calling a page or a lesson done.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("EMB_DATA_DIR", tempfile.mkdtemp(prefix="emb-learn-shots-"))
os.environ.setdefault("EMB_CONFIG_DIR", tempfile.mkdtemp(prefix="emb-learn-shots-"))
sys.path.insert(0, str(ROOT))

OUT = ROOT / "out" / "screenshots" / "learn"


def learnings() -> list[Any]:
    """Every registered game's learning; Mage Battle's from its pages module while its entry
    point keeps its own title buttons."""
    from game.shell.learn.routes import learning_of
    from game.shell.ui import game_uis

    found = [learning_of(ui.game_id) for ui in game_uis()]
    if not any(lr is not None and lr.game_id == "mage_battle" for lr in found):
        from game.mage_battle.views.rules_pages import learning

        found.insert(0, learning())
    return [lr for lr in found if lr is not None]


def save(window: Any, name: str) -> None:
    from game.shell.snapshot import canvas_image

    window.on_draw()
    path = OUT / f"{name}.png"
    canvas_image(window).convert("RGB").save(path)
    print(path.relative_to(ROOT))


def shoot(window: Any, learning: Any, lang: str, draft: Path | None = None) -> None:
    from engine.kernel import registry
    from game.shell.learn.rules_screen import RulesScreen

    game = learning.game_id
    rules = registry.get(game).load_rules(draft.read_text(encoding="utf-8"), str(draft)) if draft else None
    prefix = f"{lang}_{game}_{draft.stem}" if draft else f"{lang}_{game}"
    for i in range(len(learning.pages)):
        window.show(RulesScreen(window, learning, window.director.title, i, rules=rules))
        window.frame()
        save(window, f"{prefix}_rules_{i + 1}")
    if learning.course is None or draft is not None:
        return
    for i in range(len(learning.course.lessons)):
        learning.course.begin(window, i)
        for _ in range(8):
            window.frame()
            if window.controller is not None:
                window.controller.wait_for_ai(5)
        save(window, f"{lang}_{game}_lesson_{i + 1}")
        window.director.end_match()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("ko", "en", "both"), default="both")
    parser.add_argument("--game", help="only this game's pages and lessons (its id)")
    parser.add_argument("--draft", type=Path, help="the rules pages under this draft of --game's rules")
    args = parser.parse_args()
    if args.draft is not None and args.game is None:
        parser.error("--draft needs --game (the game whose rules it drafts)")
    OUT.mkdir(parents=True, exist_ok=True)
    from game.shell.app import GameWindow
    from game.shell.director import Director
    from game.shell.i18n import language

    window = GameWindow(lang="en", visible=False)
    window.settings.speed = 0
    window.director = Director(window)
    chosen = [lr for lr in learnings() if args.game in (None, lr.game_id)]
    if not chosen:
        print(f"screenshots_learn: no game {args.game!r} with rules pages", file=sys.stderr)
        return 2
    for lang in (("ko", "en") if args.lang == "both" else (args.lang,)):
        language().set(lang)
        for learning in chosen:
            shoot(window, learning, lang, args.draft)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
