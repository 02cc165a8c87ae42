"""The balance lab's questions for Wizard Survive (issue: win rate by seat and level,
souls per round, rounds per game, how often the step cap and the round limit decide,
card frequencies, and for two players the game value of a round). Pure: the lab's
runner (`mage-battle simulate --game wizard_survive`) plays, saves and writes."""

from __future__ import annotations

from typing import Any

from engine.kernel.lab import LabOf
from engine.kernel.match import Match
from engine.kernel.stats import wilson as wilson_interval
from engine.wizard_survive import events as ev
from engine.wizard_survive.names import SEAT_NAMES, Card, RoundEnd

ENDS = tuple(e.key for e in RoundEnd)
END_WORDS = {"last_standing": "last one standing", "all_out": "all out", "step_limit": "step cap"}
CARDS = tuple(c.key for c in Card)


def round_value_of(rules: Any) -> float:
    """The 2-player game value of a round in souls for the first seat (the advanced AI's
    solver, cached per rule set in each worker)."""
    from engine.wizard_survive.ai.equilibrium import round_value

    return round_value(rules)


def facts(match: Match[Any, Any, Any]) -> dict[str, Any]:
    """One finished game: its end, every round's end and scorer, every revealed card."""
    seats = match.seats
    cards = [[0] * len(CARDS) for _ in range(seats)]
    rounds: list[list[Any]] = []
    for e in match.events:
        if isinstance(e, ev.StepRevealed):
            for seat, card in zip(e.seats, e.cards):
                cards[seat][card.value] += 1
        elif isinstance(e, ev.RoundEnded):
            rounds.append([e.end.key, e.scorer, e.souls, e.step])
    state = match.state
    return {"seats": seats, "winner": state.winner, "end": None if state.game_end is None else state.game_end.key,
            "rounds": rounds, "cards": cards, "souls": [w.souls for w in state.wizards],
            "round_value": round_value_of(match.rules) if seats == 2 else None}


def _rate(successes: int, trials: int) -> dict[str, Any]:
    interval = wilson_interval(successes, trials)
    return {"successes": successes, "trials": trials, "rate": round(successes / trials, 4) if trials else None,
            "ci95": None if interval is None else [round(interval[0], 4), round(interval[1], 4)]}


class Tally:
    """Counts only, fed one game at a time, so memory stays flat in the number of games
    and the report does not depend on the order games arrive in."""

    def __init__(self) -> None:
        self.games = 0
        self.seats = 0
        self.wins: dict[int, int] = {}
        self.draws = 0
        self.round_limit_games = 0
        self.rounds = 0
        self.ends = dict.fromkeys(ENDS, 0)
        self.souls = 0
        self.steps = 0
        self.lengths: dict[int, int] = {}
        self.cards: list[list[int]] = []
        self.round_value: float | None = None

    def add(self, f: dict[str, Any]) -> None:
        self.games += 1
        self.seats = f["seats"]
        if f["winner"] is None:
            self.draws += 1
        else:
            self.wins[f["winner"]] = self.wins.get(f["winner"], 0) + 1
        self.round_limit_games += f["end"] == "round_limit"
        self.rounds += len(f["rounds"])
        self.lengths[len(f["rounds"])] = self.lengths.get(len(f["rounds"]), 0) + 1
        for end, _scorer, souls, steps in f["rounds"]:
            self.ends[end] += 1
            self.souls += souls
            self.steps += steps
        if not self.cards:
            self.cards = [[0] * len(CARDS) for _ in range(f["seats"])]
        for mine, theirs in zip(self.cards, f["cards"]):
            for k, n in enumerate(theirs):
                mine[k] += n
        if f.get("round_value") is not None:
            self.round_value = f["round_value"]

    def report(self, meta: dict[str, Any]) -> dict[str, Any]:
        names = SEAT_NAMES[:self.seats]
        n = self.games
        levels = [str(meta.get(name, "?")) for name in names]
        per_card = [sum(seat[k] for seat in self.cards) for k in range(len(CARDS))]
        committed = sum(per_card)
        rates = [{"key": f"wins.{name}", "label": f"{name} ({level}) wins", **_rate(self.wins.get(s, 0), n)}
                 for s, (name, level) in enumerate(zip(names, levels))]
        rates.append({"key": "draws", "label": "drawn at the round limit", **_rate(self.draws, n)})
        rates.append({"key": "round_limit", "label": "games decided by the round limit",
                      **_rate(self.round_limit_games, n)})
        rates += [{"key": f"rounds.{end}", "label": f"rounds ending {END_WORDS[end]}", "clustered": True,
                   **_rate(self.ends[end], self.rounds)} for end in ENDS]
        rates += [{"key": f"cards.{card}", "label": f"{card} share of commitments", "clustered": True,
                   **_rate(per_card[k], committed)} for k, card in enumerate(CARDS)]
        figures = [{"key": "souls_per_round", "label": "souls scored per round",
                    "value": round(self.souls / self.rounds, 4) if self.rounds else None},
                   {"key": "rounds_per_game", "label": "rounds per game",
                    "value": round(self.rounds / n, 3) if n else None},
                   {"key": "steps_per_round", "label": "steps per round",
                    "value": round(self.steps / self.rounds, 3) if self.rounds else None}]
        if self.round_value is not None:
            figures.append({"key": "round_value", "label": "2-player game value of a round (souls, first seat)",
                            "value": round(self.round_value, 6)})
        return {"meta": meta, "matches": n, "seats": self.seats, "rates": rates, "figures": figures,
                "lengths": sorted(self.lengths.items()),
                "cards_by_seat": {name: dict(zip(CARDS, self.cards[s])) for s, name in enumerate(names)}}


