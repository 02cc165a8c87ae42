"""The omniscient twins of scripts/bench_peeking.py: the Mage Battle twin's every world is
the true state, and a benchmark match reports whole counts for both sides."""

from __future__ import annotations

from engine.mage_battle import Match, Side
from engine.mage_battle.ai.agents import make_agent
from scripts.bench_peeking import mage_battle_twin, play


def test_the_mage_battle_twin_samples_only_the_true_state():
    match = Match(seed=2)
    twin = mage_battle_twin("advanced", 5, lambda: match.state)
    assert type(twin).__mro__[1] is type(make_agent("advanced", 5))
    assert twin.sample(match.view(Side.TEAL), 10) == [match.state]


def test_a_twin_benchmark_match_counts_attacks_and_counters_for_both_sides():
    won, draw, honest_cpu, twin_cpu, roles = play(("mage_battle", "beginner", 1, 3))
    assert not (won and draw) and honest_cpu > 0 and twin_cpu > 0
    assert roles is not None and len(roles) == 2
    for hidden, countered, defended in roles:
        assert 0 <= countered <= hidden and defended >= 0
    assert sum(r[0] for r in roles) > 0


def test_the_wizard_survive_twin_plays_a_whole_match():
    won, draw, _, _, roles = play(("wizard_survive", "intermediate", 0, 1))
    assert roles is None and not (won and draw)


def test_a_run_split_by_first_plays_the_same_numbered_matches(capsys):  # type: ignore[no-untyped-def]
    from scripts.bench_peeking import main

    main(["--game", "wizard_survive", "--level", "whimsical", "--matches", "2", "--first", "5", "--jobs", "1"])
    out = capsys.readouterr().out
    assert "matches 5-6" in out
    wins = sum(play(("wizard_survive", "whimsical", k, 1))[0] for k in (5, 6))
    assert f"honest wins   {wins}/2" in out
