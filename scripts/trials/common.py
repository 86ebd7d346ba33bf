"""Shared helpers of the trials: running the tool, sandboxes, snapshots, checks."""
import hashlib
import os
import re
import shutil
import signal
import stat
import subprocess
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))

# Text that came from outside must never reach a terminal raw: C0 controls other than
# tab and newline, DEL, C1 controls and the bidirectional overrides and isolates.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f\u202a-\u202e\u2066-\u2069]")
FILE_LINE = re.compile(r"\S+\.md:\d+(:\d+)?:")


class Context:
    def __init__(self, controlspec, quick, keep):
        self.controlspec = controlspec
        self.quick = quick
        self.keep = keep
        self.root = tempfile.mkdtemp(prefix="controlspec-trials-")
        self.counter = 0

    def sandbox(self, name):
        self.counter += 1
        path = os.path.join(self.root, "%03d-%s" % (self.counter, re.sub(r"[^A-Za-z0-9]+", "-", name)[:40]))
        os.makedirs(path)
        return path

    def cleanup(self):
        if not self.keep:
            shutil.rmtree(self.root, ignore_errors=True)


class Result:
    def __init__(self, rc, out, err, seconds, timed_out):
        self.rc, self.out, self.err, self.seconds, self.timed_out = rc, out, err, seconds, timed_out

    def text(self):
        return (self.out + self.err).decode("utf-8", "replace")


def run(ctx, args, timeout=180, cwd=REPO, env=None):
    """Runs the tool with args (a list); never leaves its process group behind."""
    start = time.monotonic()
    proc = subprocess.Popen([ctx.controlspec] + args, cwd=cwd, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True)
    timed_out = False
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_group(proc)
        out, err = proc.communicate()
    return Result(proc.returncode, out, err, time.monotonic() - start, timed_out)


def kill_group(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def crash_problems(res, what="controlspec"):
    """A crash, a signal death or a hang is a failure of every family."""
    problems = []
    if res.timed_out:
        problems.append("%s hung (killed after %.0f s)" % (what, res.seconds))
    elif res.rc is None or res.rc < 0 or res.rc >= 128:
        problems.append("%s died: exit %s" % (what, res.rc))
    text = res.text()
    for marker in ("Fatal error", "Segmentation fault", "Illegal instruction", "Stack dump", "Trace/breakpoint"):
        if marker in text:
            problems.append("%s crashed: %s" % (what, excerpt(text, marker)))
    return problems


def raw_problems(data, where):
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    match = RAW.search(text)
    if match:
        return ["raw control character U+%04X in %s: %r" % (ord(match.group()), where, text[max(0, match.start() - 60):match.start() + 20])]
    return []


def excerpt(text, marker=None, width=300):
    at = text.find(marker) if marker else 0
    at = max(0, at)
    return repr(text[at:at + width])


def small_docs(dst, pages=("isEnabled", "isSelected")):
    """A docs folder with a few of the kit's pages, English and Chinese."""
    for language in ("en", "zh-Hans"):
        folder = os.path.join(dst, language, "UIControl")
        os.makedirs(folder, exist_ok=True)
        for page in pages:
            shutil.copy(os.path.join(REPO, "Docs", language, "UIControl", page + ".md"), folder)
    return dst


def snapshot(path):
    """Every entry under path (not following links): kind, link target, content hash, device."""
    entries = {}

    def one(p):
        try:
            st = os.lstat(p)
        except FileNotFoundError:
            return None
        if stat.S_ISLNK(st.st_mode):
            return ("link", os.readlink(p))
        if stat.S_ISDIR(st.st_mode):
            return ("dir",)
        if stat.S_ISREG(st.st_mode):
            with open(p, "rb") as f:
                return ("file", hashlib.sha256(f.read()).hexdigest())
        if stat.S_ISFIFO(st.st_mode):
            return ("fifo",)
        if stat.S_ISCHR(st.st_mode):
            return ("char", st.st_rdev)
        return ("other", stat.S_IFMT(st.st_mode))

    entries[path] = one(path)
    if entries[path] == ("dir",):
        for base, dirs, files in os.walk(path):
            for name in dirs + files:
                full = os.path.join(base, name)
                entries[full] = one(full)
    return entries


def snapshot_diff(before, after, written=None):
    """Changes between two snapshots, apart from the output at written and the folders made for it."""
    changes = []
    for key in sorted(set(before) | set(after)):
        if written and (key == written or key.startswith(written + "/") or written.startswith(key + "/")):
            continue
        if before.get(key) != after.get(key):
            changes.append("%s: %s -> %s" % (key, before.get(key, "absent"), after.get(key, "absent")))
    return changes


def listing(folder):
    """The relative paths under folder, for comparing whole outputs."""
    found = set()
    for base, dirs, files in os.walk(folder):
        for name in dirs + files:
            found.add(os.path.relpath(os.path.join(base, name), folder))
    return found


def device_guard():
    """Records /dev/null and /dev/stdout so that a trial that replaced them can be undone."""
    return {"/dev/null": snapshot("/dev/null")["/dev/null"], "/dev/stdout": snapshot("/dev/stdout")["/dev/stdout"]}


def device_restore(guard):
    problems = []
    now = device_guard()
    if now["/dev/null"] != guard["/dev/null"]:
        problems.append("/dev/null was replaced: %s" % (now["/dev/null"],))
        try:
            os.remove("/dev/null")
        except OSError:
            pass
        os.mknod("/dev/null", 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        os.chmod("/dev/null", 0o666)
    if now["/dev/stdout"] != guard["/dev/stdout"]:
        problems.append("/dev/stdout was replaced: %s" % (now["/dev/stdout"],))
        try:
            os.remove("/dev/stdout")
        except OSError:
            pass
        os.symlink("/proc/self/fd/1", "/dev/stdout")
    return problems
