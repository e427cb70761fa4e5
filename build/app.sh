#!/usr/bin/env bash
# The standalone app with PyInstaller, from installer.spec.
#
#   bash build/app.sh            one folder: dist/trickbid/trickbid (macOS: dist/Trickbid.app)
#   bash build/app.sh --onefile  one file:   dist/trickbid-onefile
set -euo pipefail
. "$(dirname "$0")/common.sh"
PY="$(build_python)"
cd "$ROOT"
spec_args=()
if [ "${1:-}" = "--onefile" ]; then spec_args=(-- --onefile); fi
log "PyInstaller ${spec_args[*]:-(one folder)}"
"$PY" -m PyInstaller installer.spec --noconfirm --log-level WARN \
    --workpath "$WORK/pyinstaller" --distpath "$DIST" "${spec_args[@]}"
if [ "${1:-}" = "--onefile" ]; then
    log "built $(ls -d "$DIST"/trickbid-onefile*)"
else
    log "built $DIST/$APP_NAME ($(du -sh "$DIST/$APP_NAME" | cut -f1))"
fi
