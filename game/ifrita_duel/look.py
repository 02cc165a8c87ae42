"""How Ifrita Duel looks: the textures of scripts/make_art.py (`id_*`), and the words of
`text` (seat names and colours, card and ability names, rules text) under their old
address, so a screen reads both from one module."""

from __future__ import annotations

import arcade

from game.ifrita_duel.text import (
    MANA_COLOURS,
    SIDES,
    Colour,
    card_colour,
    card_header,
    card_name,
    cards,
    cost_text,
    effects_text,
    hero_name,
    hero_text,
    rules_text,
    side_colour,
    side_name,
)
from game.shell import assets

__all__ = ["MANA_COLOURS", "SIDES", "Colour", "card_colour", "card_header", "card_name", "cards", "cost_text",
           "effects_text", "hero_name", "hero_text", "rules_text", "side_colour", "side_name", "card_texture",
           "picture", "cost_disc", "figure", "card_back", "hero_texture", "keyword_icon", "mana_icon"]


# ---- textures ---------------------------------------------------------------------------
def card_texture(card_id: str) -> arcade.Texture:
    return assets.texture(f"id_card_{card_id}")


def picture(card_id: str) -> arcade.Texture:
    return assets.texture(f"id_pic_{card_id}")


def cost_disc() -> arcade.Texture:
    """The grey disc a card's generic cost is written on."""
    return assets.texture("id_cost_generic")


def figure(card_id: str, mirrored: bool = False) -> arcade.Texture:
    """A unit's figure on a clear ground (its picture's motif), facing as drawn or mirrored."""
    name = f"id_fig_{card_id}"
    return assets.flipped(name) if mirrored else assets.texture(name)


def card_back() -> arcade.Texture:
    return assets.texture("id_card_back")


def hero_texture(seat: int) -> arcade.Texture:
    return assets.texture(f"id_hero_{SIDES[seat]}")


def keyword_icon(keyword: str) -> arcade.Texture:
    return assets.texture(f"id_kw_{keyword}")


def mana_icon(kind: str) -> arcade.Texture:
    return assets.texture(f"id_mana_{kind}")
