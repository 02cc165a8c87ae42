"""The games of this build: importing a game's package registers it. A new game adds
its line here."""

import engine.ifrita_duel.game  # noqa: F401
import engine.mage_battle.game  # noqa: F401
import engine.wizard_survive.game  # noqa: F401
