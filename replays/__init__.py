"""Replays: the match log on disk.

Every layer works for any registered game (engine.kernel.registry); it talks to the
game's `Game` and never to its types:
- `container`: magic, format versions and upgrade steps, bounded msgpack reading,
  atomic writes, the length-prefixed record stream the journal uses.
- `schema`: small checks that name the field they reject.
- `format`, `upgrade`: the replay document (header naming the game, its rule set and
  every seat; compact commands; checkpoints; the AIs' notes) and earlier formats.
- `simulate`: re-simulation, checkpoints, verification (also under a draft rule set).
- `notes`: the AIs' notes, kept per seat when they change.
- `storage`, `journal`: where replays live, crash-proof recording of a match in play.
- `cursor`, `export`, `bugreport`: readers of a loaded replay.
"""

from replays.errors import ReplayError
from replays.format import Header, Player, Replay, ai, dumps, human, loads, new_header
from replays.journal import Journal, find_unfinished, resume
from replays.resimulate import Loaded, load_bytes, load_replay, replay_of, verify
from replays.storage import list_replays, replays_dir, save_replay

__all__ = [
    "Header", "Journal", "Loaded", "Player", "Replay", "ReplayError", "ai", "dumps", "find_unfinished",
    "human", "list_replays", "load_bytes", "load_replay", "loads", "new_header", "replay_of",
    "replays_dir", "resume", "save_replay", "verify",
]
