"""Save a PNG of every Ifrita Duel screen, in Korean and English, under
out/screenshots/ifrita_duel/: the setup (against an AI and hot-seat, and against the
advanced with its deck already under way), each person's deck choice at registration
behind their curtain (teal's, the deck builder opened from it, crimson's with a saved
deck chosen), the deck builder's saved deck list (a damaged file, a deletion asked),
its grid filtered, a refusal, the wait for an AI's deck with its progress, the
mulligan, a main phase, choosing a target, the payment picker, the defender's blocks,
the combat close-up, the hot-seat curtain and the result (worded from the person's
side, the match's story, the rematch button), the blocking screen with a block placed,
a unit's state icon pointed at, the log opened and scrolled back, a registration list
line read beside the pointer, and docs/ifrita-duel.png for the README; and the replay
viewer (everyone's perspective, a seat's, the AIs' beliefs beside the truth, a unit
read beside the pointer, the close-up of a combat stepped over, a block what-if, the
timeline's legend).

    .venv/bin/python scripts/screenshots_id.py [--lang ko|en|both] [--only viewer|decks]

Runs the real window headless, a hot-seat match driven by the same synthesized clicks
as the tests (tests/ifrita_duel_window/driver.py). Look at the pictures before calling
a screen done.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("EMB_DATA_DIR", str(ROOT / "out" / "screenshots" / "data"))
os.environ.setdefault("EMB_CONFIG_DIR", str(ROOT / "out" / "screenshots" / "config"))
sys.path.insert(0, str(ROOT))

import arcade  # noqa: E402

from engine.ifrita_duel import commands as cmd  # noqa: E402

OUT = ROOT / "out" / "screenshots" / "ifrita_duel"
DOCS = ROOT / "docs"


def save(window: Any, name: str, lang: str) -> None:
    window._stale = True
    window.on_draw()
    path = OUT / f"{lang}_{name}.png"
    arcade.get_image().convert("RGB").save(path)
    print(path.relative_to(ROOT))


def hover(window: Any, x: float, y: float) -> None:
    s = window.canvas.scale
    ox, oy = window.canvas.origin()
    window.dispatch_event("on_mouse_motion", int(ox + (x + 0.5) * s), int(oy + (y + 0.5) * s), 0, 0)
    window.dispatch_events()


def play_scenes(window: Any, table: Any, taken: set[str], lang: str) -> None:
    """The scenes a command queued, played to their end; a turn's costly end (Recap) and
    the game's last moment (Fall) shot once, after the Fall's blow has landed."""
    from game.ifrita_duel.views.closeup import Fall, Recap

    for _ in range(3):
        if table.scene is not None or table.queue:
            break
        window.frame(1 / 60, draw=False)
    while table.scene is not None or table.queue:
        if table.scene is None:
            table.next_scene()
        scene = table.scene
        name = {Fall: "fall", Recap: "recap"}.get(type(scene))
        if name is not None and name not in taken:
            taken.add(name)
            scene.advance(0.6, 1.0)
            save(window, name, lang)
        scene.finish()
        table.stage.scene = None
    table.skip()


class SlowAgent:
    """For the picture of an AI building its deck: takes its time over every choice."""

    level = "advanced"

    def choose(self, view: Any, legal: Any, seen: Any) -> Any:
        import time

        time.sleep(1.5)
        return legal[0]


def shoot_building(window: Any, lang: str) -> None:
    """Against an AI still choosing its deck: the hint says so and counts the seconds, then
    with the worker's progress (trial games done, decks left)."""
    from game.ifrita_duel import play
    from game.ifrita_duel.director import DuelDirector
    from game.shell.i18n import language, tr
    from tests.ifrita_duel_window.driver import button, click

    language().set(lang)
    window.settings.speed = 0
    director = window.director = DuelDirector(window)
    # The setup against the advanced: its deck is under way in its worker already.
    director.opponent = "advanced"
    director.new_match()
    for _ in range(600):
        window.frame(1 / 60, draw=False)
        if "%" in window.current.building.text and not window.current.building.text.endswith(" 0%"):
            break
        time.sleep(0.05)
    save(window, "setup_deck_building", lang)
    director.end_match()
    window.controller = play.controller(4, (None, "advanced"), agents={1: SlowAgent()}, ai_process=False)
    director.table()
    window.frame()
    table = window.current
    if any(b.visible and b.label.text.startswith(tr("id.btn.register")) for b in table.panel.buttons):
        click(window, button(window, tr("id.btn.register")))
    table.waited = 11.5
    table.count_the_wait(0.6)
    save(window, "ai_building_deck", lang)
    # As the worker reports it: how far the trial games are and how many decks are left.
    from types import SimpleNamespace

    from engine.ifrita_duel.ai.deckbuild import BuildProgress

    director.progress_of = SimpleNamespace(progress=BuildProgress(2700, 6000, 4, 7))  # type: ignore[assignment]
    table.count_the_wait(0.6)
    save(window, "ai_building_progress", lang)
    director.progress_of = None
    window.controller.wait_for_ai()
    director.end_match()
    director.title()


