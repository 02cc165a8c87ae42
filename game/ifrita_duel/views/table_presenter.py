"""What the table shows now, computed from what the seat may know: its view (`shown`,
between two people the public part of both), the seat's own view for the engine's
refusals (`source`), its legal commands (empty when it may not act) and its half-made
choice (table_input.py). No controller, no match, no drawing: the screen binds each
offer to its handler and the panes copy the rest onto widgets."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel.ai.deckbuild import BuildProgress
from engine.ifrita_duel.names import Phase
from engine.ifrita_duel.rules import mana_burn
from engine.ifrita_duel.view import DuelView
from engine.ifrita_duel.why import block_refusal
from game.ifrita_duel import choices, text
from game.ifrita_duel.views import actions as keys
from game.ifrita_duel.views.table_input import Choosing, Mode
from game.shell import palette as pal
from game.shell.i18n import tr

Colour = tuple[int, int, int, int]


@dataclass
class Marks:
    """What the screen marks on the board: targets to choose from, the chosen card,
    attackers chosen, cards to discard, combat pairs (attacker -> blocker), whether the
    seat's hand is shown at all, and the hand's cards that can be cast now."""

    targets: frozenset[str] = frozenset()
    selected: int | None = None
    chosen: tuple[str, ...] = ()
    discards: frozenset[int] = frozenset()
    pairs: dict[str, str | None] = field(default_factory=dict)
    awaiting: str | None = None
    hand_hidden: bool = False
    playable: frozenset[int] = frozenset()          # hand positions castable now (outlined)
    picked: str | None = None                       # a blocker picked up, to place on an attacker
    links: tuple[tuple[str, str], ...] = ()         # (blocker, attacker) chosen, drawn as lines


@dataclass(frozen=True)
class Offer:
    """A button of the moment: what it does (`do`, the screen's handler, with `arg`),
    whether it may, its key, and its tip (what it does, or why not)."""

    label: str
    do: str
    enabled: bool
    key: int | None = None
    tip: str = ""
    arg: Any = None


@dataclass(frozen=True)
class Moment:
    """Everything the presenter reads: the seat's views and legal commands, its choice, and
    the few facts about the match the seat may know (an AI thinking, the game over)."""

    shown: DuelView
    source: DuelView
    perspective: int
    legal: Sequence[Any]
    choosing: Choosing
    seated: bool
    nobodys: bool = False
    thinking: bool = False
    over: bool = False
    waited: float = 0.0
    deck_ready: bool = False
    deck_progress: BuildProgress | None = None     # how far the AI is with its deck, when it tells

    def hand(self) -> tuple[str, ...]:
        return self.shown.players[self.perspective].hand or ()


def lit_phase(m: Moment) -> Phase:
    # Choosing the discards is the hand limit of the end phase (D8.1), though the engine
    # moves there only with the EndTurn that names them: the bar says where the player is.
    return Phase.END if m.choosing.mode == Mode.DISCARD else m.shown.phase


def marks(m: Moment) -> Marks:
    ch, legal, view = m.choosing, m.legal, m.shown
    attacker, block_choices = choices.blocks(legal)
    out = Marks(selected=ch.selected if ch.mode in (Mode.CARD, Mode.TARGET, Mode.PAY) else None,
                chosen=tuple(ch.chosen), discards=frozenset(ch.discards),
                pairs={a: b for a, b in view.blocks}, awaiting=attacker,
                hand_hidden=not m.seated or attacker is not None,
                playable=choices.castable(legal, m.hand()) if ch.mode == Mode.IDLE else frozenset())
    if ch.mode == Mode.TARGET:
        out.targets = frozenset(ch.target_of)
    elif ch.mode == Mode.ATTACK:
        out.targets = frozenset(a for a in choices.attackers(legal) if a not in ch.chosen)
    elif attacker is not None:
        pending = pending_attackers(view)
        out.targets = frozenset(b for b in block_choices if b is not None and b != ch.picked)
        if ch.picked is not None:
            out.targets |= frozenset(pending)
        out.chosen, out.picked = pending, ch.picked
        out.links = tuple((b, a) for a, b in ch.blocks_of(pending) if b is not None)
    if view.attackers:
        out.pairs = {a: dict(view.blocks).get(a, ch.blocking.get(a)) for a in view.attackers}
    return out


def pending_attackers(view: DuelView) -> tuple[str, ...]:
    """The declared attackers whose blocks are still to be chosen (D26), in order."""
    return view.attackers[len(view.blocks):]


def block_commands(m: Moment) -> list[cmd.Block]:
    """The blocks chosen on the screen as the engine takes them: attacker by attacker."""
    attacker, block_choices = choices.blocks(m.legal)
    if attacker is None:
        return []
    first = next(iter(block_choices.values()))
    return [replace(first, attacker=a, blocker=b) for a, b in m.choosing.blocks_of(pending_attackers(m.shown))]


def building_words(progress: BuildProgress | None, waited: float) -> str:
    """The wait for an AI's deck: how far its trial games are when it tells, and the seconds."""
    if progress is None or not progress.budget:
        return tr("id.hint.building", s=int(waited))
    return tr("id.hint.building_progress", pct=100 * progress.work // progress.budget, alive=progress.alive,
              of=progress.candidates, s=int(waited))


def offers(m: Moment) -> tuple[list[Offer], str, Colour]:
    """The buttons of the moment, each with its key and tip, and the hint line. A disabled
    one's tip is the engine's refusal, asked of the seat's own view (`source`)."""
    legal, ch = m.legal, m.choosing
    if not legal:
        waiting = tr("id.hint.thinking") if m.thinking else tr("id.hint.wait")
        if m.thinking and m.shown.phase == Phase.REGISTER:
            waiting = building_words(m.deck_progress, m.waited)
        return [], "" if m.over or m.nobodys else waiting, pal.SILVER
    if any(isinstance(c, cmd.Register) for c in legal):
        return [Offer(tr("id.btn.register"), "register", m.deck_ready, keys.CONFIRM, tr("id.tip.confirm")),
                Offer(tr("id.btn.builder"), "builder", True)], "", pal.WHITE
    keep, again = choices.mulligan(legal)
    if keep is not None:
        return [Offer(tr("id.btn.keep"), "submit", True, keys.CONFIRM, tr("id.btn.keep"), keep),
                Offer(tr("id.btn.mulligan"), "submit", again is not None, keys.MULLIGAN, tr("id.btn.mulligan"), again)
                ], tr("id.hint.mulligan"), pal.WHITE
    if choices.blocks(legal)[0] is not None:
        return _blocking(m)
    cancel = Offer(tr("id.btn.cancel"), "cancel", True, keys.CANCEL, tr("id.tip.cancel"))
    if ch.mode == Mode.CARD and ch.selected is not None:
        return _card(m, ch.selected, cancel)
    if ch.mode == Mode.PAY and ch.paying is not None:
        pending, pay = ch.paying
        return [Offer(tr("id.btn.pay"), "pay", pay.ready(), keys.CONFIRM, tr("id.tip.confirm")),
                Offer(tr("id.btn.pay_default"), "pay_default", True, keys.DEFAULT, tr("id.btn.pay_default")),
                cancel], tr("id.hint.pay", card=text.card_name(pending.card), n=pay.cost.generic), pal.GOLD
    if ch.mode == Mode.TARGET:
        name = text.card_name(m.hand()[ch.selected]) if ch.selected is not None else text.hero_name(
            m.shown.players[m.perspective].hero)
        return [cancel], tr("id.hint.target", card=name), pal.GOLD
    if ch.mode == Mode.ATTACK:
        attack = choices.attack_of(legal, ch.chosen)
        return [Offer(tr("id.btn.confirm_attack"), "submit", attack is not None, keys.CONFIRM, tr("id.tip.confirm"),
                      attack), cancel], tr("id.hint.attack"), pal.GOLD
    if ch.mode == Mode.DISCARD:
        end = choices.end_turn_with(legal, [m.hand()[i] for i in sorted(ch.discards)])
        return [Offer(tr("id.btn.discard"), "submit", end is not None, keys.CONFIRM, tr("id.tip.confirm"), end),
                cancel], tr("id.hint.discard", n=choices.discard_count(legal)), pal.GOLD
    return _main(m)


def _blocking(m: Moment) -> tuple[list[Offer], str, Colour]:
    ch = m.choosing
    placed = len(ch.blocking)
    if ch.picked is not None:
        unit = m.shown.unit(ch.picked)
        hint = tr("id.hint.block_place", blocker=text.card_name(unit.card) if unit else ch.picked)
    else:
        hint = tr("id.hint.blocks", n=placed, m=len(pending_attackers(m.shown)))
    tip = tr("id.tip.confirm_blocks") if placed else tr("id.tip.confirm_no_blocks")
    return [Offer(tr("id.btn.confirm_blocks"), "confirm_blocks", True, keys.CONFIRM, tip),
            Offer(tr("id.btn.clear_blocks"), "clear_blocks", bool(placed or ch.picked), keys.CANCEL,
                  tr("id.tip.clear_blocks"))], hint, pal.GOLD


def block_tip(m: Moment, unit: str) -> str:
    """A unit pointed at while blocks are chosen: what clicking it does, or (one of the
    seat's that cannot block) the engine's reason."""
    attacker, block_choices = choices.blocks(m.legal)
    if attacker is None:
        return ""
    if unit in pending_attackers(m.shown):
        blocker = m.choosing.blocking.get(unit)
        if m.choosing.picked is not None:
            return tr("id.tip.block_here")
        return tr("id.tip.unblock") if blocker is not None else tr("id.tip.attacker")
    if unit in block_choices:
        return tr("id.tip.blocker")
    found = m.shown.unit(unit)
    if found is not None and int(found.side) == m.perspective:
        return keys.why_text(block_refusal(m.source, unit))
    return ""


def _offer(label: str, do: str, enabled: bool, key: int | None, tip: str, why: str, arg: Any = None) -> Offer:
    """An offer whose tip is what it does when enabled, why not when disabled."""
    return Offer(label, do, enabled, key, tip if enabled or not why else why, arg)


def _card(m: Moment, index: int, cancel: Offer) -> tuple[list[Offer], str, Colour]:
    card = m.hand()[index]
    casts = choices.casts(m.legal, card)
    out = [_offer(tr("id.btn.cast"), "cast", bool(casts), keys.CAST, tr("id.tip.cast"),
                  "" if casts else keys.why_not(m.source, "cast", card), casts)]
    sacs = choices.sacrifices(m.legal, card)
    for k, s in enumerate(sacs):
        label = tr("id.btn.sacrifice_as", kind=tr(f"id.mana.{s.kind}")) if s.kind else tr("id.btn.sacrifice")
        out.append(Offer(label, "submit", True, keys.SACRIFICE if k == 0 else None, tr("id.tip.sacrifice"), s))
    if not sacs:
        out.append(Offer(tr("id.btn.sacrifice"), "cancel", False, keys.SACRIFICE,
                         keys.why_not(m.source, "sacrifice", card)))
    return [*out, cancel], tr("id.hint.card", card=text.card_name(card)), pal.WHITE


def _main(m: Moment) -> tuple[list[Offer], str, Colour]:
    legal, view = m.legal, m.source
    me = m.shown.players[m.perspective]
    uses = choices.hero_uses(legal)
    nxt = choices.next_phase(legal)
    burn = mana_burn(m.shown.rules, me.mana, me.mana_max)     # the rules' own figure (D14)
    hint, colour = (tr("id.hint.burn", n=burn), pal.ORANGE) if burn else (tr("id.hint.main"), pal.WHITE)
    can_attack = bool(choices.attackers(legal))
    ends = bool(choices.end_turns(legal))
    return [
        _offer(tr("id.btn.attack"), "start_attack", can_attack, keys.ATTACK_ALL, tr("id.tip.attack"),
               "" if can_attack else keys.why_not(view, "attack")),
        _offer(tr("id.btn.hero", name=text.hero_name(me.hero)), "cast", bool(uses), keys.HERO, tr("id.tip.hero"),
               "" if uses else keys.why_not(view, "hero"), uses),
        _offer(tr("id.btn.next_phase"), "submit", nxt is not None, keys.NEXT, tr("id.tip.next_phase"),
               "" if nxt is not None else keys.why_not(view, "next_phase"), nxt),
        _offer(tr("id.btn.end_turn"), "end_turn", ends, keys.END, tr("id.tip.end_turn"),
               "" if ends else keys.why_not(view, "end_turn")),
    ], hint, colour


def card_tip(m: Moment, index: int) -> str:
    """A hand card pointed at while the seat may act: its number key, and, if it cannot be
    cast now, the engine's reason."""
    hand = m.hand()
    if (not m.legal or m.choosing.mode not in (Mode.IDLE, Mode.CARD, Mode.DISCARD) or index >= len(hand)
            or choices.blocks(m.legal)[0] is not None):
        return ""
    number = f" [{index + 1}]" if index < len(keys.HAND_KEYS) else ""
    if m.choosing.mode == Mode.DISCARD or index in choices.castable(m.legal, hand):
        return tr("id.tip.hand") + number
    return tr("id.why.cannot_cast", why=keys.why_not(m.source, "cast", hand[index])) + number
