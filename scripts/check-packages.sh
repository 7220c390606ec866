#!/usr/bin/env bash
# Builds the Debian packages of an already built tree with CPack and checks them: each package
# holds its files (dpkg-deb -c), lintian reports no error, the desktop file, the AppStream
# metadata, the polkit action and the MIME types validate, and both packages unpacked into a
# scratch root (dpkg -x) run from there. CI's packaging stage; no build of its own beyond what
# `cmake --install` would do.
#
#   scripts/check-packages.sh [BUILD_DIR]      (default build/ci)
#
# The packages are left in BUILD_DIR/packages. Exit status 0 when every check passed.
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-build/ci}"
if [[ ! -f "$build/CPackConfig.cmake" ]]; then
    echo "check-packages: $build/CPackConfig.cmake not found: configure and build $build first" >&2
    exit 2
fi
build="$(cd "$build" && pwd)"
out="$build/packages"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

app_id=io.github.faultline.Faultline
problems=0
fail() {
    echo "check-packages: FAIL: $*" >&2
    problems=$((problems + 1))
}
pass() { echo "check-packages: ok: $*"; }

echo "--- cpack"
rm -rf "$out"
cpack --config "$build/CPackConfig.cmake" -B "$out" >"$scratch/cpack.log" 2>&1 || {
    cat "$scratch/cpack.log" >&2
    echo "check-packages: cpack failed" >&2
    exit 1
}
tail -n 4 "$scratch/cpack.log"
app_deb="$(ls "$out"/faultline_*.deb 2>/dev/null || true)"
probe_deb="$(ls "$out"/faultline-probe_*.deb 2>/dev/null || true)"
[[ -f "$app_deb" ]] || fail "no faultline_*.deb in $out"
[[ -f "$probe_deb" ]] || fail "no faultline-probe_*.deb in $out"
if ((problems > 0)); then
    exit 1
fi

# --- contents
# require DEB LISTING-LINE-REGEX WHAT
require() {
    if grep -Eq -- "$2" "$scratch/$1.list"; then
        pass "$1: $3"
    else
        fail "$1 lacks $3 (no line matching '$2' in dpkg-deb -c)"
    fi
}
for deb in "$app_deb" "$probe_deb"; do
    name="$(dpkg-deb -f "$deb" Package)"
    dpkg-deb -c "$deb" >"$scratch/$name.list"
    echo "--- $name $(dpkg-deb -f "$deb" Version): $(wc -l <"$scratch/$name.list") entries"
    dpkg-deb -f "$deb" Package Version Architecture Section Depends Suggests | sed 's/^/    /'
    if awk '$2 != "root/root"' "$scratch/$name.list" | grep -q .; then
        fail "$name: entries not owned by root/root: $(awk '$2 != "root/root" {print $6}' "$scratch/$name.list" | head -3)"
    fi
    [[ -n "$(dpkg-deb -f "$deb" Depends)" ]] || fail "$name: no Depends (dpkg-shlibdeps found nothing)"
done

require faultline ' \./usr/bin/faultline$' "the faultline binary"
require faultline "^-rw-r--r-- .* \./usr/share/applications/$app_id\.desktop$" "the desktop file"
require faultline "^-rw-r--r-- .* \./usr/share/metainfo/$app_id\.metainfo\.xml$" "the AppStream metadata"
require faultline "^-rw-r--r-- .* \./usr/share/mime/packages/$app_id\.xml$" "the MIME types"
for size in 16 32 48 64 128 256; do
    require faultline " \./usr/share/icons/hicolor/${size}x${size}/apps/$app_id\.png$" "the ${size}px icon"
done
require faultline " \./usr/share/icons/hicolor/scalable/apps/$app_id\.svg$" "the scalable icon"
require faultline " \./usr/share/man/man1/faultline\.1\.gz$" "the manual page"
require faultline " \./usr/share/doc/faultline/copyright$" "the copyright file"
require faultline " \./usr/share/doc/faultline/changelog\.Debian\.gz$" "the changelog"
require faultline-probe '^-rwxr-xr-x root/root .* \./usr/libexec/faultline/faultline-probe$' \
    "the helper, root-owned, under /usr/libexec/faultline"
require faultline-probe ' \./usr/sbin/faultline-probe -> \.\./libexec/faultline/faultline-probe$' "the link in /usr/sbin"
require faultline-probe "^-rw-r--r-- root/root .* \./usr/share/polkit-1/actions/$app_id\.policy$" "the polkit action"
require faultline-probe ' \./usr/share/doc/faultline-probe/README$' "the README with the sudoers rule"
require faultline-probe ' \./usr/share/doc/faultline-probe/copyright$' "the copyright file"
require faultline-probe ' \./usr/share/doc/faultline-probe/changelog\.Debian\.gz$' "the changelog"
require faultline-probe ' \./usr/share/man/man8/faultline-probe\.8\.gz$' "the manual page"

