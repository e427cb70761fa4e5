"""Render the CC0 card SVGs to the PNGs the client loads (run once; the PNGs are committed).

The SVGs are Adrian Kennard's playing cards as shipped in the npm package
``@heruka_urgyen/react-playing-cards`` (``npm pack`` it and unpack it).  pygame cannot draw
them (they use ``<symbol>/<use>``) and cairosvg garbles them, so resvg-py renders them once
here (``pip install resvg-py``; a build-time tool only, never a runtime dependency).

    python assets/tools/render_cards.py PATH/TO/package/src/images

Writes ``assets/cards/{2color,4color}/{140,280}/{QS,10H,…,back}.png``: card names as in
``game.core.cards.card_name``; heights 140 (100×140) and 280 (200×280) for large windows.
"""

from __future__ import annotations

import sys
from pathlib import Path

import resvg_py

OUT = Path(__file__).resolve().parents[1] / "cards"
SIZES = ((100, 140), (200, 280))
DECKS = ("2color", "4color")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
SUITS = "SHDC"


def our_name(svg_rank: str, suit: str) -> str:
    return ("10" if svg_rank == "T" else svg_rank) + suit


def render(svg: Path, width: int, height: int) -> bytes:
    return bytes(resvg_py.svg_to_bytes(svg_path=str(svg), width=width, height=height, dpi=96))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    images = Path(argv[0])
    for deck in DECKS:
        for width, height in SIZES:
            target = OUT / deck / str(height)
            target.mkdir(parents=True, exist_ok=True)
            for suit in SUITS:
                for rank in RANKS:
                    png = render(images / deck / f"{rank}{suit}.svg", width, height)
                    (target / f"{our_name(rank, suit)}.png").write_bytes(png)
            (target / "back.png").write_bytes(render(images / "back.svg", width, height))
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
