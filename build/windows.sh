#!/usr/bin/env bash
# Windows: the one-folder app and its NSIS installer (run in Git Bash on Windows; CI does).
#
#   bash build/windows.sh   ->  dist/trickbid/trickbid.exe, dist/trickbid-VERSION-setup.exe
#                               and dist/trickbid-VERSION-windows-portable.zip
#
# Needs NSIS 3 (`makensis` on PATH, or `choco install nsis`).  PyInstaller does not
# cross-compile: on Linux, only the installer script can be compiled (build/smoke.sh does, with
# the Linux build standing in for the payload).
set -euo pipefail
. "$(dirname "$0")/common.sh"
bash "$ROOT/build/app.sh"
PY="$(build_python)"
"$PY" "$ROOT/build/icons.py" "$WORK/icons" >/dev/null
makensis="$(command -v makensis || echo "/c/Program Files (x86)/NSIS/makensis.exe")"
[ -x "$makensis" ] || die "makensis not found: install NSIS 3 (choco install nsis)"
out="$DIST/trickbid-$VERSION-setup.exe"
to_native() { if command -v cygpath >/dev/null; then cygpath -w "$1"; else echo "$1"; fi; }
"$makensis" -V2 "-DVERSION=$VERSION" "-DSOURCE_DIR=$(to_native "$DIST/$APP_NAME")" \
    "-DOUTFILE=$(to_native "$out")" "-DICON=$(to_native "$WORK/icons/trickbid.ico")" \
    "$(to_native "$ROOT/build/windows/trickbid.nsi")"
log "built $out"
# A zip of the same folder, for people who cannot run installers.
(cd "$DIST" && "$PY" -m zipfile -c "trickbid-$VERSION-windows-portable.zip" "$APP_NAME")
log "built $DIST/trickbid-$VERSION-windows-portable.zip"
