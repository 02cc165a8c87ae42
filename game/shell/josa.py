"""Korean particles after a value filled into a sentence: a catalog entry writes
"{card}이(가)" because the card's name is not known until then, and the reader should see
"파이어볼이" or "메테오가", not both forms.

Only the syllable before the particle decides (its final consonant, 받침); digits are read
as Sino-Korean numerals. After anything else (Latin letters, brackets) both forms stay,
which is what the entry said anyway."""

from __future__ import annotations

import re

# particle written with both forms -> (after a final consonant, after a vowel)
_PAIRS = {
    "이(가)": ("이", "가"),
    "을(를)": ("을", "를"),
    "은(는)": ("은", "는"),
    "과(와)": ("과", "와"),
    "(으)로": ("으로", "로"),
}
_PATTERN = re.compile(r"(.)(" + "|".join(re.escape(p) for p in _PAIRS) + ")")
# 영 일 이 삼 사 오 육 칠 팔 구: which digits end in a consonant, and which in ㄹ
_DIGIT_FINAL = {"0": "ㅇ", "1": "ㄹ", "2": "", "3": "ㅁ", "4": "", "5": "", "6": "ㄱ", "7": "ㄹ", "8": "ㄹ", "9": ""}
_FINALS = ("", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ",
           "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ")


def _final(char: str) -> str | None:
    """The final consonant of a Hangul syllable or digit ("" for none); None when unknown."""
    if char in _DIGIT_FINAL:
        return _DIGIT_FINAL[char]
    code = ord(char) - 0xAC00
    if 0 <= code < 11172:
        return _FINALS[code % 28]
    return None


def _settle(match: re.Match[str]) -> str:
    before, both = match.group(1), match.group(2)
    final = _final(before)
    if final is None:
        return before + both
    with_consonant, with_vowel = _PAIRS[both]
    if both == "(으)로" and final == "ㄹ":
        return before + with_vowel
    return before + (with_consonant if final else with_vowel)


def settle_particles(text: str) -> str:
    """`text` with every two-form particle after a known syllable written once."""
    return _PATTERN.sub(_settle, text) if "(" in text else text
