"""Output locations: every output option at every kind of path (README, "The tool never
replaces what it did not write")."""
import json
import os
import threading
import time

from common import (crash_problems, device_guard, device_restore, raw_problems, run, small_docs,
                    snapshot, snapshot_diff)

PAGE = os.path.join("en", "UIControl", "isEnabled.md")


def write_notes(folder):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "notes.txt"), "w") as f:
        f.write("the user's notes\n")


class Fifo:
    """A reader on a FIFO that never blocks the trial: it reads while the tool runs."""

    def __init__(self, path):
        os.mkfifo(path)
        self.fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        self.data = b""
        self.done = False
        self.thread = threading.Thread(target=self.loop, daemon=True)
        self.thread.start()

    def loop(self):
        while True:
            try:
                chunk = os.read(self.fd, 65536)
            except BlockingIOError:
                chunk = None
            if chunk:
                self.data += chunk
            elif self.done:
                break
            else:
                time.sleep(0.01)

    def close(self):
        self.done = True
        self.thread.join(5)
        os.close(self.fd)


# Each location: name, setup(sandbox, docs, option) -> path, expectation.
# refuse: exit 2, a message with a fix, nothing changed. write: exit 0, the output is there.
# through: exit 0, the special file is still what it was and got the output.
# either: a new output or a refusal (exit 2), nothing of the user's lost.
def single_locations():
    def page(sb, docs, kind):
        return os.path.join(docs, PAGE), "refuse"

    def user_file(sb, docs, kind):
        write_notes(sb)
        return os.path.join(sb, "notes.txt"), "refuse"

    def user_json(sb, docs, kind):
        p = os.path.join(sb, "config.json")
        with open(p, "w") as f:
            json.dump({"mine": True}, f)
        return p, "refuse"

    def symlink_user(sb, docs, kind):
        write_notes(sb)
        p = os.path.join(sb, "link")
        os.symlink(os.path.join(sb, "notes.txt"), p)
        return p, "refuse"

    def dangling(sb, docs, kind):
        p = os.path.join(sb, "dangling")
        os.symlink(os.path.join(sb, "nowhere"), p)
        return p, "refuse"

    def folder(sb, docs, kind):
        write_notes(os.path.join(sb, "folder"))
        return os.path.join(sb, "folder"), "refuse"

    def empty_folder(sb, docs, kind):
        os.makedirs(os.path.join(sb, "empty"))
        return os.path.join(sb, "empty"), "refuse"

    def fifo(sb, docs, kind):
        return os.path.join(sb, "fifo"), "through-fifo"

    def dev_null(sb, docs, kind):
        return "/dev/null", "through"

    def dev_stdout(sb, docs, kind):
        return "/dev/stdout", "through-stdout"

    def missing_parent(sb, docs, kind):
        return os.path.join(sb, "a", "b", "out"), "either"

    def new_file(sb, docs, kind):
        return os.path.join(sb, "new"), "write"

    def empty_file(sb, docs, kind):
        p = os.path.join(sb, "empty-file")
        open(p, "w").close()
        return p, "write"

    def own_output(sb, docs, kind):
        return os.path.join(sb, "own"), "own"

    def other_kind(sb, docs, kind):
        return os.path.join(sb, "other"), "other-kind"

    return [("input page", page), ("user file", user_file), ("user JSON file", user_json),
            ("symlink to user file", symlink_user), ("dangling symlink", dangling),
            ("folder with user files", folder), ("empty folder", empty_folder), ("FIFO", fifo),
            ("/dev/null", dev_null), ("/dev/stdout", dev_stdout), ("missing parent", missing_parent),
            ("new file", new_file), ("empty file", empty_file), ("own earlier output", own_output),
            ("own output of the other kind", other_kind)]


def folder_locations():
    def new(sb, docs):
        return os.path.join(sb, "new"), "write"

    def empty(sb, docs):
        os.makedirs(os.path.join(sb, "empty"))
        return os.path.join(sb, "empty"), "write"

    def own(sb, docs):
        return os.path.join(sb, "own"), "own"

    def user(sb, docs):
        write_notes(os.path.join(sb, "user"))
        return os.path.join(sb, "user"), "refuse"

    def inside_output(sb, docs):
        return os.path.join(sb, "out", "mine"), "inside-output"

    def dangling(sb, docs):
        p = os.path.join(sb, "dangling")
        os.symlink(os.path.join(sb, "nowhere"), p)
        return p, "refuse"

    def link_user(sb, docs):
        write_notes(os.path.join(sb, "user"))
        p = os.path.join(sb, "link")
        os.symlink(os.path.join(sb, "user"), p)
        return p, "refuse"

    def user_file(sb, docs):
        write_notes(sb)
        return os.path.join(sb, "notes.txt"), "refuse"

    def page(sb, docs):
        return os.path.join(docs, PAGE), "refuse"

    def docs_folder(sb, docs):
        return docs, "refuse"

    def holds_docs(sb, docs):
        return sb, "refuse"

    def dev_null(sb, docs):
        return "/dev/null", "refuse"

    def fifo(sb, docs):
        p = os.path.join(sb, "fifo")
        os.mkfifo(p)
        return p, "refuse"

    def missing_parent(sb, docs):
        return os.path.join(sb, "a", "b", "out"), "either"

    return [("new folder", new), ("empty folder", empty), ("own earlier output", own),
            ("folder with user files", user), ("user folder inside an earlier output", inside_output),
            ("dangling symlink", dangling), ("symlink to a user folder", link_user), ("user file", user_file),
            ("input page", page), ("the docs folder", docs_folder), ("folder holding the docs", holds_docs),
            ("/dev/null", dev_null), ("FIFO", fifo), ("missing parent", missing_parent)]


