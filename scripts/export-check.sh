#!/usr/bin/env bash
# Proves that the code of the cases is real Swift: exports every case as a Swift Testing @Test, compiles and runs the
# package against the reference model (ReferenceControls), and compares each case's outcome with the interpreter's
# (`controlspec run` against the reference implementation).
#
# Comparison (done by `controlspec import-results --compare`, see ResultsComparison): PASS against PASS and failure
# against failure agree; PASS against failure (FAIL, ERROR, TIMEOUT, CRASH) disagrees and is printed. Cases that are
# UNSUPPORTED or SKIP on either side, did not compile (left out of the package, with the compiler's first error) or
# were not run are printed as "not compared" and not counted. The last line is `N passed, M failed`: N agreements,
# M disagreements.
#
# Usage: scripts/export-check.sh [--member PATTERN]
# Environment: EXPORT_CHECK_DIR (work folder, default /tmp/controlspec-export-check-<checksum of the checkout's path>,
# so that two checkouts checked at once do not share one), KIT_SCRATCH (scratch path for building controlspec,
# default .build).
# Exit status: 0 no disagreement, 1 disagreements, 2 the check could not run (the harness or package did not build,
# the test run crashed).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
repo="$(pwd)"
work="${EXPORT_CHECK_DIR:-/tmp/controlspec-export-check-$(printf '%s' "$repo" | cksum | cut -d ' ' -f 1)}"
kit_scratch="${KIT_SCRATCH:-.build}"
filter=()
if [ "${1:-}" = "--member" ] && [ -n "${2:-}" ]; then filter=(--member "$2"); fi

rm -rf "$work/suite" "$work"/build-*.log "$work"/junit*.xml
mkdir -p "$work"
swift build --scratch-path "$kit_scratch" --product controlspec >"$work/kit-build.log" 2>&1 || {
    tail -n 30 "$work/kit-build.log" >&2
    exit 2
}
controlspec="$(swift build --scratch-path "$kit_scratch" --show-bin-path)/controlspec"

echo "== interpreter: controlspec run"
status=0
"$controlspec" run "${filter[@]}" --results "$work/interpreter.json" >"$work/run.log" 2>&1 || status=$?
tail -n 1 "$work/run.log"
if [ "$status" -gt 1 ]; then cat "$work/run.log" >&2; exit 2; fi

echo "== export and compile"
"$controlspec" export-tests "${filter[@]}" --out "$work/suite" --package-path "$repo"
# A failed build blames the cases whose files have errors; export again without them and build again, until the
# package builds or a failed build blames no new case (an error in the harness: a generator bug).
failed_logs=()
left_out=0
for attempt in 1 2 3 4; do
    log="$work/build-$attempt.log"
    if (cd "$work/suite" && swift build --build-tests --scratch-path "$work/build") >"$log" 2>&1; then
        break
    fi
    failed_logs+=("$log")
    excludes=()
    for failed in "${failed_logs[@]}"; do excludes+=(--exclude-failing "$failed"); done
    now_left_out="$("$controlspec" export-tests "${filter[@]}" --out "$work/suite" --package-path "$repo" \
        "${excludes[@]}" | grep -c '^left out' || true)"
    if [ "$now_left_out" -le "$left_out" ] || [ "$attempt" -eq 4 ]; then
        echo "the exported package does not build, and no further case can be blamed:" >&2
        grep -E "error" "$log" | sort -u | head -n 30 >&2
        exit 2
    fi
    echo "build $attempt failed: $now_left_out case(s) in all did not compile; exported again without them"
    left_out="$now_left_out"
done
build_logs=()
for failed in "${failed_logs[@]}"; do build_logs+=(--build-log "$failed"); done

echo "== compiled suite: swift test"
(cd "$work/suite" && swift test --skip-build --scratch-path "$work/build" --xunit-output "$work/junit.xml") \
    >"$work/test.log" 2>&1 || true
junit="$work/junit-swift-testing.xml"
if [ ! -s "$junit" ]; then
    echo "the compiled suite wrote no results (did the test process crash?):" >&2
    tail -n 30 "$work/test.log" >&2
    exit 2
fi
grep -E "^✘ Test run|^✔ Test run" "$work/test.log" || true

echo "== comparison"
"$controlspec" import-results --from "$junit" --platform "$(uname -s) $(uname -m)" \
    --implementation reference-compiled --out "$work/compiled.json" --compare "$work/interpreter.json" \
    "${build_logs[@]}"
