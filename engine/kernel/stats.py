"""The statistics every game's balance lab shares: the 95% Wilson score interval of a
rate. Unlike the normal approximation it stays inside [0, 1] and is honest for small
counts and rates near 0 or 1."""

from __future__ import annotations

import math

Z95 = 1.959963984540054      # the normal quantile of a two-sided 95% interval


def wilson(successes: int, trials: int) -> tuple[float, float] | None:
    """The 95% Wilson score interval of successes / trials; None without trials."""
    if trials <= 0:
        return None
    p = successes / trials
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)
