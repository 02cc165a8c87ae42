"""Reading a replay for the viewer: a `.embr` file or a complete bug-report bundle.
Every failure becomes the loader's one-line reason, never an exception."""

from __future__ import annotations

from pathlib import Path

from game.shell.logs import survived
from replays.resimulate import Loaded


def load(path: str | Path) -> tuple[Loaded | None, str | None]:
    """(loaded, None) or (None, one-line reason)."""
    from replays.bugreport import is_bundle, replay_bytes_of_bundle
    from replays.container import Limits, read_capped
    from replays.errors import ReplayError
    from replays.format import FORMAT
    from replays.resimulate import load_bytes

    where = str(path)
    try:
        data = read_capped(Path(path), Limits(2 * FORMAT.limits.max_bytes, 0, 0, 0, 0, 0))
        if is_bundle(data):
            data, where = replay_bytes_of_bundle(data, where), f"{where} (bug report)"
        return load_bytes(data, where), None
    except ReplayError as error:
        survived(f"reading the replay {where}", error)
        return None, str(error)
    except OSError as error:
        survived(f"reading the replay {where}", error)
        return None, f"{where}: cannot read ({error.strerror or error})"
    except Exception as error:  # a loader bug must still not crash the window
        survived(f"reading the replay {where}", error)
        return None, " ".join(f"{where}: {type(error).__name__}: {error}".split())
