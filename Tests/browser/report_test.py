#!/usr/bin/env python3
"""Browser test of the ControlSpec HTML report, in headless Chromium.

Usage: python3 Tests/browser/report_test.py REPORT_FOLDER [MATRIX_PAGE]
       python3 Tests/browser/report_test.py --load-time REPORT_FOLDER...

REPORT_FOLDER holds index.html, report.css and report.js, such as the report `run --report` writes (run.sh
writes one outside the published folder, linked to the site with --site-url). The test opens index.html from
file://, and checks that the page logs no console errors (a Content-Security-Policy violation is one),
that the language switch turns the UI into Chinese (statuses, tally and colons included) and remembers it
under the site's key, that a Chinese browser opens it in Chinese, that each case shows its evidence and the
evidence, status, unexpected-only and search filters hide cases, that the address restores a filtered view,
that a closed case's details are made when it is opened, that every link resolves to a file and an anchor,
and that axe-core finds nothing in light and dark, on the report and on MATRIX_PAGE (`controlspec report`'s
compatibility.html) when given. It prints `N passed, M failed` last and exits 1 when anything failed.

With --load-time it prints, for each report, the sizes of index.html and of the whole folder (with its part
files), the DOM nodes, and the times from navigation to the first contentful paint and to the load event, as
a JSON line: what `controlspec-bench --report-load` measures with, not a check.
"""

import html
import importlib.util
import json
import os
import re
import time
import urllib.parse

import pathlib
import sys
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def make_driver(language=None):
    options = Options()
    if language:
        options.add_argument("--lang=%s" % language)
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-gpu")
    options.add_argument("--window-size=1280,2000")
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def severe_console_entries(driver):
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def visible_cases(driver, status):
    selector = 'details.case[data-status="%s"]' % status
    return [element for element in driver.find_elements(By.CSS_SELECTOR, selector) if element.is_displayed()]


def heading_text(driver):
    return driver.find_element(By.CSS_SELECTOR, "h1").text


def check_no_console_errors(driver, url):
    severe_console_entries(driver)
    driver.get(url)
    errors = severe_console_entries(driver)
    assert not errors, "console errors: %r" % errors


def check_script_ran(driver, url):
    driver.get(url)
    # The script sets aria-pressed and the placeholder; with the script blocked, nothing would filter.
    pressed = driver.find_element(By.CSS_SELECTOR, '[data-set-language="en"]').get_attribute("aria-pressed")
    assert pressed == "true", "English button not pressed: %r" % pressed
    assert "Conformance report" in heading_text(driver), heading_text(driver)


def check_language_switch(driver, url):
    driver.get(url)
    driver.execute_script("window.localStorage.clear()")
    driver.get(url)
    assert "Conformance report" in heading_text(driver), heading_text(driver)
    driver.find_element(By.CSS_SELECTOR, '[data-set-language="zh-Hans"]').click()
    heading = heading_text(driver)
    assert "一致性报告" in heading and "Conformance report" not in heading, heading
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-Hans"
    assert driver.title.startswith("一致性报告"), driver.title
    search = driver.find_element(By.ID, "member-search")
    assert search.get_attribute("placeholder") == "搜索用例 ID、成员和消息", search.get_attribute("placeholder")
    summary = driver.find_element(By.CSS_SELECTOR, "section.summary h2").text
    assert summary == "摘要", summary
    # The choice is stored: a reload keeps Chinese.
    driver.get(url)
    assert "一致性报告" in heading_text(driver), heading_text(driver)
    driver.find_element(By.CSS_SELECTOR, '[data-set-language="en"]').click()
    assert "Conformance report" in heading_text(driver), heading_text(driver)
    driver.get(url)
    assert "Conformance report" in heading_text(driver), heading_text(driver)


