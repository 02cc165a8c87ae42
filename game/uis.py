"""The games of this window: importing a game's window package registers it. A new game
adds its line here."""

import game.ifrita_duel.ui  # noqa: F401
import game.mage_battle.ui  # noqa: F401
import game.wizard_survive.ui  # noqa: F401
