#!/usr/bin/env bash
# Proves the README's first command works on a machine that has nothing: builds a minimal Debian 12
# root (debootstrap --variant=minbase bookworm), puts a clone of this checkout in it, and inside it
# (chroot, /proc mounted) runs ./scripts/install-deps.sh, `cmake --preset dev`, builds the faultline
# target and runs `faultline demo` and `faultline stats` on the result, then ./scripts/demo.sh,
# which must get as far as its display check (there is none in the chroot). A failure prints the first
# line that names what is missing and exits non-zero.
#
# The unpacked base is cached as a tarball, and the .deb files apt downloads are kept beside it,
# between runs (FAULTLINE_FRESH_CACHE, default /var/cache/faultline/fresh-install); every run
# unpacks the base anew into an empty folder, so nothing installed by an earlier run is seen.
# Uncommitted changes to the checkout are copied over the clone, so the stage checks the tree as it
# is. Needs root (debootstrap, chroot, mount) and the network to the Debian mirror.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

cache="${FAULTLINE_FRESH_CACHE:-/var/cache/faultline/fresh-install}"
jobs="${FAULTLINE_FRESH_JOBS:-2}"
base_tar="$cache/bookworm-minbase.tar"
debs="$cache/archives"

if [[ "$(id -u)" -ne 0 ]]; then
    echo "check-fresh-install: needs root (debootstrap, chroot, mount)" >&2
    exit 1
fi
for tool in debootstrap chroot mount tar git; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "check-fresh-install: $tool not found (./scripts/install-deps.sh installs it)" >&2
        exit 1
    fi
done

# The Debian mirror the machine's own apt sources name for bookworm (deb822 or one-line format),
# without the security archive, which has no bookworm suite of its own.
find_mirror() {
    local f
    for f in /etc/apt/sources.list.d/*.sources /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [[ -r "$f" ]] || continue
        if [[ "$f" == *.sources ]]; then
            awk 'BEGIN { RS = ""; FS = "\n" }
                 {
                     uris = ""; suites = ""
                     for (i = 1; i <= NF; i++) {
                         if ($i ~ /^URIs:/) { uris = $i; sub(/^URIs:[ \t]*/, "", uris) }
                         if ($i ~ /^Suites:/) { suites = " " $i " "; sub(/^Suites:/, "", suites) }
                     }
                     if (suites ~ /[ \t]bookworm[ \t]/ && uris !~ /security/) { split(uris, u, /[ \t]+/); print u[1]; exit }
                 }' "$f"
        else
            awk '$1 == "deb" && $0 !~ /security/ {
                     i = 2; if ($2 ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
                     if ($(i + 1) == "bookworm") { print $i; exit }
                 }' "$f"
        fi
    done | head -n 1
}
mirror="${FAULTLINE_FRESH_MIRROR:-$(find_mirror)}"
mirror="${mirror:-http://deb.debian.org/debian}"

work="$(mktemp -d /var/tmp/faultline-fresh.XXXXXX)"
root="$work/root"
mounted=()
cleanup() {
    local m
    local kept=0
    for m in "${mounted[@]}"; do
        umount -l "$m" 2>/dev/null || kept=1
    done
    # --one-file-system: should an unmount have failed, the host's /proc stays untouched; the
    # compiler cache is bound from the same file system, so then nothing is removed at all.
    if ((kept)); then
        echo "check-fresh-install: an unmount failed; $work is left in place" >&2
        return
    fi
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT

# run STEP LOG COMMAND...: runs COMMAND with its output in LOG (shown as it comes); on failure
# prints the first line that names the missing piece, or the log's end, and exits.
run() {
    local step="$1" log="$2"
    shift 2
    echo "check-fresh-install: $step"
    local rc=0
    "$@" 2>&1 | tee "$log" | sed 's/^/    /' || rc=$?
    if ((rc != 0)); then
        echo "check-fresh-install: FAILED at: $step (exit $rc)" >&2
        local missing
        # CMake wraps its messages: the matching line and the one after it.
        missing="$(grep -m 1 -A 1 -E 'Could not find|could not be found|not found|Unable to locate package|No such file' \
            "$log" | sed 's/^ *//' | tr '\n' ' ' || true)"
        if [[ -n "$missing" ]]; then
            echo "check-fresh-install: missing piece: $missing" >&2
        else
            echo "check-fresh-install: last lines:" >&2
            tail -n 15 "$log" | sed 's/^/    /' >&2
        fi
        exit 1
    fi
}

mkdir -p "$cache" "$debs"
if [[ ! -s "$base_tar" ]]; then
    run "debootstrap --variant=minbase bookworm from $mirror (cached in $base_tar)" "$work/debootstrap.log" \
        debootstrap --variant=minbase bookworm "$work/base" "$mirror"
    tar -C "$work/base" --numeric-owner -cf "$base_tar.part" .
    mv "$base_tar.part" "$base_tar"
    rm -rf --one-file-system "$work/base"
fi

echo "check-fresh-install: unpacking a minimal Debian 12 root into $root"
mkdir -p "$root"
tar -C "$root" --numeric-owner -xf "$base_tar"
cp -L /etc/resolv.conf "$root/etc/resolv.conf"
# No service starts inside the root (openssh-server, polkitd).
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"
# link_debs FROM TO: the .deb files of FROM into TO, hard-linked where they can be (same file
# system), copied otherwise; a file TO already has is left as it is.
link_debs() {
    local f
    for f in "$1"/*.deb; do
        [[ -e "$f" && ! -e "$2/${f##*/}" ]] || continue
        ln "$f" "$2/" 2>/dev/null || cp "$f" "$2/"
    done
}
link_debs "$debs" "$root/var/cache/apt/archives"

