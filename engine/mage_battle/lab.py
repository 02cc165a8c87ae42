"""The balance lab's questions for Elemental Mage Battle (rulebook section 12): the facts
of one finished match, and the report over many. Pure: the lab's runner (`mage-battle
simulate`) plays the matches, saves the replays and writes the files.

Why battles end (issue 17): a battle that reaches the round limit is split by the step of
the R26 tie-break that decided it, with the margin (living mages 5 vs 4); per battle, the
share of rounds in which nobody attacked and the mean distance between the armies.
"""

from __future__ import annotations

from typing import Any

from engine.ai.setup import is_clustered
from engine.kernel.match import Match
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.apply import apply
from engine.mage_battle.elements import Winner, stack
from engine.mage_battle.names import Side
from engine.mage_battle.state import State
from engine.mage_battle.tiebreak import SHRINE_DISTANCE, STEPS, round_limit_decision

SIDES = tuple(side.key for side in Side)
# Events after which AP is a new turn's or none: not a cost.
_AP_RESETS = (ev.TurnEnded, ev.BattleEnded, ev.BattleStarted)


def facts(match: Match[Any, Any, Any]) -> dict[str, Any]:
    """Everything section 12 asks about, read from the full log of one match."""
    tables = match.rules.tables
    battles: list[dict[str, Any]] = []
    attacks: list[dict[str, Any]] = []
    turns: list[dict[str, Any]] = []
    formations: dict[str, bool] = {}
    decoys: list[dict[str, Any]] = []
    revealed_by_decoy: dict[tuple[int, int], int] = {}     # (battle, target) -> index in decoys
    state = match.start
    current: dict[str, Any] | None = None
    turn = {"ap": 0, "moves": 0, "attacks": 0, "cards": 0}
    attacked_rounds: set[int] = set()          # rounds of the current battle with an attack attempt
    distances: list[float] = []                # per closed round of the current battle
    for k, command in enumerate(match.commands):
        before = state
        events = match.events[match.boundaries[k]:match.boundaries[k + 1]]
        if isinstance(command, (cmd.Move, cmd.Attack, cmd.UseCard)):
            turn[{cmd.Move: "moves", cmd.Attack: "attacks", cmd.UseCard: "cards"}[type(command)]] += 1
        if isinstance(command, cmd.Attack):
            attacked_rounds.add(before.round)
        for e in events:
            prior = state
            after = apply(state, e)
            if not isinstance(e, _AP_RESETS):
                turn["ap"] += state.ap - after.ap       # what the rules charged, whatever the draft's costs
            state = after
            if isinstance(e, ev.FormationsRevealed):
                formations = {"teal": is_clustered(e.teal, tables.cols), "crimson": is_clustered(e.crimson, tables.cols)}
            elif isinstance(e, ev.BattleStarted):
                current = {"battle": e.battle, "first": SIDES[e.first]}
            elif isinstance(e, ev.EngagementRevealed):
                layers = dict(e.layers)
                attacker = before.mages[e.attacker]
                attacks.append({"battle": before.battle, "job": attacker.job.key,
                                "stack": stack(layers[e.attacker], e.element), "decoy": e.element is None,
                                "targets": len(e.choices), "countered": False, "hits": 0})
            elif isinstance(e, ev.EngagementJudged) and attacks:
                last = attacks[-1]
                last["countered"] = any(w == Winner.DEFENDER for _, w, _ in e.outcomes)
                last["hits"] = sum(1 for _, w, _ in e.outcomes if w == Winner.ATTACKER)
                side = before.mages[e.attacker].side
                if last["decoy"]:
                    decoys.append({"followed": False, "won": False})
                    for target, _, _ in e.outcomes:
                        revealed_by_decoy[(before.battle, target)] = len(decoys) - 1
                else:
                    for target, w, _ in e.outcomes:
                        key = (before.battle, target)
                        if key in revealed_by_decoy and before.mages[target].side != side:
                            d = decoys[revealed_by_decoy.pop(key)]
                            d["followed"] = True
                            d["won"] = d["won"] or w == Winner.ATTACKER
            elif isinstance(e, ev.AttackBackfired) and attacks:
                attacks[-1]["backfired"] = True
            elif isinstance(e, ev.TurnEnded):
                turns.append(dict(turn, battle=before.battle))
                turn = {"ap": 0, "moves": 0, "attacks": 0, "cards": 0}
                if e.side != prior.battle_first:        # the second mover's turn closes the round
                    gap = army_distance(state)
                    if gap is not None:
                        distances.append(gap)
            elif isinstance(e, ev.BattleEnded) and current is not None:
                if turn["ap"] or turn["moves"]:
                    turns.append(dict(turn, battle=e.battle))
                    turn = {"ap": 0, "moves": 0, "attacks": 0, "cards": 0}
                current.update(winner=SIDES[e.winner], reason=e.reason.key, round=before.round,
                               quiet_rounds=before.round - len(attacked_rounds),
                               distance_sum=sum(distances), distance_rounds=len(distances))
                if e.reason.key == "round_limit":
                    # The tie-break on the state it was decided on (just before this event).
                    decided = round_limit_decision(prior)
                    won, lost = decided.margin
                    current["tiebreak"] = {"step": decided.step, "winner_value": won, "loser_value": lost}
                battles.append(current)
                current = None
                attacked_rounds, distances = set(), []
    wins = match.state.wins
    winner = "teal" if wins[0] > wins[1] else "crimson"
    return {"battles": battles, "attacks": attacks, "turns": turns, "formations": formations, "decoys": decoys,
            "winner": winner, "score": f"{max(wins)}:{min(wins)}"}