echo "--- lintian"
# Errors and warnings fail the check; the rest is shown. Overrides, each with its reason, are
# in packaging/lintian/ and installed with the packages.
if lintian --fail-on error,warning --display-level '>=info' --tag-display-limit 0 "$app_deb" "$probe_deb" \
    >"$scratch/lintian.log" 2>&1; then
    pass "lintian: no errors, no warnings"
else
    fail "lintian reported errors or warnings"
fi
sed 's/^/    /' "$scratch/lintian.log"

echo "--- unpacked into a scratch root"
root="$scratch/root"
dpkg -x "$app_deb" "$root"
dpkg -x "$probe_deb" "$root"

if desktop-file-validate "$root/usr/share/applications/$app_id.desktop"; then
    pass "desktop-file-validate"
else
    fail "desktop-file-validate"
fi
if appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml"; then
    pass "appstreamcli validate --no-net"
else
    fail "appstreamcli validate --no-net"
fi
if appstreamcli validate-tree --no-net "$root"; then
    pass "appstreamcli validate-tree --no-net (metainfo, desktop file, icons together)"
else
    fail "appstreamcli validate-tree --no-net"
fi

# The desktop file and the AppStream metadata speak the UI's languages (translations/*.ts):
# GenericName and Comment, the summary, and each paragraph and list item of the description.
desktop="$root/usr/share/applications/$app_id.desktop"
metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"
xcount() { xmllint --xpath "count($1)" "$metainfo" 2>/dev/null || echo "?"; }
english="$(xcount '/component/description//*[self::p or self::li][not(@xml:lang)]')"
for lang in de ja zh_CN; do
    missing=""
    for key in GenericName Comment; do
        grep -q "^$key\[$lang\]=." "$desktop" || missing+=" ${key}[$lang]"
    done
    [[ -z "$missing" ]] && pass "the desktop file has GenericName[$lang] and Comment[$lang]" ||
        fail "the desktop file lacks$missing"
    summaries="$(xcount "/component/summary[@xml:lang='$lang'][normalize-space()]")"
    [[ "$summaries" == 1 ]] && pass "the AppStream metadata has a summary in $lang" ||
        fail "the AppStream metadata has $summaries summaries in $lang, not 1"
    translated="$(xcount "/component/description//*[self::p or self::li][@xml:lang='$lang'][normalize-space()]")"
    [[ "$english" =~ ^[1-9][0-9]*$ && "$translated" == "$english" ]] &&
        pass "the AppStream description has all its $english paragraphs and items in $lang" ||
        fail "the AppStream description has $translated paragraphs and items in $lang, $english in English"
done

for binary in usr/bin/faultline usr/libexec/faultline/faultline-probe; do
    if readelf -d "$root/$binary" | grep -Eq 'RPATH|RUNPATH'; then
        fail "$binary has a RUNPATH: $(readelf -d "$root/$binary" | grep -E 'RPATH|RUNPATH')"
    else
        pass "$binary searches only the system's library paths (no RUNPATH)"
    fi
done

