"""Sound: which cues follow what the screen shows (with a recording player, not timing),
the fail-safe loader, the volume setting, and the generator's committed WAVs."""

from __future__ import annotations

import importlib.util
import json
import shutil
import wave
from pathlib import Path

import arcade
import pytest

from engine.mage_battle import V0_6, Card, Element, Job, Match, Side, apply, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.position import MageSpec, position
from game.mage_battle.views.cues import IMPACT, PAN, StepSounds, battle_end, match_end
from game.mage_battle.views.results import ResultsScreen
from game.mage_battle.views.steps import plan
from game.shell import sound
from game.shell.title import SettingsScreen
from tests.window_fixtures import SoundRecorder

ROOT = Path(__file__).resolve().parents[2]
T = V0_6.tables


@pytest.fixture
def heard():  # type: ignore[no-untyped-def]
    recorder = SoundRecorder()
    previous = sound.install(recorder)
    yield recorder.played
    sound.install(previous)


# ---- steps -> cues -----------------------------------------------------------------------------

def start(mages, **kw) -> Match:  # type: ignore[no-untyped-def]
    return Match(0, start=position(mages, battle=3, to_move=Side.TEAL, seed=1, **kw))   # 3 hp each


def played_through(match: Match, command, listener: Side | None, frames: int = 7) -> list[str]:  # type: ignore[no-untyped-def]
    """Play `command`, plan its animation for `listener`'s seat (teal when None) and run every
    step from start to end in a few uneven frames, as a screen's animate() does."""
    last = match.state
    events = match.play(command)
    states = [last]
    for e in events:
        states.append(apply(states[-1], e))
    steps, _ = plan(events, [view_for(s, listener or Side.TEAL) for s in states], lambda s: s)
    recorder = SoundRecorder()
    player = StepSounds(recorder.play)
    for step in steps:
        if not step.duration:
            continue
        marks = [0.0] + [(k / frames) ** 1.3 for k in range(1, frames)] + [1.0]
        for before, after in zip(marks, marks[1:]):
            player.advance(step, before, after, listener)
    return recorder.played


def attack_with(match: Match, element: Element):  # type: ignore[no-untyped-def]
    return next(c for c in match.legal(Side.TEAL) if isinstance(c, cmd.Attack) and c.element == element)


def two_a_side(attacker_job: Job, defender: Element, hp: int = 3) -> Match:
    """Teal's attacker at D07 holding fire, a crimson mystic at D08; one more mage each, far
    away, so nobody's fall ends the battle."""
    return start([MageSpec(Side.TEAL, attacker_job, T.parse("D07"), (Element.FIRE,), hp=3),
                  MageSpec(Side.TEAL, Job.S, T.parse("B02"), (Element.WOOD,)),
                  MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (defender,), hp=hp),
                  MageSpec(Side.CRIMSON, Job.P, T.parse("F13"), (Element.DARK,))])


def test_an_attack_turned_back_sounds_the_jobs_declaration_then_the_counter():
    m = two_a_side(Job.O, Element.WATER)
    assert played_through(m, attack_with(m, Element.FIRE), Side.TEAL) == ["thump", "counter"]
    assert not any(isinstance(e, ev.MageRemoved) for e in m.events)


def test_a_hit_that_removes_sounds_hit_then_removed_and_each_job_declares_in_its_own_voice():
    m = two_a_side(Job.O, Element.METAL, hp=1)
    assert played_through(m, attack_with(m, Element.FIRE), Side.TEAL) == ["thump", "hit", "removed"]
    for job, cue in ((Job.S, "zap"), (Job.P, "chime")):
        m = two_a_side(job, Element.METAL)
        heard = played_through(m, next(c for c in m.legal(Side.TEAL) if isinstance(c, cmd.Attack)), Side.TEAL)
        assert heard[0] == cue and heard[1:] in (["hit"], ["counter"], ["fizzle"], [])


