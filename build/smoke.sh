#!/usr/bin/env bash
# Smoke test of the standalone builds on this (Linux) machine; exit 0 only if every step worked.
#
#   bash build/smoke.sh
#
# 1. builds the one-folder app (build/app.sh) and runs the binary headless from another
#    directory with no sound device: `--autoplay 1 --screenshot DIR` must leave a PNG and a
#    log file in the user data directory; started on the main menu it must create its
#    settings/saves database there; a forced crash must exit 1 with the error logged;
#    with Xvfb and xdotool installed, it also plays on a virtual X display (SDL's real audio
#    path) and the error window of a forced crash must appear and close on a click; a
#    headless `host` and two headless `join --bot` clients of the built app play a deal on
#    loopback and must print the same totals;
# 2. builds the .deb, installs it (dpkg -i; needs root or sudo), runs /usr/bin/trickbid the
#    same way, validates its menu entry, removes the package again;
# 3. builds the tarball, runs its install.sh into a temporary HOME, validates the menu entry
#    with desktop-file-validate, starts the installed program, uninstalls and checks nothing
#    is left but the player's data;
# 4. compiles the NSIS script with makensis (the Linux build stands in for the Windows payload).
# Missing tools (desktop-file-utils, nsis, dpkg-dev) are installed with apt-get when possible.
set -uo pipefail
. "$(dirname "$0")/common.sh"
export PYGAME_HIDE_SUPPORT_PROMPT=1
export REUSE_APP=1  # build the app once (step 1), package that very build
# One smoke at a time: two would rebuild the same dist/ and build/work/ under each other.
exec 9>"$WORK/smoke.lock"
flock -n 9 || die "another build/smoke.sh is running (lock: $WORK/smoke.lock)"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/trickbid-smoke.XXXXXX")"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo -n"; fi
FAILED=()
DEB_INSTALLED=""

cleanup() {
    if [ -n "$DEB_INSTALLED" ]; then $SUDO dpkg --purge trickbid >/dev/null 2>&1 || true; fi
    rm -rf "$TMP"
}
trap cleanup EXIT

step() {  # step NAME FUNCTION: run, time and record one step
    local name="$1" start=$SECONDS
    log "── $name"
    if "$2"; then
        log "ok   $name ($((SECONDS - start)) s)"
    else
        log "FAIL $name ($((SECONDS - start)) s)"
        FAILED+=("$name")
    fi
}

# Headless, and no usable sound device: a nonexistent SDL audio driver makes mixer.init fail,
# exactly as on a machine without sound; the game must run silent.
headless() { env SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=no-such-device "$@"; }

# play_one LABEL COMMAND...: one AI-only deal from an unrelated directory; checks PNG + log.
play_one() {
    local label="$1"; shift
    local dir="$TMP/$label" game="${GAME:-blackout}"
    mkdir -p "$dir/cwd" "$dir/data"
    (cd "$dir/cwd" && headless TRICKBID_DATA_DIR="$dir/data" timeout 300 "$@" \
        --game "$game" --autoplay 1 --screenshot "$dir/shots" >"$dir/out.txt" 2>&1)
    local code=$?
    if [ $code != 0 ]; then log "exit $code:"; tail -20 "$dir/out.txt" >&2; return 1; fi
    local pngs
    pngs="$(find "$dir/shots" -name '*.png' 2>/dev/null | wc -l)"
    [ "$pngs" -gt 0 ] || { log "no screenshot in $dir/shots"; return 1; }
    file "$dir/shots/"*.png 2>/dev/null | head -1 | grep -q "PNG image" \
        || head -c 8 "$(find "$dir/shots" -name '*.png' | head -1)" | grep -q PNG \
        || { log "the screenshot is not a PNG"; return 1; }
    grep -q "exit 0" "$dir/data/trickbid.log" 2>/dev/null \
        || { log "no log file with a clean exit in $dir/data"; return 1; }
    log "$label: $pngs screenshots ($game), log in the data directory"
}

