"""The balance lab's questions for Ifrita Duel (`mage-battle simulate --game ifrita_duel`):
how often the first player wins, how long games run, how often mana burns and decks run
out, per card how often a side casts it and how often a side that cast it wins, and,
now that the AIs build their decks (D4), how often a side wins with each deck's colours
and with each hero ability."""

from __future__ import annotations

from typing import Any

from engine.ifrita_duel import events as ev
from engine.ifrita_duel.names import COLORS, SIDE_KEYS, Side
from engine.ifrita_duel.rules import Rules
from engine.ifrita_duel.state import State, default_deck
from engine.kernel.lab import LabOf
from engine.kernel.match import Match
from engine.kernel.stats import wilson

MAIN_COLOUR = 6      # cards of a colour for it to name a deck


def deck_colours(cards: tuple[str, ...], rules: Rules) -> str:
    """A registered list in a word: "default" for the default deck, else its main
    colours (MAIN_COLOUR cards or more) joined by "+", "colourless" when none is."""
    if sorted(cards) == sorted(default_deck(rules).cards):
        return "default"
    counts = {c: sum(c in rules.cards.card(card).colors for card in cards) for c in COLORS}
    main = [c for c in COLORS if counts[c] >= MAIN_COLOUR]
    return "+".join(main) or "colourless"


def facts(match: Match[Any, Any, Any]) -> dict[str, Any]:
    state: State = match.state
    cast: dict[str, list[int]] = {}
    burn = fatigue = 0
    last_loss = ""
    for event in match.events:
        if isinstance(event, ev.CardCast):
            sides = cast.setdefault(event.card, [])
            if int(event.side) not in sides:
                sides.append(int(event.side))
        elif isinstance(event, ev.ManaBurned):
            burn += event.amount
            last_loss = "burn"
        elif isinstance(event, ev.FatigueDamage):
            fatigue += 1
            last_loss = "fatigue"
        elif isinstance(event, ev.DamageDealt) and event.to in SIDE_KEYS:
            last_loss = "damage"
    return {
        "winner": None if state.winner is None else int(state.winner), "first": int(state.first),
        "turns": state.turn, "end_reason": state.end_reason, "burn": burn, "fatigue_draws": fatigue,
        "final_blow": last_loss if state.end_reason == "hp" else None,
        "cast": {card: sorted(sides) for card, sides in sorted(cast.items())},
        "templates": [card.id for card in state.rules.cards.cards],
        "decks": [deck_colours(state.player(side).cards, state.rules) for side in Side],
        "heroes": [state.player(side).hero for side in Side],
    }


def _rate(key: str, label: str, successes: int, trials: int) -> dict[str, Any]:
    bounds = wilson(successes, trials)
    return {"key": key, "label": label, "successes": successes, "trials": trials,
            "rate": successes / trials if trials else None, "ci95": list(bounds) if bounds else None}


class Tally:
    """Counts only, fed one game at a time (what `mage-battle simulate` keeps instead of
    every game's facts), so the lab's memory stays flat in the number of games; every
    sum is a count, so the report does not depend on the order games arrive in."""

    def __init__(self) -> None:
        self.n = self.decided = self.first_wins = 0
        self.burn_games = self.deck_out = self.fatigue_kills = self.burn_total = 0
        self.cards: dict[str, list[int]] = {}        # card -> [sides that cast it, of them winners]
        self.lengths: dict[int, int] = {}            # turns -> games
        self.decks: dict[str, list[int]] = {}        # deck colours -> [sides that played it, of them winners]
        self.heroes: dict[str, list[int]] = {}       # ability -> [sides, winners]

    def add(self, f: dict[str, Any]) -> None:
        self.n += 1
        if f["winner"] is not None:
            self.decided += 1
            self.first_wins += f["winner"] == f["first"]
        self.burn_games += f["burn"] > 0
        self.burn_total += f["burn"]
        self.deck_out += f["fatigue_draws"] > 0
        self.fatigue_kills += f["final_blow"] == "fatigue"
        for card in f.get("templates", ()):
            self.cards.setdefault(card, [0, 0])
        for card, sides in f["cast"].items():
            counts = self.cards.setdefault(card, [0, 0])
            counts[0] += len(sides)
            counts[1] += sum(1 for s in sides if s == f["winner"])
        self.lengths[f["turns"]] = self.lengths.get(f["turns"], 0) + 1
        for table, names in ((self.decks, f.get("decks", ())), (self.heroes, f.get("heroes", ()))):
            for side, name in enumerate(names):
                counts = table.setdefault(name, [0, 0])
                counts[0] += 1
                counts[1] += side == f["winner"]

    def _median(self) -> int | None:
        seen = 0
        for turns, games in sorted(self.lengths.items()):
            seen += games
            if seen > self.n // 2:
                return turns
        return None

    def report(self, meta: dict[str, Any]) -> dict[str, Any]:
        n = self.n
        rates = [
            _rate("first_player_wins", "first player wins (of decided games)", self.first_wins, self.decided),
            _rate("draws", "draws", n - self.decided, n),
            _rate("mana_burn", "games with mana burn", self.burn_games, n),
            _rate("deck_out", "games where a deck ran out (fatigue)", self.deck_out, n),
            _rate("fatigue_kills", "games ended by fatigue", self.fatigue_kills, n),
        ]
        per_card = []
        for card, (casters, wins) in sorted(self.cards.items()):
            play = _rate(f"play.{card}", f"{card}: played by a side", casters, 2 * n)
            won = _rate(f"win_when_cast.{card}", f"{card}: side that cast it wins", wins, casters)
            rates += [play, won]
            per_card.append({"card": card, "play_rate": play["rate"], "win_rate_when_cast": won["rate"],
                             "casters": casters, "wins": wins, "win_ci95": won["ci95"]})
        per_deck: list[dict[str, Any]] = []
        per_hero: list[dict[str, Any]] = []
        for key, table, out in (("deck", self.decks, per_deck), ("ability", self.heroes, per_hero)):
            for name, (sides, wins) in sorted(table.items()):
                won = _rate(f"{key}.{name}", f"{name}: side with it wins", wins, sides)
                rates.append(won)
                out.append({key: name, "sides": sides, "wins": wins, "win_rate": won["rate"],
                            "win_ci95": won["ci95"]})
        total = sum(t * k for t, k in self.lengths.items())
        return {"meta": meta, "matches": n, "first_player_wins": self.first_wins, "decided": self.decided,
                "turns": {"mean": total / n if n else None, "median": self._median(),
                          "max": max(self.lengths) if self.lengths else None,
                          "histogram": sorted(self.lengths.items())},
                "mana_burn_total": self.burn_total, "per_card": per_card, "per_deck": per_deck,
                "per_ability": per_hero, "rates": rates}