def check_language_shared_with_site(driver, url):
    # The site stores the reader's choice under this key; the report follows it.
    driver.get(url)
    driver.execute_script("window.localStorage.setItem('controlspec.language', 'zh-Hans')")
    driver.get(url)
    assert "一致性报告" in heading_text(driver), heading_text(driver)
    driver.find_element(By.CSS_SELECTOR, '[data-set-language="en"]').click()
    stored = driver.execute_script("return window.localStorage.getItem('controlspec.language')")
    assert stored == "en", "the report's choice is not stored under the site's key: %r" % stored
    driver.execute_script("window.localStorage.clear()")


def check_browser_language(driver, url):
    # A browser whose first language is Chinese opens the report in Chinese when nothing is stored.
    chinese = make_driver("zh-CN")
    try:
        chinese.get(url)
        chinese.execute_script("window.localStorage.clear()")
        chinese.get(url)
        languages = chinese.execute_script("return navigator.languages")
        assert "一致性报告" in heading_text(chinese), "%r with navigator.languages %r" % (
            heading_text(chinese), languages)
    finally:
        chinese.quit()


def check_badges_leave_room_for_the_case_id(driver, url):
    # The widest status word, UNSUPPORTED, must not run into the case ID beside it.
    driver.get(url)
    render_all_cases(driver)
    pairs = driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('details.case summary'), function (summary) {
          var badge = summary.querySelector('.badge'), id = summary.querySelector('.case-id');
          return [summary.parentElement.getAttribute('data-status'), badge.getBoundingClientRect().right,
                  id.getBoundingClientRect().left];
        });""")
    assert any(word == "UNSUPPORTED" for word, _, _ in pairs), "fixture needs an UNSUPPORTED case"
    cramped = [(word, right, left) for word, right, left in pairs if left - right < 4]
    assert not cramped, "badges touching the case ID: %r" % cramped[:3]


def check_status_filter(driver, url):
    driver.get(url)
    render_all_cases(driver)
    passing = len(visible_cases(driver, "PASS"))
    failing = len(visible_cases(driver, "FAIL"))
    assert passing > 0 and failing > 0, "fixture needs passing and failing cases (%d, %d)" % (passing, failing)
    driver.find_element(By.CSS_SELECTOR, 'input[data-status-filter][value="PASS"]').click()
    assert visible_cases(driver, "PASS") == [], "passing cases still shown"
    assert len(visible_cases(driver, "FAIL")) == failing, "failing cases hidden by the PASS filter"
    driver.find_element(By.CSS_SELECTOR, 'input[data-status-filter][value="PASS"]').click()
    assert len(visible_cases(driver, "PASS")) == passing, "passing cases not shown again"


def wait_for_parts(driver):
    """Waits until the parts the page asked for (`cases/N.js`) are loaded and their cases made."""
    deadline = time.time() + 60
    while driver.execute_script("return document.documentElement.hasAttribute('data-loading')"):
        assert time.time() < deadline, "the report's parts did not load"
        time.sleep(0.05)


def render_all_cases(driver):
    """Opens every member, as a reader would, so that the case lines of closed members are made from their
    parts."""
    driver.execute_script(
        "document.querySelectorAll('details.member').forEach(function (member) { member.open = true; });")
    wait_for_parts(driver)


def render_all_details(driver):
    """Opens every member and every case, so that every case's details are made."""
    render_all_cases(driver)
    driver.execute_script(
        "document.querySelectorAll('details.case').forEach(function (item) { item.open = true; });")
    wait_for_parts(driver)


def shown_case_ids(driver):
    """The cases the filters leave shown (made or not, open or not)."""
    return driver.execute_script("""
        return Array.prototype.filter.call(document.querySelectorAll('details.case'), function (item) {
          return !item.hidden && !item.closest('details.member').hidden && !item.closest('details.class').hidden;
        }).map(function (item) { return item.id; });""")


