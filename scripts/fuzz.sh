#!/usr/bin/env bash
# Fuzzes the page parser with its case checks, the case language and the site renderer
# (Sources/ControlSpecFuzzing) with libFuzzer for SECONDS (default 60), or until it has run N inputs when
# --runs N is given (whichever comes first), with AddressSanitizer when --asan is given. Seeds: every page of Docs/ and every fenced code block in them. New inputs go to a
# corpus folder outside the repository (CONTROLSPEC_FUZZ_CORPUS, default
# ~/.cache/controlspec-fuzz/corpus); a crash is copied into Tests/FuzzRegressions/, where the unit
# tests feed it through the same entry points, and the script exits 1.
# See CONTRIBUTING.md, "Fuzzing".
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

usage="usage: scripts/fuzz.sh [SECONDS] [--runs N] [--asan]"
seconds=60
runs=()
expect_runs=0
sanitizers=(--sanitize=fuzzer)
flavour=fuzzer
# LeakSanitizer is off under --asan, per input and at exit: Swift keeps enum case tags in a pointer's
# spare bits, so it cannot follow those pointers and reports the schema built once at start (reachable
# all along) as leaked; at exit it reports Foundation's attributed strings likewise.
leaks=()
for argument in "$@"; do
    if [ "$expect_runs" = 1 ]; then
        case "$argument" in '' | *[!0-9]*) echo "$usage" >&2; exit 64 ;; esac
        runs=(-runs="$argument") expect_runs=0
        continue
    fi
    case "$argument" in
        --runs) expect_runs=1 ;;
        --asan)
            sanitizers=(--sanitize=fuzzer --sanitize=address) flavour=fuzzer-asan leaks=(-detect_leaks=0)
            export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
            ;;
        -h | --help) echo "$usage"; exit 0 ;;
        '' | *[!0-9]*) echo "$usage" >&2; exit 64 ;;
        *) seconds=$argument ;;
    esac
done
if [ "$expect_runs" = 1 ]; then echo "$usage" >&2; exit 64; fi

corpus=${CONTROLSPEC_FUZZ_CORPUS:-${XDG_CACHE_HOME:-$HOME/.cache}/controlspec-fuzz/corpus}
build=${CONTROLSPEC_FUZZ_BUILD:-.build/$flavour}
mkdir -p "$corpus"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/seeds" "$work/artifacts"

# Seeds: an input's first byte picks the target (FuzzTarget in Sources/ControlSpecFuzzing): 0 the page
# parser with its case checks, 1 the case language, 2 the site renderer. The pages seed 0 and 2, each
# fenced block's code seeds 1.
find Docs -name '*.md' -print0 | while IFS= read -r -d '' page; do
    name=$(printf '%s' "$page" | tr '/' '_')
    { printf 0; cat "$page"; } >"$work/seeds/page_$name"
    { printf 2; cat "$page"; } >"$work/seeds/site_$name"
    awk -v out="$work/seeds/code_$name" '
        /^[ ]*```/ { if (inside) { inside = 0; close(file) } else { inside = 1; n++; file = out "_" n; printf "1" > file }; next }
        inside { print > file }
    ' "$page"
done

# SwiftPM's incremental release build can link stale objects after a type moves between modules (it
# crashed on the first input once); a build folder made for another set of source files starts again.
sources=$(git ls-files -- Package.swift Sources 2>/dev/null | cksum | cut -d' ' -f1 || true)
if [ -d "$build" ] && [ "$(cat "$build/.controlspec-sources" 2>/dev/null)" != "$sources" ]; then
    echo "the source files changed since $build was built; building it from scratch" >&2
    rm -rf "$build"
fi
mkdir -p "$build"
printf '%s\n' "$sources" >"$build/.controlspec-sources"
CONTROLSPEC_FUZZ=1 swift build -c release --product controlspec-fuzz --scratch-path "$build" "${sanitizers[@]}"
binary="$build/release/controlspec-fuzz"

# -max_len: the chain that once overflowed the stack needs about 16 KB; pages are up to 16 KB.
# -timeout: an input that takes this long is a finding (work in the square of the input's size).
status=0
"$binary" "${leaks[@]}" "${runs[@]}" -max_total_time="$seconds" -max_len=32768 -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "$corpus" "$work/seeds" 2>&1 | tee "$work/log" || status=$?

kept=0
for artifact in "$work/artifacts"/*; do
    [ -e "$artifact" ] || continue
    cp "$artifact" "Tests/FuzzRegressions/$(basename "$artifact")"
    echo "kept Tests/FuzzRegressions/$(basename "$artifact")" >&2
    kept=$((kept + 1))
done
if [ "$status" -ne 0 ] || [ "$kept" -ne 0 ]; then
    echo "the fuzzer found a problem (exit $status); reproduce with: $binary Tests/FuzzRegressions/NAME" >&2
    exit 1
fi
grep -E '^stat::number_of_executed_units|^stat::average_exec_per_sec' "$work/log" || true
