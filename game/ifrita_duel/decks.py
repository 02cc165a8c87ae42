"""Named decks in the user's data folder (platformdirs, through replays.storage;
`EMB_DATA_DIR` overrides it), one small JSON file each, written atomically. Only a deck
the rules accept (D4) is saved; a file that no longer is one is skipped when listed."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from engine.ifrita_duel.rules import ID_1, Rules
from engine.ifrita_duel.state import Deck, DeckFault, deck_faults, deck_problems, default_deck
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


@dataclass(frozen=True, slots=True)
class Saved:
    """One file of the decks folder. `fault` is "" for a sound deck; else "unreadable"
    (not a JSON file), "incomplete" (its fields missing or of the wrong kind: `detail`
    names them) or "illegal" (a deck the rules refuse, D4: `why` is the engine's first
    fault, for the window to word)."""

    file: str                  # the file's stem: what opening or deleting it names
    name: str                  # the deck's name, or the file's stem when it has none
    deck: Deck | None = None
    fault: str = ""
    detail: str = ""
    why: DeckFault | None = None


def read(path: Path, rules: Rules = ID_1) -> Saved:
    """The deck saved at `path`, or why it cannot be opened; never raises for a bad file."""
    stem = path.stem
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Saved(stem, stem, fault="unreadable")
    name = data.get("name") if isinstance(data, dict) else None
    shown = name if isinstance(name, str) and name else stem
    raw = data.get("cards") if isinstance(data, dict) else None
    hero = data.get("hero") if isinstance(data, dict) else None
    if not isinstance(raw, dict) or not isinstance(hero, str) or not isinstance(name, str) \
            or not all(isinstance(v, int) and v >= 0 for v in raw.values()):
        missing = [k for k, ok in (("name", isinstance(name, str)), ("hero", isinstance(hero, str)),
                                   ("cards", isinstance(raw, dict))) if not ok]
        return Saved(stem, shown, fault="incomplete", detail=", ".join(missing) or "cards")
    # Unknown ids and absurd counts first: `deck_of` keeps only the set's cards (they would
    # pass unseen) and lays out every copy (a count of a billion would never finish).
    unknown = sorted(str(k) for k in raw if not rules.cards.has_card(str(k)))
    heavy = sorted(str(k) for k, v in raw.items() if v > rules.max_copies)
    if unknown or heavy:
        fault = DeckFault("card", unknown[0]) if unknown else \
            DeckFault("copies", heavy[0], raw[heavy[0]], rules.max_copies)
        return Saved(stem, shown, fault="illegal", why=fault)
    deck = deck_of({str(k): v for k, v in raw.items()}, hero, rules)
    faults = deck_faults(deck, rules)
    if faults:
        return Saved(stem, shown, fault="illegal", why=faults[0])
    return Saved(stem, name, deck)


def listing(rules: Rules = ID_1) -> list[Saved]:
    """Every deck file of the folder, by name; the damaged ones too."""
    folder = decks_dir()
    if not folder.is_dir():
        return []
    return sorted((read(p, rules) for p in folder.glob("*.json")), key=lambda s: (s.name.lower(), s.file))


def delete(file: str) -> bool:
    """Remove the deck file `file` (a stem from `listing`); False when it was not there."""
    path = decks_dir() / f"{file}.json"
    if path.parent != decks_dir() or not path.is_file():
        return False
    try:
        path.unlink()
    except OSError:
        return False
    return True


def load(name: str, rules: Rules = ID_1) -> Deck | None:
    """The saved deck, or None when missing, unreadable or no longer legal."""
    return read(_file(name), rules).deck


def names(rules: Rules = ID_1) -> list[str]:
    """The saved decks' names, sorted, the legal ones only."""
    return [s.name for s in listing(rules) if s.deck is not None]


def default(hero: str | None = None, rules: Rules = ID_1) -> Deck:
    return default_deck(rules, hero)
