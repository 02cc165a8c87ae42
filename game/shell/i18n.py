"""The window's one string catalog, in Korean and English: the shell's strings below, the
replay viewer's (`v.`), and each game's part, added when its window package is imported
(`add_part`; Elemental Mage Battle's names of sides, jobs, elements and cards are there).

`tr(key, **values)` formats the current language's entry; AI levels are the shell's
(`level.beginner`): every game names its levels the same way.
"""

from __future__ import annotations

from game.shell.josa import settle_particles
from game.shell.viewer import strings as viewer_strings

KO: dict[str, str] = {
    "title": "엘리멘탈 메이지 배틀",
    "menu.new_game": "새 대전: {game}",
    "saved.title": "리플레이: {title}",
    "saved.failed": "리플레이를 저장하지 못했습니다: {error}",
    "saved.none": "이 게임은 리플레이로 저장되지 않았습니다",
    "saved.watch": "리플레이 보기",
    "menu.resume": "이어 하기",
    "menu.resume_none": "이어 할 대전 없음",
    "menu.replays": "저장된 리플레이",
    "menu.settings": "설정",
    "menu.quit": "끝내기",
    "menu.back": "돌아가기",
    "replays.none": "저장된 리플레이가 없습니다.",
    "settings.title": "설정",
    "settings.language": "언어: 한국어",
    "settings.speed": "애니메이션 속도: {speed}",
    "settings.speed.1": "보통",
    "settings.speed.2": "빠르게",
    "settings.speed.0": "생략",
    "settings.speed.3": "느리게",
    "settings.scale": "창 크기: ×{n}",
    "settings.fullscreen": "전체 화면: {state}",
    "settings.on": "켜짐",
    "settings.off": "꺼짐",
    "settings.volume": "효과음: {volume}",
    "settings.volume.n": "{n}%",
    "curtain.take_seat": "{side} 플레이어의 차례",
    "curtain.hint": "다른 사람은 화면을 보지 마세요. 클릭하면 시작합니다",
    "curtain.recap": "그동안 모두가 알게 된 일",
    "level.beginner": "초급 AI",
    "level.intermediate": "중급 AI",
    "level.advanced": "고급 AI",
    "level.whimsical": "마음대로 AI",
    "level.random": "무작위 AI",
    "error.generic": "할 수 없습니다: {message}",
    "title.unfinished": "끝나지 않은 대전 {n}개",
    "title.unfinished.page": "{first}-{last} / {n}",
    "title.unfinished.row": "{game} · {when} · {who} · {moves}수",
    "title.unfinished.damaged": "손상된 기록",
    "title.unfinished.moves": "{n}수",
    "title.people": "{n}인",
    "title.ais": "{levels} AI",
    "title.people_and_ais": "{people} + {ais}",
    "level.word.beginner": "초급",
    "level.word.intermediate": "중급",
    "level.word.advanced": "고급",
    "level.word.whimsical": "마음대로",
    "level.word.random": "무작위",
    "level.abbr.beginner": "초급",
    "level.abbr.intermediate": "중급",
    "level.abbr.advanced": "고급",
    "level.abbr.whimsical": "맘대로",
    "level.abbr.random": "무작위",
    "title.resume_one": "이어 하기",
    "title.discard": "버리기",
    "confirm.back": "돌아가기",
    "confirm.new.title": "끝나지 않은 대전이 있습니다",
    "confirm.new.text": "{match}\n새 대전을 시작해도 이 대전은 처음 화면 목록에 남아 나중에 이어 할 수 있습니다.",
    "confirm.new.start": "새 대전 시작",
    "confirm.new.resume": "이 대전 이어 하기",
    "confirm.discard.title": "이 대전을 버릴까요?",
    "confirm.discard.text": "{match}\n버린 대전은 되살릴 수 없고 리플레이도 남지 않습니다.",
    "confirm.discard.yes": "버리기",
}

