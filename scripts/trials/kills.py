"""kill -9 of publish at random moments and at every rename: the output folder is the old
complete one or the new complete one, and the next publish sweeps every leftover."""
import os
import random
import shutil
import signal
import subprocess
import time

from common import REPO, crash_problems, run
from publishing import CACHE, Outputs, has_cache, leftovers, publish, publish_args


def prepare(out, incremental):
    """A full publish (no cache) swaps a staged folder in; an incremental one updates in place."""
    if not incremental and has_cache(out):
        os.remove(os.path.join(out, CACHE))


def after_kill(ctx, outputs, parent, out, old, new, how, incremental):
    # Docs/PERFORMANCE.md, "Incremental publish": a full publish is atomic (old or new folder);
    # an interrupted incremental one may leave a mix of whole files but then no cache, so the
    # next publish is a full one.
    problems = []
    state = outputs.which(out)
    if state not in (old, new) and (not incremental or has_cache(out)):
        problems.append("after %s (%s publish) the folder is %s (old was %s, new %s)%s" % (
            how, "incremental" if incremental else "full", state, old, new,
            ", and its cache vouches for it" if incremental else ""))
    res = publish(ctx, outputs.docs[new], out)
    problems += crash_problems(res, "the next publish")
    if res.rc != 0:
        problems.append("the next publish failed: exit %s %r" % (res.rc, res.err[:300]))
    if outputs.which(out) != new:
        problems.append("after the next publish the folder is %s" % outputs.which(out))
    left = leftovers(parent)
    if left:
        problems.append("the next publish left %s beside the output" % left)
    return problems


def random_kill(ctx, outputs, parent, out, old, new, rng, incremental):
    prepare(out, incremental)
    proc = subprocess.Popen(publish_args(ctx, outputs.docs[new], out), cwd=REPO, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    delay = rng.uniform(0, 3.0)
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    return after_kill(ctx, outputs, parent, out, old, new, "kill -9 at %.2f s" % delay, incremental)


RENAMES = "rename,renameat,renameat2"


def count_renames(ctx, outputs, parent, out, new):
    prepare(out, False)
    log = os.path.join(parent, "..", "strace.log")
    subprocess.run(["strace", "-f", "-qq", "-o", log, "-e", "trace=" + RENAMES] + publish_args(ctx, outputs.docs[new], out),
                   cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    with open(log) as f:
        return sum(1 for line in f if "rename" in line and "resumed" not in line)


def rename_kill(ctx, outputs, parent, out, old, new, n, incremental):
    prepare(out, incremental)
    # strace counts per thread and syscall, so kill at the n-th rename of the process's threads
    # whichever name it uses: the injection fires at the entry, before the rename happens.
    subprocess.run(["strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=" + RENAMES,
                    "-e", "inject=%s:signal=KILL:when=%d" % (RENAMES, n)] + publish_args(ctx, outputs.docs[new], out),
                   cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    return after_kill(ctx, outputs, parent, out, old, new, "kill -9 at rename %d" % n, incremental)


def trials(ctx):
    state = {}
    rng = random.Random(38)

    def setup():
        if "outputs" not in state:
            outputs = Outputs(ctx)
            parent = ctx.sandbox("kills")
            out = os.path.join(parent, "out")
            shutil.copytree(os.path.join(os.path.dirname(outputs.docs["A"]), "out-A"), out, symlinks=True)
            state.update(outputs=outputs, parent=parent, out=out, current="A")
        return state

    def step(kind, arg, incremental):
        s = setup()
        old = s["current"]
        new = "B" if old == "A" else "A"
        s["current"] = new
        if kind == "random":
            return random_kill(ctx, s["outputs"], s["parent"], s["out"], old, new, rng, incremental)
        return rename_kill(ctx, s["outputs"], s["parent"], s["out"], old, new, arg, incremental)

    for i in range(10 if ctx.quick else 50):
        incremental = i % 2 == 1
        yield "random kill %d (%s)" % (i + 1, "incremental" if incremental else "full"), (
            lambda i=i, inc=incremental: step("random", i, inc))
    if not shutil.which("strace"):
        return
    count = {}

    def renames():
        if "n" not in count:
            s = setup()
            old = s["current"]
            new = "B" if old == "A" else "A"
            count["n"] = count_renames(ctx, s["outputs"], s["parent"], s["out"], new)
            s["current"] = new
        return count["n"]

    # The number of renames is known only once setup has run; 1 to 12 covers a small publish's
    # swaps; a kill past the last rename is a publish that finishes, which must also hold.
    for incremental in (False, True):
        for n in range(1, 13 if not ctx.quick else 7):
            yield "kill -9 at rename %d (%s)" % (n, "incremental" if incremental else "full"), (
                lambda n=n, inc=incremental: [] if n > renames() + 1 else step("rename", n, inc))
