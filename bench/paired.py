"""Compare two ``vs_openspiel.py --save`` runs deal by deal: is B better than A?

Two runs on the same ``--seed`` play the same deals, so the difference of their scores on
each deal cancels the cards' luck, and far fewer deals tell two settings apart than two
separate means would.  Prints the mean of B minus A over the deals both runs played, with
its 95% interval (normal approximation), and each run's own mean on those deals.

    python bench/paired.py A.jsonl B.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys


def scores(path: str) -> dict[int, float]:
    """Each deal's score (``diff``: the tested player above the ISMCTS field), by seed."""
    with open(path, encoding="utf-8") as f:
        return {r["seed"]: r["diff"] for r in map(json.loads, f) if r}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("a", help="the baseline run's --save file")
    p.add_argument("b", help="the other run's --save file")
    args = p.parse_args(argv)
    a, b = scores(args.a), scores(args.b)
    both = sorted(set(a) & set(b))
    if len(both) < 2:
        print(f"only {len(both)} deals in both runs: nothing to compare", file=sys.stderr)
        return 1
    diffs = [b[s] - a[s] for s in both]
    m = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
    print(f"{len(both)} deals in both: A {statistics.fmean(a[s] for s in both):+.2f},"
          f" B {statistics.fmean(b[s] for s in both):+.2f}; B - A {m:+.2f} ±{half:.2f}"
          f" (95% CI {m - half:+.2f} .. {m + half:+.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
