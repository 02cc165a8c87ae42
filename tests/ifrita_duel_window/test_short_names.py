"""A card too long for its face's name band shows a short name, and the short names
follow one rule: in English a word of the card's own name, its last that fits the band
(never a new word: "Dawn" for Dawn Sentinel, as "Lava" for Lava Charger, where the noun
is too wide); in both languages every short name fits."""

from __future__ import annotations

import pytest

from game.ifrita_duel import look
from game.shell.i18n import language, tr


def test_every_english_short_name_is_the_last_word_of_the_name_that_fits(window) -> None:  # type: ignore[no-untyped-def]
    import game.ifrita_duel.strings as strings
    from game.ifrita_duel.face import NAME_LEFT, NAME_RIGHT, ink

    language().set("en")
    for card in look.cards().cards:
        fitting = [word for word in card.en.split() if ink(word) <= NAME_RIGHT - NAME_LEFT]
        assert strings.EN[f"id.short.{card.id}"] == fitting[-1], (card.id, card.en)


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_short_name_fits_the_face(window, lang) -> None:  # type: ignore[no-untyped-def]
    from game.ifrita_duel.face import NAME_LEFT, NAME_RIGHT, ink

    language().set(lang)
    try:
        for card in look.cards().cards:
            short = tr(f"id.short.{card.id}")
            assert ink(short) <= NAME_RIGHT - NAME_LEFT, (lang, card.id, short, ink(short))
    finally:
        language().set("en")
