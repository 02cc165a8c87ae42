import sys
from pathlib import Path

# `from duel_helpers import ...` works whether or not tests/ becomes a package later.
_here = str(Path(__file__).parent)
if _here not in sys.path:
    sys.path.insert(0, _here)

import engine.ifrita_duel.game  # noqa: E402,F401  (registers ifrita_duel; engine/games.py may not list it yet)
