"""Malformed pages: lint and run give a clear error with file:line, never a crash, never a
silently dropped case; every case that runs gets exactly one status."""
import json
import os
import re

from common import FILE_LINE, crash_problems, raw_problems, run, small_docs

PAGE = os.path.join("en", "UIControl", "isEnabled.md")
GOOD = "```swift case %s evidence=inferred\nlet control = UIControl(frame: .zero)\n#expect(control.isEnabled)\n```\n"
OPENER = re.compile(r"^[ \t>*+\-0-9.)]*(`{3,}|~{3,})[ \t]*swift[ \t]+case\b", re.M)


def add(text):
    return lambda page: page + "\n" + text


def replace(old, new, count=1):
    return lambda page: page.replace(old, new, count)


def mutations():
    """(name, mutate(page text) -> text or bytes, expected case count: None counts the fences)."""
    first = "```swift case enabled-by-default"
    return [
        ("unclosed fence at the end", add("```swift case open evidence=inferred\n#expect(true)\n"), None),
        ("case without an ID", add("```swift case\n#expect(true)\n```\n"), None),
        ("duplicate case ID", add(GOOD % "enabled-by-default"), None),
        ("case inside a list item", add("- item\n\n  " + GOOD.replace("\n", "\n  ") % "in-list"), None),
        ("case inside a block quote", add("> " + (GOOD % "in-quote").replace("\n", "\n> ")), None),
        ("case inside a numbered list", add("1. item\n\n   " + (GOOD % "in-numbered").replace("\n", "\n   ")), None),
        ("case in a nested quote and list", add("> - item\n>\n>   " + (GOOD % "deep").replace("\n", "\n>   ")), None),
        ("tilde fence", add((GOOD % "tilde").replace("```", "~~~")), None),
        ("four-backtick fence", add((GOOD % "four").replace("```", "````")), None),
        ("closing fence shorter than opener", add("````swift case short evidence=inferred\n#expect(true)\n```\n"), None),
        ("indented code block (not a fence)", add("    ```swift case indented evidence=inferred\n    #expect(true)\n    ```\n"), "same"),
        ("fence indented three spaces", add("   " + (GOOD % "three").replace("\n```", "\n   ```")), None),
        ("case inside an HTML comment", add("<!--\n" + GOOD % "commented" + "-->\n"), "same"),
        ("case inside an HTML block", add("<details>\n\n" + GOOD % "in-details" + "\n</details>\n"), None),
        ("case with an empty body", add("```swift case empty evidence=inferred\n```\n"), None),
        ("case with only a comment", add("```swift case comment evidence=inferred\n// nothing\n```\n"), None),
        ("unknown attribute", add((GOOD % "attr").replace("evidence=inferred", "evidence=inferred colour=red")), None),
        ("unknown evidence kind", add((GOOD % "ev").replace("inferred", "rumoured")), None),
        ("documented without a source", add((GOOD % "nosource").replace("inferred", "documented")), None),
        ("unterminated attribute quote", add((GOOD % "quote").replace("evidence=inferred", 'source="https://x')), None),
        ("Swift syntax error", add("```swift case syntax evidence=inferred\nlet = = (\n```\n"), None),
        ("unbalanced braces", add("```swift case braces evidence=inferred\nif true {\n#expect(true)\n```\n"), None),
        ("unknown member", add("```swift case unknown evidence=inferred\nlet c = UIControl(frame: .zero)\nc.doesNotExist()\n```\n"), None),
        ("unknown type", add("```swift case type evidence=inferred\nlet c = UIWhatever()\n```\n"), None),
        ("expect without an argument", add("```swift case noarg evidence=inferred\n#expect()\n```\n"), None),
        ("deep parentheses", add("```swift case parens evidence=inferred\n#expect(" + "(" * 5000 + "true" + ")" * 5000 + ")\n```\n"), None),
        ("deep closures", add("```swift case closures evidence=inferred\nlet f = " + "{ " * 2000 + "1" + " }" * 2000 + "\n```\n"), None),
        ("infinite loop", add("```swift case loop evidence=inferred\nwhile true {}\n```\n"), None),
        ("2000 cases", add("".join(GOOD % ("many-%d" % i) for i in range(2000))), None),
        ("a 2 MB line in a case", add("```swift case long evidence=inferred\nlet s = \"" + "x" * 2000000 + "\"\n```\n"), None),
        ("a 4000-character case ID", add(GOOD % ("i" * 4000)), None),
        ("case ID with a slash and spaces", add("```swift case a/b c evidence=inferred\n#expect(true)\n```\n"), None),
        ("case ID with a hash", add(GOOD % "a#b"), None),
        ("no title", lambda page: page.split("\n", 1)[1], None),
        ("title of another member", replace("# `UIControl.isEnabled`", "# `UIButton.titleLabel`"), None),
        ("title that is no member", replace("# `UIControl.isEnabled`", "# `Nothing.atAll`"), None),
        ("empty page", lambda page: "", 0),
        ("only a title", lambda page: "# `UIControl.isEnabled`\n", 0),
        ("byte order mark", lambda page: "\ufeff" + page, None),
        ("CRLF line ends", lambda page: page.replace("\n", "\r\n"), None),
        ("CR line ends", lambda page: page.replace("\n", "\r"), None),
        ("no newline at the end", lambda page: page.rstrip("\n").rstrip("`") + "```", None),
        ("NUL bytes", replace("A Boolean", "A\x00Boolean"), None),
        ("NUL in a case", replace("#expect(control.isEnabled)", "#expect(control.isEnabled\x00)"), None),
        ("invalid UTF-8", lambda page: page.encode().replace(b"A Boolean", b"A \xff\xfe Boolean"), None),
        ("invalid UTF-8 in a case", lambda page: page.encode().replace(b"#expect(control.isEnabled)", b"#expect(control.\xc3(isEnabled)"), None),
        ("binary garbage", lambda page: bytes(range(256)) * 64, 0),
        ("fence opener without a language", replace(first, "``` case enabled-by-default"), None),
        ("swiftcase glued", replace(first, "```swiftcase enabled-by-default"), None),
        ("SWIFT CASE upper case", replace(first, "```SWIFT CASE enabled-by-default"), None),
        ("front matter", lambda page: "---\ntitle: x\n---\n" + page, None),
        ("setext heading", lambda page: page.replace("# `UIControl.isEnabled`", "`UIControl.isEnabled`\n===="), None),
        ("heading inside a case", add("```swift case heading evidence=inferred\n# not a heading\n#expect(true)\n```\n"), None),
        ("fence inside a case body", add("```swift case inner evidence=inferred\n~~~\n#expect(true)\n~~~\n```\n"), None),
        ("link to nowhere", add("See [`x`](doc:Nothing.atAll).\n"), None),
        ("link with an empty target", add("See [x]().\n"), None),
        ("unclosed HTML comment", add("<!-- no end\n"), None),
        ("10000 headings", add("".join("## H%d\n\n" % i for i in range(10000))), None),
        ("a very long heading", add("## " + "h" * 100000 + "\n"), None),
        ("tab-indented fence", add("\t" + (GOOD % "tab").replace("\n```", "\n\t```")), "same"),
        ("case in a table cell", add("| a |\n| - |\n| ```swift case cell``` |\n"), None),
        ("reference-style link definitions", add("[x]: doc:Nothing.atAll\n"), None),
        ("case fence in a list without a blank line", add("- item\n" + GOOD % "tight"), None),
    ]