def army_distance(state: State) -> float | None:
    """How far apart the armies stand: the mean, over every living mage of both sides, of
    the Manhattan distance (R9's metric) to its nearest living enemy; None when a side has
    none. Chosen over the distance between the two sides' centroids because it is on the
    scale of the attack reaches (a mystic strikes at 1, a priest's area lies within 2 plus
    its shape, a sorcerer's line runs 4-6), so it says whether mages stand within striking
    range; centroids hide a flank pressing while the rest hang back, and come near 0 when
    the armies interleave."""
    tables = state.tables
    cells = [[m.cell for m in state.mages if m.side == side and m.cell is not None] for side in Side]
    if not cells[0] or not cells[1]:
        return None
    total = sum(min(tables.distance_of(a, b) for b in cells[1 - s]) for s in (0, 1) for a in cells[s])
    return total / (len(cells[0]) + len(cells[1]))


def _rate(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


def report(all_facts: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    facts = sorted(all_facts, key=lambda f: f["index"])
    n = len(facts)
    battles_n = max((len(f["battles"]) for f in facts), default=0)
    per_battle = []
    for b in range(1, battles_n + 1):
        rows = [x for f in facts for x in f["battles"] if x["battle"] == b]
        reasons = {r: sum(1 for x in rows if x["reason"] == r) for r in ("annihilation", "shrine", "round_limit")}
        per_battle.append({
            "battle": b, "played": len(rows),
            "first_player_win_rate": _rate(sum(1 for x in rows if x["winner"] == x["first"]), len(rows)),
            "teal_win_rate": _rate(sum(1 for x in rows if x["winner"] == "teal"), len(rows)),
            "end_share": {r: _rate(c, len(rows)) for r, c in reasons.items()},
            "mean_rounds": _rate(sum(x["round"] for x in rows), len(rows)),
            "quiet_round_share": _rate(sum(x["quiet_rounds"] for x in rows), sum(x["round"] for x in rows)),
            "mean_army_distance": _mean(sum(x["distance_sum"] for x in rows), sum(x["distance_rounds"] for x in rows)),
            "tiebreak_steps": {step: sum(1 for x in rows if x.get("tiebreak", {}).get("step") == step)
                               for step in STEPS},
        })
    # Spread vs clustered: battles where exactly one side was clustered.
    mixed_battles = mixed_clustered_wins = 0
    mixed_matches = mixed_clustered_match_wins = 0
    for f in facts:
        form = f["formations"]
        if not form or form["teal"] == form["crimson"]:
            continue
        clustered = "teal" if form["teal"] else "crimson"
        mixed_matches += 1
        mixed_clustered_match_wins += f["winner"] == clustered
        for x in f["battles"]:
            mixed_battles += 1
            mixed_clustered_wins += x["winner"] == clustered
    formation_counts = {"clustered": sum(int(v) for f in facts for v in f["formations"].values()),
                        "spread": sum(int(not v) for f in facts for v in f["formations"].values())}
    counters: dict[str, dict[str, Any]] = {}
    for f in facts:
        for a in f["attacks"]:
            if a["decoy"]:
                continue
            key = f"{a['job']} x{a['stack']}"
            c = counters.setdefault(key, {"attacks": 0, "countered": 0})
            c["attacks"] += 1
            c["countered"] += a["countered"]
    for c in counters.values():
        c["countered_rate"] = _rate(c["countered"], c["attacks"])
    all_attacks = [a for f in facts for a in f["attacks"]]
    decoys = [d for f in facts for d in f["decoys"]]
    turns = [t for f in facts for t in f["turns"]]
    ap_hist = {str(k): sum(1 for t in turns if t["ap"] == k) for k in range(0, 3)}
    scores = {s: sum(1 for f in facts if f["score"] == s) for s in ("3:0", "2:1")}
    return {
        "meta": meta,
        "matches": n,
        "match_wins": {"teal": sum(1 for f in facts if f["winner"] == "teal"),
                       "crimson": sum(1 for f in facts if f["winner"] == "crimson")},
        "per_battle": per_battle,
        "formations": {
            "count": formation_counts,
            "mixed_matches": mixed_matches,
            "clustered_match_win_rate": _rate(mixed_clustered_match_wins, mixed_matches),
            "mixed_battles": mixed_battles,
            "clustered_battle_win_rate": _rate(mixed_clustered_wins, mixed_battles),
            "spread_battle_win_rate": _rate(mixed_battles - mixed_clustered_wins, mixed_battles),
        },
        "attacks": {
            "total": len(all_attacks),
            "countered_rate": _rate(sum(a["countered"] for a in all_attacks if not a["decoy"]),
                                    sum(1 for a in all_attacks if not a["decoy"])),
            "by_job_and_stack": dict(sorted(counters.items())),
            "mean_targets": _rate(sum(a["targets"] for a in all_attacks), len(all_attacks)),
        },
        "decoys": {
            "count": len(decoys),
            "share_of_attacks": _rate(len(decoys), len(all_attacks)),
            "followed_up": sum(d["followed"] for d in decoys),
            "follow_up_win_rate": _rate(sum(d["won"] for d in decoys), sum(d["followed"] for d in decoys)),
        },
        "ap_use": {
            "turns": len(turns),
            "mean_ap_per_turn": _rate(sum(t["ap"] for t in turns), len(turns)),
            "turns_by_ap_spent": ap_hist,
            "moves": sum(t["moves"] for t in turns), "attacks": sum(t["attacks"] for t in turns),
            "cards": sum(t["cards"] for t in turns),
        },
        "scores": scores,
        "tiebreak": _tiebreaks([x for f in facts for x in f["battles"] if "tiebreak" in x]),
    }


def _mean(total: float, count: int) -> float | None:
    return round(total / count, 2) if count else None


def _margin(won: int | None, lost: int | None) -> str:
    if won is None and lost is None:
        return "all equal"
    return f"{'none' if won is None else won} vs {'none' if lost is None else lost}"


def _tiebreaks(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Round-limit endings by the R26 step that decided them: how many, their share, the
    margins (winner's number vs loser's, most common first) and the mean gap between them
    (shrine distance: the loser's minus the winner's, where both sides had one)."""
    by_step: dict[str, Any] = {}
    for step in STEPS:
        decided = [x["tiebreak"] for x in rows if x["tiebreak"]["step"] == step]
        counts: dict[tuple[int, int, int, int], int] = {}
        gaps: list[int] = []
        for t in decided:
            won, lost = t["winner_value"], t["loser_value"]
            key = (won is None, won or 0, lost is None, lost or 0)
            counts[key] = counts.get(key, 0) + 1
            if won is not None and lost is not None:
                gaps.append(lost - won if step == SHRINE_DISTANCE else won - lost)
        ordered = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        by_step[step] = {
            "count": len(decided), "share": _rate(len(decided), len(rows)),
            "margins": [{"margin": _margin(None if k[0] else k[1], None if k[2] else k[3]), "count": n}
                        for k, n in ordered],
            "mean_gap": _mean(sum(gaps), len(gaps)),
        }
    return {"endings": len(rows), "by_step": by_step}


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


STEP_NAMES = {"living_mages": "living mages", "total_hp": "total HP", "shrine_distance": "shrine distance",
              "second_mover": "second mover"}
MARGINS_SHOWN = 6


def _about(m: dict[str, Any]) -> str:
    """A draft's name and note after its version, when the run had them."""
    name, note = m.get("rules_name"), m.get("rules_note")
    if not name and not note:
        return ""
    return f" ({'; '.join(text for text in (name, note) if text)})"


def markdown(r: dict[str, Any]) -> str:
    m = r["meta"]
    lines = [
        f"# Balance lab: {m['teal']} (teal) vs {m['crimson']} (crimson)",
        "",
        f"Rule set `{m['rules']}`{_about(m)}, seed {m['seed']}, {r['matches']} of {m['requested']} matches finished.",
        f"Match wins: teal {r['match_wins']['teal']}, crimson {r['match_wins']['crimson']}.",
        "",
        "## Battles (first-player win rate, how battles end)",
        "",
        "| battle | played | first player wins | teal wins | annihilation | shrine | round limit | mean rounds |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for b in r["per_battle"]:
        s = b["end_share"]
        lines.append(f"| {b['battle']} | {b['played']} | {_pct(b['first_player_win_rate'])} | {_pct(b['teal_win_rate'])} "
                     f"| {_pct(s['annihilation'])} | {_pct(s['shrine'])} | {_pct(s['round_limit'])} | {b['mean_rounds']} |")
    lines += _why_battles_end(r)
    f = r["formations"]
    lines += [
        "", "## Spread vs clustered formations", "",
        f"Formations seen: {f['count']['spread']} spread, {f['count']['clustered']} clustered.",
        f"In {f['mixed_battles']} battles where one side was clustered and the other spread: spread won "
        f"{_pct(f['spread_battle_win_rate'])}, clustered {_pct(f['clustered_battle_win_rate'])} "
        f"({f['mixed_matches']} such matches, clustered won {_pct(f['clustered_match_win_rate'])} of them).",
        "", "## Countered attacks by job and stack", "",
        f"{r['attacks']['total']} attacks, mean {r['attacks']['mean_targets']} targets each; "
        f"{_pct(r['attacks']['countered_rate'])} of elemental attacks were countered by at least one target.",
        "", "| job, stack | attacks | countered |", "|---|---:|---:|",
    ]
    for key, c in r["attacks"]["by_job_and_stack"].items():
        lines.append(f"| {key} | {c['attacks']} | {_pct(c['countered_rate'])} |")
    d = r["decoys"]
    a = r["ap_use"]
    lines += [
        "", "## Decoys (elementless attacks)", "",
        f"{d['count']} decoy attacks ({_pct(d['share_of_attacks'])} of attacks); {d['followed_up']} were followed by an "
        f"attack on a revealed mage, which landed {_pct(d['follow_up_win_rate'])} of the time.",
        "", "## AP use", "",
        f"{a['turns']} turns, {a['mean_ap_per_turn']} AP spent per turn on average; turns by AP spent: "
        + ", ".join(f"{k} AP: {v}" for k, v in a["turns_by_ap_spent"].items())
        + f". Actions: {a['moves']} moves, {a['attacks']} attacks, {a['cards']} cards.",
        "", "## Match scores", "",
        f"3:0 {r['scores']['3:0']}, 2:1 {r['scores']['2:1']}.", "",
    ]
    return "\n".join(lines)


def _why_battles_end(r: dict[str, Any]) -> list[str]:
    t = r["tiebreak"]
    played = sum(b["played"] for b in r["per_battle"])
    lines = [
        "", "## Round-limit endings by tie-break step (R26)", "",
        f"{t['endings']} of {played} battles reached the round limit. The step that decided each, and the margin "
        "(the winner's number vs the loser's; shrine distance: the nearest living mage holding an enemy shrine's "
        "element, none: no such mage):",
        "", "| step | battles | share | mean gap | margins (battles) |", "|---|---:|---:|---:|---|",
    ]
    for step, s in t["by_step"].items():
        shown = [f"{m['margin']}: {m['count']}" for m in s["margins"][:MARGINS_SHOWN]]
        more = len(s["margins"]) - MARGINS_SHOWN
        margins = ", ".join(shown) + (f", {more} more" if more > 0 else "")
        gap = "" if s["mean_gap"] is None else s["mean_gap"]
        lines.append(f"| {STEP_NAMES[step]} | {s['count']} | {_pct(s['share'])} | {gap} | {margins} |")
    lines += ["", "| battle | round-limit endings | " + " | ".join(STEP_NAMES[step] for step in STEPS) + " |",
              "|---:|---:|" + "---:|" * len(STEPS)]
    for b in r["per_battle"]:
        steps = b["tiebreak_steps"]
        lines.append(f"| {b['battle']} | {sum(steps.values())} | " + " | ".join(str(steps[k]) for k in STEPS) + " |")
    lines += [
        "", "## Stalling: rounds without an attack, distance between the armies", "",
        "Distance: when each round ends, the mean over living mages of the Manhattan distance to the nearest "
        "living enemy; averaged over the battle's rounds (compare with the reaches: mystic 1, priest 2 plus its "
        "area, sorcerer line 4-6 in v0.6).",
        "", "| battle | mean rounds | rounds without an attack | mean distance to the nearest enemy |",
        "|---:|---:|---:|---:|",
    ]
    for b in r["per_battle"]:
        distance = "n/a" if b["mean_army_distance"] is None else b["mean_army_distance"]
        lines.append(f"| {b['battle']} | {b['mean_rounds']} | {_pct(b['quiet_round_share'])} | {distance} |")
    return lines
