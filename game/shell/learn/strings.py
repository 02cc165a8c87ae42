"""The words of the shell's rules screen and tutorial runner, Korean and English, added
to the window's catalog when the package is imported. Each game's own pages and lessons
bring theirs."""

from game.shell import i18n

KO: dict[str, str] = {
    "learn.rules": "규칙",
    "learn.tutorial": "튜토리얼",
    "learn.prev": "이전",
    "learn.next": "다음",
    "learn.page": "{game} 규칙 · {n} / {total}",
    "learn.lesson": "레슨 {n}/{total}",
    "learn.lesson_step": "레슨 {n}/{total} · 단계 {step}/{steps}",
    "learn.next_lesson": "다음 [Enter]",
    "learn.finish": "마치기 [Enter]",
    "learn.retry": "다시",
    "learn.hint": "힌트",
    "learn.skip": "튜토리얼 그만",
    "learn.wrong": "지금은 그게 아닙니다. {why}",
    "learn.end.title": "튜토리얼 완료",
    "learn.end.play": "대전 시작",
    "learn.end.again": "튜토리얼 다시",
    "learn.end.title_menu": "처음 화면",
    "learn.offer.title": "처음이신가요?",
    "learn.offer.text": (
        "짧은 튜토리얼에서 {game}을(를) 직접 해 보며 배웁니다. 처음 화면의 튜토리얼 버튼으로 언제든 다시 할 수 있고, "
        "대전 중에는 H로 규칙을 봅니다."
    ),
    "learn.offer.no": "바로 대전",
}

EN: dict[str, str] = {
    "learn.rules": "Rules",
    "learn.tutorial": "Tutorial",
    "learn.prev": "Previous",
    "learn.next": "Next",
    "learn.page": "{game} rules · {n} / {total}",
    "learn.lesson": "Lesson {n}/{total}",
    "learn.lesson_step": "Lesson {n}/{total} · step {step}/{steps}",
    "learn.next_lesson": "Next [Enter]",
    "learn.finish": "Finish [Enter]",
    "learn.retry": "Retry",
    "learn.hint": "Hint",
    "learn.skip": "Skip tutorial",
    "learn.wrong": "Not that one now. {why}",
    "learn.end.title": "Tutorial complete",
    "learn.end.play": "Start a match",
    "learn.end.again": "Tutorial again",
    "learn.end.title_menu": "Title screen",
    "learn.offer.title": "First time here?",
    "learn.offer.text": (
        "A short tutorial teaches {game} by playing a few scripted moments. The title's Tutorial button replays it at "
        "any time, and in a match H shows the rules."
    ),
    "learn.offer.no": "Straight to a match",
}

i18n.add_part(KO, EN)