def test_a_battle_won_or_lost_by_the_seat_and_no_pan_after_the_last_one():
    for listener, jingle in ((Side.TEAL, "battle_won"), (Side.CRIMSON, "battle_lost"), (None, "battle_won")):
        m = start([MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE,)),
                   MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL,), hp=1)])
        heard = played_through(m, attack_with(m, Element.FIRE), listener)
        # A one-battle position: its end is the last battle's, with no next battlefield to pan to.
        assert heard == ["thump", "hit", "removed", jingle], listener


def test_a_move_steps_and_a_card_plays_its_own_cue():
    m = two_a_side(Job.O, Element.METAL)
    assert played_through(m, cmd.Move(Side.TEAL, 1, T.parse("B03")), Side.TEAL) == ["step"]
    m = start([MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE,)),
               MageSpec(Side.CRIMSON, Job.O, T.parse("D10"), (Element.METAL, Element.METAL, Element.ICE))],
              cards=(Card.RESONANCE_CUT, None))
    assert played_through(m, cmd.UseCard(Side.TEAL, 1), Side.TEAL)[0] == "card"


def test_each_cue_plays_once_however_the_frames_fall():
    m = two_a_side(Job.O, Element.WATER)
    one_frame = played_through(m, attack_with(m, Element.FIRE), Side.TEAL, frames=1)
    m = two_a_side(Job.O, Element.WATER)
    many = played_through(m, attack_with(m, Element.FIRE), Side.TEAL, frames=60)
    assert one_frame == many == ["thump", "counter"]
    assert 0 < PAN < IMPACT < 0.88     # both land while their step is on screen


def test_results_sound_won_lost_or_the_neutral_fanfare():
    assert match_end(Side.TEAL, Side.TEAL) == "match_won"
    assert match_end(Side.TEAL, Side.CRIMSON) == "match_lost"
    assert match_end(Side.CRIMSON, None) == "fanfare"
    assert battle_end(Side.CRIMSON, Side.TEAL) == "battle_lost"


# ---- in the window ---------------------------------------------------------------------------

def test_live_play_sounds_the_attack_the_falls_and_the_match_result(window, heard):
    """Against an AI, teal's winning blow: declared, landed, the fall, the battle won (the last:
    no pan), then the results screen's win."""
    state = position([MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL,), hp=1)],
                     battle=1, to_move=Side.TEAL, seed=1)
    window.director.start_position(state, "beginner")
    window.frame(draw=False)
    window.settings.speed = 1
    try:
        controller = window.controller
        assert controller.submit(attack_with(controller.match, Element.FIRE))
        for _ in range(120):
            window.frame(0.1, draw=False)
            if isinstance(window.current, ResultsScreen):
                break
    finally:
        window.settings.speed = 0
    assert isinstance(window.current, ResultsScreen)
    assert heard == ["thump", "hit", "removed", "battle_won", "match_won"]


def test_skipped_animations_are_silent_and_buttons_click(window, heard):
    # settings.speed is 0 in these tests: every step is instant, so the countered attack, teal's
    # fall and the lost battle make no sound; the results screen still sounds the loss.
    state = position([MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.WATER,)),
                      MageSpec(Side.CRIMSON, Job.P, T.parse("F13"), (Element.DARK,))],
                     battle=1, to_move=Side.TEAL, seed=1)
    window.director.start_position(state, "beginner")
    window.frame(draw=False)
    assert window.controller.submit(attack_with(window.controller.match, Element.FIRE))
    for _ in range(5):
        window.frame(0.1, draw=False)
    results = window.current
    assert isinstance(results, ResultsScreen) and heard == ["match_lost"]
    heard.clear()
    window.director.title()
    window.frame()
    from tests.game.driver import centre_of

    window.click_native(*centre_of(window.current.buttons[len(window.current.games) + 2]))      # settings
    assert isinstance(window.current, SettingsScreen) and heard == ["click"]


