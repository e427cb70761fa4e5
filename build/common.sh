# Shared by the build scripts (sourced, not run): paths, version, the build Python.
#
# PYTHON=/path/to/python  use that interpreter (it must have `pip install -e ".[build]"`);
#                         otherwise a private venv in build/work/venv is made and kept.
# Scratch files go to build/work/ and products to dist/ (both ignored by git).

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$ROOT/build/work"
DIST="$ROOT/dist"
APP_NAME=trickbid
mkdir -p "$WORK" "$DIST"

# A Python to run small helpers and make the venv with (Windows runners have no python3).
HOST_PYTHON="${PYTHON:-$(command -v python3 || command -v python)}"

log() { printf '\033[1m[%s]\033[0m %s\n' "$(basename "$0" .sh)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

# The interpreter that has pygame-ce, platformdirs and PyInstaller.
build_python() {
    if [ -n "${PYTHON:-}" ]; then
        echo "$PYTHON"
        return
    fi
    local venv="$WORK/venv" py stamp
    if [ -x "$venv/Scripts/python.exe" ]; then py="$venv/Scripts/python.exe"; else py="$venv/bin/python"; fi
    stamp="$(cksum < "$ROOT/pyproject.toml")"
    if [ ! -x "$py" ] || [ "$(cat "$venv/.stamp" 2>/dev/null)" != "$stamp" ] \
            || ! "$py" -c "import PyInstaller, pygame, platformdirs" >/dev/null 2>&1; then
        log "making the build environment in $venv"
        "$HOST_PYTHON" -m venv "$venv" >&2
        if [ -x "$venv/Scripts/python.exe" ]; then py="$venv/Scripts/python.exe"; fi
        PIP_DISABLE_PIP_VERSION_CHECK=1 "$py" -m pip install -q -e "$ROOT[build]" >&2
        echo "$stamp" > "$venv/.stamp"
    fi
    echo "$py"
}

VERSION="$("$HOST_PYTHON" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$ROOT/pyproject.toml")"

case "$(uname -m)" in
    x86_64|amd64) ARCH=x86_64; DEB_ARCH=amd64 ;;
    aarch64|arm64) ARCH=aarch64; DEB_ARCH=arm64 ;;
    *) ARCH="$(uname -m)"; DEB_ARCH="$ARCH" ;;
esac

# The one-folder app (dist/trickbid), built when missing or older than the sources
# (REUSE_APP=1: take whatever is in dist/ -- the smoke test, which has just built it).
ensure_app() {
    local exe="$DIST/$APP_NAME/$APP_NAME"
    if [ -x "$exe" ] && [ -n "${REUSE_APP:-}" ]; then return; fi
    if [ -x "$exe" ] && [ -z "$(find "$ROOT/game" "$ROOT/ai" "$ROOT/assets" "$ROOT/installer.spec" \
            "$ROOT/build/icons.py" "$ROOT/build/entry.py" -newer "$exe" -not -path '*/__pycache__*' \
            -print -quit)" ]; then
        return
    fi
    bash "$ROOT/build/app.sh"
}
