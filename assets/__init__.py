"""The game's sprites, fonts (with their licence) and sounds. pyproject.toml installs this
folder as the package `game.assets`, in the editable install of ./scripts/play and
./scripts/test as in a wheel; game/shell/resources.py finds the files through
importlib.resources. No code lives here."""
