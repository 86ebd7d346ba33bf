#!/usr/bin/env python3
"""Browser test of a generated ControlSpec site, opened from file:// in headless Chromium.

Usage: site_test.py SITE_FOLDER [SCREENSHOT_FOLDER]

Opens en/index.html, searches for a Chinese term and an English member name (every part of the
index must load), searches from a Chinese member page (its own language first), follows results with
the keyboard (to a member page and to a case anchor), switches language and checks it lands on the
same member, checks the declaration toggle and that its choice survives a reload, checks the
root page's language choice, that the Content-Security-Policy blocks inline script while the
site's own scripts run, that a phone-width page does not scroll sideways, and that no page logged
a console error. Takes screenshots of a member page (light, dark, 360 px wide) when a screenshot
folder is given.

Also: the sidebar on a desktop and a phone, the copy button, searches with typos in both languages,
the appearance choice, heading anchors, each class-page section once, the Relationships section, one
availability badge per platform (and per-platform deprecation), and axe-core over pages of both
languages in light and dark.

Needs: Debian `chromium`, `chromium-driver`, `fonts-wqy-microhei`; PyPI `selenium` and
`axe-playwright-python` (for its copy of axe-core; installed without dependencies).
Prints one line per check and a final `N passed, M failed`; exits 1 when a check fails.
"""

import html.parser
import importlib.util
import json
import os
import re
import urllib.parse
import shutil
import sys
import traceback
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

TIMEOUT = 10
# SITE_TEST_ONLY=name,name runs those checks alone (while working on them).
ONLY = set(filter(None, os.environ.get("SITE_TEST_ONLY", "").split(",")))
MEMBER = "setTitle(_:for:)"
MEMBER_FILE = "UIButton/setTitle(__for_).html"
CHINESE_QUERY = "标题"
ENGLISH_QUERY = "setTitle"


def axe_source():
    """axe-core's script, from the PyPI package that ships it (installed without its Playwright half)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        raise Failure("axe-core is missing: pip install --no-deps axe-playwright-python")
    with open(os.path.join(spec.submodule_search_locations[0], "axe.min.js"), encoding="utf-8") as file:
        return file.read()


class Failure(Exception):
    pass


class LinkCollector(html.parser.HTMLParser):
    """The links (href, src) and the element IDs (id, name) of one page."""

    def __init__(self):
        super().__init__()
        self.links = []
        self.ids = set()

    def handle_starttag(self, tag, attributes):
        for name, value in attributes:
            if value is None:
                continue
            if name in ("href", "src") and tag in ("a", "link", "script", "img"):
                self.links.append(value)
            elif name == "id" or (name == "name" and tag == "a"):
                self.ids.add(value)


def describe(error):
    """The error's first line and the line of this file that raised it (Selenium messages are long)."""
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == __file__]
    where = f" (line {frames[-1].lineno})" if frames else ""
    lines = str(error).strip().splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}{where}"


def expect(condition, message):
    if not condition:
        raise Failure(message)


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900",
                     "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # An explicit driver keeps Selenium Manager from going to the network for one.
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    # axe over a long class page takes a while on a busy machine.
    driver.set_script_timeout(180)
    return driver


