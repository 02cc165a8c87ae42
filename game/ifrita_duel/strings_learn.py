"""Ifrita Duel's rules pages and tutorial lessons, Korean and English: their own part of
the window's catalog (keys `id.rules.` and `id.tut.`), kept apart from strings.py."""

from game.shell.i18n import add_part

KO: dict[str, str] = {
    "id.rules.turn.title": "턴의 순서",
    "id.rules.turn.text": (
        "턴은 시작, 메인 1, 전투, 메인 2, 종료로 흐릅니다. 시작과 종료는 저절로 지나갑니다. 메인 단계에서는 희생, "
        "시전, 이프리타 능력을 원하는 순서로 씁니다. 공격은 한 턴에 한 번, 메인 1에서 선언합니다. 전투를 건너뛰고 바로 "
        "턴을 마쳐도 됩니다. 먼저 두는 쪽은 첫 턴에 카드를 뽑지 않습니다."
    ),
    "id.rules.pic.phase.start": "유닛 언탭, 마나 회복, 1장 뽑기, 마법진, 쿨다운 -1",
    "id.rules.pic.phase.main1": "희생, 시전, 능력 사용",
    "id.rules.pic.phase.combat": "공격 선언, 방어, 피해",
    "id.rules.pic.phase.main2": "다시 희생, 시전, 능력",
    "id.rules.pic.phase.end": "손패 {hand_limit}장 초과분 버림, 마나 버닝",
    "id.rules.mana.title": "희생으로 마나 얻기",
    "id.rules.mana.text": (
        "마나는 희생으로만 늘어납니다. 메인 단계에 한 턴에 한 번, 손패의 카드 한 장을 버리고 그 카드 색의 마나 "
        "최대치를 영구히 1 올립니다(두 색 카드는 하나를 고름, 무색 카드는 무색 마나). 새 마나는 바로 쓸 수 있고, 매 턴 "
        "시작에 모든 마나가 최대치까지 다시 찹니다."
    ),
    "id.rules.pic.sacrifice": "희생: 청 마나 최대치 +1, 영구히. 매 턴 다시 참",
    "id.rules.cast.title": "시전과 지불",
    "id.rules.cast.text": (
        "카드 비용의 색 표시는 정확히 그 색 마나로 내고, 회색 원(◯)의 수만큼은 아무 마나로나 냅니다. 무색 마나는 ◯에만 "
        "쓸 수 있습니다. 어떤 마나로 ◯를 낼지 고를 수 있고, 고르지 않으면 무색부터, 그다음 가장 많이 남은 색부터 "
        "냅니다. 유닛은 소환된 턴에 공격할 수 없습니다(소환멀미). 집중마법은 바로 효과를 내고 추방됩니다."
    ),
    "id.rules.pic.pip": "{kind} 표시: {kind} 마나로만",
    "id.rules.pic.generic": "◯: 아무 마나로나 (무색 포함)",
    "id.rules.pic.unpaid": (
        "낼 수 없는 비용의 카드는 시전할 수 없습니다. 손패에서 "
        "빛나는 카드가 지금 낼 수 있는 카드입니다."
    ),
    "id.rules.combat.title": "공격과 방어",
    "id.rules.combat.text": (
        "공격은 언탭되어 있고 소환멀미가 없는 유닛들로 상대 이프리타를 노립니다. 공격한 유닛은 탭되어 상대의 다음 턴에 "
        "방어할 수 없습니다. 방어자는 언탭된 유닛을 공격자 하나에 하나씩 막게 할 수 있습니다. 막히지 않은 공격자는 "
        "이프리타에게 공격력만큼 피해를 주고, 막히면 서로 피해를 줍니다. 피해는 턴이 지나도 남습니다."
    ),
    "id.rules.pic.unblocked": "막히지 않음: 이프리타에게 공격력만큼",
    "id.rules.pic.blocked": "막힘: 공격자와 방어자가 서로 피해",
    "id.rules.keywords.title": "다섯 키워드",
    "id.rules.keywords.text": (
        "유닛의 키워드는 전투를 바꿉니다. 카드 위 아이콘에 마우스를 올리면 설명이 나옵니다. 방어막은 파멸의 저주 같은 "
        "파괴는 막지 못합니다."
    ),
    "id.rules.pic.kw.trample": "방어자를 죽일 만큼만 주고, 남은 피해는 상대 이프리타에게",
    "id.rules.pic.kw.shield": "치명적 피해를 한 번 무시하고 사라짐 (치명적이지 않은 피해는 그대로)",
    "id.rules.pic.kw.deathtouch": "1이라도 피해를 주면 상대 유닛은 죽음 (방어막이 막음)",
    "id.rules.pic.kw.first_strike": "먼저 피해를 줌: 그때 죽은 상대는 반격하지 못함",
    "id.rules.pic.kw.vigilance": "공격해도 탭되지 않아 상대 턴에 방어할 수 있음",
    "id.rules.burn.title": "마나 버닝",
    "id.rules.burn.text": (
        "야생의 쇄도 같은 카드는 마나를 최대치보다 높게 올립니다. 턴을 마칠 때 최대치를 넘는 마나가 남아 있으면 넘친 "
        "마나 1당 이프리타가 HP {burn_per_mana} 피해를 입습니다. 넘친 마나는 그 턴에 다 쓰세요. 버닝으로도 게임이 끝날 "
        "수 있습니다."
    ),
    "id.rules.pic.above": "녹 {have}/{most}: 3 넘침",
    "id.rules.pic.burn": "턴 종료: 넘친 마나 1당 HP {n}",
    "id.rules.fatigue.title": "덱 소진 (피로)",
    "id.rules.fatigue.text": (
        "덱이 비면 카드를 뽑을 때마다 아무것도 뽑지 못하고 피해를 입습니다: 처음 {fatigue_start}, 다음 {fatigue_2}, "
        "그다음 {fatigue_3}… 게임 끝까지 늘어납니다. 상대의 덱을 먼저 소진시켜 이기는 길이 이것입니다. 덱은 다시 섞지 "
        "않습니다."
    ),
    "id.rules.pic.empty": "빈 덱",
    "id.rules.pic.draw_n": "{n}번째 뽑기",
    "id.rules.heroes.title": "이프리타 능력",
    "id.rules.heroes.text": (
        "덱을 등록할 때 능력 하나를 고릅니다(상대에게도 공개). 메인 단계에 쿨다운이 0이면 마나 없이 씁니다. 쓰면 "
        "쿨다운이 능력의 값이 되고, 내 턴 시작마다 1씩 줄어듭니다. 게임 시작 때는 0이라 첫 턴부터 쓸 수 있습니다."
    ),
    "id.tut.mana.title": "희생과 시전",
    "id.tut.mana.sacrifice": (
        "숲곰은 녹 1과 ◯ 1, 마나 2가 듭니다. 지금은 녹 1뿐입니다. 물결 예언자를 누르고 희생 [S]을 눌러 청 마나를 "
        "얻으세요."
    ),
    "id.tut.mana.sacrifice.hint": "손패는 아래에 있습니다. 카드를 누르면 오른쪽에 시전과 희생 버튼이 나옵니다.",
    "id.tut.mana.sacrifice.wrong": "물결 예언자를 희생하세요 [S].",
    "id.tut.mana.cast": "마나 2가 되었습니다. 숲곰을 누르고 시전 [C]을 누르세요. 녹이 녹 표시를, 청이 ◯를 냅니다.",
    "id.tut.mana.cast.wrong": "숲곰을 시전하세요 [C].",
    "id.tut.mana.done": (
        "숲곰 소환! 소환된 턴에는 소환멀미로 공격할 수 없습니다. "
        "희생한 마나는 영구적이라 매 턴 다시 찹니다."
    ),
    "id.tut.attack.title": "공격",
    "id.tut.attack.attack": (
        "숲곰(3/2)이 공격할 수 있습니다. 공격 [A]을 누르고 "
        "숲곰을 고른 뒤 공격 확정 [Enter]을 누르세요."
    ),
    "id.tut.attack.attack.hint": "진홍에게는 막을 유닛이 없습니다: 공격력 3이 그대로 들어갑니다.",
    "id.tut.attack.attack.wrong": "숲곰으로 공격하세요 [A].",
    "id.tut.attack.end": (
        "진홍 HP 20 → 17! 공격한 숲곰은 탭되어 다음 진홍 턴에 "
        "방어할 수 없습니다. 턴 종료 [E]를 누르세요."
    ),
    "id.tut.attack.end.wrong": "턴 종료 [E]를 누르세요.",
    "id.tut.attack.done": "진홍이 턴을 마치고 다시 내 턴: 숲곰이 언탭되었습니다. 유닛은 내 턴 시작에만 언탭됩니다.",
    "id.tut.block.title": "방어와 방어막",
    "id.tut.block.block": (
        "진홍의 불씨 임프(2/1)가 공격합니다. 방패 종자(1/2, 방어막)로 막으세요: 종자를 누르고 임프를 누른 뒤 방어를 "
        "확정하세요."
    ),
    "id.tut.block.block.hint": "막지 않으면 이프리타가 2 피해를 입습니다. 방어는 공격자 하나에 유닛 하나입니다.",
    "id.tut.block.block.wrong": "방패 종자로 막으세요.",
    "id.tut.block.done": (
        "임프의 2는 종자에게 치명적이라 방어막이 막고 사라졌습니다. "
        "종자의 1이 임프(체력 1)를 쓰러뜨렸습니다."
    ),
    "id.tut.trample.title": "돌진",
    "id.tut.trample.attack": (
        "가시등 멧돼지(5/3)는 돌진을 가졌습니다. 멧돼지로 "
        "공격하세요 [A]. 진홍은 도깨비불(1/1)로 막을 겁니다."
    ),
    "id.tut.trample.attack.wrong": "멧돼지로 공격하세요 [A].",
    "id.tut.trample.done": (
        "도깨비불에는 죽일 만큼인 1만 주고, 남은 4는 진홍 "
        "이프리타에게! 돌진이 없으면 5 모두 방어자에게 갑니다."
    ),
    "id.tut.hero.title": "이프리타 능력",
    "id.tut.hero.ability": (
        "내 능력 불씨는 아무 대상에게 1 피해를 줍니다(쿨다운 2). 능력 [U]을 누르고 진홍의 불씨 임프(체력 1)를 "
        "누르세요."
    ),
    "id.tut.hero.ability.wrong": "능력 [U]으로 불씨 임프를 노리세요.",
    "id.tut.hero.done": "임프 처치! 능력은 마나가 들지 않습니다. 쿨다운이 2가 되어 내 턴 두 번 뒤에 다시 씁니다.",
    "id.tut.end.text": (
        "희생과 시전, 공격, 방어와 방어막, 돌진, 이프리타 능력을 해 보았습니다. 마나 버닝과 덱 소진은 규칙 화면에 "
        "그림과 함께 있고, 대전 중에는 H로 엽니다."
    ),
}

