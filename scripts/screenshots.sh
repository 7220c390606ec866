#!/usr/bin/env bash
# Takes the screenshots the AppStream metadata and README.md show (packaging/screenshots/) from a
# built tree, under Xvfb at 1600x900: the demo capture's timeline and summary, and a PyTorch memory
# snapshot that recorded an OOM (from ../shared/fixtures; skipped when it is absent).
#
#   scripts/screenshots.sh [BUILD_DIR] [OUTPUT_DIR]   (defaults: build/dev, packaging/screenshots)
#
# Needs xvfb-run, xdotool and ImageMagick (scripts/install-deps.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-build/dev}"
out="${2:-packaging/screenshots}"
app="$(cd "$build" && pwd)/app/faultline"
[[ -x "$app" ]] || {
    echo "screenshots: $app not found: build $build first" >&2
    exit 2
}
mkdir -p "$out"
out="$(cd "$out" && pwd)"
# A real PyTorch OOM (a 23.6 GiB request on an H100): the memory tab opens on its explanation.
snapshot="$(pwd)/../shared/fixtures/gpu-h100/varlen_fragmentation_oom.pickle"
[[ -f "$snapshot" ]] || snapshot="$(pwd)/../shared/fixtures/pytorch-snapshots/v21__select_n__snapshot_04d383c.pickle"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT

# shot NAME SECONDS ACTIONS ARGS...: starts the app with ARGS (its window at 0,0, $SIZE, 1600x900
# unless set), waits, runs the xdotool ACTIONS ("-" for none), waits for the window to settle and
# writes NAME.png.
cat >"$home/shot.sh" <<'EOF'
set -eu
name="$1" wait="$2" actions="$3" app="$4" out="$5"
shift 5
size="${SIZE:-1600x900}"
"$app" "$@" &
pid=$!
window="$(xdotool search --sync --onlyvisible --name 'Faultline' | head -n 1)"
xdotool windowmove "$window" 0 0 windowsize "$window" "${size%x*}" "${size#*x}"
sleep "$wait"
if [ "$actions" != - ]; then
    xdotool windowfocus --sync "$window"
    xdotool $actions
    sleep 3
fi
import -window root -crop "$size+0+0" +repage -strip "$out/$name.png"
kill "$pid"
wait "$pid" 2>/dev/null || true
EOF
run() {
    HOME="$home" XDG_CONFIG_HOME="$home/config" QT_QPA_PLATFORM=xcb LC_ALL=C.UTF-8 SIZE="${SIZE:-1600x900}" \
        xvfb-run -a -s "-screen 0 ${SIZE:-1600x900}x24" sh "$home/shot.sh" "$@"
}

# The timeline with the first (most severe) chain selected: its story and evidence.
run timeline 10 "key ctrl+2 sleep 1 mousemove 470 710 click 1" "$app" "$out" --demo
run summary 10 "key ctrl+1" "$app" "$out" --demo
if [[ -f "$snapshot" ]]; then
    run memory 12 - "$app" "$out" "$snapshot"
else
    echo "screenshots: $snapshot is absent: memory.png not taken" >&2
fi

# The first minute on real H100 captures, at 1920x1080 as a new user opens them: an OOM and a
# starved training loop open on their chain, a healthy run on the whole capture.
incidents="$(pwd)/../shared/fixtures/gpu-h100"
for capture in varlen_fragmentation_oom slow_collate_main_thread healthy_train; do
    if [[ -f "$incidents/$capture.db" ]]; then
        rm -rf "$home/config"
        SIZE=1920x1080 run "first-minute-$capture" 15 - "$app" "$out" "$incidents/$capture.db"
    else
        echo "screenshots: $incidents/$capture.db is absent: first-minute-$capture.png not taken" >&2
    fi
done
# A PyTorch profiler trace converted on opening: its GPU stream lane, zoomed in on one step (Ctrl+wheel
# over a copy), the pageable copy selected and the call that launched it hovered, each joined to the
# other by the launch link, the details naming both.
kineto="$incidents/pageable_copy.kineto.json.gz"
if [[ -f "$kineto" ]]; then
    rm -rf "$home/config" "$home/.local"
    run imported-trace 12 "mousemove 1104 252 keydown ctrl click 4 click 4 click 4 click 4 click 4 click 4 keyup ctrl sleep 1 click 1 sleep 1 mousemove 1110 142" \
        "$app" "$out" "$kineto"
else
    echo "screenshots: $kineto is absent: imported-trace.png not taken" >&2
fi
ls -l "$out"
