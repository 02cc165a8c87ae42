import sys
from pathlib import Path

# Nim, the test-only game of tests/seam, is imported as `nim` (as its own tests do), so the
# lab's worker processes and a LocalCluster's workers find it through sys.path too.
_seam = str(Path(__file__).resolve().parent.parent / "seam")
if _seam not in sys.path:
    sys.path.insert(0, _seam)
