"""Save PNGs of the replay viewer under out/screenshots/, each listed with the perspective
it is in (the list printed as they are saved says so too):

    <lang>_viewer_01_all, _01_teal, _01_crimson   an engagement just resolved, in each perspective
    <lang>_viewer_02_whatif_teal                   its what-if, in teal's perspective (chosen by its
                                                   button, what-if opened by its button)
    <lang>_viewer_03_duel, _04_scroll, _05_continue   in "all" (chosen again by its button)
    <lang>_viewer_01b_log_row_whole                in "all": a log row cut with "…" read whole at the bottom
    <lang>_viewer_01c_timeline_legend              in "all": the scrubber's tip names this game's marks
    <lang>_viewer_06_load_error, _07_list          no replay open, no perspective
    <lang>_viewer_07b_list_filtered, _07c_list_indexing   the library filtered by game and result;
                                                   its "indexing n / total" line
    <lang>_viewer_07d_library_filters              a month of the three games (one on a draft): this
                                                   week's, two rows selected, one kept (★)
    <lang>_viewer_07e_library_rules                the draft's replays only (the rule-set filter)
    <lang>_viewer_07f_library_delete               the question before the two selected are deleted
    <lang>_viewer_08_settings_keep_last            the settings' "keep only the newest N" and its help

    .venv/bin/python scripts/screenshots_viewer.py [--lang ko|en|both]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("EMB_DATA_DIR", str(ROOT / "out" / "screenshots" / "data"))
sys.path.insert(0, str(ROOT))

import arcade  # noqa: E402

OUT = ROOT / "out" / "screenshots"


def ai_replay(seed: int = 7, level: str = "beginner", crimson: str = "whimsical") -> Path:
    """An AI-vs-AI match saved as a replay (the tests build theirs the same way)."""
    from engine.mage_battle import Match, Side
    from engine.mage_battle.ai.agents import make_agent
    from engine.mage_battle.game import GAME
    from replays import Replay, ai, new_header, save_replay
    from replays.notes import Recorder
    from replays.resimulate import checkpoints_of

    match = Match(seed)
    agents = {Side.TEAL: make_agent(level, seed * 2), Side.CRIMSON: make_agent(crimson, seed * 2 + 1)}
    recorder = Recorder(GAME)
    while not match.over:
        side = match.deciders()[0]
        view = match.view(side)
        match.play(agents[side].choose(view, match.legal(side), match.seen(side)))
        recorder.after_choice(agents[side], side, len(match.commands) - 1)
    from dataclasses import replace

    from replays.format import result_of

    header = replace(new_header(seed, ai(level), ai(crimson)), result=result_of(match))
    commands = tuple(match.commands)
    return save_replay(Replay(header, commands, checkpoints_of(header, commands), tuple(recorder.notes)))


def save(window, name: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Save the window and list the picture with the perspective the viewer shows it in,
    read from the screen (a what-if taken in "all" misled a playtester once)."""
    from game.shell.viewer.screen import ViewerScreen

    window.on_draw()
    path = OUT / f"{lang}_viewer_{name}.png"
    arcade.get_image().save(path)
    screen = window.current
    perspective = screen.model.perspective if isinstance(screen, ViewerScreen) else None
    print(path.relative_to(ROOT), f"  [{perspective} perspective]" if perspective else "  [no perspective]")


def hover(window, x: float, y: float) -> None:  # type: ignore[no-untyped-def]
    """The pointer at canvas point (x, y), as a person's mouse would put it."""
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    window.dispatch_event("on_mouse_motion", int(ox + (x + 0.5) * s), int(oy + (y + 0.5) * s), 0, 0)
    window.dispatch_events()


