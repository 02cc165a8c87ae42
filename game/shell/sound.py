"""Sound effects: the chiptune WAVs of assets/sounds (made by scripts/make_sounds.py;
installed in the package `game.assets`, found by `resources`), loaded on first use and
played at the settings' volume.

Sound is a nicety: when the audio driver or a file fails, it turns itself off for the
rest of the session and says so in one line, never a traceback. Nothing here knows the
game; game/mage_battle/views/cues.py says which cue goes with what the screen shows. Screens call
the module's `play(name)`; the window installs the real player, so code running without
a window (and tests, which install a recorder) plays nothing by default.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from game.shell import resources

FOLDER = resources.folder("sounds")
NAMES = ("click", "step", "zap", "chime", "thump", "hit", "counter", "fizzle", "removed", "card",
         "battle_won", "battle_lost", "scroll", "match_won", "match_lost", "fanfare",
         "flip", "whoosh", "bolt", "blink", "crash", "tally")


def _arcade_load(path: Path):  # type: ignore[no-untyped-def]
    import arcade

    return arcade.load_sound(path)


class Sounds:
    """`volume()` (0..1) is asked at every play, so the settings screen takes effect at once.
    `load(path)` returns something with `.play(volume=...)`; Arcade's by default."""

    def __init__(self, volume: Callable[[], float], folder: Path = FOLDER,
                 load: Callable[[Path], object] = _arcade_load) -> None:
        self.volume = volume
        self.folder = folder
        self.load = load
        self.failure: str | None = None
        self._cues: dict[str, object] | None = None

    @property
    def enabled(self) -> bool:
        return self.failure is None

    def play(self, name: str) -> bool:
        """Start cue `name`; False when nothing sounds (volume off, sound failed)."""
        volume = max(0.0, min(1.0, self.volume()))
        if volume <= 0 or self.failure is not None:
            return False
        try:
            if self._cues is None:
                # All at once on the first play: a broken file or driver shows up now, not mid-match.
                self._cues = {n: self.load(self.folder / f"{n}.wav") for n in NAMES}
            self._cues[name].play(volume=volume)  # type: ignore[attr-defined]
        except Exception as error:  # pyglet raises its own types for drivers and decoders
            self.turn_off(f"{type(error).__name__}: {error}")
            return False
        return True

    def turn_off(self, reason: str) -> None:
        self.failure = reason.splitlines()[0] if reason else "unknown"
        self._cues = None
        print(f"mage-battle: sound off ({self.failure})", file=sys.stderr)


class Player(Protocol):
    def play(self, name: str) -> bool: ...


class Silent:
    """The player before a window installs one."""

    enabled = False

    def play(self, name: str) -> bool:
        return False


_active: Player = Silent()


def install(player: Player) -> Player:
    """Make `player` the one `play` uses; returns the previous one (tests put it back)."""
    global _active
    previous, _active = _active, player
    return previous


def play(name: str) -> bool:
    return bool(_active.play(name))


# Set while a person makes a secret choice at a screen others share (hot-seat play).
_secret = False


def secret_choice(on: bool) -> None:
    """While one person chooses in secret, the interface's own feedback is silent: what the
    others hear must not depend on the choice (a two-target pick would click once more)."""
    global _secret
    _secret = on


def feedback(name: str) -> bool:
    """A cue that answers the person's own input (a press, a pick), never a game event."""
    return False if _secret else play(name)
