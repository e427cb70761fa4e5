#!/usr/bin/env bash
# The project's checks: lint, strict types on the core and the AI, then the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
ruff check .
mypy --strict game/core ai
python -m pytest -n 2 -p no:cacheprovider "$@"
