#!/usr/bin/env bash
# Linux: a .tar.gz with the one-folder app, a menu entry, icons and a per-user install.sh.
#
#   bash build/tarball.sh   ->  dist/trickbid-VERSION-linux-ARCH.tar.gz
#
# Users unpack it and run ./install.sh (no root; --uninstall removes it again).
set -euo pipefail
. "$(dirname "$0")/common.sh"
ensure_app
PY="$(build_python)"
name="trickbid-$VERSION-linux-$ARCH"
stage="$WORK/tarball/$name"
rm -rf "$WORK/tarball"
mkdir -p "$stage"
cp -R "$DIST/$APP_NAME" "$stage/trickbid"
cp "$ROOT/build/linux/trickbid.desktop" "$ROOT/build/linux/install.sh" "$stage/"
chmod +x "$stage/install.sh"
"$PY" "$ROOT/build/icons.py" "$WORK/icons" >/dev/null
mkdir -p "$stage/icons"
cp -R "$WORK/icons/hicolor" "$stage/icons/"
cat > "$stage/README.txt" <<TXT
Trickbid $VERSION for Linux ($ARCH)

Install for your user (menu entry, icon, 'trickbid' command):   ./install.sh
Remove it again:                                                ./install.sh --uninstall
Or play without installing:                                     ./trickbid/trickbid

Settings, saves and the log (trickbid.log) are kept in ~/.local/share/trickbid.
Licences: trickbid/_internal/licenses/ and trickbid/_internal/assets/CREDITS.md.
TXT
tar -C "$WORK/tarball" -czf "$DIST/$name.tar.gz" "$name"
log "built $DIST/$name.tar.gz ($(du -h "$DIST/$name.tar.gz" | cut -f1))"
