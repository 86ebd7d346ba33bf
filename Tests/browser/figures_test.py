#!/usr/bin/env python3
"""Browser test of the layout figures and style schematics, in headless Chromium.

Usage: figures_test.py SITE_FOLDER [REPORT_FOLDER] [SCREENSHOT_FOLDER]

SITE_FOLDER is a published site (`controlspec publish`); REPORT_FOLDER, when given, a report of a run whose
failures include a geometry comparison (`controlspec run --impl faulty:content-rect-ignores-insets
--member UIButton.contentEdgeInsets --report DIR`). On every page with a figure, in English and Chinese, the
test checks that each figure's SVG is drawn (a visible box of non-zero size per panel, boxes stroked), that it
is named by its <title> and <desc> and carries the values as a table, that axe-core finds nothing in light and
dark, and that in print the drawing stays visible and black on white. On the report it checks the expected and
actual rectangles and the measured difference, and axe in light and dark. On the pages with style schematics it
checks that each button is drawn with its background and title, labelled in the page's language and said to be a
schematic, not a screenshot, that its colours follow light, dark and print, and axe in light and dark. It prints
`N passed, M failed`.

Needs: Debian `chromium`, `chromium-driver`; PyPI `selenium`, `axe-playwright-python` (for axe-core).
"""

import importlib.util
import os
import shutil
import sys
import traceback
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

# Pages with figures, relative to a language folder: each is checked in both languages.
PAGES = (
    "UIButton/contentEdgeInsets.html", "UIButton/titleEdgeInsets.html", "UIButton/imageEdgeInsets.html",
    "UIControl/contentHorizontalAlignment.html", "UIControl/contentVerticalAlignment.html",
    "UIButton/contentRect(forBounds_).html", "UIButton/titleRect(forContentRect_).html",
    "UIButton/imageRect(forContentRect_).html", "UIButton/Configuration.contentInsets.html",
    "UIButton/Configuration.imagePlacement.html", "UIButton/Configuration.imagePadding.html",
    "UIButton/Configuration.titlePadding.html", "UIButton/Configuration.titleAlignment.html",
    "UIButton/Configuration.buttonSize.html",
)

# Pages with style schematics (`swift schematic`), checked in both languages.
SCHEMATIC_PAGES = (
    "UIButton/Configuration.filled().html", "UIButton/Configuration.plain().html", "UIButton/Configuration.glass().html",
    "UIButton/Configuration.cornerStyle.html", "Articles/choosing-a-button-style.html",
)


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)


def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        raise Failure("axe-core is missing: pip install --no-deps axe-playwright-python")
    with open(os.path.join(spec.submodule_search_locations[0], "axe.min.js"), encoding="utf-8") as file:
        return file.read()


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(180)
    return driver


# What a figure's SVG shows, measured in the page: panels, boxes with a size and a stroke, its name.
FIGURE_FACTS = """
return Array.from(document.querySelectorAll(arguments[0])).map(function (svg) {
  var ids = (svg.getAttribute('aria-labelledby') || '').split(' ');
  var named = ids.map(function (id) { var e = document.getElementById(id); return e ? e.textContent.trim() : ''; });
  var box = svg.getBoundingClientRect();
  var rects = Array.from(svg.querySelectorAll('rect')).map(function (r) {
    var b = r.getBoundingClientRect(); var s = getComputedStyle(r);
    return {cls: r.getAttribute('class'), w: b.width, h: b.height, stroke: s.stroke, visible: s.visibility};
  });
  var figure = svg.closest('figure');
  var table = figure ? figure.querySelector('table') : null;
  return {width: box.width, height: box.height, display: getComputedStyle(svg).display,
          title: named[0] || '', desc: named[1] || '', panels: svg.querySelectorAll('g').length, rects: rects,
          rows: table ? table.querySelectorAll('tbody tr').length : 0,
          background: getComputedStyle(document.body).backgroundColor};
});
"""


