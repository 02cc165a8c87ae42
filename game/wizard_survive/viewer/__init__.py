"""Wizard Survive in the replay viewer: its model, stage, AI notes, what-if and branch."""