version="$(dpkg-deb -f "$app_deb" Version)"
release="$(grep -o -m1 '<release version="[^"]*"' "$root/usr/share/metainfo/$app_id.metainfo.xml" | cut -d'"' -f2)"
[[ "${version%-*}" == "$release" ]] && pass "the newest AppStream release is the packages' version ($release)" ||
    fail "the newest AppStream release is $release, the packages are $version"

# The screenshots the metadata shows are in the repository, where its URLs point.
while read -r shot; do
    [[ -f "packaging/screenshots/$shot" ]] && pass "screenshot $shot is in packaging/screenshots" ||
        fail "the metadata shows $shot, which packaging/screenshots lacks"
done < <(grep -o '/packaging/screenshots/[^<]*' "$root/usr/share/metainfo/$app_id.metainfo.xml" | sed 's|.*/||')

policy="$root/usr/share/polkit-1/actions/$app_id.policy"
if xmllint --noout --dtdvalid /usr/share/polkit-1/policyconfig-1.dtd "$policy" 2>"$scratch/xmllint.log"; then
    pass "the polkit action is valid against polkit's DTD"
else
    fail "the polkit action: $(cat "$scratch/xmllint.log")"
fi
grep -q '<annotate key="org.freedesktop.policykit.exec.path">/usr/libexec/faultline/faultline-probe</annotate>' "$policy" &&
    grep -q '<allow_active>auth_admin_keep</allow_active>' "$policy" &&
    pass "the polkit action names /usr/libexec/faultline/faultline-probe, auth_admin_keep when active" ||
    fail "the polkit action does not name the helper's path with auth_admin_keep"
grep -q 'NOPASSWD: /usr/libexec/faultline/faultline-probe serve --stdio' "$root/usr/share/doc/faultline-probe/README" &&
    pass "the README's sudoers rule names the installed helper" || fail "the README's sudoers rule"

# The MIME types as a file manager sees them (GLib), from a database of only our package.
mimedir="$scratch/xdg/mime"
mkdir -p "$mimedir/packages"
cp "$root/usr/share/mime/packages/$app_id.xml" "$mimedir/packages/"
if XDG_DATA_HOME="$scratch/xdg" update-mime-database "$mimedir" 2>"$scratch/mime.log" &&
    ! grep -q . "$scratch/mime.log"; then
    pass "update-mime-database takes the MIME types"
else
    fail "update-mime-database: $(cat "$scratch/mime.log")"
fi
if command -v gio >/dev/null; then
    python3 - "$scratch" <<'EOF'
import pickle, sqlite3, sys
d = sys.argv[1]
for protocol in (2, 4, 5):
    with open(f"{d}/snapshot-p{protocol}.pickle", "wb") as f:
        pickle.dump({"segments": [], "device_traces": []}, f, protocol=protocol)
segment = {"device": 0, "address": 1, "total_size": 2}
for protocol in (2, 4):
    for count in (1, 3):
        with open(f"{d}/segments-p{protocol}-{count}.pickle", "wb") as f:
            pickle.dump([dict(segment) for _ in range(count)], f, protocol=protocol)
with open(f"{d}/other.pickle", "wb") as f:
    pickle.dump({"weights": [1, 2, 3]}, f, protocol=4)
for name in ("run.faultline.db", "other.db"):
    sqlite3.connect(f"{d}/{name}").execute("create table t(x)")
EOF
    mime_of() { XDG_DATA_HOME="$scratch/xdg" gio info -a standard::content-type "$scratch/$1" | sed -n 's/.*content-type: //p'; }
    for expectation in snapshot-p2.pickle=application/x-pytorch-memory-snapshot \
        snapshot-p4.pickle=application/x-pytorch-memory-snapshot \
        snapshot-p5.pickle=application/x-pytorch-memory-snapshot \
        segments-p2-1.pickle=application/x-pytorch-memory-snapshot \
        segments-p2-3.pickle=application/x-pytorch-memory-snapshot \
        segments-p4-1.pickle=application/x-pytorch-memory-snapshot \
        segments-p4-3.pickle=application/x-pytorch-memory-snapshot \
        run.faultline.db=application/x-faultline-capture other.db=application/vnd.sqlite3; do
        file="${expectation%%=*}" want="${expectation#*=}"
        got="$(mime_of "$file")"
        [[ "$got" == "$want" ]] && pass "$file is $want" || fail "$file is $got, not $want"
    done
    got="$(mime_of other.pickle)"
    [[ "$got" != application/x-pytorch-memory-snapshot ]] && pass "another pickle is not a snapshot ($got)" ||
        fail "another pickle is taken for a memory snapshot"
    # What a file manager opens them with once dpkg's triggers have run (update-mime-database,
    # update-desktop-database); GLib hides a desktop file whose TryExec is not in PATH.
    cp -r "$root/usr/share/applications" "$scratch/xdg/"
    update-desktop-database "$scratch/xdg/applications"
    for type in application/x-pytorch-memory-snapshot application/x-faultline-capture application/vnd.sqlite3; do
        got="$(PATH="$root/usr/bin:$PATH" XDG_DATA_HOME="$scratch/xdg" XDG_DATA_DIRS=/nonexistent gio mime "$type" |
            sed -n 's/^Default application for .*: //p')"
        [[ "$got" == "$app_id.desktop" ]] && pass "$type opens with $got" ||
            fail "$type opens with '${got:-nothing}', not $app_id.desktop"
    done
else
    fail "gio (libglib2.0-bin) is missing: the MIME types' detection is not checked"
fi

export QT_QPA_PLATFORM=offscreen
if got="$("$root/usr/bin/faultline" --version 2>&1)" && [[ "$got" == *"${version%-*}"* ]]; then
    pass "faultline --version from the scratch root: $got"
else
    fail "faultline --version from the scratch root: $got"
fi
if "$root/usr/bin/faultline" demo --scenario healthy -o "$scratch/demo.db" >/dev/null &&
    "$root/usr/bin/faultline" stats "$scratch/demo.db" --json | python3 -c 'import json,sys; assert json.load(sys.stdin)["capture"]["events_stored"] > 0'; then
    pass "faultline demo + stats from the scratch root"
else
    fail "faultline demo + stats from the scratch root"
fi
if got="$("$root/usr/sbin/faultline-probe" --version 2>&1)" && [[ "$got" == *"${version%-*}"* ]]; then
    pass "faultline-probe --version through the /usr/sbin link: $got"
else
    fail "faultline-probe --version through the /usr/sbin link: $got"
fi

if ((problems > 0)); then
    echo "check-packages: $problems check(s) failed" >&2
    exit 1
fi
echo "check-packages: all checks passed; packages in $out"
