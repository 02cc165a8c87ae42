"""Korean sentences with a name filled in read as Korean: "메테오가", "파이어볼이", "마나 3이",
never "메테오이(가)" (the Wizard Survive hand's "needs mana" line read "마나 3이(가)")."""

from __future__ import annotations

import pytest

from game.shell.i18n import Language, add_part
from game.shell.josa import settle_particles


@pytest.mark.parametrize(("text", "settled"), [
    ("메테오이(가) 떨어집니다", "메테오가 떨어집니다"),
    ("파이어볼이(가) 날아갑니다", "파이어볼이 날아갑니다"),
    ("마나 3이(가) 필요합니다", "마나 3이 필요합니다"),
    ("마나 2이(가) 필요합니다", "마나 2가 필요합니다"),
    ("전사을(를) 막습니다", "전사를 막습니다"),
    ("빨간색은(는) 아웃", "빨간색은 아웃"),
    ("마법사은(는) 아웃", "마법사는 아웃"),
    ("궁수과(와) 함께", "궁수와 함께"),
    ("돌골렘과(와) 함께", "돌골렘과 함께"),
    ("신전(으)로 갑니다", "신전으로 갑니다"),
    ("바다(으)로 갑니다", "바다로 갑니다"),
    ("마을(으)로 갑니다", "마을로 갑니다"),
    ("7(으)로 갑니다", "7로 갑니다"),
])
def test_a_particle_after_a_known_syllable_is_written_once(text: str, settled: str) -> None:
    assert settle_particles(text) == settled


def test_after_latin_letters_or_a_bracket_both_forms_stay() -> None:
    assert settle_particles("AI이(가) 이깁니다") == "AI이(가) 이깁니다"
    assert settle_particles("(적)을(를) 봅니다") == "(적)을(를) 봅니다"


def test_the_catalog_settles_particles_in_korean_only() -> None:
    add_part({"test.josa": "{card}: 마나 {cost}이(가) 필요한데 {mana}뿐입니다"},
             {"test.josa": "{card}: needs {cost} mana (has {mana})"})
    assert Language("ko")("test.josa", card="메테오", cost=3, mana=1) == "메테오: 마나 3이 필요한데 1뿐입니다"
    assert Language("ko")("test.josa", card="메테오", cost=2, mana=1) == "메테오: 마나 2가 필요한데 1뿐입니다"
    assert Language("en")("test.josa", card="Meteor", cost=3, mana=1) == "Meteor: needs 3 mana (has 1)"
