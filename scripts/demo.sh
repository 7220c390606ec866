#!/usr/bin/env bash
# Installs the dependencies, builds the dev preset and opens the GUI on a generated demo capture.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-deps.sh
cmake --preset dev
# The GUI only: the tests and benchmarks are the second command's (scripts/test.sh).
cmake --build --preset dev --target faultline

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    cat >&2 <<'HINT'
demo: built build/dev/app/faultline, but there is no display (DISPLAY and WAYLAND_DISPLAY are unset),
so the GUI cannot open here. Either
  - run it from a desktop session or over `ssh -X`:   ./build/dev/app/faultline --demo
  - or on a virtual display:                         xvfb-run -a ./build/dev/app/faultline --demo
  - or headless, without the GUI:                    ./build/dev/app/faultline demo --scenario fragmentation -o demo.db
                                                     ./build/dev/app/faultline stats demo.db
HINT
    exit 1
fi

if [[ "$(id -u)" -eq 0 ]]; then
    echo "demo: running the GUI as root; it does not need to (only the dependency install does)" >&2
fi
exec ./build/dev/app/faultline --demo
