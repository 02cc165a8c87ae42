"""What the battle screen shows, computed from what the seat may know: its `PlayerView`, its
legal commands (empty when it may not act now) and its input state. Pure Python — no
arcade, no match, no full state — so it is tested without a window
(tests/game/test_battle_presenter.py); the panes only copy these values onto widgets.

Every highlight comes from the view or from a legal command (an attack's area from the
aims that `battle_input` took from `attack_area`): nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.mage_battle import Element, Job, Phase, Side
from engine.mage_battle import commands as cmd
from engine.mage_battle.elements import distinct
from engine.mage_battle.state import label_in
from engine.mage_battle.view import MageView, PlayerView
from game.mage_battle.views.battle_input import (
    Aiming,
    ChoosingElement,
    InputState,
    Mode,
    Moving,
    Targeting,
    element_options,
    hovered_aim,
)
from game.shell import palette as pal
from game.shell.i18n import card_name, tr

Colour = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class ButtonShown:
    enabled: bool
    active: bool = False


@dataclass(frozen=True, slots=True)
class TopBarShown:
    battle: str
    round: str
    score: str
    turn: str
    turn_colour: Colour
    ap: int                  # AP pips lit
    move: ButtonShown
    attack: ButtonShown
    card: ButtonShown
    end: ButtonShown
    card_tip: str
    move_tip: str
    attack_tip: str


@dataclass(frozen=True, slots=True)
class Mark:
    """Cells highlighted one way: a filled tint, an outline, or diagonal stripes."""

    cells: tuple[int, ...]
    colour: Colour
    outline: bool = False
    hatch: bool = False


@dataclass(frozen=True, slots=True)
class LayerIcon:
    element: Element | None
    doubled: bool            # the element is held more than once: framed in gold


@dataclass(frozen=True, slots=True)
class PanelShown:
    title: str               # the selected mage, the invitation to select one, or the battle's winner
    title_colour: Colour     # the mage's side (the winner's); neutral for the invitation
    place: str
    layers: str
    layer_icons: tuple[LayerIcon, ...]
    extra: str
    card: str
    elements: tuple[Element | None, ...]     # the attack's element choices (empty unless attacking)
    orient: str | None                       # the priest's orientation button, None when hidden
    hint: str                                # the line over the board while aiming or carding
    chosen: int | None = None                # which of `elements` is aimed with now


def turn_line(view: PlayerView, thinking: bool, at_rest: bool = True) -> tuple[str, Colour]:
    """Who decides now, in the top bar's words and colour: the side to move, the defender
    choosing its responses (only at rest: while an engagement animates, its responses are
    in and the attacker's turn goes on), the AI thinking, or, once the battle is over, its
    winner."""
    if view.phase == Phase.OVER and view.results:
        # Nobody is to move once the battle is over (a lesson's, a sandbox's): name its winner.
        winner = view.results[-1].winner
        return tr("hud.won", side=tr(f"side.{winner.key}")), pal.side_colour(winner, light=True)
    if thinking:
        return tr("hud.thinking"), pal.side_colour(view.to_move, light=True)
    if view.phase == Phase.RESPONSE and at_rest:
        # The attacker's turn waits for the defender's secret responses: say who decides now.
        defender = Side(view.to_move).other
        return tr("hud.respond", side=tr(f"side.{defender.key}")), pal.side_colour(defender, light=True)
    return tr("hud.turn", side=tr(f"side.{view.to_move.key}")), pal.side_colour(view.to_move, light=True)


def top_bar(view: PlayerView, legal: Sequence[cmd.Command], state: InputState, thinking: bool,
            at_rest: bool = True) -> TopBarShown:
    """`thinking`: the AI decides and no animation plays, so the turn line says so; `at_rest`:
    no animation plays (turn_line)."""
    teal = sum(1 for r in view.results if r.winner == Side.TEAL)
    kind = state.mode.kind
    mine = bool(legal)
    card = view.my_card
    # Move and Attack act on the selected mage: without one of the seat's own that can, they look off.
    own = state.selected if state.selected is not None and view.mages[state.selected].side == view.side else None
    can_move = any(isinstance(x, cmd.Move) and x.mage == own for x in legal)
    can_attack = any(isinstance(x, cmd.Attack) and x.mage == own for x in legal)

    def tip(action: str, able: bool) -> str:
        if able:
            return tr(f"tip.{action}")
        if not mine:
            return tr(f"tip.{action}") + " · " + tr("tip.not_now")
        return tr(f"tip.{action}.select" if own is None else f"tip.{action}.none")

    turn, turn_colour = turn_line(view, thinking, at_rest)
    return TopBarShown(
        battle=tr("hud.battle", n=max(view.battle, 1), total=view.rules.battles),
        round=tr("hud.round", n=view.round, limit=view.rules.round_limit),
        score=tr("hud.score", teal=teal, crimson=len(view.results) - teal),
        turn=turn,
        turn_colour=turn_colour,
        ap=view.ap,
        move=ButtonShown(can_move, kind == Mode.MOVE),
        attack=ButtonShown(can_attack, kind == Mode.ATTACK),
        card=ButtonShown(mine and any(isinstance(x, cmd.UseCard) for x in legal), kind == Mode.CARD),
        end=ButtonShown(mine),
        card_tip=tr("tip.card", card=tr(f"card.{card.key}") if card is not None else tr("card.none")),
        move_tip=tip("move", can_move),
        attack_tip=tip("attack", can_attack),
    )


def _cells(view: PlayerView, mages: Sequence[int]) -> tuple[int, ...]:
    return tuple(c for i in mages if (c := view.mages[i].cell) is not None)


def position_marks(view: PlayerView, state: InputState) -> list[Mark]:
    """Marks that stay while animations play: the pending engagement and the selected mage."""
    marks = []
    if view.pending is not None:
        marks.append(Mark(view.pending.area, pal.alpha(pal.ORANGE, 90)))
        marks.append(Mark(_cells(view, view.pending.targets), pal.CRIMSON_LIGHT, outline=True))
    if state.selected is not None and (cell := view.mages[state.selected].cell) is not None:
        marks.append(Mark((cell,), pal.GOLD, outline=True))
    return marks


def input_marks(view: PlayerView, legal: Sequence[cmd.Command], state: InputState) -> list[Mark]:
    """Marks of what the player is doing, at rest: move cells, aims (the hovered one with its
    area and the enemies it engages), card targets, the hovered cell."""
    marks = []
    mode = state.mode
    if isinstance(mode, Moving) and state.selected is not None:
        moves = tuple(x.to for x in legal if isinstance(x, cmd.Move) and x.mage == state.selected)
        marks.append(Mark(moves, pal.alpha(pal.SKY, 110)))
    elif state.peek is not None:
        # The pointer is on an element button: that element's every aim, so elements compare.
        for aim in state.peek.aims:
            marks.append(Mark(aim.area, pal.alpha(pal.ORANGE, 90)))
        marks.append(Mark(_cells(view, sorted({t for a in state.peek.aims for t in a.targets})),
                          pal.CRIMSON_LIGHT, outline=True))
    elif isinstance(mode, Aiming):
        hovered = hovered_aim(state)
        for command, area, _ in mode.aims:
            if hovered is not None and command == hovered.command:
                continue
            # Where a click plays the aim: the target or centre cell, else the whole line.
            if command.target is not None:
                marks.append(Mark((command.target,), pal.alpha(pal.ORANGE, 90)))
            elif command.centre is not None:
                marks.append(Mark((command.centre,), pal.alpha(pal.ORANGE, 70)))
            else:
                marks.append(Mark(area, pal.alpha(pal.ORANGE, 50)))
        if hovered is not None:
            marks.append(Mark(hovered.area, pal.alpha(pal.ORANGE, 150)))
            marks.append(Mark(_cells(view, hovered.targets), pal.CRIMSON_LIGHT, outline=True))
    elif isinstance(mode, Targeting):
        targets = [x.target for x in legal if isinstance(x, cmd.UseCard)]
        marks.append(Mark(_cells(view, targets), pal.VIOLET, outline=True))
    if state.hover is not None:
        marks.append(Mark((state.hover,), pal.alpha(pal.WHITE, 90), outline=True))
    return marks


def _element_word(e: Element | None) -> str:
    return tr(f"element.{e.key}") if e is not None else tr("element.none")


def _element_names(layers: tuple[Element, ...]) -> str:
    return " ".join(tr(f"element.{e.key}") for e in distinct(layers)) or tr("element.none")


def _stacks(layers: tuple[Element, ...]) -> str:
    """Each distinct element with its stack when more than one ("Fire x2 Water")."""
    return " ".join(tr("panel.stack", element=tr(f"element.{e.key}"), n=layers.count(e)) if layers.count(e) > 1
                    else tr(f"element.{e.key}") for e in distinct(layers)) or tr("element.none")


def foe_knows(view: PlayerView, m: MageView) -> tuple[int, tuple[Element, ...]] | None:
    """What the enemy has seen of one of the seat's own mages: (battle, layers) as last
    revealed (the view's `seen`, kept current while the mage stays revealed), or None when
    never; None too for the enemy's mages, whose own knowledge is not the seat's."""
    if m.side != view.side or m.seen is None:
        return None
    return m.seen


def known_line(view: PlayerView, m: MageView) -> str:
    """The panel's line on what the enemy has seen of an own mage's elements."""
    seen = foe_knows(view, m)
    if seen is None:
        return tr("panel.known.none")
    battle, layers = seen
    if battle == view.battle:
        return tr("panel.known.now", elements=_stacks(layers))
    return tr("panel.known.then", n=battle, elements=_stacks(layers))


def _mage_lines(view: PlayerView, m: MageView, choosing: bool,
                elementless: frozenset[int], own: bool = True) -> tuple[str, tuple[LayerIcon, ...], list[str]]:
    """The layers line, its icons and the extra lines of one mage, as its viewer knows it
    (`elementless`: mages the seat knows hold no element though the view hides their layers;
    `own`: the screen is a seat's, so its own mages say what the enemy has seen of them)."""
    extra: list[str] = []
    icons: list[LayerIcon] = []
    if m.layers is None and m.index in elementless:
        layers = tr("panel.layers") + ": " + tr("element.none")
    elif m.layers is None:
        layers = tr("panel.layers") + ": " + tr("panel.hidden")
        if m.aura:
            extra.append(tr("panel.aura", n=m.aura))
    else:
        layers = tr("panel.layers") + ":"
        if not choosing:        # the element buttons take the icons' place
            for e in distinct(m.layers) or (None,):
                count = m.layers.count(e) if e is not None else 0
                icons.append(LayerIcon(e, e is not None and count > 1))
                if e is not None and count > 1:
                    extra.append(f"{tr(f'element.{e.key}')} x{count}")
    if own and m.side == view.side:
        extra.append(known_line(view, m))
    if m.seen is not None and (m.layers is None or m.side != view.side):
        battle, seen = m.seen
        if battle != view.battle or m.layers is None:
            extra.append(tr("panel.seen", n=battle) + ": " + _element_names(seen))
    if m.marked:
        extra.append(tr("panel.marked"))
    if m.attacks:
        extra.append(tr("panel.attacked"))
    return layers, tuple(icons), extra


def side_panel(view: PlayerView, legal: Sequence[cmd.Command], state: InputState,
               elementless: frozenset[int] = frozenset(), own: bool = True) -> PanelShown:
    """`elementless`: see `knowledge.known_elementless`; `own`: False on a screen between two
    people (hot-seat), where no mage is anyone's own and the enemy's knowledge goes unsaid."""
    mode = state.mode
    choosing = isinstance(mode, ChoosingElement) and state.selected is not None
    # While aiming the element buttons stay, the chosen one lit: switching is a click or a key away.
    offering = choosing or (isinstance(mode, Aiming) and state.selected is not None)
    icons: tuple[LayerIcon, ...] = ()
    if state.selected is None and view.phase == Phase.OVER and view.results:
        # Nobody is to move once the battle is over (a lesson's, a sandbox's): say how it ended.
        result = view.results[-1]
        title, colour = turn_line(view, thinking=False)
        place, layers, extra = tr("panel.over", reason=tr(f"reason.{result.reason.key}")), "", ""
    elif state.selected is None:
        title, colour, place, layers, extra = tr("panel.select"), pal.WHITE, "", "", ""
    else:
        m = view.mages[state.selected]
        title = f"{label_in(view.mages, m.index)} {tr(f'job.{m.job.name}')}"
        colour = pal.side_colour(m.side, light=True)
        where = view.tables.name(m.cell) if m.cell is not None else "-"
        place = f"{where} · {tr('panel.hp', hp=m.hp, max=m.max_hp)}"
        layers, icons, lines = _mage_lines(view, m, offering, elementless, own)
        extra = "\n".join(lines[:4])
    options = tuple(element_options(state, legal)) if offering else ()
    chosen: int | None = None
    if choosing:
        # The element buttons come right under this line, in the extra lines' place.
        layers, extra = tr("attack.choose_element") + " [1-9]", ""
    elif offering and state.chosen in options:
        chosen = options.index(state.chosen)
        layers, extra = tr("attack.element_now", element=_element_word(state.chosen)) + " [1-9]", ""
    mine = card_name(view.my_card, view.cards_used[view.side])
    foe = tr("panel.enemy_card.held") if view.opponent_holds_card else tr("panel.enemy_card.none")
    orient: str | None = None
    hint = ""
    if isinstance(mode, Aiming) and state.selected is not None:
        job = view.mages[state.selected].job
        hovered = hovered_aim(state)
        # The shape named is the shape drawn: where the chosen orientation reaches no enemy
        # from the hovered centre, the hovered aim is the other one (aim_at), and the label
        # follows it rather than name the chosen one over the other's area.
        drawn = hovered.command.orient if hovered is not None and hovered.command.orient is not None else None
        shape = state.orient if drawn is None else int(drawn)
        if job == Job.P and any(a.command.orient is not None for a in mode.aims):
            orient = tr("attack.orient", o=tr("attack.orient.h" if shape == 0 else "attack.orient.v"))
        hint = tr(f"attack.choose_aim.{job.name}")
        if drawn is not None and int(drawn) != state.orient:
            hint += " · " + tr("attack.orient.only", o=tr("attack.orient.h" if shape == 0 else "attack.orient.v"))
        if hovered is not None:
            hint += " · " + tr("attack.engage", n=len(hovered.targets))
        else:
            hint += " · " + tr("tip.esc")
    elif isinstance(mode, Targeting):
        hint = tr("card.choose_target") + " · " + tr("tip.esc")
    elif choosing:
        hint = tr("attack.element_first")
    return PanelShown(
        title=title, title_colour=colour, place=place, layers=layers, layer_icons=icons, extra=extra,
        card=f"{tr('panel.card', card=mine)}\n{tr('panel.enemy_card', state=foe)}",
        elements=options, orient=orient, hint=hint, chosen=chosen,
    )


def describe_cell(view: PlayerView, cell: int, own: bool = True) -> str:
    """The hover line for a cell: its name (as the log writes it) and who stands there (`own`:
    as side_panel, one of the seat's mages says whether the enemy has seen its elements)."""
    text = view.tables.name(cell)
    m = next((m for m in view.mages if m.cell == cell), None)
    if m is not None:
        text += f" · {label_in(view.mages, m.index)} {tr(f'job.{m.job.name}')} · " \
                + tr("panel.hp", hp=m.hp, max=m.max_hp)
        if m.layers is not None:
            text += " · " + _element_names(m.layers)
        elif m.aura:
            text += " · " + tr("panel.aura", n=m.aura)
        if m.marked:
            # The mark is public (the card was shown) and decides whether this mage's next
            # attack lands at all: pointing at it must say so, not only the selected panel.
            text += " · " + tr("hover.marked")
        seen = foe_knows(view, m) if own else None
        if seen is not None:        # the board's eye over the mage, put in words
            battle = seen[0]
            text += " · " + (tr("hover.known.now") if battle == view.battle else tr("hover.known.then", n=battle))
    return text
