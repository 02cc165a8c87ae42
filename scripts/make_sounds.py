#!/usr/bin/env python3
"""Generate the game's chiptune sound effects as 16-bit mono 22,050 Hz WAV files.

Standard library only, deterministic: two runs write byte-identical files.

    python3 scripts/make_sounds.py            # writes assets/sounds/
    python3 scripts/make_sounds.py --out DIR  # writes somewhere else

Each cue is a few voices (square, pulse, triangle, noise) with pitch sweeps and
short envelopes, mixed and clipped. Only arithmetic on floats is used (no sin,
exp or pow from the C library, whose last bits may differ between platforms),
note pitches are written out as numbers, and noise comes from a local
`random.Random(seed)`, so tests can check that the committed files are what this
script makes.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
PEAK = 0.55           # of full scale: square waves are loud, and cues overlap

# Equal temperament, A4 = 440 Hz, to 2 decimals.
NOTE = {
    "C4": 261.63, "D4": 293.66, "E4": 329.63, "F4": 349.23, "F#4": 369.99, "G4": 392.00, "A4": 440.00,
    "Bb4": 466.16, "B4": 493.88, "C5": 523.25, "D5": 587.33, "Eb5": 622.25, "E5": 659.26, "F5": 698.46,
    "G5": 783.99, "A5": 880.00, "B5": 987.77, "C6": 1046.50, "E6": 1318.51, "G6": 1567.98, "B6": 1975.53,
    "C7": 2093.00, "E3": 164.81, "A3": 220.00, "D3": 146.83,
}


# ---- voices: each returns `n` samples in -1..1 --------------------------------------------

def ipow(x: float, k: int) -> float:
    """x**k by multiplication: float ** goes through the C library's pow."""
    r = 1.0
    for _ in range(k):
        r *= x
    return r


def sweep(f0: float, f1: float, n: int, shape: str = "lin") -> Callable[[int], float]:
    """The frequency at sample i, from f0 to f1: "in" lingers near f0, "out" rushes away from it."""
    def at(i: int) -> float:
        t = i / max(1, n - 1)
        if shape == "in":
            t = t * t
        elif shape == "out":
            t = 1 - (1 - t) * (1 - t)
        return f0 + (f1 - f0) * t
    return at


def pulse(freq: Callable[[int], float], n: int, duty: float = 0.5) -> list[float]:
    out, phase = [], 0.0
    for i in range(n):
        out.append(1.0 if phase < duty else -1.0)
        phase += freq(i) / RATE
        phase -= int(phase)
    return out


def triangle(freq: Callable[[int], float], n: int) -> list[float]:
    out, phase = [], 0.0
    for i in range(n):
        out.append(4.0 * phase - 1.0 if phase < 0.5 else 3.0 - 4.0 * phase)
        phase += freq(i) / RATE
        phase -= int(phase)
    return out


def noise(rng: random.Random, n: int, hold: Callable[[int], float]) -> list[float]:
    """Sample-and-hold noise like the NES noise channel: a new random level `hold(i)` times a second."""
    out, level, phase = [], 0.0, 1.0
    for i in range(n):
        if phase >= 1.0:
            level = rng.uniform(-1.0, 1.0)
            phase -= int(phase)
        out.append(level)
        phase += hold(i) / RATE
    return out


def const(f: float) -> Callable[[int], float]:
    return lambda i: f


# ---- envelopes -----------------------------------------------------------------------------

def envelope(n: int, attack: float = 0.004, release: float = 1.0, power: int = 2) -> list[float]:
    """Quick linear attack, then a decay over the last `release` fraction; power shapes the fall."""
    a = max(1, int(attack * RATE))
    r_start = int(n * (1 - release))
    out = []
    for i in range(n):
        if i < a:
            g = i / a
        elif i < r_start:
            g = 1.0
        else:
            g = ipow(1.0 - (i - r_start) / max(1, n - r_start), power)
        out.append(g)
    return out


def shaped(samples: list[float], env: list[float], gain: float = 1.0) -> list[float]:
    return [s * e * gain for s, e in zip(samples, env)]


def samples(seconds: float) -> int:
    return int(seconds * RATE)


def mix(total: float, *parts: tuple[float, list[float]]) -> list[float]:
    """Voices placed at (start seconds, samples) on one track of `total` seconds."""
    track = [0.0] * samples(total)
    for start, voice in parts:
        at = samples(start)
        for i, s in enumerate(voice):
            if at + i < len(track):
                track[at + i] += s
    return track


