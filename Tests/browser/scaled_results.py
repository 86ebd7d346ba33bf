#!/usr/bin/env python3
"""Writes a results file of COUNT cases made from a real one, for the report's load figures.

Usage: scaled_results.py RESULTS.json OUT.json COUNT

Each case of RESULTS.json is repeated under new case IDs (`<id>-copy-<n>`) at its own Markdown location, so
that the report finds its page and code; every third copy fails unexpectedly with a captured value, as a
badly broken implementation would. The run is marked as shard 1/1 so that `controlspec merge` writes its
report.
"""

import json
import sys


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as file:
        results = json.load(file)
    count = int(argv[3])
    originals = results["cases"]
    cases = []
    for number in range(count):
        case = json.loads(json.dumps(originals[number % len(originals)]))
        case["caseID"] = "%s-copy-%d" % (case["caseID"], number)
        case["qualifiedID"] = "%s#%s" % (case["member"], case["caseID"])
        if number % 3 == 0:
            case["status"] = "FAIL"
            case["expected"] = False
            case["expectedStatus"] = "PASS"
            case["failures"] = [{
                "location": {"column": 1, "line": case["english"]["line"] + 3, "path": case["english"]["path"]},
                "message": "expectation failed: control.isTouchInside",
                "expression": "control.isTouchInside",
                "values": [{"expression": "control", "value": "<UIControl #1>"},
                           {"expression": "control.isTouchInside", "value": "false"}],
            }]
        cases.append(case)
    results["cases"] = sorted(cases, key=lambda case: case["qualifiedID"])
    results["run"]["shard"] = "1/1"
    with open(argv[2], "w", encoding="utf-8") as file:
        json.dump(results, file)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
