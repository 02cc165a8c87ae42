"""Ifrita Duel in the replay viewer: its board, the AIs' beliefs beside the truth, the block what-if."""
