"""The games of this window: importing a game's window package registers it. The built-in
ones are imported here; an installed game adds its window package to the entry point
group `WINDOW_PLUGINS` (pyproject.toml), and one that fails to import is left out with
a line in the session log. The order is the title's."""
# ruff: noqa: I001 - registration order is meaningful, not alphabetical

from importlib import metadata

import game.mage_battle.ui  # noqa: F401
import game.wizard_survive.ui  # noqa: F401
import game.ifrita_duel.ui  # noqa: F401
from game.shell import logs

WINDOW_PLUGINS = "elemental_mage_battle.windows"

for _entry in metadata.entry_points(group=WINDOW_PLUGINS):
    try:
        _entry.load()
    except Exception as _error:   # a third party's window must not keep the others from opening
        logs.survived(f"window plugin {_entry.name!r} ({_entry.value})", _error)