def test_the_viewer_sounds_steps_at_1x_but_not_at_8x_nor_when_scrubbing(window, heard, tmp_path):
    from engine.mage_battle.ai.agents import make_agent
    from game.shell.viewer import open_replay
    from game.shell.viewer.screen import SPEEDS
    from replays import Replay, ai, new_header, save_replay
    from replays.resimulate import checkpoints_of

    match = Match(3)
    agents = {s: make_agent("beginner", 20 + s) for s in Side}
    while not match.over:
        side = match.deciders()[0]
        match.play(agents[side].choose(match.view(side), match.legal(side), match.seen(side)))
    commands = tuple(match.commands)
    header = new_header(3, ai("beginner"), ai("beginner"))
    path = save_replay(Replay(header, commands, checkpoints_of(header, commands), ()), tmp_path)
    screen = open_replay(window, window.director, path)
    window.frame(draw=False)
    model = screen.model
    first_move = next(b for b in model.boundaries if b < model.total and isinstance(model.events[b], ev.MageMoved))

    def step_from(at: int, speed: float) -> list[str]:
        screen.go(at)
        screen.speed_index = SPEEDS.index(speed)
        heard.clear()
        window.press_key(arcade.key.RIGHT)
        assert screen.stage.queue, "stepping forward animates at this speed"
        for _ in range(100):
            if not screen.stage.queue:
                break
            window.frame(0.05, draw=False)
        return list(heard)

    assert step_from(first_move, 1.0) == ["step"]
    assert step_from(first_move, 8.0) == []
    heard.clear()
    screen.speed_index = SPEEDS.index(1.0)
    screen.seek_x(screen.timeline.x + screen.timeline.w // 2)     # a jump along the scrubber
    for _ in range(5):
        window.frame(0.05, draw=False)
    assert heard == [] and not screen.stage.queue
    window.director.title()


# ---- the player ------------------------------------------------------------------------------

class FakeSound:
    def __init__(self, path: Path, log: list) -> None:
        self.path, self.log = path, log

    def play(self, volume: float) -> None:
        self.log.append((self.path.stem, volume))


def test_volume_off_plays_nothing_and_the_volume_reaches_the_player():
    log: list = []
    level = [0.0]
    loads: list = []

    def load(path: Path) -> FakeSound:
        loads.append(path)
        return FakeSound(path, log)

    player = sound.Sounds(lambda: level[0], load=load)
    assert player.play("hit") is False and log == [] and loads == []   # off: nothing even loaded
    level[0] = 0.25
    assert player.play("hit") is True and log == [("hit", 0.25)]
    assert len(loads) == len(sound.NAMES)                             # every cue at the first play
    level[0] = 0.0
    assert player.play("zap") is False and log == [("hit", 0.25)]


def test_every_cue_loads_with_arcade_headless():
    player = sound.Sounds(lambda: 0.5)
    assert all(player.play(name) for name in sound.NAMES) and player.enabled


@pytest.mark.parametrize("damage", ["missing", "corrupt"])
def test_a_missing_or_corrupt_wav_turns_sound_off_without_an_exception(tmp_path, capsys, damage):
    folder = tmp_path / "sounds"
    shutil.copytree(sound.FOLDER, folder)
    if damage == "missing":
        (folder / "counter.wav").unlink()
    else:
        (folder / "counter.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEjunk" + bytes(30))
    player = sound.Sounds(lambda: 1.0, folder=folder)
    assert player.play("click") is False
    assert not player.enabled and "counter.wav" in player.failure
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("mage-battle: sound off (") and "Traceback" not in err
    assert player.play("hit") is False and capsys.readouterr().err == ""      # said once, stays off


def test_a_failing_audio_driver_turns_sound_off(capsys):
    class Driverless:
        def play(self, volume: float) -> None:
            raise RuntimeError("no audio device")

    player = sound.Sounds(lambda: 1.0, load=lambda path: Driverless())
    assert player.play("hit") is False and not player.enabled
    assert "no audio device" in capsys.readouterr().err


# ---- the generator -----------------------------------------------------------------------------

def generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_the_generator_is_deterministic_and_made_the_committed_files():
    make = generator()
    assert set(make.CUES) == set(sound.NAMES)
    for name in sound.NAMES:
        data = make.render(name)
        assert data == make.render(name), name
        committed = (sound.FOLDER / f"{name}.wav").read_bytes()
        assert data == committed, f"{name}.wav differs from scripts/make_sounds.py's output: run it again"
        assert len(committed) < 40_000
        with wave.open(str(sound.FOLDER / f"{name}.wav")) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22_050)
            assert 0.02 < w.getnframes() / 22_050 < 1.0


