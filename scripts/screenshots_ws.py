"""Save a PNG of every Wizard Survive screen, in Korean and English, under
out/screenshots/wizard_survive/: setup, the table while choosing, the committed marks,
Leave saying the match is kept, aiming by a wizard on the table, the threat marks and
the tips of the table's marks, "choice made", the reveal in flight, a round's end, the
last reveal kept on the table and replayed, the result with a round's story, the hot-seat curtain
and its recap, a person out of the round told that F skips ahead, the log opened, the rules pages
and each tutorial lesson (scripts/screenshots_learn.py); and the replay
viewer: everyone's perspective mid-step, a seat's before the reveal, the reveal, the
AIs' minds beside their cards, a what-if (composing it, then resolved), continuing, and
a two-seat match's review (its progress, then everyone's and a seat's perspective).

    .venv/bin/python scripts/screenshots_ws.py [--lang ko|en|both]

Runs the real window headless, driven by the same synthesized clicks as the tests
(tests/wizard_survive_window/driver.py). Look at the pictures before calling a screen done.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("EMB_DATA_DIR", str(ROOT / "out" / "screenshots" / "data"))
os.environ.setdefault("EMB_CONFIG_DIR", str(ROOT / "out" / "screenshots" / "config"))
sys.path.insert(0, str(ROOT))

import arcade  # noqa: E402

from engine.wizard_survive.names import Card  # noqa: E402

OUT = ROOT / "out" / "screenshots" / "wizard_survive"


class MeteorAgent:
    """For the pictures: recovers mana until it can afford a meteor, then casts it."""

    level = "scripted"
    mood = None

    def choose(self, view: Any, legal: Any, seen: Any) -> Any:
        for card in (Card.METEOR, Card.MANA_RECOVERY):
            for command in legal:
                if command.card is card:
                    return command
        return legal[0]


def save(window: Any, name: str, lang: str) -> None:
    window.on_draw()
    path = OUT / f"{lang}_{name}.png"
    # The canvas's alpha drops under translucent layers; the window shows its colours opaque.
    arcade.get_image().convert("RGB").save(path)
    print(path.relative_to(ROOT))


def hover(window: Any, x: float, y: float) -> None:
    s = window.canvas.scale
    window.dispatch_event("on_mouse_motion", int((x + 0.5) * s), int((y + 0.5) * s), 0, 0)
    window.dispatch_events()


def until(window: Any, test: Any, limit: int = 3000) -> bool:
    for _ in range(limit):
        if test():
            return True
        window.frame(1 / 60, draw=False)
        if window.controller is not None:
            window.controller.wait_for_ai(5)
    return bool(test())


def scene(window: Any) -> Any:
    return getattr(window.current, "scene", None)


def shoot(window: Any, lang: str) -> None:
    from game.shell.i18n import language
    from game.wizard_survive.director import WizardDirector
    from tests.wizard_survive_window.driver import centre_of, choose, click, commit_by_clicks, settle

    language().set(lang)
    director = window.director = WizardDirector(window)
    window.settings.speed = 1
    rng = random.Random(8)

    director.new_match()
    window.frame()
    setup = window.current
    click(window, setup.more)
    click(window, setup.seat_buttons[1])        # blue: a person -> beginner -> ... whimsical
    for _ in range(3):
        click(window, setup.seat_buttons[1])
    save(window, "01_setup", lang)

    director.start_match([None, "whimsical", "intermediate"], seed=5, ai_process=False)
    until(window, lambda: window.current.hand.active and not window.controller.thinking
          and all(window.current.shown.committed[1:]))
    settle(window, 2)
    table = window.current
    click(window, table.hand.cards[Card.FIREBALL])
    click(window, table.hand.targets[1])
    hover(window, *centre_of(table.hand.cards[Card.METEOR]))
    save(window, "02_table_choosing", lang)
    # Aiming by the wizard on the table: the dashed arrow, the hint naming every way.
    spot = table.pane.spots[2]
    window.click_native(spot.x, spot.y)
    hover(window, spot.x, spot.y + 10)
    save(window, "02c_aim_on_table", lang)
    click(window, table.hand.targets[1])
    # The threat marks said in words, and who plays a seat (the whimsical AI's mood).
    hover(window, table.pane.spots[1].x, 116)
    save(window, "02d_threat_tip", lang)
    hover(window, table.pane.spots[1].x, table.pane.spots[1].y + 130)
    save(window, "02e_player_tip", lang)
    hover(window, *centre_of(table.leave))
    save(window, "02b_leave_kept", lang)

    # Play on at normal speed to the first round's end, keeping a reveal in flight and the banner.
    flights = 0
    banner = False
    for _ in range(200):
        if window.current.hand.active:
            commit_by_clicks(window, choose(window, rng))
        if not until(window, lambda: scene(window) is not None or window.current.hand.active
                     or type(window.current).__name__ != "TableScreen", 600):
            break
        s = scene(window)
        if s is None:
            continue
        if flights < 2 and (s.show.shots or s.show.meteors):
            until(window, lambda s=s: scene(window) is not s or s.t >= 1.3)
            if scene(window) is s:
                flights += 1
                save(window, f"04_reveal_{flights}", lang)
        if s.show.round_end is not None and not banner:
            until(window, lambda s=s: scene(window) is not s or s.t >= 4.2)
            if scene(window) is s:
                banner = True
                save(window, "05_round_end", lang)
        if flights >= 2 and banner:
            break
        until(window, lambda s=s: scene(window) is not s)
    # The round's last reveal kept on the table (cards, arrows, outcome), then replayed with R.
    until(window, lambda: type(window.current).__name__ != "TableScreen" or window.current.hand.active)
    if type(window.current).__name__ == "TableScreen" and window.current.last is not None:
        settle(window, 2)
        save(window, "05b_last_reveal_kept", lang)
        window.press_key(arcade.key.R)
        s = scene(window)
        until(window, lambda: s is None or s.t >= 1.3)
        save(window, "05c_last_reveal_replayed", lang)
        until(window, lambda: scene(window) is None)
    window.settings.speed = 0
    from tests.wizard_survive_window.driver import play_to_result

    play_to_result(window, rng)
    settle(window, 2)
    save(window, "06_result", lang)
    window.press_key(arcade.key.LEFT)           # the story of the round before the last
    save(window, "06b_result_earlier_round", lang)

    # Four seats: a meteor falls on everyone else, then the damage lands together.
    from game.wizard_survive import play

    window.settings.speed = 1
    director.end_match()
    window.controller = play.controller(11, [None, "beginner", "whimsical", "beginner"],
                                        agents={1: MeteorAgent()}, ai_process=False)
    director.table()
    for _ in range(40):
        if not until(window, lambda: scene(window) is not None or window.current.hand.active, 900):
            break
        s = scene(window)
        if s is None:
            hand = window.current.hand
            command = next(c for c in window.controller.legal(hand.seat) if c.card is Card.MANA_RECOVERY)
            commit_by_clicks(window, command)
            continue
        if s.show.meteors:
            until(window, lambda s=s: s.t >= 1.3)
            save(window, "04_reveal_meteor", lang)
            until(window, lambda s=s: s.t >= 1.62)
            save(window, "04_reveal_damage", lang)
            break
        until(window, lambda s=s: scene(window) is not s)
    window.settings.speed = 0
    director.end_match()

    # Hot-seat: two people and an AI; the curtain, then the second person's table with the marks.
    director.start_match([None, None, "beginner"], seed=9, ai_process=False)
    settle(window, 3)
    save(window, "07_curtain", lang)
    window.click_native(320, 300)
    settle(window, 3)
    window.settings.speed = 1
    commit_by_clicks(window, choose(window, rng))
    window.frame()
    save(window, "07b_choice_made", lang)
    until(window, lambda: type(window.current).__name__ == "CurtainScreen")
    window.settings.speed = 0
    settle(window, 3)
    window.click_native(320, 300)
    until(window, lambda: not window.controller.thinking)
    settle(window, 3)
    hover(window, *centre_of(window.current.hand.cards[Card.LIGHTNING]))
    save(window, "03_committed_marks", lang)
    # The second person commits; the reveal plays for both; the first person's curtain then
    # recaps what happened while they looked away.
    commit_by_clicks(window, choose(window, rng))
    until(window, lambda: type(window.current).__name__ == "CurtainScreen")
    settle(window, 3)
    save(window, "07c_curtain_recap", lang)
    director.end_match()

    # One person knocked out of the round while the AIs play it on: told that F skips ahead.
    from tests.wizard_survive_window.test_out_of_the_round import knocked_out

    knocked_out(window)
    window.frame()
    save(window, "08_out_of_the_round", lang)
    window.settings.speed = 1
    until(window, lambda: scene(window) is not None)
    for _ in range(20):
        window.frame()
    save(window, "08b_out_reveal_skip_ahead", lang)
    window.settings.speed = 0
    # The log of every public event, opened over the table.
    window.on_key_press(arcade.key.F, 0)
    until(window, lambda: window.current.hand.active)
    window.on_key_press(arcade.key.L, 0)
    window.frame()
    save(window, "09_log_open", lang)
    director.end_match()
    director.title()


def pending_position(model: Any, committed: int) -> int:
    """A command boundary in a later step where exactly `committed` seats have chosen."""
    for b in model.boundaries[6:]:
        state = model.cursor.state_at(b)
        if sum(p is not None for p in state.pending) == committed and state.pending[0] is not None:
            return int(b)
    return int(model.boundaries[2])


def shoot_viewer(window: Any, lang: str) -> None:
    """The replay viewer on a saved three-seat game: a whimsical AI, an AI that notes a
    mixed strategy (as the advanced one does), a beginner."""
    import tempfile

    from game.shell.i18n import language
    from game.shell.viewer import open_replay
    from game.wizard_survive.director import WizardDirector
    from tests.wizard_survive_window.test_viewer_ws import saved_replay

    language().set(lang)
    window.director = WizardDirector(window)
    window.settings.speed = 1
    _, path = saved_replay(Path(tempfile.mkdtemp(prefix="ws-shots-")))
    screen = open_replay(window, window.director, path)
    model = screen.model
    at = pending_position(model, 2)
    screen.go(at)
    hover(window, model_seat_x(screen, 1), 230)
    save(window, "viewer_01_all_mid_step", lang)
    screen.set_perspective("red")
    hover(window, model_seat_x(screen, 0), 230)
    save(window, "viewer_02_red_before_reveal", lang)
    screen.set_perspective("all")
    screen.go(model.action_stop_at_or_before(at))
    screen.next_action()
    while screen.model.position < model.total and not screen.stage.busy:
        screen.next_action()
    stage = screen.stage
    until(window, lambda: stage.scene is None or stage.scene.t >= 1.3)
    save(window, "viewer_03_reveal", lang)
    stage.finish()
    hover(window, 240, 20)
    save(window, "viewer_04_ai_mind", lang)
    screen.go(model.action_stop_at_or_before(at) if model.command_index(at) >= 0 else at)
    window.press_key(arcade.key.W)
    panel = screen.panel
    pick = panel.data["pick"] if panel is not None else None
    if pick is not None:
        from game.wizard_survive import look

        meteor = [c for c in pick.at.legal[pick.seat] if c.card is Card.METEOR]
        other = meteor or [c for c in pick.at.legal[pick.seat] if c.card != pick.at.actual(pick.seat).card]
        button = next(b for b in screen.panel.ui.buttons if b.label.text == look.card_name(other[0].card))
        window.click_native(button.x + button.w / 2, button.y + button.h / 2)
        pick = screen.panel.data["pick"]
    save(window, "viewer_05_whatif_pick", lang)
    if screen.panel is not None and pick is not None:
        window.press_key(arcade.key.ESCAPE)
        from game.wizard_survive.viewer import whatif

        command = pick.command()
        if command is not None:
            stage.start_whatif(whatif.resolve(pick.at, command))
            until(window, lambda: stage.scene is None or stage.scene.t >= 1.62)
            save(window, "viewer_06_whatif_reveal", lang)
            stage.finish()
            save(window, "viewer_07_whatif_result", lang)
    screen.go(0)
    window.press_key(arcade.key.C)
    save(window, "viewer_08_continue", lang)
    window.press_key(arcade.key.ESCAPE)

    # The advanced AI's own mixed strategy, two players, at rest after a reveal: the first
    # seed from 3 on whose game has it mix two cards or more (many play pure all game).
    from tests.wizard_survive_window.test_viewer_ws import played_match

    def mixes(seed: int) -> bool:
        match, notes = played_match(seed, ("advanced", "whimsical"))
        return any(match.commands[n.command].seat == 0 and len(n.data[1]) >= 2 for n in notes.notes)

    seed = next(s for s in range(3, 200) if mixes(s))
    _, path = saved_replay(Path(tempfile.mkdtemp(prefix="ws-shots-")), seed, ("advanced", "whimsical"))
    screen = open_replay(window, window.director, path)
    model = screen.model
    mixed = next(n for n in model.loaded.replay.notes if model.commands[n.command].seat == 0 and len(n.data[1]) >= 2)
    screen.go(model.boundaries[mixed.command + 1])
    while model.shown().revealed is None:
        screen.next_action()
        screen.stage.finish()
    hover(window, model_seat_x(screen, 0), 230)
    save(window, "viewer_04b_advanced_mind", lang)
    window.settings.speed = 0
    window.director.title()


def shoot_review(window: Any, lang: str) -> None:
    """A two-seat match reviewed: the progress bar, then the marks, the cursor's decision
    and the chance strip in everyone's perspective and in red's (nothing past its cursor)."""
    import tempfile

    from game.shell.viewer import open_replay
    from tests.wizard_survive_window.test_viewer_ws import saved_replay

    _, path = saved_replay(Path(tempfile.mkdtemp(prefix="ws-shots-")), levels=("beginner", "advanced"))
    screen = open_replay(window, window.director, path)
    from replays import review_cache

    review_cache.cache_path(screen.model.loaded, None).unlink(missing_ok=True)    # show the review running
    screen.go(30)
    window.press_key(arcade.key.V)
    job = screen.review_job
    if job is not None:
        job.done, job.total = max(1, job.done), max(job.total, 20)   # the bar as it looks mid-way
        save(window, "viewer_09_review_progress", lang)
        job.wait(60)
    window.frame(1 / 60, draw=False)
    moves = screen.review.reviewed.moves if screen.review is not None else ()
    worst = max(moves, key=lambda m: (m.judgement.value, m.position), default=None)   # the latest worst
    screen.go(worst.position + 1 if worst is not None else 30)
    hover(window, 560, 115)
    save(window, "viewer_10_review_all", lang)
    screen.set_perspective("red")
    hover(window, 240, 20)
    save(window, "viewer_11_review_red", lang)
    screen.set_perspective("all")
    window.director.title()


def model_seat_x(screen: Any, seat: int) -> float:
    return float(screen.stage.pane.spots[seat].x)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("ko", "en", "both"), default="both")
    parser.add_argument("--viewer-only", action="store_true", help="only the replay viewer's pictures")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    from game.shell.app import GameWindow

    window = GameWindow(visible=False)
    sys.path.insert(0, str(ROOT / "scripts"))
    import screenshots_learn

    from game.wizard_survive.learn import learning

    for lang in (("ko", "en") if args.lang == "both" else (args.lang,)):
        if not args.viewer_only:
            shoot(window, lang)
            # The rules pages and the lessons' first steps (into out/screenshots/learn/).
            screenshots_learn.OUT.mkdir(parents=True, exist_ok=True)
            screenshots_learn.shoot(window, learning(), lang)
        shoot_viewer(window, lang)
        shoot_review(window, lang)
    window.close()
    if not args.viewer_only and args.lang in ("en", "both"):
        # The README's pictures: a reveal in flight, and the table after it.
        readme_shots = (("en_04_reveal_2", "wizard-survive-reveal"),
                        ("en_05b_last_reveal_kept", "wizard-survive-after"))
        for shot, name in readme_shots:
            shutil.copyfile(OUT / f"{shot}.png", ROOT / "docs" / f"{name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