def note(name: str, seconds: float, wave_: str = "pulse", duty: float = 0.5, gain: float = 1.0,
         release: float = 0.7, power: int = 2) -> list[float]:
    n = samples(seconds)
    f = const(NOTE[name])
    voice = triangle(f, n) if wave_ == "triangle" else pulse(f, n, duty)
    return shaped(voice, envelope(n, release=release, power=power), gain)


def melody(notes: list[tuple[str, float]], wave_: str = "pulse", duty: float = 0.5, gain: float = 1.0,
           gap: float = 0.0, last_release: float = 0.9) -> list[tuple[float, list[float]]]:
    """Notes one after another (name, seconds); the last rings out."""
    parts, t = [], 0.0
    for k, (name, seconds) in enumerate(notes):
        last = k == len(notes) - 1
        parts.append((t, note(name, seconds, wave_, duty, gain, release=last_release if last else 0.5)))
        t += seconds + gap
    return parts


# ---- the cues --------------------------------------------------------------------------------

def click(rng: random.Random) -> list[float]:
    n = samples(0.035)
    return shaped(pulse(sweep(1800, 1200, n), n, 0.25), envelope(n, 0.001, 1.0, 2), 0.6)


def step(rng: random.Random) -> list[float]:
    n = samples(0.08)
    body = shaped(triangle(sweep(190, 110, n), n), envelope(n, 0.002, 1.0, 2), 0.9)
    tick = shaped(noise(rng, samples(0.02), const(6000)), envelope(samples(0.02), 0.001, 1.0, 2), 0.25)
    return mix(0.08, (0.0, body), (0.0, tick))


