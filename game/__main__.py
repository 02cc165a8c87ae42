"""`python -m game ...` is the same as `mage-battle ...`."""

from game.cli import main

raise SystemExit(main())