class SiteTest:
    def __init__(self, site, screenshots):
        self.site = Path(site).resolve()
        self.screenshots = Path(screenshots).resolve() if screenshots else None
        self.driver = make_driver()
        self.passed = 0
        self.failed = 0
        self.console_errors = []

    def url(self, relative):
        path, _, fragment = relative.partition("#")
        return (self.site / path).as_uri() + ("#" + fragment if fragment else "")

    def wait(self, condition, message):
        try:
            return WebDriverWait(self.driver, TIMEOUT).until(lambda driver: condition())
        except Exception as error:
            raise Failure(message) from error

    def collect_console(self, ignore=()):
        for entry in self.driver.get_log("browser"):
            if entry.get("level") != "SEVERE":
                continue
            if any(text in entry.get("message", "") for text in ignore):
                continue
            self.console_errors.append(entry["message"])

    def open(self, relative):
        self.collect_console()
        self.driver.get(self.url(relative))
        self.wait(lambda: self.driver.execute_script("return document.readyState") == "complete",
                  "page did not load: " + relative)

    def check(self, name, function):
        try:
            function()
        except Exception as error:  # Report every failure and go on with the next check.
            self.failed += 1
            detail = str(error) if isinstance(error, Failure) else describe(error)
            print(f"FAIL {name}: {detail}")
        else:
            self.passed += 1
            print(f"PASS {name}")

    # Helpers

    def search(self, query):
        field = self.driver.find_element(By.ID, "search-input")
        field.clear()
        field.send_keys(query)
        self.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "#search-results li[role=option]"),
                  f"no results for {query!r}")
        return field

    def result_titles(self):
        return [element.text for element in
                self.driver.find_elements(By.CSS_SELECTOR, "#search-results li[role=option] .result-title")]

    def active_title(self):
        selected = self.driver.find_elements(By.CSS_SELECTOR, "#search-results li[aria-selected=true] .result-title")
        return selected[0].text if selected else None

    def choose_with_keyboard(self, field, predicate, description):
        titles = self.result_titles()
        matching = [index for index, title in enumerate(titles) if predicate(title)]
        expect(matching, f"no result is {description}; results: {titles}")
        for _ in range(matching[0] + 1):
            field.send_keys(Keys.ARROW_DOWN)
        expect(predicate(self.active_title() or ""), f"arrow keys did not select {description}")
        field.send_keys(Keys.ENTER)

    # Checks

    def home_page_loads(self):
        self.open("en/index.html")
        html = self.driver.find_element(By.TAG_NAME, "html")
        expect(html.get_attribute("lang") == "en", "html lang is not en")
        expect("js" in (html.get_attribute("class") or "").split(), "site.js did not run (CSP 'self' on file://?)")

    def chinese_search_finds_the_member(self):
        self.open("en/index.html")
        self.search(CHINESE_QUERY)
        expect(self.driver.execute_script("return typeof window.ControlSpecSearchIndex") == "object",
               "the search index script did not define its global")
        parts = self.driver.execute_script(
            "var index = window.ControlSpecSearchIndex;"
            "return [index.partCount, index.parts.filter(function (part) { return part && part.documents; }).length];")
        expect(parts[0] > 1 and parts[1] == parts[0], f"not every part of the search index loaded: {parts}")
        titles = self.result_titles()
        expect(any(MEMBER in title for title in titles), f"{MEMBER} not among results for {CHINESE_QUERY}: {titles}")
        metas = [element.text for element in self.driver.find_elements(By.CSS_SELECTOR, "#search-results .result-meta")]
        expect(any("中文" in meta for meta in metas), "Chinese results are not marked as Chinese")

    def english_search_follows_a_result_with_the_keyboard(self):
        self.open("en/index.html")
        field = self.search(ENGLISH_QUERY)
        expect(self.result_titles()[0] == MEMBER, f"first result is not {MEMBER}: {self.result_titles()}")
        self.choose_with_keyboard(field, lambda title: title == MEMBER, MEMBER)
        self.wait(lambda: self.driver.current_url.endswith("/en/" + MEMBER_FILE),
                  "Enter did not open the member page: " + self.driver.current_url)
        heading = self.driver.find_element(By.CSS_SELECTOR, "h1").text
        expect(heading == MEMBER, f"member page heading is {heading!r}")

    def chinese_page_search_prefers_chinese_results(self):
        # A member page is two folders deep: the index's parts are found relative to its data-index.
        self.open("zh-Hans/" + MEMBER_FILE)
        self.search(ENGLISH_QUERY)
        expect(self.result_titles()[0] == MEMBER, f"first result is not {MEMBER}: {self.result_titles()}")
        link = self.driver.find_element(By.CSS_SELECTOR, "#search-results li[role=option] a")
        expect(link.get_attribute("href").endswith("/zh-Hans/" + MEMBER_FILE),
               "the first result is not the Chinese page: " + link.get_attribute("href"))
        expect(not link.get_attribute("hreflang"), "the Chinese page's own result is marked as another language")

    def first_case_id(self):
        """The ID of the member page's first case: the anchor the search and the switch must reach."""
        self.open("en/" + MEMBER_FILE)
        cases = self.driver.find_elements(By.CSS_SELECTOR, "figure.case[id]")
        expect(cases, f"the page of {MEMBER} has no case")
        return cases[0].get_attribute("id")

    def search_leads_to_a_case_anchor(self):
        case_id = self.first_case_id()
        self.open("en/index.html")
        field = self.search(case_id.replace("-", " "))
        self.choose_with_keyboard(field, lambda title: title.endswith(case_id), "the case " + case_id)
        self.wait(lambda: self.driver.current_url.endswith("/en/" + MEMBER_FILE + "#" + case_id),
                  "did not land on the case anchor: " + self.driver.current_url)
        expect(self.driver.find_elements(By.ID, case_id), "the case anchor does not exist on the page")

    def language_switch_lands_on_the_same_member(self):
        case_id = self.first_case_id()
        self.open("en/" + MEMBER_FILE + "#" + case_id)
        self.driver.find_element(By.CSS_SELECTOR, "a.language-switch").click()
        self.wait(lambda: "/zh-Hans/" in self.driver.current_url, "language switch did not open the Chinese page")
        current = self.driver.current_url
        expect(current.endswith("zh-Hans/" + MEMBER_FILE + "#" + case_id),
               "Chinese page is not the same member and case: " + current)
        html = self.driver.find_element(By.TAG_NAME, "html")
        expect(html.get_attribute("lang") == "zh-Hans", "html lang is not zh-Hans")
        expect(self.driver.find_element(By.CSS_SELECTOR, "h1").text == MEMBER, "Chinese page has another heading")
        alternates = {link.get_attribute("hreflang"): link.get_attribute("href") for link in
                      self.driver.find_elements(By.CSS_SELECTOR, "link[rel=alternate]")}
        expect(alternates.get("en", "").endswith("en/" + MEMBER_FILE), f"wrong English alternate: {alternates}")

    def declaration_toggle_is_remembered(self):
        self.open("en/" + MEMBER_FILE)
        swift = self.driver.find_element(By.CSS_SELECTOR, "pre.declaration-code[data-declaration=swift]")
        objc = self.driver.find_element(By.CSS_SELECTOR, "pre.declaration-code[data-declaration=objc]")
        expect(swift.is_displayed() and not objc.is_displayed(), "Swift is not the default declaration")
        self.driver.find_element(By.CSS_SELECTOR, ".declaration-toggle button[data-declaration=objc]").click()
        expect(objc.is_displayed() and not swift.is_displayed(), "the toggle did not show Objective-C")
        self.open("zh-Hans/" + MEMBER_FILE)
        objc = self.driver.find_element(By.CSS_SELECTOR, "pre.declaration-code[data-declaration=objc]")
        expect(objc.is_displayed(), "the Objective-C choice was not remembered on the next page")
        self.driver.find_element(By.CSS_SELECTOR, ".declaration-toggle button[data-declaration=swift]").click()

    def root_page_picks_a_language(self):
        self.open("index.html")
        self.driver.execute_script("window.localStorage.removeItem('controlspec.language')")
        self.open("index.html")
        language = self.driver.execute_script("return navigator.language")
        expected = "zh-Hans" if language.lower().startswith("zh") else "en"
        self.wait(lambda: self.driver.current_url.endswith(expected + "/index.html"),
                  f"root page did not go to {expected}/index.html: {self.driver.current_url}")

    def inline_script_is_blocked(self):
        self.open("en/index.html")
        self.collect_console()
        ran = self.driver.execute_script(
            "var s = document.createElement('script'); s.textContent = 'window.inlineRan = true';"
            "document.head.appendChild(s); return window.inlineRan === true;")
        expect(not ran, "an inline script ran despite the Content-Security-Policy")
        # The refusal is logged as an error on purpose; it is not one of the site's errors.
        self.collect_console(ignore=("Content Security Policy",))

    def phone_width_does_not_scroll_sideways(self):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": True})
        try:
            for page in ("en/index.html", "en/" + MEMBER_FILE, "zh-Hans/" + MEMBER_FILE, "en/UIButton/index.html"):
                self.open(page)
                overflow = self.driver.execute_script(
                    "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                expect(overflow <= 0, f"{page} is {overflow}px wider than a 360px screen")
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def full_page_screenshot(self, name, width, mobile=False):
        """Resizes the viewport to the whole page so that one PNG shows everything."""
        metrics = {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": mobile}
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        height = self.driver.execute_script("return document.documentElement.scrollHeight")
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", dict(metrics, height=min(height, 6000)))
        self.driver.save_screenshot(str(self.screenshots / name))
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def screenshots_of_a_member_page(self):
        if not self.screenshots:
            return
        self.screenshots.mkdir(parents=True, exist_ok=True)
        page = "en/" + MEMBER_FILE
        self.open(page)
        self.full_page_screenshot("member-light.png", 1280)
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        self.open("zh-Hans/" + MEMBER_FILE)
        self.full_page_screenshot("member-dark-zh.png", 1280)
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        self.open(page)
        self.full_page_screenshot("member-360.png", 360, mobile=True)

    def sidebar_marks_the_current_page_on_a_desktop(self):
        self.open("en/" + MEMBER_FILE)
        sidebar = self.driver.find_element(By.ID, "sidebar")
        expect(sidebar.is_displayed(), "the sidebar is not shown at 1280 px")
        current = sidebar.find_elements(By.CSS_SELECTOR, "a[aria-current=page]")
        expect(len(current) == 1 and current[0].text == MEMBER, f"current page marked: {[c.text for c in current]}")
        classes = sidebar.find_elements(By.CSS_SELECTOR, ".sidebar-classes > li > details")
        # UIControl, UIButton, UIButton.Configuration (a nested type with members of its own).
        expect([d.get_attribute("open") is not None for d in classes] == [False, True, False],
               "only the current class is open")
        toggle = self.driver.find_element(By.CSS_SELECTOR, ".sidebar-toggle")
        expect(not toggle.is_displayed(), "the sidebar button shows beside a visible sidebar")
        main = self.driver.find_element(By.ID, "main").rect
        expect(main["x"] >= sidebar.rect["x"] + sidebar.rect["width"], "the sidebar covers the page")

    def sidebar_opens_behind_a_button_on_a_phone(self):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": True})
        try:
            self.open("zh-Hans/" + MEMBER_FILE)
            sidebar = self.driver.find_element(By.ID, "sidebar")
            toggle = self.driver.find_element(By.CSS_SELECTOR, ".sidebar-toggle")
            expect(toggle.is_displayed() and not sidebar.is_displayed(), "on a phone the sidebar waits for its button")
            expect(toggle.text == "目录", f"the button reads {toggle.text!r}")
            toggle.click()
            self.wait(lambda: sidebar.is_displayed(), "the button did not open the sidebar")
            expect(toggle.get_attribute("aria-expanded") == "true", "aria-expanded did not follow")
            header = self.driver.find_element(By.CSS_SELECTOR, ".site-header").rect
            expect(sidebar.rect["y"] >= header["y"] + header["height"] - 1, "the header covers the sidebar's top")
            focused = self.driver.switch_to.active_element
            expect(focused.get_attribute("aria-current") == "page", "focus did not move to the current page")
            focused.send_keys(Keys.ESCAPE)
            self.wait(lambda: not sidebar.is_displayed(), "Escape did not close the sidebar")
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def copy_button_copies_a_case(self):
        self.open("en/" + MEMBER_FILE)
        self.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        figure = self.driver.find_element(By.CSS_SELECTOR, "figure.case")
        button = figure.find_element(By.CSS_SELECTOR, ".copy-button")
        expect(button.text == "Copy", f"the button reads {button.text!r}")
        button.click()
        self.wait(lambda: button.get_attribute("data-copied") == "true", "the button did not say it copied")
        expect(button.text == "Copied", f"after copying the button reads {button.text!r}")
        code = figure.find_element(By.CSS_SELECTOR, "pre").get_attribute("textContent")
        copied = self.driver.execute_async_script(
            "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('ERROR ' + e); });")
        expect(copied == code, f"the clipboard holds {copied[:80]!r}, not the case's code")

    def typo_search_still_finds_the_member(self):
        for page, query, wanted in (("en/index.html", "hilighted", "isHighlighted"),
                                    ("en/index.html", "setTittle", MEMBER),
                                    ("zh-Hans/index.html", "hilighted", "isHighlighted"),
                                    ("zh-Hans/index.html", "setTittle", MEMBER)):
            self.open(page)
            self.search(query)
            titles = self.result_titles()
            expect(wanted in titles[:3], f"{query!r} on {page}: {wanted} not in the first results {titles[:5]}")

    def appearance_choice_is_applied_and_remembered(self):
        self.open("en/" + MEMBER_FILE)
        button = self.driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
        expect(button.is_displayed(), "no appearance button")
        background = "return getComputedStyle(document.body).backgroundColor"
        light = self.driver.execute_script(background)
        button.click()  # automatic → light
        button.click()  # light → dark
        expect(self.driver.execute_script("return document.documentElement.dataset.theme") == "dark",
               "two clicks did not choose dark")
        dark = self.driver.execute_script(background)
        expect(dark != light, "the dark choice did not change the colours")
        self.open("zh-Hans/" + MEMBER_FILE)
        expect(self.driver.execute_script("return document.documentElement.dataset.theme") == "dark",
               "the choice did not carry to the next page")
        label = self.driver.find_element(By.CSS_SELECTOR, ".theme-toggle").text
        expect(label == "外观：深色", f"the Chinese label reads {label!r}")
        self.driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()  # dark → automatic
        expect(self.driver.execute_script("return document.documentElement.dataset.theme") is None,
               "a third click did not go back to automatic")

    def section_headings_link_to_themselves(self):
        self.open("en/UIButton/index.html")
        headings = self.driver.find_elements(By.CSS_SELECTOR, "main h2[id]")
        expect(len(headings) >= 4, "too few anchored headings")
        ids = [h.get_attribute("id") for h in self.driver.find_elements(By.CSS_SELECTOR, "[id]")]
        expect(len(ids) == len(set(ids)), f"duplicate ids: {sorted({i for i in ids if ids.count(i) > 1})}")
        heading = headings[1]
        anchor = heading.find_element(By.CSS_SELECTOR, ".heading-anchor")
        opacity = "return getComputedStyle(arguments[0]).opacity"
        expect(self.driver.execute_script(opacity, anchor) == "0", "the anchor shows without hover")
        webdriver.ActionChains(self.driver).move_to_element(heading).perform()
        self.wait(lambda: self.driver.execute_script(opacity, anchor) == "1", "hover did not show the anchor")
        expect(anchor.get_attribute("href").endswith("#" + heading.get_attribute("id")), "the anchor's target")

    def class_page_has_each_section_once(self):
        for language, topics, inherited, see_also in (("en", "Topics", "Inherited from UIControl", "See Also"),
                                                       ("zh-Hans", "主题", "继承自 UIControl", "另请参阅")):
            self.open(language + "/UIButton/index.html")
            titles = [h.get_attribute("textContent").rstrip("#") for h in
                      self.driver.find_elements(By.CSS_SELECTOR, "main h2")]
            for title in (topics, inherited, see_also):
                expect(titles.count(title) == 1, f"{language}: {title!r} appears {titles.count(title)} times")
            expect(titles.index(topics) < titles.index(inherited) < titles.index(see_also),
                   f"{language}: sections out of order: {titles}")

    def class_page_shows_relationships(self):
        for language, title, inherits, conforms in (("en", "Relationships", "Inherits From", "Conforms To"),
                                                    ("zh-Hans", "关系", "继承自", "遵循")):
            self.open(language + "/UIButton/index.html")
            section = self.driver.find_element(By.CSS_SELECTOR, "section.relationships")
            expect(section.is_displayed(), f"{language}: the relationships section is hidden")
            headings = [h.get_attribute("textContent").rstrip("#") for h in
                        section.find_elements(By.CSS_SELECTOR, "h2, h3")]
            expect(headings == [title, inherits, conforms], f"{language}: relationship headings {headings}")
            lists = section.find_elements(By.CSS_SELECTOR, "ul")
            chain = [li.text for li in lists[0].find_elements(By.TAG_NAME, "li")]
            expect(chain == ["UIControl", "UIView", "UIResponder", "NSObject"], f"{language}: chain {chain}")
            link = section.find_element(By.CSS_SELECTOR, "a[href$='UIControl/index.html']")
            protocols = lists[1].text
            expect("NSCoding" in protocols and "UISpringLoadedInteractionSupporting" in protocols,
                   f"{language}: protocols {protocols!r}")
            link.click()
            self.wait(lambda: self.driver.current_url.endswith(language + "/UIControl/index.html"),
                      f"{language}: the UIControl link did not open its page")
            inherited_by = self.driver.find_element(By.CSS_SELECTOR, "section.relationships").text
            expect("UIButton" in inherited_by, f"{language}: UIControl's page does not list UIButton")

    def badges(self, page, kind):
        self.open(page)
        return [b.text for b in self.driver.find_elements(By.CSS_SELECTOR, "article .badges .badge." + kind)
                if b.is_displayed()]

    def member_pages_show_one_badge_per_platform(self):
        # UIButton.menu: tvOS from 17.0 (Apple's page for it), unlike the iOS 15 header.
        menu = ["iOS 14.0+", "iPadOS 14.0+", "Mac Catalyst 14.0+", "tvOS 17.0+", "visionOS 1.0+"]
        for language in ("en", "zh-Hans"):
            shown = self.badges(language + "/UIButton/menu.html", "availability")
            expect(shown == menu, f"{language}: menu's availability badges {shown}")
            # isPointerInteractionEnabled is API_UNAVAILABLE(tvos): no tvOS badge at all.
            shown = self.badges(language + "/UIButton/isPointerInteractionEnabled.html", "availability")
            expect(shown == ["iOS 13.4+", "iPadOS 13.4+", "Mac Catalyst 13.4+", "visionOS 1.0+"],
                   f"{language}: isPointerInteractionEnabled's availability badges {shown}")
        # font: deprecated on every platform the registry records, each as a range; UIButton.h marks it
        # API_UNAVAILABLE(xros), so visionOS gets no badge.
        english = self.badges("en/UIButton/font.html", "deprecated")
        expect(english == ["iOS 2.0–3.0 Deprecated", "iPadOS 2.0–3.0 Deprecated", "Mac Catalyst 13.1–13.1 Deprecated"],
               f"en: font's deprecation badges {english}")
        chinese = self.badges("zh-Hans/UIButton/font.html", "deprecated")
        expect(chinese[:1] == ["iOS 2.0–3.0 已弃用"], f"zh-Hans: font's deprecation badges {chinese}")
        # contentEdgeInsets: a tvOS reader sees that it is deprecated on tvOS too.
        for language in ("en", "zh-Hans"):
            shown = self.badges(language + "/UIButton/contentEdgeInsets.html", "deprecated")
            expect(any(text.startswith("tvOS 9.0–15.0") for text in shown),
                   f"{language}: contentEdgeInsets' deprecation badges {shown}")

    def topic_titles(self):
        return [h.get_attribute("textContent").rstrip("#") for h in
                self.driver.find_elements(By.CSS_SELECTOR, "section.topics > h3")]

    def topic_members(self):
        return [a.text for a in self.driver.find_elements(By.CSS_SELECTOR, "section.topics .member-name")]

    def configuration_has_its_own_topics(self):
        for language, creating in (("en", "Creating Configurations"), ("zh-Hans", "创建配置")):
            self.open(language + "/UIButton/Configuration/index.html")
            titles = self.topic_titles()
            expect(titles and titles[0] == creating, f"{language}: Configuration's topics {titles}")
            members = self.topic_members()
            for name in ("filled()", "title", "updated(for:)", "UIButton.Configuration.CornerStyle"):
                expect(name in members, f"{language}: {name} is not in Configuration's topics {members[:12]}")
            self.open(language + "/UIButton/index.html")
            titles = self.topic_titles()
            members = self.topic_members()
            expect(titles[0] == ("Creating Buttons" if language == "en" else "创建按钮") and
                   titles[-1] == ("Deprecated" if language == "en" else "已弃用"),
                   f"{language}: UIButton's topics {titles}")
            expect("filled()" not in members and "title" not in members and "UIButton.Configuration" in members,
                   f"{language}: UIButton lists its configuration's members")
        self.open("en/UIButton/Configuration.filled().html")
        crumbs = [c.text for c in self.driver.find_elements(By.CSS_SELECTOR, ".breadcrumbs a, .breadcrumbs span")
                  if c.text and c.text != "›"]
        expect(crumbs[1:] == ["UIButton", "UIButton.Configuration", "filled()"], f"breadcrumbs {crumbs}")
        self.search("filled")
        metas = [m.text for m in self.driver.find_elements(By.CSS_SELECTOR, "#search-results .result-meta")]
        expect(metas and metas[0].startswith("UIButton.Configuration · Type Method"), f"search labels {metas[:3]}")

    def enumerations_and_option_sets_have_their_own_topics(self):
        """As Apple's pages: each enumeration and option set lists its constants under Topics, each a link to its
        entry."""
        registry = json.loads((Path(__file__).resolve().parents[2] / "conformance" / "registry.json").read_text())
        for page, type_id in (("UIControl/State", "UIControl.State"), ("UIControl/Event", "UIControl.Event"),
                              ("UIButton/ButtonType", "UIButton.ButtonType"),
                              ("UIButton/Configuration.Size", "UIButton.Configuration.Size"),
                              ("UIButton/Configuration.CornerStyle", "UIButton.Configuration.CornerStyle"),
                              ("UIButton/Role", "UIButton.Role")):
            constants = [m["name"] for m in registry["members"] if m.get("parent") == type_id and m["kind"] == "constant"]
            for language, title in (("en", "Constants"), ("zh-Hans", "常量")):
                self.open(f"{language}/{page}/index.html")
                titles = self.topic_titles()
                expect(title in titles, f"{language}/{page}: Topics {titles}")
                links = self.driver.find_elements(By.CSS_SELECTOR, "section.topics a.member-name")
                names = [a.text for a in links]
                expect(sorted(names) == sorted(constants), f"{language}/{page}: Topics list {names}, not {constants}")
                for link in links:
                    fragment = urllib.parse.unquote(link.get_attribute("href").partition("#")[2])
                    expect(fragment and self.driver.find_elements(By.ID, fragment),
                           f"{language}/{page}: {link.text} leads to no entry of the page")

    def search_ranks_exact_and_qualified_names_first(self):
        for page in ("en/index.html", "zh-Hans/index.html"):
            self.open(page)
            self.search("UIButton.Configuration")
            titles = self.result_titles()
            expect(titles[:1] == ["UIButton.Configuration"], f"{page}: 'UIButton.Configuration' gives {titles[:5]}")
            self.search("configuration")
            titles = self.result_titles()
            expect({"configuration", "UIButton.Configuration"} <= set(titles[:3]),
                   f"{page}: 'configuration' gives {titles[:5]}")
            self.search("UIButton.setTitle(_:for:)")
            titles = self.result_titles()
            expect(titles[:1] == [MEMBER], f"{page}: 'UIButton.setTitle(_:for:)' gives {titles[:5]}")
            self.search("setTitleCo")
            titles = self.result_titles()
            expect(titles[:1] == ["setTitleColor(_:for:)"], f"{page}: 'setTitleCo' gives {titles[:5]}")

    def screenshots_of_configuration(self):
        if not self.screenshots:
            return
        self.screenshots.mkdir(parents=True, exist_ok=True)
        self.open("en/UIButton/Configuration/index.html")
        self.full_page_screenshot("configuration.png", 1280)
        self.open("en/index.html")
        self.search("UIButton.Configuration")
        self.driver.save_screenshot(str(self.screenshots / "search-configuration.png"))

    def copy_button_leaves_a_declaration_readable(self):
        for width in (1280, 360):
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                        {"width": width, "height": 740, "deviceScaleFactor": 1, "mobile": width < 1280})
            try:
                self.open("en/UIControl/addTarget(__action_for_).html")
                overlap = self.driver.execute_script(
                    "var pre = document.querySelector('pre.declaration-code:not([hidden])');"
                    "var button = pre.parentNode.querySelector('.copy-button').getBoundingClientRect();"
                    "var range = document.createRange(); range.selectNodeContents(pre.querySelector('code'));"
                    "return Array.prototype.some.call(range.getClientRects(), function (r) {"
                    "  return r.width > 0 && r.left < button.right && r.right > button.left &&"
                    "    r.top < button.bottom && r.bottom > button.top; });")
                expect(not overlap, f"at {width} px the Copy button covers the declaration of addTarget(_:action:for:)")
            finally:
                self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def language_switch_keeps_the_scroll_position(self):
        self.open("en/UIButton/index.html")
        self.driver.execute_script("window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2)")
        self.driver.find_element(By.CSS_SELECTOR, "a.language-switch").click()
        self.wait(lambda: "/zh-Hans/UIButton/index.html" in self.driver.current_url, "the switch did not open zh-Hans")
        self.wait(lambda: self.driver.execute_script("return document.readyState") == "complete", "no load")
        fraction = self.driver.execute_script(
            "return scrollY / (document.documentElement.scrollHeight - innerHeight)")
        expect(0.3 < fraction < 0.7, f"the Chinese page opened at {fraction:.2f} of its length, not half way")

    def stat_cards_do_not_break_words(self):
        for width in (1280, 360):
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                        {"width": width, "height": 740, "deviceScaleFactor": 1, "mobile": width < 1280})
            try:
                for language in ("en", "zh-Hans"):
                    self.open(language + "/index.html")
                    # Each word of a card on one line: a word split over two lines gives its range two boxes.
                    broken = self.driver.execute_script(
                        "var broken = [];"
                        "document.querySelectorAll('.stat span').forEach(function (span) {"
                        "  var node = span.firstChild; if (!node || node.nodeType !== 3) return;"
                        "  var re = /\\S+/g, match;"
                        "  while ((match = re.exec(node.data))) {"
                        "    var range = document.createRange();"
                        "    range.setStart(node, match.index); range.setEnd(node, match.index + match[0].length);"
                        "    var tops = {}; Array.prototype.forEach.call(range.getClientRects(), function (r) {"
                        "      if (r.width > 0) tops[Math.round(r.top)] = true; });"
                        "    if (Object.keys(tops).length > 1) broken.push(match[0]);"
                        "  } });"
                        "return broken;")
                    expect(not broken, f"{language} at {width} px: these words of the stat cards break: {broken}")
                icon = self.driver.find_elements(By.CSS_SELECTOR, "link[rel=icon]")
                expect(icon, "the page names no icon")
            finally:
                self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def home_page_counts_add_up(self):
        """One denominator per figure: the registry's members (as `controlspec coverage` counts them), the pages
        of the language, the cases; the class cards add up to the totals."""
        registry = json.loads((Path(__file__).resolve().parents[2] / "conformance" / "registry.json").read_text())
        for language in ("en", "zh-Hans"):
            self.open(language + "/index.html")
            stats = {}
            for card in self.driver.find_elements(By.CSS_SELECTOR, ".stats .stat"):
                kind = card.get_attribute("data-stat")
                value = card.find_element(By.CSS_SELECTOR, ".stat-value").text
                stats[kind] = (value, card.find_element(By.CSS_SELECTOR, ".stat-label").text)
            expect({"members", "pages", "member-cases", "article-cases"} <= set(stats),
                   f"{language}: the stat cards are {stats}")
            members = int(stats["members"][0])
            expect(members == len(registry["members"]),
                   f"{language}: {members} members on the home page, {len(registry['members'])} in the registry")
            cards = [card.text for card in self.driver.find_elements(By.CSS_SELECTOR, ".class-card .card-meta")]
            numbers = [[int(n) for n in re.findall(r"\d+", text)] for text in cards]
            expect(sum(n[0] for n in numbers) == members, f"{language}: class cards {cards} do not add up to {members}")
            member_cases = int(stats["member-cases"][0])
            expect(sum(n[1] for n in numbers) == member_cases,
                   f"{language}: class cards {cards} do not add up to {member_cases} cases")
            total = member_cases + int(stats["article-cases"][0])
            results = [[int(n) for n in re.findall(r"\d+", card.text)] for card in
                       self.driver.find_elements(By.CSS_SELECTOR, ".stat.result .stat-label")]
            expect(results and all(max(r) == total for r in results),
                   f"{language}: the results {results} are not out of the {total} cases")
            pages = len([p for p in (Path(__file__).resolve().parents[2] / "Docs" / language).rglob("*.md")])
            expect(int(stats["pages"][0]) == pages, f"{language}: {stats['pages']} but {pages} pages in Docs/{language}")

    def every_link_of_the_site_resolves(self):
        """Every href and src of every page, to a file and, with a fragment, to an element of it. The report's
        links lead out of the site folder, to the report published beside it, whose script makes a case's
        entry when it is asked for (site_and_report_link_both_ways follows one)."""
        ids = {}

        def targets(path):
            if path not in ids:
                collector = LinkCollector()
                collector.feed(path.read_text(encoding="utf-8"))
                ids[path] = collector
            return ids[path]

        broken = []
        count = 0
        for page in sorted(self.site.rglob("*.html")):
            for link in targets(page).links:
                parsed = urllib.parse.urlsplit(link)
                if parsed.scheme or link.startswith("//"):
                    continue
                count += 1
                target = (page.parent / urllib.parse.unquote(parsed.path)).resolve() if parsed.path else page
                if not target.is_file():
                    broken.append(f"{page.relative_to(self.site)}: {link}")
                elif parsed.fragment and target.suffix == ".html" and self.site in target.parents and \
                        urllib.parse.unquote(parsed.fragment) not in targets(target).ids:
                    broken.append(f"{page.relative_to(self.site)}: {link} (no such anchor)")
        expect(count > 1000, f"only {count} local links")
        expect(not broken, f"{len(broken)} of {count} links are broken:\n  " + "\n  ".join(broken[:10]))

    def site_and_report_link_both_ways(self):
        published = self.site.parent
        if not (published / "report" / "index.html").is_file():
            raise Failure("no report beside the site")
        front = (published / "index.html").read_text(encoding="utf-8")
        expect("http-equiv=\"refresh\"" not in front, "the published folder's index.html redirects")
        expect("report/index.html" in front, "the published folder's index.html does not link the report")
        self.open("en/" + MEMBER_FILE)
        report = self.driver.find_element(By.CSS_SELECTOR, ".site-footer a.report-link")
        expect(report.get_attribute("href").endswith("/report/index.html"), "the footer does not link the report")
        status = self.driver.find_element(By.CSS_SELECTOR, "figure.case .statuses a")
        case_id = status.get_attribute("href").partition("#")[2]
        expect("/report/index.html#" in status.get_attribute("href"), "a case's result does not link the report")
        status.click()
        self.wait(lambda: "/report/index.html" in self.driver.current_url, "the result link did not open the report")
        # The report makes a case of a member it does not show at load from its part file, once asked for.
        entry = self.wait(lambda: self.driver.find_elements(By.ID, urllib.parse.unquote(case_id)),
                          f"the report has no entry {case_id}")
        expect(entry[0].get_attribute("open") is not None, f"the report's entry {case_id} is not open")
        site = self.driver.find_element(By.CSS_SELECTOR, "header a.site-link")
        site.click()
        self.wait(lambda: self.driver.current_url.endswith("/site/index.html") or
                  self.driver.current_url.endswith("/index.html") and "/site/" in self.driver.current_url,
                  "the report's header did not lead to the site: " + self.driver.current_url)

    def axe_finds_no_accessibility_violations(self):
        source = axe_source()
        problems = []
        pages = ("en/index.html", "zh-Hans/index.html", "en/UIButton/index.html", "zh-Hans/UIButton/index.html",
                 "en/" + MEMBER_FILE, "zh-Hans/UIControl/State/index.html", "en/UIButton/Configuration/index.html",
                 "en/UIControl/addTarget(__action_for_).html",
                 # Pages whose prose links to an article: a link in running text must not rest on colour alone.
                 "en/UIButton/Configuration.gray().html", "zh-Hans/Articles/choosing-a-button-style.html")
        for page in pages:
            for (theme, width) in (("light", 1280), ("dark", 1280), ("light", 360), ("dark", 360)):
                if width < 1280:
                    self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                                {"width": width, "height": 740, "deviceScaleFactor": 2, "mobile": True})
                else:
                    self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
                self.open(page)
                self.driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
                self.driver.execute_script(source)
                result = self.driver.execute_async_script(
                    "var done = arguments[0];"
                    "axe.run(document).then(done, function (error) { done({error: String(error)}); });")
                # axe reads the style sheet with a request, which the pages' policy refuses, as it should.
                self.collect_console(ignore=("Connecting to 'file:",))
                expect("error" not in result, f"axe failed on {page}: {result.get('error')}")
                for violation in result["violations"]:
                    nodes = "; ".join(node["html"][:80] for node in violation["nodes"][:2])
                    problems.append(f"{page} ({theme}, {width} px): {violation['id']} ({violation['impact']}): {nodes}")
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        expect(not problems, "axe-core found:\n  " + "\n  ".join(problems))

    def no_console_errors(self):
        self.collect_console()
        expect(not self.console_errors, "console errors:\n  " + "\n  ".join(self.console_errors))

    def run(self):
        try:
            for name in ("home_page_loads", "chinese_search_finds_the_member",
                         "english_search_follows_a_result_with_the_keyboard",
                         "chinese_page_search_prefers_chinese_results", "search_leads_to_a_case_anchor",
                         "language_switch_lands_on_the_same_member", "declaration_toggle_is_remembered",
                         "root_page_picks_a_language", "phone_width_does_not_scroll_sideways",
                         "screenshots_of_a_member_page", "inline_script_is_blocked",
                         "sidebar_marks_the_current_page_on_a_desktop", "sidebar_opens_behind_a_button_on_a_phone",
                         "copy_button_copies_a_case", "typo_search_still_finds_the_member",
                         "appearance_choice_is_applied_and_remembered", "section_headings_link_to_themselves",
                         "class_page_has_each_section_once", "class_page_shows_relationships",
                         "member_pages_show_one_badge_per_platform", "configuration_has_its_own_topics",
                         "enumerations_and_option_sets_have_their_own_topics",
                         "search_ranks_exact_and_qualified_names_first", "screenshots_of_configuration",
                         "every_link_of_the_site_resolves", "site_and_report_link_both_ways",
                         "copy_button_leaves_a_declaration_readable", "language_switch_keeps_the_scroll_position",
                         "stat_cards_do_not_break_words", "home_page_counts_add_up",
                         "axe_finds_no_accessibility_violations",
                         "no_console_errors"):
                if not ONLY or name in ONLY:
                    self.check(name.replace("_", " "), getattr(self, name))
        finally:
            self.driver.quit()
        print(f"{self.passed} passed, {self.failed} failed")
        return 0 if self.failed == 0 else 1


def main(arguments):
    if len(arguments) < 2 or not os.path.isfile(os.path.join(arguments[1], "en", "index.html")):
        print("usage: site_test.py SITE_FOLDER [SCREENSHOT_FOLDER]  (SITE_FOLDER must hold en/index.html)")
        print("0 passed, 1 failed")
        return 1
    return SiteTest(arguments[1], arguments[2] if len(arguments) > 2 else None).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
