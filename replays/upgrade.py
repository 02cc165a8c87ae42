"""Earlier replay formats, upgraded on load one version at a time (on plain documents,
before any validation, so the checks of the current format judge the result)."""

from __future__ import annotations

from typing import Any

from replays.container import Document
from replays.errors import ReplayError

_V1_CHECKPOINT_BYTES = 8   # fixed by format 1, whatever later formats keep
_V1_SIDES = ("teal", "crimson")


def upgrade_0_to_1(doc: Document) -> Document:
    """Format 0 called the app version `app` and kept checkpoints as full hex digests."""
    header = doc.get("header")
    if isinstance(header, dict) and "app" in header:
        header = dict(header)
        header["app_version"] = header.pop("app")
        doc["header"] = header
    checkpoints = doc.get("checkpoints")
    if isinstance(checkpoints, list):
        upgraded = []
        for i, item in enumerate(checkpoints):
            if isinstance(item, list) and len(item) == 2 and isinstance(item[1], str):
                try:
                    item = [item[0], bytes.fromhex(item[1])[:_V1_CHECKPOINT_BYTES]]
                except ValueError:
                    raise ReplayError(f"field 'checkpoints[{i}]' is not a hex digest") from None
            upgraded.append(item)
        doc["checkpoints"] = upgraded
    return doc


def upgrade_1_to_2(doc: Document) -> Document:
    """Format 1 was Elemental Mage Battle's alone: two players named by side, a result of
    one winner and a score, notes of [command, mood, beliefs]."""
    header = doc.get("header")
    if isinstance(header, dict):
        header = dict(header)
        header["game"] = "mage_battle"
        players = header.pop("players", None)
        if isinstance(players, dict) and set(players) == set(_V1_SIDES):
            header["seats"] = [{"name": side, **players[side]} if isinstance(players[side], dict) else players[side]
                               for side in _V1_SIDES]
        else:
            header["seats"] = players
        header["result"] = _result_1_to_2(header.get("result"))
        doc["header"] = header
    notes = doc.get("notes")
    if isinstance(notes, list):
        doc["notes"] = [[n[0], [n[1], n[2]]] if isinstance(n, list) and len(n) == 3 else n for n in notes]
    return doc


def _result_1_to_2(result: Any) -> Any:
    if not isinstance(result, dict) or set(result) != {"winner", "score", "battles"}:
        return result
    winner, score = result["winner"], result["score"]
    if winner not in _V1_SIDES or not isinstance(score, list) or len(score) != 2:
        return result      # left for the current checks to name
    seat = _V1_SIDES.index(winner)
    scores = [score[0], score[1]] if seat == 0 else [score[1], score[0]]
    return {"scores": scores, "winners": [seat], "detail": result["battles"]}
