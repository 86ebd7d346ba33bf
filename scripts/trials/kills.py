"""kill -9 of publish at random moments and at every rename: the output folder is the old
complete one or the new complete one, and the next publish sweeps every leftover."""
import os
import random
import shutil
import signal
import subprocess
import sys
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


def count_renames(ctx, outputs, parent, out, new, incremental):
    prepare(out, incremental)
    log = os.path.join(parent, "..", "strace.log")
    subprocess.run(["strace", "-f", "-qq", "-o", log, "-e", "trace=" + RENAMES] + publish_args(ctx, outputs.docs[new], out),
                   cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    with open(log) as f:
        return sum(1 for line in f if "rename" in line and "resumed" not in line)


def rename_kill(ctx, outputs, parent, out, old, new, n, incremental):
    prepare(out, incremental)
    # The injection fires at the entry of the n-th rename (strace counts per thread), before it
    # happens; kills after the last rename are those before the next one.
    traced = subprocess.run(["strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=" + RENAMES,
                             "-e", "inject=%s:signal=KILL:when=%d" % (RENAMES, n)] + publish_args(ctx, outputs.docs[new], out),
                            cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    # strace ends as its tracee did: killed by SIGKILL when the injection fired.
    fired = traced.returncode in (-9, 137)
    FIRED.append(fired)
    problems = [] if fired or n > 1 else ["the kill at the first rename did not fire (exit %s)" % traced.returncode]
    return problems + after_kill(ctx, outputs, parent, out, old, new, "kill -9 at rename %d" % n, incremental)


FIRED = []


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
    # A full publish renames once (the exchange of the staged folder), an incremental one once per
    # file it changes; each is killed before its first rename, before each later one (an even
    # spread of at most 12 in --quick, 40 otherwise), and after its last, when it finishes.
    for incremental in (False, True):
        s = setup()
        old = s["current"]
        new = "B" if old == "A" else "A"
        prepare(s["out"], incremental)
        total = count_renames(ctx, s["outputs"], s["parent"], s["out"], new, incremental)
        s["current"] = new
        most = 12 if ctx.quick else 40
        points = sorted(set([1, total + 1] + [1 + (total * k) // most for k in range(most)]))
        kind = "incremental" if incremental else "full"
        for n in points:
            yield "kill -9 at rename %d of %d (%s)" % (n, total, kind), (
                lambda n=n, inc=incremental: step("rename", n, inc))
    print("kills at renames: %d of %d fired (strace counts per thread; the others finished)" % (sum(FIRED), len(FIRED)),
          file=sys.stderr)
