"""Synthesize the client's small sound effects (run once; the WAVs are committed).

Made here from sine waves and shaped noise with the standard library (``wave`` + ``math``),
so the sounds carry no third-party licence.  A fixed ``random.Random`` seed keeps the noise
(and so the committed files) identical on every run.

    python assets/tools/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "sounds"


def _write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(32000 * 0.8 * s / peak)) for s in samples)
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def _render(seconds: float, fn: Callable[[float], float]) -> list[float]:
    return [fn(i / RATE) for i in range(int(seconds * RATE))]


def card_snap(rng: random.Random, seconds: float, low: float) -> list[float]:
    """A short filtered noise burst: a card landing on cloth."""
    out: list[float] = []
    prev = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        noise = rng.uniform(-1.0, 1.0)
        prev = prev + low * (noise - prev)  # one-pole low-pass: softer, papery
        out.append(prev * math.exp(-t * 45.0))
    return out


def chime(t: float) -> float:
    """Two rising notes: a trick won."""
    note = 660.0 if t < 0.12 else 880.0
    start = 0.0 if t < 0.12 else 0.12
    env = math.exp(-(t - start) * 12.0)
    return env * (math.sin(2 * math.pi * note * t) + 0.3 * math.sin(4 * math.pi * note * t))


def fanfare(t: float) -> float:
    """A major arpeggio: the match is over."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    k = min(int(t / 0.15), 3)
    env = math.exp(-(t - 0.15 * k) * 5.0)
    f = notes[k]
    return env * (math.sin(2 * math.pi * f * t) + 0.25 * math.sin(6 * math.pi * f * t))


def blip(t: float) -> float:
    """A soft click for buttons and bids."""
    return math.exp(-t * 60.0) * math.sin(2 * math.pi * 1200.0 * t)


def buzz(t: float) -> float:
    """A low two-tone: a refused card."""
    tone = math.sin(2 * math.pi * 180.0 * t) + 0.5 * math.sin(2 * math.pi * 190.0 * t)
    return math.exp(-t * 8.0) * tone


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)
    _write("deal.wav", card_snap(rng, 0.08, 0.35))
    _write("play.wav", card_snap(rng, 0.14, 0.2))
    _write("trick.wav", _render(0.45, chime))
    _write("match.wav", _render(0.9, fanfare))
    _write("click.wav", _render(0.06, blip))
    _write("refuse.wav", _render(0.25, buzz))
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
