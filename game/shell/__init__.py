"""The window shell every game shares: the window and its canvas, settings, sound, widgets,
the string catalog, the director of screens, the title, the hand-off curtain, the match
controller and AI worker, and the replay viewer's transport. No game's rules or art."""
