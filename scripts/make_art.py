#!/usr/bin/env python3
"""Generate every sprite of Elemental Mage Battle from hand-written pixel maps.

Standard library only.  Each sprite below is a list of strings, one character
per pixel; a legend maps characters to named palette colours.  Edit a
character, run

    python3 scripts/make_art.py            # writes assets/sprites/
    python3 scripts/make_art.py --out DIR  # writes somewhere else

and the PNGs (RGBA, transparent background), ``manifest.json`` and the 4x
contact sheet ``_preview.png`` are rewritten.  The output is deterministic:
two runs give byte-identical files.

Conventions in the maps
  ``.``      transparent; rows may stop early, the rest is padded with ``.``
  letters    colours, see LEGEND (shared) and SIDE_LEGEND (per side)
  ``* + ~ -`` glow pixels (white, gold, sky, ice) that get no outline
Most sprites get a 1-pixel dark outline added automatically around their
filled pixels (``outline=True``), so maps only draw fills and keep a 1-pixel
margin free; ``o`` draws the outline colour by hand inside a shape.

Mages face right (the game may mirror them).  Each job (S sorcerer, P
priest, O mystic) has an idle map and a cast map; idle frame 1 is frame 0
with the upper body sunk one pixel (breathing).  The two sides come from the
same maps by a colour swap (robe roles R r L, trim T, hem H) plus a head
overlay, so they differ by more than hue: teal wears a tall pointed hat, a
light trim and a solid light hem band; crimson wears a hooded cowl, a dark
trim and a checkered dark hem.  Shrines likewise differ by banner shape
(pointed vs swallow-tailed) and emblem (triangle vs ring).
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
import zlib
from pathlib import Path

# --------------------------------------------------------------------------
# Palette: the only colours used anywhere (at most 32).
# --------------------------------------------------------------------------
PALETTE: dict[str, str] = {
    "outline": "#1a1423",
    "ink": "#3b3848",
    "stone": "#6b6b7a",
    "silver": "#a8a8b4",
    "white": "#f0eee8",
    "skin": "#f2c79b",
    "skin_dark": "#c98e6b",
    "wood_dark": "#4a2c1c",
    "wood": "#7a4a2a",
    "wood_light": "#b07a44",
    "gold": "#f4c542",
    "gold_dark": "#b07d1e",
    "teal_dark": "#12545c",
    "teal": "#208a8a",
    "teal_light": "#64ccc0",
    "crimson_dark": "#601024",
    "crimson": "#a81c34",
    "crimson_light": "#e25460",
    "orange": "#f08030",
    "blue": "#3670d6",
    "sky": "#8cc8f0",
    "green": "#40a448",
    "green_dark": "#226434",
    "violet_dark": "#46266e",
    "violet": "#966ed2",
    "ice": "#cef4ff",
    "ground_dark": "#4c5140",
    "ground_a": "#5d6350",
    "ground_b": "#686e5a",
    "ground_light": "#7c8269",
    "blue_dark": "#1c3c84",
    "green_light": "#8cd878",
}
assert len(PALETTE) <= 32, "the art direction allows at most 32 colours"


def _rgba(name: str) -> tuple[int, int, int, int]:
    h = PALETTE[name].lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 255)


# Characters shared by every sprite.
LEGEND: dict[str, str] = {
    "o": "outline",
    "e": "outline",  # eyes
    "i": "ink",
    "n": "stone",
    "m": "silver",
    "w": "white",
    "s": "skin",
    "S": "skin_dark",
    "B": "wood_dark",
    "b": "wood",
    "l": "wood_light",
    "h": "wood_dark",  # hair
    "g": "gold",
    "G": "gold_dark",
    "f": "orange",
    "u": "blue",
    "k": "sky",
    "c": "ice",
    "q": "green",
    "Q": "green_dark",
    "V": "violet_dark",
    "v": "violet",
    "t": "teal",
    "a": "teal_light",
    "A": "teal_dark",
    "x": "crimson",
    "y": "crimson_light",
    "X": "crimson_dark",
    "1": "ground_dark",
    "2": "ground_a",
    "3": "ground_b",
    "4": "ground_light",
}

SIDES = ("teal", "crimson")

# Side roles: robe main R, robe shadow r, robe light L, trim T.
SIDE_LEGEND: dict[str, dict[str, str]] = {
    "teal": {"R": "teal", "r": "teal_dark", "L": "teal_light", "T": "white"},
    "crimson": {"R": "crimson", "r": "crimson_dark", "L": "crimson_light", "T": "outline"},
}


def hem_colour(side: str, x: int, y: int) -> str:
    """``H`` pixels: teal gets a solid light band, crimson a dark checker."""
    if side == "teal":
        return "white"
    return "outline" if (x + y) % 2 == 0 else "crimson_dark"


# --------------------------------------------------------------------------
# Tiny PNG writer / image helpers
# --------------------------------------------------------------------------
Pixel = tuple[int, int, int, int]
TRANSPARENT: Pixel = (0, 0, 0, 0)


class Image:
    def __init__(self, w: int, h: int, fill: Pixel = TRANSPARENT):
        self.w, self.h = w, h
        self.px: list[list[Pixel]] = [[fill] * w for _ in range(h)]

    def get(self, x: int, y: int) -> Pixel:
        return self.px[y][x]

    def put(self, x: int, y: int, p: Pixel) -> None:
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y][x] = p

    def paste(self, other: Image, ox: int, oy: int, scale: int = 1) -> None:
        """Alpha-tested paste (pixels are fully opaque or fully clear)."""
        for y in range(other.h):
            for x in range(other.w):
                p = other.px[y][x]
                if p[3]:
                    for dy in range(scale):
                        for dx in range(scale):
                            self.put(ox + x * scale + dx, oy + y * scale + dy, p)

    def png_bytes(self) -> bytes:
        raw = b"".join(b"\x00" + b"".join(bytes(p) for p in row) for row in self.px)

        def chunk(tag: bytes, data: bytes) -> bytes:
            body = tag + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        ihdr = struct.pack(">IIBBBBB", self.w, self.h, 8, 6, 0, 0, 0)  # 8-bit RGBA
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# Glow pixels: drawn after the outline and never outlined themselves.
GLOW: dict[str, str] = {"*": "white", "+": "gold", "~": "sky", "-": "ice"}


def pad(rows: list[str], w: int, h: int | None = None) -> list[str]:
    """Right-pad rows with ``.`` to width ``w`` (maps may omit trailing dots)."""
    for r in rows:
        assert len(r) <= w, f"map row too long ({len(r)} > {w}): {r!r}"
    rows = [r.ljust(w, ".") for r in rows]
    if h is not None:
        assert len(rows) == h, f"map has {len(rows)} rows, want {h}"
    return rows


def render(rows: list[str], legend: dict[str, str] | None = None,
           side: str | None = None, outline: bool = True) -> Image:
    """Turn a pixel map into an Image; optionally add the 1-pixel outline."""
    h, w = len(rows), len(rows[0])
    for r in rows:
        assert len(r) == w, f"ragged map row {r!r} (want {w})"
    leg = dict(LEGEND)
    if side:
        leg.update(SIDE_LEGEND[side])
    if legend:
        leg.update(legend)
    img = Image(w, h)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "." or ch in GLOW:
                continue
            if ch == "H" and side:
                img.px[y][x] = _rgba(hem_colour(side, x, y))
            else:
                img.px[y][x] = _rgba(leg[ch])
    if outline:
        add_outline(img)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in GLOW:
                img.px[y][x] = _rgba(GLOW[ch])
    return img


def add_outline(img: Image, colour: str = "outline") -> None:
    ink = _rgba(colour)
    solid = [[img.px[y][x][3] > 0 for x in range(img.w)] for y in range(img.h)]
    for y in range(img.h):
        for x in range(img.w):
            if solid[y][x]:
                continue
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nx, ny = x + dx, y + dy
                if 0 <= nx < img.w and 0 <= ny < img.h and solid[ny][nx]:
                    img.px[y][x] = ink
                    break


def overlay(base: list[str], top: list[str]) -> list[str]:
    """Lay map ``top`` over ``base``: ``.`` keeps, ``_`` clears, others paint."""
    out = []
    for b, t in zip(base, top, strict=True):
        assert len(b) == len(t)
        out.append("".join(bc if tc == "." else ("." if tc == "_" else tc) for bc, tc in zip(b, t)))
    return out


def breathe(img: Image, waist: int) -> Image:
    """Idle frame 2: everything above ``waist`` sinks one pixel."""
    out = Image(img.w, img.h)
    for y in range(img.h):
        src = y - 1 if 1 <= y <= waist else y
        if y == 0:
            continue
        out.px[y] = list(img.px[src])
    return out


# --------------------------------------------------------------------------
# Mages (24 x 30, facing right)
# --------------------------------------------------------------------------
# Side overlays for the head, shared by all jobs (the head sits in the same
# place in every body map).
HAT_TEAL = [  # tall pointed hat bending back, light band, wide brim
    "",
    "....rR",
    ".....rRL",
    "......rRL",
    "......rRRL",
    ".......rRRL",
    ".......rRRRL",
    ".......rRRRRL",
    ".......TTTTTTT",
    "....rRRRRRRRRRRL",
    "",
    "",
    "",
    "",
    "",
] + ["." * 24] * 15

HOOD_CRIMSON = [  # rounded cowl with a back point, dark trim round the face
    "",
    "",
    "",
    "",
    "",
    ".........rRRR",
    "........rRRRLL",
    ".......rRRRRRLL",
    "......rrRRRRRRLT",
    ".....rrRRRRTTTT",
    ".....rRRRRT",
    "....rrRRRRT",
    "....rRRRRRT",
    ".....rRRRRT",
    "....rrRRR",
] + ["." * 24] * 15

SIDE_HEAD = {"teal": HAT_TEAL, "crimson": HOOD_CRIMSON}

# Body maps: head at rows 7-13 (face x9-14, eye x12), feet on row 28.
SORCERER_IDLE = [  # long robe, white beard, wooden staff taller than himself
    "",
    "...................w",
    "..................wkw",
    "..................kuk",
    "...................u",
    "..................GgG",
    "...................b",
    "........hhhhh......b",
    ".......hhhhhhh.....b",
    ".......hhhsssss....b",
    ".......hhsssess....b",
    ".......hhsssess....b",
    "........hsswwwww...b",
    ".........Swwwwww...b",
    "......rRRRwwwwwwR..b",
    ".....rrRRRRwwwwRRRRb",
    ".....rRRRRRRwwRRRRTss",
    ".....rRRRRRRRwRRRRTss",
    ".....rRRRRRRRRRRR..b",
    ".....rGggggggggG...b",
    ".....rRRRRRRRRLR...b",
    "....rrRRRRRRRRLRR..b",
    "....rRRRRRRRRRLRR..b",
    "....rRRRRRRRRRLRR..b",
    "...rrRRRRRRRRRLRRR.b",
    "...rRRRRRRRRRRLRRR.b",
    "...HHHHHHHHHHHHHHH.b",
    "...HHHHHHHHHHHHHHH.b",
    ".......BBB..BBB....b",
    "",
]

SORCERER_CAST = [  # staff lifted high in the front hand, gem flaring
    "....................+",
    "..................*...*",
    "....................w",
    ".................+.wkw.+",
    "...................kuk",
    "....................u",
    "...................GgG",
    "........hhhhh.......b",
    ".......hhhhhhh......b",
    ".......hhhsssss.....b",
    ".......hhsssess.....b",
    ".......hhsssess....Tss",
    "........hsswwwww..RTss",
    ".........SwwwwwwRRR.b",
    "......rRRRwwwwwwRR..b",
    ".....rrRRRRwwwwRR...b",
    ".....rRRRRRRwwRRR...b",
    ".....rRRRRRRRwRRR...b",
    ".....rRRRRRRRRRLR...b",
    ".....rGggggggggG....b",
    ".....rRRRRRRRRLR....b",
    "....rrRRRRRRRRLRR...b",
    "....rRRRRRRRRRLRR...b",
    "....rRRRRRRRRRLRR...b",
    "...rrRRRRRRRRRLRRR..b",
    "...rRRRRRRRRRRLRRR..b",
    "...HHHHHHHHHHHHHHH..b",
    "...HHHHHHHHHHHHHHH",
    ".......BBB..BBB",
    "",
]

PRIEST_IDLE = [  # straight robe, collar and gold stole, short gold sceptre
    "",
    "",
    "",
    "",
    "",
    "..................w",
    ".................gwg",
    "........hhhhh...gwkwg",
    ".......hhhhhhh...gwg",
    ".......hhhsssss...G",
    ".......hhsssess...g",
    ".......hhsssess...g",
    "........hSssss....g",
    ".........SSss.....g",
    "......rRRTTTTR....g",
    ".....rrRRRRgRRR...g",
    ".....rRRRRRRgRRR..g",
    ".....rRRRRRRgRRRTss",
    ".....rRRRRRRgRRRTss",
    ".....rRRRRRRgRRR..g",
    ".....rRRRRRRgRLR..g",
    ".....rRRRRRRgRLR..g",
    ".....rRRRRRRgRLR..G",
    ".....rRRRRRRgRLR",
    "....rrRRRRRRgRLRR",
    "....rRRRRRRRgRLRR",
    "....HHHHHHHHgHHHH",
    "....HHHHHHHHgHHHH",
    "........BBB..BBB",
    "",
]

PRIEST_CAST = [  # sceptre raised above the head, star flaring
    "...............+...+",
    ".................w",
    "................gwg",
    "..............+gwkwg+",
    ".................gwg",
    "...............+.G.+",
    ".................g",
    "........hhhhh....g",
    ".......hhhhhhh..Tss",
    ".......hhhsssss.Tss",
    ".......hhsssess.RR",
    ".......hhsssess.RR",
    "........hSssss.RR",
    ".........SSss.RR",
    "......rRRTTTTRR",
    ".....rrRRRRgRR",
    ".....rRRRRRRgRR",
    ".....rRRRRRRgRR",
    ".....rRRRRRRgRR",
    ".....rRRRRRRgRR",
    ".....rRRRRRRgRLR",
    ".....rRRRRRRgRLR",
    ".....rRRRRRRgRLR",
    ".....rRRRRRRgRLR",
    "....rrRRRRRRgRLRR",
    "....rRRRRRRRgRLRR",
    "....HHHHHHHHgHHHH",
    "....HHHHHHHHgHHHH",
    "........BBB..BBB",
    "",
]

MYSTIC_IDLE = [  # cloak with a sash, glowing orb cradled against the chest
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    "........hhhhh",
    ".......hhhhhhh",
    ".......hhhsssss",
    ".......hhsssess",
    ".......hhsssess",
    "........hSssss......~",
    ".........SSss..",
    "......rRRRRRRR..vvc",
    ".....rrRRRRRRRRvvcwv..~",
    ".....rRRRRRRRRRVvvcv",
    ".....rRRRRRRRRRVVvvv",
    ".....rRRRRRRRRTsVVvs",
    ".....rRRRRRRRRRRsss",
    ".....rGggggggggG",
    "....rrRRRRRRRRLR",
    "....rRRRRRRRRRLRR",
    "....rRRRRRRRRRLRR",
    "...rrRRRRRRRRRLRR",
    "...rRRRRRRRRRRLRR",
    "...HHHHHHHHHHHHHH",
    "...HHHHHHHHHHHHHH",
    ".......BBB..BBB",
    "",
]

MYSTIC_CAST = [  # orb pushed out at arm's length, blazing
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    "........hhhhh",
    ".......hhhhhhh.........*",
    ".......hhhsssss...*",
    ".......hhsssess.....+",
    ".......hhsssess...vvc",
    "........hSssss...vvcwv.*",
    ".........SSss....Vvvcv",
    "......rRRRRRRRRRTVVvvv",
    ".....rrRRRRRRRRRTsVVvs",
    ".....rRRRRRRRRRR.*sss.*",
    ".....rRRRRRRRRR.....+",
    ".....rRRRRRRRRR",
    ".....rRRRRRRRRR",
    ".....rGggggggggG",
    "....rrRRRRRRRRLR",
    "....rRRRRRRRRRLRR",
    "....rRRRRRRRRRLRR",
    "...rrRRRRRRRRRLRR",
    "...rRRRRRRRRRRLRR",
    "...HHHHHHHHHHHHHH",
    "...HHHHHHHHHHHHHH",
    ".......BBB..BBB",
    "",
]

def surplice(rows: list[str], top: int = 18, bottom: int = 25) -> list[str]:
    """The priest's white surplice over its robe, waist to hem, split by the gold stole: at
    board scale a priest and a sorcerer share the side's hat and colours, and this white
    skirt is what tells the priest apart at a glance (the robe's dark edge keeps the side)."""
    out = []
    for y, row in enumerate(rows):
        if top <= y <= bottom:
            row = row[:6] + row[6:16].replace("R", "w").replace("L", "m") + row[16:]
        out.append(row)
    return out


JOBS = {
    # job: (idle map, cast map, waist row for the breathing frame)
    "S": (SORCERER_IDLE, SORCERER_CAST, 18),
    "P": (surplice(PRIEST_IDLE), surplice(PRIEST_CAST), 18),
    "O": (MYSTIC_IDLE, MYSTIC_CAST, 19),
}


def mage(job: str, side: str, cast: bool = False) -> Image:
    idle, cast_map, _ = JOBS[job]
    rows = overlay(pad(cast_map if cast else idle, 24, 30), pad(SIDE_HEAD[side], 24, 30))
    return render(rows, side=side)


# --------------------------------------------------------------------------
# Element icons (12 x 12)
# --------------------------------------------------------------------------
ELEMENT_ICONS: dict[str, list[str]] = {
    "fire": [  # flame
        "",
        "......f",
        ".....ff",
        ".....fff.f",
        "....ffgf.ff",
        "...ffggfff",
        "..fffggfff",
        "..ffggwgff",
        "..ffgwwgff",
        "...ffggff",
        "....ffff",
        "",
    ],
    "water": [  # drop
        "",
        ".....uu",
        ".....uu",
        "....uuuu",
        "...uuuuuu",
        "..uukuuuuu",
        "..ukuuuuuu",
        "..ukuuuuuu",
        "..uukuuuuu",
        "...uuuuuu",
        "....uuuu",
        "",
    ],
    "wood": [  # leaf with a vein and a stem
        "",
        "........qqq",
        "......qqqqq",
        ".....qqqqQq",
        "....qqqqQqq",
        "...qqqqQqqq",
        "...qqqQqqqq",
        "..qqqQqqqq",
        "..qqQqqqq",
        "..qQqqqq",
        ".QQ",
        "",
    ],
    "metal": [  # two stacked ingots
        "",
        "",
        "....wwww",
        "...mmmmmm",
        "...nmmmmn",
        "..wwoooww",
        ".wmmmomwmm",
        ".mmmmommmm",
        ".nmmmonmmn",
        ".nnnnonnnn",
        "",
        "",
    ],
    "earth": [  # mountains: a tall snow-tipped peak and a small one
        "",
        "....w",
        "....wb",
        "...llb",
        "...llbb.w",
        "..lllbbBlb",
        "..lllbBllbb",
        ".llllBlllbb",
        ".lllbBllbbb",
        ".BBBBBBBBBB",
        "",
        "",
    ],
    "light": [  # sun: disc with rays
        "",
        ".+...++...+",
        "..+......+",
        "....gggg",
        "...gwwwgg",
        "++.gwwggg.++",
        "++.gwgggG.++",
        "...ggggGG",
        "....gGGG",
        "..+......+",
        ".+...++...+",
        "",
    ],
    "dark": [  # crescent and a star
        "",
        "....vvv",
        "...vvV",
        "..vvvV......",
        ".vvvV....*",
        ".vvvV...***",
        ".vvvV....*",
        ".vvvvV",
        "..vvvvV",
        "...vvvvvv",
        "....vvvv",
        "",
    ],
    "electric": [  # lightning bolt
        "",
        "......gggg",
        ".....gwgg",
        "....gwgg",
        "...gwgggggg",
        "......gwgg",
        ".....gwgg",
        "....gwgg",
        "...ggg",
        "..gg",
        "..g",
        "",
    ],
    "ice": [  # snowflake
        "",
        ".....c",
        "..c..c..c",
        "...c.c.c",
        "....ccc",
        ".ccccwcccc",
        "....ccc",
        "...c.c.c",
        "..c..c..c",
        ".....c",
        "",
        "",
    ],
    "unknown": [  # "?" rune stone
        "",
        "..nnnnnnnn",
        ".nniwwwwinn",
        ".niwwiiwwin",
        ".niiiiiwwin",
        ".niiiiwwiin",
        ".niiiwwiiin",
        ".niiiwwiiin",
        ".niiiiiiiin",
        ".niiiwwiiin",
        "..iiiiiiii",
        "",
    ],
    "none": [  # empty circle with a slash
        "",
        "....mmmm",
        "...mm..mm",
        "..mmm...m",
        ".mm.mm..mm",
        ".m...mm..m",
        ".m....mm.m",
        ".mm....mmm",
        "..m.....mm",
        "...mm..mm",
        "....mmmm",
        "",
    ],
}

# --------------------------------------------------------------------------
# Hearts (7 x 6, outline drawn by hand)
# --------------------------------------------------------------------------
HEART_FULL = [
    ".oo.oo.",
    "owyoyyo",
    "oyyyyxo",
    ".oyyxo.",
    "..oxo..",
    "...o...",
]
HEART_EMPTY = [
    ".oo.oo.",
    "oiioiio",
    "oiiiiio",
    ".oiiio.",
    "..oio..",
    "...o...",
]

# --------------------------------------------------------------------------
# Shrine pedestal (24 x 24): rows 0-10 stay clear for the element icon.
# The banner takes the side colours; the emblem differs by shape
# (teal: upward triangle, crimson: ring).
# --------------------------------------------------------------------------
SHRINE = [
    "", "", "", "", "", "", "", "", "", "", "",
    ".....wmmmmmmmmmmmmw",
    "....nnnnnnnnnnnnnnnn",
    "......nmTTTTTTTTmn",
    "......nmRRRRRRRLmn",
    "......nmRRRRRRRLmn",
    "......nmRRRRRRRLmn",
    "......nmRRRRRRRLmn",
    "......nmRRRRRRRLmn",
    "......nmRRRRRRRLmn",
    "......nmmmmmmmmmmn",
    "....wmmmmmmmmmmmmmmw",
    "...nnnnnnnnnnnnnnnnnn",
    "",
]
SHRINE_SIDE = {  # banner tip and emblem
    "teal": [  # pointed banner tip, upward triangle
        "", "", "", "", "", "", "", "", "", "", "", "", "", "",
        "...........g",
        "..........ggg",
        ".........ggggg",
        "........TRRRRRRT",
        ".........TRRRRT",
        "..........TRRT",
        "...........TT",
    ] + [""] * 3,
    "crimson": [  # swallow-tailed banner, ring
        "", "", "", "", "", "", "", "", "", "", "", "", "", "",
        "..........ggg",
        ".........gR.Rg",
        "..........ggg",
        "........TRRRRRRT",
        "........TRRTTRRT",
        "........TRT..TRT",
        "........TT....TT",
    ] + [""] * 3,
}

# --------------------------------------------------------------------------
# Ground cells (32 x 32), neutral so the game can tint zones.  "," is the
# base tone of the cell; 1 dark speck, 4 light speck.
# --------------------------------------------------------------------------
CELL_A = [
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,4,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,1,,,,,,,,,,,,,,,,,,,,,,1,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,1,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,1,1,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,4,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,4,4,4,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,414,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,1,,,,,,,",
    ",,,,,,4,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,1,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,44,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,11,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,4,4,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,1,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,1,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,4,,,,,",
    ",,,,,,,,,,,4,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,1,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
]
CELL_B = [
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,4,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,1,,,,,,,,",
    ",,,,,,,,1,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,4,4,4,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,414,,,,,,,,,,,,,,,,,,,4,,,",
    ",,,,,,,1,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,44,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,4111,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,4,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,1,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,1,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,4,4,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,1,,,,,,,,,,",
    ",,,,,,,,,,1,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,4,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
    ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
]

# --------------------------------------------------------------------------
# Card icons (16 x 16)
# --------------------------------------------------------------------------
CARD_ICONS: dict[str, list[str]] = {
    "resonance_cut": [  # open scissors snipping a wave in two
        "",
        "..w..........w",
        "..wm........mw",
        "...wm......mw",
        "-~..wm....mw..~-",
        "~~~~.wm..mw.~~~~",
        ".....wmmmmw",
        ".......gg",
        "......mGGm",
        ".....gm..mg",
        "...ggg....ggg",
        "..gg.g....g.gg",
        "..g..g....g..g",
        "..gggg....gggg",
        "",
        "",
    ],
    "mana_backflow": [  # looping arrow turning back on itself
        "",
        "",
        ".....vvvvvv",
        "....vvvvvvvv",
        "...vvv....vvv",
        "..vvv......vvv",
        "..vv........vv",
        "..vv.......vvvvv",
        "..vv........vvv",
        "..vv.........v",
        "..vvv",
        "...vvv....v",
        "....vvvvvvvv",
        ".....vvvvvvvv",
        "..........v",
        "",
    ],
}

# --------------------------------------------------------------------------
# "Thinking" hourglass (12 x 12, two frames)
# --------------------------------------------------------------------------
THINKING = [
    [
        "",
        ".BBBBBBBBBB",
        "..cggggggc",
        "..cggggggc",
        "...cggggc",
        "....cggc",
        "....ccgc",
        "...cc.gcc",
        "..cc..g.cc",
        "..cc..gg.c",
        ".BBBBBBBBBB",
        "",
    ],
    [
        "",
        ".BBBBBBBBBB",
        "..cc....cc",
        "..cc....cc",
        "...cc..cc",
        "....cgcc",
        "....cgcc",
        "...ccgccc",
        "..ccgggccc",
        "..cggggggc",
        ".BBBBBBBBBB",
        "",
    ],
]

# --------------------------------------------------------------------------
# Wizard Survive: wizards seen from the front (32 x 40) in the four seat
# colours, each with its own headwear so colour-blind players tell them apart
# (red: tall bent hat, blue: wide flat brim with a star, green: hood,
# yellow: silver crown); frames idle, hit (flinching, robe flashing light) and
# out (greyed and slumped). Cards 40 x 56: five action faces with a 2x icon and
# a cost gem each, a target card per seat (its headwear on the seat colour),
# one back. Effects: fireball, lightning bolt, meteor, teleport sparkle, hit
# burst; table markers: mana crystal, soul flame, the "committed" seal.
# --------------------------------------------------------------------------
WS_SEATS = ("red", "blue", "green", "yellow")
WS_SEAT_LEGEND: dict[str, dict[str, str]] = {
    "red": {"R": "crimson", "r": "crimson_dark", "L": "crimson_light", "T": "gold"},
    "blue": {"R": "blue", "r": "blue_dark", "L": "sky", "T": "white"},
    "green": {"R": "green", "r": "green_dark", "L": "green_light", "T": "gold_dark"},
    "yellow": {"R": "gold", "r": "gold_dark", "L": "white", "T": "violet_dark"},
}

WIZARD_BODY = [
    "", "", "", "", "", "", "", "", "", "", "",
    "............ssssssss",
    "............ssssssss",
    "............sseSSess",
    "............ssssssss",
    "............swwSSwws",
    "............wwwwwwww",
    "........RRRRRwwwwwwRRRRR",
    ".......RRRRRRRwwwwRRRRRRR",
    "......rRRRRRRRTwwTRRRRRRRr",
    "......rRRRRRRRTwwTRRRRRRRr",
    ".....rrRRRRRRRTTTTRRRRRRRrr",
    "....ssrRRRRRRRRTTRRRRRRRRrss",
    "....ssrRRRRRRRRTTRRRRRRRRrss",
    ".....rrRRRRRRRRTTRRRRRRRRrr",
    ".......RRRRRRRRTTRRRRRRRR",
    ".......RRRRRRRRTTRRRRRRRR",
    "......RRRRRRRRRTTRRRRRRRRR",
    "......RRRRRRRRRTTRRRRRRRRR",
    "......rRRRRRRRRTTRRRRRRRRr",
    ".....rRRRRRRRRRTTRRRRRRRRRr",
    ".....rRRRRRRRRRTTRRRRRRRRRr",
    ".....rRRRLRRRRRTTRRRRRLRRRr",
    "....rRRRRLRRRRRTTRRRRRLRRRRr",
    "....rRRRRLRRRRRTTRRRRRLRRRRr",
    "....rRRRRRRRRRRTTRRRRRRRRRRr",
    "....TTTTTTTTTTTTTTTTTTTTTTTT",
    "....rrrrrrrrrrrrrrrrrrrrrrrr",
    "..........BB........BB",
    "",
]

WIZARD_HEAD: dict[str, list[str]] = {
    "red": [  # tall pointed hat bending back
        "",
        "....................RR",
        "...................RRR",
        "..................RRRr",
        ".................RRRRr",
        "................RRRRRr",
        "...............RRRRRRr",
        "..............RRRRRRRr",
        ".............TTTTTTTTT",
        ".............RRRRRRRRRr",
        ".........RRRRRRRRRRRRRRRR",
        "..........rrrrrrrrrrrrrr",
    ],
    "blue": [  # low round crown with a star, very wide flat brim
        "", "", "", "", "",
        "............RRRRRRRR",
        "...........RRRRwRRRRR",
        "...........RRRwwwRRRR",
        "...........RRRRwRRRRR",
        "...........TTTTTTTTTT",
        "......RRRRRRRRRRRRRRRRRRRR",
        "......rrrrrrrrrrrrrrrrrrrr",
    ],
    "green": [  # hood framing the face, falling to the shoulders
        "", "", "", "", "",
        ".............RRRRRR",
        "...........RRRRRRRRRR",
        "..........RRRRRRRRRRRR",
        ".........RRRRRRRRRRRRRR",
        ".........RRLLLLLLLLLLRR",
        ".........RRr........rRR",
        ".........RRr........rRR",
        ".........RRr........rRR",
        "..........Rr........rR",
        "..........Rr........rR",
        "..........Rr........rR",
        "..........RR........RR",
    ],
    "yellow": [  # silver crown of three points with blue stones
        "", "", "", "", "", "",
        "............m..mm..m",
        "............mm.mm.mm",
        "............mmmmmmmm",
        "............mummmumm",
        "............wwwwwwww",
    ],
}
WS_STAFF = 28       # the staff's column, right of the body


def ws_wizard_rows(seat: str) -> list[str]:
    head = WIZARD_HEAD[seat]
    rows = overlay(pad(WIZARD_BODY, 32, 40), pad(head + [""] * (40 - len(head)), 32, 40))
    rows = [list(r) for r in rows]
    for y in range(9, 38):
        if rows[y][WS_STAFF] == ".":
            rows[y][WS_STAFF] = "b"
    for x, y, ch in ((28, 6, "g"), (27, 7, "g"), (28, 7, "k"), (29, 7, "g"), (28, 8, "g")):
        rows[y][x] = ch
    return ["".join(r) for r in rows]


def ws_wizard(seat: str) -> Image:
    return render(ws_wizard_rows(seat), legend=WS_SEAT_LEGEND[seat])


def ws_wizard_hit(seat: str) -> Image:
    """Flinching: eyes shut, the robe lit up, the whole figure knocked one pixel aside."""
    rows = [r.replace("e", "S") for r in ws_wizard_rows(seat)]
    flash = dict(WS_SEAT_LEGEND[seat], R=WS_SEAT_LEGEND[seat]["L"], r=WS_SEAT_LEGEND[seat]["R"])
    img = render(rows, legend=flash)
    out = Image(img.w, img.h)
    out.paste(img, 1, 0)
    return out


WS_GREY = {  # the out wizard's greys, by the colour's brightness
    0: "outline", 1: "ink", 2: "stone", 3: "silver",
}


def ws_wizard_out(seat: str) -> Image:
    """Out: every colour turned grey, the figure slumped (sunk and leaning)."""
    img = ws_wizard(seat)
    out = Image(img.w, img.h)
    waist = 26
    for y in range(img.h):
        for x in range(img.w):
            p = img.px[y][x]
            if not p[3]:
                continue
            light = (p[0] * 3 + p[1] * 6 + p[2]) // 10
            grey = _rgba(WS_GREY[min(3, light // 64)])
            lean = (waist - y) // 4 if y < waist else 0
            out.put(x + lean, y + 8, grey)
    return out


WS_ICONS: dict[str, list[str]] = {   # 12 x 12, shown at 2x on the card faces
    "fireball": [
        "",
        "....ff",
        "...ffgf..f",
        "..ffggwf.ff",
        ".ffgwwwgff",
        ".ffgwwwgf",
        ".ffgwwwgf",
        "..ffggwf",
        "...ffgf",
        "....ff",
        "",
    ],
    "mana_recovery": [
        "........w",
        "....u..www",
        "...uku..w",
        "..ukkuu",
        ".ukkuuuu",
        ".ukuuuuu",
        ".uuuuuuu",
        "..uuuuu",
        "...uuu",
        "....u",
        "",
    ],
    "teleport": [
        "",
        "...vvvvvv",
        "..vVVVVVVv",
        ".vVV.~~.VVv",
        ".vV.~..~.Vv",
        ".vV.~.~~.Vv",
        ".vV.~....Vv",
        ".vVV.~~~VVv",
        "..vVVVVVVv",
        "...vvvvvv",
        "",
    ],
    "lightning": [
        ".......gg",
        "......gg",
        ".....gg",
        "....ggggg",
        "......gg",
        ".....gg",
        "....gg.g",
        "...gg...g",
        "..gg.....g",
        ".gg.......g",
        "",
    ],
    "meteor": [
        "..........f",
        ".........ff",
        "........ff",
        ".....ffff",
        "...ffgff",
        "..iinnff",
        ".inmnnni",
        ".innnnni",
        ".iinnnii",
        "..iiiii",
        "",
    ],
}
WS_CARD_FRAME = {"fireball": "crimson_dark", "mana_recovery": "blue_dark", "teleport": "violet_dark",
                 "lightning": "gold_dark", "meteor": "wood_dark"}
WS_COSTS = {"fireball": 1, "mana_recovery": 0, "teleport": 0, "lightning": 2, "meteor": 3}
CARD_W, CARD_H = 40, 56


def ws_card_blank(frame: str, inner: str = "ink") -> Image:
    img = Image(CARD_W, CARD_H, _rgba("outline"))
    for y in range(1, CARD_H - 1):
        for x in range(1, CARD_W - 1):
            edge = x < 3 or y < 3 or x >= CARD_W - 3 or y >= CARD_H - 3
            img.px[y][x] = _rgba(frame if edge else inner)
    return img


def ws_gem(img: Image, x: int, y: int) -> None:
    for dx, dy, colour in ((1, 0, "ice"), (0, 1, "sky"), (1, 1, "blue"), (2, 1, "blue"), (1, 2, "blue_dark")):
        img.put(x + dx, y + dy, _rgba(colour))
    for dx, dy in ((1, -1), (-1, 1), (3, 1), (1, 3), (0, 0), (2, 0), (0, 2), (2, 2)):
        img.put(x + dx, y + dy, _rgba("outline"))


def ws_card(name: str) -> Image:
    img = ws_card_blank(WS_CARD_FRAME[name])
    img.paste(render(pad(WS_ICONS[name], 12, 11)), 8, 18, scale=2)
    for i in range(WS_COSTS[name]):      # the cost as gems along the top edge
        ws_gem(img, 5 + i * 5, 5)
    return img


def ws_target(seat: str) -> Image:
    """The seat's target card: its colour and headwear under a target ring."""
    leg = WS_SEAT_LEGEND[seat]
    img = ws_card_blank(leg["R"], leg["r"])
    head = render(pad(WIZARD_HEAD[seat] + [""] * (17 - len(WIZARD_HEAD[seat])), 32, 17), legend=leg)
    img.paste(head, 4, 30)
    ring = render(pad(WS_RING, 15), outline=False)
    img.paste(ring, 12, 8)
    return img


WS_RING = [
    ".....wwwww",
    "...ww.....ww",
    "..w.........w",
    ".w....www....w",
    ".w...w...w...w",
    "w...w.....w...w",
    "w...w..w..w...w",
    "w...w.....w...w",
    ".w...w...w...w",
    ".w....www....w",
    "..w.........w",
    "...ww.....ww",
    ".....wwwww",
]


def ws_card_back(w: int = CARD_W, h: int = CARD_H) -> Image:
    img = Image(w, h, _rgba("outline"))
    for y in range(1, h - 1):
        for x in range(1, w - 1):
            edge = x < 3 or y < 3 or x >= w - 3 or y >= h - 3
            lattice = (x + y) % 6 == 0 or (x - y) % 6 == 0
            img.px[y][x] = _rgba("gold_dark" if edge else "violet" if lattice else "violet_dark")
    return img


def ws_seal() -> Image:
    """The mark over a seat that has committed: a small card back with a gold seal."""
    img = ws_card_back(12, 16)
    for x, y in ((5, 6), (6, 6), (4, 7), (5, 7), (6, 7), (7, 7), (4, 8), (5, 8), (6, 8), (7, 8), (5, 9), (6, 9)):
        img.put(x, y, _rgba("gold"))
    return img


WS_FIREBALL = [
    "",
    "....ff",
    "...ffgf",
    "..ffggwf",
    ".ffgwwwgf",
    ".ffgwwwgf",
    "..ffggwf",
    "...ffgf",
    "....ff",
    "",
]
WS_METEOR = [
    "",
    "..........f.....f",
    ".........ff....ff",
    "........fff...fff",
    "........ffgf.ffgf",
    ".......ffggffggf",
    ".......fggggggff",
    "......ffgwwwggff",
    "......fgwwwwggf",
    ".....ffiinnnnnff",
    ".....iinnnnmnnni",
    "....iinnnmmnnnnii",
    "....innnnnnnniinni",
    "....inninnnnnnnnni",
    "....innnnnnnninnni",
    "....iinnnnnnnnnii",
    ".....iinnnniinnii",
    "......iiinnnnii",
    "........iiiii",
    "",
]
WS_BURST = [
    "",
    ".......w",
    "...w...w...w",
    "....w..g..w",
    ".....wggg",
    "......gwg",
    ".wwggwwwwggww",
    "......gwg",
    ".....wggg",
    "....w..g..w",
    "...w...w...w",
    ".......w",
    "",
]
WS_CRYSTAL = ["...u", "..uku", ".ukkuu", ".ukuuu", ".uuuuu", "..uuu", "...u"]
WS_CRYSTAL_EMPTY = ["...i", "..i.i", ".i...i", ".i...i", ".i...i", "..i.i", "...i"]
WS_SOUL = ["...v", "..vv", "..vvv", ".vv*vv", ".v**vv", ".v***v", "..vvv"]


def ws_bolt() -> Image:
    """A vertical lightning stroke (12 x 32), stretched and turned between seats by the game."""
    img = Image(12, 32)
    path = [6, 5, 4, 3, 3, 4, 5, 6, 7, 8, 8, 7, 6, 5, 4, 4, 5, 6, 7, 8, 8, 7, 6, 5, 4, 3, 3, 4, 5, 6, 6, 6]
    for y, x in enumerate(path):
        img.put(x - 1, y, _rgba("sky"))
        img.put(x + 1, y, _rgba("sky"))
        img.put(x, y, _rgba("white"))
    return img


def ws_blink(frame: int) -> Image:
    """Teleport: sparkles on an oval round the wizard, the second frame turned half a step."""
    img = Image(32, 40)
    # Integer points of an oval, spaced by hand so the two frames interleave.
    points = [(16, 2), (24, 5), (29, 12), (30, 20), (29, 28), (24, 35), (16, 38), (8, 35), (3, 28), (2, 20),
              (3, 12), (8, 5)]
    for i, (x, y) in enumerate(points):
        if i % 2 != frame:
            continue
        for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
            img.put(x + dx, y + dy, _rgba("white" if (dx, dy) == (0, 0) else "violet"))
    for x in (10, 16, 22):
        for y in range(8 + frame * 3 + (x % 4), 34, 6):
            img.put(x, y, _rgba("sky"))
            img.put(x, y + 1, _rgba("violet"))
    return img


def ws_build() -> dict[str, Image]:
    out: dict[str, Image] = {}
    for seat in WS_SEATS:
        out[f"ws_wizard_{seat}_idle.png"] = ws_wizard(seat)
        out[f"ws_wizard_{seat}_hit.png"] = ws_wizard_hit(seat)
        out[f"ws_wizard_{seat}_out.png"] = ws_wizard_out(seat)
    for name in WS_ICONS:
        out[f"ws_card_{name}.png"] = ws_card(name)
    for seat in WS_SEATS:
        out[f"ws_target_{seat}.png"] = ws_target(seat)
    out["ws_card_back.png"] = ws_card_back()
    out["ws_seal.png"] = ws_seal()
    out["ws_fx_fireball.png"] = render(pad(WS_FIREBALL, 12, 10))
    out["ws_fx_bolt.png"] = ws_bolt()
    out["ws_fx_meteor.png"] = render(pad(WS_METEOR, 24, 20))
    out["ws_fx_burst.png"] = render(pad(WS_BURST, 16, 13), outline=False)
    out["ws_fx_blink_0.png"] = ws_blink(0)
    out["ws_fx_blink_1.png"] = ws_blink(1)
    out["ws_crystal_full.png"] = render(pad(WS_CRYSTAL, 7, 7), outline=False)
    out["ws_crystal_empty.png"] = render(pad(WS_CRYSTAL_EMPTY, 7, 7), outline=False)
    out["ws_soul.png"] = render(pad(WS_SOUL, 7, 7))
    return out


# --------------------------------------------------------------------------
# Ifrita Duel (names prefixed id_): card frames per colour and kind, a 32x24
# picture per card, the card back, the two Ifritas, keyword and mana icons, the
# generic cost's disc and each unit's figure (its motif alone, for the title).
# The card list (colours, kind) is read from the engine's cards.toml, so a
# new card only needs its picture below.
#
# A card face is the art here plus words the window writes on it at run time
# (game/ifrita_duel/face.py, whose constants mirror these): the cost along the
# top band (the generic part's number on the grey disc, a mana icon per pip),
# the name in the band under the picture, ATK and HP in the unit's corner
# badges with its keyword icons between them, a sorcery's or an enchantment's
# key numbers in its scroll or plaque.
# --------------------------------------------------------------------------
ID_CARD_W, ID_CARD_H = 48, 76
ID_BORDER = 3                                     # outline, frame colour, its shade
ID_PIC_X, ID_PIC_W, ID_PIC_H = 8, 32, 24          # the picture (board tiles show it whole)
ID_WINDOW_Y, ID_WINDOW_H, ID_WINDOW_FROM = 16, 20, 3   # on the card: its rows 3..22, the motif's
ID_BOX_Y = 50                                     # the scroll or plaque, rows 50..73 (the name above)
ID_BADGE_W, ID_BADGE_Y = 12, 60                   # ATK and HP badges, rows 60..74
# Frame colours per card colour: (frame, frame shadow, inner).
ID_FRAME = {
    "red": ("orange", "crimson_dark", "ink"),
    "blue": ("blue", "blue_dark", "ink"),
    "green": ("green", "green_dark", "ink"),
    "black": ("violet", "violet_dark", "outline"),
    "white": ("white", "silver", "ink"),
    "colorless": ("wood_light", "wood", "ink"),
}
# Backdrop of the picture per colour: (sky, ground).
ID_SCENE = {
    "red": ("crimson_dark", "wood_dark"), "blue": ("blue_dark", "teal_dark"),
    "green": ("green_dark", "ground_dark"), "black": ("violet_dark", "outline"),
    "white": ("sky", "ground_light"), "colorless": ("ink", "ground_a"),
}
ID_LEGEND = {"d": "blue_dark", "j": "green_light"}


def id_cards() -> list[tuple[str, tuple[str, ...], str, dict[str, int]]]:
    """(id, colours, kind, cost) of each card of the engine's card set, in file order."""
    import tomllib
    path = Path(__file__).resolve().parent.parent / "engine" / "ifrita_duel" / "cards.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [(c["id"], tuple(c["colors"]), c["kind"], dict(c["cost"])) for c in data["card"]]


def _id_box(img: Image, x0: int, y0: int, x1: int, y1: int, fill: str, edge: str = "outline") -> None:
    """A filled rectangle, corners x0..x1, y0..y1 inclusive, with a one-pixel edge."""
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            img.put(x, y, _rgba(edge if x in (x0, x1) or y in (y0, y1) else fill))


def id_frame(colours: tuple[str, ...], kind: str) -> Image:
    """The frame: one colour per half for two-colour cards; the kind in the frame's shape
    (unit: ATK and HP corner badges; sorcery: a parchment scroll; enchantment: a dark
    plaque ringed in the frame's colour, with a circle of power at each end)."""
    keys = colours or ("colorless",)
    w, h, b = ID_CARD_W, ID_CARD_H, ID_BORDER
    img = Image(w, h, _rgba("outline"))
    for y in range(1, h - 1):
        for x in range(1, w - 1):
            key = keys[0] if len(keys) == 1 or x < w // 2 else keys[1]
            main, dark, inner = ID_FRAME[key]
            ring = min(x, y, w - 1 - x, h - 1 - y)
            img.px[y][x] = _rgba(main if ring < b - 1 else dark if ring < b else inner)
    main, dark, _inner = ID_FRAME[keys[0]]
    # The picture window's border.
    _id_box(img, ID_PIC_X - 1, ID_WINDOW_Y - 1, ID_PIC_X + ID_PIC_W, ID_WINDOW_Y + ID_WINDOW_H, "outline")
    if kind == "unit":
        for x0, colour in ((1, "gold_dark"), (w - 2 - ID_BADGE_W, "crimson_dark")):   # ATK left, HP right
            _id_box(img, x0, ID_BADGE_Y, x0 + ID_BADGE_W, h - 2, colour)
    elif kind == "sorcery":
        _id_box(img, 3, ID_BOX_Y, w - 4, h - 3, "skin")           # a parchment with rolled ends
        for x in range(4, w - 4):
            img.put(x, ID_BOX_Y + 1, _rgba("wood_light"))
            img.put(x, h - 4, _rgba("wood_light"))
        for y in (ID_BOX_Y, h - 3):                                # the rolls stand out at the sides
            for x in (2, w - 3):
                img.put(x, y, _rgba("outline"))
                img.put(x, y + (1 if y == ID_BOX_Y else -1), _rgba("outline"))
    else:
        _id_box(img, 3, ID_BOX_Y, w - 4, h - 3, "outline", main)   # a dark plaque in a ring of power
        for x, y in ((4, ID_BOX_Y + 1), (w - 5, ID_BOX_Y + 1), (4, h - 4), (w - 5, h - 4)):
            img.put(x, y, _rgba(main))                             # its corners rounded inward
    return img


def id_picture(card: str, colours: tuple[str, ...]) -> Image:
    sky, ground = ID_SCENE[colours[0] if colours else "colorless"]
    img = Image(ID_PIC_W, ID_PIC_H, _rgba(sky))
    for y in range(17, ID_PIC_H):
        for x in range(ID_PIC_W):
            img.put(x, y, _rgba(ground))
    for x in range(0, ID_PIC_W, 3):                  # stars or dust in the sky
        img.put(x, (x * 7) % 9, _rgba("ink" if sky in ("sky",) else "stone" if sky != "ink" else "silver"))
    img.paste(id_motif(card), 6, 3)
    return img


def id_motif(card: str) -> Image:
    """The card's 20x20 motif on a clear ground: its picture's subject, and a unit's figure."""
    rows = ID_PICTURES[card]
    return render(pad(rows + [""] * (20 - len(rows)), 20, 20), legend=ID_LEGEND)


def id_figure(card: str) -> Image:
    """A unit standing on its own (the title's parade): its motif cut to what it paints,
    two clear columns either side (neighbours stand apart) and one clear row under its
    feet, as under the Ifritas' (id_hero)."""
    motif = id_motif(card)
    painted = [(x, y) for y in range(motif.h) for x in range(motif.w) if motif.get(x, y)[3]]
    x0, x1 = min(x for x, _ in painted), max(x for x, _ in painted)
    y0, y1 = min(y for _, y in painted), max(y for _, y in painted)
    side = 2
    out = Image(x1 - x0 + 1 + 2 * side, y1 - y0 + 2)
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            out.put(x - x0 + side, y - y0, motif.get(x, y))
    return out


def id_card(card: str, colours: tuple[str, ...], kind: str) -> Image:
    """The frame and the picture; the cost and every word are written by the window."""
    img = id_frame(colours, kind)
    picture = id_picture(card, colours)
    for y in range(ID_WINDOW_H):
        for x in range(ID_PIC_W):
            img.put(ID_PIC_X + x, ID_WINDOW_Y + y, picture.get(x, ID_WINDOW_FROM + y))
    return img


ID_COST_DISC = [   # the generic cost's 14x14 disc, the window writes the number on it
    "....oooooo",
    "..oommmmmmoo",
    ".ommnnnnnnmmo",
    ".omnnnnnnnnmo",
    "omnnnnnnnnnnmo",
    "omnnnnnnnnnnmo",
    "omnnnnnnnnnnmo",
    "omnnnnnnnnnnmo",
    "omnnnnnnnnnnmo",
    "omnnnnnnnnnnmo",
    ".omnnnnnnnnmo",
    ".ommnnnnnnmmo",
    "..oommmmmmoo",
    "....oooooo",
]


def id_card_back() -> Image:
    w, h = ID_CARD_W, ID_CARD_H
    img = Image(w, h, _rgba("outline"))
    for y in range(1, h - 1):
        for x in range(1, w - 1):
            edge = x < 4 or y < 4 or x >= w - 4 or y >= h - 4
            lattice = (x + y) % 8 == 0 or (x - y) % 8 == 0
            img.px[y][x] = _rgba("gold_dark" if edge else "crimson_dark" if lattice else "violet_dark")
    flame = render(pad(["", *ID_FLAME, ""], 12, 14))
    img.paste(flame, 18, (h - 14) // 2)
    return img


ID_FLAME = [
    ".....f",
    "....ff",
    "....fgf",
    "...ffgf.f",
    "..ffgggff",
    "..fggwggf",
    ".ffgwwwgff",
    ".fggwwwggf",
    ".fggwwwggf",
    "..fggwggf",
    "...fgggf",
    "....fff",
]

# The Ifrita, 32x32, facing right: flame hair, a robe in the side's colour. Teal
# wears a pointed circlet and a light sash, crimson curled horns and a dark one.
ID_HERO = [
    "",
    "..........f..f",
    ".........ff.ff..f",
    "........ffgffgf.ff",
    ".......ffggfgggff",
    "......ffgggggggf",
    "......fggsssssgf",
    ".....ffgsssssssff",
    ".....fgssesssesf",
    ".....fgsssssssss",
    ".....ffsssSSssf",
    "......fgssssssf",
    "......ffSsssSff",
    ".......fRRssRRf",
    ".....RRRRRRRRRRR",
    "....RRRLTTTTTLRRR",
    "...RRRLLRRRRRRRRRR",
    "...RRrLRRRRRRRrRRR",
    "...sRrRRRRRRRRrRRs",
    "...sRrRRRRRRRRrRRs",
    "....rrRRRRRRRRrrr",
    "....rRRRRRRRRRRRr",
    "....rRRRRRRRRRRRr",
    "...rRRRRRRRRRRRRRr",
    "...rRRRRRRRRRRRRRr",
    "..rrRRRRRRRRRRRRRrr",
    "..rRRRRRRRRRRRRRRRr",
    "..rrrrrrrrrrrrrrrrr",
]
ID_HERO_TOP = {
    "teal": ["", "", "", "", "", "", "........g..g..g", ".......gkggkggkg", ".......gggggggg"],
    "crimson": ["", "", "", "", "...mm..........mm", "..m..m........m..m", "..m.......m......m",
                "...mm..........mm"],
}


def id_hero(side: str) -> Image:
    rows = pad(ID_HERO, 24, 28)
    top = ID_HERO_TOP[side]
    rows = overlay(rows, pad(top + [""] * (28 - len(top)), 24, 28))
    img = render(rows, side=side)
    out = Image(32, 32)
    out.paste(img, 4, 3)
    return out


ID_KEYWORDS = {   # 9x9 icons, each its own shape
    "trample": ["", "..ooooo", ".omlllmo", ".oll.llo", ".oll.llo", ".olo.olo", ".oo...oo", "", ""],
    "shield": ["", ".kkkkkkk", ".kwwuwwk", ".kwuuuwk", ".kwwuwwk", "..kwuwk", "...kwk", "....k", ""],
    "deathtouch": ["", "..wwwww", ".wwwwwww", ".woowoow", ".wwwwwww", "..wwwww", "..w.w.w", "", ""],
    "first_strike": ["....g", "...gg", "..ggg", ".ggggggg", ".....gg", "....gg", "...g", "..g", ""],
    "vigilance": ["", "", "..aaaaa", ".a.....a", "a..ooo..a", ".a.....a", "..aaaaa", "", ""],
}
ID_MANA = {   # 9x9 gems, a shape per kind as well as a colour
    "red": ["....f", "...ff", "...fgf", "..ffgf", ".ffggff", ".fgwwgf", ".fgwwgf", "..fggf", "...ff"],
    "blue": ["....u", "...uu", "...uku", "..ukkuu", ".ukkuuu", ".ukuuuu", ".uuuuuu", "..uuuu", "...uu"],
    "green": ["......qq", ".....qjq", "....qjqq", "...qjqq", "..qjqq", ".qjqq", ".qqq", "Q", ""],
    "black": ["...vvv", "..vvvvv", ".vvoovo", ".vvvvvv", "..vvvv", "..v.v.v", "", "", ""],
    "white": ["....g", ".g..w..g", "..wwwww", "..wgggw", "gwwgggwwg", "..wgggw", "..wwwww", ".g..w..g",
              "....g"],
    "colorless": ["....m", "...mmm", "..mmwmm", ".mmwmmmm", "mmmmmmmmm", ".mmmmmm", "..mmmm", "...mm", "....m"],
}

ID_PICTURES: dict[str, list[str]] = {   # 20x20 motifs, pasted at (6, 3) of the 32x24 picture
    "ember_imp": [
        "", "", "", "", "",
        ".......f....f",
        ".......ff..ff",
        "........xxxx",
        ".......xxxxxx",
        ".......xgxxgx",
        ".......xxxxxx",
        "........xyyx",
        "......xxxxxxxx",
        ".....ff.xxxx.ff",
        "........xxxx",
        "........x..x",
        ".......xx..xx",
    ],
    "flame_lance": [
        "",
        "..................g",
        ".................gw",
        "................gwg",
        "...............fgf",
        "..............ffg",
        ".............ff",
        "............bb",
        "...........bb",
        "..........bb",
        ".........bb",
        "........bb",
        ".......bb",
        "......bb",
        ".....bb",
        "...f.b.f",
        "..ff.fff",
        ".fgf.fgf",
    ],
    "lava_charger": [
        "", "", "",
        "........nnnn",
        ".......nnnnnn",
        ".......nffffn",
        ".......nnnnnn",
        "........nnnn....g",
        "......xxxxxxxx.gg",
        ".....xxfxxxfxxggg",
        ".....xxxxxxxxxx.g",
        "......xxfxfxxx",
        "......xxxxxxxx",
        ".......xx..xx",
        "......fff..fff",
        ".....fgf....fgf",
    ],
    "tide_seer": [
        "", "",
        "..........k",
        ".........kwk",
        "..........k",
        "........uuuu",
        ".......uussuu",
        ".......usesesu",
        ".......ussssu",
        "......uuuuuuuu",
        ".....uudddddduu",
        ".....u.dddddd.u",
        ".......dddddd",
        ".......dddddd",
        "...kk.kddddddk.kk",
        "..kkkkkkkkkkkkkkkk",
    ],
    "mind_spring": [
        "", "",
        ".........kk",
        "........kwwk",
        ".......kwkkwk",
        "......k.kwwk.k",
        ".........kk",
        "......k..kk..k",
        ".........kk",
        "........kkkk",
        ".......kkkkkk",
        "....nnnnnnnnnnnn",
        "....nkkkkkkkkkkn",
        "....nnnnnnnnnnnn",
        ".....nnnnnnnnnn",
    ],
    "watchers_circle": [
        "", "",
        ".......uuuuuu",
        ".....uu......uu",
        "....u..........u",
        "...u....wwww....u",
        "...u..wwkkkkww..u",
        "..u..wkkuuuukkw..u",
        "..u..wkuuoouukw..u",
        "..u..wkkuuuukkw..u",
        "...u..wwkkkkww..u",
        "...u....wwww....u",
        "....u..........u",
        ".....uu......uu",
        ".......uuuuuu",
    ],
    "grove_bear": [
        "", "", "", "",
        "......bb....bb",
        "......bbbbbbbb",
        ".....bbbbbbbbbb",
        ".....bbebbbbebb",
        ".....bbbbllbbbb",
        "......bbbolbbb",
        "....bbbbbbbbbbbb",
        "...bbbbbbbbbbbbbb",
        "...bbbbbbbbbbbbbb",
        "...bbBbbbbbbbBbbb",
        "....bB.......Bb",
        "...BBB......BBB",
    ],
    "wild_surge": [
        "",
        ".........q",
        "........qjq",
        "...q....qjq....q",
        "..qjq..qjjjq..qjq",
        "..qjq..qjjjq..qjq",
        "..qjjq.qjjjq.qjjq",
        "...qjq..qjq..qjq",
        "...qjjq.qjq.qjjq",
        "....qjq.qjq.qjq",
        "....qjjqqjqqjjq",
        ".....qjjjjjjjq",
        "......qqqqqqq",
        ".......QQQQQ",
        "........QQQ",
    ],
    "thornback_boar": [
        "", "", "",
        ".......m.m.m.m",
        "......bmbmbmbmb",
        ".....bbbbbbbbbbb",
        "....bbbbbbbbbbbbb",
        "..bbbbbbbbbbbbbbb",
        ".bebbbbbbbbbbbbbb",
        "wbbbbbbbbbbbbbbbb",
        ".wbbbbbbbbbbbbbb",
        "..bbbbbbbbbbbbbb",
        "...BB.BB...BB.BB",
        "...BB.BB...BB.BB",
    ],
    "grave_viper": [
        "", "", "", "",
        "..........QQQQ",
        ".........QqqqqQ",
        ".........QqeqeQ",
        "..........QqqQ",
        "...........xx",
        "..........Qq",
        "........QqqQ",
        ".......Qq",
        "......QqqQQQQ",
        "......QqqqqqqQ",
        "........QQQQqqQ",
        ".....QQQQQQQqqQ",
        "....QqqqqqqqqQ",
    ],
    "doom_curse": [
        "", "",
        ".......vvvvvv",
        ".....vvVVVVVVvv",
        "....vVVwwwwwwVVv",
        "...vVVwwwwwwwwVVv",
        "...vVwwoowwoowwVv",
        "...vVwwoowwoowwVv",
        "...vVwwwwwwwwwwVv",
        "...vVVwwwooowwVVv",
        "....vVVwwwwwwVVv",
        ".....vVwVwVwVwv",
        "......vvvvvvvv",
    ],
    "blood_pact": [
        "", "",
        ".........xx",
        "........xyyx",
        ".......xyyyyx",
        "......xyyyyyyx",
        "......xyyxyyyx",
        "......xyxxxyyx",
        ".......xxxxxx",
        "........xxxx",
        "",
        "...gggggggggggggg",
        "...gwwwwwwwwwwwwg",
        "...gwiiiiiwiiiwwg",
        "...gwwwwwwwwwwwwg",
        "...gggggggggggggg",
    ],
    "shield_squire": [
        "", "",
        "........mmmm",
        ".......mmmmmm",
        ".......mseses",
        ".......msssss",
        "........ssss",
        "...mmmm.uuuuuu",
        "..mwwwwmuuuuuuu",
        "..mwggwmuuuuuuus",
        "..mwggwmuuuuuu",
        "..mwwwwmuuuuuu",
        "...mwwm.uu..uu",
        "....mm..mm..mm",
    ],
    "dawn_sentinel": [
        "g..............g",
        ".g....ggggg...g",
        "..g..gwwwwwg.g",
        "....gwwmmmmwg",
        ".....mmmmmmmm..m",
        ".....msesesm...m",
        ".....mssssssm..m",
        "......ssssss...m",
        "....mmmmmmmmmm.m",
        "...mmwwwwwwwwmmm",
        "...m.mwwwwwwm..m",
        ".....mwwwwwwm..m",
        ".....mmmmmmmm..m",
        "......mm..mm...m",
        ".....mmm..mmm",
    ],
    "sanctuary_banner": [
        "",
        "...g",
        "...gwwwwwwwwwww",
        "...gwwwwwwwwwww",
        "...gwwwwggwwwww",
        "...gwwwggggwwww",
        "...gwwwwggwwwww",
        "...gwwwwggwwwww",
        "...gwwwwwwwwwww",
        "...gwwwwwwwwwww",
        "...gwww.wwww.w",
        "...gww...ww",
        "...g",
        "...g",
        "...g",
        "..ggg",
    ],
    "hellfire": [
        "",
        "..f......f.......f",
        ".ff.....fgf.....ff",
        ".fgf...ffgf....fgf",
        "ffgf..ffggff..ffgf",
        "fggff.fgwwgf.ffggf",
        "fgwgffgwwwwgffgwgf",
        "fgwwgfgwwwwgfgwwgf",
        "ffggffggwwggffggff",
        ".fffvvfffffffvvfff",
        "..vvVVvvvvvvvVVvv",
        "...VVV.VVVVV.VVV",
    ],
    "grove_warden": [
        "",
        "......qq...qq",
        ".....qjq...qjq",
        "......qmmmmmq",
        "......mmmmmmm",
        "......mseeesm",
        "......msssssm",
        ".......sssss....g",
        ".....qqqqqqqqq..m",
        "....qqwwwwwwwqq.m",
        "....q.qwwwwwq.q.m",
        "....s.qwwwwwq.s.m",
        "......qqqqqqq...m",
        "......qq...qq",
        ".....BBB...BBB",
    ],
    "wandering_wisp": [
        "", "", "",
        "...........cc",
        "..........cwwc",
        ".........cwwwwc",
        ".........cwowoc",
        ".........cwwwwc",
        "..........cwwc",
        "........cc.cc",
        "......cc",
        "....c..c",
        "..c",
    ],
    "clay_golem": [
        "", "",
        "......llllllll",
        "......lbbbbbbl",
        "......lbgbbgbl",
        "......lbbbbbbl",
        "...lllllllllllll",
        "..llbbbbbbbbbbbll",
        "..lbblbbbbbbblbbl",
        "..lbblbbbbbbblbbl",
        "..lll.lbbbbbl.lll",
        "......lbbbbbl",
        "......lbbllbbl",
        ".....lbbl..lbbl",
        ".....llll..llll",
    ],
    "withering_totem": [
        "",
        "........nnnn",
        ".......nBBBBn",
        ".......nBoBon",
        ".......nBBBBn",
        ".......nboobn",
        "........nnnn",
        ".......nBBBBn",
        "......nnBggBnn",
        ".......nBBBBn",
        ".......nBooBn",
        ".......nBBBBn",
        ".......nBBBBn",
        "..Q..Q.nBBBBn.Q..Q",
        "..QQ.QQnnnnnnQQ.QQ",
    ],
}


def id_build() -> dict[str, Image]:
    out: dict[str, Image] = {}
    cards = id_cards()
    shapes = sorted({(colours or ("colorless",), kind) for _id, colours, kind, _cost in cards})
    for colour in ("red", "blue", "green", "black", "white", "colorless"):
        for kind in ("unit", "sorcery", "enchantment"):
            out[f"id_frame_{colour}_{kind}.png"] = id_frame((colour,), kind)
    for colours, kind in shapes:
        if len(colours) > 1:
            out[f"id_frame_{'_'.join(colours)}_{kind}.png"] = id_frame(colours, kind)
    for card, colours, kind, _cost in cards:
        out[f"id_card_{card}.png"] = id_card(card, colours, kind)
    for card, colours, _kind, _cost in cards:
        out[f"id_pic_{card}.png"] = id_picture(card, colours)
    for card, _colours, kind, _cost in cards:
        if kind == "unit":
            out[f"id_fig_{card}.png"] = id_figure(card)
    out["id_cost_generic.png"] = render(pad(ID_COST_DISC, 14, 14), outline=False)
    out["id_card_back.png"] = id_card_back()
    for side in SIDES:
        out[f"id_hero_{side}.png"] = id_hero(side)
    for name, rows in ID_KEYWORDS.items():
        out[f"id_kw_{name}.png"] = render(pad(rows + [""] * (9 - len(rows)), 9, 9), outline=False)
    for name, rows in ID_MANA.items():
        out[f"id_mana_{name}.png"] = render(pad(rows + [""] * (9 - len(rows)), 9, 9), legend=ID_LEGEND, outline=False)
    return out


# --------------------------------------------------------------------------
# Build everything
# --------------------------------------------------------------------------

def build() -> dict[str, Image]:
    """All sprites by file name, in a fixed order."""
    out: dict[str, Image] = {}
    for job, (_idle, _cast, waist) in JOBS.items():
        for side in SIDES:
            base = mage(job, side)
            out[f"mage_{job}_{side}_0.png"] = base
            out[f"mage_{job}_{side}_1.png"] = breathe(base, waist)
            out[f"mage_{job}_{side}_cast.png"] = mage(job, side, cast=True)
    for name, rows in ELEMENT_ICONS.items():
        out[f"element_{name}.png"] = render(pad(rows, 12, 12))
    out["heart_full.png"] = render(HEART_FULL, outline=False)
    out["heart_empty.png"] = render(HEART_EMPTY, outline=False)
    for side in SIDES:
        rows = overlay(pad(SHRINE, 24, 24), pad(SHRINE_SIDE[side], 24, 24))
        out[f"shrine_{side}.png"] = render(rows, side=side)
    out["cell_a.png"] = render(CELL_A, legend={",": "ground_a"}, outline=False)
    out["cell_b.png"] = render(CELL_B, legend={",": "ground_b"}, outline=False)
    for name, rows in CARD_ICONS.items():
        out[f"card_{name}.png"] = render(pad(rows, 16, 16))
    for i, rows in enumerate(THINKING):
        out[f"thinking_{i}.png"] = render(pad(rows, 12, 12))
    out.update(ws_build())
    out.update(id_build())
    return out


PREVIEW_SCALE = 4
PREVIEW_BG: Pixel = (128, 128, 128, 255)


def contact_sheet(sprites: dict[str, Image]) -> Image:
    """All sprites at 4x on mid-grey, one row per group of names."""
    def group(name: str) -> str:
        parts = name.split("_")
        return "_".join(parts[:2]) if parts[0] in ("mage", "ws", "id") else parts[0]

    groups: list[list[str]] = []
    for name in sprites:
        if groups and group(groups[-1][0]) == group(name):
            groups[-1].append(name)
        else:
            groups.append([name])
    gap, s = 8, PREVIEW_SCALE
    row_specs = []
    width = 0
    for g in groups:
        wsum = sum(sprites[n].w * s + gap for n in g) + gap
        hmax = max(sprites[n].h for n in g) * s + gap
        row_specs.append((g, hmax))
        width = max(width, wsum)
    height = sum(h for _, h in row_specs) + gap
    sheet = Image(width, height, PREVIEW_BG)
    y = gap
    for g, hrow in row_specs:
        x = gap
        for n in g:
            sheet.paste(sprites[n], x, y, s)
            x += sprites[n].w * s + gap
        y += hrow
    return sheet


def write_all(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    sprites = build()
    written = []
    for name, img in sprites.items():
        p = out_dir / name
        p.write_bytes(img.png_bytes())
        written.append(p)
    manifest = {
        "generator": "scripts/make_art.py",
        "palette_size": len(PALETTE),
        "palette": PALETTE,
        "preview": "_preview.png",
        "anchors": {
            "mage": {"facing": "right", "feet_row": 28, "offset_in_cell": [4, 1],
                     "frames": ["0", "1", "cast"], "idle_frames": ["0", "1"]},
            "shrine": {"icon_slot": {"x": 6, "y": 0, "w": 12, "h": 12}},
            "cell": {"size": 32},
        },
        "files": [{"file": n, "width": im.w, "height": im.h} for n, im in sprites.items()],
    }
    mp = out_dir / "manifest.json"
    mp.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    written.append(mp)
    pp = out_dir / "_preview.png"
    pp.write_bytes(contact_sheet(sprites).png_bytes())
    written.append(pp)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "assets" / "sprites"
    ap.add_argument("--out", type=Path, default=default, help=f"output folder (default {default})")
    args = ap.parse_args(argv)
    files = write_all(args.out)
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
