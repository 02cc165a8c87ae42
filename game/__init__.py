"""The application: the `mage-battle` command line and (later) the Arcade window.

Importing this package must not import arcade: the headless sub-commands run on
machines without OpenGL. Only the window code imports arcade.
"""
