"""Two publishes into one folder at once: one wins or one refuses, never a mix, nothing left
beside the output."""
import os
import shutil
import subprocess

from common import REPO
from publishing import CACHE, Outputs, has_cache, leftovers, publish_args


def trials(ctx):
    state = {}

    def step(incremental):
        if "outputs" not in state:
            outputs = Outputs(ctx)
            parent = ctx.sandbox("concurrent")
            out = os.path.join(parent, "out")
            shutil.copytree(os.path.join(os.path.dirname(outputs.docs["A"]), "out-A"), out, symlinks=True)
            state.update(outputs=outputs, parent=parent, out=out)
        outputs, parent, out = state["outputs"], state["parent"], state["out"]
        if not incremental and has_cache(out):
            os.remove(os.path.join(out, CACHE))
        procs = [subprocess.Popen(publish_args(ctx, outputs.docs[name], out), cwd=REPO, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, start_new_session=True) for name in ("A", "B")]
        errs = [p.communicate(timeout=600)[1] for p in procs]
        codes = [p.returncode for p in procs]
        problems = []
        if 0 not in codes:
            problems.append("neither publish succeeded: exits %s, %r" % (codes, [e[:200] for e in errs]))
        for code, err in zip(codes, errs):
            if code not in (0, 1, 2) or b"Fatal error" in err:
                problems.append("a publish died or crashed: exit %s %r" % (code, err[:300]))
            elif code != 0 and not err.strip():
                problems.append("a publish failed without a message: exit %s" % code)
        got = outputs.which(out)
        if got not in ("A", "B"):
            problems.append("after both (exits %s) the folder is %s; errors %r" % (codes, got, [e[:200] for e in errs]))
        left = leftovers(parent)
        if left:
            problems.append("left beside the output: %s" % left)
        return problems

    for i in range(3 if ctx.quick else 8):
        incremental = i % 2 == 1
        yield "round %d (%s)" % (i + 1, "incremental" if incremental else "full"), (lambda inc=incremental: step(inc))
