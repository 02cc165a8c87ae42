"""D12's ways to pay a generic part (engine/ifrita_duel/payment_options.py): each
materially different way once, the default first and marked, the pool each leaves, and
agreement with the engine's own payment and legal payments."""

from __future__ import annotations

from duel_helpers import T, play, state

from engine.ifrita_duel import commands as cmd
from engine.ifrita_duel import payment_options as po
from engine.ifrita_duel.decide import payment
from engine.ifrita_duel.legal import payments
from engine.ifrita_duel.rules import ID_1

ORDER = ID_1.tie_order
LANCE = ID_1.cards.card("flame_lance").cost         # red 1 + generic 1
GOLEM = ID_1.cards.card("clay_golem").cost          # generic 3
IMP = ID_1.cards.card("ember_imp").cost             # red 1, no generic part


def test_one_way_when_only_one_kind_can_pay() -> None:
    #         red blue green black white colorless
    pool = (3, 0, 0, 0, 0, 0)
    ways = po.ways(pool, LANCE, ORDER)
    assert len(ways) == 1 and ways[0].default and ways[0].pay == ("red",)
    assert ways[0].spent == (2, 0, 0, 0, 0, 0) and ways[0].left == (1, 0, 0, 0, 0, 0)
    assert not po.has_choice(pool, LANCE, ORDER)
    assert not po.has_choice((5, 5, 5, 5, 5, 5), IMP, ORDER)          # no generic part: nothing to choose


def test_each_way_leaves_a_different_pool_and_the_default_comes_first() -> None:
    pool = (1, 1, 2, 0, 0, 1)
    ways = po.ways(pool, LANCE, ORDER)
    assert ways[0].default and ways[0].pay == ("colorless",)        # D12: colorless first
    assert ways[0].spent == payment(pool, LANCE, None, ORDER)
    assert [w.pay for w in ways[1:]] == [("blue",), ("green",)]       # red has none left after the pip
    assert len({w.left for w in ways}) == len(ways)
    assert not any(w.default for w in ways[1:])
    for w in ways:
        assert w.spent == payment(pool, LANCE, w.pay, ORDER)
        assert w.left == tuple(a - s for a, s in zip(pool, w.spent))
        assert sum(w.generic) == LANCE.generic and w.generic[0] == 0
    assert po.has_choice(pool, LANCE, ORDER)


def test_a_larger_generic_part_lists_every_multiset_once() -> None:
    pool = (2, 0, 1, 0, 0, 1)
    ways = po.ways(pool, GOLEM, ORDER)
    # 3 from {red x2, green x1, colorless x1}: rrg, rrc, rgc (grc...), and no others.
    assert {tuple(sorted(w.pay)) for w in ways} == {("green", "red", "red"), ("colorless", "red", "red"),
                                                    ("colorless", "green", "red")}
    assert len(ways) == 3 and ways[0].pay == ("red", "red", "colorless")    # colorless, the most left, then the tie
    assert ways[0].spent == payment(pool, GOLEM, None, ORDER)


def test_nothing_when_the_cost_cannot_be_paid() -> None:
    assert po.ways((0, 0, 0, 0, 0, 5), LANCE, ORDER) == []            # colorless pays no pip
    assert po.ways((1, 0, 0, 0, 0, 0), LANCE, ORDER) == []            # nothing left for the generic part
    assert po.room((0, 0, 0, 0, 0, 5), LANCE) is None
    assert po.room((2, 1, 0, 0, 0, 0), LANCE) == (1, 1, 0, 0, 0, 0)
    assert po.default_way((1, 0, 0, 0, 0, 0), LANCE, ORDER) is None


def test_way_of_counts_per_kind_and_refuses_what_does_not_fit() -> None:
    pool = (1, 1, 0, 0, 1, 0)
    way = po.way_of(pool, LANCE, (0, 0, 0, 0, 1, 0), ORDER)
    assert isinstance(way, po.Way) and way.pay == ("white",) and way.left == (0, 1, 0, 0, 0, 0)
    assert not way.default
    default = po.way_of(pool, LANCE, (0, 1, 0, 0, 0, 0), ORDER)       # ties: red, blue, ... -> blue
    assert isinstance(default, po.Way) and default.default
    assert isinstance(po.way_of(pool, LANCE, (1, 0, 0, 0, 0, 0), ORDER), str)     # red went to the pip
    assert isinstance(po.way_of(pool, LANCE, (0, 1, 0, 0, 1, 0), ORDER), str)     # two for a generic 1
    assert isinstance(po.way_of(pool, LANCE, (0, 0, 0, 0, 1), ORDER), str)        # not six kinds


def test_the_ways_are_the_engines_legal_payments_and_each_is_accepted() -> None:
    s = state('[teal]\nhand = ["flame_lance"]\nmana_max = { red = 1, blue = 1, colorless = 1 }\n')
    pool = s.player(T).mana
    ways = po.ways(pool, LANCE, ORDER)
    assert {w.pay for w in ways} == set(payments(s, T, "flame_lance"))
    for w in ways:
        after, _ = play(s, cmd.Cast(T, "flame_lance", "crimson", w.pay))
        assert after.player(T).mana == w.left
    after, _ = play(s, cmd.Cast(T, "flame_lance", "crimson", None))
    assert after.player(T).mana == ways[0].left
