"""What the settings screen changes, kept between sessions in a small JSON file in the
user's config folder (`EMB_CONFIG_DIR` overrides it; tests point it at a scratch folder).

A window made in code (tests, scripts) gets defaults that are never written; `run()`
loads the saved file, and only those settings save themselves when changed. A missing
file gives the defaults quietly, an unreadable one gives them with one line saying why.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

from replays.container import atomic_write

APP = "elemental-mage-battle"
ENV = "EMB_CONFIG_DIR"
FILE = "settings.json"
VOLUMES = (0, 25, 50, 75, 100)      # per cent; 0 is off
SPEEDS = (3, 1, 2, 0)               # slow, normal, fast, skip (the order the settings screen cycles)
# How long an animation takes at each speed, against normal: slow lets a newcomer follow a reveal.
PACE = {3: 2.0, 1: 1.0, 2: 0.5, 0: 0.0}
SCALES = (1, 2, 3)
LANGUAGES = ("ko", "en")
KEEP_LAST = (0, 1000, 500, 200, 100, 50)    # "keep only the newest N replays"; 0 is off (keep all)


def config_path() -> Path:
    override = os.environ.get(ENV)
    return (Path(override) if override else Path(platformdirs.user_config_dir(APP))) / FILE


@dataclass
class Settings:
    """Mutable on purpose: the window keeps one for its lifetime and the screen edits it."""

    language: str = "ko"
    speed: int = 1                 # a key of PACE: 3 slow, 1 normal, 2 fast, 0 skip animations
    scale: int = 2                 # window size as a multiple of the native 640x360
    fullscreen: bool = False
    volume: int = 75               # per cent
    # After each saved match, replays beyond the newest `keep_last` go to the trash, except
    # those marked as kept (★ in the list); 0 keeps them all.
    keep_last: int = 0
    # What has been offered once and should not be asked again, by name (a game's id for its
    # first-match tutorial).
    offered: list[str] = field(default_factory=list)
    path: Path | None = field(default=None, compare=False)   # where save() writes; None: not kept

    def duration(self, seconds: float) -> float:
        return seconds * PACE[self.speed]

    def gain(self) -> float:
        return self.volume / 100

    def data(self) -> dict[str, object]:
        return {k: v for k, v in asdict(self).items() if k != "path"}

    def save(self) -> bool:
        """Write the file (atomically: a crash leaves the old or the new one); False if not kept."""
        if self.path is None:
            return False
        try:
            atomic_write(self.path, (json.dumps(self.data(), indent=1, sort_keys=True) + "\n").encode())
        except OSError as error:
            print(f"mage-battle: settings not saved ({error})", file=sys.stderr)
            return False
        return True

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = config_path() if path is None else path
        settings = cls(path=path)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return settings
        except (OSError, ValueError) as error:
            print(f"mage-battle: settings file {path} unreadable ({type(error).__name__}); using defaults",
                  file=sys.stderr)
            return settings
        bad = _apply(settings, raw)
        if bad:
            print(f"mage-battle: settings file {path}: ignored {', '.join(bad)}", file=sys.stderr)
        return settings


ALLOWED = {"language": LANGUAGES, "speed": SPEEDS, "scale": SCALES, "fullscreen": (False, True), "volume": VOLUMES,
           "keep_last": KEEP_LAST}


def _apply(settings: Settings, raw: object) -> list[str]:
    """Take each known value that is allowed; returns the names of those left at their default."""
    if not isinstance(raw, dict):
        return ["everything (not a JSON object)"]
    bad = []
    for f in fields(Settings):
        if f.name == "path" or f.name not in raw:
            continue
        value = raw[f.name]
        if f.name == "offered":
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                settings.offered = list(value)
            else:
                bad.append(f.name)
            continue
        # bool is an int in Python: 1 must not pass as fullscreen, nor True as a speed.
        if type(value) is type(getattr(settings, f.name)) and value in ALLOWED[f.name]:
            setattr(settings, f.name, value)
        else:
            bad.append(f.name)
    return bad
