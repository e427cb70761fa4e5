"""Start-up time of the built app (launch → first frame on screen) and the size of the build.

    bash build/app.sh [--onefile]                 # build first (dist/trickbid, dist/trickbid-onefile)
    python bench/startup.py [--runs N] [--game ID] [BINARY ...]

For each binary (default: the one-folder ``dist/trickbid/trickbid`` and, if built, the
one-file ``dist/trickbid-onefile``) the app is started N times headless (dummy video and
audio drivers, a fresh temporary data directory each run, from an unrelated directory).  The
launcher (``game/launcher.py``) writes the wall-clock time of the first
``pygame.display.flip`` into the file named by ``TRICKBID_FIRST_FRAME_FILE``; the time from
just before ``Popen`` to that stamp is the start-up time; the process is then killed.
Without ``--game`` the first frame is the main menu, what a player sees after a double-click.
``--source`` adds the same measurement for ``python -m game.launcher`` from the checkout.

Targets (issue 9): first frame ≤ 1.0 s; one-folder build ≤ 60 MB.  Numbers vary with the
machine's load: run it on a quiet machine, and compare medians.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER_EXE = ROOT / "dist" / "trickbid" / ("trickbid.exe" if os.name == "nt" else "trickbid")
ONEFILE_EXE = ROOT / "dist" / ("trickbid-onefile.exe" if os.name == "nt" else "trickbid-onefile")
FIRST_FRAME_TARGET = 1.0
FOLDER_MB_TARGET = 60.0


def cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) used so far by ``pid`` and its live children (Linux only).

    Unlike wall-clock time it hardly depends on what else the machine is doing; the one-file
    build's work happens in a child of the bootloader, hence the walk down the tree.
    """
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        total = (int(fields[11]) + int(fields[12])) / ticks
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except (OSError, ValueError, IndexError):
        return None
    for child in children:
        total += cpu_seconds(int(child)) or 0.0
    return total


def first_frame_seconds(command: list[str], extra_args: list[str],
                        timeout: float) -> tuple[float, float | None]:
    """Wall-clock seconds from launching ``command`` to its first flipped frame, and the CPU
    seconds it used by then (None where /proc is missing); then it is stopped."""
    with tempfile.TemporaryDirectory(prefix="trickbid-startup-") as tmp:
        marker = Path(tmp) / "first-frame"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", TRICKBID_DATA_DIR=str(Path(tmp) / "data"),
                   TRICKBID_FIRST_FRAME_FILE=str(marker))
        started = time.time()
        # A session of its own, so the one-file build's child dies with it (killpg below).
        process = subprocess.Popen([*command, *extra_args], cwd=tmp, env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   start_new_session=os.name == "posix")
        try:
            while not marker.exists() or not marker.read_text().strip():
                if process.poll() is not None:
                    err = process.stderr.read().decode(errors="replace") if process.stderr else ""
                    raise RuntimeError(f"{command[0]} exited {process.returncode} before its "
                                       f"first frame:\n{err[-2000:]}")
                if time.time() - started > timeout:
                    raise RuntimeError(f"no first frame from {command[0]} in {timeout} s")
                time.sleep(0.002)
            return float(marker.read_text()) - started, cpu_seconds(process.pid)
        finally:
            if os.name == "posix":
                os.killpg(process.pid, signal.SIGKILL)
            else:
                process.kill()
            process.wait()
            if process.stderr:
                process.stderr.close()


def tree_megabytes(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def report(label: str, command: list[str], args: argparse.Namespace) -> float:
    extra = ["--game", args.game] if args.game else []
    first_frame_seconds(command, extra, args.timeout)  # warm the disk cache: not counted
    runs = [first_frame_seconds(command, extra, args.timeout) for _ in range(args.runs)]
    times = [wall for wall, _ in runs]
    median = statistics.median(times)
    verdict = "ok" if median <= FIRST_FRAME_TARGET else "OVER TARGET"
    print(f"{label:<18} first frame: median {median:.3f} s, min {min(times):.3f}, "
          f"max {max(times):.3f} over {args.runs} runs  (target <= {FIRST_FRAME_TARGET} s: "
          f"{verdict})")
    cpu = [c for _, c in runs if c is not None]
    if cpu:
        print(f"{'':<18} CPU time to first frame: median {statistics.median(cpu):.3f} s "
              f"(what start-up costs on an idle machine, roughly)")
    return median


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binaries", nargs="*", type=Path, help="built executables to time")
    parser.add_argument("--runs", type=int, default=5, help="timed starts per binary")
    parser.add_argument("--game", default=None, help="start a game (default: the main menu)")
    parser.add_argument("--source", action="store_true",
                        help="also time `python -m game.launcher` from the checkout")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)

    binaries = args.binaries or [p for p in (FOLDER_EXE, ONEFILE_EXE) if p.exists()]
    if not binaries and not args.source:
        print("no build found: run `bash build/app.sh` (and `bash build/app.sh --onefile`)",
              file=sys.stderr)
        return 2
    print(f"start-up to first frame ({'--game ' + args.game if args.game else 'main menu'}), "
          f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}"
          if hasattr(os, "getloadavg") else "start-up to first frame")
    worst = 0.0
    for binary in binaries:
        worst = max(worst, report(binary.name, [str(binary.resolve())], args))
    if args.source:
        report("source (python -m)", [sys.executable, "-m", "game.launcher"], args)

    print()
    if FOLDER_EXE.exists():
        folder_mb = tree_megabytes(FOLDER_EXE.parent)
        verdict = "ok" if folder_mb <= FOLDER_MB_TARGET else "OVER TARGET"
        print(f"one-folder build {FOLDER_EXE.parent.relative_to(ROOT)}: {folder_mb:.1f} MB "
              f"(target <= {FOLDER_MB_TARGET:.0f} MB: {verdict})")
    if ONEFILE_EXE.exists():
        print(f"one-file build {ONEFILE_EXE.relative_to(ROOT)}: {tree_megabytes(ONEFILE_EXE):.1f} MB")
    for package in sorted((ROOT / "dist").glob("trickbid*.*")):
        if package.is_file() and package != ONEFILE_EXE:
            print(f"package {package.name}: {tree_megabytes(package):.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
