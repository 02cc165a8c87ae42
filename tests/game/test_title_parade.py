"""The figures beside the title's menu: every registered game's troupe takes its turn,
pointing at a game's entry brings that game's troupe, and the figures are the games' own
sprites from the installed assets, standing clear of the menu and the list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.shell import assets, resources
from game.shell.canvas import HEIGHT, WIDTH
from game.shell.title import Parade, TitleScreen, troupe_of
from game.shell.ui import game_uis
from tests.game.driver import centre_of
from tests.window_driver import point_at


@pytest.fixture
def title(window) -> Iterator[TitleScreen]:  # type: ignore[no-untyped-def]
    window.director.title()
    window.frame()
    screen = window.current
    assert isinstance(screen, TitleScreen)
    yield screen
    window.director.title()


def drawn(screen: TitleScreen) -> list[object]:
    """The textures the title draws for its figures now, facing the menu."""
    return [sprite.texture for sprite in screen.figures[screen.parade.shown]]


def settle(screen: TitleScreen, seconds: float) -> None:
    for _ in range(round(seconds / 0.05)):
        screen.update(0.05)


def test_every_registered_game_has_figures_from_its_own_sprites() -> None:
    """Each game's troupe: its parade hook's figures, or else its seats' figures (Ifrita
    Duel's heroes); all loaded from the installed assets package, none a stand-in."""
    troupes = {ui.game_id: troupe_of(ui) for ui in game_uis()}
    assert set(troupes) >= {"mage_battle", "wizard_survive", "ifrita_duel"}
    for game_id, troupe in troupes.items():
        assert troupe is not None and troupe.left and troupe.right, game_id
        for texture in (*troupe.left, *troupe.right):
            assert texture.file_path is not None, (game_id, texture.cache_name)     # not a stand-in
            assert Path(texture.file_path).parent == resources.folder("sprites"), texture.file_path
    assert not {m for m in assets.missing if m.startswith(("sprites/mage_", "sprites/ws_wizard", "sprites/id_hero"))}
    # Each game's figures are its own: no two games share a texture.
    seen = [{id(t) for t in (*tr.left, *tr.right)} for tr in troupes.values() if tr is not None]
    assert all(not (a & b) for i, a in enumerate(seen) for b in seen[i + 1:])


def test_the_games_take_turns_beside_the_menu(window, title) -> None:  # type: ignore[no-untyped-def]
    ids = [ui.game_id for ui in game_uis()]
    assert [t.game_id for t in title.parade.troupes] == ids
    shown = []
    for _ in range(len(ids)):
        assert title.parade.phase == "stay"
        shown.append(title.parade.game_id)
        troupe = title.parade.troupes[title.parade.shown]
        assert drawn(title) == [*troupe.left, *troupe.right]
        settle(title, Parade.STAY + 2 * Parade.WALK + 0.1)
    assert shown == ids


def test_pointing_at_a_game_s_entry_brings_its_troupe_and_keeps_it(window, title) -> None:  # type: ignore[no-untyped-def]
    for ui, button in zip(title.games, title.buttons):
        point_at(window, *centre_of(button))
        settle(title, 2 * Parade.WALK + 0.1)
        assert title.parade.game_id == ui.game_id and title.parade.phase == "stay"
        settle(title, 2 * Parade.STAY)                  # still there while the pointer stays
        assert title.parade.game_id == ui.game_id
    # A game's extra entries (Elemental Mage Battle's tutorial) count as its own.
    point_at(window, *centre_of(title.extras[0]))
    settle(title, 2 * Parade.WALK + 0.1)
    assert title.parade.game_id == title.games[0].game_id


