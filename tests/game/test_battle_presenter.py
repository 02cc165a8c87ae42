"""The battle screen's input steps (battle_input) and what it shows (battle_presenter),
without a window: each test hands them a seat's PlayerView and that seat's legal commands,
as the screen does, and never the match."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

from engine.mage_battle import V0_6, Card, Element, Job, Side, legal_commands, step, view_for
from engine.mage_battle import commands as cmd
from engine.mage_battle.areas import attack_area
from engine.mage_battle.position import MageSpec, position
from engine.mage_battle.state import State
from engine.mage_battle.view import PlayerView
from game.mage_battle.views.battle_input import (
    Aiming,
    ChoosingElement,
    Idle,
    InputState,
    Mode,
    Moving,
    Reach,
    Targeting,
    aim_at,
    choose_element,
    click_cell,
    enter,
    toggle_orient,
)
from game.mage_battle.views.battle_presenter import (
    Mark,
    describe_cell,
    input_marks,
    position_marks,
    side_panel,
    top_bar,
)
from game.shell import palette as pal
from game.shell.i18n import tr

T = V0_6.tables
MOVE_TINT = pal.alpha(pal.SKY, 110)


def battle(*mages: MageSpec, to_move: Side = Side.TEAL, cards: tuple[Card | None, Card | None] = (None, None)) -> State:
    return position(list(mages), battle=1, to_move=to_move, seed=1, cards=cards)


def seat(state: State, side: Side = Side.TEAL) -> tuple[PlayerView, tuple[cmd.Command, ...], Reach]:
    """What the screen hands the presenter: the seat's view, its legal commands, and the
    attack areas (the screen's `reach`, attack_area over the match)."""
    def reach(a: cmd.Attack) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return attack_area(state, a.mage, a.element, a.direction, a.centre, a.orient, a.target)

    return view_for(state, side), tuple(legal_commands(state, side)), reach


def at(state: State, name: str) -> int:
    return next(i for i, m in enumerate(state.mages) if m.cell == T.parse(name))


def cells_of(marks: list[Mark], colour: tuple[int, int, int, int], outline: bool = False) -> set[int]:
    return {c for m in marks if m.colour == colour and m.outline == outline for c in m.cells}


SMALL = (
    MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE,)),
    MageSpec(Side.TEAL, Job.S, T.parse("B02"), (Element.WOOD,)),
    MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL,)),
    MageSpec(Side.CRIMSON, Job.P, T.parse("F13"), (Element.DARK,)),
)


def test_an_own_mage_selected_on_its_turn_offers_exactly_its_legal_moves() -> None:
    state = battle(*SMALL)
    view, legal, _ = seat(state)
    sorcerer = at(state, "B02")
    picked = click_cell(InputState(), view, legal, T.parse("B02"))
    assert isinstance(picked, InputState) and picked.selected == sorcerer and picked.mode == Moving()
    moves = {c.to for c in legal if isinstance(c, cmd.Move) and c.mage == sorcerer}
    assert moves and cells_of(input_marks(view, legal, picked), MOVE_TINT) == moves
    assert cells_of(position_marks(view, picked), pal.GOLD, outline=True) == {T.parse("B02")}
    bar = top_bar(view, legal, picked, thinking=False)
    # Attack acts on the selected mage, which has no enemy in reach: it looks disabled and says why.
    assert bar.move.enabled and bar.move.active and bar.end.enabled and not bar.card.enabled
    assert not bar.attack.enabled and bar.attack_tip == tr("tip.attack.none")
    # A click on a marked cell plays that very move; the move mode shows on the Move button only.
    to = min(moves)
    assert click_cell(picked, view, legal, to) == cmd.Move(Side.TEAL, sorcerer, to)
    assert not bar.attack.active and not bar.card.active


def test_a_mage_of_the_other_side_is_shown_but_not_offered_for_a_move() -> None:
    state = battle(*SMALL)
    view, legal, reach = seat(state)
    enemy = at(state, "D08")
    picked = click_cell(InputState(), view, legal, T.parse("D08"))
    assert isinstance(picked, InputState) and picked.selected == enemy and picked.mode == Idle()
    panel = side_panel(view, legal, picked)
    assert panel.title.endswith(tr("job.O")) and panel.layers.endswith(tr("panel.hidden")) and not panel.layer_icons
    # Even the Move button marks no cell for it, and a click beside it selects nothing.
    moving = enter(picked, Mode.MOVE, legal, reach)
    assert moving.mode == Moving() and cells_of(input_marks(view, legal, moving), MOVE_TINT) == set()
    beside = T.parse("E08")
    assert click_cell(moving, view, legal, beside) == InputState(selected=None, mode=Idle())


