"""Battle window details: undo after a resume, the top bar once a lesson's battle is over,
the rules pages filling their box, and what-if in the replay viewer keeping the seat's
perspective. Window tests drive the real headless window as a player would."""

from __future__ import annotations

import pytest

from engine.mage_battle import Phase, Side
from engine.mage_battle import commands as cmd
from game.mage_battle.views.battle import BattleScreen
from game.shell.viewer.screen import ViewerScreen
from tests.game.driver import click_button, settle

# ---- the tutorial: a lesson's battle that ended says so in the top bar --------------------

def test_the_top_bar_names_the_winner_once_a_lesson_s_battle_is_over(window):  # type: ignore[no-untyped-def]
    from game.mage_battle.tutorial_lessons import LESSONS
    from game.mage_battle.views.tutorial import TutorialDirector
    from tests.game.test_tutorial import play_lesson, wait

    for name in ("round_limit", "shrine"):
        TutorialDirector.take_over(window).begin(next(i for i, x in enumerate(LESSONS) if x.name == name))
        settle(window, 2)
        screen = window.current
        top = screen.layout.top
        assert top.turn.text == "Teal to move"
        play_lesson(window, name)
        wait(window, lambda screen=screen: screen.passed)
        assert window.controller.over and screen.now().phase == Phase.OVER
        assert top.turn.text == "Teal wins", name
        # The line fits between the score and the menu button.
        assert top.score.x + top.score.content_width < top.turn.x - top.turn.content_width
        assert top.turn.x <= top.menu.x
        window.director.leave()  # type: ignore[attr-defined]


def test_the_side_panel_says_the_lesson_s_battle_is_over_instead_of_select_a_mage(window):  # type: ignore[no-untyped-def]
    """After the round-limit lesson nothing is selected, after the shrine lesson the mage on
    the shrine is, until a click on an empty cell: then the panel names the winner and how."""
    from game.mage_battle.tutorial_lessons import LESSONS
    from game.mage_battle.views.battle_layout import PANEL_X
    from game.mage_battle.views.tutorial import TutorialDirector
    from game.shell.canvas import WIDTH
    from tests.game.driver import click_cell
    from tests.game.test_tutorial import play_lesson, wait

    for name, reason in (("round_limit", "round limit"), ("shrine", "shrine")):
        TutorialDirector.take_over(window).begin(next(i for i, x in enumerate(LESSONS) if x.name == name))
        settle(window, 2)
        screen = window.current
        panel = screen.layout.mage_panel
        play_lesson(window, name)
        wait(window, lambda screen=screen: screen.passed)
        if name == "shrine":
            assert panel.title.text == "t1 Sorcerer"
            click_cell(window, screen.board, screen.tables.parse("A01"))
            settle(window, 1)
        assert panel.title.text == "Teal wins", name
        assert panel.place.text == f"Battle over · {reason}"
        assert panel.place.x + panel.place.content_width <= WIDTH - 2 and panel.place.x > PANEL_X
        window.director.leave()  # type: ignore[attr-defined]


# ---- what-if in the replay viewer keeps the seat's perspective -----------------------

@pytest.fixture(scope="module")
def ai_replay(tmp_path_factory):  # type: ignore[no-untyped-def]
    """A whole beginner-vs-beginner match saved as a replay (the match of the what-if test
    in test_battle_window_play_and_layout.py)."""
    from engine.mage_battle import Match
    from engine.mage_battle.ai.agents import make_agent
    from replays import Replay, ai, new_header, save_replay
    from replays.resimulate import checkpoints_of

    match = Match(9)
    agents = {Side.TEAL: make_agent("beginner", 3), Side.CRIMSON: make_agent("beginner", 4)}
    while not match.over and len(match.commands) < 400:
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    header = new_header(9, ai("beginner"), ai("beginner"))
    commands = tuple(match.commands)
    return save_replay(Replay(header, commands, checkpoints_of(header, commands), ()),
                       tmp_path_factory.mktemp("what_if"))


