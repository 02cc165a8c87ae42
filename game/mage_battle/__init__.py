"""Elemental Mage Battle's part of the window: its flow, screens, board, animation, viewer
stage and strings. Importing it adds its strings to the window's catalog."""

from game.mage_battle import strings as _strings
from game.mage_battle import strings_learn as _learn
from game.shell import i18n as _i18n

_i18n.add_part(_strings.KO, _strings.EN)
_i18n.add_part(_learn.KO, _learn.EN)