def test_attack_marks_and_previews_come_from_the_legal_attacks() -> None:
    state = battle(*SMALL)
    view, legal, reach = seat(state)
    mystic = at(state, "D07")
    picked = click_cell(InputState(), view, legal, T.parse("D07"))
    assert isinstance(picked, InputState)
    # One element: the Attack button aims at once.
    aiming = enter(picked, Mode.ATTACK, legal, reach)
    assert isinstance(aiming.mode, Aiming) and aiming.mode.element == Element.FIRE
    attacks = [c for c in legal if isinstance(c, cmd.Attack) and c.mage == mystic]
    assert [a.command for a in aiming.aims] == attacks
    assert cells_of(input_marks(view, legal, aiming), pal.alpha(pal.ORANGE, 90)) == {a.target for a in attacks}
    # Hovering the aim previews its area and outlines the enemies it engages.
    hovered = replace(aiming, hover=T.parse("D08"))
    area, targets = reach(attacks[0])
    marks = input_marks(view, legal, hovered)
    assert cells_of(marks, pal.alpha(pal.ORANGE, 150)) == set(area)
    assert cells_of(marks, pal.CRIMSON_LIGHT, outline=True) == {state.mages[t].cell for t in targets}
    panel = side_panel(view, legal, hovered)
    assert panel.hint == tr("attack.choose_aim.O") + " · " + tr("attack.engage", n=len(targets))
    assert click_cell(hovered, view, legal, T.parse("D08")) == attacks[0]
    assert top_bar(view, legal, aiming, thinking=False).attack.active


def test_nothing_is_enabled_when_it_is_not_the_seats_turn() -> None:
    state = battle(*SMALL, to_move=Side.CRIMSON)
    view, legal, reach = seat(state)
    assert legal == ()
    bar = top_bar(view, legal, InputState(), thinking=True)
    assert not any(b.enabled for b in (bar.move, bar.attack, bar.card, bar.end)) and bar.turn == tr("hud.thinking")
    picked = click_cell(InputState(), view, legal, T.parse("D07"))
    assert isinstance(picked, InputState) and picked.mode == Idle()
    assert enter(picked, Mode.ATTACK, legal, reach) == picked and enter(picked, Mode.MOVE, legal, reach) == picked
    assert input_marks(view, legal, picked) == [] and side_panel(view, legal, picked).elements == ()


def test_several_elements_ask_which_and_the_priest_chooses_an_orientation() -> None:
    state = battle(MageSpec(Side.TEAL, Job.P, T.parse("D06"), (Element.WATER, Element.LIGHT)),
                   MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL,)))
    view, legal, reach = seat(state)
    picked = click_cell(InputState(), view, legal, T.parse("D06"))
    assert isinstance(picked, InputState)
    choosing = enter(picked, Mode.ATTACK, legal, reach)
    assert choosing.mode == ChoosingElement()
    panel = side_panel(view, legal, choosing)
    # The element buttons take the layers' place, under the line that asks for them.
    assert panel.elements == (Element.WATER, Element.LIGHT) and panel.layers.startswith(tr("attack.choose_element"))
    assert not panel.layer_icons and panel.orient is None        # the element buttons take the icons' place
    assert choose_element(choosing, 2, legal, reach) is None
    aiming = choose_element(choosing, 1, legal, reach)
    assert aiming is not None and isinstance(aiming.mode, Aiming)
    assert {(a.command.mage, a.command.element) for a in aiming.aims} == {(at(state, "D06"), Element.LIGHT)}
    assert side_panel(view, legal, aiming).orient == tr("attack.orient", o=tr("attack.orient.h"))
    # Where both shapes are legal, a click takes the one of the chosen orientation.
    centre = next(a.command.centre for a in aiming.aims if a.command.orient == 1
                  and any(b.command.centre == a.command.centre and b.command.orient == 0 for b in aiming.aims))
    turned = toggle_orient(aiming)
    assert side_panel(view, legal, turned).orient == tr("attack.orient", o=tr("attack.orient.v"))
    taken = [aim_at(s, centre) for s in (aiming, turned)]
    assert [a.command.orient if a is not None else None for a in taken] == [0, 1]
    # The same mode again leaves it; the selection stays.
    assert enter(aiming, Mode.ATTACK, legal, reach) == replace(aiming, mode=Idle())


