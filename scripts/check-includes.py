#!/usr/bin/env python3
"""Checks that each folder of core/, bpf/ and app/ includes only the folders it may.

The allowed graph is ALLOWED below (HACKING.md, "The map", says the same in words): each folder
names the folders it may include directly; what those may include is allowed too. Core's headers
are included by their file name alone (each core library puts its folder on the include path), so
no two headers may share a name: the check fails on that as well.

Exit status 0 when every #include "..." is allowed, 1 otherwise (each offending line is printed).
Usage: scripts/check-includes.py [ROOT]
"""

import os
import re
import sys

ALLOWED = {
    # core: Qt-free at the bottom, the Qt-based libraries above.
    "core/text": [],
    "core/base": ["core/text"],
    "core/capture": ["core/base"],
    "core/protocol": ["core/capture"],
    "core/demo": ["core/capture"],
    "core/python": ["core/capture"],
    "core/snapshot": ["core/base"],
    "core/import": ["core/python", "core/capture"],
    "core/remote": ["core/protocol"],
    "core/trace": ["core/capture"],
    "core/timeline": ["core/trace"],
    "core/sql": ["core/trace"],
    "core/annotations": ["core/capture"],
    "core/analysis": ["core/timeline", "core/snapshot", "core/python"],
    "core/export": ["core/analysis", "core/annotations"],
    # bpf: the programs and their shared header, the probe's library and the probe.
    "bpf/include": [],
    "bpf/progs": ["bpf/include"],
    "bpf/bench": ["bpf/include"],
    "bpf/lib": ["bpf/include", "core/base"],
    "bpf/probe": ["bpf/lib", "core/protocol"],
    # app: common under everything, the views in the middle, the window on top.
    "app/common": ["core/*"],
    "app/help": ["app/common"],
    "app/timeline": ["app/help", "app/common"],
    "app/chains": ["app/timeline"],
    "app/memory": ["app/timeline"],
    "app/sql": ["app/timeline"],
    "app/summary": ["app/timeline"],
    "app/ranks": ["app/timeline"],
    "app/attach": ["app/timeline", "core/remote"],
    "app/notes": ["app/chains", "app/memory"],
    "app/preferences": ["app/chains"],
    "app/export": ["app/notes", "app/chains", "app/memory"],
    "app/compare": ["app/export"],
    "app/cli": ["app/compare", "core/remote"],
    "app/window": ["app/*"],
    "app": ["app/window", "app/cli"],
}

SOURCE_SUFFIXES = (".h", ".hpp", ".c", ".cpp")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def folder_of(path):
    parts = path.split("/")
    if parts[0] == "app" and len(parts) == 2:
        return "app"
    return "/".join(parts[:2])


def closure(folder, folders):
    """Every folder that `folder` may include, itself and the transitive ones."""
    seen, todo = {folder}, [folder]
    while todo:
        for pattern in ALLOWED.get(todo.pop(), []):
            if pattern.endswith("/*"):
                matched = [f for f in folders if f.startswith(pattern[:-1])]
            else:
                matched = [pattern]
            for f in matched:
                if f not in seen:
                    seen.add(f)
                    todo.append(f)
    return seen


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    os.chdir(root)
    files = []
    for top in ("core", "bpf", "app"):
        for dirpath, _, names in os.walk(top):
            files += [os.path.join(dirpath, n) for n in names if n.endswith(SOURCE_SUFFIXES)]
    fileset = set(files)
    by_name = {}
    problems = []
    for f in files:
        if f.endswith((".h", ".hpp")):
            by_name.setdefault(os.path.basename(f), []).append(f)
    for name, paths in sorted(by_name.items()):
        if len(paths) > 1 and not all(p.startswith("app/") for p in paths):
            problems.append(f"two headers named {name}: {', '.join(sorted(paths))}")

    folders = sorted({folder_of(f) for f in files})
    for f in folders:
        if f not in ALLOWED:
            problems.append(f"{f}: a new folder; say in scripts/check-includes.py what it may include")
    allowed = {f: closure(f, folders) for f in folders}

    for path in sorted(files):
        here = folder_of(path)
        with open(path, encoding="utf-8", errors="replace") as source:
            for number, line in enumerate(source, 1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                name = match.group(1)
                relative = os.path.normpath(os.path.join(os.path.dirname(path), name))
                if relative in fileset:
                    target = relative
                elif path.startswith("app/") and os.path.normpath("app/" + name) in fileset:
                    target = os.path.normpath("app/" + name)
                elif "/" not in name and len(by_name.get(name, [])) == 1:
                    target = by_name[name][0]
                else:
                    continue  # generated (protobuf, the BPF skeletons) or a system header in quotes
                there = folder_of(target)
                if there not in allowed.get(here, {here}):
                    problems.append(f"{path}:{number}: {here} may not include {there} ({name})")

    for problem in problems:
        print(problem)
    if problems:
        print(f"check-includes: {len(problems)} problem(s); the allowed graph is in scripts/check-includes.py")
        return 1
    print(f"check-includes: {len(files)} files, {len(folders)} folders, every include allowed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
