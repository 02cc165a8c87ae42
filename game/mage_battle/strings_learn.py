"""Strings of the screens that teach and tell Elemental Mage Battle: the result's story,
the rules pages and the tutorial (issue 14), Korean and English. Added to the window's
catalog with the game's other strings (game/mage_battle/__init__.py)."""

KO: dict[str, str] = {
    "result.col.battle": "전투",
    "result.col.winner": "승자",
    "result.col.how": "결말",
    "result.col.attacks": "공격",
    "result.col.counters": "역공",
    "result.col.dealt": "준피해",
    "result.col.taken": "받은",
    "result.how": "{reason}, {round}라운드",
    "result.tb.living_mages": "20라운드: 생존 {won}:{lost}",
    "result.tb.total_hp": "20라운드: 체력 {won}:{lost}",
    "result.tb.shrine_distance": "20라운드: 단지 거리 {won}:{lost}",
    "result.tb.second_mover": "20라운드: 후공 승",
    "result.best": "최고의 마법사: {mage} {job} ({side})",
    "result.best.what": "준 피해 {dealt} · 쓰러뜨림 {felled} · 역공 {counters} · 받은 피해 {taken}",
    "result.chart": "라운드별 생존 마법사",
    "result.chart.battle": "{n}전 · {rounds}라운드",
    "result.replay": "리플레이: {title}",
}

EN: dict[str, str] = {
    "result.col.battle": "Battle",
    "result.col.winner": "Winner",
    "result.col.how": "How",
    "result.col.attacks": "atk",
    "result.col.counters": "ctr",
    "result.col.dealt": "dealt",
    "result.col.taken": "taken",
    "result.how": "{reason}, round {round}",
    "result.tb.living_mages": "round 20: mages {won}:{lost}",
    "result.tb.total_hp": "round 20: HP {won}:{lost}",
    "result.tb.shrine_distance": "round 20: shrine distance {won}:{lost}",
    "result.tb.second_mover": "round 20: second mover",
    "result.best": "Best mage: {mage} {job} ({side})",
    "result.best.what": "dealt {dealt} · felled {felled} · counters {counters} · took {taken}",
    "result.chart": "Living mages per round",
    "result.chart.battle": "Battle {n} · {rounds} rounds",
    "result.replay": "Replay: {title}",
}
