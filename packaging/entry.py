"""The standalone bundle's first code: `mage-battle` as pyproject.toml's entry point
runs it, behind the one line a frozen program needs first."""

import multiprocessing

if __name__ == "__main__":
    # The AI's worker and the balance lab start processes by `spawn`, which in a bundle
    # re-runs this executable: freeze_support turns such a run into the worker instead
    # of a second game (PyInstaller's runtime hook makes it work beyond Windows).
    multiprocessing.freeze_support()

    from game.cli.main import main

    raise SystemExit(main())
