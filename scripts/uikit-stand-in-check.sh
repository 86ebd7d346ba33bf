#!/usr/bin/env bash
# Type-checks the exported Swift Testing suite against UIKit's declarations: the signature-only stand-in of
# conformance/uikit-stand-in (see its README.md), compiled as modules named ObjectiveC, Foundation, CoreGraphics and
# UIKit, so that the exported files take their `#if canImport(UIKit)` branch (the code a UIKit developer compiles:
# the harness's UIKit half and every case verbatim, #selector included) and meet UIKit's names, labels,
# optionality, isolation and availability instead of the reference model's.
#
# Availability: Swift checks `@available(iOS …)` only when compiling for iOS, which this toolchain cannot do. The
# check therefore rewrites every `@available(iOS X, *)` of the stand-in into
# `@available(_PackageDescription, introduced: X)`, a versioned domain Swift checks on every platform, and
# type-checks each exported case at the `-package-description-version` of its test's @available (its `since=`, else
# the iOS deployment target): a case that uses a member newer than its `since=` is refused as on iOS.
#
# Before the cases, conformance/uikit-stand-in/probe_registry.py checks the stand-in against the registry: each of its
# members is declared, available from its `introduced` version and not before, or unavailable in Swift as recorded.
#
# Usage: scripts/uikit-stand-in-check.sh [--suite DIR] [--member PATTERN] [--skip-registry-probe]
#   --suite DIR             type-check the package already exported at DIR instead of exporting the cases
#   --skip-registry-probe   leave out the registry probe
# Environment: STAND_IN_CHECK_DIR (work folder, default /tmp/controlspec-stand-in-<checksum of the checkout's path>),
# KIT_SCRATCH (scratch path for building controlspec, default .build), CONTROLSPEC (a controlspec binary to use
# instead of building one).
# Exit status: 0 every exported file type-checks, 1 the compiler refused exported code (its errors are printed),
# 2 the check could not run (the stand-in itself does not compile, or the export failed).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
repo="$(pwd)"
stand_in="$repo/conformance/uikit-stand-in"
work="${STAND_IN_CHECK_DIR:-/tmp/controlspec-stand-in-$(printf '%s' "$repo" | cksum | cut -d ' ' -f 1)}"
deployment_target="15.0"
suite=""
filter=()
probe=1
while [ $# -gt 0 ]; do
    case "$1" in
    --suite) suite="$2"; shift 2 ;;
    --member) filter=(--member "$2"); shift 2 ;;
    --skip-registry-probe) probe=0; shift ;;
    *)
        echo "usage: scripts/uikit-stand-in-check.sh [--suite DIR] [--member PATTERN] [--skip-registry-probe]" >&2
        exit 64
        ;;
    esac
done

rm -rf "$work/modules" "$work/sources" "$work/cases" "$work/probe"
mkdir -p "$work/modules" "$work/sources" "$work/cases" "$work/probe"

# iOS availability → the _PackageDescription domain (see above).
to_checked_domain() {
    sed -E 's/@available\(iOS ([0-9]+(\.[0-9]+)*), \*\)/@available(_PackageDescription, introduced: \1)/g'
}

common=(-swift-version 6 -Xfrontend -enable-objc-interop -Xfrontend -package-description-version
    -Xfrontend "$deployment_target" -I "$work/modules" -I "$stand_in/ObjectiveC")