def single_trial(ctx, option, name, setup):
    sb = ctx.sandbox("out-" + option + "-" + name)
    docs = small_docs(os.path.join(sb, "docs"))
    path, expect = setup(sb, docs, option)
    base = ["run", "--docs", docs, "--jobs", "2"]
    other = "--junit" if option == "--results" else "--results"
    if expect == "own":
        first = run(ctx, base + [option, path])
        if first.rc != 0:
            return ["could not make the earlier output: exit %s %s" % (first.rc, first.text()[:300])]
        expect = "write"
    if expect == "other-kind":
        first = run(ctx, base + [other, path])
        if first.rc != 0:
            return ["could not make the other output: exit %s %s" % (first.rc, first.text()[:300])]
        expect = "refuse"
    guard = device_guard()
    before = snapshot(sb)
    fifo = Fifo(path) if expect == "through-fifo" else None
    if fifo:
        before = snapshot(sb)
    res = run(ctx, base + [option, path])
    if fifo:
        fifo.close()
    problems = crash_problems(res) + device_restore(guard) + raw_problems(res.err, "stderr")
    after = snapshot(sb)
    changes = snapshot_diff(before, after)
    kind_mark = b"<testsuite" if option == "--junit" else b'"cases"'
    if expect == "refuse":
        if res.rc != 2:
            problems.append("expected a refusal (exit 2), got exit %s" % res.rc)
        if b"fix" not in res.err:
            problems.append("the refusal names no fix: %r" % res.err[:300])
        problems += ["changed: " + c for c in changes]
    elif expect in ("write", "either"):
        if expect == "either" and res.rc == 2 and b"fix" in res.err:
            problems += ["changed: " + c for c in changes if not c.startswith(sb + "/a")]
        elif res.rc != 0:
            problems.append("expected exit 0, got %s: %r" % (res.rc, res.err[:300]))
        else:
            if not os.path.isfile(path) or kind_mark not in open(path, "rb").read():
                problems.append("no %s output at %s" % (option, path))
            problems += ["changed: " + c for c in snapshot_diff(before, after, path)]
    else:
        if res.rc != 0:
            problems.append("expected exit 0 (written through), got %s: %r" % (res.rc, res.err[:300]))
        problems += ["changed: " + c for c in changes]
        got = fifo.data if fifo else res.out if expect == "through-stdout" else None
        if got is not None and kind_mark not in got:
            problems.append("the output did not come through %s (%d bytes)" % (path, len(got)))
    return problems


FOLDER_COMMANDS = {
    "site --out": lambda docs, out, results: ["site", "--docs", docs, "--out", out],
    "publish --out": lambda docs, out, results: ["publish", "--docs", docs, "--out", out, "--jobs", "2"],
    "run --report": lambda docs, out, results: ["run", "--docs", docs, "--report", out, "--jobs", "2"],
    "report --out": lambda docs, out, results: ["report", "--docs", docs, "--out", out, results],
}


def folder_trial(ctx, command, name, setup, results):
    sb = ctx.sandbox("out-" + command + "-" + name)
    docs = small_docs(os.path.join(sb, "docs"))
    path, expect = setup(sb, docs)
    make = FOLDER_COMMANDS[command]
    if expect in ("own", "inside-output"):
        earlier = os.path.join(sb, "own") if expect == "own" else os.path.join(sb, "out")
        first = run(ctx, make(docs, earlier, results))
        if first.rc != 0:
            return ["could not make the earlier output: exit %s %s" % (first.rc, first.text()[:300])]
        if expect == "inside-output":
            write_notes(path)
            expect = "refuse"
        else:
            expect = "write"
    guard = device_guard()
    before = snapshot(sb)
    res = run(ctx, make(docs, path, results))
    problems = crash_problems(res) + device_restore(guard) + raw_problems(res.err, "stderr")
    after = snapshot(sb)
    changes = snapshot_diff(before, after)
    if expect == "either" and res.rc == 2 and b"fix" in res.err:
        expect = "refused"
    if expect in ("refuse", "refused"):
        if res.rc != 2:
            problems.append("expected a refusal (exit 2), got exit %s" % res.rc)
        if b"fix" not in res.err:
            problems.append("the refusal names no fix: %r" % res.err[:300])
        problems += ["changed: " + c for c in changes]
    else:
        if res.rc != 0:
            problems.append("expected exit 0, got %s: %r" % (res.rc, res.err[:300]))
        elif not os.path.isfile(os.path.join(path, ".controlspec-output")):
            problems.append("no output with its marker at %s" % path)
        problems += ["changed: " + c for c in snapshot_diff(before, after, path)]
    return problems


def trials(ctx):
    """Yields (name, thunk) pairs; a thunk returns the list of problems."""
    results_sb = ctx.sandbox("out-results")
    results = os.path.join(results_sb, "results.json")
    for option in ("--results", "--junit"):
        for name, setup in single_locations():
            yield "%s %s" % (option, name), (lambda o=option, n=name, s=setup: single_trial(ctx, o, n, s))
    for command in FOLDER_COMMANDS:
        if ctx.quick and command == "publish --out":
            continue
        for name, setup in folder_locations():
            def thunk(c=command, n=name, s=setup):
                if not os.path.exists(results):
                    docs = small_docs(os.path.join(results_sb, "docs"))
                    run(ctx, ["run", "--docs", docs, "--results", results])
                return folder_trial(ctx, c, n, s, results)
            yield "%s %s" % (command, name), thunk
