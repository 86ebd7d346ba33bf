#!/usr/bin/env bash
# Browser tests: publish the real Docs into a temporary folder, then open the site and the report
# from file:// in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d /tmp/controlspec-browser.XXXXXX)
trap 'rm -rf "$out"' EXIT
# publish exits 1 for unexpected results; the pages are written either way, and the browser test
# is about the pages.
swift run controlspec publish --out "$out/published" >"$out/publish.log" 2>&1 || true
if [ ! -f "$out/published/site/index.html" ]; then
    cat "$out/publish.log" >&2
    echo "publish wrote no site" >&2
    exit 1
fi
python3 Tests/browser/site_test.py "$out/published/site"
# The status filter needs failing cases: the Python implementation has some.
swift run controlspec run --impl python-minimal --report "$out/python-report" \
    >"$out/python-run.log" 2>&1 || true
python3 Tests/browser/report_test.py "$out/python-report"
