"""The replay viewer's words for a match's review, in both languages."""

from __future__ import annotations

from game.shell.i18n import add_part

KO = {
    "v.review": "복기",
    "v.review.stop": "복기 취소",
    "v.tip.review": "각 결정을 그 플레이어가 알던 것만으로 평가합니다 (다시 누르면 숨김/취소) [V]",
    "v.tip.review.no_game": "이 게임에는 아직 복기 평가기가 없습니다",
    "v.tip.review.no_match": "이 인원이나 규칙의 경기는 아직 복기할 수 없습니다",
    "v.review.progress": "복기 중 {n} / {total} 결정",
    "v.review.cancelled": "복기를 취소했습니다",
    "v.review.failed": "복기 실패: {error}",
    "v.review.ready": "복기 완료: 타임라인 위 표시는 실수(주황)와 대실수(빨강)",
    "v.review.cached": "저장된 복기를 열었습니다: 타임라인 위 표시는 실수(주황)와 대실수(빨강)",
    "v.review.line": "{seat}: {played} ({value}) · 최선 {best} ({best_value}) · 손실 {loss} {mark} {cls}",
    "v.review.none_yet": "복기: 아직 이 시점 전의 결정이 없습니다",
    "v.review.chance": "승리 확률 (본인 시점)",
    "v.review.chance_all": "승리 확률 · 점: 전부 본 값",
    "v.tip.review.graph": "선: 각 자리가 자기 시점에서 본 승리 확률 · 보라색 점: 모든 카드를 알 때의 값 (플레이어는 알 수 없었음)",
    "v.review.class.best": "최선",
    "v.review.class.good": "좋음",
    "v.review.class.inaccuracy": "부정확",
    "v.review.class.mistake": "실수",
    "v.review.class.blunder": "대실수",
    "v.review.unit.souls": "영혼",
}
EN = {
    "v.review": "Review",
    "v.review.stop": "Stop review",
    "v.tip.review": "Value each decision from what its player knew (again: hide or cancel) [V]",
    "v.tip.review.no_game": "This game has no reviewer yet",
    "v.tip.review.no_match": "A match of this size or these rules cannot be reviewed yet",
    "v.review.progress": "reviewing {n} / {total} decisions",
    "v.review.cancelled": "Review cancelled",
    "v.review.failed": "Review failed: {error}",
    "v.review.ready": "Reviewed: the marks over the timeline are mistakes (orange) and blunders (red)",
    "v.review.cached": "Saved review opened: marks over the timeline are mistakes (orange), blunders (red)",
    "v.review.line": "{seat}: {played} ({value}) · best {best} ({best_value}) · loss {loss} {mark} {cls}",
    "v.review.none_yet": "Review: no decision before this point yet",
    "v.review.chance": "Winning chance (own view)",
    "v.review.chance_all": "Chance · dots: seeing all",
    "v.tip.review.graph": "Lines: each seat's own estimate · violet dots: knowing every card, which the player could not",
    "v.review.class.best": "best",
    "v.review.class.good": "good",
    "v.review.class.inaccuracy": "inaccuracy",
    "v.review.class.mistake": "mistake",
    "v.review.class.blunder": "blunder",
    "v.review.unit.souls": "souls",
}

add_part(KO, EN)