build_module() {
    local name="$1"; shift
    mkdir -p "$work/sources/$name"
    local files=()
    for source in "$stand_in/$name"/*.swift; do
        to_checked_domain <"$source" >"$work/sources/$name/$(basename "$source")"
        files+=("$work/sources/$name/$(basename "$source")")
    done
    swiftc -emit-module -parse-as-library -module-name "$name" "${common[@]}" "$@" \
        -emit-module-path "$work/modules/$name.swiftmodule" "${files[@]}" >"$work/stand-in-$name.log" 2>&1 || {
        echo "the stand-in module $name does not compile:" >&2
        cat "$work/stand-in-$name.log" >&2
        exit 2
    }
}
build_module ObjectiveC -import-underlying-module
build_module Foundation
build_module CoreGraphics
build_module UIKit

if [ "$probe" -eq 1 ]; then
    status=0
    python3 "$stand_in/probe_registry.py" "$repo/conformance/registry.json" "$work/modules" "$stand_in/ObjectiveC" \
        "$work/probe" || status=$?
    if [ "$status" -ne 0 ]; then exit "$status"; fi
fi

if [ -z "$suite" ]; then
    if [ -n "${CONTROLSPEC:-}" ]; then
        controlspec="$CONTROLSPEC"
    else
        kit_scratch="${KIT_SCRATCH:-.build}"
        swift build --scratch-path "$kit_scratch" --product controlspec >"$work/kit-build.log" 2>&1 || {
            tail -n 30 "$work/kit-build.log" >&2
            exit 2
        }
        controlspec="$(swift build --scratch-path "$kit_scratch" --show-bin-path)/controlspec"
    fi
    suite="$work/suite"
    "$controlspec" export-tests "${filter[@]}" --out "$suite" --package-path "$repo" >"$work/export.log" 2>&1 || {
        cat "$work/export.log" >&2
        exit 2
    }
fi

# Swift Testing's macros are the exporter's own code, compiled by scripts/export-check.sh; here they would only cost
# time (each #expect is expanded by a compiler plugin), and `@Test` would turn an @available into an `#available`
# check. So `@Test` is left out and `#expect`/`#require` become calls of functions with the macros' parameter types
# (StandInExpectations.swift): the arguments are type-checked against the stand-in all the same.
to_exported_calls() {
    sed -E -e 's/^@Test\(.*\)$//' -e 's/^@available\(iOS [0-9.]+, \*\)$//' \
        -e 's/#expect\(/standInExpect(/g' -e 's/#require\(/standInRequire(/g'
}

# Swift checks the _PackageDescription domain against the compiler's version only (a declaration marked newer is
# unavailable, and so is everything inside it), not against the enclosing declaration as it does for iOS. So the
# files are grouped by the iOS version their test function is marked available from (the case's since=, or the
# deployment target), and each group is type-checked, with the harness, at that version.
tests="$suite/Tests/ControlSpecCasesTests"
declare -A groups=()
while IFS= read -r -d '' source; do
    relative="${source#"$tests"/}"
    version="$(sed -n -E 's/^@available\(iOS ([0-9.]+), \*\)$/\1/p' "$source" | head -n 1)"
    version="${version:-$deployment_target}"
    mkdir -p "$work/cases/$version/$(dirname "$relative")"
    to_exported_calls <"$source" >"$work/cases/$version/$relative"
    if [ "$relative" != "Harness.swift" ]; then groups[$version]=$((${groups[$version]:-0} + 1)); fi
done < <(find "$tests" -name '*.swift' -print0 | sort -z)
harness="$work/cases/$deployment_target/Harness.swift"

failed=0
checked=0
: >"$work/typecheck.log"
for version in $(printf '%s\n' "${!groups[@]}" | sort -V); do
    files=("$stand_in/StandInExpectations.swift")
    while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$work/cases/$version" -name '*.swift' -print0 | sort -z)
    if [ "$version" != "$deployment_target" ]; then files+=("$harness"); fi
    log="$work/typecheck-$version.log"
    if ! swiftc -typecheck -wmo -parse-as-library -module-name ControlSpecCasesTests -swift-version 6 \
        -Xfrontend -enable-objc-interop -Xfrontend -package-description-version -Xfrontend "$version" \
        -I "$work/modules" -I "$stand_in/ObjectiveC" "${files[@]}" >"$log" 2>&1; then
        failed=1
        # Name the exported files, not the rewritten copies.
        sed "s|$work/cases/$version/|$tests/|g" "$log" >>"$work/typecheck.log"
    fi
    checked=$((checked + ${groups[$version]}))
done
if [ "$failed" -eq 0 ]; then
    echo "UIKit stand-in: $checked exported cases type-check (${#groups[@]} availability groups)"
else
    grep -E "error:|note:" "$work/typecheck.log" | grep -v '^ ' | sort -u >&2 || true
    echo "(in these messages \"PackageDescription N\" stands for iOS N: see conformance/uikit-stand-in/README.md)" >&2
    echo "UIKit stand-in: the compiler refused exported code ($(grep -c '^/.*error:' "$work/typecheck.log") errors)" >&2
    exit 1
fi
