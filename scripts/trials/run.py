#!/usr/bin/env python3
"""The trials of issue 38: the tool against malformed pages, hostile implementations, every
kind of output location, kills, signals and concurrent publishes. See CONTRIBUTING.md."""
import argparse
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import REPO, Context  # noqa: E402

FAMILIES = [
    ("output locations", "outputs"),
    ("malformed pages", "pages"),
    ("hostile implementations", "hostile"),
    ("hostile sizes and escapes", "escapes"),
    ("kill -9 during publish", "kills"),
    ("SIGINT/SIGTERM", "signals"),
    ("concurrent publishes", "concurrent"),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--controlspec", default=os.path.join(REPO, ".build", "debug", "controlspec"),
                        help="the controlspec executable to try (default: .build/debug/controlspec)")
    parser.add_argument("--quick", action="store_true", help="fewer kills and rounds, no publish locations")
    parser.add_argument("--only", action="append", default=[], help="run only this family (module name: outputs, pages, hostile, escapes, kills, signals, concurrent)")
    parser.add_argument("--keep", action="store_true", help="keep the sandboxes (their folder is printed)")
    args = parser.parse_args()
    controlspec = os.path.abspath(args.controlspec)
    if not os.access(controlspec, os.X_OK):
        sys.exit("run.py: no controlspec at %s\n  fix: build it (swift build) or give --controlspec PATH" % controlspec)
    ctx = Context(controlspec, args.quick, args.keep)
    rows, failures = [], []
    start = time.monotonic()
    try:
        for title, module_name in FAMILIES:
            if args.only and module_name not in args.only:
                continue
            module = __import__(module_name)
            count = passed = 0
            family_start = time.monotonic()
            for name, thunk in module.trials(ctx):
                count += 1
                try:
                    problems = thunk()
                except Exception:
                    problems = ["the harness failed: " + traceback.format_exc()]
                if problems:
                    failures.append((title, name, problems))
                    print("FAIL %s: %s" % (title, name), file=sys.stderr, flush=True)
                else:
                    passed += 1
            rows.append((title, count, passed, count - passed, time.monotonic() - family_start))
            print("done %s: %d of %d passed (%.0f s)" % (title, passed, count, time.monotonic() - family_start), file=sys.stderr, flush=True)
    finally:
        if args.keep:
            print("sandboxes kept in %s" % ctx.root, file=sys.stderr)
        ctx.cleanup()
    for title, name, problems in failures:
        print("\nFAILED [%s] %s" % (title, name))
        for problem in problems:
            print("  - " + problem[:2000])
    print()
    print("%-28s %7s %7s %7s %8s" % ("family", "trials", "passed", "failed", "seconds"))
    for title, count, passed, failed, seconds in rows:
        print("%-28s %7d %7d %7d %8.0f" % (title, count, passed, failed, seconds))
    total = sum(r[1] for r in rows), sum(r[2] for r in rows), sum(r[3] for r in rows)
    print("%-28s %7d %7d %7d %8.0f" % ("total", total[0], total[1], total[2], time.monotonic() - start))
    print("controlspec: %s; load average: %s" % (controlspec, " ".join("%.1f" % x for x in os.getloadavg())))
    sys.exit(1 if total[2] else 0)


if __name__ == "__main__":
    main()
