"""The `mage-battle` command line: `main.py` parses, each sub-command has a module."""
