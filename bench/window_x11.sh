#!/usr/bin/env bash
# One window for the session under a real X server and window manager (issue 21, defect 2).
#
#   bash bench/window_x11.sh            # needs: apt-get install xvfb openbox xdotool
#
# Starts Xvfb (1920x1080) with openbox, opens the game at 1280x800, and prints the window's
# id, position and size after each F11 and resize, then its RSS; then quits by the keyboard
# (Esc, Tab, Enter) and starts it twice more to show the kept size and place. A game that
# makes a new window prints a new id; one that drifts prints a new position.
set -uo pipefail
cd "$(dirname "$0")/.."
DISPLAY_NO=${TRICKBID_X_DISPLAY:-:93}
Xvfb "$DISPLAY_NO" -screen 0 1920x1080x24 >/dev/null 2>&1 & XPID=$!
sleep 1
DISPLAY=$DISPLAY_NO openbox >/dev/null 2>&1 & WPID=$!
sleep 1
export DISPLAY=$DISPLAY_NO SDL_VIDEO_X11_WMCLASS=trickbidbench SDL_AUDIODRIVER=dummy
export PYGAME_HIDE_SUPPORT_PROMPT=1 TRICKBID_DATA_DIR=${TRICKBID_DATA_DIR:-$(mktemp -d)}
win() { xdotool search --class trickbidbench 2>/dev/null | tail -1; }
show() { printf '%-22s ids [%s] %s\n' "$1" "$(xdotool search --class trickbidbench 2>/dev/null | tr '\n' ' ')" \
         "$(xdotool getwindowgeometry "$(win)" 2>/dev/null | tail -n +2 | tr -s ' \n' ' ')"; }
start() {
  python -m game "$@" >/dev/null 2>&1 & GPID=$!
  sleep 4
  xdotool windowactivate --sync "$(win)" >/dev/null 2>&1
  xdotool mousemove --window "$(win)" 100 100 key --window "$(win)" shift
  sleep 1
}
quit() {
  xdotool key --window "$(win)" Escape; sleep 0.5
  xdotool key --window "$(win)" Tab; sleep 0.3
  xdotool key --window "$(win)" Return; sleep 2
  kill "$GPID" 2>/dev/null; wait "$GPID" 2>/dev/null
}
start --size 1280x800
show "start"
for i in 1 2 3; do
  xdotool key --window "$(win)" F11; sleep 1.5; show "F11 #$i on"
  xdotool key --window "$(win)" F11; sleep 1.5; show "F11 #$i off"
done
for size in "1500 900" "700 450" "1300 760"; do
  xdotool windowsize "$(win)" $size; sleep 1.5; show "resize ${size/ /x}"
done
xdotool windowmove "$(win)" 200 150; sleep 1; show "moved"
echo "rss $(ps -o rss= -p "$GPID") kB"
quit
for run in 2 3; do
  start; show "start again #$run"; quit
done
kill "$WPID" "$XPID" 2>/dev/null
