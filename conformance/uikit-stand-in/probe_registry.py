#!/usr/bin/env python3
"""Checks the UIKit stand-in against conformance/registry.json: every member is declared, available from the
version the registry says and not before it, and the members Swift does not import are unavailable.

Usage: probe_registry.py REGISTRY MODULES_DIR OBJC_DIR WORK_DIR
Writes one probe file per availability version into WORK_DIR, type-checks each against the stand-in modules in
MODULES_DIR (built by scripts/uikit-stand-in-check.sh, iOS versions mapped onto the _PackageDescription domain),
prints one line per discrepancy and a summary. Exit status: 0 no discrepancy, 1 discrepancies, 2 could not run.
"""
import json
import os
import re
import subprocess
import sys

DEPLOYMENT = (15, 0)


def version(text):
    return tuple(int(part) for part in text.split("."))


def just_below(v):
    """A version just below v, which the compiler still orders below it (17.0 -> 16.99, 17.4 -> 17.3)."""
    major, minor = v[0], (v[1] if len(v) > 1 else 0)
    return f"{major}.{minor - 1}" if minor > 0 else f"{major - 1}.99"


def reference(member):
    """A Swift expression that names the member and nothing else."""
    kind, name, ident = member["kind"], member["name"], member["id"]
    owner = ident[: -len(name) - 1] if ident.endswith("." + name) else member["class"]
    if kind in ("class", "type"):
        return f"_ = {ident}.self"
    if kind == "property":
        return f"_ = \\{owner}.{name}"
    if kind == "constant":
        return f"_ = {ident}"
    if kind in ("method", "classMethod", "initializer"):
        if member["swift"].startswith("mutating "):
            call = name.replace("()", "")
            return f"_ = {{ (value: inout {owner}) in value.{call}() }}"
        spelled = name[:-2] if name.endswith("()") else name
        return f"_ = {owner}.{spelled}"
    raise ValueError(f"unknown kind {kind} of {ident}")


def probe(members, at_version, modules, objc, work, tag):
    """Type-checks one function per member at at_version; returns the set of member ids with an error."""
    lines = ["import UIKit", ""]
    line_of = {}
    for index, member in enumerate(members):
        lines.append(f"@MainActor func probe{index}() {{ {reference(member)} }}")
        line_of[len(lines)] = member["id"]
    path = os.path.join(work, f"probe-{tag}.swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    result = subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6", "-Xfrontend", "-enable-objc-interop", "-Xfrontend",
         "-package-description-version", "-Xfrontend", at_version, "-I", modules, "-I", objc, path],
        capture_output=True, text=True)
    failed = set()
    for match in re.finditer(re.escape(path) + r":(\d+):\d+: error:", result.stdout + result.stderr):
        line = int(match.group(1))
        if line in line_of:
            failed.add(line_of[line])
        else:
            raise RuntimeError(f"probe {tag}: an error outside the probes:\n{result.stdout}{result.stderr}")
    return failed


def main(argv):
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    registry, modules, objc, work = argv[1:]
    with open(registry, encoding="utf-8") as file:
        members = json.load(file)["members"]
    problems = []
    importable = [m for m in members if "swiftUnavailable" not in m]
    unavailable = [m for m in members if "swiftUnavailable" in m]
    groups = {}
    for member in importable:
        groups.setdefault(max(version(member["introduced"]), DEPLOYMENT), []).append(member)
    for v, group in sorted(groups.items()):
        tag = ".".join(map(str, v))
        for ident in sorted(probe(group, tag, modules, objc, work, f"at-{tag}")):
            problems.append(f"{ident}: not declared, or not available at iOS {tag} as the registry says")
        if v > DEPLOYMENT:
            below = just_below(v)
            refused = probe(group, below, modules, objc, work, f"below-{tag}")
            for member in group:
                if member["id"] not in refused:
                    problems.append(f"{member['id']}: available before iOS {tag}, its registry introduction")
    newest = ".".join(map(str, max(groups)))
    refused = probe(unavailable, newest, modules, objc, work, "unavailable")
    for member in unavailable:
        if member["id"] not in refused:
            problems.append(f"{member['id']}: usable from Swift, but the registry says it is not imported")
    for problem in problems:
        print(problem)
    print(f"registry probe: {len(members)} members, {len(importable)} declared with the registry's availability "
          f"and {len(unavailable)} unavailable in Swift, {len(problems)} discrepancies")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