def count_openers(text):
    """Fences whose info string starts with 'swift case', at any depth (list items, quotes)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    inside = None
    count = 0
    for line in text.split("\n"):
        stripped = line.lstrip(" \t>*+-0123456789.)")
        if inside:
            if stripped.startswith(inside) and stripped.strip().strip(inside[0]) == "":
                inside = None
            continue
        match = re.match(r"(`{3,}|~{3,})", stripped)
        if match:
            inside = match.group(1)
            if OPENER.match(line):
                count += 1
    return count


def trial(ctx, name, mutate, expected):
    sb = ctx.sandbox("page-" + name)
    docs = small_docs(os.path.join(sb, "docs"))
    path = os.path.join(docs, PAGE)
    with open(path, encoding="utf-8") as f:
        page = f.read()
    text = mutate(page)
    with open(path, "wb") as f:
        f.write(text if isinstance(text, bytes) else text.encode("utf-8"))
    lint = run(ctx, ["lint", "--docs", docs], timeout=240)
    results = os.path.join(sb, "results.json")
    ran = run(ctx, ["run", "--docs", docs, "--results", results, "--timeout", "5"], timeout=600)
    problems = crash_problems(lint, "lint") + crash_problems(ran, "run")
    problems += raw_problems(lint.out + lint.err, "lint output") + raw_problems(ran.out + ran.err, "run output")
    lint_text = lint.text()
    if lint.rc not in (0, 1, 2):
        problems.append("lint exit %s" % lint.rc)
    errors = [line for line in lint_text.splitlines() if ": error:" in line or line.startswith("Error")]
    for line in errors:
        if not FILE_LINE.search(line):
            problems.append("lint error without file:line: %r" % line[:300])
    if ran.rc in (0, 1) and os.path.exists(results):
        try:
            cases = json.load(open(results))["cases"]
        except Exception as error:
            return problems + ["unreadable results: %s" % error]
        ids = [c.get("qualifiedID") for c in cases]
        if len(ids) != len(set(ids)):
            problems.append("a case has more than one status")
        for c in cases:
            if c.get("status") not in ("PASS", "FAIL", "ERROR", "SKIP", "UNSUPPORTED", "TIMEOUT", "CRASH", "XFAIL", "XPASS"):
                problems.append("case %s has status %r" % (c.get("qualifiedID"), c.get("status")))
        mine = [c for c in cases if (c.get("english") or {}).get("path", "").endswith(PAGE)]
        # "same": the addition is no case in CommonMark, so the page keeps its own cases.
        want = count_openers(text) if expected is None else count_openers(page) if expected == "same" else expected
        if not errors and len(mine) != want:
            problems.append("lint found no error, but %d of the page's %d cases got a status" % (len(mine), want))
    elif ran.rc not in (0, 1, 2):
        problems.append("run exit %s" % ran.rc)
    elif not errors and ran.rc == 2 and not FILE_LINE.search(ran.text()):
        problems.append("run refused without file:line: %r" % ran.text()[:300])
    if ran.rc == 2 and not ran.err.strip():
        problems.append("run exit 2 without a message")
    return problems


def trials(ctx):
    for name, mutate, expected in mutations():
        yield name, (lambda n=name, m=mutate, e=expected: trial(ctx, n, m, e))