def shoot_deck_builder(window: Any, lang: str) -> None:
    """The deck builder's saved decks (one of them damaged, one deletion asked), the grid
    filtered by a colour and a cost, and a refusal that says why the deck cannot register."""
    from game.ifrita_duel import decks
    from game.ifrita_duel.deck_filter import CardFilter
    from game.ifrita_duel.director import DuelDirector
    from game.shell.i18n import language, tr
    from tests.ifrita_duel_window.driver import button, click, settle

    language().set(lang)
    window.settings.speed = 0
    director = window.director = DuelDirector(window)
    decks.save("불꽃 숲" if lang == "ko" else "Ember Grove", decks.default("ember"))
    decks.save("Ward Wall", decks.default("ward"))
    (decks.decks_dir() / "old_draft.json").write_text('{"name": "Old draft", "hero": "ward", '
                                                      '"cards": {"ember_imp": 3}}', encoding="utf-8")
    (decks.decks_dir() / "torn.json").write_text("{not json", encoding="utf-8")
    director.opponent = "beginner"
    director.start_match(seed=4, ai_process=False)
    settle(window)
    click(window, button(window, tr("id.btn.builder")))
    screen = window.current
    click(window, screen.list_button)
    pane = screen.deck_list
    click(window, next(d for r, d in pane.rows if r.visible and r.label.text.startswith("torn")))
    save(window, "deck_list", lang)
    click(window, pane.no)
    click(window, next(r for r, _ in pane.rows if r.visible and r.enabled))
    screen.set_filter(CardFilter("red", 2))
    save(window, "deck_filter", lang)
    screen.set_filter(CardFilter())
    screen.add("ember_imp", 1)
    screen.save()
    save(window, "deck_refused", lang)
    for name in ("old_draft", "torn"):
        decks.delete(name)
    director.end_match()
    director.title()


