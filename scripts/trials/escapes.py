"""Hostile sizes and escapes from pages: control characters and bidirectional overrides in file
names, titles, case IDs and attributes never reach the terminal raw; huge inputs give bounded
output in bounded time."""
import os
import shutil

from common import FILE_LINE, crash_problems, raw_problems, run, small_docs

ESC = "\x1b[2J\x1b]0;owned\x07"
RLO = "\u202e"
GOOD = "```swift case %s evidence=inferred\nlet control = UIControl(frame: .zero)\n#expect(control.isEnabled)\n```\n"


def page_path(docs, language="en"):
    return os.path.join(docs, language, "UIControl", "isEnabled.md")


def rename_page(name):
    def apply(docs):
        for language in ("en", "zh-Hans"):
            os.rename(page_path(docs, language), os.path.join(docs, language, "UIControl", name))
    return apply


def append(text, language="en"):
    def apply(docs):
        with open(page_path(docs, language), "a", encoding="utf-8") as f:
            f.write("\n" + text)
    return apply


def replace(old, new):
    def apply(docs):
        path = page_path(docs)
        with open(path, encoding="utf-8") as f:
            page = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(page.replace(old, new, 1))
    return apply


def folder(name):
    def apply(docs):
        for language in ("en", "zh-Hans"):
            os.rename(os.path.join(docs, language, "UIControl"), os.path.join(docs, language, name))
    return apply


CASES = [
    ("page name with ESC and BEL", rename_page("is" + ESC + "Enabled.md")),
    ("page name with U+202E", rename_page("is" + RLO + "dm.Enabled.md")),
    ("page name with a newline", rename_page("is\nEnabled.md")),
    ("folder name with ESC", folder("UI" + ESC + "Control")),
    ("case ID with ESC[2J", append(GOOD % ("clear" + ESC))),
    ("case ID with U+202E", append(GOOD % ("abc" + RLO + "fed"))),
    ("case ID with C1 CSI", append(GOOD % "csi\x9b31m")),
    ("title with ESC", replace("# `UIControl.isEnabled`", "# `UIControl.isEnabled" + ESC + "`")),
    ("attribute with ESC", append((GOOD % "attr").replace("evidence=inferred", "evidence=" + ESC))),
    ("source with ESC", append((GOOD % "src").replace("evidence=inferred", "evidence=documented source=\"" + ESC + "\""))),
    ("link target with ESC", append("See [x](doc:UIControl." + ESC + ").\n")),
    ("case body with ESC in an identifier", append("```swift case body evidence=inferred\nlet a" + ESC + " = 1\n```\n")),
    ("case string with ESC", append("```swift case str evidence=inferred\n#expect(\"" + ESC + "\" == \"x\")\n```\n")),
    ("failing expectation showing ESC", append("```swift case shown evidence=inferred\nlet b = UIButton(type: .system)\nb.setTitle(\"" + ESC + RLO + "\", for: .normal)\n#expect(b.title(for: .normal) == \"x\")\n```\n")),
    ("a 1 MB case ID", append(GOOD % ("i" * 1000000))),
    ("a 1 MB string in a failing expectation", append("```swift case bigstr evidence=inferred\nlet b = UIButton(type: .system)\nb.setTitle(\"" + "y" * 1000000 + "\", for: .normal)\n#expect(b.title(for: .normal) == \"x\")\n```\n")),
    ("a 20 MB page", append("Text. " * 3500000)),
]


def trial(ctx, name, apply):
    sb = ctx.sandbox("esc-" + name)
    docs = small_docs(os.path.join(sb, "docs"))
    apply(docs)
    lint = run(ctx, ["lint", "--docs", docs], timeout=300)
    results = os.path.join(sb, "results.json")
    ran = run(ctx, ["run", "--docs", docs, "--results", results, "--timeout", "5"], timeout=300)
    problems = crash_problems(lint, "lint") + crash_problems(ran, "run")
    for res, what in ((lint, "lint"), (ran, "run")):
        problems += raw_problems(res.out, what + " stdout") + raw_problems(res.err, what + " stderr")
        size = len(res.out) + len(res.err)
        if size > 1000000:
            problems.append("%s wrote %d bytes to the terminal" % (what, size))
        if res.rc == 2 and not FILE_LINE.search(res.text()) and "fix" not in res.text():
            problems.append("%s refused without file:line or fix: %r" % (what, res.text()[:300]))
    if os.path.exists(results) and os.path.getsize(results) > 8000000:
        problems.append("results.json is %d bytes" % os.path.getsize(results))
    shutil.rmtree(sb, ignore_errors=True)
    return problems


def trials(ctx):
    for name, apply in CASES:
        yield name, (lambda n=name, a=apply: trial(ctx, n, a))
