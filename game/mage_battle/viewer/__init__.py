"""Elemental Mage Battle in the replay viewer: its model, stage, notes, what-if and branch."""
