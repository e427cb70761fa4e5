#!/usr/bin/env bash
# Debian/Ubuntu: a .deb of the one-folder app, installed to /opt/trickbid with
# /usr/bin/trickbid, a menu entry and icons.
#
#   bash build/deb.sh   ->  dist/trickbid_VERSION_ARCH.deb     (sudo apt install ./that.deb)
#
# Built with `dpkg-deb --root-owner-group` so no fakeroot is needed.  The binaries need the
# glibc of the build machine or newer: build releases on the oldest distribution supported.
# DEB_MAINTAINER sets the Maintainer field; DEB_COMPRESSION=gzip builds faster (default xz).
set -euo pipefail
. "$(dirname "$0")/common.sh"
command -v dpkg-deb >/dev/null || die "dpkg-deb not found (apt-get install dpkg-dev)"
ensure_app
PY="$(build_python)"
root="$WORK/deb/root"
rm -rf "$WORK/deb"
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
    "$root/usr/share/doc/trickbid" "$root/usr/share/icons"
cp -R "$DIST/$APP_NAME" "$root/opt/trickbid"
ln -s /opt/trickbid/trickbid "$root/usr/bin/trickbid"
cp "$ROOT/build/linux/trickbid.desktop" "$root/usr/share/applications/"
"$PY" "$ROOT/build/icons.py" "$WORK/icons" >/dev/null
cp -R "$WORK/icons/hicolor" "$root/usr/share/icons/"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: trickbid"
    echo
    echo "Files: *"
    echo "License: MIT (Trickbid); third-party components: see /opt/trickbid/_internal/licenses/"
    echo
    sed 's/^/ /; s/^ $/ ./' "$ROOT/LICENSE" 2>/dev/null || true
} > "$root/usr/share/doc/trickbid/copyright"
find "$root" -type d -exec chmod 755 {} +
find "$root/usr/share" -type f -exec chmod 644 {} +
glibc="$(ldd --version 2>/dev/null | head -1 | grep -oE '[0-9]+\.[0-9]+$' || true)"
size_kb="$(du -sk --exclude=DEBIAN "$root" | cut -f1)"
cat > "$root/DEBIAN/control" <<CONTROL
Package: trickbid
Version: $VERSION
Section: games
Priority: optional
Architecture: $DEB_ARCH
Maintainer: ${DEB_MAINTAINER:-Trickbid developers <trickbid@localhost>}
Installed-Size: $size_kb
Depends: libc6 (>= ${glibc:-2.31})
Description: trick-taking card games with bidding
 Blackout (Oh Hell), Partnership Blackout and Bazar Belote, played offline
 against computer opponents. A standalone build: Python and pygame-ce are
 bundled in /opt/trickbid.
CONTROL
# Refresh menus and icon caches where the tools exist (no hard dependency on them).
cat > "$root/DEBIAN/postinst" <<'SH'
#!/bin/sh
set -e
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q /usr/share/applications || true; fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t /usr/share/icons/hicolor || true; fi
SH
cp "$root/DEBIAN/postinst" "$root/DEBIAN/postrm"
chmod 755 "$root/DEBIAN/postinst" "$root/DEBIAN/postrm"
out="$DIST/trickbid_${VERSION}_${DEB_ARCH}.deb"
dpkg-deb --root-owner-group "-Z${DEB_COMPRESSION:-xz}" --build "$root" "$out" >/dev/null
log "built $out ($(du -h "$out" | cut -f1))"