def case_facts(driver):
    render_all_cases(driver)
    return driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('details.case'), function (item) {
          return {id: item.id, member: item.closest('details.member').getAttribute('data-member'),
                  search: item.getAttribute('data-search'), status: item.getAttribute('data-status'),
                  evidence: item.getAttribute('data-evidence'), unexpected: item.hasAttribute('data-unexpected')};
        });""")


def check_member_search(driver, url):
    # The search covers member names, case IDs and failure messages, ignoring case.
    driver.get(url)
    facts = case_facts(driver)
    names = sorted(set(fact["member"] for fact in facts))
    assert len(names) >= 2, "the report needs two members"
    query = names[-1].split(".")[-1].upper()
    driver.find_element(By.ID, "member-search").send_keys(query)
    expected = [fact["id"] for fact in facts
                if query.lower() in fact["member"].lower() or query.lower() in fact["search"]]
    shown = shown_case_ids(driver)
    assert shown == expected, "search for %r shows %r, expected %r" % (query, shown[:5], expected[:5])
    assert len(shown) < len(facts), "search for %r hides nothing" % query
    message_word = "expectation"
    driver.find_element(By.ID, "member-search").clear()
    driver.find_element(By.ID, "member-search").send_keys(message_word)
    by_message = [fact["id"] for fact in facts if message_word in fact["search"]]
    assert by_message and shown_case_ids(driver) == by_message, "the search does not cover failure messages"
    driver.find_element(By.ID, "member-search").send_keys("no such member")
    assert driver.find_element(By.ID, "no-match").is_displayed(), "no-match message not shown"


def check_no_errors_after_interaction(driver, url):
    severe_console_entries(driver)  # drain what earlier checks logged
    driver.get(url)
    driver.find_element(By.CSS_SELECTOR, '[data-set-language="zh-Hans"]').click()
    driver.find_element(By.CSS_SELECTOR, 'input[data-status-filter][value="FAIL"]').click()
    driver.find_element(By.CSS_SELECTOR, '[data-set-language="en"]').click()
    errors = severe_console_entries(driver)
    assert not errors, "console errors: %r" % errors


def visible_text(driver, selector):
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, selector) if element.is_displayed()]


def check_chinese_statuses_and_tally(driver, url):
    driver.get(url)
    driver.find_element(By.CSS_SELECTOR, '[data-set-language="zh-Hans"]').click()
    badges = set(visible_text(driver, "details.case[open] .badge"))
    assert badges and not (badges & {"PASS", "FAIL", "ERROR", "UNSUPPORTED", "SKIP"}), badges
    tally = driver.find_element(By.CSS_SELECTOR, "p.tally").text
    assert tally.startswith("通过 ") and "，失败 " in tally and "passed" not in tally, tally
    unexpected = driver.find_element(By.CSS_SELECTOR, "p.unexpected").text
    assert unexpected.startswith("意外结果：") and ":" not in unexpected, unexpected
    mini = visible_text(driver, "details.class > summary .mini-counts")
    assert mini and all(not re.search("[A-Z]{4}", text) for text in mini), mini
    label = driver.find_element(By.CSS_SELECTOR, "svg.bar").get_attribute("aria-label")
    assert label.startswith("通过"), label
    driver.find_element(By.CSS_SELECTOR, '[data-set-language="en"]').click()
    assert driver.find_element(By.CSS_SELECTOR, "p.tally").text.split()[1] == "passed,"


def check_evidence_shown_and_filterable(driver, url):
    driver.get(url)
    render_all_cases(driver)
    flags = driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('details.case > summary'), function (summary) {
          var flag = summary.querySelector('.flag.evidence');
          return flag ? flag.textContent : null;
        });""")
    assert flags and all(flags), "a case without its evidence: %r" % flags[:5]
    facts = case_facts(driver)
    levels = set(fact["evidence"] for fact in facts)
    assert "none" not in levels, "the report does not know the evidence of some cases: %r" % levels
    driver.find_element(By.CSS_SELECTOR, 'input[data-evidence-filter][value="documented"]').click()
    expected = [fact["id"] for fact in facts if fact["evidence"] != "documented"]
    assert shown_case_ids(driver) == expected, "hiding documented cases shows %d, expected %d" % (
        len(shown_case_ids(driver)), len(expected))
    assert len(expected) < len(facts)
    # The first open case still shown: the filter has just hidden the documented ones.
    shown = [element for element in driver.find_elements(By.CSS_SELECTOR, "details.case[open] p.evidence-source")
             if element.is_displayed()]
    assert shown, "no open case is shown"
    opened = shown[0].text
    assert opened.startswith("Evidence: "), opened


