"""Stand-ins for sprites missing from assets/: each game names its own sprites' sizes and
colours (`GameUI.placeholders`); the shell keeps only the tiles it lays itself."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.shell import assets
from game.shell import palette as pal
from game.shell import ui as shell_ui
from game.shell.ui import GameUI, Placeholders, register_ui


def test_mage_battle_sprites_stand_in_at_the_sizes_and_colours_mage_battle_names():
    mage = assets._placeholder("mage_S_teal_0")
    assert mage.size == (24, 30)
    assert mage.getpixel((5, 5)) == pal.TEAL
    assert assets._placeholder("element_fire").size == (12, 12)
    assert assets._placeholder("shrine_crimson").getpixel((5, 5)) == pal.CRIMSON
    assert assets._placeholder("shrine_crimson").size == (24, 24)


def test_a_sprite_no_game_names_stands_in_as_a_neutral_square():
    image = assets._placeholder("nobody_knows_this")
    assert image.size == (16, 16) and image.getpixel((5, 5)) == pal.VIOLET
    assert assets._placeholder("cell_a").size == (32, 32)          # the shell's own backdrop tile


def test_the_shell_names_no_sprite_of_any_game():
    assert set(assets._SIZES) == {"cell"}


def test_the_games_agree_on_every_shared_sprite_word():
    shell_ui.ui_of("mage_battle")                                  # the built-in games register
    sizes: dict[str, set[tuple[int, int]]] = {}
    colours: dict[str, set[tuple[int, int, int, int]]] = {}
    for game in shell_ui._UIS.values():
        for kind, size in game.placeholders.sizes.items():
            sizes.setdefault(kind, set()).add(size)
        for word, colour in game.placeholders.colours.items():
            colours.setdefault(word, set()).add(colour)
    assert {k for k, v in sizes.items() if len(v) > 1} == set()
    assert {w for w, v in colours.items() if len(v) > 1} == set()
    assert sizes["heart"] == {(7, 6)}                               # Mage Battle's and Wizard Survive's


@pytest.fixture
def extra_game() -> Iterator[GameUI]:
    game = register_ui(GameUI("placeholder_test_game", "test.game", lambda window: None,
                              placeholders=Placeholders(sizes={"golem": (40, 20)}, colours={"amber": pal.GOLD})))
    yield game
    del shell_ui._UIS[game.game_id]


def test_a_newly_registered_game_names_its_own_stand_ins(extra_game: GameUI):
    image = assets._placeholder("golem_amber_1")
    assert image.size == (40, 20) and image.getpixel((5, 5)) == pal.GOLD
