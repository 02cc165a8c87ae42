"""Replays: the match log on disk.

Layers, from game-agnostic to v0.6-specific:
- `container`: magic, format versions and upgrade steps, bounded msgpack reading,
  atomic writes, the length-prefixed record stream the journal uses.
- `schema`: small checks that name the field they reject.
- `format`: the v0.6 replay document (header, compact commands, checkpoints).
- `simulate`: re-simulation, checkpoints, verification (also under a draft rule set).
- `storage`, `journal`: where replays live, crash-proof recording of a match in play.
- `cursor`, `export`, `bugreport`: readers of a loaded replay.
"""

from replays.errors import ReplayError

__all__ = ["ReplayError"]