# What a style schematic shows, measured in the page: its buttons' backgrounds and titles as painted, the words
# under them, the note under the drawing and the values table.
SCHEMATIC_FACTS = """
return Array.from(document.querySelectorAll('figure.style-figure')).map(function (figure) {
  var svg = figure.querySelector('svg.layout-diagram');
  if (!svg) { return {width: 0, height: 0, panels: 0, buttons: [], titles: [], notes: [], rows: 0, schematicNote: ''}; }
  var ids = (svg.getAttribute('aria-labelledby') || '').split(' ');
  var named = ids.map(function (id) { var e = document.getElementById(id); return e ? e.textContent.trim() : ''; });
  var box = svg.getBoundingClientRect();
  var painted = function (selector) {
    return Array.from(svg.querySelectorAll(selector)).map(function (e) {
      var b = e.getBoundingClientRect(); var s = getComputedStyle(e);
      return {w: b.width, h: b.height, fill: s.fill, stroke: s.stroke, text: e.textContent};
    });
  };
  var note = figure.querySelector('.schematic-note');
  var table = figure.querySelector('table');
  return {width: box.width, height: box.height, title: named[0] || '', desc: named[1] || '',
          panels: svg.querySelectorAll('g').length, buttons: painted('rect.lf-button'),
          titles: painted('text.lf-style-title'), notes: painted('text.lf-note').map(function (n) { return n.text; }),
          schematicNote: note ? note.textContent : '', rows: table ? table.querySelectorAll('tbody tr').length : 0};
});
"""


