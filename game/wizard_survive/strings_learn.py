"""Wizard Survive's rules pages and tutorial lessons, Korean and English: their own part of
the window's catalog (keys `ws.rules.` and `ws.tut.`), kept apart from strings.py."""

from game.shell.i18n import add_part

KO: dict[str, str] = {
    "ws.rules.goal.title": "혼자 살아남기",
    "ws.rules.goal.text": (
        "마법사마다 라운드를 라이프 {start_lives}, 마나 {start_mana}(으)로 시작합니다. 라이프가 0이 되면 아웃되어 "
        "라운드가 끝날 때까지 쉽니다. 혼자 남은 마법사는 남은 라이프만큼 소울을 얻고, 소울 {souls_to_win}개를 모으면 "
        "게임을 이깁니다. 모두 아웃되면 아무도 소울을 얻지 못합니다. 라운드가 끝나면 모두 라이프 {start_lives}, 마나 "
        "{start_mana}(으)로 돌아가고 소울은 남습니다."
    ),
    "ws.rules.pic.last": "혼자 남은 마법사",
    "ws.rules.pic.gain": "남은 라이프 {n} = 소울 {n}",
    "ws.rules.pic.win": "소울 {n}개: 승리",
    "ws.rules.step.title": "비밀 선택과 공개",
    "ws.rules.step.text": (
        "한 단계마다 아웃되지 않은 모두가 행동 카드 한 장과 공격대상을 몰래 고릅니다. 마나회복과 텔리포트도 대상을 "
        "고르니, 대상만 보고는 속내를 알 수 없습니다. 모두 고르면 카드와 대상이 한꺼번에 공개되고 동시에 적용됩니다. "
        "카드는 매번 손으로 돌아와 다음 단계에 다시 고를 수 있습니다. 2인 게임에서는 대상이 정해져 있습니다."
    ),
    "ws.rules.pic.secret": "모두 몰래 한 장씩 (봉인된 카드)",
    "ws.rules.pic.reveal": "한꺼번에 공개: 카드와 공격대상",
    "ws.rules.cards.title": "다섯 장의 행동 카드",
    "ws.rules.cards.text": (
        "공격은 마나를 씁니다: 파이어볼 {fireball_cost}, 라이트닝 {lightning_cost}, 메테오 {meteor_cost}. 마나회복과 "
        "텔리포트는 무료입니다. 마나가 모자란 카드는 낼 수 없고, 마나는 최대 {mana_cap}까지 모입니다. 모두의 라이프와 "
        "마나는 공개되어 있으니, 상대의 마나를 보면 무엇을 낼 수 있는지 압니다. 마나가 0인 상대는 나를 공격할 수 "
        "없습니다."
    ),
    "ws.rules.pic.free": "무료",
    "ws.rules.pic.does.fireball": "대상 한 명 라이프 -{fireball_damage}",
    "ws.rules.pic.does.mana_recovery": "마나 +{recovery_gain}",
    "ws.rules.pic.does.teleport": "파이어볼·라이트닝을 피함",
    "ws.rules.pic.does.lightning": "대상 한두 명 라이프 -{lightning_damage}씩",
    "ws.rules.pic.does.meteor": "다른 모두 아웃",
    "ws.rules.meteor.title": "메테오",
    "ws.rules.meteor.text": (
        "메테오를 낸 마법사를 뺀 모두가 라이프를 모두 잃고 아웃됩니다. 텔리포트로도 피할 수 없습니다. 하지만 메테오는 "
        "시전자를 지켜 주지 않습니다: 같은 단계의 파이어볼과 라이트닝은 시전자에게 그대로 맞습니다. 살아남으면 혼자 "
        "남아 소울을 얻고, 아웃되면 아무도 얻지 못합니다. 두 명이 같이 메테오를 내면 모두 아웃됩니다."
    ),
    "ws.rules.pic.meteor_out": "파란색은 텔리포트했지만 아웃",
    "ws.rules.pic.meteor_open": "빨간색의 메테오: 다른 모두 아웃",
    "ws.rules.pic.meteor_hit": "초록색의 파이어볼은 빨간색에게 맞음",
    "ws.rules.reveal.title": "공개의 순서",
    "ws.rules.reveal.text": (
        "공개된 카드는 모두 동시에 적용되며, 네 단계를 차례로 모두에게 처리합니다. 그래서 이번 단계에 아웃되는 "
        "마법사의 공격도 맞습니다. 텔리포트한 마법사를 공격해도 마나는 냅니다. 피해는 여러 공격에서 쌓입니다."
    ),
    "ws.rules.pic.stage.pay": "공격 마나를 내고, 마나회복은 {recovery_gain}을(를) 얻음",
    "ws.rules.pic.stage.damage": "파이어볼·라이트닝의 피해가 쌓임",
    "ws.rules.pic.stage.teleport": "텔리포트한 마법사는 그 피해를 떨침",
    "ws.rules.pic.stage.outs": "라이프를 잃고, 메테오, 0이면 아웃",
    "ws.rules.limits.title": "단계와 라운드의 한도",
    "ws.rules.limits.text": (
        "텔리포트와 마나회복은 무료라 라운드가 끝없이 이어질 수 있습니다. 그래서 한 라운드는 최대 "
        "{step_limit}단계입니다: 그때도 두 명 이상 남아 있으면 아무도 소울을 얻지 못하고 라운드가 끝납니다. 게임은 "
        "최대 {round_limit}라운드입니다: 그때까지 아무도 소울 {souls_to_win}개를 모으지 못하면 소울이 가장 많은 "
        "마법사가 이기고, 같으면 무승부입니다."
    ),
    "ws.rules.pic.limit.steps": "라운드당 최대 단계: 넘기면 소울 없음",
    "ws.rules.pic.limit.rounds": "게임당 최대 라운드: 소울이 많은 쪽 승리, 같으면 무승부",
    "ws.rules.pic.limit.souls": "소울이 이만큼이면 승리",
    "ws.tut.fireball.title": "파이어볼과 마나",
    "ws.tut.fireball.cast": (
        "파란색을 공격해 보세요: 파이어볼 [1]을 누르고 확정을 누르세요. 2인 게임이라 대상은 정해져 있습니다. "
        "파이어볼은 마나 1을 씁니다."
    ),
    "ws.tut.fireball.cast.hint": (
        "아래 줄 왼쪽 첫 카드가 파이어볼입니다. 카드를 누른 "
        "다음 오른쪽의 확정 버튼을 누르세요."
    ),
    "ws.tut.fireball.cast.wrong": "이번에는 파이어볼 [1]입니다.",
    "ws.tut.fireball.recover": (
        "명중! 파란색은 라이프 1이 남았습니다. 이제 마나가 0이라 공격할 "
        "수 없습니다: 마나회복 [2]로 마나 1을 얻으세요."
    ),
    "ws.tut.fireball.recover.hint": "마나는 라이프 옆의 수정입니다. 마나회복은 무료입니다.",
    "ws.tut.fireball.recover.wrong": "마나가 0이면 공격할 수 없습니다. 마나회복 [2]를 고르세요.",
    "ws.tut.fireball.finish": "마나 1이 생겼습니다. 파이어볼 [1]로 파란색을 아웃시키세요.",
    "ws.tut.fireball.finish.wrong": "파이어볼 [1]로 마무리하세요.",
    "ws.tut.fireball.done": (
        "파란색 아웃! 혼자 남은 빨간색은 남은 라이프 2만큼 소울 2개를 얻었습니다. 소울 5개면 게임을 이깁니다. 새 "
        "라운드는 모두 라이프 2, 마나 1로 시작합니다."
    ),
    "ws.tut.teleport.title": "텔리포트로 피하기",
    "ws.tut.teleport.dodge": (
        "라이프가 1뿐인데 파란색은 마나 1로 파이어볼을 낼 수 있습니다. 텔리포트 [3]로 이번 단계의 파이어볼·라이트닝을 "
        "모두 피하세요."
    ),
    "ws.tut.teleport.dodge.hint": "모두의 마나는 공개되어 있습니다. 상대 마나를 보면 낼 수 있는 공격을 압니다.",
    "ws.tut.teleport.dodge.wrong": "지금 맞으면 아웃입니다. 텔리포트 [3]로 피하세요.",
    "ws.tut.teleport.read": (
        "피했습니다! 파란색은 파이어볼에 마나를 써서 이제 0입니다: 이번 단계에 공격할 수 없습니다. 텔리포트 대신 "
        "마나회복 [2]로 마나를 모으세요."
    ),
    "ws.tut.teleport.read.wrong": "마나가 0인 상대는 공격할 수 없으니 피할 필요가 없습니다. 마나회복 [2]를 고르세요.",
    "ws.tut.teleport.done": (
        "상대의 마나를 읽는 것이 이 게임의 핵심입니다. 공격받을 수 있을 때만 텔리포트하고, 아니면 마나를 모으거나 "
        "공격하세요."
    ),
    "ws.tut.lightning.title": "라이트닝과 공격대상",
    "ws.tut.lightning.both": (
        "세 명이면 대상을 고릅니다. 라이트닝 [4]은 마나 2로 한두 명을 칩니다: 라이트닝을 누르고, 파란색과 초록색의 "
        "대상 카드(또는 탁자 위 마법사)를 둘 다 누른 뒤 확정하세요."
    ),
    "ws.tut.lightning.both.hint": "대상 카드는 행동 카드 오른쪽에 있습니다. 키 [6]과 [7]로도 고를 수 있습니다.",
    "ws.tut.lightning.both.wrong": "라이트닝 [4]으로 파란색과 초록색 둘 다 노리세요.",
    "ws.tut.lightning.finish": (
        "파란색은 아웃, 초록색은 텔리포트로 피했습니다: 대상마다 따로 피합니다. 이제 상대는 초록색뿐이라 대상이 "
        "정해집니다. 파이어볼 [1]로 마무리하세요."
    ),
    "ws.tut.lightning.finish.wrong": "파이어볼 [1]로 초록색을 노리세요.",
    "ws.tut.lightning.done": (
        "혼자 남아 소울 2개! 마나회복과 텔리포트도 대상을 고르니, "
        "상대는 누가 노려지는지 공개 때까지 모릅니다."
    ),
    "ws.tut.meteor.title": "메테오로 게임 끝내기",
    "ws.tut.meteor.cast": (
        "소울 4개, 마나 3: 메테오 [5]를 낼 수 있습니다. 메테오는 다른 모두를 아웃시킵니다. 텔리포트도 막지 못합니다. "
        "메테오를 내세요."
    ),
    "ws.tut.meteor.cast.hint": "메테오는 시전자를 지켜 주지 않습니다: 같은 단계의 파이어볼은 맞습니다.",
    "ws.tut.meteor.cast.wrong": "메테오 [5]를 고르세요.",
    "ws.tut.meteor.done": (
        "텔리포트한 파란색도 아웃! 초록색의 파이어볼은 빨간색에게 맞았지만 라이프 1이 남아 소울 1개를 얻었고, 소울 "
        "5개로 게임을 이겼습니다."
    ),
    "ws.tut.end.text": (
        "파이어볼과 마나, 텔리포트, 라이트닝과 대상, 메테오를 해 보았습니다. 규칙 화면에서 그림과 함께 다시 볼 수 "
        "있고, 대전 중에는 H로 엽니다."
    ),
}

