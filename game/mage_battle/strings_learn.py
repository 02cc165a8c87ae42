"""Strings of the screens that teach and tell Elemental Mage Battle: the result's story,
the rules pages and the tutorial (the shell's learning screens
bring their own buttons' words), Korean and English. Added to the window's
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
    "result.tb.living_mages": "20라운드: 생존 {teal}:{crimson}",
    "result.tb.total_hp": "20라운드: 체력 {teal}:{crimson}",
    "result.tb.shrine_distance": "20라운드: 단지 거리 {teal}:{crimson}",
    "result.tb.second_mover": "20라운드: 후공 승",
    "result.best": "최고의 마법사: {mage} {job} ({side})",
    "result.best.what": "준 피해 {dealt} · 쓰러뜨림 {felled} · 역공 {counters} · 받은 피해 {taken}",
    "result.chart": "라운드별 생존 마법사",
    "result.chart.battle": "{n}전 · {rounds}라운드",
    "tut.offer.text": (
        "짧은 튜토리얼에서 이동, 세 직업의 공격, 비밀 원소와 역공, 중첩, 단지, 카드, 라운드 제한을 직접 해 보며 "
        "배웁니다. 처음 화면에서 언제든 다시 할 수 있습니다."
    ),
    "tut.move.title": "이동",
    "tut.move.do": (
        "D03의 소서러를 누르고, 밝은 파란 칸 하나를 누르세요. 이동은 1 AP, 턴마다 AP는 2개입니다. 8방향 어느 "
        "빈칸으로든 한 칸 갑니다."
    ),
    "tut.move.done": (
        "잘했습니다! 한 마법사를 두 번 옮겨도 되고, 두 마법사를 한 번씩 옮겨도 됩니다. 남은 AP는 턴을 마치면 "
        "사라집니다."
    ),
    "tut.sorcerer.title": "소서러의 직선 공격",
    "tut.sorcerer.do": (
        "소서러를 누르고 공격 [A]을 누른 뒤, 오른쪽으로 뻗은 직선을 "
        "누르세요. 직선 4칸 안의 모든 적과 교전합니다."
    ),
    "tut.sorcerer.done": (
        "공격하면 양쪽 원소가 모두 공개됩니다. 화는 목을 이기므로 "
        "술사가 피해 1을 받고 쓰러졌습니다 (1전의 체력은 1)."
    ),
    "tut.priest.title": "사제의 범위 공격",
    "tut.priest.do": (
        "사제로 공격하고, 두 적 사이의 D06을 중심으로 누르세요. 가로·세로는 [R] 버튼으로 바꿉니다. 범위 안의 적 모두와 "
        "교전합니다."
    ),
    "tut.priest.done": (
        "토는 수와 전기를 모두 이깁니다: 한 번에 둘! 모이면 범위 공격에 약하고, 모르는 원소가 섞이면 공격자도 "
        "위험합니다."
    ),
    "tut.stacks.title": "중첩과 기운",
    "tut.stacks.do": (
        "술사는 화×2입니다: 둘레의 빛이 기운이고, 적은 기운만 보고 원소는 모릅니다. 2전이라 체력이 2입니다. 술사로 "
        "옆의 사제를 공격하세요."
    ),
    "tut.stacks.done": (
        "화는 금을 이기고, 술사는 중첩만큼 피해 2를 줍니다. 소서러는 중첩으로 직선이 길어지고, 사제는 범위가 "
        "넓어집니다."
    ),
    "tut.counter.title": "비밀 원소와 역공",
    "tut.counter.do": "저 술사의 원소는 아직 모릅니다. 소서러로 공격해 보세요: 상대도 몰래 대응 원소를 고릅니다.",
    "tut.counter.done": (
        "수가 화를 이겨 공격이 막히고 소서러가 역공을 받았습니다. 이제 그 술사의 원소는 공개되었으니 다른 마법사로 "
        "노려 보세요."
    ),
    "tut.respond.title": "수비: 대응 원소 고르기",
    "tut.respond.do": (
        "턴 종료 [E]를 누르세요. 적 소서러가 술사를 공격하면, 대응 "
        "창에서 원소를 골라 확정하세요. 토는 수를 이깁니다."
    ),
    "tut.respond.done": (
        "대응은 AP를 쓰지 않습니다. 수비 원소가 이기면 공격자가 역공을 받습니다 (술사는 중첩만큼). 여러 원소가 있으면 "
        "고르는 싸움입니다."
    ),
    "tut.shrine.title": "단지 승리",
    "tut.shrine.do": (
        "소서러는 토를 가졌고, D15의 진홍 단지도 토입니다. 소서러를 단지 칸으로 옮기세요: 원소가 맞으면 즉시 전투에서 "
        "이깁니다."
    ),
    "tut.shrine.done": (
        "단지 승리! 원소가 다른 단지나 자기 단지에 서는 것은 그냥 "
        "이동입니다. 단지 원소는 처음부터 공개되어 있습니다."
    ),
    "tut.card.title": "히든 카드",
    "tut.card.do": (
        "카드 [C]를 누르고, 기운이 밝은 사제(×3)를 누르세요. 공명 "
        "절단이 중첩을 ×1로 깎고, 깎인 원소를 공개합니다."
    ),
    "tut.card.done": (
        "카드는 대전에 한 번, 1 AP입니다. 다른 한 장인 마력 역류는 "
        "대상의 다음 공격을 취소하고 반동 피해를 줍니다."
    ),
    "tut.round_limit.title": "라운드 제한",
    "tut.round_limit.do": (
        "지금은 20라운드, 마지막입니다. 턴 종료 [E]를 누르세요. 상대가 턴을 마치면 살아 있는 마법사가 많은 쪽이 "
        "이깁니다."
    ),
    "tut.round_limit.done": (
        "3명 대 2명으로 청록 승! 같으면 체력 합, 단지까지의 거리, 후공 순서로 정합니다. 대전은 3전 모두 치러 더 많이 "
        "이긴 쪽이 이깁니다."
    ),
    "tut.end.text": (
        "이제 기본을 모두 해 보았습니다. 규칙 화면에서 그림과 함께 다시 볼 수 있고, 튜토리얼은 처음 화면에서 언제든 "
        "다시 할 수 있습니다."
    ),
    "rules.match.title": "대전과 전장",
    "rules.match.text": (
        "두 진영이 마법사 9명씩으로 세 번 싸우고, 더 많이 이긴 쪽이 대전을 이깁니다. {battles}전은 모두 치릅니다. "
        "전장은 {cols}×{rows}칸, 각 진영은 자기 {zone_cols}×{zone_rows} 구역(색칠된 칸)에 소서러·사제·술사를 "
        "{jobs_1}명씩 자유롭게 배치합니다. 뒤편 {shrine_rows}행에는 원소 단지 {shrines_ko}이(가) 있습니다. "
        "체력은 1전 {hp_by_battle_1}, 2전 "
        "{hp_by_battle_2}, 3전 {hp_by_battle_3}(으)로 시작합니다. 적을 모두 쓰러뜨리거나, 맞는 원소를 가진 마법사로 적 "
        "단지에 들어가면 그 전투를 이깁니다."
    ),
    "rules.pic.battle": "{n}전",
    "rules.pic.zones": "청록 구역 · 원소 단지 · 진홍 구역",
    "rules.turn.title": "턴과 이동",
    "rules.turn.text": (
        "자기 턴마다 AP {ap_per_turn}개를 씁니다. 1 AP로 마법사 한 명을 8방향 인접 빈칸으로 한 칸 옮기거나, "
        "공격하거나, 히든 카드를 씁니다. 한 마법사가 두 번 움직여도 되고, 이동 뒤에 공격해도 됩니다. 다만 한 마법사의 "
        "공격은 턴마다 한 번입니다. 남은 AP는 턴을 마치면 사라집니다. 양쪽이 한 턴씩 마치면 한 라운드입니다."
    ),
    "rules.pic.ap": "{n} AP",
    "rules.pic.move": "이동 1 AP",
    "rules.pic.attack": "공격 1 AP (마법사마다 턴당 한 번)",
    "rules.pic.attack_n": "공격 1 AP (마법사마다 턴당 {attacks_per_mage_per_turn}번)",
    "rules.pic.card": "히든 카드 {card_ap} AP (대전에 한 번)",
    "rules.jobs.title": "세 직업의 공격 범위",
    "rules.jobs.text": (
        "소서러(S)는 상하좌우 직선 {sorcerer_lengths_1}칸, 중첩 ×2면 {sorcerer_lengths_2}칸, ×3이면 "
        "{sorcerer_lengths_3}칸을 쏩니다. 아군이 선 칸에서 멈춥니다. 사제(P)는 거리 {priest_reach} 안의 중심을 골라 ×1 "
        "가로나 세로 3칸, ×2 십자 5칸, ×3 3×3 9칸을 칩니다. 술사(O)는 인접한 적 하나를 노리고 이기면 피해 "
        "{damage_o_1}·{damage_o_2}·{damage_o_3}을(를) 줍니다. 범위의 모든 적과 교전하며 아군은 맞지 않습니다."
    ),
    "rules.pic.stack1": "×1",
    "rules.pic.stack_added": "×{n}에 더해짐",
    "rules.elements.title": "아홉 원소와 상성",
    "rules.elements.text": (
        "화·수·목·금·토·빛·암흑·전기·냉기. 목→토→수→화→금→목의 오행 고리에 다른 고정 우위가 더해져 "
        "{fixed_wins}쌍입니다. 고정 우위는 중첩과 관계없이 이깁니다. 같은 원소면 중첩이 높은 쪽, 같으면 공격자가 "
        "이깁니다. 우열이 없는 원소끼리는 공격자가 이깁니다. 빛과 암흑이 둘 다 ×1이면 수비자가 이깁니다. 원소가 없는 "
        "쪽은 집니다."
    ),
    "rules.pic.others": "그 밖의 우위",
    "rules.pic.lightdark": "빛·암흑 모두 ×1: 수비자 우위",
    "rules.pic.nomatch": "우열 없음: 공격자 우위",
    "rules.duel.title": "비밀 원소, 공개와 역공",
    "rules.duel.text": (
        "누가 어떤 원소를 가졌는지는 처음엔 비밀입니다. 공격자는 공격 원소 하나를, 수비자는 대상마다 대응 원소 하나를 "
        "몰래 고릅니다. 그다음 양쪽의 원소 전체가 공개되어 그 전투 동안 보입니다. 공격 원소가 이기면 대상이 피해를 "
        "받고, 대응 원소가 이기면 공격이 막히고 공격자가 역공을 받습니다(S·P {counter_s_1}, O는 중첩만큼). 여러 역공 "
        "중 가장 큰 하나만 적용됩니다."
    ),
    "rules.pic.attack_fire": "공격: 화",
    "rules.pic.counter": "대응: 수 → 역공!",
    "rules.pic.secret": "둘 다 몰래 고르고, 동시에 공개합니다",
    "rules.stacks.title": "중첩, 기운, 새 원소",
    "rules.stacks.text": (
        "같은 원소가 쌓이면 중첩(×2, ×3)이 되어 범위나 피해가 커집니다. 적에게는 ×2·×3의 기운만 보이고 어느 원소인지는 "
        "보이지 않습니다. 1전 뒤와 2전 뒤, 마법사마다 새 원소가 무작위로 하나씩 얹힙니다. 상쇄 짝이 있으면 가장 오래된 "
        "그 층과 함께 사라지고, 원소를 모두 잃은 마법사는 위력 {elementless_power}의 미끼가 됩니다."
    ),
    "rules.pic.aura": "×2, ×3의 기운 (원소는 비밀)",
    "rules.pic.cancels": "상쇄되는 짝",
    "rules.pic.new_layers": "새 원소는 주인만 봅니다. 이미 공개된 원소는 '지난 전투에 본 원소'로 남습니다",
    "rules.shrine.title": "단지 승리와 라운드 제한",
    "rules.shrine.text": (
        "적 단지 칸에 그 단지와 같은 원소를 가진 마법사가 들어가면 즉시 그 전투를 이깁니다. 원소가 맞지 않거나 자기 "
        "단지면 그냥 이동입니다. 한 전투는 최대 {round_limit}라운드입니다. 그때까지 끝나지 않으면 살아 있는 마법사 수, "
        "남은 체력 합, 맞는 원소로 적 단지까지의 거리, 후공 순서로 승자를 정합니다."
    ),
    "rules.pic.shrine": "금 원소를 가진 마법사가 금 단지로: 승리",
    "rules.pic.tb1": "생존 마법사가 많은 쪽",
    "rules.pic.tb2": "남은 체력 합이 큰 쪽",
    "rules.pic.tb3": "적 단지에 더 가까운 쪽",
    "rules.pic.tb4": "그 전투의 후공",
    "rules.cards.title": "히든 카드 두 장",
    "rules.cards.text": (
        "대전을 시작할 때 두 카드 중 한 장을 무작위로 받아 숨겨 둡니다. 대전 전체에서 한 번, {card_ap} AP로 씁니다. "
        "대상은 살아 있는 아군에서 거리 {card_range} 안의 적입니다. 공명 절단은 대상의 가장 높은 중첩을 ×1까지 "
        "깎고(중첩이 없으면 가장 오래된 원소를 지움) 지운 원소를 공개합니다. 마력 역류는 대상이 다음 자기 턴에 "
        "공격하면 그 공격을 취소하고 (가장 높은 중첩 − {backflow_recoil_offset})의 피해를 줍니다."
    ),
    "rules.pic.card.resonance_cut": "중첩을 ×1로 깎음",
    "rules.pic.card.mana_backflow": "다음 공격을 취소하고 반동",
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
    "result.tb.living_mages": "round 20: mages {teal}:{crimson}",
    "result.tb.total_hp": "round 20: HP {teal}:{crimson}",
    "result.tb.shrine_distance": "round 20: shrine distance {teal}:{crimson}",
    "result.tb.second_mover": "round 20: second mover",
    "result.best": "Best mage: {mage} {job} ({side})",
    "result.best.what": "dealt {dealt} · felled {felled} · counters {counters} · took {taken}",
    "result.chart": "Living mages per round",
    "result.chart.battle": "Battle {n} · {rounds} rounds",
    "tut.offer.text": (
        "A short tutorial lets you try moving, the three jobs' attacks, secret elements and counters, stacks, shrines, "
        "cards and the round limit. You can replay it from the title screen at any time."
    ),
    "tut.move.title": "Moving",
    "tut.move.do": (
        "Click your sorcerer on D03, then one of the light blue cells. A move costs 1 AP and you have 2 AP each turn; "
        "a mage steps to any of its 8 neighbouring empty cells."
    ),
    "tut.move.done": (
        "Well done! You may move one mage twice, or two mages once "
        "each. AP left when you end the turn is lost."
    ),
    "tut.sorcerer.title": "The sorcerer's line",
    "tut.sorcerer.do": (
        "Click the sorcerer, then Attack [A], then the line reaching "
        "right. Every enemy within its 4 cells is engaged."
    ),
    "tut.sorcerer.done": (
        "An attack reveals both sides' elements. Fire beats wood, so the mystic took 1 damage and fell (battle 1 "
        "starts with 1 HP)."
    ),
    "tut.priest.title": "The priest's area",
    "tut.priest.do": (
        "Attack with the priest and click D06, between the two enemies, as the centre. The Rotate [R] button turns the "
        "line across or down. Every enemy in the area is engaged."
    ),
    "tut.priest.done": (
        "Earth beats both water and electric: two at once! Grouped mages fear areas; an unknown element in the area "
        "can counter the attacker."
    ),
    "tut.stacks.title": "Stacks and auras",
    "tut.stacks.do": (
        "Your mystic holds fire x2: the glow around it is its aura, which enemies see without knowing the element. "
        "Battle 2: 2 HP each. Attack the priest beside it."
    ),
    "tut.stacks.done": (
        "Fire beats metal and a mystic deals its stack: 2 damage. Stacks make a sorcerer's line longer and a priest's "
        "area wider."
    ),
    "tut.counter.title": "Secret elements and counters",
    "tut.counter.do": (
        "You do not know that mystic's element yet. Attack it with your sorcerer: its owner secretly picks a response "
        "too."
    ),
    "tut.counter.done": (
        "Water beats fire: the attack was blocked and your sorcerer was countered. The mystic's elements are public "
        "now; pick its weakness next time."
    ),
    "tut.respond.title": "Defending: your response",
    "tut.respond.do": (
        "Click End [E]. When the enemy sorcerer attacks your mystic, pick its response in the prompt and confirm. "
        "Earth beats water."
    ),
    "tut.respond.done": (
        "A response costs no AP. If it wins, the attacker is countered (a mystic counters with its stack). With "
        "several elements, it is a guessing game."
    ),
    "tut.shrine.title": "Winning at a shrine",
    "tut.shrine.do": (
        "Your sorcerer holds earth and the crimson shrine on D15 is earth. Move onto it: a mage with the shrine's "
        "element wins the battle at once."
    ),
    "tut.shrine.done": (
        "Shrine won! Stepping onto another shrine, or your own, is just a move. Shrine elements are public from the "
        "start."
    ),
    "tut.card.title": "The hidden card",
    "tut.card.do": (
        "Click Card [C], then the priest with the bright x3 aura. Resonance Cut cuts its stack to x1 and reveals what "
        "it removed."
    ),
    "tut.card.done": (
        "A card is played once per match for 1 AP. The other card, Mana Backflow, cancels the target's next attack and "
        "hurts it."
    ),
    "tut.round_limit.title": "The round limit",
    "tut.round_limit.do": (
        "This is round 20, the last. Click End [E]. When crimson ends "
        "its turn, the side with more living mages wins."
    ),
    "tut.round_limit.done": (
        "3 mages to 2: teal wins! On a tie: total HP, then the distance to a shrine, then the second mover. A match is "
        "all 3 battles; more wins take it."
    ),
    "tut.end.text": (
        "You have tried all the basics. The rules screen shows them again with pictures, and the tutorial can be "
        "replayed from the title screen at any time."
    ),
    "rules.match.title": "The match and the field",
    "rules.match.text": (
        "Two sides of nine mages fight three battles; the side that wins more battles wins the match, and all three "
        "are played. The field is {cols}x{rows}; each side places its {jobs_1} sorcerers, {jobs_2} priests and "
        "{jobs_3} mystics freely in its own {zone_cols}x{zone_rows} zone (tinted). {shrines_en} elemental "
        "shrines stand in {shrine_rows_en} at the back. Mages start battle 1 with {hp_by_battle_1} HP, "
        "battle 2 with {hp_by_battle_2}, "
        "battle 3 with {hp_by_battle_3}. A battle is won by removing every enemy, or by stepping onto an enemy shrine "
        "with a mage that holds the shrine's element."
    ),
    "rules.pic.battle": "Battle {n}",
    "rules.pic.zones": "teal zone · shrines · crimson zone",
    "rules.turn.title": "Turns and moving",
    "rules.turn.text": (
        "Each turn you have {ap_per_turn} AP. 1 AP moves one mage one step to any of its 8 neighbouring empty cells, "
        "or attacks, or plays your hidden card. One mage may move twice, or move and then attack; but each mage "
        "attacks at most once a turn. AP left when you end the turn is lost. A round is one turn of each side."
    ),
    "rules.pic.ap": "{n} AP",
    "rules.pic.move": "Move: 1 AP",
    "rules.pic.attack": "Attack: 1 AP (once per mage per turn)",
    "rules.pic.attack_n": "Attack: 1 AP ({attacks_per_mage_per_turn} times per mage per turn)",
    "rules.pic.card": "Hidden card: {card_ap} AP (once per match)",
    "rules.jobs.title": "The three jobs' areas",
    "rules.jobs.text": (
        "A sorcerer (S) fires a straight line up, down, left or right: {sorcerer_lengths_1} cells, "
        "{sorcerer_lengths_2} at stack x2, {sorcerer_lengths_3} at x3; the line stops at an ally. A priest (P) picks a "
        "centre within distance {priest_reach}: a line of 3 across or down at x1, a cross of 5 at x2, the 3x3 square "
        "at x3. A mystic (O) strikes one adjacent enemy and, winning, deals {damage_o_1}, {damage_o_2} or {damage_o_3} "
        "damage by its stack. Every enemy in the area is engaged; allies are never hit."
    ),
    "rules.pic.stack1": "x1",
    "rules.pic.stack_added": "added at x{n}",
    "rules.elements.title": "Nine elements and who beats whom",
    "rules.elements.text": (
        "Fire, water, wood, metal, earth, light, dark, electric, ice. The ring wood > earth > water > fire > metal > "
        "wood and a few more make {fixed_wins} fixed wins, which hold whatever the stacks. The same element: the "
        "higher stack wins, a tie goes to the attacker. Elements with no fixed win between them: the attacker wins. "
        "Light against dark, both x1: the defender wins. A side with no element loses."
    ),
    "rules.pic.others": "Other fixed wins",
    "rules.pic.lightdark": "Light vs dark, both x1: defender wins",
    "rules.pic.nomatch": "No affinity: the attacker wins",
    "rules.duel.title": "Secret elements, reveals and counters",
    "rules.duel.text": (
        "Which elements a mage holds is secret at first. The attacker secretly picks one of its elements to attack "
        "with; the defender secretly picks a response for each target. Then both sides' elements are revealed and stay "
        "public for the battle. If the attack wins, the target takes damage; if the response wins, the attack is "
        "blocked and the attacker is countered ({counter_s_1} by S or P, an O's stack by O). Of several counters only "
        "the largest applies."
    ),
    "rules.pic.attack_fire": "attack: fire",
    "rules.pic.counter": "response: water, counter!",
    "rules.pic.secret": "Both pick in secret, then both are revealed together",
    "rules.stacks.title": "Stacks, auras and new elements",
    "rules.stacks.text": (
        "Layers of one element stack (x2, x3): longer lines, wider areas, harder blows. Enemies see a mage's x2 or x3 "
        "aura but not which element. After battles 1 and 2 every mage gets one new random element. If it cancels a "
        "layer it holds, both go; a mage left with no element has no power, but its attacks still reveal: a decoy."
    ),
    "rules.pic.aura": "auras at x2 and x3 (the element stays secret)",
    "rules.pic.cancels": "Pairs that cancel",
    "rules.pic.new_layers": "Only the owner sees new elements; revealed ones stay as 'last seen'",
    "rules.shrine.title": "Shrine wins and the round limit",
    "rules.shrine.text": (
        "A mage that steps onto an enemy shrine while holding that shrine's element wins the battle at once. Any other "
        "shrine step is a plain move. A battle lasts at most {round_limit} rounds; then the winner is the side with "
        "more living mages, then more total HP, then the one nearer an enemy shrine with a matching element, then the "
        "side that moved second."
    ),
    "rules.pic.shrine": "A metal mage steps onto the metal shrine: won",
    "rules.pic.tb1": "more living mages",
    "rules.pic.tb2": "more total HP",
    "rules.pic.tb3": "nearer an enemy shrine",
    "rules.pic.tb4": "the second mover",
    "rules.cards.title": "The two hidden cards",
    "rules.cards.text": (
        "At the start each side is dealt one of two cards at random, kept secret. It is played once per match for "
        "{card_ap} AP, on an enemy within distance {card_range} of a living mage of yours. Resonance Cut cuts the "
        "target's highest stack down to x1 (with no stack, its oldest element) and reveals what it removed. Mana "
        "Backflow marks the target: if it attacks in its next turn, the attack is cancelled and it takes its highest "
        "stack minus {backflow_recoil_offset} as damage."
    ),
    "rules.pic.card.resonance_cut": "cuts a stack to x1",
    "rules.pic.card.mana_backflow": "cancels the next attack",
}
