#!/usr/bin/env bash
# Runs every test: formatting, the Swift test suite, the docs lint, and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift format lint --strict -r Sources Tests
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
swift build 2>&1 | tee "$build_log"
if grep -q "warning:" "$build_log"; then echo "swift build printed warnings" >&2; exit 1; fi
swift test
swift run controlspec lint
python3 conformance/check_registry.py >/dev/null
# The Python implementation gets exactly the statuses its expectations file names, UNSUPPORTED included.
swift run controlspec run --impl python-minimal --strict >/dev/null
# The driver of PROTOCOL.md's walkthrough reaches its first PASS (--strict: an UNSUPPORTED would fail).
swift run controlspec run --impl minimal --case 'UIControl.isEnabled#enabled-by-default' --strict >/dev/null
# Every fault the mutation catalogue plants in the UIButton model is caught by the docs.
swift run controlspec mutate --member 'UIButton.*'
# The cases are real Swift: compiled against the reference module, they agree with the interpreter.
bash scripts/export-check.sh
# The same cases type-check against UIKit's own signatures (the stand-in of conformance/uikit-stand-in), availability
# included: code UIKit would refuse is refused here.
bash scripts/uikit-stand-in-check.sh
# A minute of fuzzing the parsers and the renderer (CONTRIBUTING.md, "Fuzzing"); a crash fails the run.
bash scripts/fuzz.sh 60
if [ -d Tests/browser ]; then
    bash Tests/browser/run.sh
fi