echo "check-fresh-install: cloning $repo into the root (with its uncommitted changes)"
git clone --quiet --no-hardlinks "$repo" "$root/src/faultline"
# Tracked files as they are now, and new files git does not ignore; deleted ones are removed.
git ls-files -z --modified --others --exclude-standard | tar -C "$repo" --null -T - -cf - | tar -C "$root/src/faultline" -xf -
git ls-files -z --deleted | (cd "$root/src/faultline" && xargs -0 -r rm -f --)

mount -t proc proc "$root/proc"
mounted+=("$root/proc")
# The host's compiler cache (cmake/FaultlineCcache.cmake), bound in at the same path: the root's build
# reuses what the host compiled, and adds to it.
ccache_dir="${FAULTLINE_CCACHE_DIR:-/var/cache/faultline/ccache}"
if mkdir -p "$ccache_dir" 2>/dev/null; then
    mkdir -p "$root$ccache_dir"
    mount --bind "$ccache_dir" "$root$ccache_dir"
    mounted+=("$root$ccache_dir")
fi

inside() {
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen /bin/bash -c "cd /src/faultline && $1"
}

run "./scripts/install-deps.sh" "$work/install-deps.log" inside ./scripts/install-deps.sh
link_debs "$root/var/cache/apt/archives" "$debs"
run "cmake --preset dev" "$work/configure.log" inside 'cmake --preset dev'
run "cmake --build --preset dev --target faultline -j$jobs" "$work/build.log" \
    inside "cmake --build --preset dev --target faultline -j$jobs"
run "faultline demo --scenario fragmentation -o /tmp/d.db" "$work/demo.log" \
    inside './build/dev/app/faultline demo --scenario fragmentation -o /tmp/d.db'
run "faultline stats /tmp/d.db" "$work/stats.log" inside './build/dev/app/faultline stats /tmp/d.db'
if ! grep -q 'cudaMalloc' "$work/stats.log"; then
    echo "check-fresh-install: FAILED: faultline stats printed no cudaMalloc row for the demo capture" >&2
    exit 1
fi
# The README's first command as a new user runs it: with no display in the chroot it must get as
# far as saying so (everything before it, install, configure and build, done).
if inside 'env -u QT_QPA_PLATFORM ./scripts/demo.sh' >"$work/demo-sh.log" 2>&1; then
    echo "check-fresh-install: FAILED: ./scripts/demo.sh succeeded without a display" >&2
    exit 1
fi
if ! grep -q 'there is no display' "$work/demo-sh.log"; then
    echo "check-fresh-install: FAILED: ./scripts/demo.sh stopped before the display check:" >&2
    tail -n 20 "$work/demo-sh.log" >&2
    exit 1
fi
echo "check-fresh-install: ./scripts/demo.sh reached the display check"
echo "check-fresh-install: passed: a minimal Debian 12 root builds and runs faultline after ./scripts/install-deps.sh"
