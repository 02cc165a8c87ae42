# Sourced by ./scripts/play, ./scripts/test and ./scripts/build_app with a mode: `play`
# installs the project, any other word the project with that extra (`test`, `build`).
# Creates .venv on first use and reinstalls whenever pyproject.toml changes.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
python="${PYTHON:-}"
if [ -z "$python" ]; then
  for candidate in python3.13 python3.12 python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
       "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      python="$candidate"; break
    fi
  done
fi
if [ -z "$python" ]; then
  echo "Elemental Mage Battle needs Python 3.11 or newer; none was found on PATH." >&2
  exit 1
fi
venv="$root/.venv"
if [ ! -x "$venv/bin/python" ]; then
  echo "Setting up .venv (first run)..." >&2
  "$python" -m venv "$venv"
fi
stamp="$venv/.installed-$1"
want="$(cat pyproject.toml | "$venv/bin/python" -c 'import hashlib,sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())')"
# A venv set up for more is used as it is: every install holds the project, and the test
# extra holds the build extra's PyInstaller. Reinstalling would also rewrite the project's
# files under a test suite that is running from them (scripts/build_app from a test).
installed() { [ -f "$venv/.installed-$1" ] && [ "$(cat "$venv/.installed-$1")" = "$want" ]; }
case "$1" in
  play) covers="play test build" ;;
  build) covers="build test" ;;
  *) covers="$1" ;;
esac
ready=""
for mode in $covers; do installed "$mode" && ready=1; done
if [ -z "$ready" ]; then
  echo "Installing the project and its dependencies into .venv..." >&2
  "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
  spec="."; [ "$1" = play ] || spec=".[$1]"
  "$venv/bin/python" -m pip install --quiet -e "$spec" >&2
  echo "$want" > "$stamp"
fi
