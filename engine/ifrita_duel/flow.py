"""The parts of a turn that run by themselves once a command set them off: the deal
after both registrations (D2, D4), the mulligan's redraw and turn 1 (D3), the start phase (D6),
the end phase (D8), and what a cast or a hero ability does after it was found legal (D17, D20, D33).
Each emits events on a Run."""

from __future__ import annotations

from engine.ifrita_duel import events as ev
from engine.ifrita_duel import names as n
from engine.ifrita_duel import resolve
from engine.ifrita_duel.names import Phase, Side
from engine.ifrita_duel.resolve import Run
from engine.ifrita_duel.rules import mana_burn
from engine.ifrita_duel.state import canonical, mulligan_pending
from engine.kernel.rng import SeededRng


def register(run: Run, side: Side, cards: tuple[str, ...], hero: str) -> None:
    """D4: the list reaches only its side; once both have registered, both abilities are
    shown at once (neither could pick its ability against the other's) and the deal runs."""
    run.emit(ev.DeckRegistered(side, canonical(cards, run.state.rules), hero))
    run.emit(ev.RegistrationMade(side))
    if run.state.deciders():
        return
    run.emit(ev.AbilitiesShown((run.state.player(Side.TEAL).hero, run.state.player(Side.CRIMSON).hero)))
    deal(run)


def deal(run: Run) -> None:
    """D2, D38: each registered list shuffled from its own stream, then its opening hand."""
    state = run.state
    for side in Side:
        stream = SeededRng(state.seed, f"shuffle/{side.key}/0")
        run.emit(ev.DeckShuffled(side, tuple(stream.shuffled(state.player(side).cards))))
    for side in Side:
        for card in run.state.player(side).deck[:state.rules.start_hand]:
            run.emit(ev.CardDrawn(side, card))
    run.emit(ev.PhaseChanged(state.first, Phase.MULLIGAN))


def mulligan(run: Run, side: Side) -> None:
    """D3, D38: the hand into the deck, the deck shuffled from its own stream, then the
    mulligan hand drawn (no fatigue: a short deck just gives fewer cards)."""
    run.emit(ev.MulliganTaken(side))
    player = run.state.player(side)
    stream = SeededRng(run.state.seed, f"shuffle/{side.key}/{player.mulligans}")
    run.emit(ev.DeckShuffled(side, tuple(stream.shuffled(player.deck))))
    for card in run.state.player(side).deck[:run.state.rules.mulligan_hand]:
        run.emit(ev.CardDrawn(side, card))
    after_decision(run)


def after_decision(run: Run) -> None:
    if mulligan_pending(run.state) is None:
        start_turn(run, run.state.first, 1)


def start_turn(run: Run, side: Side, turn: int) -> None:
    """D6: untap and unsick, refill, draw (not turn 1, D1), own on_turn_start triggers
    oldest first, cooldown -1; the check after the draw and after each trigger."""
    run.emit(ev.TurnStarted(side, turn))
    run.emit(ev.UnitsReadied(side))
    run.emit(ev.ManaRefilled(side))
    if turn != 1 or run.state.rules.first_player_draws:
        resolve.draw(run, side)
        resolve.check(run)
    for ench in run.state.enchantments_of(side):
        effects = run.state.template(ench.card).effects(n.ON_TURN_START)
        if effects and not run.over:
            run.emit(ev.TriggerResolved(side, ench.id, n.ON_TURN_START))
            resolve.effects(run, ench.card, side, effects)
            resolve.check(run)
    cooldown = run.state.player(side).cooldown
    if cooldown > 0:
        run.emit(ev.CooldownReduced(side, cooldown - 1))
    run.emit(ev.PhaseChanged(side, Phase.MAIN1))


def end_turn(run: Run, side: Side, discard: tuple[str, ...]) -> None:
    """D8: hand limit (the owner's named cards), mana burn, the check, the turn limit,
    then the other side's start phase."""
    run.emit(ev.PhaseChanged(side, Phase.END))
    for card in discard:
        run.emit(ev.CardDiscarded(side, card))
    player = run.state.player(side)
    if any(have > most for have, most in zip(player.mana, player.mana_max)):
        # Emitted even at a draft's rate 0: the event is also what drops the excess (D14).
        run.emit(ev.ManaBurned(side, mana_burn(run.state.rules, player.mana, player.mana_max)))
        resolve.check(run)
    turn = run.state.turn
    run.emit(ev.TurnEnded(side, turn))
    if turn >= run.state.rules.turn_limit:
        run.emit(ev.GameEnded(None, "turn_limit"))
    start_turn(run, side.other, turn + 1)


def cast(run: Run, side: Side, card_id: str, target: str | None, spent: tuple[int, ...]) -> None:
    """D17 after the checks: the card leaves the hand, then by kind, with D20's
    on_opponent_summon triggers after a unit's on_enter, and the check (D21)."""
    template = run.state.template(card_id)
    run.emit(ev.CardCast(side, card_id, target, spent))
    permanent = f"{side.key}-{run.state.player(side).entries + 1}"
    if template.kind == n.UNIT:
        run.emit(ev.UnitEntered(side, permanent, card_id, template.has(n.SHIELD)))
        resolve.effects(run, card_id, side, template.effects(n.ON_ENTER), target)
        resolve.check(run)
        for ench in run.state.enchantments_of(side.other):
            effects = run.state.template(ench.card).effects(n.ON_OPPONENT_SUMMON)
            if effects and not run.over:
                run.emit(ev.TriggerResolved(ench.side, ench.id, n.ON_OPPONENT_SUMMON))
                resolve.effects(run, ench.card, ench.side, effects, summoned=permanent)
                resolve.check(run)
    elif template.kind == n.SORCERY:
        resolve.effects(run, card_id, side, template.effects(n.ON_CAST), target)
        run.emit(ev.CardExiled(side, card_id))
        resolve.check(run)
    else:
        run.emit(ev.EnchantmentEntered(side, permanent, card_id))
        resolve.check(run)


def use_hero(run: Run, side: Side, target: str | None) -> None:
    """D33: the cooldown is set, then the ability's effects, then the check."""
    ability = run.state.rules.cards.hero(run.state.player(side).hero)
    run.emit(ev.HeroAbilityUsed(side, ability.id, target))
    resolve.effects(run, ability.id, side, ability.on_use, target)
    resolve.check(run)


def declare_attack(run: Run, side: Side, attackers: tuple[str, ...]) -> None:
    run.emit(ev.AttackDeclared(side, attackers))
    blocks_or_combat(run)


def block(run: Run, side: Side, attacker: str, blocker: str | None) -> None:
    run.emit(ev.BlockChosen(side, attacker, blocker))
    blocks_or_combat(run)


def blocks_or_combat(run: Run) -> None:
    """D26: the defender is asked attacker by attacker while it has a blocker left;
    after that the blocks are declared and damage resolves (D27)."""
    state = run.state
    used = {b for _, b in state.blocks if b is not None}
    if state.awaiting_blocks() and any(not u.tapped and u.id not in used for u in state.units_of(state.defender)):
        return
    run.emit(ev.BlocksDeclared(state.defender, tuple((a, b) for a, b in state.blocks if b is not None)))
    resolve.combat(run)
