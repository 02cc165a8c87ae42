"""The engines: the kernel every game plugs into (`engine.kernel`) and one package per
game (`engine.mage_battle`, `engine.wizard_survive`, `engine.ifrita_duel`).

Pure and deterministic: no Arcade, no files, no clock, no global random; the same seed
and commands give the same state hash in any process. Importing the kernel loads no
game: a game is imported by name (`engine.games` lists the built-in ones).
"""