def shoot(window, lang: str, path: Path) -> None:  # type: ignore[no-untyped-def]
    from engine.mage_battle import events as ev
    from game.shell.i18n import language
    from game.shell.viewer import open_list, open_replay
    from game.shell.viewer.eventlist import ROW_H
    from tests.game.driver import click_button

    language().set(lang)
    screen = open_replay(window, window.director, path)
    model = screen.model
    # A moment mid-battle with an engagement just resolved.
    from engine.mage_battle import commands as cmd

    respond = next(j for j, c in enumerate(model.commands) if isinstance(c, cmd.Respond) and j > 30)
    target = next(i for i in range(model.boundaries[respond], model.boundaries[respond + 1])
                  if isinstance(model.events[i], ev.EngagementJudged)) + 1
    screen.go(target)
    window.frame()
    for p in ("all", "teal", "crimson"):
        click_button(window, screen.persp_buttons[p])
        window.click_native(*screen.stage.board.geo.centre(model.state.mages[9].cell or 0))
        save(window, f"01_{p}", lang)
    click_button(window, screen.persp_buttons["all"])
    # A log row cut short with "…", pointed at: the bottom line reads it whole.
    events = screen.events_panel
    cut = next((t for t in events.texts if t.visible and t.text.endswith("…")), None)
    if cut is not None:
        hover(window, events.x + 20, cut.y - 3 + ROW_H / 2)
        save(window, "01b_log_row_whole", lang)
    bar = screen.timeline
    hover(window, bar.x + bar.w * 0.4, bar.y + bar.h / 2)
    save(window, "01c_timeline_legend", lang)
    hover(window, 600, 5)
    # What-if in a seat's perspective, as a player would open it: teal's button, then What if.
    click_button(window, screen.persp_buttons["teal"])
    click_button(window, screen.stage_buttons[0])
    window.frame()
    assert screen.panel is not None and model.perspective == "teal", "what-if must be shot in teal's perspective"
    save(window, "02_whatif_teal", lang)
    screen.close_panel()
    click_button(window, screen.persp_buttons["all"])
    # The duel close-up mid-way: step onto the engagement's command with animation.
    screen.speed_index = 1
    start = model.boundaries[model.command_index(target)]
    screen.go(start)
    screen.go(target, animate=True)
    while screen.stage.queue and screen.stage.queue[0].kind != "duel":
        screen.stage.finish_step()
    if screen.stage.queue:
        screen.stage.queue[0].t = screen.stage.queue[0].duration * 0.5
        screen.stage.update(0, screen.speed)
        save(window, "03_duel", lang)
    screen.stage.finish()
    ended = next(i for i, e in enumerate(model.events) if isinstance(e, ev.BattleEnded))
    screen.go(model.boundaries[model.command_index(ended + 1)])
    screen.go(model.boundaries[model.command_index(ended + 1) + 1], animate=True)
    while screen.stage.queue and screen.stage.queue[0].kind != "scroll":
        screen.stage.finish_step()
    if screen.stage.queue:
        screen.stage.queue[0].t = screen.stage.queue[0].duration * 0.5
        screen.stage.update(0, screen.speed)
        save(window, "04_scroll", lang)
    screen.stage.finish()
    screen.go(target)
    screen.open_continue()
    save(window, "05_continue", lang)
    screen.close_panel()
    open_replay(window, window.director, ROOT / "pyproject.toml")
    save(window, "06_load_error", lang)
    listing = open_list(window, window.director)
    save(window, "07_list", lang)
    listing.library.wait(30)
    listing.update(1.0)
    listing.cycle("game")
    listing.cycle("result")
    save(window, "07b_list_filtered", lang)
    # The worker's progress line, as it reads while a large folder is indexed: the counters
    # set by hand, as a small folder indexes too fast to be caught mid-way.
    lib = listing.library
    lib.running, lib.parsing, lib.done, lib.total = True, True, 1234, 10000
    listing.build()
    save(window, "07c_list_indexing", lang)
    lib.running, lib.parsing = False, False
    shoot_library(window, lang)
    window.director.title()


def shoot_library(window, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The library with filters on a month of replays of the three games, in its own folder."""
    import datetime
    import tempfile

    import arcade

    from game.shell.viewer.listing import ReplayListScreen
    from replays import ai, human
    from replays.index import Library
    from tests.replays.library_fixtures import fill, play, templates

    folder = Path(tempfile.mkdtemp(prefix="emb-library-shots-")) / "replays"
    draft = play("mage_battle", (human(), ai("intermediate")), 9, "2026-01-01T00:00:00+00:00",
                 draft="Quick shrines")
    now = datetime.datetime.now(datetime.UTC)
    fill(folder, 60, [*templates(), draft], start=now - datetime.timedelta(hours=12 * 59),
         step=datetime.timedelta(hours=12))
    screen = ReplayListScreen(window, window.director, Library(folder))
    window.show(screen)
    screen.library.wait(60)
    screen.update(1.0)
    screen.cycle("date")
    screen.cycle("date")                   # this week
    for key in (arcade.key.DOWN, arcade.key.SPACE, arcade.key.DOWN, arcade.key.SPACE):
        screen.key(key, 0)
    screen.set_kept([screen.names[0]], True)
    save(window, "07d_library_filters", lang)
    screen.ask_delete()
    save(window, "07f_library_delete", lang)
    screen.come_back()
    screen.cycle("date", -1)
    screen.cycle("date", -1)               # any date again
    screen.cycle("rules")
    screen.cycle("rules")                  # the draft's
    save(window, "07e_library_rules", lang)
    window.director.settings()
    settings = window.current
    before = window.settings.keep_last
    while window.settings.keep_last != 200:
        settings.cycle_keep_last()
    save(window, "08_settings_keep_last", lang)
    window.settings.keep_last = before
    import shutil

    shutil.rmtree(folder.parent, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", choices=("ko", "en", "both"), default="both")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    from game.mage_battle.director import MageDirector
    from game.shell.app import GameWindow

    window = GameWindow(lang="en")
    window.director = MageDirector(window)
    path = ai_replay()
    for lang in ("ko", "en") if args.lang == "both" else (args.lang,):
        shoot(window, lang, path)
    window.close()


if __name__ == "__main__":
    main()