EN: dict[str, str] = {
    "ws.rules.goal.title": "Be the last one standing",
    "ws.rules.goal.text": (
        "Every wizard starts a round with {start_lives} lives and {start_mana} mana. At 0 lives a wizard is out until "
        "the round ends. The last wizard standing gains a soul for each life it has left, and {souls_to_win} souls win "
        "the game. If everyone is out, nobody gains souls. When a round ends, everyone goes back to {start_lives} "
        "lives and {start_mana} mana; souls stay."
    ),
    "ws.rules.pic.last": "the last one standing",
    "ws.rules.pic.gain": "{n} lives left = {n} souls",
    "ws.rules.pic.win": "{n} souls: a win",
    "ws.rules.step.title": "Secret choices, one reveal",
    "ws.rules.step.text": (
        "At each step every wizard still in secretly chooses one action card and its target. Mana recovery and "
        "teleport name a target too, so a target alone gives nothing away. When everyone has chosen, all cards and "
        "targets are revealed at once and take effect together. Cards come back to hand after every step. With two "
        "players the target is implied."
    ),
    "ws.rules.pic.secret": "each chooses one card in secret (sealed)",
    "ws.rules.pic.reveal": "revealed together: cards and targets",
    "ws.rules.cards.title": "The five action cards",
    "ws.rules.cards.text": (
        "Attacks cost mana: fireball {fireball_cost}, lightning {lightning_cost}, meteor {meteor_cost}. Mana recovery "
        "and teleport are free. A card you cannot pay for cannot be played, and mana tops out at {mana_cap}. "
        "Everyone's lives and mana are public, so a rival's mana tells what it can play: a rival with 0 mana cannot "
        "attack you."
    ),
    "ws.rules.pic.free": "free",
    "ws.rules.pic.does.fireball": "one target: -{fireball_damage} life",
    "ws.rules.pic.does.mana_recovery": "+{recovery_gain} mana",
    "ws.rules.pic.does.teleport": "dodges fireball and lightning",
    "ws.rules.pic.does.lightning": "one or two targets: -{lightning_damage} life each",
    "ws.rules.pic.does.meteor": "everyone else is out",
    "ws.rules.meteor.title": "Meteor",
    "ws.rules.meteor.text": (
        "A meteor puts every other wizard out, whatever its lives, and teleport does not stop it. But it leaves its "
        "caster open: fireballs and lightning on the caster in the same step land as usual. A caster that survives is "
        "the last one standing and gains souls; one that goes out too ends the round with no souls. Two meteors in one "
        "step put everyone out."
    ),
    "ws.rules.pic.meteor_out": "blue teleported, and is out",
    "ws.rules.pic.meteor_open": "red's meteor: everyone else is out",
    "ws.rules.pic.meteor_hit": "green's fireball still hits red",
    "ws.rules.reveal.title": "How a reveal works",
    "ws.rules.reveal.text": (
        "Every revealed card takes effect at once, in four stages, each done for everyone before the next. So a wizard "
        "going out this step still lands its attack, an attack on a teleporter is still paid for, and damage from "
        "several attacks adds up."
    ),
    "ws.rules.pic.stage.pay": "attackers pay; mana recovery gains {recovery_gain}",
    "ws.rules.pic.stage.damage": "fireball and lightning damage adds up",
    "ws.rules.pic.stage.teleport": "teleporters shed that damage",
    "ws.rules.pic.stage.outs": "lives lost, meteors, out at 0",
    "ws.rules.limits.title": "The step and round limits",
    "ws.rules.limits.text": (
        "Teleport and mana recovery are free, so a round could go on for ever. A round has at most {step_limit} steps: "
        "if two or more wizards are still in after step {step_limit}, it ends and nobody gains souls. A game has at "
        "most {round_limit} rounds: if nobody has {souls_to_win} souls by then, the wizard with the most souls wins, "
        "and a tie is a draw."
    ),
    "ws.rules.pic.limit.steps": "steps in a round at most; then no souls",
    "ws.rules.pic.limit.rounds": "rounds in a game at most; then most souls win, a tie draws",
    "ws.rules.pic.limit.souls": "souls win the game",
    "ws.tut.fireball.title": "Fireball and mana",
    "ws.tut.fireball.cast": (
        "Attack blue: click Fireball [1], then the commit button. With two players the target is implied. A fireball "
        "costs 1 mana."
    ),
    "ws.tut.fireball.cast.hint": (
        "Fireball is the first card on the band below. Click "
        "it, then the commit button on the right."
    ),
    "ws.tut.fireball.cast.wrong": "This time it is Fireball [1].",
    "ws.tut.fireball.recover": (
        "A hit! Blue has 1 life left. You have 0 mana now and cannot "
        "attack: take 1 mana with Mana Recovery [2]."
    ),
    "ws.tut.fireball.recover.hint": "Mana is the crystals beside your lives. Mana recovery is free.",
    "ws.tut.fireball.recover.wrong": "With 0 mana you cannot attack. Choose Mana Recovery [2].",
    "ws.tut.fireball.finish": "You have 1 mana again. Put blue out with Fireball [1].",
    "ws.tut.fireball.finish.wrong": "Finish it with Fireball [1].",
    "ws.tut.fireball.done": (
        "Blue is out! Red, the last one standing, gains a soul for each life left: 2. Five souls win the game. The "
        "next round starts everyone at 2 lives and 1 mana."
    ),
    "ws.tut.teleport.title": "Dodging with teleport",
    "ws.tut.teleport.dodge": (
        "You have 1 life, and blue has the 1 mana a fireball costs. Teleport [3] dodges every fireball and lightning "
        "this step: play it."
    ),
    "ws.tut.teleport.dodge.hint": "Everyone's mana is public: a rival's mana tells which attacks it can play.",
    "ws.tut.teleport.dodge.wrong": "One hit puts you out. Dodge with Teleport [3].",
    "ws.tut.teleport.read": (
        "Dodged! Blue spent its mana on that fireball and has 0: it cannot attack this step. No need to teleport: take "
        "mana with Mana Recovery [2]."
    ),
    "ws.tut.teleport.read.wrong": "A rival with 0 mana cannot attack you. Choose Mana Recovery [2].",
    "ws.tut.teleport.done": (
        "Reading mana is the heart of the game: teleport only when you can be attacked; otherwise gather mana or "
        "attack."
    ),
    "ws.tut.lightning.title": "Lightning and targets",
    "ws.tut.lightning.both": (
        "With three players you choose targets. Lightning [4] costs 2 and hits one or two: click Lightning, then both "
        "blue's and green's target cards (or their wizards), then commit."
    ),
    "ws.tut.lightning.both.hint": "The target cards stand right of the action cards; keys [6] and [7] choose them too.",
    "ws.tut.lightning.both.wrong": "Aim Lightning [4] at both blue and green.",
    "ws.tut.lightning.finish": (
        "Blue is out; green teleported and dodged: each target dodges on its own. Only green is left against you, so "
        "the target is implied. Finish with Fireball [1]."
    ),
    "ws.tut.lightning.finish.wrong": "Aim Fireball [1] at green.",
    "ws.tut.lightning.done": (
        "The last one standing: 2 souls! Mana recovery and teleport name targets too, so nobody knows who is aimed at "
        "until the reveal."
    ),
    "ws.tut.meteor.title": "Ending the game with a meteor",
    "ws.tut.meteor.cast": (
        "4 souls and 3 mana: you can play Meteor [5]. It puts every other wizard out, and teleport does not stop it. "
        "Play it."
    ),
    "ws.tut.meteor.cast.hint": "A meteor does not protect its caster: a fireball in the same step still hits.",
    "ws.tut.meteor.cast.wrong": "Choose Meteor [5].",
    "ws.tut.meteor.done": (
        "Blue teleported and is out anyway! Green's fireball hit red, who keeps 1 life, gains 1 soul and wins the game "
        "with 5."
    ),
    "ws.tut.end.text": (
        "You have tried fireball and mana, teleport, lightning and targets, and meteor. The rules screen shows it all "
        "again with pictures; in a match, H opens it."
    ),
}

add_part(KO, EN)
