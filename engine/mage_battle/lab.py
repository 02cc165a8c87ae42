"""The balance lab's questions for Elemental Mage Battle (rulebook section 12): the facts
of one finished match, and the report over many. Pure: the lab's runner (`mage-battle
simulate`) plays the matches, saves the replays and writes the files.

Why battles end (issue 17): a battle that reaches the round limit is split by the step of
the R26 tie-break that decided it, with the margin (living mages 5 vs 4); per battle, the
share of rounds in which nobody attacked and the mean distance between the armies.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.kernel.lab import LabOf
from engine.kernel.match import Match
from engine.kernel.stats import wilson as wilson_interval
from engine.mage_battle import commands as cmd
from engine.mage_battle import events as ev
from engine.mage_battle.ai.setup import is_clustered
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
                formations = {"teal": is_clustered(e.teal, tables.cols),
                              "crimson": is_clustered(e.crimson, tables.cols)}
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
    scale of the jobs' attack reaches (`mystic_reach`, `priest_reach`, `sorcerer_lengths`),
    so it says whether mages stand within striking range; centroids hide a flank pressing
    while the rest hang back, and come near 0 when the armies interleave."""
    tables = state.tables
    cells = [[m.cell for m in state.mages if m.side == side and m.cell is not None] for side in Side]
    if not cells[0] or not cells[1]:
        return None
    total = sum(min(tables.distance_of(a, b) for b in cells[1 - s]) for s in (0, 1) for a in cells[s])
    return total / (len(cells[0]) + len(cells[1]))


