"""SIGINT and SIGTERM during publish: the tool stops, cleans up its staging, and leaves the
old or the new complete output (a full publish) with nothing beside it."""
import os
import random
import shutil
import signal
import subprocess
import time

from common import REPO
from publishing import CACHE, Outputs, has_cache, leftovers, publish_args


def trials(ctx):
    state = {}
    rng = random.Random(2)

    def step(sig, incremental):
        if "outputs" not in state:
            outputs = Outputs(ctx)
            parent = ctx.sandbox("signals")
            out = os.path.join(parent, "out")
            shutil.copytree(os.path.join(os.path.dirname(outputs.docs["A"]), "out-A"), out, symlinks=True)
            state.update(outputs=outputs, parent=parent, out=out, current="A")
        outputs, parent, out = state["outputs"], state["parent"], state["out"]
        old = state["current"]
        new = "B" if old == "A" else "A"
        if not incremental and has_cache(out):
            os.remove(os.path.join(out, CACHE))
        earlier = set(leftovers(parent))
        proc = subprocess.Popen(publish_args(ctx, outputs.docs[new], out), cwd=REPO, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, start_new_session=True)
        delay = rng.uniform(0.2, 2.5)
        time.sleep(delay)
        proc.send_signal(sig)
        problems = []
        try:
            _, err = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return ["publish did not stop within 60 s of %s" % signal.Signals(sig).name]
        how = "%s at %.2f s (%s publish, exit %s)" % (signal.Signals(sig).name, delay,
                                                     "incremental" if incremental else "full", proc.returncode)
        got = outputs.which(out)
        state["current"] = got if got in ("A", "B") else new
        if got not in (old, new) and (not incremental or has_cache(out)):
            problems.append("after %s the folder is %s" % (how, got))
        left = leftovers(parent)
        if left:
            problems.append("after %s, left beside the output: %s%s" % (
                how, left, " (there before this publish, which did not sweep it)" if set(left) <= earlier else ""))
        if b"Fatal error" in err:
            problems.append("crashed on %s: %r" % (how, err[:300]))
        if not incremental or got != new:
            # Bring the folder back to a complete output for the next trial.
            subprocess.run(publish_args(ctx, outputs.docs[new], out), cwd=REPO, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=300)
            state["current"] = new
        return problems

    rounds = 3 if ctx.quick else 8
    for sig in (signal.SIGINT, signal.SIGTERM):
        for i in range(rounds):
            incremental = i % 2 == 1
            yield "%s %d (%s)" % (signal.Signals(sig).name, i + 1, "incremental" if incremental else "full"), (
                lambda s=sig, inc=incremental: step(s, inc))
