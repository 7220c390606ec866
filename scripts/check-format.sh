#!/usr/bin/env bash
# Fails when a C/C++ file under core/ app/ tests/ bpf/ is not formatted as .clang-format says.
# Fix with: clang-format-14 -i FILE...
set -euo pipefail
cd "$(dirname "$0")/.."

clang_format="${CLANG_FORMAT:-clang-format-14}"
if ! command -v "$clang_format" >/dev/null 2>&1; then
    echo "check-format: $clang_format not found (scripts/install-deps.sh installs it)" >&2
    exit 1
fi

files=()
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    while IFS= read -r -d '' f; do
        [[ -f "$f" ]] && files+=("$f")
    done < <(git ls-files -z -- 'core/*.h' 'core/*.cpp' 'core/*.c' 'app/*.h' 'app/*.cpp' 'app/*.c' \
        'tests/*.h' 'tests/*.cpp' 'tests/*.c' 'bpf/*.h' 'bpf/*.cpp' 'bpf/*.c')
else
    while IFS= read -r -d '' f; do
        files+=("$f")
    done < <(find core app tests bpf -type f \( -name '*.h' -o -name '*.cpp' -o -name '*.c' \) -print0 2>/dev/null)
fi

if ((${#files[@]} == 0)); then
    echo "check-format: no files to check"
    exit 0
fi

bad=()
for f in "${files[@]}"; do
    if ! "$clang_format" --dry-run -Werror "$f" >/dev/null 2>&1; then
        bad+=("$f")
    fi
done

if ((${#bad[@]} > 0)); then
    echo "check-format: ${#bad[@]} of ${#files[@]} files are not formatted; first differences:" >&2
    for f in "${bad[@]}"; do
        "$clang_format" "$f" | diff -u --label "$f" --label "$f (formatted)" "$f" - | head -n 20 >&2 || true
    done
    echo "check-format: fix with: $clang_format -i ${bad[*]}" >&2
    exit 1
fi
echo "check-format: ${#files[@]} files formatted"