EN: dict[str, str] = {
    "title": "Elemental Mage Battle",
    "menu.new_game": "New match: {game}",
    "saved.title": "Replay: {title}",
    "saved.failed": "The replay could not be saved: {error}",
    "saved.none": "This game was not saved as a replay",
    "saved.watch": "Watch the replay",
    "menu.resume": "Resume",
    "menu.resume_none": "Nothing to resume",
    "menu.replays": "Saved replays",
    "menu.settings": "Settings",
    "menu.quit": "Quit",
    "menu.back": "Back",
    "replays.none": "No saved replays.",
    "settings.title": "Settings",
    "settings.language": "Language: English",
    "settings.speed": "Animation speed: {speed}",
    "settings.speed.1": "normal",
    "settings.speed.2": "fast",
    "settings.speed.0": "skip",
    "settings.speed.3": "slow",
    "settings.scale": "Window size: x{n}",
    "settings.fullscreen": "Fullscreen: {state}",
    "settings.on": "on",
    "settings.off": "off",
    "settings.volume": "Sound: {volume}",
    "settings.volume.n": "{n}%",
    "curtain.take_seat": "{side} player, take the seat",
    "curtain.hint": "Everyone else looks away. Click to begin",
    "curtain.recap": "Meanwhile, in public",
    "level.beginner": "Beginner AI",
    "level.intermediate": "Intermediate AI",
    "level.advanced": "Advanced AI",
    "level.whimsical": "Whimsical AI",
    "level.random": "Random AI",
    "error.generic": "Not allowed: {message}",
    "title.unfinished": "Unfinished matches: {n}",
    "title.unfinished.page": "{first}-{last} of {n}",
    "title.unfinished.row": "{game} · {when} · {who} · {moves} moves",
    "title.unfinished.damaged": "damaged journal",
    "title.unfinished.moves": "{n} moves",
    "title.people": "{n} players",
    "title.ais": "{levels} AI",
    "title.people_and_ais": "{people} + {ais}",
    "level.word.beginner": "Beginner",
    "level.word.intermediate": "Intermediate",
    "level.word.advanced": "Advanced",
    "level.word.whimsical": "Whimsical",
    "level.word.random": "Random",
    "level.abbr.beginner": "Beg.",
    "level.abbr.intermediate": "Int.",
    "level.abbr.advanced": "Adv.",
    "level.abbr.whimsical": "Whim.",
    "level.abbr.random": "Rand.",
    "title.resume_one": "Resume",
    "title.discard": "Discard",
    "confirm.back": "Back",
    "confirm.new.title": "A match is unfinished",
    "confirm.new.text": "{match}\nStarting a new match keeps this one on the title screen, to resume later.",
    "confirm.new.start": "Start a new match",
    "confirm.new.resume": "Resume this one",
    "confirm.discard.title": "Discard this match?",
    "confirm.discard.text": "{match}\nA discarded match cannot be brought back, and no replay is kept.",
    "confirm.discard.yes": "Discard",
}

CATALOGS: dict[str, dict[str, str]] = {"ko": {**KO, **viewer_strings.KO}, "en": {**EN, **viewer_strings.EN}}
LANGUAGES = tuple(CATALOGS)


def add_part(ko: dict[str, str], en: dict[str, str]) -> None:
    """A game's strings join the catalog; a key another part already has is a mistake."""
    clash = sorted((set(ko) | set(en)) & (set(CATALOGS["ko"]) | set(CATALOGS["en"])))
    if clash and any(CATALOGS["en"].get(k) != en.get(k) for k in clash):
        raise ValueError(f"catalog keys defined twice: {clash[:5]}")
    CATALOGS["ko"].update(ko)
    CATALOGS["en"].update(en)


class Language:
    """The current language; the window owns one and views ask it."""

    def __init__(self, code: str = "ko") -> None:
        self.code = code if code in CATALOGS else "ko"

    def set(self, code: str) -> None:
        if code not in CATALOGS:
            raise ValueError(f"unknown language {code!r} (expected one of {', '.join(LANGUAGES)})")
        self.code = code

    def toggle(self) -> None:
        self.code = LANGUAGES[(LANGUAGES.index(self.code) + 1) % len(LANGUAGES)]

    def __call__(self, key: str, **values: object) -> str:
        text = CATALOGS[self.code].get(key)
        if text is None:
            text = CATALOGS["en"].get(key, key)
        if not values:
            return text
        text = text.format(**values)
        return settle_particles(text) if self.code == "ko" else text