# ---- settings --------------------------------------------------------------------------------

def test_settings_round_trip_through_the_config_folder(tmp_path, monkeypatch):
    from game.shell.settings import Settings, config_path

    monkeypatch.setenv("EMB_CONFIG_DIR", str(tmp_path / "config"))
    s = Settings.load()
    assert s == Settings() and s.path == tmp_path / "config" / "settings.json" and not s.path.exists()
    s.language, s.speed, s.scale, s.fullscreen, s.volume = "en", 2, 3, True, 25
    s.offered.append("mage_battle")
    assert s.save()
    assert json.loads(config_path().read_text()) == {"language": "en", "speed": 2, "scale": 3,
                                                     "fullscreen": True, "volume": 25, "offered": ["mage_battle"],
                                                     "keep_last": 0}
    assert Settings.load() == s
    assert [p.name for p in config_path().parent.iterdir()] == ["settings.json"]   # no temp file left
    assert Settings().save() is False      # settings made in code are never written


def test_an_unreadable_settings_file_gives_defaults_and_one_line(tmp_path, monkeypatch, capsys):
    from game.shell.settings import Settings, config_path

    monkeypatch.setenv("EMB_CONFIG_DIR", str(tmp_path))
    config_path().write_text("{not json")
    assert Settings.load() == Settings()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unreadable" in err and "using defaults" in err
    # Values out of range (or of the wrong type) are dropped one by one; the rest are kept.
    config_path().write_text(json.dumps({"volume": 30, "speed": True, "language": "en", "scale": 3}))
    s = Settings.load()
    assert (s.volume, s.speed, s.language, s.scale) == (75, 1, "en", 3)
    assert "ignored speed, volume" in capsys.readouterr().err


def test_the_settings_screen_cycles_the_volume_and_saves_it(window, heard, tmp_path):
    from game.shell.i18n import language

    saved_path, saved_volume = window.settings.path, window.settings.volume
    window.settings.path = tmp_path / "settings.json"
    try:
        window.director.settings()
        window.frame()
        volume = window.current.ui.buttons[4]
        assert volume.label.text == "Sound: 75%"
        from tests.game.driver import centre_of

        seen = []
        for _ in range(5):
            window.click_native(*centre_of(window.current.ui.buttons[4]))
            seen.append((window.settings.volume, window.current.ui.buttons[4].label.text))
        assert seen == [(100, "Sound: 100%"), (0, "Sound: off"), (25, "Sound: 25%"), (50, "Sound: 50%"),
                        (75, "Sound: 75%")]
        assert heard == ["click", "chime"] * 5       # a chime at each new volume (the recorder ignores it)
        assert json.loads(window.settings.path.read_text())["volume"] == 75
        window.click_native(*centre_of(window.current.ui.buttons[0]))       # language
        assert json.loads(window.settings.path.read_text())["language"] == "ko"
        assert window.current.ui.buttons[4].label.text == "효과음: 75%"
    finally:
        language().set("en")
        window.settings.language = "en"
        window.settings.path, window.settings.volume = saved_path, saved_volume
        window.director.title()
