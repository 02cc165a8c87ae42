"""Named decks in the user's data folder (platformdirs, through replays.storage;
`EMB_DATA_DIR` overrides it), one small JSON file each, written atomically. Only a deck
the rules accept (D4) is saved; a file that no longer is one is skipped when listed."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from engine.ifrita_duel.rules import ID_1, Rules
from engine.ifrita_duel.state import Deck, deck_problems, default_deck
from replays.container import atomic_write
from replays.storage import data_dir

MAX_NAME = 24


def decks_dir() -> Path:
    return data_dir() / "ifrita_duel" / "decks"


def clean_name(name: str) -> str:
    """Letters (Hangul too), digits, spaces, - and _; at most MAX_NAME characters."""
    return re.sub(r"[^\w \-]", "", name, flags=re.UNICODE).strip()[:MAX_NAME]


def _file(name: str) -> Path:
    stem = clean_name(name).replace(" ", "_").lower()
    return decks_dir() / f"{stem}.json"


def counts(deck: Deck) -> dict[str, int]:
    return dict(Counter(deck.cards))


def deck_of(counts: dict[str, int], hero: str, rules: Rules = ID_1) -> Deck:
    """A deck in the card set's order (the engine shuffles it from the seed)."""
    cards = tuple(c.id for c in rules.cards.cards for _ in range(counts.get(c.id, 0)))
    return Deck(cards, hero)


def save(name: str, deck: Deck, rules: Rules = ID_1) -> list[str]:
    """Save under `name`; the problems instead when there is one (nothing is written)."""
    problems = deck_problems(deck, rules)
    if not clean_name(name):
        problems = ["a deck needs a name", *problems]
    if problems:
        return problems
    data = {"name": clean_name(name), "hero": deck.hero, "cards": counts(deck), "rules": rules.version}
    atomic_write(_file(name), (json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode())
    return []


def load(name: str, rules: Rules = ID_1) -> Deck | None:
    """The saved deck, or None when missing, unreadable or no longer legal."""
    try:
        data = json.loads(_file(name).read_text(encoding="utf-8"))
        raw = data["cards"]
        if not isinstance(raw, dict) or not isinstance(data["hero"], str):
            return None
        deck = deck_of({str(k): int(v) for k, v in raw.items()}, data["hero"], rules)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if sum(int(v) for v in raw.values()) != len(deck.cards) or deck_problems(deck, rules):
        return None
    return deck


def names(rules: Rules = ID_1) -> list[str]:
    """The saved decks' names, sorted, the legal ones only."""
    out = []
    folder = decks_dir()
    if not folder.is_dir():
        return []
    for path in sorted(folder.glob("*.json")):
        try:
            name = json.loads(path.read_text(encoding="utf-8"))["name"]
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if isinstance(name, str) and load(name, rules) is not None:
            out.append(name)
    return sorted(out, key=str.lower)


def default(hero: str | None = None, rules: Rules = ID_1) -> Deck:
    return default_deck(rules, hero)