def test_the_figures_stand_on_screen_clear_of_the_menu_and_the_list(window, title) -> None:  # type: ignore[no-untyped-def]
    boxes = [(b.x, b.y, b.x + b.w, b.y + b.h) for b in title.ui.buttons]
    boxes.append((0, 0, WIDTH, title.list.heading.y + 10))          # the list and its heading
    for _ in title.parade.troupes:
        for sprite in title.figures[title.parade.shown]:
            left, bottom, right, top = sprite.left, sprite.bottom, sprite.right, sprite.top
            assert 0 <= left and right <= WIDTH and 0 <= bottom and top <= HEIGHT
            assert not any(left < x1 and x0 < right and bottom < y1 and y0 < top for x0, y0, x1, y1 in boxes), \
                (title.parade.game_id, (left, bottom, right, top))
        settle(title, Parade.STAY + 2 * Parade.WALK + 0.1)


def test_a_troupe_walks_out_and_the_next_walks_in() -> None:
    """The model alone: figures leave over the screen's edges, facing away, and come back."""
    texture = troupe_of(game_uis()[0])
    assert texture is not None
    parade = Parade([texture, texture.__class__("other", texture.right, texture.left)])
    home = parade.placements()
    parade.point_at("other")
    parade.update(0.01)
    assert parade.phase == "out"
    parade.update(Parade.WALK / 2)
    halfway = parade.placements()
    assert all(p.away for p in halfway)
    assert all(abs(h.x - WIDTH / 2) > abs(p.x - WIDTH / 2) for p, h in zip(home, halfway))   # outward
    parade.update(Parade.WALK / 2)
    assert parade.phase == "in" and parade.game_id == "other"
    parade.update(0.001)
    assert all(p.x < 0 or p.x > WIDTH for p in parade.placements())        # just off the edges
    parade.update(Parade.WALK)
    assert parade.phase == "stay" and not any(p.away for p in parade.placements())


def test_with_nothing_unfinished_the_menu_and_its_figures_move_down_to_the_middle(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """No list under the menu: the menu is centred in the room under the title (not left
    hanging over an empty third of the screen), and the figures stand beside it."""
    from game.shell import title as title_module

    monkeypatch.setattr(title_module, "unfinished_matches", lambda: [])
    window.director.title()
    window.frame()
    screen = window.current
    top = max(b.y + b.h for b in screen.buttons)
    bottom = min(b.y for b in screen.buttons)
    room_top = title_module.MENU_TOP + screen.buttons[0].h
    assert abs((top + bottom) / 2 - (room_top + title_module.BOTTOM) / 2) <= 2
    assert screen.parade.feet == bottom + title_module.FEET
    boxes = [(b.x, b.y, b.x + b.w, b.y + b.h) for b in screen.ui.buttons]
    for sprite in screen.figures[screen.parade.shown]:
        assert sprite.bottom >= 0 and not any(sprite.left < x1 and x0 < sprite.right and sprite.bottom < y1
                                              and y0 < sprite.top for x0, y0, x1, y1 in boxes)
    monkeypatch.undo()
    window.director.title()


def test_the_menus_figures_are_the_game_s_own_and_the_shell_s_backdrop_has_none(window) -> None:  # type: ignore[no-untyped-def]
    """The shell's backdrop no longer borrows 'the first registered game's' figures: it is
    ground and shade only, and Elemental Mage Battle's menu screens (the opponent choice, the
    tutorial's end) stand its mages at their foot, teal's left and crimson's right."""
    from game.mage_battle.board import figures
    from game.mage_battle.director import MageDirector
    from game.mage_battle.views.setup import OpponentScreen
    from game.mage_battle.views.tutorial import TutorialDirector, TutorialEndScreen
    from game.shell.common import backdrop
    from game.shell.widgets import Ui

    ground = backdrop(Ui())
    assert len(ground) == (HEIGHT // 32 + 1) * (WIDTH // 32) + 1
    teal, crimson = figures()
    for screen in (OpponentScreen(window, MageDirector(window)), TutorialEndScreen(window, TutorialDirector(window))):
        stood = [s for s in screen.back if s.texture in (*teal, *crimson)]
        assert [s.texture for s in stood] == [*teal, *crimson], type(screen).__name__
        assert all(s.center_x < WIDTH / 2 for s in stood[:len(teal)])
        assert all(s.center_x > WIDTH / 2 for s in stood[len(teal):])
    window.director.title()
