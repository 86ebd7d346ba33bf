"""Shared setup of the publish families: two small docs folders whose complete outputs differ,
and the check that a folder is one of them, whole."""
import json
import os

from common import listing as full_listing, run, small_docs

CACHE = ".controlspec-cache"


def listing(folder):
    """An output's paths apart from its cache, which a kill may leave out by design."""
    return full_listing(folder) - {CACHE}


def has_cache(out):
    return os.path.exists(os.path.join(out, CACHE))


class Outputs:
    """Docs A (one page) and B (two pages), with the listing of each one's complete publish."""

    def __init__(self, ctx):
        self.ctx = ctx
        base = ctx.sandbox("publish-docs")
        self.docs = {"A": small_docs(os.path.join(base, "A"), ("isEnabled",)),
                     "B": small_docs(os.path.join(base, "B"), ("isEnabled", "isSelected"))}
        self.listings = {}
        for name, docs in self.docs.items():
            out = os.path.join(base, "out-" + name)
            res = publish(ctx, docs, out)
            if res.rc != 0:
                raise RuntimeError("publish of %s failed: %s" % (name, res.text()[:500]))
            self.listings[name] = listing(out)
        self.cases = {"A": self.count(os.path.join(base, "out-A")), "B": self.count(os.path.join(base, "out-B"))}

    @staticmethod
    def count(out):
        return len(json.load(open(os.path.join(out, "results.json")))["cases"])

    def which(self, out):
        """'A' or 'B' when out is that complete output, else a description of the mix."""
        if not os.path.isdir(out):
            return "no folder at %s" % out
        found = listing(out)
        for name, expected in self.listings.items():
            if found == expected:
                try:
                    if self.count(out) == self.cases[name]:
                        return name
                except Exception as error:
                    return "the files of %s, but results.json is unreadable: %s" % (name, error)
        nearest = min(self.listings, key=lambda n: len(found ^ self.listings[n]))
        diff = found ^ self.listings[nearest]
        return "a mix: %d paths differ from %s's output, e.g. %s" % (len(diff), nearest, sorted(diff)[:5])


def publish_args(ctx, docs, out):
    return [ctx.controlspec, "publish", "--docs", docs, "--out", out, "--jobs", "2"]


def publish(ctx, docs, out):
    return run(ctx, publish_args(ctx, docs, out)[1:], timeout=300)


def leftovers(parent, keep=("out",)):
    return sorted(set(os.listdir(parent)) - set(keep))