def _rate(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


def wilson(successes: int, trials: int) -> list[float] | None:
    """The rate's 95% Wilson interval as the report writes it: [low, high] to 4 decimals."""
    interval = wilson_interval(successes, trials)
    return None if interval is None else [round(interval[0], 4), round(interval[1], 4)]


def rate_entry(key: str, label: str, successes: int, trials: int, clustered: bool = False) -> dict[str, Any]:
    """One rate of the report for readers and `lab compare`: `key` names the report field
    it belongs to, `label` says it in words; the rate with its 95% Wilson interval.
    `clustered`: its trials are rounds, attacks or battles of any number, several from one
    match, so they are not independent and the interval is narrower than it should be."""
    return {"key": key, "label": label, "successes": successes, "trials": trials,
            "rate": _rate(successes, trials), "ci95": wilson(successes, trials), "clustered": clustered}


ENDINGS = ("annihilation", "shrine", "round_limit")


class Tally:
    """The report's sums, fed one match's facts at a time: what `mage-battle simulate`
    keeps instead of every match's facts (which hold every attack and turn), so its memory
    stays flat in the number of matches. Every sum is a count or an exact fraction, so the
    report does not depend on the order the facts arrive in."""

    def __init__(self) -> None:
        self.matches = 0
        self.match_wins = {"teal": 0, "crimson": 0}
        self.battles: dict[int, dict[str, Any]] = {}
        self.battles_n = 0
        self.formations = {"clustered": 0, "spread": 0, "mixed_matches": 0, "mixed_clustered_match_wins": 0,
                           "mixed_battles": 0, "mixed_clustered_wins": 0}
        self.counters: dict[str, dict[str, int]] = {}
        self.attacks = {"total": 0, "elemental": 0, "countered": 0, "targets": 0}
        self.decoys = {"count": 0, "followed": 0, "won": 0}
        self.turns = {"count": 0, "ap": 0, "moves": 0, "attacks": 0, "cards": 0}
        self.ap_hist = {k: 0 for k in range(0, 3)}
        self.scores = {"3:0": 0, "2:1": 0}
        self.steps: dict[str, dict[str, Any]] = {step: {"count": 0, "margins": {}, "gap_sum": 0, "gaps": 0}
                                                  for step in STEPS}
        self.endings = 0
        self.lengths: dict[int, int] = {}          # rounds played in a match -> matches

    def add(self, f: dict[str, Any]) -> None:
        self.matches += 1
        self.match_wins[f["winner"]] += 1
        self.battles_n = max(self.battles_n, len(f["battles"]))
        for x in f["battles"]:
            b = self.battles.setdefault(x["battle"], {
                "played": 0, "first_wins": 0, "teal_wins": 0, "ends": {r: 0 for r in ENDINGS}, "rounds": 0,
                "quiet": 0, "distance_sum": Fraction(0), "distance_rounds": 0, "steps": {s: 0 for s in STEPS}})
            b["played"] += 1
            b["first_wins"] += x["winner"] == x["first"]
            b["teal_wins"] += x["winner"] == "teal"
            if x["reason"] in b["ends"]:
                b["ends"][x["reason"]] += 1
            b["rounds"] += x["round"]
            b["quiet"] += x["quiet_rounds"]
            b["distance_sum"] += Fraction(x["distance_sum"])
            b["distance_rounds"] += x["distance_rounds"]
            if "tiebreak" in x:
                self._tiebreak(x["tiebreak"])
                if x["tiebreak"]["step"] in b["steps"]:
                    b["steps"][x["tiebreak"]["step"]] += 1
        length = sum(x["round"] for x in f["battles"])
        self.lengths[length] = self.lengths.get(length, 0) + 1
        form = f["formations"]
        self.formations["clustered"] += sum(int(v) for v in form.values())
        self.formations["spread"] += sum(int(not v) for v in form.values())
        if form and form["teal"] != form["crimson"]:
            clustered = "teal" if form["teal"] else "crimson"
            self.formations["mixed_matches"] += 1
            self.formations["mixed_clustered_match_wins"] += f["winner"] == clustered
            for x in f["battles"]:
                self.formations["mixed_battles"] += 1
                self.formations["mixed_clustered_wins"] += x["winner"] == clustered
        for a in f["attacks"]:
            self.attacks["total"] += 1
            self.attacks["targets"] += a["targets"]
            if a["decoy"]:
                continue
            self.attacks["elemental"] += 1
            self.attacks["countered"] += a["countered"]
            c = self.counters.setdefault(f"{a['job']} x{a['stack']}", {"attacks": 0, "countered": 0})
            c["attacks"] += 1
            c["countered"] += a["countered"]
        for d in f["decoys"]:
            self.decoys["count"] += 1
            self.decoys["followed"] += d["followed"]
            self.decoys["won"] += d["won"]
        for t in f["turns"]:
            self.turns["count"] += 1
            for key in ("ap", "moves", "attacks", "cards"):
                self.turns[key] += t[key]
            if t["ap"] in self.ap_hist:
                self.ap_hist[t["ap"]] += 1
        if f["score"] in self.scores:
            self.scores[f["score"]] += 1

    def _tiebreak(self, t: dict[str, Any]) -> None:
        self.endings += 1
        s = self.steps.get(t["step"])
        if s is None:
            return
        won, lost = t["winner_value"], t["loser_value"]
        s["count"] += 1
        key = (won is None, won or 0, lost is None, lost or 0)
        s["margins"][key] = s["margins"].get(key, 0) + 1
        if won is not None and lost is not None:
            s["gap_sum"] += lost - won if t["step"] == SHRINE_DISTANCE else won - lost
            s["gaps"] += 1

    def report(self, meta: dict[str, Any]) -> dict[str, Any]:
        n = self.matches
        per_battle = []
        for number in range(1, self.battles_n + 1):
            b = self.battles.get(number) or {"played": 0, "first_wins": 0, "teal_wins": 0,
                                             "ends": {r: 0 for r in ENDINGS}, "rounds": 0, "quiet": 0,
                                             "distance_sum": Fraction(0), "distance_rounds": 0,
                                             "steps": {s: 0 for s in STEPS}}
            played = b["played"]
            per_battle.append({
                "battle": number, "played": played,
                "first_player_win_rate": _rate(b["first_wins"], played),
                "teal_win_rate": _rate(b["teal_wins"], played),
                "end_share": {r: _rate(c, played) for r, c in b["ends"].items()},
                "mean_rounds": _rate(b["rounds"], played),
                "quiet_round_share": _rate(b["quiet"], b["rounds"]),
                "mean_army_distance": _mean(float(b["distance_sum"]), b["distance_rounds"]),
                "tiebreak_steps": dict(b["steps"]),
                # counts behind the rates (added in issue 15)
                "first_player_wins": b["first_wins"], "teal_wins": b["teal_wins"], "ends": dict(b["ends"]),
                "rounds": b["rounds"], "quiet_rounds": b["quiet"],
            })
        fm = self.formations
        mixed_battles, clustered_wins = fm["mixed_battles"], fm["mixed_clustered_wins"]
        counters = {key: {"attacks": c["attacks"], "countered": c["countered"],
                          "countered_rate": _rate(c["countered"], c["attacks"])}
                    for key, c in sorted(self.counters.items())}
        a, d, t = self.attacks, self.decoys, self.turns
        lengths = sorted(self.lengths.items())
        report = {
            "meta": meta,
            "matches": n,
            "match_wins": dict(self.match_wins),
            "per_battle": per_battle,
            "formations": {
                "count": {"clustered": fm["clustered"], "spread": fm["spread"]},
                "mixed_matches": fm["mixed_matches"],
                "clustered_match_win_rate": _rate(fm["mixed_clustered_match_wins"], fm["mixed_matches"]),
                "mixed_battles": mixed_battles,
                "clustered_battle_win_rate": _rate(clustered_wins, mixed_battles),
                "spread_battle_win_rate": _rate(mixed_battles - clustered_wins, mixed_battles),
                "clustered_match_wins": fm["mixed_clustered_match_wins"],
                "clustered_battle_wins": clustered_wins,
            },
            "attacks": {
                "total": a["total"],
                "countered_rate": _rate(a["countered"], a["elemental"]),
                "by_job_and_stack": counters,
                "mean_targets": _rate(a["targets"], a["total"]),
                "elemental": a["elemental"], "countered": a["countered"],
            },
            "decoys": {
                "count": d["count"],
                "share_of_attacks": _rate(d["count"], a["total"]),
                "followed_up": d["followed"],
                "follow_up_win_rate": _rate(d["won"], d["followed"]),
                "follow_up_wins": d["won"],
            },
            "ap_use": {
                "turns": t["count"],
                "mean_ap_per_turn": _rate(t["ap"], t["count"]),
                "turns_by_ap_spent": {str(k): v for k, v in self.ap_hist.items()},
                "moves": t["moves"], "attacks": t["attacks"], "cards": t["cards"],
            },
            "scores": dict(self.scores),
            "tiebreak": self._tiebreaks(),
            # How long matches run: rounds played over all battles, [rounds, matches] pairs.
            "match_length": {"rounds": [[k, v] for k, v in lengths],
                             "mean_rounds": _rate(sum(k * v for k, v in lengths), n)},
        }
        report["rates"] = rates(report)
        return report

    def _tiebreaks(self) -> dict[str, Any]:
        """Round-limit endings by the R26 step that decided them: how many, their share, the
        margins (winner's number vs loser's, most common first) and the mean gap between them
        (shrine distance: the loser's minus the winner's, where both sides had one)."""
        by_step: dict[str, Any] = {}
        for step, s in self.steps.items():
            ordered = sorted(s["margins"].items(), key=lambda item: (-item[1], item[0]))
            by_step[step] = {
                "count": s["count"], "share": _rate(s["count"], self.endings),
                "margins": [{"margin": _margin(None if k[0] else k[1], None if k[2] else k[3]), "count": c}
                            for k, c in ordered],
                "mean_gap": _mean(s["gap_sum"], s["gaps"]),
            }
        return {"endings": self.endings, "by_step": by_step}


def report(all_facts: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    """The report over the facts of many matches (any order): the same as feeding them one
    at a time to a `Tally`."""
    tally = Tally()
    for f in sorted(all_facts, key=lambda f: f["index"]):
        tally.add(f)
    return tally.report(meta)


def rates(r: dict[str, Any]) -> list[dict[str, Any]]:
    """Every rate of a report with its counts and 95% interval, in the order report.md
    shows them: what `mage-battle lab compare` sets side by side."""
    n = r["matches"]
    out = [rate_entry("match_wins.teal", "teal wins the match", r["match_wins"]["teal"], n),
           rate_entry("scores.3:0", "match won 3:0", r["scores"]["3:0"], n)]
    for b in r["per_battle"]:
        k, played = b["battle"], b["played"]
        out += [rate_entry(f"per_battle.{k}.first_player_win_rate", f"battle {k}: first player wins",
                           b["first_player_wins"], played),
                rate_entry(f"per_battle.{k}.teal_win_rate", f"battle {k}: teal wins", b["teal_wins"], played)]
        out += [rate_entry(f"per_battle.{k}.end_share.{end}", f"battle {k}: ends by {END_NAMES[end]}",
                           b["ends"][end], played) for end in ENDINGS]
        out.append(rate_entry(f"per_battle.{k}.quiet_round_share", f"battle {k}: rounds without an attack",
                              b["quiet_rounds"], b["rounds"], clustered=True))
    t = r["tiebreak"]
    out += [rate_entry(f"tiebreak.by_step.{step}.share", f"round-limit endings decided by {STEP_NAMES[step]}",
                       t["by_step"][step]["count"], t["endings"], clustered=True) for step in STEPS]
    f = r["formations"]
    out += [rate_entry("formations.spread_battle_win_rate", "mixed battles won by the spread side",
                       f["mixed_battles"] - f["clustered_battle_wins"], f["mixed_battles"], clustered=True),
            rate_entry("formations.clustered_match_win_rate", "mixed matches won by the clustered side",
                       f["clustered_match_wins"], f["mixed_matches"])]
    a = r["attacks"]
    out.append(rate_entry("attacks.countered_rate", "elemental attacks countered", a["countered"], a["elemental"],
                          clustered=True))
    out += [rate_entry(f"attacks.by_job_and_stack.{key}.countered_rate", f"{key} attacks countered",
                       c["countered"], c["attacks"], clustered=True) for key, c in a["by_job_and_stack"].items()]
    d = r["decoys"]
    out += [rate_entry("decoys.share_of_attacks", "attacks that are decoys", d["count"], a["total"], clustered=True),
            rate_entry("decoys.follow_up_win_rate", "decoy follow-ups that land", d["follow_up_wins"], d["followed_up"],
                       clustered=True)]
    return out


def _mean(total: float, count: int) -> float | None:
    return round(total / count, 2) if count else None


def _margin(won: int | None, lost: int | None) -> str:
    if won is None and lost is None:
        return "all equal"
    return f"{'none' if won is None else won} vs {'none' if lost is None else lost}"


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def _ci(successes: int, trials: int) -> str:
    """A rate with its 95% Wilson interval: `45.0% [35.1, 55.3]` (percent)."""
    interval = wilson(successes, trials)
    if interval is None:
        return "n/a"
    low, high = interval
    return f"{successes / trials:.1%} [{low:.1%}, {high:.1%}]".replace("%,", ",")


STEP_NAMES = {"living_mages": "living mages", "total_hp": "total HP", "shrine_distance": "shrine distance",
              "second_mover": "second mover"}
END_NAMES = {"annihilation": "annihilation", "shrine": "shrine", "round_limit": "round limit"}
MARGINS_SHOWN = 6


def _about(m: dict[str, Any]) -> str:
    """A draft's name and note after its version, when the run had them."""
    name, note = m.get("rules_name"), m.get("rules_note")
    if not name and not note:
        return ""
    return f" ({'; '.join(text for text in (name, note) if text)})"


def markdown(r: dict[str, Any]) -> str:
    m = r["meta"]
    n = r["matches"]
    wins = r["match_wins"]
    lines = [
        f"# Balance lab: {m['teal']} (teal) vs {m['crimson']} (crimson)",
        "",
        f"Rule set `{m['rules']}`{_about(m)}, seed {m['seed']}, {n} of {m['requested']} matches finished.",
        f"Match wins: teal {wins['teal']}, crimson {wins['crimson']} (teal {_ci(wins['teal'], n)}).",
        "",
        "Every rate is shown with its 95% Wilson interval in brackets: the range of true rates these "
        "matches are consistent with (it narrows as the matches grow in number). Where a match gives several "
        "trials (rounds, attacks, battles of every number), they are not independent and the interval is "
        "narrower than it should be: read it as the least the uncertainty can be.",
        "",
        "## Battles (first-player win rate, how battles end)",
        "",
        "| battle | played | first player wins | teal wins | annihilation | shrine | round limit | mean rounds |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for b in r["per_battle"]:
        played, ends = b["played"], b["ends"]
        lines.append(f"| {b['battle']} | {played} | {_ci(b['first_player_wins'], played)} "
                     f"| {_ci(b['teal_wins'], played)} | {_ci(ends['annihilation'], played)} "
                     f"| {_ci(ends['shrine'], played)} | {_ci(ends['round_limit'], played)} | {b['mean_rounds']} |")
    lines += _why_battles_end(r)
    f = r["formations"]
    mixed, clustered = f["mixed_battles"], f["clustered_battle_wins"]
    a = r["attacks"]
    lines += [
        "", "## Spread vs clustered formations", "",
        f"Formations seen: {f['count']['spread']} spread, {f['count']['clustered']} clustered.",
        f"In {mixed} battles where one side was clustered and the other spread: spread won "
        f"{_ci(mixed - clustered, mixed)}, clustered {_ci(clustered, mixed)} "
        f"({f['mixed_matches']} such matches, clustered won {_ci(f['clustered_match_wins'], f['mixed_matches'])} "
        "of them).",
        "", "## Countered attacks by job and stack", "",
        f"{a['total']} attacks, mean {a['mean_targets']} targets each; "
        f"{_ci(a['countered'], a['elemental'])} of elemental attacks were countered by at least one target.",
        "", "| job, stack | attacks | countered |", "|---|---:|---:|",
    ]
    for key, c in a["by_job_and_stack"].items():
        lines.append(f"| {key} | {c['attacks']} | {_ci(c['countered'], c['attacks'])} |")
    d = r["decoys"]
    ap = r["ap_use"]
    scores = r["scores"]
    lines += [
        "", "## Decoys (elementless attacks)", "",
        f"{d['count']} decoy attacks ({_ci(d['count'], a['total'])} of attacks); {d['followed_up']} were followed "
        f"by an attack on a revealed mage, which landed {_ci(d['follow_up_wins'], d['followed_up'])} of the time.",
        "", "## AP use", "",
        f"{ap['turns']} turns, {ap['mean_ap_per_turn']} AP spent per turn on average; turns by AP spent: "
        + ", ".join(f"{k} AP: {v}" for k, v in ap["turns_by_ap_spent"].items())
        + f". Actions: {ap['moves']} moves, {ap['attacks']} attacks, {ap['cards']} cards.",
        "", "## Match scores", "",
        f"3:0 {scores['3:0']}, 2:1 {scores['2:1']} (3:0 in {_ci(scores['3:0'], n)} of matches).",
    ]
    length = r["match_length"]
    if length["rounds"]:
        shortest, longest = length["rounds"][0][0], length["rounds"][-1][0]
        lines += ["", f"Match length: {length['mean_rounds']} rounds on average over all battles "
                      f"(shortest {shortest}, longest {longest})."]
    lines.append("")
    return "\n".join(lines)


def _why_battles_end(r: dict[str, Any]) -> list[str]:
    t = r["tiebreak"]
    played = sum(b["played"] for b in r["per_battle"])
    lines = [
        "", "## Round-limit endings by tie-break step (R26)", "",
        f"{t['endings']} of {played} battles reached the round limit. The step that decided each, and the margin "
        "(the winner's number vs the loser's; shrine distance: the nearest living mage holding an enemy shrine's "
        "element, none: no such mage):",
        "", "| step | battles | share | mean gap | margins (battles) | share: 95% interval |",
        "|---|---:|---:|---:|---|---:|",
    ]
    for step, s in t["by_step"].items():
        shown = [f"{m['margin']}: {m['count']}" for m in s["margins"][:MARGINS_SHOWN]]
        more = len(s["margins"]) - MARGINS_SHOWN
        margins = ", ".join(shown) + (f", {more} more" if more > 0 else "")
        gap = "" if s["mean_gap"] is None else s["mean_gap"]
        lines.append(f"| {STEP_NAMES[step]} | {s['count']} | {_pct(s['share'])} | {gap} | {margins} "
                     f"| {_interval(s['count'], t['endings'])} |")
    lines += ["", "| battle | round-limit endings | " + " | ".join(STEP_NAMES[step] for step in STEPS) + " |",
              "|---:|---:|" + "---:|" * len(STEPS)]
    for b in r["per_battle"]:
        steps = b["tiebreak_steps"]
        lines.append(f"| {b['battle']} | {sum(steps.values())} | " + " | ".join(str(steps[k]) for k in STEPS) + " |")
    lines += [
        "", "## Stalling: rounds without an attack, distance between the armies", "",
        "Distance: when each round ends, the mean over living mages of the Manhattan distance to the nearest "
        "living enemy; averaged over the battle's rounds (compare with the jobs' reaches in the rule set: "
        "`mage-battle rules show`). The interval of the rounds without an attack counts each round as a "
        "trial (rounds of one battle are not independent: read it as a lower bound on the uncertainty).",
        "", "| battle | mean rounds | rounds without an attack | mean distance to the nearest enemy "
            "| rounds without an attack: 95% interval |",
        "|---:|---:|---:|---:|---:|",
    ]
    for b in r["per_battle"]:
        distance = "n/a" if b["mean_army_distance"] is None else b["mean_army_distance"]
        lines.append(f"| {b['battle']} | {b['mean_rounds']} | {_pct(b['quiet_round_share'])} | {distance} "
                     f"| {_interval(b['quiet_rounds'], b['rounds'])} |")
    return lines


def _interval(successes: int, trials: int) -> str:
    interval = wilson(successes, trials)
    return "n/a" if interval is None else f"[{interval[0]:.1%}, {interval[1]:.1%}]".replace("%,", ",")


def charts(r: dict[str, Any]) -> list[dict[str, Any]]:
    """What to draw beside report.md, as plain data (the runner draws it with matplotlib
    when installed): bars per category, each series with optional interval bounds."""
    battles = [f"battle {b['battle']}" for b in r["per_battle"]]
    first = [b["first_player_win_rate"] for b in r["per_battle"]]
    none: list[float | None] = [None, None]
    bounds: list[list[float | None]] = [list(wilson(b["first_player_wins"], b["played"]) or none)
                                        for b in r["per_battle"]]
    lengths = r["match_length"]["rounds"]
    return [
        {"file": "first-player-win-rate.png", "title": "First-player win rate per battle",
         "categories": battles, "ylabel": "won by the side that moved first\n(95% Wilson interval)", "percent": True,
         "reference": 0.5, "stacked": False,
         "series": [{"label": "first player wins", "values": first,
                     "low": [lo for lo, _ in bounds], "high": [hi for _, hi in bounds]}]},
        {"file": "battle-endings.png", "title": "How battles end", "categories": battles,
         "ylabel": "share of the battle's endings", "percent": True, "stacked": True,
         "series": [{"label": END_NAMES[end], "values": [b["end_share"][end] for b in r["per_battle"]]}
                    for end in ENDINGS]},
        {"file": "match-length.png", "title": "Match length: rounds played over all battles",
         "categories": [k for k, _ in lengths], "numeric": True, "xlabel": "rounds in the match",
         "ylabel": "matches", "percent": False, "stacked": False,
         "series": [{"label": "matches", "values": [v for _, v in lengths]}]},
    ]


LAB = LabOf(facts, Tally, report, markdown, charts)
