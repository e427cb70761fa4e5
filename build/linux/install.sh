#!/bin/sh
# Install Trickbid for the current user -- no root, nothing outside your home folder.
#
#   ./install.sh               install (or update) into ~/.local
#   ./install.sh --uninstall   remove it again (your settings and saved games stay)
#
# What goes where (XDG locations; TRICKBID_PREFIX and XDG_DATA_HOME move them):
#   ~/.local/lib/trickbid/                          the program (this folder's trickbid/)
#   ~/.local/bin/trickbid                           a link to start it from a terminal
#   ~/.local/share/applications/trickbid.desktop    the menu entry
#   ~/.local/share/icons/hicolor/*/apps/trickbid.png
# Settings, saves and the log live in ~/.local/share/trickbid/ (the game makes it) and are
# never touched by this script.
set -eu

PREFIX="${TRICKBID_PREFIX:-$HOME/.local}"
DATA_HOME="${XDG_DATA_HOME:-$HOME/.local/share}"
APP_DIR="$PREFIX/lib/trickbid"
BIN="$PREFIX/bin/trickbid"
DESKTOP="$DATA_HOME/applications/trickbid.desktop"
ICONS="$DATA_HOME/icons/hicolor"
HERE="$(cd "$(dirname "$0")" && pwd)"

refresh_menus() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$ICONS" 2>/dev/null || true
    fi
}

uninstall() {
    rm -rf "$APP_DIR"
    if [ -L "$BIN" ] || [ -f "$BIN" ]; then rm -f "$BIN"; fi
    rm -f "$DESKTOP"
    for icon in "$ICONS"/*/apps/trickbid.png; do
        if [ -f "$icon" ]; then rm -f "$icon"; fi
    done
    refresh_menus
    echo "Trickbid is uninstalled."
    echo "Your settings and saved games are still in ${XDG_DATA_HOME:-$HOME/.local/share}/trickbid;"
    echo "delete that folder to remove them too."
}

install() {
    if [ ! -x "$HERE/trickbid/trickbid" ]; then
        echo "install.sh: the program folder $HERE/trickbid is missing; run me from the unpacked archive" >&2
        exit 1
    fi
    mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$DATA_HOME/applications"
    rm -rf "$APP_DIR.new"
    cp -R "$HERE/trickbid" "$APP_DIR.new"
    cp "$HERE/install.sh" "$APP_DIR.new/uninstall.sh"
    rm -rf "$APP_DIR"
    mv "$APP_DIR.new" "$APP_DIR"
    ln -sfn "$APP_DIR/trickbid" "$BIN"
    for icon in "$HERE"/icons/hicolor/*/apps/trickbid.png; do
        size_dir="$(basename "$(dirname "$(dirname "$icon")")")"
        mkdir -p "$ICONS/$size_dir/apps"
        cp "$icon" "$ICONS/$size_dir/apps/trickbid.png"
    done
    # The menu starts the program by its full path: ~/.local/bin is not always on PATH.
    sed -e "s|^Exec=.*|Exec=\"$APP_DIR/trickbid\"|" \
        -e "s|^TryExec=.*||" "$HERE/trickbid.desktop" > "$DESKTOP"
    chmod 644 "$DESKTOP"
    refresh_menus
    echo "Trickbid is installed: find it in your applications menu, or run $BIN"
    echo "To remove it: $APP_DIR/uninstall.sh --uninstall"
}

case "${1:-}" in
    --uninstall|uninstall) uninstall ;;
    ""|--install|install) install ;;
    -h|--help) sed -n '2,14p' "$0" ;;
    *) echo "install.sh: unknown option '$1' (use --uninstall or nothing)" >&2; exit 2 ;;
esac
