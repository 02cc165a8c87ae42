"""The table's actions of the moment as the panel shows them: each with its key and a
tip read on the hint line when pointed at. A disabled action's tip is why it is refused,
from the engine's own refusal (engine/ifrita_duel/why.py, asked of the seat's view) worded
by the refusal's key; the window decides nothing about the rules here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.ifrita_duel.decide import Reason
from engine.ifrita_duel.view import DuelView
from engine.ifrita_duel.why import refusal
from game.ifrita_duel import text
from game.shell.i18n import known, tr

if TYPE_CHECKING:
    from game.shell.widgets import Action

# The table's keys (UX: every action has a key, shown where the action is), as arcade's key
# codes (a letter's is its lower-case code point) so that the presenter needs no arcade.
CAST, SACRIFICE, ATTACK_ALL, HERO = ord("c"), ord("s"), ord("a"), ord("u")
NEXT, END, CONFIRM, CANCEL = ord("n"), ord("e"), 0xFF0D, 0xFF1B           # Enter, Escape
MULLIGAN, DEFAULT = ord("m"), ord("d")
HAND_KEYS = tuple(ord(str(k)) for k in range(1, 10))


def key_name(key: int) -> str:
    if key == CONFIRM:
        return tr("id.key.enter")
    if key == CANCEL:
        return tr("id.key.esc")
    return chr(key).upper()


@dataclass
class Act:
    label: str
    action: Action
    enabled: bool
    key: int | None = None
    tip: str = ""           # what it does, or (disabled) why not

    def hint(self) -> str:
        return f"{self.tip} [{key_name(self.key)}]" if self.key is not None else self.tip


def why_text(reason: Reason | None) -> str:
    """A refusal in the window's words: its key's catalog line with the card and mana names."""
    if reason is None:
        return ""
    args = dict(reason.args)
    if "kind" in args:
        args["kind"] = tr(f"id.mana.{args['kind']}")
    if "card" in args:
        args["card"] = text.card_name(str(args["card"]))
    # A key without a catalog line (a refusal added to the engine later) still says why.
    if not known(f"id.why.{reason.key}"):
        return str(reason)
    return tr(f"id.why.{reason.key}", text=str(reason), **args)


def why_not(view: DuelView, action: str, card: str | None = None) -> str:
    """Why the view's seat cannot take `action` now, in words ("" if it can)."""
    return why_text(refusal(view, action, card))


def act(label: str, action: Action, enabled: bool, key: int | None, tip: str, why: str = "") -> Act:
    """An action whose tip is what it does when enabled, why not when disabled."""
    return Act(label, action, enabled, key, tip if enabled or not why else why)