def seen_as_teal(viewer) -> list[str]:  # type: ignore[no-untyped-def]
    """What disagrees with teal's perspective on the screen: the model, the buttons, the board
    (a view of teal's, no owner's secret marked), the event list."""
    model, stage = viewer.model, viewer.stage
    wrong = []
    if model.perspective != "teal":
        wrong.append(f"model perspective {model.perspective}")
    if [p for p, b in viewer.persp_buttons.items() if b.active] != ["teal"]:
        wrong.append("perspective buttons")
    if not stage.busy:
        shown = stage.shown
        if shown.view.side != Side.TEAL or shown.hidden or shown.cards is not None or len(stage.hidden_marks):
            wrong.append("board drawn for all")
        if shown.view != model.shown().view:
            wrong.append("board not at the cursor")
    if tuple(viewer.events_panel.lines) != model.lines():
        wrong.append("event list")
    return wrong


def test_what_if_anywhere_opened_and_closed_any_way_keeps_the_seat_s_perspective(window, ai_replay):  # type: ignore[no-untyped-def]
    """The paths a user takes: teal's perspective chosen by its button; what-if opened by key,
    by its button, and by its button while playback animates; at a move, an attack (before the
    reveal), a response, mid-battle, just after a battle ended, at the end; closed by Esc, its
    Close button, a click outside, the perspective button, the next-action key; then a step,
    a scrub and a moment of playback. The screen must show teal's perspective throughout, and
    the panel must open (it used to close at once when its button was clicked mid-animation)."""
    import arcade

    from engine.mage_battle import events as ev
    from game.shell.viewer import open_replay

    viewer = open_replay(window, window.director, ai_replay)
    window.frame()
    click_button(window, viewer.persp_buttons["teal"])
    model = viewer.model
    b = model.boundaries
    respond = next(j for j, c in enumerate(model.commands) if isinstance(c, cmd.Respond))
    move = next(j for j, c in enumerate(model.commands) if isinstance(c, cmd.Move))
    ended = next(i for i, e in enumerate(model.events) if isinstance(e, ev.BattleEnded))
    points = {"move": b[move + 1], "attack": b[respond], "response": b[respond + 1], "mid": b[len(b) // 2],
              "battle ended": b[model.command_index(ended + 1) + 1], "end": model.total}
    whatif = viewer.stage_buttons[0]

    def animating() -> None:
        """The command that led here played again with its animation; the button clicked mid-way."""
        position = viewer.model.position
        viewer.speed_index = 1
        viewer.go(b[max(0, model.command_index(position))])
        viewer.go(position, animate=True)
        window.frame(1 / 60)
        click_button(window, whatif)

    openers = {"W": lambda: window.press_key(arcade.key.W), "button": lambda: click_button(window, whatif),
               "button while animating": animating}
    closers = {"Esc": lambda: window.press_key(arcade.key.ESCAPE),
               "Close": lambda: click_button(window, viewer.panel.ui.buttons[-1]),
               "outside": lambda: window.click_native(600, 200),
               "perspective button": lambda: click_button(window, viewer.persp_buttons["teal"]),
               "next-action key": lambda: window.press_key(arcade.key.RIGHT)}
    pairs = [("W", "Esc"), ("button", "Close"), ("W", "outside"), ("button", "perspective button"),
             ("W", "next-action key"), ("button while animating", "Esc"), ("button while animating", "Close")]
    for name, position in points.items():
        for opener, closer in pairs:
            where = (name, opener, closer)
            viewer.go(position)
            window.frame()
            assert seen_as_teal(viewer) == [], where
            openers[opener]()
            window.frame()
            assert viewer.panel is not None, where
            assert seen_as_teal(viewer) == [], where
            closers[closer]()
            window.frame()
            if viewer.panel is not None:        # the next-action key moves under the open panel
                window.press_key(arcade.key.ESCAPE)
            assert isinstance(window.current, ViewerScreen), where
            assert seen_as_teal(viewer) == [], where
            window.press_key(arcade.key.LEFT)
            window.click_native(viewer.timeline.x + 200, viewer.timeline.y + 3)
            window.dispatch_event("on_mouse_release", 0, 0, arcade.MOUSE_BUTTON_LEFT, 0)
            window.frame()
            assert seen_as_teal(viewer) == [], (where, "after a step and a scrub")
            window.press_key(arcade.key.SPACE)
            for _ in range(5):
                window.frame(1 / 30)
                assert seen_as_teal(viewer) == [], (where, "playing")
            window.press_key(arcade.key.SPACE)
    window.director.title()


def test_a_viewer_button_clicked_during_an_animation_acts_once(window, ai_replay):  # type: ignore[no-untyped-def]
    """A click on a button while the board animates used to reach the button twice: Next
    action stepped two actions, and What-if opened its panel and closed it at once."""
    from game.shell.viewer import open_replay
    from tests.game.driver import centre_of

    viewer = open_replay(window, window.director, ai_replay)
    window.frame()
    model = viewer.model
    viewer.speed_index = 1
    b = model.boundaries
    respond = next(j for j, c in enumerate(model.commands) if isinstance(c, cmd.Respond))
    viewer.go(b[respond])
    viewer.go(b[respond + 1], animate=True)
    window.frame(1 / 60)
    assert viewer.stage.busy
    window.click_native(*centre_of(viewer.stage_buttons[0]))
    assert viewer.panel is not None and viewer.panel.data.get("rows")
    viewer.close_panel()
    viewer.go(b[respond - 2])
    viewer.go(b[respond - 1], animate=True)
    assert viewer.stage.busy
    window.click_native(*centre_of(viewer.transport[3 + len(viewer.levels)]))      # Next action
    assert model.position == b[respond]
    window.director.title()


# ---- undo after a resume -----------------------------------------------------------------

def test_a_move_made_before_the_match_was_closed_is_undone_after_it_resumes(window):  # type: ignore[no-untyped-def]
    """Teal moves, the match goes back to the title (the journal keeps it), the title resumes
    it: the move made before is still this turn's and U takes it back, on the board, in the
    journal on disk and so in the replay the finished match saves."""
    import arcade

    from engine.kernel.random_agent import RandomAgent
    from engine.mage_battle import V0_6
    from engine.mage_battle.game import GAME
    from replays.journal import resume
    from replays.resimulate import load_replay, verify
    from tests.game.driver import centre_of, click_cell
    from tests.game.test_battle_foresight import _journal_at_teals_turn

    made = _journal_at_teals_turn(47)
    window.director.go_on(resume(made.path))
    settle(window, 2)
    screen, c = window.current, window.controller
    kept, before = list(c.match.commands), c.view(Side.TEAL)
    move = next(x for x in c.legal(Side.TEAL) if isinstance(x, cmd.Move)
                and x.to not in V0_6.tables.shrine_cells[Side.CRIMSON])
    click_cell(window, screen.board, c.match.state.mages[move.mage].cell)
    click_cell(window, screen.board, move.to)
    settle(window, 1)
    assert c.match.commands == kept + [move]
    # Closed to the title and resumed there, as a player would after quitting.
    window.director.title()
    settle(window, 1)
    title = window.current
    window.click_native(*centre_of(title.buttons[len(title.games)]))       # Resume
    settle(window, 2)
    screen, c = window.current, window.controller
    assert isinstance(screen, BattleScreen) and c.match.commands == kept + [move] and not c.batches
    assert screen.may_undo() and screen.btn_undo.enabled
    window.press_key(arcade.key.U)
    assert c.match.commands == kept and c.view(Side.TEAL) == before
    assert screen.shown == before and screen.selected == move.mage and screen.layout.hint_line.text == "Move taken back"
    # The journal on disk holds only what was finally played: a crash now resumes without the move.
    window.director.end_match()
    again = resume(made.path)
    assert again.match.commands == kept and again.match.hash() == GAME.state_hash(c.match.state)
    again.append(cmd.EndTurn(Side.TEAL))
    agents = [RandomAgent(8), RandomAgent(9)]
    match = again.match
    while not match.over:
        seat = match.deciders()[0]
        again.append(agents[seat].choose(match.view(seat), match.legal(seat), match.seen(seat)))
    saved = load_replay(again.close_as_replay())
    assert list(saved.replay.commands) == list(match.commands) and verify(saved.replay, "saved").ok
    assert saved.replay.commands[len(kept)] == cmd.EndTurn(Side.TEAL)
    window.director.title()


# ---- what the screens say and whether it fits ----------------------------------------

def test_the_top_bar_names_the_defender_while_it_picks_its_responses(window):  # type: ignore[no-untyped-def]
    """It said 'Crimson to move' while teal, attacked, had the response prompt open."""
    from engine.mage_battle import Element, Job
    from engine.mage_battle.position import MageSpec
    from tests.game.test_battle_foresight import c, duel_position, screen_at

    screen = screen_at(window, duel_position(MageSpec(Side.CRIMSON, Job.P, c("F14"), (Element.EARTH,)),
                                             to_move=Side.CRIMSON))
    for _ in range(20):
        if screen.response is not None:
            break
        settle(window, 1)
    assert screen.response is not None and window.controller.match.state.phase == Phase.RESPONSE
    top = screen.layout.top
    assert top.turn.text == "Teal responds"
    assert top.score.x + top.score.content_width < top.turn.x - top.turn.content_width
    # Once confirmed, the engagement animates: the responses are in and crimson's turn goes on.
    window.settings.speed = 1
    try:
        click_button(window, screen.response.confirm)
        window.frame(1 / 60)
        assert screen.queue and top.turn.text == "Crimson to move"
        kinds = set()
        for _ in range(600):        # to the duel's close-up and through it
            if not screen.queue or (kinds and screen.queue[0].kind not in kinds | {"duel"}):
                break
            kinds.add(screen.queue[0].kind)
            window.frame(1 / 30)
            assert top.turn.text == "Crimson to move"
        assert "duel" in kinds
    finally:
        window.settings.speed = 0
    window.director.title()


def test_the_turn_line_fits_beside_the_score_in_both_languages_at_its_longest():  # type: ignore[no-untyped-def]
    """The longest battle, round and score texts with every turn line the bar can show."""
    from engine.mage_battle import V0_6
    from game.shell.i18n import language, tr
    from game.shell.widgets import text

    try:
        for lang in ("ko", "en"):
            language().set(lang)
            left = 316
            for part in (tr("hud.battle", n=3, total=V0_6.battles), tr("hud.round", n=20, limit=V0_6.round_limit)):
                left += text(part, 0, 0).content_width + 8
            left += text(tr("hud.score", teal=1, crimson=1), 0, 0).content_width
            for side in ("teal", "crimson"):
                for key in ("hud.turn", "hud.respond", "hud.won"):
                    line = tr(key, side=tr(f"side.{side}"))
                    assert left + 6 <= 590 - text(line, 0, 0).content_width, (lang, line)
    finally:
        language().set("en")


def test_the_duel_close_up_keeps_vs_and_the_outcome_apart_and_above_the_ground(window):  # type: ignore[no-untyped-def]
    """'VS' and 'Counter! -1' were drawn touching, one line box over the other."""
    from engine.mage_battle import Element, Job
    from engine.mage_battle.elements import Winner
    from game.mage_battle.views.duel import BAND_Y, Duel, DuelScene, Fighter
    from game.shell.i18n import language, tr

    def box(label):  # type: ignore[no-untyped-def]
        font = label._label.document.get_font(0)
        return label.y + font.descent, label.y + font.ascent

    attacker = Fighter(0, "c1", Side.CRIMSON, Job.O, (Element.ICE,), Element.ICE, 30)
    target = Fighter(1, "t3", Side.TEAL, Job.O, (Element.WATER, Element.EARTH), Element.WATER, 31)
    try:
        for lang in ("ko", "en"):
            language().set(lang)
            for winner in (Winner.ATTACKER, Winner.DEFENDER, Winner.NOBODY, None):
                scene = DuelScene(Duel(attacker, target, winner, 2))
                vs = next(t for t in scene.ui.texts if t.text == tr("duel.vs"))
                vs_bottom, _ = box(vs)
                out_bottom, out_top = box(scene.outcome)
                assert out_top + 4 <= vs_bottom, (lang, winner)
                assert out_bottom >= BAND_Y + 64, (lang, winner)          # the ground's top
                assert scene.outcome.content_width < 640 - 2 * 190       # between the fighters
    finally:
        language().set("en")


def test_every_viewer_button_holds_its_label_in_both_languages(window, ai_replay):  # type: ignore[no-untyped-def]
    """'Speed instant' ran over the − and + buttons beside it."""
    from game.shell.i18n import language
    from game.shell.viewer import open_replay

    try:
        for lang in ("ko", "en"):
            language().set(lang)
            viewer = open_replay(window, window.director, ai_replay)
            window.frame()
            for speed in range(6):
                for playing in (False, True):
                    viewer.speed_index, viewer.playing = speed, playing
                    viewer.refresh_hud()
                    for b in viewer.ui.buttons:
                        assert b.label.content_width <= b.w - 4, (lang, b.label.text, b.w)
            viewer.playing = False
    finally:
        language().set("en")
        window.director.title()


def test_what_if_of_an_attack_without_an_element_says_so_in_words(window, ai_replay):  # type: ignore[no-untyped-def]
    """The panel's title read 'c4 attacks with None'."""
    import arcade

    from game.mage_battle.viewer import whatif
    from game.shell.i18n import tr
    from game.shell.viewer import open_replay

    viewer = open_replay(window, window.director, ai_replay)
    window.frame()
    model = viewer.model
    j = next(j for j, x in enumerate(model.commands) if isinstance(x, cmd.Respond)
             and whatif.find(model, model.boundaries[j + 1]).element is None)
    viewer.go(model.boundaries[j + 1])
    window.press_key(arcade.key.W)
    found = whatif.find(model, model.position)
    title = viewer.panel.ui.texts[0].text
    assert title == tr("v.whatif.title.none", mage=model.label(found.attacker)) == \
        f"What if: {model.label(found.attacker)} attacks with no element"
    window.director.title()


# ---- the replay viewer's cards line: a card's name never breaks across lines -----------------

def line_starts(label) -> list[int]:  # type: ignore[no-untyped-def]
    """Where the label's laid-out lines begin in its text, after the first (pyglet's own wrap
    and the text's newlines alike)."""
    return [line.start for line in label._label._lines][1:]


def test_the_viewer_s_cards_line_never_breaks_inside_a_card_name(window, ai_replay):  # type: ignore[no-untyped-def]
    """'Resonance Cut' was wrapped as 'Resonance' / 'Cut'. Every position of the match in every
    perspective, Korean and English: no line starts inside a card's name, and the line breaks
    fall between a side and the next (the side stays with its card)."""
    from engine.mage_battle import Card
    from game.shell.i18n import language, tr
    from game.shell.viewer import open_replay

    try:
        for lang in ("ko", "en"):
            language().set(lang)
            names = [tr(f"card.{c.key}") for c in Card]
            assert all(" " in n for n in names)      # each name could break at its space
            viewer = open_replay(window, window.director, ai_replay)
            window.frame()
            label, model = viewer.stage.txt_cards, viewer.model
            checked = 0
            for perspective in ("all", "teal", "crimson"):
                viewer.set_perspective(perspective)
                for position in model.boundaries[::4]:
                    viewer.go(position)
                    shown = label.text.replace("\xa0", " ")
                    starts = line_starts(label)
                    for name in names:
                        at = shown.find(name)
                        while at >= 0:
                            checked += 1
                            assert not [s for s in starts if at < s < at + len(name)], (lang, perspective, shown)
                            at = shown.find(name, at + 1)
                    assert all(shown[s - 1] == "\n" for s in starts), (lang, shown)
                    assert label.content_height <= 3 * 14, (lang, shown)      # above the timeline
            assert checked > 50
    finally:
        language().set("en")
    window.director.end_match()
    window.director.title()