def test_the_card_marks_the_enemies_it_may_be_played_on() -> None:
    state = battle(*SMALL, cards=(Card.RESONANCE_CUT, None))
    view, legal, reach = seat(state)
    carding = enter(InputState(), Mode.CARD, legal, reach)
    assert carding.mode == Targeting() and side_panel(view, legal, carding).hint.startswith(tr("card.choose_target"))
    targets = [c.target for c in legal if isinstance(c, cmd.UseCard)]
    assert targets and cells_of(input_marks(view, legal, carding), pal.VIOLET, outline=True) == \
        {state.mages[t].cell for t in targets}
    assert click_cell(carding, view, legal, T.parse("D08")) == cmd.UseCard(Side.TEAL, at(state, "D08"))
    assert top_bar(view, legal, carding, thinking=False).card.active


def test_the_defender_sees_the_pending_engagement_and_the_hover_names_the_cell() -> None:
    state = battle(MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE, Element.FIRE)),
                   MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), (Element.METAL, Element.WATER)))
    attack = next(c for c in legal_commands(state, Side.TEAL) if isinstance(c, cmd.Attack))
    state, _ = step(state, attack)
    view, legal, _ = seat(state, Side.CRIMSON)
    marks = position_marks(view, InputState())
    assert view.pending is not None and cells_of(marks, pal.alpha(pal.ORANGE, 90)) == set(view.pending.area)
    assert cells_of(marks, pal.CRIMSON_LIGHT, outline=True) == {T.parse("D08")}
    # The attacker's layers are hidden from crimson; its aura (a doubled element) shows.
    text = describe_cell(view, T.parse("D07"))
    assert text.startswith(T.name(T.parse("D07"))) and text.endswith(tr("panel.aura", n=2))
    assert describe_cell(view, T.parse("A01")) == T.name(T.parse("A01"))