_current = Language()


def tr(key: str, **values: object) -> str:
    return _current(key, **values)


def known(key: str) -> bool:
    """Whether the catalog has `key` (a game's own names are optional)."""
    return key in CATALOGS["en"]


def language() -> Language:
    return _current


def opponent_name(level: str | None, mood: str | None = None) -> str:
    """An AI's name as the screens write it, "Whimsical AI · reckless attacker"; a level or
    mood the catalogs do not know yet is written as the agent reports it."""
    name = tr(f"level.{level}") if level else "?"
    if name.startswith("level."):
        name = level or "?"
    return f"{name} · {mood_name(mood)}" if mood else name


NBSP = "\u00a0"


def unbroken(name: str) -> str:
    """A name a wrapped line must not break inside ("Resonance Cut", "공명 절단"): its spaces
    made non-breaking (pyglet wraps only at plain spaces; the fonts draw U+00A0 as a space)."""
    return name.replace(" ", NBSP)


def card_name(held: object | None, used: object | None) -> str:
    """A side's card as its owner knows it: the card held, the one used, or none; the card's
    name never breaks across lines."""
    if held is not None:
        return unbroken(tr(f"card.{held.key}"))  # type: ignore[attr-defined]
    if used is not None:
        return f"{unbroken(tr(f'card.{used.key}'))} ({tr('card.used')})"  # type: ignore[attr-defined]
    return tr("card.none")


def mood_name(mood: str) -> str:
    key = "mood." + mood.replace(" ", "_")
    name = tr(key)
    return mood if name == key else name


