"""Elemental Mage Battle, rulebook v0.6, as decided by RULINGS.md."""

from engine.mage_battle.apply import apply, fold
from engine.mage_battle.decide import RuleError, decide, step
from engine.mage_battle.legal import is_legal, legal_commands
from engine.mage_battle.match import Match
from engine.mage_battle.names import Card, Direction, Element, Job, Orient, Side, WinReason
from engine.mage_battle.rules import V0_6, RuleSet, RulesFileError, load_rules
from engine.mage_battle.state import Phase, State, new_match
from engine.mage_battle.view import PlayerView, view_for

__all__ = [
    "Card", "Direction", "Match", "Element", "Job", "Orient", "Phase", "PlayerView", "RuleError", "RuleSet",
    "RulesFileError", "Side", "State", "V0_6", "WinReason", "apply", "decide", "fold", "is_legal",
    "legal_commands", "load_rules", "new_match", "step", "view_for",
]
