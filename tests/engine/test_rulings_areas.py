"""Attack areas by job and stack (R9-R12), checked through AttackDeclared."""

from __future__ import annotations

from builders import C, T, attack, c, cell, illegal, offered, one, pos, run, t

from engine.mage_battle import Direction, Orient, legal_commands
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev


def area(state, command):
    _, events = run(state, command)
    declared = one(events, ev.AttackDeclared)
    return [state.tables.name(x) for x in declared.area], declared.targets


def names(*cells):
    return list(cells)


# --- R9 ------------------------------------------------------------------------------

def test_r9_the_shape_uses_the_stack_of_the_chosen_element():
    state = pos(t("S", "D02", "fire", "wood", "fire"), c("O", "D06", "metal"), c("O", "G15", "metal"), battle=3)
    fire, _ = area(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    wood, _ = area(state, attack(T, 0, "wood", direction=Direction.RIGHT))
    assert fire == ["D03", "D04", "D05", "D06", "D07"]
    assert wood == ["D03", "D04", "D05", "D06"]


def test_r9_an_elementless_attacker_uses_x1_shapes():
    state = pos(t("S", "D02"), c("O", "D06", "metal"), c("O", "G15", "metal"))
    shape, targets = area(state, attack(T, 0, None, direction=Direction.RIGHT))
    assert shape == ["D03", "D04", "D05", "D06"] and targets == (1,)
    illegal(state, attack(T, 0, "fire", direction=Direction.RIGHT), "R13")


# --- R10 -----------------------------------------------------------------------------

def test_r10_sorcerer_lengths_four_five_six():
    for stack, length in ((1, 4), (2, 5), (3, 6)):
        state = pos(t("S", "D02", *["fire"] * stack), c("O", "D03", "metal"), battle=stack)
        shape, _ = area(state, attack(T, 0, "fire", direction=Direction.RIGHT))
        assert len(shape) == length
        assert shape[-1] == state.tables.name(cell("D02") + length)


def test_r10_the_line_pierces_enemies_and_stops_before_an_ally():
    state = pos(t("S", "D02", "fire", "fire"), c("O", "D03", "metal"), c("S", "D05", "wood"),
                t("P", "D06", "earth"), c("S", "D07", "ice"), battle=2)
    shape, targets = area(state, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert shape == ["D03", "D04", "D05"] and targets == (1, 2)   # D07 is behind the ally


def test_r10_an_ally_next_to_the_sorcerer_blocks_the_whole_line():
    state = pos(t("S", "D02", "fire"), t("P", "D03", "earth"), c("O", "D04", "metal"), c("O", "G15", "metal"))
    illegal(state, attack(T, 0, "fire", direction=Direction.RIGHT), "R8")


def test_r10_shrines_never_block_and_the_line_is_clipped_at_the_edge():
    # crimson shoots down column 01 across two teal shrine cells (B01, D01)
    state = pos(c("S", "A01", "fire"), t("O", "D01", "metal"), t("O", "E01", "wood"), to_move=C)
    shape, targets = area(state, attack(C, 0, "fire", direction=Direction.DOWN))
    assert shape == ["B01", "C01", "D01", "E01"] and targets == (1, 2)
    edge = pos(t("S", "D13", "fire", "fire", "fire"), c("O", "D15", "metal"), battle=3)
    shape, _ = area(edge, attack(T, 0, "fire", direction=Direction.RIGHT))
    assert shape == ["D14", "D15"]


# --- R11 -----------------------------------------------------------------------------

def test_r11_priest_centre_within_distance_two_including_its_own_cell():
    state = pos(t("P", "D05", "fire"), c("O", "D06", "metal"), c("O", "G15", "metal"))
    centres = {state.tables.name(a.centre) for a in legal_commands(state, T) if isinstance(a, cmd.Attack)}
    assert "D05" in centres                               # its own cell, horizontal line reaches D06
    assert centres <= {state.tables.name(x) for x in state.tables.priest_centres[cell("D05")]}
    shape, targets = area(state, attack(T, 0, "fire", centre="D05", orient=Orient.H))
    assert shape == ["D04", "D05", "D06"] and targets == (1,)
    far = pos(t("P", "D05", "fire"), c("O", "D08", "metal"), c("O", "G15", "metal"))
    illegal(far, attack(T, 0, "fire", centre="D08", orient=Orient.H), "R11")   # distance 3
    assert offered(far, attack(T, 0, "fire", centre="D07", orient=Orient.H))


def test_r11_priest_x1_is_a_line_of_three_either_way():
    state = pos(t("P", "D05", "fire"), c("O", "C07", "metal"), c("O", "D08", "wood"))
    h, h_targets = area(state, attack(T, 0, "fire", centre="D07", orient=Orient.H))
    v, v_targets = area(state, attack(T, 0, "fire", centre="D07", orient=Orient.V))
    assert h == ["D06", "D07", "D08"] and h_targets == (2,)
    assert v == ["C07", "D07", "E07"] and v_targets == (1,)
    illegal(state, attack(T, 0, "fire", centre="D07"), "R11")   # x1 must choose h or v


def test_r11_priest_x2_cross_and_x3_square():
    state = pos(t("P", "D05", "fire", "fire"), c("O", "C07", "metal"), c("O", "D08", "wood"), c("O", "C08", "ice"),
                battle=2)
    cross, targets = area(state, attack(T, 0, "fire", centre="D07"))
    assert sorted(cross) == ["C07", "D06", "D07", "D08", "E07"] and targets == (1, 2)
    illegal(state, attack(T, 0, "fire", centre="D07", orient=Orient.H), "R11")
    state = pos(t("P", "D05", "fire", "fire", "fire"), c("O", "C08", "metal"), c("O", "E06", "wood"), battle=3)
    square, targets = area(state, attack(T, 0, "fire", centre="D07"))
    assert sorted(square) == sorted(f"{r}0{k}" for r in "CDE" for k in (6, 7, 8)) and targets == (1, 2)


def test_r11_allies_in_the_area_are_never_hit_and_edges_clip():
    state = pos(t("P", "D05", "fire", "fire", "fire"), t("S", "D06", "water"), c("O", "E06", "metal"), battle=3)
    _, targets = area(state, attack(T, 0, "fire", centre="D06"))
    assert targets == (2,)
    corner = pos(t("P", "B02", "fire", "fire", "fire"), c("O", "A01", "metal"), battle=3)
    shape, targets = area(corner, attack(T, 0, "fire", centre="A01"))
    assert sorted(shape) == ["A01", "A02", "B01", "B02"] and targets == (1,)


# --- R12 -----------------------------------------------------------------------------

def test_r12_mystic_hits_one_orthogonally_adjacent_enemy_only():
    state = pos(t("O", "D05", "fire"), c("O", "D06", "metal"), c("O", "C06", "wood"), c("O", "D07", "ice"),
                t("S", "E05", "wood"))
    shape, targets = area(state, attack(T, 0, "fire", target="D06"))
    assert shape == ["D06"] and targets == (1,)
    illegal(state, attack(T, 0, "fire", target="C06"), "R12")    # diagonal
    illegal(state, attack(T, 0, "fire", target="D07"), "R12")    # two away
    illegal(state, attack(T, 0, "fire", target="E05"), "R8")     # an ally is no target
    aims = {state.tables.name(a.target) for a in legal_commands(state, T) if isinstance(a, cmd.Attack) and a.mage == 0}
    assert aims == {"D06"}


def test_r12_stack_does_not_extend_the_mystic_reach():
    state = pos(t("O", "D05", "fire", "fire", "fire"), c("O", "D07", "metal"), battle=3)
    illegal(state, attack(T, 0, "fire", target="D07"), "R12")
    assert not [a for a in legal_commands(state, T) if isinstance(a, cmd.Attack)]
