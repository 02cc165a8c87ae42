"""The kernel's named sets: how they print, parse and pair seats."""

from __future__ import annotations

import copy
import pickle

import pytest

from engine.ifrita_duel.names import Side as DuelSide
from engine.kernel.named import NamedEnum, SeatPair
from engine.mage_battle.names import Side


class Colour(NamedEnum):
    RED = "r"
    DEEP_BLUE = "b"


def test_members_print_and_parse_by_lower_case_name() -> None:
    assert str(Colour.DEEP_BLUE) == "deep_blue" == Colour.DEEP_BLUE.key
    assert Colour.parse("  Deep_Blue ") is Colour.DEEP_BLUE
    assert repr(Side.TEAL) == "Side.TEAL" and Side.parse("crimson") is Side.CRIMSON


def test_an_unknown_name_is_one_line_listing_the_choices() -> None:
    with pytest.raises(ValueError) as err:
        Colour.parse("green" * 40)
    text = str(err.value)
    assert "\n" not in text and "expected one of red, deep_blue" in text
    assert "..." in text and len(text) < 120
    with pytest.raises(ValueError):
        Colour.parse(3)  # type: ignore[arg-type]


@pytest.mark.parametrize("pair", [Side, DuelSide])
def test_each_side_is_the_other_of_the_other(pair: type[SeatPair]) -> None:
    first, second = pair
    assert (int(first), int(second)) == (0, 1)
    assert second.other is first and first.other is second
    assert first.other.other is first
    # set once on each member, read at instance speed rather than computed per call
    assert vars(first)["other"] is second and vars(second)["other"] is first


def test_the_partner_survives_pickling_and_copying_and_other_names_still_fail() -> None:
    first = Side.TEAL
    assert pickle.loads(pickle.dumps(first)).other is first.other
    assert copy.deepcopy(first) is first
    with pytest.raises(AttributeError, match="othr"):
        first.othr  # type: ignore[attr-defined]  # noqa: B018
