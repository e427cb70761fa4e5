#!/usr/bin/env bash
# macOS: Trickbid.app from installer.spec and a drag-to-Applications .dmg.
#
#   bash build/macos.sh   ->  dist/Trickbid.app, dist/Trickbid-VERSION-macos-ARCH.dmg
#
# The .app is ad-hoc signed (PyInstaller does that; enough to run on the machine that made
# it, and on others after right-click > Open).  A release for strangers also needs a
# Developer ID signature and notarization: set MACOS_SIGN_IDENTITY to sign here; notarize
# with `xcrun notarytool submit --wait` (needs an Apple developer account; not automated).
set -euo pipefail
. "$(dirname "$0")/common.sh"
[ "$(uname -s)" = Darwin ] || die "the .app and .dmg are built on macOS (hdiutil, codesign)"
bash "$ROOT/build/app.sh"
app="$DIST/Trickbid.app"
[ -d "$app" ] || die "PyInstaller made no $app"
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --deep --options runtime --timestamp -s "$MACOS_SIGN_IDENTITY" "$app"
fi
codesign --verify --deep --strict "$app" && log "signature verified"
stage="$WORK/dmg"
rm -rf "$stage"
mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
out="$DIST/Trickbid-$VERSION-macos-$ARCH.dmg"
rm -f "$out"
hdiutil create -volname "Trickbid $VERSION" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$out"
log "built $out"
