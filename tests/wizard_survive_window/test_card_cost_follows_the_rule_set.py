"""A card's face draws its cost under the rule set in use as gems along its top edge (up
to two rows of six; beyond, one gem and the number):
under scripts/drafts/wizard_survive/meteor-4.toml the Meteor shows four, not ws-1's three,
on the table's hand and the rules' cards page alike."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from PIL import Image

from engine.wizard_survive.names import Card
from engine.wizard_survive.rules import WS_1, RuleSet, load_rules
from game.shell import assets
from game.wizard_survive import look
from tests.window_driver import wizard_survive_table

ROOT = Path(__file__).resolve().parents[2]
METEOR_4 = ROOT / "scripts" / "drafts" / "wizard_survive" / "meteor-4.toml"


def meteor_4() -> RuleSet:
    rules = load_rules(METEOR_4.read_text(encoding="utf-8"), METEOR_4.name)
    assert isinstance(rules, RuleSet) and rules.meteor_cost == 4
    return rules


def gems(image: Image.Image) -> int:
    """How many gems stand along a card's top edge, counted in make_art's places."""
    gem = assets.texture("ws_card_fireball").image.convert("RGBA").crop((4, 4, 9, 9)).tobytes()
    image = image.convert("RGBA")
    places = [(look.GEM_LEFT + col * look.GEM_PITCH, look.GEM_TOP + row * look.GEM_PITCH)
              for row in range(2) for col in range(look.GEMS_IN_ROW)]
    return sum(image.crop((x, y, x + 5, y + 5)).tobytes() == gem for x, y in places)


def test_the_default_faces_are_the_drawn_ones_with_ws_1_s_costs() -> None:
    for card in Card:
        assert look.card_face(card, WS_1) is look.card_face(card) is assets.texture(f"ws_card_{card.key}")
        assert gems(look.card_face(card).image) == WS_1.cost(card)


def test_meteor_4_draws_four_gems_and_leaves_the_other_cards_alone() -> None:
    rules = meteor_4()
    assert gems(look.card_face(Card.METEOR, rules).image) == 4
    for card in Card:
        if card is not Card.METEOR:
            assert look.card_face(card, rules) is look.card_face(card)


def test_any_cost_is_drawn_up_to_two_rows() -> None:
    for cost in (0, 1, 5, 6, 7, 12):
        rules = dataclasses.replace(WS_1, lightning_cost=cost, teleport_cost=cost)
        assert gems(look.card_face(Card.LIGHTNING, rules).image) == cost
        assert gems(look.card_face(Card.TELEPORT, rules).image) == cost


def test_a_cost_beyond_two_rows_is_one_gem_and_its_number() -> None:
    from game.shell.pixel_font import pixel_text

    for cost in (13, 30, 50):
        face = look.card_face(Card.METEOR, dataclasses.replace(WS_1, meteor_cost=cost)).image.convert("RGBA")
        assert gems(face) == 1
        number = pixel_text(str(cost), (255, 255, 255, 255))
        left = look.GEM_LEFT + look.GEM_PITCH + 1
        cells = [(x, y) for x in range(number.width) for y in range(5)]
        inked = {face.getpixel((left + x, look.GEM_TOP + y)) for x, y in cells if number.getpixel((x, y))[3]}
        ground = {face.getpixel((left + x, look.GEM_TOP + y)) for x, y in cells if not number.getpixel((x, y))[3]}
        assert len(inked) == 1 and not inked & ground, cost


def test_the_hand_on_a_meteor_4_table_shows_four_gems(window: Any) -> None:
    with wizard_survive_table(window, meteor_4()) as table:
        hand = table.hand
        assert gems(hand.cards[Card.METEOR].sprite.texture.image) == 4
        assert gems(hand.cards[Card.LIGHTNING].sprite.texture.image) == 2
