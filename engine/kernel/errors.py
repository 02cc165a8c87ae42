"""The errors every game raises: a command the rules refuse, plain data that is not a
command or event. Both are ValueErrors whose message is one line naming what and where."""

from __future__ import annotations


class RuleError(ValueError):
    """A command the rules do not allow now; nothing changed."""


class CodecError(ValueError):
    """Plain data that is not a well-formed command or event."""
