"""The suite runs one worker per core (scripts/test: pytest-xdist, --dist loadgroup). The
window tests share one real window per process (Arcade allows one) and expect their
folders in collection order, so they form one group that a single worker runs in that
order; every other test file may go to any worker.

Markers (registered in pyproject.toml), which `./scripts/test --quick` leaves out:
- `window`: every test under the window folders, given here by folder;
- `packaging`: the tests of what is shipped (wheel, standalone bundle, package data),
  given here by file;
- `slow`: tests that take seconds each, given here by node id (SLOW): a whole test
  function, or one parameter of a test whose other parameters are quick. A test file may
  also mark its own (`@pytest.mark.slow`).

SLOW holds every test of the non-window suite that took 5 s or more (setup, call and
teardown) in a 2-worker run of it on the 2-core development machine under a load average
of 8-9 (2026-12-01), about 1.5 s on a quiet machine; the standalone and wheel tests are
left out by `packaging` already. Re-measure with
`pytest -n 2 --durations=60 -m "not window and not packaging" tests`."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

WINDOW_FOLDERS = ("game", "ifrita_duel_window", "wizard_survive_window")
PACKAGING_FILES = ("test_packaging.py", "test_standalone.py", "test_wheel.py")
HERE = Path(__file__).parent

# Nim, the example game built as a package of its own (examples/nim-game), is imported as
# `nim` by the tests that put a fourth game through everything; its folder goes on the
# path of this process and, through PYTHONPATH, of every process a test starts (lab
# workers, a cluster's workers, fresh interpreters), which find it by its module's name.
NIM_GAME = str(HERE.parent / "examples" / "nim-game")
if NIM_GAME not in sys.path:
    sys.path.insert(0, NIM_GAME)
os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (NIM_GAME, os.environ.get("PYTHONPATH")) if p)

SLOW: frozenset[str] = frozenset({
    "tests/engine/mage_battle/ai/test_ai_belief.py::test_r19_r24_truth_is_always_a_candidate_with_real_agents",
    "tests/engine/mage_battle/ai/test_ai_belief.py::test_r20_r28_truth_is_always_a_candidate_random_agents",
    "tests/engine/mage_battle/ai/test_ai_no_peeking.py::test_r28_choices_ignore_hidden_enemy_state_advanced",
    "tests/engine/mage_battle/ai/test_ai_no_peeking.py::test_r28_choices_ignore_hidden_enemy_state_beginner_intermediate_whimsical",
    "tests/engine/mage_battle/ai/test_ai_outright.py::test_decisions_are_the_same_for_the_same_view_events_and_seed[advanced]",
    "tests/engine/mage_battle/ai/test_ai_simulate.py::test_simulate_writes_replays_and_a_repeatable_report",
    "tests/engine/mage_battle/ai/test_ai_tactics.py::test_r11_sampled_worlds_fit_the_declared_area",
    "tests/engine/mage_battle/ai/test_review_mage_battle.py::test_a_review_is_the_same_in_a_fresh_process",
    "tests/engine/mage_battle/ai/test_review_mage_battle.py::test_a_seats_appraisals_ignore_what_it_could_not_know",
    "tests/engine/test_corpus.py::test_a_clock_that_races_changes_no_choice",
    "tests/engine/test_corpus.py::test_seeded_agents_still_choose_the_saved_commands",
    "tests/engine/test_malformed_commands.py::test_a_malformed_command_is_a_rule_error_and_changes_nothing",
    "tests/engine/test_properties.py::test_every_legal_command_is_accepted",
    "tests/engine/test_properties.py::test_step_accepts_exactly_the_legal_commands",
    "tests/engine/test_search.py::test_push_and_pop_agree_with_step",
    "tests/engine/test_why_battles_end.py::test_a_named_draft_run_reports_why_battles_end_the_same_every_time",
    "tests/ifrita_duel/test_duel_ai_decks.py::test_same_seed_same_deck_and_another_seed_may_differ[advanced]",
    "tests/ifrita_duel/test_duel_ai_decks.py::test_same_seed_same_deck_in_a_fresh_process",
    "tests/ifrita_duel/test_duel_ai_decks.py::test_the_advanced_with_its_whole_budget_builds_a_legal_deck_within_its_work",
    "tests/ifrita_duel/test_duel_ai_decks.py::test_the_deck_does_not_depend_on_the_opponents_hidden_registration[advanced]",
    "tests/ifrita_duel/test_duel_ai_hidden.py::test_every_choice_is_legal[advanced]",
    "tests/ifrita_duel/test_duel_ai_hidden.py::test_reshuffling_the_hidden_cards_changes_no_choice[advanced]",
    "tests/ifrita_duel/test_duel_ai_hidden.py::test_same_seed_and_view_same_choice_in_a_fresh_process[advanced]",
    "tests/ifrita_duel/test_duel_ai_strength.py::test_advanced_beats_intermediate",
    "tests/ifrita_duel/test_duel_ai_strength.py::test_advanced_beats_whimsical",
    "tests/ifrita_duel/test_duel_review.py::test_the_command_line_reviews_a_duel",
    "tests/lab/test_lab_charts.py::test_without_matplotlib_the_report_says_what_the_charts_need",
    "tests/lab/test_lab_cluster.py::test_a_local_cluster_writes_the_bytes_one_job_writes[mage_battle-seats0-2]",
    "tests/lab/test_lab_compare.py::test_compare_plays_the_same_seeds_under_each_rule_set",
    "tests/lab/test_lab_intervals.py::test_every_rate_in_report_md_has_its_interval",
    "tests/lab/test_lab_resume.py::test_ctrl_c_then_resume_equals_an_uninterrupted_run",
    "tests/lab/test_lab_stream.py::test_one_job_and_two_write_the_same_bytes",
    "tests/lab/test_lab_wizard_survive.py::test_simulate_plays_the_seats_asked_for",
    "tests/replays/test_replay_hostile.py::test_fuzz_accepts_nothing_but_replay_error",
    "tests/replays/test_replay_hostile_rules.py::test_every_forged_rule_set_is_refused_by_name_or_loads_and_verifies",
    "tests/replays/test_replay_kill.py::test_sigkill_at_random_moments_loses_no_acknowledged_command",
    "tests/test_scripts_any_game.py::test_bench_times_nim_and_mage_levels",
    "tests/test_scripts_any_game.py::test_tournament_on_mage_battle_keeps_its_output_and_seeds",
    "tests/wizard_survive/test_ai_advanced.py::test_same_seed_and_inputs_give_the_same_choices_in_this_and_a_fresh_process",
    "tests/wizard_survive/test_replays.py::test_a_random_match_saves_loads_and_verifies[4]",
    "tests/wizard_survive/test_rulings_ws_ai.py::test_w28_w30_never_illegal_under_a_draft_where_mana_recovery_costs_mana",
    "tests/wizard_survive/test_rulings_ws_ai.py::test_w29_advanced_plays_whole_games_legally_from_its_view[3]",
    "tests/wizard_survive/test_rulings_ws_ai.py::test_w29_advanced_plays_whole_games_legally_from_its_view[4]",
    "tests/wizard_survive/test_rulings_ws_ai.py::test_w31_an_ai_choice_depends_on_its_seed_and_view_only[advanced]",
    "tests/wizard_survive/test_rulings_ws_ai.py::test_w31_changing_others_commitments_with_the_view_fixed_never_changes_a_choice[advanced]",
    "tests/wizard_survive/test_ws_properties.py::test_random_play_keeps_every_bound_and_ends",
    "tests/wizard_survive/test_ws_properties.py::test_same_seed_and_choices_give_the_same_hashes_in_other_processes",
    "tests/wizard_survive/test_ws_properties.py::test_the_events_fold_to_the_state",
    "tests/wizard_survive/test_ws_scenario.py::test_mutated_example_files_never_raise",
    # 5-10 s in that run (about 1.5-3 s on a quiet machine):
    "tests/engine/mage_battle/ai/test_ai_no_peeking.py::test_agents_are_deterministic_for_a_seed",
    "tests/engine/mage_battle/ai/test_ai_simulate.py::test_simulate_under_a_draft_rule_set",
    "tests/engine/test_properties.py::test_random_play_keeps_every_invariant",
    "tests/ifrita_duel/test_deck_build_progress.py::test_the_deck_search_reports_its_work_and_chooses_the_same",
    "tests/ifrita_duel/test_duel_review.py::test_the_reviewer_is_handed_no_state",
    "tests/ifrita_duel/test_duel_review.py::test_the_same_duel_gives_the_same_review_in_a_fresh_process",
    "tests/ifrita_duel/test_duel_seam.py::test_the_balance_lab_reports_a_duel_batch",
    "tests/lab/test_lab_charts.py::test_the_charts_are_drawn_beside_the_report_and_linked",
    "tests/lab/test_lab_cluster.py::test_a_local_cluster_writes_the_bytes_one_job_writes",
    "tests/lab/test_lab_compare.py::test_compare_serves_any_game_through_its_lab_rates",
    "tests/lab/test_lab_resume.py::test_resume_plays_only_the_missing_matches",
    "tests/lab/test_lab_stream.py::test_a_second_run_into_the_same_folder_is_refused_without_resume",
    "tests/lab/test_lab_stream.py::test_the_tally_gives_the_report_of_the_whole_list_in_any_order",
    "tests/lab/test_lab_wizard_survive.py::test_the_report_does_not_depend_on_the_order_of_the_games",
    "tests/replays/test_replay_hostile.py::test_hostile_file_at_the_cap_stays_bounded",
    "tests/replays/test_replay_hostile_rules.py::test_no_table_is_built_for_a_file_refused_for_its_hash",
    "tests/replays/test_replay_hostile_rules.py::test_the_largest_rule_set_builds_bounded_tables",
    "tests/replays/test_replay_journal.py::test_a_finished_match_left_as_a_journal_is_settled_not_offered",
    "tests/replays/test_replay_journal.py::test_every_torn_tail_is_tolerated",
    "tests/replays/test_review.py::test_a_seats_review_ignores_what_it_could_not_know",
    "tests/seam/test_nim_seam.py::test_the_balance_lab_simulates_nim_on_worker_processes",
    "tests/test_bench_games.py::test_the_script_prints_a_figure_per_seat_count",
    "tests/test_scripts_any_game.py::test_tournament_plays_nim_the_same_on_one_or_two_processes",
    "tests/test_scripts_any_game.py::test_unknown_levels_games_and_seat_counts_are_refused",
    "tests/wizard_survive/test_ai_advanced.py::test_the_shipped_ws1_table_is_a_fresh_solve_of_ws1",
    "tests/wizard_survive/test_replays.py::test_replays_of_different_seeds_differ_and_the_same_seed_repeats",
    "tests/wizard_survive/test_rulings_ws_ai.py::test_w28_intermediate_never_illegal_and_beats_beginners[4]",
    "tests/wizard_survive/test_rulings_ws_ai.py::test_w30_whimsical_never_illegal[4]",
    "tests/wizard_survive/test_ws_properties.py::test_legal_commits_is_exactly_what_step_accepts",
    "tests/wizard_survive/test_ws_scenario.py::test_cli_an_integer_of_thousands_of_digits_exits_2_without_a_traceback",
    "tests/wizard_survive/test_ws_scenario.py::test_cli_illegal_step_exits_2_one_json_document_no_traceback",
    "tests/wizard_survive/test_ws_scenario.py::test_cli_runs_the_example_exit_0_one_json_document",
})


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        parts = item.path.relative_to(HERE).parts
        if parts and parts[0] in WINDOW_FOLDERS:
            item.add_marker(pytest.mark.xdist_group("window"))
            item.add_marker(pytest.mark.window)
        if len(parts) == 1 and parts[0] in PACKAGING_FILES:
            item.add_marker(pytest.mark.packaging)
        if item.nodeid in SLOW or item.nodeid.split("[")[0] in SLOW:
            item.add_marker(pytest.mark.slow)
