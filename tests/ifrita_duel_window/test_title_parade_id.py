"""Ifrita Duel's troupe on the title: each Ifrita leads a few units of her side, drawn as
the generator's figures (the unit's motif on a clear ground, not its painted picture),
all standing on one line and facing the menu."""

from __future__ import annotations

from pathlib import Path

from game.ifrita_duel import look
from game.shell import assets
from game.shell.title import troupe_of
from game.shell.ui import game_uis


def test_each_ifrita_leads_unit_figures_without_their_painted_ground() -> None:
    # Registered as the title lists the games (game/uis.py), not first by this import.
    ifrita = next(ui for ui in game_uis() if ui.game_id == "ifrita_duel")
    from game.ifrita_duel.ui import PARADE

    troupe = troupe_of(ifrita)
    assert troupe is not None and ifrita.parade is not None
    left, right = troupe.left, troupe.right
    assert left[0] is look.hero_texture(0)                          # outermost: the Ifritas
    assert right[0] is assets.flipped("id_hero_crimson")          # facing the menu, leftwards
    assert len(left) == len(right) == 4
    for seat, row in ((0, left), (1, right)):
        files = [Path(t.file_path or "").name for t in row[1:]]
        assert files == [f"id_fig_{card}.png" for card in PARADE[seat]]
        for card in PARADE[seat]:
            assert look.cards().card(card).kind == "unit"
        for texture in row[1:]:
            image = texture.image
            w, h = image.size
            corners = [image.getpixel(p) for p in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1))]
            assert all(pixel[3] == 0 for pixel in corners), texture.file_path        # no backdrop
            opaque = sum(1 for x in range(w) for y in range(h) if image.getpixel((x, y))[3])
            assert opaque < w * h * 0.8, texture.file_path
            # Feet on the same line as the Ifritas': one clear row under them.
            assert not any(image.getpixel((x, h - 1))[3] for x in range(w))
            assert any(image.getpixel((x, h - 2))[3] for x in range(w))
    hero = look.hero_texture(0).image
    assert not any(hero.getpixel((x, hero.size[1] - 1))[3] for x in range(hero.size[0]))
    assert any(hero.getpixel((x, hero.size[1] - 2))[3] for x in range(hero.size[0]))
    # The crimson side's figures are mirrored, so they face the menu too.
    assert all(t is assets.flipped(Path(t.file_path or "").stem) for t in right)
