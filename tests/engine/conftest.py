import sys
from pathlib import Path

# `from builders import ...` works whether or not tests/ becomes a package later.
_here = str(Path(__file__).parent)
if _here not in sys.path:
    sys.path.insert(0, _here)
