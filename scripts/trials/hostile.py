"""Hostile implementations: a driver speaking the wire protocol that misbehaves in one way
each time. Every case gets exactly one status, output stays small, text from the driver is
escaped, nothing hangs beyond the timeouts and no process of the driver is left behind."""
import json
import os
import signal
import sys
import time

from common import HERE, crash_problems, raw_problems, run, small_docs

MODES = ["ok", "wrong-type", "huge-string", "huge-array", "deep-array", "null-value", "unknown-kind",
         "missing-field", "esc-string", "esc-type", "esc-name", "esc-error", "huge-error", "nan", "huge-int",
         "object-unknown", "failure-unknown-kind", "failure-two-kinds", "wrong-id", "string-id", "callback-v1",
         "crash-at-hello", "segv-on-invoke", "crash-on-invoke", "hang-at-hello", "hang-ignoring-sigterm-at-hello",
         "hang-on-invoke", "hang-ignoring-sigterm", "hang-at-goodbye", "garbage-at-hello", "garbage",
         "invalid-utf8", "json-array", "blank-flood", "crlf-flood", "stderr-flood", "unsolicited", "duplicate",
         "early-exit", "close-stdout", "partial-line", "grandchild", "slow", "exit-at-start", "no-hello",
         "hello-protocol-3", "hello-no-members", "hello-wrong-type", "hello-huge-members", "over-limit"]
TIMEOUT = 3
STATUSES = ("PASS", "FAIL", "ERROR", "SKIP", "UNSUPPORTED", "TIMEOUT", "CRASH", "XFAIL", "XPASS")


def alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except (FileNotFoundError, IndexError):
        return False


def trial(ctx, mode, docs, expected_ids):
    sb = ctx.sandbox("impl-" + mode)
    pids = os.path.join(sb, "pids")
    results, junit = os.path.join(sb, "results.json"), os.path.join(sb, "junit.xml")
    env = dict(os.environ, TRIALS_PIDS=pids, TRIALS_BIG=str(4000000 if ctx.quick else 16000000),
               TRIALS_MEMBERS="20000")
    impl = "exec:%s %s %s" % (sys.executable, os.path.join(HERE, "hostile_driver.py"), mode)
    limit = len(expected_ids) * (TIMEOUT + 2) + 60
    res = run(ctx, ["run", "--docs", docs, "--impl", impl, "--timeout", str(TIMEOUT), "--results", results,
                    "--junit", junit], timeout=limit + 30, env=env)
    problems = crash_problems(res)
    if res.seconds > limit:
        problems.append("took %.0f s, more than the %d s the timeouts allow" % (res.seconds, limit))
    problems += raw_problems(res.out, "stdout") + raw_problems(res.err, "stderr")
    if len(res.out) + len(res.err) > 1000000:
        problems.append("%d bytes on the terminal" % (len(res.out) + len(res.err)))
    if res.rc not in (0, 1, 2):
        problems.append("exit %s" % res.rc)
    if os.path.exists(results):
        if os.path.getsize(results) > 4000000:
            problems.append("results.json is %d bytes" % os.path.getsize(results))
        cases = json.load(open(results))["cases"]
        ids = [c["qualifiedID"] for c in cases]
        if sorted(ids) != sorted(expected_ids):
            problems.append("statuses for %s, expected exactly one for each of %s" % (sorted(ids), sorted(expected_ids)))
        for c in cases:
            if c.get("status") not in STATUSES:
                problems.append("case %s has status %r" % (c["qualifiedID"], c.get("status")))
        # The driver supports only some members: the rest are UNSUPPORTED, never a failure.
        if mode == "ok" and any(c["status"] not in ("PASS", "UNSUPPORTED") for c in cases):
            problems.append("the well-behaved driver did not pass: %s" % [(c["qualifiedID"], c["status"]) for c in cases])
    elif res.rc != 2 or b"fix" not in res.err and b"rror" not in res.err:
        problems.append("no results and no clear error (exit %s): %r" % (res.rc, res.err[:300]))
    if os.path.exists(junit):
        if os.path.getsize(junit) > 8000000:
            problems.append("junit.xml is %d bytes" % os.path.getsize(junit))
        data = open(junit, "rb").read().decode("utf-8", "replace")
        bad = [ch for ch in data if ord(ch) < 32 and ch not in "\t\n\r"]
        if bad:
            problems.append("junit.xml holds control characters XML forbids: %r" % bad[:5])
    deadline = time.monotonic() + 3
    left = [int(p) for p in open(pids).read().split()] if os.path.exists(pids) else []
    while any(alive(p) for p in left) and time.monotonic() < deadline:
        time.sleep(0.1)
    for pid in left:
        if alive(pid):
            problems.append("driver process %d still running after the run" % pid)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    return problems


def trials(ctx):
    base = ctx.sandbox("impl-docs")
    docs = small_docs(os.path.join(base, "docs"))
    state = {}

    def ids():
        if "ids" not in state:
            results = os.path.join(base, "results.json")
            run(ctx, ["run", "--docs", docs, "--results", results])
            state["ids"] = [c["qualifiedID"] for c in json.load(open(results))["cases"]]
        return state["ids"]

    for mode in MODES:
        if ctx.quick and mode == "over-limit":
            continue
        yield mode, (lambda m=mode: trial(ctx, m, docs, ids()))