def check_unexpected_only(driver, url):
    driver.get(url)
    facts = case_facts(driver)
    driver.find_element(By.ID, "unexpected-only").click()
    expected = [fact["id"] for fact in facts if fact["unexpected"]]
    assert expected and shown_case_ids(driver) == expected, "unexpected-only shows %r" % shown_case_ids(driver)[:5]


def check_address_restores_the_filtered_view(driver, url):
    driver.get(url)
    driver.find_element(By.CSS_SELECTOR, 'input[data-status-filter][value="PASS"]').click()
    driver.find_element(By.CSS_SELECTOR, 'input[data-evidence-filter][value="inferred"]').click()
    driver.find_element(By.ID, "member-search").send_keys("UIButton")
    shown = shown_case_ids(driver)
    address = driver.current_url
    assert "#?" in address and "q=UIButton" in address, address
    driver.get(url)
    assert shown_case_ids(driver) != shown, "the fixture needs the filters to hide something"
    other = make_driver()
    try:
        other.get(address)
        assert shown_case_ids(other) == shown, "the address shows another view"
        assert not other.find_element(By.CSS_SELECTOR, 'input[data-status-filter][value="PASS"]').is_selected()
        assert other.find_element(By.ID, "member-search").get_attribute("value") == "UIButton"
    finally:
        other.quit()


def check_closed_case_details_are_made_when_opened(driver, url):
    driver.get(url)
    render_all_cases(driver)
    closed = driver.find_element(By.CSS_SELECTOR, "details.case[data-part]")
    assert not closed.find_elements(By.CSS_SELECTOR, "ul.locations"), "a closed case's details are made up front"
    closed.find_element(By.TAG_NAME, "summary").click()
    wait_for_parts(driver)
    assert closed.find_element(By.CSS_SELECTOR, "ul.locations").is_displayed()
    assert closed.get_attribute("data-part") is None


def check_closed_member_lines_are_made_when_opened(driver, url):
    driver.get(url)
    member = driver.find_element(By.CSS_SELECTOR, "details.member[data-part]")
    assert not member.find_elements(By.CSS_SELECTOR, "details.case"), "a closed member's cases are made up front"
    member.find_element(By.TAG_NAME, "summary").click()
    wait_for_parts(driver)
    cases = member.find_elements(By.CSS_SELECTOR, "details.case")
    assert cases and cases[0].is_displayed(), "opening the member shows no case"
    assert member.get_attribute("data-part") is None


def check_made_cases_match_the_written_ones(driver, url):
    """The script makes a case from its part as the report writes the cases it shows at load: the same
    elements, attributes and text (whitespace between elements aside), for every case shown open at load."""
    driver.get(url)
    different = driver.execute_async_script("""
        var done = arguments[0];
        var count = Number(document.querySelector('div.tree').getAttribute('data-parts'));
        var loaded = 0;
        function clean(node) {
          node.normalize();
          Array.prototype.slice.call(node.childNodes).forEach(function (child) {
            if (child.nodeType === 3 && child.textContent.trim() === '' && node.tagName !== 'CODE') {
              node.removeChild(child);
            } else if (child.nodeType === 1) {
              clean(child);
            }
          });
          return node;
        }
        function compare() {
          var open = document.querySelectorAll('details.case[open]');
          var different = [];
          open.forEach(function (item) {
            var made = ControlSpecReport.make(item.id);
            if (!made) { different.push(item.id + ': not in any part'); return; }
            made.removeAttribute('data-part');
            made.open = true;
            var written = clean(item.cloneNode(true)), rebuilt = clean(made);
            if (!written.isEqualNode(rebuilt)) {
              different.push(item.id + ':\\n' + written.outerHTML.slice(0, 3000) + '\\n' + rebuilt.outerHTML.slice(0, 3000));
            }
          });
          done([open.length, different]);
        }
        for (var part = 0; part < count; part++) {
          ControlSpecReport.load(String(part), function () { loaded += 1; if (loaded === count) { compare(); } });
        }""")
    assert different[0] > 5, "only %d cases are open at load" % different[0]
    assert not different[1], "%d cases made differently, e.g. %s" % (len(different[1]), different[1][0])