def report(all_facts: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    tally = Tally()
    for f in sorted(all_facts, key=lambda f: f.get("index", 0)):
        tally.add(f)
    return tally.report(meta)


def _pct(entry: dict[str, Any]) -> str:
    if not entry["trials"]:
        return "n/a"
    low, high = entry["ci95"]
    return f"{entry['rate']:.1%} ({entry['successes']}/{entry['trials']}) [{low:.1%}, {high:.1%}]"


def markdown(r: dict[str, Any]) -> str:
    m = r["meta"]
    names = SEAT_NAMES[:r["seats"]]
    about = f" ({m['rules_name']})" if m.get("rules_name") else ""
    lines = [f"# Balance lab: Wizard Survive, {r['seats']} players",
             "", f"Rule set `{m['rules']}`{about}, seed {m['seed']}, "
             f"{r['matches']} of {m['requested']} games finished; "
             f"levels: {', '.join(f'{n} {m.get(n)}' for n in names)}.",
             "", "Every rate with its 95% Wilson interval in brackets. Rates over rounds or commitments take several "
             "trials from one game: their interval is the least the uncertainty can be.", "",
             "| rate | value |", "|---|---:|"]
    lines += [f"| {e['label']} | {_pct(e)} |" for e in r["rates"]]
    lines += ["", "| figure | value |", "|---|---:|"]
    lines += [f"| {f['label']} | {f['value'] if f['value'] is not None else 'n/a'} |" for f in r["figures"]]
    lines += ["", "## Cards by seat", "", "| seat | " + " | ".join(CARDS) + " |", "|---|" + "---:|" * len(CARDS)]
    lines += [f"| {name} | " + " | ".join(str(counts[c]) for c in CARDS) + " |"
              for name, counts in r["cards_by_seat"].items()]
    return "\n".join(lines) + "\n"


def charts(r: dict[str, Any]) -> list[dict[str, Any]]:
    wins = [e for e in r["rates"] if e["key"].startswith("wins.")]
    ends = [e for e in r["rates"] if e["key"].startswith("rounds.")]
    return [
        {"file": "wins-by-seat.png", "title": "Wins by seat and level", "categories": [e["label"] for e in wins],
         "ylabel": "share of games (95% Wilson interval)", "percent": True, "stacked": False,
         "series": [{"label": "wins", "values": [e["rate"] for e in wins],
                     "low": [(e["ci95"] or [None, None])[0] for e in wins],
                     "high": [(e["ci95"] or [None, None])[1] for e in wins]}]},
        {"file": "round-endings.png", "title": "How rounds end", "categories": [e["label"] for e in ends],
         "ylabel": "share of rounds", "percent": True, "stacked": False,
         "series": [{"label": "rounds", "values": [e["rate"] for e in ends]}]},
        {"file": "game-length.png", "title": "Game length", "categories": [k for k, _ in r["lengths"]],
         "numeric": True, "xlabel": "rounds in the game", "ylabel": "games", "percent": False, "stacked": False,
         "series": [{"label": "games", "values": [v for _, v in r["lengths"]]}]},
    ]


LAB = LabOf(facts, Tally, report, markdown, charts)
