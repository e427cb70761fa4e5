#!/usr/bin/env bash
# The project's checks: lint, strict types on every floor (the client included), then the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
ruff check .
mypy --strict game ai
python -m pytest -n 2 -p no:cacheprovider "$@"
