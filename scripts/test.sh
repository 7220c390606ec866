#!/usr/bin/env bash
# What CI runs: dependencies, the ci preset (warnings as errors), its tests and its Debian packages
# (checked), the asan preset (AddressSanitizer + UBSan) and its tests, the fuzzers' smoke runs,
# the fresh-install check (a minimal Debian 12 root builds and runs faultline after
# install-deps.sh), the format check and the include check.
# Benchmarks are left out. A failing stage does not stop the independent ones after it, so one
# run shows every problem; the exit status is non-zero when any stage failed.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs="${FAULTLINE_JOBS:-$(nproc)}"
started=$SECONDS
summary_file="$(mktemp)"
ctest_line_file="$(mktemp)"
trap 'rm -f "$summary_file" "$ctest_line_file"' EXIT
failed=()

# stage NAME COMMAND...: runs COMMAND with errexit in a subshell, times it, records a failure
# and leaves its status in $last_rc. It always returns 0: called as a condition (if, ||), bash
# would switch errexit off inside COMMAND too.
last_rc=0
stage() {
    local name="$1"
    shift
    printf '\n=== %s\n' "$name"
    local t0=$SECONDS rc=0
    set +e
    (
        set -e
        "$@"
    )
    rc=$?
    set -e
    if ((rc == 0)); then
        printf '=== %s: passed in %ds\n' "$name" "$((SECONDS - t0))"
    else
        printf '=== %s: FAILED (exit %d) in %ds\n' "$name" "$rc" "$((SECONDS - t0))"
        failed+=("$name")
    fi
    echo "$(printf '%4ds' "$((SECONDS - t0))")  $([[ $rc == 0 ]] && echo ok || echo FAILED)  $name" >>"$summary_file"
    cat "$ctest_line_file" >>"$summary_file"
    : >"$ctest_line_file"
    last_rc=$rc
}

# Runs ctest and keeps its "N% tests passed" line for the summary.
run_ctest() {
    local label="$1"
    shift
    local log rc=0
    log="$(mktemp)"
    ctest "$@" 2>&1 | tee "$log" || rc=$?
    echo "        $label: $(grep -E 'tests passed|No tests were found' "$log" | tail -n 1)" >"$ctest_line_file"
    rm -f "$log"
    return "$rc"
}

build_preset() {
    cmake --preset "$1"
    cmake --build --preset "$1" -j "$jobs"
}

test_asan() {
    local lsan=""
    if [[ -f tests/lsan.supp ]]; then
        lsan="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
    fi
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
        UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        LSAN_OPTIONS="$lsan" \
        run_ctest "asan" --preset asan -j "$jobs"
}

build_fuzzers() {
    # With the app configured the Qt loading path gets its harness too; only the fuzzers are built.
    cmake --preset fuzz -DFAULTLINE_BUILD_APP=ON
    cmake --build --preset fuzz --target fuzzers -j "$jobs"
}

stage "dependencies" ./scripts/install-deps.sh
if ((last_rc != 0)); then
    exit 1
fi

stage "ci preset: configure and build (-Werror, -j$jobs)" build_preset ci
if ((last_rc == 0)); then
    stage "ci preset: tests" run_ctest "ci" --preset ci -j "$jobs"
    # The Debian packages of that build, checked; no build of their own (scripts/check-packages.sh).
    stage "packaging: Debian packages of the ci build" ./scripts/check-packages.sh build/ci
fi

stage "asan preset: configure and build (-j$jobs)" build_preset asan
if ((last_rc == 0)); then
    stage "asan preset: tests" test_asan
fi

stage "fuzz preset: build" build_fuzzers
if ((last_rc == 0)); then
    stage "fuzz preset: smoke runs" run_ctest "fuzz smoke" --test-dir build/fuzz -L fuzz-smoke --output-on-failure
fi

# Needs root and the Debian mirror (CI runs as root); elsewhere it is skipped, and says so.
if [[ "$(id -u)" -eq 0 ]]; then
    stage "fresh install: minimal Debian 12 root (debootstrap), install-deps.sh, dev preset, faultline" \
        ./scripts/check-fresh-install.sh
else
    echo "=== fresh install: skipped (needs root: sudo ./scripts/check-fresh-install.sh)" | tee -a "$summary_file"
fi

stage "format check" ./scripts/check-format.sh
stage "include check: each folder includes only what it may (HACKING: The map)" ./scripts/check-includes.py

printf '\n=== summary (%ds in all)\n' "$((SECONDS - started))"
cat "$summary_file"
# How much the compiler cache saved (cmake/FaultlineCcache.cmake), when there is one.
if command -v ccache >/dev/null 2>&1 && [[ -d /var/cache/faultline/ccache ]]; then
    CCACHE_DIR=/var/cache/faultline/ccache ccache --show-stats 2>/dev/null | grep -E '^ *(Hits|Misses):' |
        sed 's/^ */ccache: /' || true
fi
if ((${#failed[@]} > 0)); then
    printf '=== %d stage(s) failed: %s\n' "${#failed[@]}" "$(IFS=,; echo "${failed[*]}")"
    exit 1
fi
echo "=== all stages passed"