def report(all_facts: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    tally = Tally()
    for f in sorted(all_facts, key=lambda f: f.get("index", 0)):
        tally.add(f)
    return tally.report(meta)


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def markdown(r: dict[str, Any]) -> str:
    lines = ["# Ifrita Duel lab", "", f"{r['matches']} matches; game length in turns: mean "
             f"{r['turns']['mean'] if r['turns']['mean'] is None else round(r['turns']['mean'], 1)}, median "
             f"{r['turns']['median']}, longest {r['turns']['max']}.", "", "| rate | count | share | 95% interval |",
             "|---|---|---|---|"]
    for rate in r["rates"]:
        if "." not in rate["key"]:
            ci = rate["ci95"]
            lines.append(f"| {rate['label']} | {rate['successes']}/{rate['trials']} | {_percent(rate['rate'])} | "
                         f"{'-' if ci is None else f'{_percent(ci[0])} - {_percent(ci[1])}'} |")
    lines += ["", "## Cards", "", "| card | played (share of sides) | win rate when cast | 95% interval |",
              "|---|---|---|---|"]
    for c in r["per_card"]:
        ci = c["win_ci95"]
        lines.append(f"| {c['card']} | {_percent(c['play_rate'])} | {_percent(c['win_rate_when_cast'])} | "
                     f"{'-' if ci is None else f'{_percent(ci[0])} - {_percent(ci[1])}'} |")
    for key, title, words in (("deck", "Decks", "deck (main colours)"), ("ability", "Abilities", "hero ability")):
        lines += ["", f"## {title}", "", f"| {words} | sides | win rate | 95% interval |", "|---|---|---|---|"]
        for row in r.get(f"per_{key}", ()):
            ci = row["win_ci95"]
            lines.append(f"| {row[key]} | {row['sides']} | {_percent(row['win_rate'])} | "
                         f"{'-' if ci is None else f'{_percent(ci[0])} - {_percent(ci[1])}'} |")
    return "\n".join(lines) + "\n"


def charts(r: dict[str, Any]) -> list[dict[str, Any]]:
    first = next(rate for rate in r["rates"] if rate["key"] == "first_player_wins")
    ci = first["ci95"] or [None, None]
    cards = r["per_card"]
    return [
        {"file": "first-player-win-rate.png", "title": "First-player win rate", "categories": ["first player"],
         "percent": True, "reference": 0.5, "stacked": False, "ylabel": "decided games won (95% Wilson interval)",
         "series": [{"label": "wins", "values": [first["rate"]], "low": [ci[0]], "high": [ci[1]]}]},
        {"file": "game-length.png", "title": "Game length in turns", "numeric": True, "stacked": False,
         "percent": False, "categories": [t for t, _ in r["turns"]["histogram"]], "xlabel": "turns", "ylabel": "games",
         "series": [{"label": "games", "values": [k for _, k in r["turns"]["histogram"]]}]},
        {"file": "cards.png", "title": "Per card: play rate and win rate when cast", "percent": True,
         "stacked": False, "reference": 0.5, "categories": [c["card"] for c in cards], "ylabel": "share",
         "series": [{"label": "played by a side", "values": [c["play_rate"] for c in cards]},
                    {"label": "caster wins", "values": [c["win_rate_when_cast"] for c in cards]}]},
    ]


LAB = LabOf(facts, Tally, report, markdown, charts)
