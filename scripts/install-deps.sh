#!/usr/bin/env bash
# Installs what Faultline needs to build, run and test on Debian 12. Safe to run again: when
# every package is already there it does nothing. Runs apt-get as root, or through sudo.
set -euo pipefail

packages=(
    # toolchain and build; ccache keeps what every clone compiled (cmake/FaultlineCcache.cmake)
    build-essential cmake ninja-build pkg-config git ccache
    # the fresh-install check (scripts/check-fresh-install.sh): a minimal Debian 12 root
    debootstrap
    clang libclang-rt-14-dev llvm-14 clang-format-14 clang-tidy-14
    # capture files
    libsqlite3-dev sqlite3
    # importing PyTorch profiler (Kineto) traces: JSON at GB/s, .json.gz
    libsimdjson-dev zlib1g-dev
    # Qt 6.4 (widgets, charts, SQLite driver, linguist tools, Qt's own translations)
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqt6sql6-sqlite qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
    qt6-translations-l10n libqcustomplot-dev libqcustomplot2.1-qt6 libgl-dev
    # exported pictures as SVG (QtSvg), and the PDF text the export tests read (pdftotext)
    qt6-svg-dev poppler-utils
    # the probe (bpf/)
    libbpf-dev bpftool
    # the probe's wire protocol (core/protocol), and sshd for the attach-over-ssh tests
    libprotobuf-dev protobuf-compiler openssh-server
    # snapshot fixtures rendered as JSON/HTML in tests, the snapshot fuzz corpus, bench_snapshot
    python3
    # headless UI tests and screenshots (xdotool: scripts/screenshots.sh)
    xvfb xauth imagemagick fonts-dejavu-core xdotool
    # Debian packages (CPack, dpkg-shlibdeps) and their checks: lintian, the desktop file, AppStream,
    # polkit's DTD, the MIME types as GLib detects them (scripts/check-packages.sh)
    dpkg-dev file lintian desktop-file-utils appstream libxml2-utils polkitd shared-mime-info libglib2.0-bin
)

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: apt-get not found; this script targets Debian 12. Install the equivalent of:" >&2
    echo "  ${packages[*]}" >&2
    exit 1
fi

missing=()
for p in "${packages[@]}"; do
    if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" != "install ok installed" ]]; then
        missing+=("$p")
    fi
done

if ((${#missing[@]} == 0)); then
    echo "install-deps: all ${#packages[@]} packages are installed"
    exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-deps: missing packages and neither root nor sudo: ${missing[*]}" >&2
    exit 1
fi

echo "install-deps: installing ${missing[*]}"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${packages[@]}"