def test_the_presenter_and_the_input_steps_run_without_arcade() -> None:
    code = ("import sys; import game.mage_battle.views.battle_presenter, game.mage_battle.views.battle_input; "
            "sys.exit('arcade' in sys.modules or 'pyglet' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_once_the_battle_is_over_the_panel_names_its_winner_instead_of_inviting_a_selection() -> None:
    """A lesson's battle ended at a shrine: nobody is to move, so 'Select a mage' would invite
    a move that cannot come; with a mage selected the panel still shows that mage."""
    state = battle(MageSpec(Side.TEAL, Job.S, T.parse("D14"), (Element.EARTH,)),
                   MageSpec(Side.TEAL, Job.P, T.parse("F02"), (Element.WOOD,)),
                   MageSpec(Side.CRIMSON, Job.O, T.parse("B12"), (Element.FIRE,)),
                   MageSpec(Side.CRIMSON, Job.S, T.parse("F12"), (Element.WATER,)))
    assert side_panel(*seat(state)[:2], InputState()).title == tr("panel.select")
    state, _ = step(state, cmd.Move(Side.TEAL, 0, T.parse("D15")))
    for side in Side:
        view, legal, _ = seat(state, side)
        shown = side_panel(view, legal, InputState())
        assert shown.title == tr("hud.won", side=tr("side.teal"))
        assert shown.title_colour == pal.side_colour(Side.TEAL, light=True)
        assert shown.place == tr("panel.over", reason=tr("reason.shrine"))
        assert side_panel(view, legal, InputState(selected=0)).title.endswith(tr("job.S"))


def test_hovering_a_mage_marked_by_mana_backflow_names_the_mark() -> None:
    """The mark is public once the card is played; pointing at the marked enemy says so
    (and what it does), for the side that played it and for the marked side."""
    state = battle(*SMALL, cards=(Card.MANA_BACKFLOW, None))
    enemy = at(state, "D08")
    state, _ = step(state, cmd.UseCard(Side.TEAL, enemy))
    for side in Side:
        view, _, _ = seat(state, side)
        assert view.mages[enemy].marked
        assert tr("hover.marked") in describe_cell(view, T.parse("D08"))
        assert tr("hover.marked") not in describe_cell(view, T.parse("F13"))


def test_the_priest_shape_label_names_the_shape_drawn_under_the_pointer() -> None:
    """At a centre where the chosen (horizontal) line holds no enemy, the hovered aim is the
    vertical one: the label says vertical, as the drawn area is, and the hint says why."""
    state = battle(MageSpec(Side.TEAL, Job.P, T.parse("D04"), (Element.WATER,)),
                   MageSpec(Side.CRIMSON, Job.O, T.parse("B04"), (Element.FIRE,)))
    view, legal, reach = seat(state)
    picked = click_cell(InputState(), view, legal, T.parse("D04"))
    assert isinstance(picked, InputState)
    aiming = enter(picked, Mode.ATTACK, legal, reach)
    assert isinstance(aiming.mode, Aiming) and aiming.orient == 0
    hovering = replace(aiming, hover=T.parse("C04"))
    marks = input_marks(view, legal, hovering)
    drawn = cells_of(marks, pal.alpha(pal.ORANGE, 150))
    assert drawn == {T.parse("B04"), T.parse("C04"), T.parse("D04")}          # a vertical line
    shown = side_panel(view, legal, hovering)
    vertical = tr("attack.orient.v")
    assert shown.orient == tr("attack.orient", o=vertical)
    assert tr("attack.orient.only", o=vertical) in shown.hint
    # Where the chosen shape itself is drawn, the label names it and the hint adds nothing.
    both = battle(MageSpec(Side.TEAL, Job.P, T.parse("D04"), (Element.WATER,)),
                  MageSpec(Side.CRIMSON, Job.O, T.parse("C04"), (Element.FIRE,)))
    view, legal, reach = seat(both)
    picked = click_cell(InputState(), view, legal, T.parse("D04"))
    assert isinstance(picked, InputState)
    hovering = replace(enter(picked, Mode.ATTACK, legal, reach), hover=T.parse("C04"))
    shown = side_panel(view, legal, hovering)
    assert shown.orient == tr("attack.orient", o=tr("attack.orient.h"))
    assert tr("attack.orient.only", o=tr("attack.orient.h")) not in shown.hint


def test_the_attack_preview_gives_hp_before_and_after_for_target_and_attacker() -> None:
    """A hit names the target's HP before and after ("c1 3→2"); a counter what the attacker
    takes and its HP after ("you take 1: 3→2"); a target whose response is unknown shows
    both. The numbers come from foresight's outcomes, not from the drawing."""
    from game.mage_battle.foresight import Knowledge, preview
    from game.mage_battle.views.battle_foresight import preview_line

    def line(defence: tuple[Element, ...], revealed: bool) -> str:
        state = position([MageSpec(Side.TEAL, Job.O, T.parse("D07"), (Element.FIRE,)),
                          MageSpec(Side.CRIMSON, Job.O, T.parse("D08"), defence)], battle=3, seed=1)
        if revealed:
            state = replace(state, mages=tuple(replace(m, revealed=True) if m.side == Side.CRIMSON else m
                                               for m in state.mages))
        view, legal, _ = seat(state)
        attack = next(c for c in legal if isinstance(c, cmd.Attack))
        return preview_line(view, preview(view, Knowledge(view, []), attack, [1]))

    hit = line((Element.METAL,), revealed=True)
    assert tr("preview.hp", mage="c1", before=3, after=2) in hit
    assert tr("preview.you_take", n=1, before=3, after=2) not in hit
    countered = line((Element.WATER,), revealed=True)
    assert tr("preview.you_take", n=1, before=3, after=2) in countered
    assert "→2)" not in countered.replace(tr("preview.you_take", n=1, before=3, after=2), "")
    unknown = line((Element.WATER,), revealed=False)
    assert tr("preview.hp", mage="c1", before=3, after=2) in unknown
    assert tr("preview.you_take", n=1, before=3, after=2) in unknown      # no aura: a stack of one


def test_an_attack_on_several_targets_previews_one_counter_cost() -> None:
    """Of several counters only the largest applies (R17): the line gives each target's HP
    before and after, and the attacker's one cost, in a line short enough to read."""
    from game.mage_battle.foresight import Knowledge, preview
    from game.mage_battle.views.battle_foresight import preview_line

    state = position([MageSpec(Side.TEAL, Job.S, T.parse("D04"), (Element.FIRE,)),
                      MageSpec(Side.CRIMSON, Job.O, T.parse("D06"), (Element.METAL,)),
                      MageSpec(Side.CRIMSON, Job.S, T.parse("D07"), (Element.WATER,))], battle=2, seed=1)
    state = replace(state, mages=tuple(replace(m, revealed=True) for m in state.mages))
    view, legal, _ = seat(state)
    attack = next(c for c in legal if isinstance(c, cmd.Attack) and c.direction is not None
                  and c.direction.name == "RIGHT")
    text = preview_line(view, preview(view, Knowledge(view, []), attack, [1, 2]))
    assert tr("preview.hp", mage="c1", before=2, after=1).strip("()") in text
    assert tr("preview.you_take", n=1, before=2, after=1).strip("()") in text
    assert text.count(tr("preview.you_take", n=1, before=2, after=1).strip("()")) == 1
    assert len(text) < 60