def shoot(window: Any, lang: str) -> None:
    from engine.ifrita_duel import payment_options
    from game.ifrita_duel import choices, decks, look
    from game.ifrita_duel.director import DuelDirector
    from game.ifrita_duel.face import CARD_H, CARD_W
    from game.shell.i18n import language, tr
    from tests.ifrita_duel_window.driver import (
        button,
        centre_of,
        choose,
        click,
        play_by_clicks,
        screen_name,
        settle,
        spot,
    )

    language().set(lang)
    window.settings.speed = 0
    director = window.director = DuelDirector(window)
    director.new_match()
    settle(window, 1)
    save(window, "setup", lang)
    director.opponent = None
    window.current.refresh()
    save(window, "setup_hotseat", lang)
    saved = "불꽃 숲" if lang == "ko" else "Ember Grove"
    decks.save(saved, decks.deck_of({c: 3 for c in ("ember_imp", "flame_lance", "lava_charger", "grove_bear",
                                                    "wild_surge", "thornback_boar", "hellfire", "grove_warden",
                                                    "wandering_wisp", "clay_golem", "withering_totem", "tide_seer",
                                                    "mind_spring")} | {"grave_viper": 1}, "empower"))
    director.start_match(seed=21, ai_process=False)
    rng = random.Random(7)
    taken: set[str] = set()
    for _ in range(4000):
        settle(window, 1)
        name = screen_name(window)
        if name == "ResultsScreen":
            save(window, "result", lang)
            return
        if name == "CurtainScreen":
            if "curtain" not in taken and window.controller.view(0).turn >= 2:
                taken.add("curtain")
                save(window, "curtain", lang)
            window.click_native(320, 300)
            continue
        table = window.current
        legal = list(table.legal)
        if not legal:
            continue
        view = table.shown
        if any(isinstance(c, cmd.Register) for c in legal) and table.perspective == 0:
            save(window, "registration", lang)
            x, y, w, _ = table.picker.line_spots[3]      # a card line of the list, read beside the pointer
            hover(window, x + w / 2, y + 5)
            save(window, "registration_readout", lang)
            hover(window, 0, 0)
            click(window, button(window, tr("id.btn.builder")))
            screen = window.current
            click(window, next(b for b in screen.ui.buttons if b.label.text == tr("id.deck.default")))
            hover(window, *centre_of(type("S", (), {"x": screen.slots[6][0], "y": screen.slots[6][1], "w": CARD_W,
                                                    "h": CARD_H})))
            save(window, "deck_builder", lang)
            click(window, screen.back_button)
        if any(isinstance(c, cmd.Register) for c in legal) and table.perspective == 1:
            row = next(r for r in table.picker.rows if r.visible and r.label.text == saved)
            click(window, row)
            save(window, "registration_crimson", lang)
        if any(isinstance(c, cmd.Keep) for c in legal) and "mulligan" not in taken:
            taken.add("mulligan")
            save(window, "mulligan", lang)
        targeted = [c for c in legal if isinstance(c, (cmd.Cast, cmd.UseHero)) and c.target is not None]
        if targeted and "targeting" not in taken and len(view.units) >= 2:
            taken.add("targeting")
            first = targeted[0]
            if isinstance(first, cmd.Cast):
                click(window, spot(window, "card", str(table.hand().index(first.card))))
                click(window, button(window, tr("id.btn.cast")))
            else:
                click(window, button(window, tr("id.btn.hero", name="")))
            hover(window, *centre_of(spot(window, "hero", "crimson")))
            save(window, "targeting", lang)
            table.cancel()
        picked = [c for c in legal if isinstance(c, cmd.Cast) and c.target in (None, "crimson")
                  and payment_options.has_choice(view.players[table.perspective].mana,
                                                 look.cards().card(c.card).cost, view.rules.tie_order)]
        if picked and "payment" not in taken:
            taken.add("payment")
            click(window, spot(window, "card", str(table.hand().index(picked[0].card))))
            click(window, button(window, tr("id.btn.cast")))
            if picked[0].target is not None:
                click(window, spot(window, "hero", "crimson"))
            picker = table.paying[1]
            k = next(k for k in picker.kinds if picker.counts[k])
            click(window, picker.minus[k])
            click(window, picker.plus[next(j for j in picker.kinds if j != k and picker.counts[j] < picker.room[j])])
            save(window, "payment", lang)
            click(window, button(window, tr("id.btn.pay")))
            continue
        if "main" not in taken and view.turn >= 7 and len(view.units) >= 3 and view.phase.key == "main1":
            taken.add("main")
            hover(window, *centre_of(spot(window, "card", "0")))
            save(window, "main_phase", lang)
            # The playable cards outlined, and why the others cannot be cast, on the hint line.
            castable = choices.castable(legal, table.hand())
            dull = [i for i in range(len(table.hand())) if i not in castable]
            if dull and castable:
                taken.add("uncastable")
                hover(window, *centre_of(spot(window, "card", str(dull[0]))))
                save(window, "card_why_not", lang)
            disabled = [b for b in table.panel.buttons if b.visible and not b.enabled]
            if disabled:
                taken.add("disabled")
                hover(window, *centre_of(disabled[0]))
                save(window, "button_why_not", lang)
            hover(window, 0, 0)
            if lang == "en":            # the README's picture of the table mid-turn
                save(window, "readme", lang)
                (OUT / "en_readme.png").replace(DOCS / "ifrita-duel.png")
                print("docs/ifrita-duel.png")
        # A unit's state icon pointed at: its meaning on the hint line, the unit read in the panel.
        if "hover_unit" not in taken and view.phase.key in ("main1", "main2") and table.board.details:
            own = [s for s in table.board.spots if s.kind == "unit" and s.y < 236]
            icon = next((d for d in table.board.details if any(o.x <= d.x < o.x + o.w and o.y <= d.y < o.y + o.h
                                                               for o in own)), None)
            if icon is not None:
                taken.add("hover_unit")
                hover(window, icon.x + icon.w / 2, icon.y + icon.h / 2)
                save(window, "hover_unit", lang)
                hover(window, 0, 0)
        # The log opened over the board and scrolled back a page, late enough to have a story.
        if "log" not in taken and view.turn >= 9 and view.phase.key in ("main1", "main2"):
            taken.add("log")
            window.press_key(arcade.key.L)
            save(window, "log_open", lang)
            window.press_key(arcade.key.PAGEUP)
            save(window, "log_scrolled", lang)
            window.press_key(arcade.key.END)
            window.press_key(arcade.key.L)
        # Once in a later main phase, whichever of the two the first could not show.
        if "main" in taken and view.phase.key in ("main1", "main2") and not {"uncastable", "disabled"} <= taken:
            castable = choices.castable(legal, table.hand())
            dull = [i for i in range(len(table.hand())) if i not in castable]
            if "uncastable" not in taken and dull and castable:
                taken.add("uncastable")
                hover(window, *centre_of(spot(window, "card", str(dull[0]))))
                save(window, "card_why_not", lang)
            disabled = [b for b in table.panel.buttons if b.visible and not b.enabled]
            if "disabled" not in taken and disabled:
                taken.add("disabled")
                hover(window, *centre_of(disabled[0]))
                save(window, "button_why_not", lang)
            hover(window, 0, 0)
        command = choose(legal, rng)
        if isinstance(command, cmd.Block) and "blocks" not in taken:
            taken.add("blocks")
            blocker = next((b for b in choices.blocks(legal)[1] if b is not None), None)
            if blocker is not None:             # one block placed, drawn as a line, before the confirm
                click(window, spot(window, "unit", blocker))
                click(window, spot(window, "unit", command.attacker))
                hover(window, *centre_of(button(window, tr("id.btn.confirm_blocks"))))
            save(window, "blocks", lang)
            table.cancel()                      # the driver makes the game's own choice next
            hover(window, 0, 0)
        # A block that may end the blocks (the combat resolves, its close-ups play): shot
        # once a blow has landed, when someone blocked (or late in the game, when nobody did).
        if isinstance(command, cmd.Block) and "closeup" not in taken and (view.blocks or command.blocker
                                                                          or view.turn >= 14):
            window.settings.speed = 1
            play_by_clicks(window, command)
            for frame in range(400):
                window.frame(1 / 60, draw=False)
                scene = table.scene
                if scene is None and not table.queue and frame > 3:
                    break               # more blocks to choose: no combat yet
                if scene is not None and scene.landed >= len(scene.times) and scene.time > 1.6:
                    taken.add("closeup")
                    save(window, "closeup", lang)
                    break
            window.settings.speed = 0
            table.skip()
            continue
        # A turn's end (a costly one makes a Recap) or late in the game (the last command
        # makes the Fall): played with the scenes on, stopped to shoot them.
        low = min(p.hp for p in view.players) <= 8
        if (isinstance(command, cmd.EndTurn) and "recap" not in taken) or (low and "fall" not in taken):
            window.settings.speed = 1
            play_by_clicks(window, command)
            play_scenes(window, table, taken, lang)
            window.settings.speed = 0
            continue
        play_by_clicks(window, command)
    raise SystemExit("no result")