def local_links(driver):
    """Every link of the page, with every case's details made from the report's parts, resolved by the
    browser."""
    render_all_details(driver)
    return driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('a[href]'), function (a) {
          return new URL(a.getAttribute('href'), document.baseURI).href; });""")


def check_every_link_resolves(driver, url):
    driver.get(url)
    links = [link for link in local_links(driver) if link.startswith("file:")]
    assert len(links) > 10, "the report has %d local links; is the site linked?" % len(links)
    ids = {}
    broken = []
    for link in links:
        target, _, anchor = link.partition("#")
        path = urllib.parse.unquote(urllib.parse.urlparse(target).path)
        if not os.path.isfile(path):
            broken.append(link)
            continue
        if anchor:
            if path not in ids:
                with open(path, encoding="utf-8") as file:
                    ids[path] = set(re.findall(r' id="([^"]*)"', file.read()))
            if urllib.parse.unquote(anchor) not in ids[path]:
                broken.append(link)
    assert not broken, "%d of %d links are broken, e.g. %r" % (len(broken), len(links), broken[:3])


def axe_source():
    """axe-core's script, from the PyPI package that ships it (installed without its Playwright half)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec is not None, "axe-core is missing: pip install --no-deps axe-playwright-python"
    with open(os.path.join(spec.submodule_search_locations[0], "axe.min.js"), encoding="utf-8") as file:
        return file.read()


def axe_violations(driver, page_url):
    problems = []
    source = axe_source()
    driver.set_script_timeout(120)  # axe takes a while on a busy machine
    for theme in ("light", "dark"):
        for language in ("en", "zh-Hans"):
            driver.get(page_url)
            driver.execute_script(
                "document.documentElement.setAttribute('data-theme', arguments[0]);"
                "document.querySelector('[data-set-language=\"' + arguments[1] + '\"]').click();",
                theme, language)
            driver.execute_script(source)
            # Forty more cases open (their details made from their parts), so that axe sees closed cases'
            # details too; all of them would take axe minutes.
            result = driver.execute_async_script(
                "var done = arguments[0];"
                "Array.prototype.slice.call(document.querySelectorAll('details.case:not([open])'), 0, 40)"
                ".forEach(function (item) {"
                "  for (var node = item; node; node = node.parentElement) {"
                "    if (node.tagName === 'DETAILS') { node.open = true; }"
                "  }"
                "});"
                "(function wait() {"
                "  if (document.documentElement.hasAttribute('data-loading')) { setTimeout(wait, 50); return; }"
                "  axe.run(document).then(done, function (error) { done({error: String(error)}); });"
                "})();")
            assert "error" not in result, "axe failed: %s" % result.get("error")
            for violation in result["violations"]:
                nodes = "; ".join(node["html"][:80] for node in violation["nodes"][:2])
                problems.append("%s %s: %s (%d nodes): %s" % (
                    theme, language, violation["id"], len(violation["nodes"]), nodes))
    return problems


def check_axe_finds_nothing_in_light_and_dark(driver, url):
    problems = axe_violations(driver, url)
    assert not problems, "axe-core found:\n  " + "\n  ".join(problems)


def check_axe_on_the_matrix(driver, url):
    if MATRIX_URL is None:
        return
    problems = axe_violations(driver, MATRIX_URL)
    assert not problems, "axe-core found on the matrix:\n  " + "\n  ".join(problems)