def zap(rng: random.Random) -> list[float]:
    """Sorcerer: a thin pulse diving from high to low, with a crackle."""
    n = samples(0.28)
    wobble = sweep(1500, 260, n, "out")
    body = shaped(pulse(lambda i: wobble(i) * (1.06 if (i // 220) % 2 else 1.0), n, 0.125),
                  envelope(n, 0.002, 0.8, 2), 0.7)
    crackle = shaped(noise(rng, samples(0.12), const(9000)), envelope(samples(0.12), 0.001, 1.0, 2), 0.25)
    return mix(0.28, (0.0, body), (0.0, crackle))


def chime(rng: random.Random) -> list[float]:
    """Priest: two bell-like notes, a fifth apart, triangle under a soft pulse."""
    parts = []
    for start, name in ((0.0, "E6"), (0.09, "B6")):
        parts.append((start, note(name, 0.36, "triangle", gain=0.7, release=0.95, power=2)))
        parts.append((start, note(name, 0.2, "pulse", duty=0.25, gain=0.18, release=0.95, power=2)))
    return mix(0.45, *parts)


def thump(rng: random.Random) -> list[float]:
    """Mystic: a low triangle drop with a puff of dark noise."""
    n = samples(0.3)
    body = shaped(triangle(sweep(170, 45, n, "out"), n), envelope(n, 0.002, 0.9, 2), 1.0)
    puff = shaped(noise(rng, samples(0.1), const(1800)), envelope(samples(0.1), 0.002, 1.0, 2), 0.3)
    return mix(0.3, (0.0, body), (0.0, puff))


def hit(rng: random.Random) -> list[float]:
    """Damage lands: a noise crack over a square falling fast."""
    n = samples(0.22)
    crack = shaped(noise(rng, n, sweep(12000, 2500, n)), envelope(n, 0.001, 1.0, 2), 0.75)
    drop = shaped(pulse(sweep(420, 90, n, "out"), n, 0.5), envelope(n, 0.001, 1.0, 2), 0.45)
    return mix(0.22, (0.0, crack), (0.0, drop))


def counter(rng: random.Random) -> list[float]:
    """The attack turned back: a rising blip answered by a falling one, then the crack."""
    up = samples(0.09)
    down = samples(0.14)
    rise = shaped(pulse(sweep(300, 1100, up), up, 0.25), envelope(up, 0.002, 0.3, 1), 0.55)
    fall = shaped(pulse(sweep(1100, 180, down, "out"), down, 0.5), envelope(down, 0.002, 1.0, 2), 0.5)
    n = samples(0.14)
    crack = shaped(noise(rng, n, sweep(9000, 2000, n)), envelope(n, 0.001, 1.0, 2), 0.55)
    return mix(0.32, (0.0, rise), (0.09, fall), (0.12, crack))


def fizzle(rng: random.Random) -> list[float]:
    """Nothing happens (a draw, or Mana Backflow without recoil): a soft hiss fading down."""
    n = samples(0.26)
    hiss = shaped(noise(rng, n, sweep(5000, 600, n)), envelope(n, 0.01, 1.0, 2), 0.35)
    tone = shaped(triangle(sweep(330, 220, n), n), envelope(n, 0.01, 1.0, 2), 0.45)
    return mix(0.26, (0.0, hiss), (0.0, tone))


def removed(rng: random.Random) -> list[float]:
    """A mage falls: a falling arpeggio ending in a puff."""
    parts = melody([("C5", 0.08), ("A4", 0.08), ("F4", 0.08), ("D4", 0.2)], "pulse", 0.5, 0.55)
    n = samples(0.2)
    parts.append((0.3, shaped(noise(rng, n, sweep(4000, 400, n)), envelope(n, 0.005, 1.0, 2), 0.35)))
    return mix(0.52, *parts)


def card(rng: random.Random) -> list[float]:
    """A card is played: a quick upward sparkle."""
    parts = melody([("C6", 0.05), ("E6", 0.05), ("G6", 0.05), ("C7", 0.2)], "pulse", 0.25, 0.45)
    parts += [(t + 0.025, shaped(v, [1.0] * len(v), 0.35)) for t, v in melody(
        [("C6", 0.05), ("E6", 0.05), ("G6", 0.05), ("C7", 0.2)], "triangle", gain=1.0)]
    return mix(0.4, *parts)


def battle_won(rng: random.Random) -> list[float]:
    lead = melody([("G5", 0.09), ("C6", 0.09), ("E6", 0.09), ("G6", 0.33)], "pulse", 0.5, 0.45)
    bass = melody([("E3", 0.18), ("A3", 0.18), ("C4", 0.3)], "triangle", gain=0.7)
    return mix(0.66, *lead, *bass)


def battle_lost(rng: random.Random) -> list[float]:
    lead = melody([("G4", 0.14), ("F#4", 0.14), ("F4", 0.14), ("E4", 0.3)], "pulse", 0.25, 0.45)
    bass = melody([("A3", 0.28), ("E3", 0.42)], "triangle", gain=0.7)
    return mix(0.74, *lead, *bass)


def scroll(rng: random.Random) -> list[float]:
    """The pan to the next battlefield: a noise whoosh that rises and falls."""
    n = samples(0.55)

    def hold(i: int) -> float:
        t = i / n
        return 800 + 7000 * (1 - abs(2 * t - 1))

    swell = [1 - abs(2 * i / n - 1) for i in range(n)]
    return shaped(noise(rng, n, hold), [s * s for s in swell], 0.7)


def match_won(rng: random.Random) -> list[float]:
    lead = melody([("C5", 0.08), ("E5", 0.08), ("G5", 0.08), ("C6", 0.16), ("G5", 0.08), ("C6", 0.35)],
                  "pulse", 0.5, 0.42)
    harmony = melody([("E5", 0.24), ("E5", 0.16), ("E5", 0.08), ("G5", 0.35)], "pulse", 0.25, 0.2)
    bass = melody([("C4", 0.24), ("G4", 0.24), ("C4", 0.35)], "triangle", gain=0.7)
    return mix(0.84, *lead, *harmony, *bass)


def match_lost(rng: random.Random) -> list[float]:
    lead = melody([("E5", 0.16), ("D5", 0.16), ("C5", 0.16), ("B4", 0.34)], "pulse", 0.25, 0.4)
    bass = melody([("A3", 0.32), ("E3", 0.5)], "triangle", gain=0.75)
    return mix(0.84, *lead, *bass)


def fanfare(rng: random.Random) -> list[float]:
    """The match is over, nobody's side taken (hot-seat, AI against AI): a plain flourish."""
    lead = melody([("G4", 0.07), ("G4", 0.07), ("G4", 0.07), ("C5", 0.2), ("G4", 0.1), ("C5", 0.26)],
                  "pulse", 0.5, 0.42, gap=0.01)
    bass = melody([("C4", 0.42), ("G4", 0.1), ("C4", 0.3)], "triangle", gain=0.7)
    return mix(0.84, *lead, *bass)


# ---- Wizard Survive's reveal: reused by any game whose show fits the words -----------------

def flip(rng: random.Random) -> list[float]:
    """Face-down cards turned over together: a papery double flick rising."""
    parts = []
    for start, f0 in ((0.0, 900), (0.06, 1300)):
        n = samples(0.05)
        parts.append((start, shaped(noise(rng, n, sweep(f0 * 4, f0 * 8, n)), envelope(n, 0.001, 1.0, 2), 0.45)))
        parts.append((start, shaped(pulse(sweep(f0, f0 * 1.5, n), n, 0.125), envelope(n, 0.001, 1.0, 2), 0.25)))
    return mix(0.14, *parts)


def whoosh(rng: random.Random) -> list[float]:
    """A fireball in flight: a rushing noise under a low roar that rises."""
    n = samples(0.4)
    swell = [min(1.0, 3 * i / n) * (1 - i / n) for i in range(n)]
    rush = shaped(noise(rng, n, sweep(1500, 6000, n, "in")), swell, 0.7)
    roar = shaped(triangle(sweep(90, 160, n), n), swell, 0.5)
    return mix(0.4, (0.0, rush), (0.0, roar))


def bolt(rng: random.Random) -> list[float]:
    """Lightning: sharp high crackles stuttering over a buzzing square."""
    n = samples(0.32)
    buzz = shaped(pulse(lambda i: 110.0 if (i // 400) % 2 else 147.0, n, 0.5), envelope(n, 0.001, 0.9, 2), 0.35)
    parts: list[tuple[float, list[float]]] = [(0.0, buzz)]
    for k in range(5):
        m = samples(0.03)
        parts.append((k * 0.055, shaped(noise(rng, m, const(14000)), envelope(m, 0.001, 1.0, 2), 0.6)))
    return mix(0.32, *parts)


def blink(rng: random.Random) -> list[float]:
    """Teleport: a glassy arpeggio rushing up and out of hearing."""
    parts = melody([("C6", 0.04), ("G6", 0.04), ("C7", 0.04), ("G6", 0.04), ("C7", 0.12)], "triangle", gain=0.6)
    n = samples(0.3)
    parts.append((0.0, shaped(pulse(sweep(800, 3200, n, "in"), n, 0.125), envelope(n, 0.002, 1.0, 2), 0.2)))
    return mix(0.32, *parts)


def crash(rng: random.Random) -> list[float]:
    """A meteor lands on everyone else: a long fall, then a deep boom and rubble."""
    fall_n = samples(0.3)
    fall = shaped(pulse(sweep(1600, 200, fall_n, "in"), fall_n, 0.25), envelope(fall_n, 0.01, 0.2, 1), 0.3)
    n = samples(0.55)
    boom = shaped(triangle(sweep(120, 30, n, "out"), n), envelope(n, 0.001, 1.0, 2), 1.0)
    rubble = shaped(noise(rng, n, sweep(3000, 300, n)), envelope(n, 0.001, 1.0, 2), 0.7)
    return mix(0.85, (0.0, fall), (0.3, boom), (0.3, rubble))


def tally(rng: random.Random) -> list[float]:
    """The round's end: souls counted in, a bell run settling on its chord."""
    lead = melody([("E5", 0.07), ("G5", 0.07), ("B5", 0.07), ("E6", 0.3)], "pulse", 0.25, 0.35)
    bell = melody([("E5", 0.21), ("B5", 0.3)], "triangle", gain=0.6)
    return mix(0.6, *lead, *bell)


CUES: dict[str, Callable[[random.Random], list[float]]] = {
    "click": click, "step": step, "zap": zap, "chime": chime, "thump": thump, "hit": hit,
    "counter": counter, "fizzle": fizzle, "removed": removed, "card": card, "battle_won": battle_won,
    "battle_lost": battle_lost, "scroll": scroll, "match_won": match_won, "match_lost": match_lost,
    "fanfare": fanfare, "flip": flip, "whoosh": whoosh, "bolt": bolt, "blink": blink, "crash": crash,
    "tally": tally,
}


def render(name: str) -> bytes:
    """The WAV file's bytes for one cue; its own seed, so cues do not shift when one changes."""
    seed = sum(ord(c) * 31 ** k for k, c in enumerate(name)) % 2**32
    track = CUES[name](random.Random(seed))
    fade = min(len(track), samples(0.004))
    for k in range(fade):       # no click where a voice is cut by the end of its track
        track[len(track) - 1 - k] *= k / fade
    pcm = array("h", (max(-32767, min(32767, round(s * PEAK * 32767))) for s in track))
    if sys.byteorder == "big":
        pcm.byteswap()    # WAV is little-endian
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the WAV files (default: assets/sounds)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in CUES:
        data = render(name)
        (args.out / f"{name}.wav").write_bytes(data)
        print(f"{name}.wav  {len(data):6d} bytes  {(len(data) - 44) / 2 / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
