"""The games of this build: importing a game's package registers it. A new game adds
its line here. The order is the order every list of games shows (the title, `--game`)."""
# ruff: noqa: I001 - registration order is meaningful, not alphabetical

import engine.mage_battle.game  # noqa: F401
import engine.wizard_survive.game  # noqa: F401
import engine.ifrita_duel.game  # noqa: F401