EN: dict[str, str] = {
    "id.rules.turn.title": "A turn's phases",
    "id.rules.turn.text": (
        "A turn runs start, main 1, combat, main 2, end; start and end run by themselves. In a main phase you "
        "sacrifice, cast and use your Ifrita's ability in any order. You attack once a turn, declared from main 1, or "
        "skip combat and end the turn at once. The player who moves first does not draw on the first turn."
    ),
    "id.rules.pic.phase.start": "untap, mana refills, draw 1, enchantments, cooldown -1",
    "id.rules.pic.phase.main1": "sacrifice, cast, use the ability",
    "id.rules.pic.phase.combat": "declare attackers, blocks, damage",
    "id.rules.pic.phase.main2": "sacrifice, cast, ability again",
    "id.rules.pic.phase.end": "discard down to {hand_limit}, mana burn",
    "id.rules.mana.title": "Sacrifice for mana",
    "id.rules.mana.text": (
        "Mana grows only by sacrifice. Once a turn, in a main phase, discard a card from your hand for +1 max mana of "
        "its colour, for good (a two-colour card: pick one; a colourless card: colourless mana). The new mana is "
        "usable at once, and every kind refills to its max at the start of each of your turns."
    ),
    "id.rules.pic.sacrifice": "sacrificed: +1 max blue mana for good, refilled every turn",
    "id.rules.cast.title": "Casting and paying",
    "id.rules.cast.text": (
        "A cost's colour pips are paid with mana of exactly that colour, and the grey circle (◯) with any mana; "
        "colourless mana pays only ◯. You may choose which mana pays ◯; otherwise colourless goes first, then the "
        "colour with the most left. A unit cannot attack the turn it arrives (summoning sickness). A sorcery takes "
        "effect at once and goes to exile."
    ),
    "id.rules.pic.pip": "{kind} pip: {kind} mana only",
    "id.rules.pic.generic": "◯: any mana (colourless too)",
    "id.rules.pic.unpaid": (
        "A card whose cost cannot be paid cannot be cast: the glowing "
        "cards in your hand are those you can play now."
    ),
    "id.rules.combat.title": "Attacking and blocking",
    "id.rules.combat.text": (
        "Attack with untapped units that are not summoning sick; every attacker goes for the enemy Ifrita. Attacking "
        "taps a unit, so it cannot block in the opponent's next turn. The defender may block each attacker with one "
        "untapped unit. An unblocked attacker deals its ATK to the Ifrita; a blocked one and its blocker deal damage "
        "to each other. Damage on units stays."
    ),
    "id.rules.pic.unblocked": "unblocked: its ATK to the Ifrita",
    "id.rules.pic.blocked": "blocked: attacker and blocker trade damage",
    "id.rules.keywords.title": "The five keywords",
    "id.rules.keywords.text": (
        "A unit's keywords change its fights; point at the icon on a card to read it. A shield does not stop a destroy "
        "such as Doom Curse."
    ),
    "id.rules.pic.kw.trample": "deals its blocker just lethal damage, the rest to the enemy Ifrita",
    "id.rules.pic.kw.shield": "ignores lethal damage once, then breaks (smaller damage lands)",
    "id.rules.pic.kw.deathtouch": "any damage it deals to a unit kills it (a shield stops it)",
    "id.rules.pic.kw.first_strike": "deals its damage first: what it kills strikes no blow back",
    "id.rules.pic.kw.vigilance": "attacks without tapping, so it can block in the next turn",
    "id.rules.burn.title": "Mana burn",
    "id.rules.burn.text": (
        "Cards such as Wild Surge lift your mana above its max. If mana above the max is left when your turn ends, "
        "your Ifrita takes {burn_per_mana} damage for each mana above it: spend it in the same turn. Burn can end the "
        "game."
    ),
    "id.rules.pic.above": "green {have}/{most}: 3 above",
    "id.rules.pic.burn": "end of turn: {n} HP per mana above",
    "id.rules.fatigue.title": "An empty deck: fatigue",
    "id.rules.fatigue.text": (
        "With an empty deck each draw draws nothing and hurts instead: {fatigue_start} the first time, then "
        "{fatigue_2}, then {fatigue_3}, and so on for the rest of the game. That is how emptying the opponent's deck "
        "first wins. Nothing is ever reshuffled."
    ),
    "id.rules.pic.empty": "empty deck",
    "id.rules.pic.draw_n": "draw {n}",
    "id.rules.heroes.title": "The Ifritas' abilities",
    "id.rules.heroes.text": (
        "You pick one ability when you register your deck (both players see it). In a main phase, at cooldown 0, use "
        "it for no mana; its cooldown then becomes the ability's number and drops by 1 at the start of each of your "
        "turns. It starts at 0: usable from your first turn."
    ),
    "id.tut.mana.title": "Sacrifice and cast",
    "id.tut.mana.sacrifice": (
        "Grove Bear costs a green pip and ◯ 1: 2 mana. You have 1 green. Click Tide Seer in your hand, then Sacrifice "
        "[S], to gain blue mana."
    ),
    "id.tut.mana.sacrifice.hint": (
        "Your hand is at the bottom. Clicking a card shows its "
        "Cast and Sacrifice buttons on the right."
    ),
    "id.tut.mana.sacrifice.wrong": "Sacrifice Tide Seer [S].",
    "id.tut.mana.cast": (
        "You have 2 mana now. Click Grove Bear, then Cast [C]: "
        "green pays its green pip, blue pays the ◯."
    ),
    "id.tut.mana.cast.wrong": "Cast Grove Bear [C].",
    "id.tut.mana.done": (
        "The bear is on the battlefield! It is summoning sick this turn and cannot attack yet. Sacrificed mana is "
        "yours for good and refills every turn."
    ),
    "id.tut.attack.title": "Attacking",
    "id.tut.attack.attack": (
        "Your Grove Bear (3/2) can attack. Click Attack [A], "
        "choose the bear, then Confirm attack [Enter]."
    ),
    "id.tut.attack.attack.hint": "Crimson has no unit to block with: all 3 damage goes through.",
    "id.tut.attack.attack.wrong": "Attack with the bear [A].",
    "id.tut.attack.end": (
        "Crimson 20 → 17! The bear is tapped now: it cannot block "
        "in crimson's next turn. Click End turn [E]."
    ),
    "id.tut.attack.end.wrong": "Click End turn [E].",
    "id.tut.attack.done": (
        "Crimson ended its turn and it is yours again: the bear has untapped. Units untap only at the start of their "
        "own side's turn."
    ),
    "id.tut.block.title": "Blocking and shields",
    "id.tut.block.block": (
        "Crimson's Ember Imp (2/1) attacks. Block it with your Shield Squire (1/2, shield): click the Squire, then the "
        "Imp, then confirm the blocks."
    ),
    "id.tut.block.block.hint": "Unblocked, the imp deals 2 to your Ifrita. Each attacker takes at most one blocker.",
    "id.tut.block.block.wrong": "Block with the Shield Squire.",
    "id.tut.block.done": (
        "The imp's 2 would have killed the squire: the shield ignored it and broke. The squire's 1 killed the imp (1 "
        "health)."
    ),
    "id.tut.trample.title": "Trample",
    "id.tut.trample.attack": (
        "Your Thornback Boar (5/3) has trample. Attack with it [A]; "
        "crimson will block with its Wandering Wisp (1/1)."
    ),
    "id.tut.trample.attack.wrong": "Attack with the boar [A].",
    "id.tut.trample.done": (
        "The wisp took just the 1 that kills it and the other 4 went to crimson's Ifrita! Without trample all 5 would "
        "have gone to the blocker."
    ),
    "id.tut.hero.title": "Your Ifrita's ability",
    "id.tut.hero.ability": (
        "Your ability, Ember, deals 1 damage to any target (cooldown 2). Click Ability [U], then crimson's Ember Imp "
        "(1 health)."
    ),
    "id.tut.hero.ability.wrong": "Aim your ability [U] at the Ember Imp.",
    "id.tut.hero.done": (
        "The imp is gone! An ability costs no mana. Its cooldown is 2 "
        "now: usable again two of your turns later."
    ),
    "id.tut.end.text": (
        "You have tried sacrifice and casting, attacking, blocking and shields, trample and your Ifrita's ability. "
        "Mana burn and fatigue are on the rules screen, with pictures; in a match, H opens it."
    ),
}

add_part(KO, EN)
