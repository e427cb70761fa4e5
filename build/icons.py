"""Make the platform icons from ``assets/icon.png`` (256×256) without Pillow.

    python build/icons.py OUT_DIR

writes ``OUT_DIR/trickbid.ico`` (Windows: PNG-compressed entries 16…256),
``OUT_DIR/trickbid.icns`` (macOS: PNG entries 16…256) and
``OUT_DIR/hicolor/NxN/apps/trickbid.png`` (Linux icon theme sizes).  Both container formats
accept PNG data as is, so the only image work is scaling, done with pygame (which the build
environment has anyway).  PyInstaller would need Pillow to convert a PNG icon itself.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "assets" / "icon.png"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}
HICOLOR_SIZES = (16, 32, 48, 64, 128, 256)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG per size (size 256 is stored as 0, as the format says)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries, images = b"", b""
    offset = 6 + 16 * len(pngs)
    for size in sorted(pngs):
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: ``icns`` + total length, then (type, length, PNG data) per size."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
                    for size, data in sorted(pngs.items()) if size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def scaled_pngs(sizes: tuple[int, ...], source: Path = SOURCE) -> dict[int, bytes]:
    """The source icon scaled to each size, as PNG bytes."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    image = pygame.image.load(str(source))
    out: dict[int, bytes] = {}
    for size in sizes:
        if image.get_size() == (size, size):
            out[size] = source.read_bytes()
            continue
        buffer = io.BytesIO()
        pygame.image.save(pygame.transform.smoothscale(image, (size, size)), buffer, "icon.png")
        out[size] = buffer.getvalue()
    return out


def make_icons(out_dir: Path, source: Path = SOURCE) -> dict[str, Path]:
    """Write the ``.ico``, the ``.icns`` and the hicolor PNGs; returns their paths by kind."""
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = scaled_pngs(tuple(sorted(set(ICO_SIZES) | set(HICOLOR_SIZES))), source)
    ico = out_dir / "trickbid.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out_dir / "trickbid.icns"
    icns.write_bytes(icns_bytes({s: pngs[s] for s in ICNS_TYPES}))
    for size in HICOLOR_SIZES:
        png = out_dir / "hicolor" / f"{size}x{size}" / "apps" / "trickbid.png"
        png.parent.mkdir(parents=True, exist_ok=True)
        png.write_bytes(pngs[size])
    return {"ico": ico, "icns": icns, "hicolor": out_dir / "hicolor"}


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python build/icons.py OUT_DIR")
    for kind, path in make_icons(Path(sys.argv[1])).items():
        print(f"{kind}: {path}")
