"""Learning a game in the window: one rules screen that pages through a game's pages and
one tutorial runner that coaches its scripted lessons over the game's own match screen.
A game hands both as data (`Learning`) through `GameUI.learn`; the title offers them
beside its new-match button and H opens the rules over its match screen."""
