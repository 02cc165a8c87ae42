"""Every ruling the code cites is written down in the repository. Code, tests and scripts
cite a game's rulings by id (Elemental Mage Battle's R…, Wizard Survive's W…, Ifrita
Duel's D…); each id cited anywhere under engine/, game/, replays/, scripts/ and tests/
must be an entry of that game's rules page in docs/rules/, and no page may hold an id
twice.

An entry is a line of the form "- **<id>** — <the decision>" (see docs/rules/*.md).

What counts as a citation: the letter and number as a word, optionally with a step of
the ruling after a dot (the eighth ruling's first step, written with ".1", is that
ruling) or as a range with a hyphen or dash, which cites every ruling between its ends.
One shape is ambiguous: row D of Elemental Mage Battle's board names cells the same way
(D01 to D15, also written without the leading zero). Inside Ifrita Duel's files (a path
naming `ifrita` or `duel`) a D id is always a ruling; elsewhere it is a cell when it is
quoted (a cell in data, on any board size) or numbered 1 to 15 (the default board's
columns), and a ruling otherwise.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("engine", "game", "replays", "scripts", "tests")
PAGES = {"R": "mage-battle.md", "W": "wizard-survive.md", "D": "ifrita-duel.md"}
RULES_DIR = ROOT / "docs" / "rules"

CITATION = re.compile(r"(?P<quote>[\"']?)\b(?P<letter>[RWD])(?P<first>\d+)(?:\.\d+)?"
                      r"(?:\s*[-\u2013]\s*(?P=letter)?(?P<last>\d+))?\b")
ENTRY = re.compile(r"^- \*\*(?P<id>[A-Z]+\d+)\*\* \u2014 \S", re.MULTILINE)
BOARD_COLUMNS = 15     # Elemental Mage Battle's default board: cells D01..D15 of row D


def _is_duel_file(relative: Path) -> bool:
    return any("ifrita" in part or "duel" in part for part in relative.parts)


def citations(text: str, duel_file: bool) -> set[str]:
    """The ruling ids `text` cites, ranges expanded, steps folded into their ruling."""
    found: set[str] = set()
    for m in CITATION.finditer(text):
        letter, first = m["letter"], int(m["first"])
        last = int(m["last"]) if m["last"] else first
        if letter == "D" and not duel_file and (m["quote"] or first <= BOARD_COLUMNS):
            continue      # a cell of row D (see the module's text)
        if last < first or last - first > 50:
            last = first  # not a range after all ("D10-D09" reads as two cells, not a span)
        found.update(f"{letter}{n}" for n in range(first, last + 1))
    return found


def entries(page: str) -> list[str]:
    """The ids of a rules page's entries, in order, repeats kept."""
    return [m["id"] for m in ENTRY.finditer(page)]


def _text_files() -> list[Path]:
    files = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                files.append(path)
    return files


def _read_text(path: Path) -> str | None:
    """The file's text; None for a binary file, or one removed while the scan ran."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def cited_in_repository() -> dict[str, set[str]]:
    """Each cited id and the files (relative paths) that cite it."""
    where: dict[str, set[str]] = {}
    for path in _text_files():
        text = _read_text(path)
        if text is None:
            continue
        relative = path.relative_to(ROOT)
        for ruling in citations(text, _is_duel_file(relative)):
            where.setdefault(ruling, set()).add(str(relative))
    return where


def undocumented(cited: dict[str, set[str]], pages: dict[str, str]) -> list[str]:
    """One line per cited id missing from its game's page."""
    known = {letter: set(entries(text)) for letter, text in pages.items()}
    return [f"{ruling} (cited in {', '.join(sorted(files)[:3])}) is not an entry of docs/rules/{PAGES[ruling[0]]}"
            for ruling, files in sorted(cited.items()) if ruling not in known[ruling[0]]]


def _pages() -> dict[str, str]:
    return {letter: (RULES_DIR / name).read_text(encoding="utf-8") for letter, name in PAGES.items()}


def test_every_cited_ruling_is_an_entry_of_its_games_rules_page() -> None:
    cited = cited_in_repository()
    assert {ruling[0] for ruling in cited} == set(PAGES), "the scan found no citation of some game"
    missing = undocumented(cited, _pages())
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("letter", sorted(PAGES))
def test_a_rules_page_holds_each_ruling_once_and_only_its_games(letter: str) -> None:
    ids = entries(_pages()[letter])
    assert len(ids) >= 30, f"docs/rules/{PAGES[letter]} has only {len(ids)} ruling entries"
    repeated = sorted(ruling for ruling, count in Counter(ids).items() if count > 1)
    assert not repeated, f"entries repeated in docs/rules/{PAGES[letter]}: {repeated}"
    foreign = sorted(ruling for ruling in ids if not re.fullmatch(rf"{letter}\d+", ruling))
    assert not foreign, f"docs/rules/{PAGES[letter]} holds entries of another game: {foreign}"


def test_a_citation_missing_from_the_pages_is_reported(tmp_path: Path) -> None:
    # Ids built at run time, so this file itself cites nothing that does not exist.
    made_up = f"W{900 + 7}"
    cited = {made_up: {"engine/wizard_survive/somewhere.py"}, "W1": {"x.py"}}
    missing = undocumented(cited, _pages())
    assert len(missing) == 1 and missing[0].startswith(f"{made_up} (cited in engine/wizard_survive/somewhere.py)")
    page = _pages()
    page["R"] = page["R"].replace("- **R22** \u2014", "- R22 \u2014")     # an entry out of form
    assert any(line.startswith("R22 ") for line in undocumented({"R22": {"y.py"}}, page))


def test_citations_are_read_as_the_code_writes_them() -> None:
    assert citations("apply R19 (see R9-R12 and R16\u2013R18)", duel_file=False) == {
        "R19", "R9", "R10", "R11", "R12", "R16", "R17", "R18"}
    assert citations("the end phase's first step (D8.1); D6.2", duel_file=True) == {"D8", "D6"}
    assert citations('illegal(state, cmd, "R8"); W29\'s equilibrium', duel_file=False) == {"R8", "W29"}
    assert citations("RD3 R12a xR1 D5x", duel_file=True) == set()
    # Row D of the battle board outside Ifrita Duel's files: cells, not rulings.
    assert citations('c3 moved D10\u2192D09; at = "D3"; shrine "D99"', duel_file=False) == set()
    assert citations("the seed stays secret (D38)", duel_file=False) == {"D38"}
    assert citations('blocks (D26); assert "D10" in reasons', duel_file=True) == {"D26", "D10"}


def test_the_two_pages_of_the_design_exist() -> None:
    assert (ROOT / "docs" / "ARCHITECTURE.md").is_file()
    for name in PAGES.values():
        assert (RULES_DIR / name).is_file()