def check_matrix_links_resolve(driver, url):
    """Every link of the matrix leads to a file; a site link's anchor is an id there, a report link's case is in
    that report."""
    if MATRIX_URL is None:
        return
    driver.get(MATRIX_URL)
    links = [link for link in local_links(driver) if link.startswith("file:")]
    texts = {}
    broken = []
    followed = []
    for link in links:
        target, _, anchor = link.partition("#")
        path = urllib.parse.unquote(urllib.parse.urlparse(target).path)
        if not os.path.isfile(path):
            broken.append(link)
            continue
        if not anchor:
            continue
        if path not in texts:
            with open(path, encoding="utf-8") as file:
                texts[path] = file.read()
        wanted = urllib.parse.unquote(anchor)
        if ' id="%s"' % html.escape(wanted) not in texts[path] and wanted not in report_case_ids(path):
            broken.append(link)
        elif wanted in report_case_ids(path) and len(followed) < 3:
            followed.append(link)
    print("matrix links: %d checked, %d broken" % (len(links), len(broken)))
    # A report's case that is in a part file is made when its link is followed.
    for link in followed:
        driver.get(link)
        wait_for_parts(driver)
        wanted = urllib.parse.unquote(link.partition("#")[2])
        shown = driver.execute_script(
            "var item = document.getElementById(arguments[0]);"
            "return item !== null && item.open && item.querySelector('ul.locations') !== null"
            " && item.getBoundingClientRect().height > 0;", wanted)
        assert shown, "following %s shows no open case" % link
    assert len(links) > 100, "the matrix has %d local links; is the site linked?" % len(links)
    assert not broken, "%d of %d matrix links are broken, e.g. %r" % (len(broken), len(links), broken[:3])


REPORT_CASE_IDS = {}


def report_case_ids(page):
    """The IDs of the cases a report's part files hold (`cases/N.js` beside its index.html)."""
    folder = os.path.join(os.path.dirname(page), "cases")
    if folder not in REPORT_CASE_IDS:
        ids = set()
        if os.path.isdir(folder):
            for name in os.listdir(folder):
                with open(os.path.join(folder, name), encoding="utf-8") as file:
                    text = file.read()
                data = json.loads(text[text.index("{"):text.rindex("}") + 1])
                for member, cases in data["members"].items():
                    ids.update("%s#%s" % (member, case[0]) for case in cases)
        REPORT_CASE_IDS[folder] = ids
    return REPORT_CASE_IDS[folder]


def check_matrix_columns_link_their_own_reports(driver, url):
    if MATRIX_URL is None:
        return
    driver.get(MATRIX_URL)
    columns = driver.execute_script("""
        var row = document.querySelector('table.matrix tr.case');
        return Array.prototype.map.call(row.querySelectorAll('td a.result'), function (a) {
          return a.getAttribute('href').split('#')[0]; });""")
    assert len(columns) == 2 and columns[0] != columns[1], "result links per column: %r" % columns


def check_matrix_folds_cases_and_keeps_its_header(driver, url):
    if MATRIX_URL is None:
        return
    driver.get(MATRIX_URL)
    shown = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('table.matrix tr.case'),"
        " function (row) { return row.offsetParent !== null; }).length")
    assert shown == 0, "%d case rows are shown before any member is opened" % shown
    button = driver.find_element(By.CSS_SELECTOR, "table.matrix tr.member button.fold")
    button.click()
    assert button.get_attribute("aria-expanded") == "true"
    group = driver.execute_script("return arguments[0].closest('tr').getAttribute('data-group')", button)
    rows = driver.find_elements(By.CSS_SELECTOR, 'table.matrix tr.case[data-group="%s"]' % group)
    assert rows and all(row.is_displayed() for row in rows), "opening a member shows none of its cases"
    position = driver.execute_script(
        "return getComputedStyle(document.querySelector('table.matrix thead th')).position")
    assert position == "sticky", "the column headers scroll away (position %s)" % position


def check_matrix_keeps_differences_only_in_the_address(driver, url):
    if MATRIX_URL is None:
        return
    driver.get(MATRIX_URL)
    driver.find_element(By.CSS_SELECTOR, "label[for=differences-only]").click()
    address = driver.current_url
    assert address.endswith("#?differences"), "the address after the filter is %s" % address
    driver.get("about:blank")
    driver.get(address)
    assert driver.find_element(By.ID, "differences-only").is_selected(), "the address did not restore the filter"


