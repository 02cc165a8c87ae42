"""`python -m game ...` is the same as `mage-battle ...`."""

from game.cli.main import main

raise SystemExit(main())
