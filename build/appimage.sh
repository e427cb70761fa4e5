#!/usr/bin/env bash
# Linux: an AppImage (one file that runs on most distributions with glibc >= the build's).
#
#   bash build/appimage.sh             ->  dist/Trickbid-VERSION-ARCH.AppImage
#   bash build/appimage.sh --appdir    only the AppDir (build/work/appimage/Trickbid.AppDir)
#
# Packing needs appimagetool (https://github.com/AppImage/appimagetool/releases; set
# APPIMAGETOOL to its path).  Without FUSE (containers, CI) it runs with
# APPIMAGE_EXTRACT_AND_RUN=1, which this script sets.
set -euo pipefail
. "$(dirname "$0")/common.sh"
ensure_app
PY="$(build_python)"
appdir="$WORK/appimage/Trickbid.AppDir"
rm -rf "$WORK/appimage"
mkdir -p "$appdir/usr/lib" "$appdir/usr/bin" "$appdir/usr/share/applications" "$appdir/usr/share/icons"
cp -R "$DIST/$APP_NAME" "$appdir/usr/lib/trickbid"
ln -s ../lib/trickbid/trickbid "$appdir/usr/bin/trickbid"
"$PY" "$ROOT/build/icons.py" "$WORK/icons" >/dev/null
cp -R "$WORK/icons/hicolor" "$appdir/usr/share/icons/"
cp "$WORK/icons/hicolor/256x256/apps/trickbid.png" "$appdir/trickbid.png"
ln -s trickbid.png "$appdir/.DirIcon"
cp "$ROOT/build/linux/trickbid.desktop" "$appdir/trickbid.desktop"
cp "$ROOT/build/linux/trickbid.desktop" "$appdir/usr/share/applications/"
cat > "$appdir/AppRun" <<'SH'
#!/bin/sh
# AppImage entry: start the bundled one-folder program with the user's arguments.
HERE="$(dirname "$(readlink -f "$0")")"
exec "$HERE/usr/lib/trickbid/trickbid" "$@"
SH
chmod +x "$appdir/AppRun"
log "AppDir ready: $appdir"
if [ "${1:-}" = "--appdir" ]; then exit 0; fi
tool="${APPIMAGETOOL:-$(command -v appimagetool || true)}"
[ -n "$tool" ] || die "appimagetool not found: download it and set APPIMAGETOOL=/path/to/appimagetool"
out="$DIST/Trickbid-$VERSION-$ARCH.AppImage"
APPIMAGE_EXTRACT_AND_RUN=1 ARCH="$ARCH" "$tool" --no-appstream "$appdir" "$out"
log "built $out"