MATRIX_URL = None

CHECKS = [
    check_no_console_errors,
    check_script_ran,
    check_language_switch,
    check_language_shared_with_site,
    check_browser_language,
    check_badges_leave_room_for_the_case_id,
    check_status_filter,
    check_member_search,
    check_chinese_statuses_and_tally,
    check_evidence_shown_and_filterable,
    check_unexpected_only,
    check_address_restores_the_filtered_view,
    check_closed_case_details_are_made_when_opened,
    check_closed_member_lines_are_made_when_opened,
    check_made_cases_match_the_written_ones,
    check_every_link_resolves,
    check_axe_finds_nothing_in_light_and_dark,
    check_axe_on_the_matrix,
    check_matrix_links_resolve,
    check_matrix_columns_link_their_own_reports,
    check_matrix_folds_cases_and_keeps_its_header,
    check_matrix_keeps_differences_only_in_the_address,
    check_no_errors_after_interaction,
]


def load_figures(driver, folder):
    """The load figures of one report: sizes, DOM nodes, and the medians of three loads in a fresh tab."""
    index = pathlib.Path(folder).resolve() / "index.html"
    total = sum(path.stat().st_size for path in index.parent.rglob("*") if path.is_file())
    samples = []
    for _ in range(3):
        driver.get("about:blank")
        driver.get(index.as_uri())
        # The first contentful paint of a small page can come after its load event, so wait for it (buffered
        # entries included) rather than reading it at once.
        samples.append(driver.execute_async_script("""
            var done = arguments[arguments.length - 1], finished = false;
            function finish(paint) {
                if (finished) { return; }
                finished = true;
                var timing = performance.getEntriesByType('navigation')[0];
                done([paint ? paint.startTime : -1, timing.loadEventStart,
                      document.getElementsByTagName('*').length,
                      document.querySelector('p.tally span').textContent]);
            }
            new PerformanceObserver(function (list) {
                var paint = list.getEntriesByName('first-contentful-paint')[0];
                if (paint) { finish(paint); }
            }).observe({type: 'paint', buffered: true});
            setTimeout(function () { finish(null); }, 5000);"""))
    return {
        "tally": samples[0][3],
        "indexBytes": index.stat().st_size,
        "folderBytes": total,
        "domNodes": samples[0][2],
        "firstPaintMs": sorted(sample[0] for sample in samples)[1],
        "loadEventMs": sorted(sample[1] for sample in samples)[1],
    }


def load_time(folders):
    """Prints the load figures of each report, one JSON object per report and line: a measurement, never a pass
    or a fail (`controlspec-bench --report-load` reads and tabulates them)."""
    driver = make_driver()
    try:
        for folder in folders:
            print(json.dumps(load_figures(driver, folder), sort_keys=True))
    finally:
        driver.quit()
    return 0


def main(argv):
    global MATRIX_URL
    if len(argv) >= 3 and argv[1] == "--load-time":
        return load_time(argv[2:])
    if len(argv) not in (2, 3):
        print("usage: report_test.py REPORT_FOLDER [MATRIX_PAGE]", file=sys.stderr)
        return 2
    if len(argv) == 3:
        MATRIX_URL = pathlib.Path(argv[2]).resolve().as_uri()
    index = pathlib.Path(argv[1]).resolve() / "index.html"
    if not index.is_file():
        print("no index.html in %s" % argv[1], file=sys.stderr)
        return 2
    url = index.as_uri()
    passed = 0
    failed = 0
    driver = make_driver()
    try:
        for check in CHECKS:
            try:
                check(driver, url)
                passed += 1
                print("PASS %s" % check.__name__)
            except Exception:  # noqa: BLE001 - every failure of a check is reported, then the next runs
                failed += 1
                print("FAIL %s" % check.__name__)
                traceback.print_exc(limit=2)
    finally:
        driver.quit()
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
