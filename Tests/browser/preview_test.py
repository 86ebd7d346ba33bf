#!/usr/bin/env python3
"""Browser test of `controlspec preview`, in headless Chromium.

Usage: preview_test.py WORKSPACE PREVIEW_LOG

WORKSPACE is a copy of the kit's Docs/ and conformance/ that `controlspec preview --port 0` serves,
started in it with its output going to PREVIEW_LOG (the test reads the address from there). The test
opens a member page, scrolls it, edits the page's Markdown and waits for the new text (at the same
scroll position), then plants an error in a case and waits for the overlay that names the file, line
and fix, then fixes it and waits for the overlay to go. It edits the workspace's files only.

Needs: Debian `chromium`, `chromium-driver`; PyPI `selenium`.
Prints one line per check and a final `N passed, M failed`; exits 1 when a check fails.
"""

import re
import shutil
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PAGE = "en/UIControl/isEnabled.html"
MARKDOWN = "Docs/en/UIControl/isEnabled.md"
# A debug build rebuilds in seconds; the first publish of Docs/ takes longer.
REBUILD_TIMEOUT = 120
START_TIMEOUT = 600
OVERLAY = "controlspec-preview-overlay"


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def preview_address(log):
    """The address `controlspec preview` printed, once it has published and started serving."""
    deadline = time.time() + START_TIMEOUT
    while time.time() < deadline:
        text = log.read_text(encoding="utf-8") if log.exists() else ""
        found = re.search(r"preview: (http://127\.0\.0\.1:\d+/)", text)
        if found:
            return found.group(1)
        time.sleep(0.5)
    raise AssertionError(f"controlspec preview printed no address in {START_TIMEOUT} s:\n{text}")


def save(path, text):
    """Saves as an editor does: a new file renamed over the old one."""
    temporary = path.with_name(path.name + ".saving")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


class PreviewTest:
    def __init__(self, workspace, log):
        self.workspace = Path(workspace)
        self.log = Path(log)
        self.passed = 0
        self.failed = 0

    def check(self, name, function):
        try:
            function()
        except Exception as error:  # noqa: BLE001 — every failure is reported the same way
            self.failed += 1
            lines = str(error).strip().splitlines()
            print(f"FAIL {name}: {type(error).__name__}: {lines[0] if lines else ''}")
        else:
            self.passed += 1
            print(f"ok   {name}")

    def run(self):
        markdown = self.workspace / MARKDOWN
        original = markdown.read_text(encoding="utf-8")
        address = preview_address(self.log)
        driver = make_driver()
        # A reload can replace an element between finding it and reading it: that is the page changing, as the
        # waits expect, not a failure.
        wait = WebDriverWait(driver, REBUILD_TIMEOUT, ignored_exceptions=(StaleElementReferenceException,))
        # Prepended to the summary, so that the edit does not depend on the page's wording.
        edited = original.replace("# `UIControl.isEnabled`\n\n", "# `UIControl.isEnabled`\n\nPreview marker one. ", 1)
        assert edited != original, "the page's title changed: update preview_test.py"
        broken = edited.replace("#expect(control.isEnabled)\n#expect(!control.state",
                                "#expect(control.isEnabledd)\n#expect(!control.state", 1)
        assert broken != edited, "the page's first case changed: update preview_test.py"
        try:
            driver.get(address + PAGE)
            wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
            driver.execute_script("window.scrollTo(0, 300)")
            time.sleep(0.2)

            def edit_shows_new_text():
                driver.execute_script("window.previewMark = 'before reload'")
                save(markdown, edited)
                wait.until(lambda d: "Preview marker one." in d.find_element(By.TAG_NAME, "main").text)
                if driver.execute_script("return window.previewMark") is not None:
                    raise AssertionError("the page changed without a reload")
                scrolled = driver.execute_script("return window.scrollY")
                if abs(scrolled - 300) > 2:
                    raise AssertionError(f"the reload lost the scroll position: {scrolled}, not 300")

            self.check("an edit of the Markdown reloads the page with the new text, where it was scrolled to",
                       edit_shows_new_text)

            def planted_error_shows_overlay():
                save(markdown, broken)
                overlay = wait.until(lambda d: d.find_elements(By.ID, OVERLAY))[0]
                text = overlay.text
                line = broken.splitlines().index("#expect(control.isEnabledd)") + 1
                if f"{MARKDOWN}:{line}" not in text:
                    raise AssertionError(f"the overlay does not name {MARKDOWN}:{line}: {text!r}")
                if "isEnabledd" not in text or "fix:" not in text:
                    raise AssertionError(f"the overlay lacks the message or the fix: {text!r}")

            self.check("a planted error shows in an overlay with file:line, message and fix",
                       planted_error_shows_overlay)

            def fix_removes_overlay():
                save(markdown, edited)
                wait.until(lambda d: not d.find_elements(By.ID, OVERLAY))
                if "Preview marker one." not in driver.find_element(By.TAG_NAME, "main").text:
                    raise AssertionError("the page lost the edited text")

            self.check("fixing the error removes the overlay", fix_removes_overlay)

            def no_console_errors():
                # The browser asks for /favicon.ico on its own; the site has none (from file:// it is never asked).
                errors = [entry["message"] for entry in driver.get_log("browser")
                          if entry["level"] == "SEVERE" and "/favicon.ico " not in entry["message"]]
                if errors:
                    raise AssertionError("; ".join(errors))

            self.check("the preview's pages log no console error", no_console_errors)
        finally:
            driver.quit()
            save(markdown, original)
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def main(arguments):
    if len(arguments) != 3 or not (Path(arguments[1]) / MARKDOWN).is_file():
        print(f"usage: preview_test.py WORKSPACE PREVIEW_LOG  (WORKSPACE must hold {MARKDOWN})")
        print("0 passed, 1 failed")
        return 1
    return PreviewTest(arguments[1], arguments[2]).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
