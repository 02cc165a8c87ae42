"""The whimsical AI's temperament in live play, and the AI's notes (mood, beliefs) in the
replays of matches played in the window."""

from __future__ import annotations

import random

from engine.mage_battle import Side
from engine.mage_battle.ai.agents import MOODS
from game.mage_battle.strings import EN, KO
from game.mage_battle.viewer.notes import MageNote
from game.shell.i18n import language, mood_name, opponent_name
from tests.game.driver import settle
from tests.game.test_keys_and_ai import small_battle


def test_every_mood_is_named_in_both_languages():
    for mood in MOODS:
        key = "mood." + mood.replace(" ", "_")
        assert KO[key] and EN[key] and KO[key] != EN[key]
    lang = language()
    before = lang.code
    try:
        lang.set("en")
        assert opponent_name("whimsical", "reckless attacker") == "Whimsical AI · reckless attacker"
        lang.set("ko")
        assert opponent_name("whimsical", "reckless attacker") == "마음대로 AI · 무모한 공격수"
        # A mood the catalogs do not know yet is written as the agent reports it.
        assert mood_name("sleepy") == "sleepy"
    finally:
        lang.set(before)


def test_the_battle_screen_names_the_whimsical_ais_mood_of_the_moment(window):
    # The real worker process: its answers carry the agent's mood.
    window.director.start_position(small_battle(Side.CRIMSON), "whimsical")
    controller = window.controller
    screen = window.current
    for _ in range(200):
        window.frame()
        controller.wait_for_ai(5)
        if controller.batches:
            break
    settle(window, 2)
    # The screen names the mood that chose the last move it has shown.
    batch = [b for b in controller.batches[:screen.consumed] if b.command.side == Side.CRIMSON][-1]
    assert batch.mood in MOODS
    # Drawn: the label is in the screen's text batch and holds the mood's name.
    assert screen.txt_foe in screen.ui.texts
    # One line, or the mood on a line of its own when the name does not fit.
    assert opponent_name("whimsical", batch.mood) in screen.txt_foe.text.replace("\n· ", " · ")
    assert mood_name(batch.mood) in screen.txt_foe.text
    window.director.end_match()


def test_a_beginner_opponent_is_named_without_a_mood(window):
    window.director.start_position(small_battle(), "beginner")
    settle(window, 1)
    assert window.current.txt_foe.text.endswith(opponent_name("beginner"))
    window.director.end_match()


def test_a_window_match_against_the_whimsical_ai_saves_its_notes_compactly(window, tmp_path):
    from game.mage_battle import play
    from game.shell.viewer.load import load

    controller = play.controller(11, "whimsical")
    rng = random.Random(2)
    try:
        for _ in range(5000):
            if controller.over:
                break
            for side in controller.human_deciders():
                legal = controller.legal(side)
                assert controller.submit(legal[rng.randrange(len(legal))])
            controller.poll()
            controller.wait_for_ai(10)
    finally:
        controller.close()
    assert controller.over and controller.replay_path is not None, controller.replay_error
    size = __import__("os").path.getsize(controller.replay_path)
    assert size < 16 * 1024, size
    loaded, reason = load(controller.replay_path)
    assert loaded is not None, reason
    notes = [MageNote.from_note(n) for n in loaded.replay.notes]
    assert None not in notes
    commands = loaded.replay.commands
    assert notes and all(commands[n.command].side == Side.CRIMSON for n in notes)
    assert any(n.mood in MOODS for n in notes) and any(n.beliefs for n in notes)
    # Only on change: no two notes of the side in a row say the same thing.
    assert all((a.mood, a.beliefs) != (b.mood, b.beliefs) for a, b in zip(notes, notes[1:]))
    # The moods the screen was told are the ones saved.
    moods = [b.mood for b in controller.batches if b.command.side == Side.CRIMSON]
    assert [n.mood for n in notes if n.mood] and set(n.mood for n in notes) <= set(moods)


def test_a_resumed_match_keeps_the_notes_journaled_before(window):
    from game.mage_battle import play
    from game.shell.players import resume_journal

    controller = play.controller(12, "whimsical")
    rng = random.Random(3)
    while len(controller.match.commands) < 80:
        for side in controller.human_deciders():
            legal = controller.legal(side)
            controller.submit(legal[rng.randrange(len(legal))])
        controller.poll()
        controller.wait_for_ai(10)
    journal = controller.journal
    before = list(journal.notes)
    assert any(MageNote.from_note(n).mood for n in before)
    path = journal.path
    controller.close()
    resumed = resume_journal(path)
    assert resumed is not None and resumed.notes == before
    level = play.opponent_of(resumed.header.players)
    assert level == "whimsical"
    again = play.controller(12, level, journal=resumed)
    try:
        moods = [note.mood for note in map(MageNote.from_note, before) if note is not None and note.mood]
        assert again.moods[Side.CRIMSON] == moods[-1]
    finally:
        again.close()
        resumed.discard()