def viewer_replay() -> Path:
    """The viewer tests' game (two AIs noting their beliefs), saved under the screenshots' data."""
    from tests.ifrita_duel_window.test_viewer_id import saved_replay

    folder = ROOT / "out" / "screenshots" / "data" / "id-viewer"
    folder.mkdir(parents=True, exist_ok=True)
    return saved_replay(folder)[1]


def shoot_viewer(window: Any, lang: str, path: Path) -> None:
    from game.ifrita_duel.viewer.panels import unit_words
    from game.shell.director import Director
    from game.shell.i18n import language, tr
    from game.shell.viewer import open_replay
    from tests.ifrita_duel_window.test_viewer_id import blocked_attack

    language().set(lang)
    window.settings.speed = 1
    window.director = Director(window)
    screen = open_replay(window, window.director, path)
    model = screen.model
    screen.go(model.boundaries[len(model.commands) // 2])
    save(window, "viewer_all", lang)
    screen.set_perspective("crimson")
    save(window, "viewer_seat", lang)
    screen.set_perspective("all")
    chip = next(c for c in screen.stage.hands.chips if c.belief)
    hover(window, chip.x + 10, chip.y + 9)
    save(window, "viewer_belief", lang)
    unit = next(s for s in screen.stage.board.spots if s.kind == "unit")
    hover(window, unit.x + unit.w / 2, unit.y + unit.h / 2)
    save(window, "viewer_readout", lang)
    hover(window, 600, 20)
    attack = blocked_attack(model)
    screen.go(model.boundaries[attack + 1])
    save(window, "viewer_blocks", lang)
    screen.speed_index = 1
    while not screen.stage.busy and model.position < model.total:
        screen.next_action()
    for _ in range(90):
        window.frame(1 / 60, draw=False)
    save(window, "viewer_closeup", lang)
    screen.stage.finish()
    screen.go(model.boundaries[attack + 1])
    window.press_key(arcade.key.W)
    panel = screen.panel
    at = panel.data["at"]
    other = next(b for b in (None, *at.blockers) if b != at.actual()[at.attackers[0]])
    button = next(b for b in panel.ui.buttons if b.tip == unit_words(at, other))
    window.click_native(button.x + button.w / 2, button.y + button.h / 2)
    save(window, "viewer_whatif_pick", lang)
    resolve = next(b for b in screen.panel.ui.buttons if b.label.text == tr("id.v.whatif.resolve"))
    screen.speed_index = 5
    window.click_native(resolve.x + resolve.w / 2, resolve.y + resolve.h / 2)
    save(window, "viewer_whatif", lang)
    window.press_key(arcade.key.W)             # back to the replay from the what-if
    # The timeline's legend: this game's marks (a round's start and the end), pointed at.
    bar = screen.timeline
    hover(window, bar.x + bar.w * 0.4, bar.y + bar.h / 2)
    save(window, "viewer_timeline_legend", lang)
    hover(window, 600, 20)
    window.director.title()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("ko", "en", "both"), default="both")
    parser.add_argument("--only", choices=("viewer", "decks"), default=None)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    from game.shell.app import GameWindow

    window = GameWindow(width=1280, height=720, visible=False)
    path = viewer_replay() if args.only != "decks" else Path()
    for lang in ("ko", "en") if args.lang == "both" else (args.lang,):
        if args.only == "decks":
            shoot_deck_builder(window, lang)
            shoot_building(window, lang)
            continue
        if args.only is None:
            shoot_deck_builder(window, lang)
            shoot(window, lang)
            shoot_building(window, lang)
        shoot_viewer(window, lang, path)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