need_tools() {
    local missing=()
    command -v desktop-file-validate >/dev/null || missing+=(desktop-file-utils)
    command -v makensis >/dev/null || missing+=(nsis)
    command -v dpkg-deb >/dev/null || missing+=(dpkg-dev)
    command -v file >/dev/null || missing+=(file)
    command -v xvfb-run >/dev/null || missing+=(xvfb)
    command -v xdotool >/dev/null || missing+=(xdotool)
    [ ${#missing[@]} = 0 ] && return 0
    command -v apt-get >/dev/null || { log "missing tools: ${missing[*]} (no apt-get)"; return 1; }
    log "installing ${missing[*]}"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null \
        || { $SUDO apt-get update -qq >/dev/null && $SUDO env DEBIAN_FRONTEND=noninteractive \
                 apt-get install -y -qq "${missing[@]}" >/dev/null; }
}

build_app() {
    bash "$ROOT/build/app.sh" && [ -x "$DIST/$APP_NAME/$APP_NAME" ]
}

run_app() {
    play_one folder "$DIST/$APP_NAME/$APP_NAME" || return 1
    # Started as a player would (the main menu): the settings/saves database must appear in
    # the user data directory -- the bundle itself is read-only.
    local dir="$TMP/menu" app
    mkdir -p "$dir"
    (cd "$dir" && exec env SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=no-such-device \
        TRICKBID_DATA_DIR="$dir/data" "$DIST/$APP_NAME/$APP_NAME" >"$dir/out.txt" 2>&1) &
    app=$!
    for _ in $(seq 100); do
        [ -s "$dir/data/trickbid.sqlite3" ] && break
        sleep 0.2
    done
    kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
    [ -s "$dir/data/trickbid.sqlite3" ] || { log "no database in the data directory"; return 1; }
    log "menu start: settings and saves in $dir/data/trickbid.sqlite3"
}

lan_table() {  # the built app hosts a table and two of its own bot clients play a deal
    local dir="$TMP/lan" app="$DIST/$APP_NAME/$APP_NAME" port="" host
    mkdir -p "$dir"
    (cd "$dir" && exec env TRICKBID_DATA_DIR="$dir/data" timeout 120 "$app" host \
        --game blackout --players 4 --seats open,open,easy,easy --port 0 --code SMKE \
        --deals 1 --no-announce --headless >"$dir/host.txt" 2>"$dir/host.err") &
    host=$!
    for _ in $(seq 100); do
        port="$(head -1 "$dir/host.txt" 2>/dev/null | sed -n 's/.*"listening": \([0-9]*\).*/\1/p')"
        [ -n "$port" ] && break
        sleep 0.2
    done
    [ -n "$port" ] || { log "the host never listened"; kill "$host" 2>/dev/null; return 1; }
    local i
    for i in 1 2; do
        (cd "$dir" && exec env TRICKBID_DATA_DIR="$dir/data$i" timeout 120 "$app" join \
            "127.0.0.1:$port" --code SMKE --bot easy --headless >"$dir/join$i.txt" \
            2>"$dir/join$i.err") &
    done
    wait
    local totals
    totals="$(sed -n 's/.*"totals": \(\[[^]]*\]\).*/\1/p' "$dir/host.txt" "$dir/join1.txt" \
        "$dir/join2.txt" | sort -u)"
    grep -q '"ended": "deals_done"' "$dir/host.txt" \
        && [ "$(grep -c '"deals": 1' "$dir/join1.txt" "$dir/join2.txt" | grep -c ':1')" = 2 ] \
        && [ "$(echo "$totals" | wc -l)" = 1 ] \
        && [ "$(cat "$dir/join1.txt" "$dir/join2.txt" | grep -c '"verified": true')" = 2 ] \
        || { log "the LAN table did not play its deal:"; cat "$dir"/*.txt "$dir"/*.err >&2
             return 1; }
    log "LAN table: a host and two bot clients of the built app played a deal, deals verified: $totals"
}

forced_crash() {
    local dir="$TMP/crash"
    mkdir -p "$dir"
    (cd "$dir" && headless TRICKBID_DATA_DIR="$dir/data" TRICKBID_FORCE_CRASH=1 \
        "$DIST/$APP_NAME/$APP_NAME" >"$dir/out.txt" 2>&1)
    local code=$?
    [ $code = 1 ] || { log "a forced crash exited $code, not 1"; return 1; }
    grep -q "forced crash" "$dir/out.txt" || { log "no error message on stderr"; return 1; }
    grep -q "Traceback" "$dir/data/trickbid.log" || { log "no traceback in the log"; return 1; }
}

# With Xvfb (and xdotool) installed: the same binary on a real X display with SDL's real
# audio path (this machine has no sound device), and the fatal-error window on screen, closed
# by a click.  Without them the step says so and passes: the headless runs above still count.
x11() {
    if ! command -v xvfb-run >/dev/null || ! command -v xdotool >/dev/null; then
        log "xvfb-run/xdotool not installed (apt-get install xvfb xdotool): step not run"
        return 0
    fi
    local exe="$DIST/$APP_NAME/$APP_NAME" dir="$TMP/x11"
    mkdir -p "$dir"
    (cd "$dir" && env -u SDL_VIDEODRIVER -u SDL_AUDIODRIVER TRICKBID_DATA_DIR="$dir/data" \
        timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" "$exe" --game blackout \
        --autoplay 1 --screenshot "$dir/shots" >"$dir/out.txt" 2>&1) \
        || { log "the app failed on an X display:"; tail -5 "$dir/out.txt" >&2; return 1; }
    ls "$dir/shots/"*.png >/dev/null 2>&1 || { log "no screenshot on an X display"; return 1; }
    cat > "$dir/crash.sh" <<'SH'
"$1" & app=$!
for _ in $(seq 100); do
    window="$(xdotool search --class trickbid-smoke 2>/dev/null | head -1)"
    [ -n "$window" ] && break
    sleep 0.1
done
[ -n "$window" ] || { kill $app; exit 3; }
# A click that lands before the window takes input is lost: click again while it is open.
for _ in $(seq 20); do
    sleep 0.5
    kill -0 $app 2>/dev/null || break
    xdotool mousemove --window "$window" 100 100 click 1 2>/dev/null
done
wait $app
SH
    (cd "$dir" && env -u SDL_VIDEODRIVER TRICKBID_DATA_DIR="$dir/crash-data" \
        TRICKBID_FORCE_CRASH=1 SDL_VIDEO_X11_WMCLASS=trickbid-smoke SDL_AUDIODRIVER=dummy \
        timeout 60 xvfb-run -a sh "$dir/crash.sh" "$exe" >"$dir/crash.txt" 2>&1)
    local code=$?
    [ $code = 1 ] || { log "error window: exit $code (3: no window appeared)"; return 1; }
    log "x11: played on a virtual X display; the error window appeared and closed on a click"
}

deb() {
    # Uncompressed: the package is tested, not shipped (build/deb.sh alone makes the xz one).
    DEB_COMPRESSION=none bash "$ROOT/build/deb.sh" || return 1
    local pkg="$DIST/trickbid_${VERSION}_${DEB_ARCH}.deb"
    $SUDO dpkg -i "$pkg" >/dev/null || { log "dpkg -i failed (root or sudo needed)"; return 1; }
    DEB_INSTALLED=1
    desktop-file-validate /usr/share/applications/trickbid.desktop || return 1
    GAME=partnership-blackout play_one deb /usr/bin/trickbid || return 1
    $SUDO dpkg --purge trickbid >/dev/null || return 1
    DEB_INSTALLED=""
    [ ! -e /opt/trickbid ] && [ ! -e /usr/bin/trickbid ] || { log "dpkg --purge left files"; return 1; }
}

tarball() {
    bash "$ROOT/build/tarball.sh" || return 1
    local name="trickbid-$VERSION-linux-$ARCH" home="$TMP/home"
    mkdir -p "$TMP/unpacked" "$home"
    tar -C "$TMP/unpacked" -xzf "$DIST/$name.tar.gz" || return 1
    HOME="$home" XDG_DATA_HOME="" sh "$TMP/unpacked/$name/install.sh" >/dev/null || return 1
    local entry="$home/.local/share/applications/trickbid.desktop"
    desktop-file-validate "$entry" || return 1
    local exec_path
    exec_path="$(sed -n 's/^Exec="\{0,1\}\([^"]*\)"\{0,1\}$/\1/p' "$entry")"
    [ -x "$exec_path" ] || { log "the menu entry runs $exec_path, which is not executable"; return 1; }
    [ -f "$home/.local/share/icons/hicolor/256x256/apps/trickbid.png" ] || { log "no icon"; return 1; }
    rm -rf "$TMP/unpacked"  # the installed copy must not need the archive any more
    GAME=bazar-belote HOME="$home" play_one tarball "$exec_path" || return 1
    HOME="$home" XDG_DATA_HOME="" sh "$home/.local/lib/trickbid/uninstall.sh" --uninstall >/dev/null \
        || return 1
    local left
    left="$(find "$home" -type f -not -path "$home/.local/share/trickbid/*" \
        -not -name '*.cache' | head -5)"
    [ -z "$left" ] || { log "uninstall left: $left"; return 1; }
}

nsis() {
    "$(build_python)" "$ROOT/build/icons.py" "$WORK/icons" >/dev/null || return 1
    # Stored, not compressed with solid LZMA: the same script, compiled in seconds.
    makensis -V1 "-XSetCompressor /FINAL zlib" "-XSetCompress off" "-DVERSION=$VERSION" \
        "-DSOURCE_DIR=$DIST/$APP_NAME" "-DOUTFILE=$TMP/trickbid-setup.exe" \
        "-DICON=$WORK/icons/trickbid.ico" "$ROOT/build/windows/trickbid.nsi" || return 1
    [ -s "$TMP/trickbid-setup.exe" ] && log "installer: $(du -h "$TMP/trickbid-setup.exe" | cut -f1)"
}

START=$SECONDS
step "tools" need_tools
step "build the one-folder app" build_app
if [ ${#FAILED[@]} = 0 ]; then
    step "run it headless from another directory" run_app
    step "a fatal error is logged and reported" forced_crash
    step "a LAN table: headless host, two bot clients, one deal" lan_table
    step "X display: real audio path, error window" x11
    step ".deb: build, install, run, remove" deb
    step "tarball: install.sh into a temporary HOME, menu entry, uninstall" tarball
fi
step "NSIS installer script compiles" nsis
log "smoke: $((SECONDS - START)) s"
if [ ${#FAILED[@]} != 0 ]; then
    log "FAILED: ${FAILED[*]}"
    exit 1
fi
log "all smoke steps passed"