# The saved-replays list's filters (game/shell/viewer/listing.py).
add_part(
    ko={
        "lib.game": "{value} ({n})",
        "lib.opponent": "{value} ({n})",
        "lib.result": "{value} ({n})",
        "lib.vs": "vs {name}",
        "lib.hotseat": "사람끼리",
        "lib.any.game": "모든 게임",
        "lib.any.opponent": "모든 상대",
        "lib.any.result": "모든 결과",
        "lib.result.win": "승리",
        "lib.result.loss": "패배",
        "lib.result.draw": "무승부",
        "lib.result.unfinished": "미완료",
        "lib.none": "조건에 맞는 리플레이가 없습니다.",
        "lib.indexing": "색인 중 {done} / {total}",
        "lib.rules": "{value} ({n})",
        "lib.date": "{value} ({n})",
        "lib.any.rules": "모든 규칙",
        "lib.any.date": "모든 날짜",
        "lib.rules.default": "기본 규칙",
        "lib.rules.draft": "초안: {name}",
        "lib.date.today": "오늘",
        "lib.date.week": "이번 주",
        "lib.date.month": "이번 달",
        "lib.more": "{first}-{last} / {total}",
        "lib.keys": "↑↓ 이동 · Enter 보기 · Space 선택 ■ · K 보관 ★ · A 모두 선택",
        "lib.folder": "폴더 열기",
        "lib.keep": "보관 ★",
        "lib.unkeep": "보관 해제 ☆",
        "lib.delete": "삭제 {n}개",
        "lib.delete.title": "리플레이 {n}개를 지울까요?",
        "lib.delete.title.one": "이 리플레이를 지울까요?",
        "lib.delete.trash": "휴지통으로 옮깁니다. 휴지통에서 되살릴 수 있습니다.",
        "lib.delete.gone": "이 시스템에는 휴지통이 없어 완전히 지웁니다.",
        "lib.delete.kept": "이 중 {n}개는 보관 표시(★)가 되어 있습니다.",
        "lib.delete.more": "… 그리고 {n}개 더",
        "lib.delete.yes": "삭제",
        "lib.trashed": "{n}개를 휴지통으로 옮겼습니다.",
        "lib.removing": "지우는 중 {done} / {total}",
        "lib.deleted": "{n}개를 지웠습니다.",
        "lib.failed": "{n}개를 지우지 못했습니다: {why}",
        "lib.kept": "{n}개를 보관합니다 ★ (자동 정리에서 빠집니다).",
        "lib.unkept": "{n}개의 보관을 풀었습니다.",
        "lib.opened": "폴더를 열었습니다: {path}",
        "lib.not_opened": "폴더를 열지 못했습니다: {why}",
        "lib.tip.select": "■ 보관(K)이나 삭제(Del)할 리플레이로 고릅니다 (Space)",
        "lib.tip.keep": "★ 보관한 리플레이는 설정의 '리플레이 보관'이 지우지 않습니다 (K)",
        "lib.tip.filter": "누르거나 {letter}: 다음 값, Shift+{letter}: 이전 값 · 괄호 안은 맞는 리플레이 수",
        "lib.tip.row": "이 리플레이를 봅니다 (Enter)",
        "lib.tip.folder": "파일 관리자로 엽니다: {path}",
        "lib.tip.delete": "무엇을 지울지 먼저 묻습니다 · 고른 것이 없으면 커서의 줄",
        "settings.keep_last": "리플레이 보관: {n}",
        "settings.keep_last.all": "모두",
        "settings.keep_last.n": "최근 {n}개 + ★",
        "settings.keep_last.help": "경기를 저장할 때 최근 N개보다 오래된 리플레이는 휴지통으로 갑니다.\n보관 "
                                   "표시(★)한 리플레이는 지우지 않습니다.",
    },
    en={
        "lib.game": "{value} ({n})",
        "lib.opponent": "{value} ({n})",
        "lib.vs": "vs {name}",
        "lib.hotseat": "Hot-seat",
        "lib.result": "{value} ({n})",
        "lib.any.game": "All games",
        "lib.any.opponent": "Any opponent",
        "lib.any.result": "Any result",
        "lib.result.win": "Won",
        "lib.result.loss": "Lost",
        "lib.result.draw": "Drawn",
        "lib.result.unfinished": "Unfinished",
        "lib.none": "No replay matches these filters.",
        "lib.indexing": "indexing {done} / {total}",
        "lib.rules": "{value} ({n})",
        "lib.date": "{value} ({n})",
        "lib.any.rules": "Any rules",
        "lib.any.date": "Any date",
        "lib.rules.default": "Standard rules",
        "lib.rules.draft": "Draft: {name}",
        "lib.date.today": "Today",
        "lib.date.week": "This week",
        "lib.date.month": "This month",
        "lib.more": "{first}-{last} of {total}",
        "lib.keys": "Up/Down move · Enter watch · Space select ■ · K keep ★ · A all",
        "lib.folder": "Open folder",
        "lib.keep": "Keep ★",
        "lib.unkeep": "Unkeep ☆",
        "lib.delete": "Delete {n}",
        "lib.delete.title": "Delete {n} replays?",
        "lib.delete.title.one": "Delete this replay?",
        "lib.delete.trash": "They go to the system's trash, where they can be restored.",
        "lib.delete.gone": "This system has no trash: they are deleted for good.",
        "lib.delete.kept": "{n} of them are marked as kept (★).",
        "lib.delete.more": "… and {n} more",
        "lib.delete.yes": "Delete",
        "lib.trashed": "{n} moved to the trash.",
        "lib.removing": "removing {done} / {total}",
        "lib.deleted": "{n} deleted.",
        "lib.failed": "{n} could not be removed: {why}",
        "lib.kept": "{n} kept ★ (never removed by the tidy-up).",
        "lib.unkept": "{n} no longer kept.",
        "lib.opened": "Opened {path}",
        "lib.not_opened": "Could not open the folder: {why}",
        "lib.tip.select": "■ Select for Keep (K) or Delete (Del) (Space)",
        "lib.tip.keep": "★ Kept replays are never removed by 'Replays kept' in Settings (K)",
        "lib.tip.filter": "Click or {letter}: next value, Shift+{letter}: previous · in brackets, how many match",
        "lib.tip.row": "Watch this replay (Enter)",
        "lib.tip.folder": "Opens it in the file manager: {path}",
        "lib.tip.delete": "Asks first, naming them · with nothing selected, the cursor's row",
        "settings.keep_last": "Replays kept: {n}",
        "settings.keep_last.all": "all",
        "settings.keep_last.n": "newest {n} + ★",
        "settings.keep_last.help": "When a match is saved, replays older than the newest N go to the trash.\nReplays "
                                   "marked as kept (★) are never removed.",
    },
)
