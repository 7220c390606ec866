#!/usr/bin/env bash
# Builds the seed corpus for fuzz_capture_reader: tiny SQLite captures made with the sqlite3 CLI
# from the .sql files in corpus-src/, plus a few damaged files made from them.
# Usage: tests/fuzz/make_corpus.sh [OUTDIR]   (default: tests/fuzz/corpus/capture, not tracked)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/corpus/capture}"
sqlite="${SQLITE3:-sqlite3}"

mkdir -p "$out"
rm -f "$out"/*.db "$out"/*.bin

for sql in "$here"/corpus-src/*.sql; do
    name="$(basename "$sql" .sql)"
    "$sqlite" -bail "$out/$name.db" <"$sql"
done

# Damaged inputs: a capture missing its last two pages (still partly readable), one cut in
# half, one cut inside the 100-byte header, an empty file and a text file.
full="$out/v010-faultline.db"
size="$(stat -c %s "$full")"
head -c "$((size - 1024))" "$full" >"$out/truncated-tail.bin"
head -c "$((size / 2))" "$full" >"$out/truncated-half.bin"
head -c 40 "$full" >"$out/truncated-header.bin"
: >"$out/empty.bin"
printf 'not an sqlite database\n' >"$out/text.bin"

echo "make_corpus: $(ls "$out" | wc -l) seeds in $out ($(du -sk "$out" | cut -f1) KiB)"