class FiguresTest:
    def __init__(self, site, report, screenshots):
        self.site = Path(site).resolve()
        self.report = Path(report).resolve() if report else None
        self.screenshots = Path(screenshots).resolve() if screenshots else None
        self.driver = make_driver()
        self.passed = 0
        self.failed = 0

    def open(self, path):
        self.driver.get(path.as_uri())

    def check(self, name, body):
        try:
            body()
            self.passed += 1
            print(f"PASS {name}")
        except Exception as error:  # one failed check must not hide the others
            self.failed += 1
            frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == __file__]
            where = f" (line {frames[-1].lineno})" if frames else ""
            print(f"FAIL {name}: {type(error).__name__}: {str(error).strip()[:2000]}{where}")

    def theme(self, theme):
        self.driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)

    def figures(self, selector="figure.layout-figure:not(.style-figure) svg.layout-diagram"):
        return self.driver.execute_script(FIGURE_FACTS, selector)

    def figures_are_drawn_named_and_tabled(self):
        problems = []
        for language in ("en", "zh-Hans"):
            for page in PAGES:
                self.open(self.site / language / page)
                facts = self.figures()
                if not facts:
                    problems.append(f"{language}/{page}: no figure drawn")
                    notes = self.driver.find_elements(By.CSS_SELECTOR, ".figure-missing")
                    problems += [f"  note: {note.text}" for note in notes]
                for index, fact in enumerate(facts):
                    where = f"{language}/{page} figure {index + 1}"
                    if fact["display"] == "none" or fact["width"] < 100 or fact["height"] < 40:
                        problems.append(f"{where}: not visible ({fact['width']}x{fact['height']})")
                    if not fact["title"] or not fact["desc"]:
                        problems.append(f"{where}: no <title> or <desc> names it")
                    bounds = [r for r in fact["rects"] if "lf-bounds" in (r["cls"] or "")]
                    if len(bounds) != fact["panels"] or any(r["w"] < 20 or r["h"] < 10 for r in bounds):
                        problems.append(f"{where}: a panel without a visible bounds box: {bounds}")
                    if any(r["stroke"] in ("none", "") for r in fact["rects"]):
                        problems.append(f"{where}: a box without a stroke")
                    if fact["rows"] < 10:
                        problems.append(f"{where}: the values table has {fact['rows']} rows")
        expect(not problems, "\n  " + "\n  ".join(problems))

    def chinese_figures_have_chinese_labels(self):
        self.open(self.site / "zh-Hans" / "UIButton/contentEdgeInsets.html")
        text = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('svg.layout-diagram text')).map(t => t.textContent).join('|')")
        expect("左 20" in text, f"no Chinese inset label in: {text}")
        title = self.figures()[0]["title"]
        expect("布局图" in title, f"the Chinese figure's title is not Chinese: {title}")

    def subtitles_are_drawn_and_labelled(self):
        for language, label in (("en", "subtitle"), ("zh-Hans", "副标题")):
            self.open(self.site / language / "UIButton/Configuration.titlePadding.html")
            boxes = self.driver.execute_script(
                "return Array.from(document.querySelectorAll('svg.layout-diagram rect.lf-subtitle')).map(r => {"
                " var b = r.getBoundingClientRect(); return [b.width, b.height, getComputedStyle(r).stroke]; })")
            expect(len(boxes) == 2 and all(w > 5 and h > 5 and s not in ("none", "") for w, h, s in boxes),
                   f"{language}: the subtitle boxes are not drawn: {boxes}")
            text = self.driver.execute_script(
                "return Array.from(document.querySelectorAll('svg.layout-diagram text')).map(t => t.textContent)"
                ".join('|')")
            expect(label in text, f"{language}: no '{label}' label in: {text}")

    def figures_print_black_on_white(self):
        self.open(self.site / "en" / "UIButton/contentEdgeInsets.html")
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            facts = self.figures()
            expect(facts and facts[0]["display"] != "none" and facts[0]["width"] > 100, f"not printed: {facts}")
            bounds = [r for r in facts[0]["rects"] if "lf-bounds" in (r["cls"] or "")]
            expect(bounds and bounds[0]["stroke"] in ("rgb(0, 0, 0)",), f"the bounds do not print black: {bounds}")
            if self.screenshots:
                self.screenshots.mkdir(parents=True, exist_ok=True)
                self.driver.save_screenshot(str(self.screenshots / "figure-print.png"))
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})

    def axe(self, pages, label, context="document"):
        """axe-core over each page in light and dark; `context` is the script expression of what it checks."""
        source = axe_source()
        problems = []
        for path in pages:
            for theme in ("light", "dark"):
                self.open(path)
                self.theme(theme)
                if theme == "dark":
                    # The report follows the system's appearance only.
                    self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                                {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
                self.driver.execute_script(source)
                result = self.driver.execute_async_script(
                    "var done = arguments[0];"
                    f"axe.run({context}).then(done, function (error) {{ done({{error: String(error)}}); }});")
                self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
                expect("error" not in result, f"axe failed on {path}: {result.get('error')}")
                for violation in result["violations"]:
                    nodes = "; ".join(node["html"][:100] for node in violation["nodes"][:2])
                    problems.append(f"{label} {path.name} ({theme}): {violation['id']} ({violation['impact']}): {nodes}")
        expect(not problems, "axe-core found:\n  " + "\n  ".join(problems))

    def figure_pages_pass_axe_in_light_and_dark(self):
        self.axe([self.site / language / page for language in ("en", "zh-Hans") for page in PAGES], "site")

    def screenshots_of_figures(self):
        if not self.screenshots:
            return
        self.screenshots.mkdir(parents=True, exist_ok=True)
        for language, page, theme, name in (("en", "UIControl/contentHorizontalAlignment.html", "light", "align-en"),
                                            ("zh-Hans", "UIButton/contentEdgeInsets.html", "dark", "insets-zh-dark")):
            self.open(self.site / language / page)
            self.theme(theme)
            figure = self.driver.find_element(By.CSS_SELECTOR, "figure.layout-figure")
            self.driver.execute_script("arguments[0].scrollIntoView()", figure)
            figure.screenshot(str(self.screenshots / f"figure-{name}.png"))

    def schematics(self):
        return self.driver.execute_script(SCHEMATIC_FACTS)

    def style_schematics_are_drawn_labelled_and_tabled(self):
        problems = []
        for language, title_word, note_word in (("en", "title", "screenshot"), ("zh-Hans", "标题", "截图")):
            for page in SCHEMATIC_PAGES:
                self.open(self.site / language / page)
                facts = self.schematics()
                if not facts:
                    problems.append(f"{language}/{page}: no schematic drawn")
                    notes = self.driver.find_elements(By.CSS_SELECTOR, ".figure-missing")
                    problems += [f"  note: {note.text}" for note in notes]
                for index, fact in enumerate(facts):
                    where = f"{language}/{page} schematic {index + 1}"
                    if fact["width"] < 100 or fact["height"] < 40 or not fact["title"] or not fact["desc"]:
                        problems.append(f"{where}: not visible or not named: {fact}")
                    buttons = fact["buttons"]
                    if len(buttons) != fact["panels"] or any(b["w"] < 50 or b["h"] < 20 for b in buttons):
                        problems.append(f"{where}: a panel without its button: {buttons}")
                    if any(b["stroke"] in ("none", "") and b["fill"] in ("none", "") for b in buttons):
                        problems.append(f"{where}: a button drawn neither stroked nor filled: {buttons}")
                    if len(fact["titles"]) != fact["panels"] or any(t["fill"] in ("none", "") for t in fact["titles"]):
                        problems.append(f"{where}: titles missing or unpainted: {fact['titles']}")
                    if sum(title_word in note for note in fact["notes"]) != fact["panels"]:
                        problems.append(f"{where}: no '{title_word}' label under each button: {fact['notes']}")
                    if note_word not in fact["schematicNote"]:
                        problems.append(f"{where}: not said to be a schematic: {fact['schematicNote']!r}")
                    if fact["rows"] != 10:
                        problems.append(f"{where}: the values table has {fact['rows']} rows")
        expect(not problems, "\n  " + "\n  ".join(problems))

    def style_schematics_follow_the_appearance_and_print(self):
        self.open(self.site / "en" / "UIButton/Configuration.filled().html")
        fills = {}
        for theme in ("light", "dark"):
            self.theme(theme)
            fact = self.schematics()[0]
            fills[theme] = (fact["buttons"][0]["fill"], fact["titles"][0]["fill"])
        expect(fills["light"][0] != fills["dark"][0], f"the tint-colour fill does not follow the appearance: {fills}")
        expect(all(title == "rgb(255, 255, 255)" for _, title in fills.values()), f"the white title is not white: {fills}")
        self.theme("light")
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            fact = self.schematics()[0]
            expect(fact["width"] > 100 and fact["buttons"][0]["fill"] == "rgb(0, 0, 0)",
                   f"the filled background does not print black: {fact['buttons']}")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
        if self.screenshots:
            self.screenshots.mkdir(parents=True, exist_ok=True)
            for language, page, theme, name in (("en", "Articles/choosing-a-button-style.html", "light", "styles-en"),
                                                ("zh-Hans", "UIButton/Configuration.cornerStyle.html", "dark",
                                                 "corners-zh-dark")):
                self.open(self.site / language / page)
                self.theme(theme)
                figure = self.driver.find_element(By.CSS_SELECTOR, "figure.style-figure")
                self.driver.execute_script("arguments[0].scrollIntoView()", figure)
                figure.screenshot(str(self.screenshots / f"schematic-{name}.png"))

    def schematics_pass_axe_in_light_and_dark(self):
        # The schematics themselves: the pages around them are the site test's.
        self.axe([self.site / language / page for language in ("en", "zh-Hans") for page in SCHEMATIC_PAGES], "site",
                 context="{include: [['figure.style-figure']]}")

    def report_draws_expected_over_actual(self):
        self.open(self.report / "index.html")
        # Failures are rendered when their case is opened.
        self.driver.execute_script(
            "document.querySelectorAll('details.case').forEach(function (d) { d.open = true; });")
        facts = self.figures("figure.geometry-diff svg.layout-diagram")
        expect(facts, "the report draws no geometry difference")
        classes = " ".join(r["cls"] or "" for r in facts[0]["rects"])
        expect("lf-expected" in classes and "lf-actual" in classes, f"expected and actual not both drawn: {classes}")
        labels = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('figure.geometry-diff text')).map(t => t.textContent)")
        expect(any(label.startswith("Δ") for label in labels), f"no measured difference: {labels}")
        if self.screenshots:
            self.screenshots.mkdir(parents=True, exist_ok=True)
            figure = self.driver.find_element(By.CSS_SELECTOR, "figure.geometry-diff")
            self.driver.execute_script("arguments[0].scrollIntoView()", figure)
            figure.screenshot(str(self.screenshots / "report-geometry.png"))

    def report_passes_axe_in_light_and_dark(self):
        self.axe([self.report / "index.html"], "report")

    def run(self):
        names = ["figures_are_drawn_named_and_tabled", "chinese_figures_have_chinese_labels", "subtitles_are_drawn_and_labelled",
                 "figures_print_black_on_white", "figure_pages_pass_axe_in_light_and_dark", "screenshots_of_figures",
                 "style_schematics_are_drawn_labelled_and_tabled", "style_schematics_follow_the_appearance_and_print",
                 "schematics_pass_axe_in_light_and_dark"]
        if self.report:
            names += ["report_draws_expected_over_actual", "report_passes_axe_in_light_and_dark"]
        try:
            for name in names:
                self.check(name.replace("_", " "), getattr(self, name))
        finally:
            self.driver.quit()
        print(f"{self.passed} passed, {self.failed} failed")
        return 0 if self.failed == 0 else 1


def main(arguments):
    if len(arguments) < 2 or not os.path.isfile(os.path.join(arguments[1], "en", "index.html")):
        print("usage: figures_test.py SITE_FOLDER [REPORT_FOLDER] [SCREENSHOT_FOLDER]")
        print("0 passed, 1 failed")
        return 1
    report = arguments[2] if len(arguments) > 2 and arguments[2] else None
    return FiguresTest(arguments[1], report, arguments[3] if len(arguments) > 3 else None).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
