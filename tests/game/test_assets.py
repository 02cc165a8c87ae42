"""The committed art assets: sprites match their manifest and their generator,
and the bundled font ships with its licence.  Standard library only."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPRITES = ROOT / "assets" / "sprites"
FONTS = ROOT / "assets" / "fonts"
GENERATOR = ROOT / "scripts" / "make_art.py"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _manifest() -> dict:
    return json.loads((SPRITES / "manifest.json").read_text(encoding="utf-8"))


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    out, pos = [], 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        tag = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        assert zlib.crc32(tag + body) & 0xFFFFFFFF == crc, f"bad CRC in {tag!r}"
        out.append((tag, body))
        pos += 12 + length
    return out


def _ihdr(path: Path) -> tuple[int, int, int, int]:
    """(width, height, bit depth, colour type) from the IHDR chunk."""
    tag, body = _chunks(path.read_bytes())[0]
    assert tag == b"IHDR"
    w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
    return w, h, depth, ctype


def _decode(path: Path) -> list[list[tuple[int, ...]]]:
    """Rows of RGBA pixels of an 8-bit RGBA, unfiltered PNG (what the generator writes)."""
    chunks = _chunks(path.read_bytes())
    w, h, depth, ctype = struct.unpack(">IIBB", chunks[0][1][:10])
    assert (depth, ctype) == (8, 6)
    raw = zlib.decompress(b"".join(b for t, b in chunks if t == b"IDAT"))
    stride = 1 + 4 * w
    assert len(raw) == stride * h
    rows = []
    for y in range(h):
        row = raw[y * stride:(y + 1) * stride]
        assert row[0] == 0, "generator writes filter type 0 only"
        rows.append([tuple(row[1 + 4 * x:5 + 4 * x]) for x in range(w)])
    return rows


def test_manifest_lists_every_sprite_with_its_size() -> None:
    files = _manifest()["files"]
    assert len(files) >= 37
    names = [f["file"] for f in files]
    assert len(names) == len(set(names))
    for entry in files:
        path = SPRITES / entry["file"]
        assert path.is_file(), f"missing {entry['file']}"
        w, h, depth, ctype = _ihdr(path)
        assert (w, h) == (entry["width"], entry["height"]), entry["file"]
        assert (depth, ctype) == (8, 6), f"{entry['file']} is not 8-bit RGBA"
    on_disk = {p.name for p in SPRITES.glob("*.png")} - {_manifest()["preview"]}
    assert on_disk == set(names), "PNG files and manifest disagree"


@pytest.mark.parametrize("name,size", [
    *[(f"mage_{j}_{s}_{f}.png", (24, 30)) for j in "SPO" for s in ("teal", "crimson")
      for f in ("0", "1", "cast")],
    *[(f"element_{e}.png", (12, 12)) for e in (
        "fire", "water", "wood", "metal", "earth", "light", "dark", "electric", "ice",
        "unknown", "none")],
    ("heart_full.png", (7, 6)), ("heart_empty.png", (7, 6)),
    ("shrine_teal.png", (24, 24)), ("shrine_crimson.png", (24, 24)),
    ("cell_a.png", (32, 32)), ("cell_b.png", (32, 32)),
    ("card_resonance_cut.png", (16, 16)), ("card_mana_backflow.png", (16, 16)),
])
def test_required_sprite_present(name: str, size: tuple[int, int]) -> None:
    entry = {f["file"]: (f["width"], f["height"]) for f in _manifest()["files"]}
    assert entry.get(name) == size
    assert _ihdr(SPRITES / name)[:2] == size


def test_sprites_use_only_the_palette() -> None:
    manifest = _manifest()
    palette = manifest["palette"]
    assert len(palette) <= 32 and manifest["palette_size"] == len(palette)
    allowed = {(int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16), 255) for c in palette.values()}
    allowed.add((0, 0, 0, 0))
    for entry in manifest["files"]:
        used = {p for row in _decode(SPRITES / entry["file"]) for p in row}
        extra = used - allowed
        assert not extra, f"{entry['file']} uses colours outside the palette: {sorted(extra)[:3]}"


def test_sides_differ_beyond_a_colour_swap() -> None:
    """Teal and crimson mages must differ in shape (hat vs hood), not only hue."""
    def alpha_mask(path: Path) -> list[bool]:
        return [p[3] > 0 for row in _decode(path) for p in row]

    for job in "SPO":
        teal = alpha_mask(SPRITES / f"mage_{job}_teal_0.png")
        crimson = alpha_mask(SPRITES / f"mage_{job}_crimson_0.png")
        differing = sum(a != b for a, b in zip(teal, crimson))
        assert differing >= 20, f"job {job}: silhouettes nearly identical"


def test_font_and_licence_present() -> None:
    font = FONTS / "Galmuri11.ttf"
    assert font.is_file()
    assert font.read_bytes()[:4] in (b"\x00\x01\x00\x00", b"true", b"OTTO")
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in licence.upper()
    assert "Lee Minseo" in licence
    assert "galmuri" in (FONTS / "README.md").read_text(encoding="utf-8").lower()


def test_generator_reproduces_committed_files(tmp_path: Path) -> None:
    out = tmp_path / "sprites"
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(out)], check=True,
                   capture_output=True, timeout=300)
    made = sorted(p.name for p in out.iterdir())
    committed = sorted(p.name for p in SPRITES.iterdir() if p.suffix in (".png", ".json"))
    assert made == committed
    for name in made:
        assert (out / name).read_bytes() == (SPRITES / name).read_bytes(), (
            f"{name} differs: edit scripts/make_art.py and rerun it, don't edit PNGs by hand")
