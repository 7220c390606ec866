#!/usr/bin/env bash
# What CI runs: dependencies, the ci preset (warnings as errors) and its tests, the asan preset
# (AddressSanitizer + UBSan) and its tests, the fuzzers' smoke runs, and the format check.
# Benchmarks are left out. Exits non-zero on the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs="${FAULTLINE_JOBS:-$(nproc)}"
started=$SECONDS
stage_started=$SECONDS
stage_name=""
summaries=()

stage() {
    if [[ -n "$stage_name" ]]; then
        printf '=== %s: done in %ds\n' "$stage_name" "$((SECONDS - stage_started))"
    fi
    stage_name="$1"
    stage_started=$SECONDS
    printf '\n=== %s\n' "$stage_name"
}

on_exit() {
    local rc=$?
    if ((rc != 0)); then
        printf '\n=== FAILED in stage "%s" after %ds (exit %d)\n' "$stage_name" "$((SECONDS - started))" "$rc" >&2
    fi
}
trap on_exit EXIT

# Runs ctest, echoes its output, and keeps the "N% tests passed" line for the final summary.
run_ctest() {
    local label="$1"
    shift
    local log
    log="$(mktemp)"
    local rc=0
    ctest "$@" 2>&1 | tee "$log" || rc=$?
    summaries+=("$label: $(grep -E 'tests passed|No tests were found' "$log" | tail -n 1)")
    rm -f "$log"
    return "$rc"
}

stage "dependencies"
./scripts/install-deps.sh

stage "ci preset: configure and build (-Werror, -j$jobs)"
cmake --preset ci
cmake --build --preset ci -j "$jobs"

stage "ci preset: tests"
run_ctest "ci" --preset ci -j "$jobs"

stage "asan preset: configure and build (-j$jobs)"
cmake --preset asan
cmake --build --preset asan -j "$jobs"

stage "asan preset: tests"
lsan_options=""
if [[ -f tests/lsan.supp ]]; then
    lsan_options="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
fi
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    LSAN_OPTIONS="$lsan_options" \
    run_ctest "asan" --preset asan -j "$jobs"

stage "fuzz preset: build and smoke runs"
# With the app configured the Qt loading path gets its harness too; only the fuzzers are built.
cmake --preset fuzz -DFAULTLINE_BUILD_APP=ON
cmake --build --preset fuzz --target fuzzers -j "$jobs"
run_ctest "fuzz smoke" --test-dir build/fuzz -L fuzz-smoke --output-on-failure

stage "format check"
./scripts/check-format.sh

printf '=== %s: done in %ds\n' "$stage_name" "$((SECONDS - stage_started))"
printf '\n=== summary\n'
for s in "${summaries[@]}"; do
    printf '  %s\n' "$s"
done
printf '=== all stages passed in %ds\n' "$((SECONDS - started))"
