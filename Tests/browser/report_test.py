#!/usr/bin/env python3
"""Browser test of the ControlSpec HTML report, in headless Chromium.

Usage: python3 Tests/browser/report_test.py REPORT_FOLDER

REPORT_FOLDER holds index.html, report.css and report.js, such as the fixture report written by
`CONTROLSPEC_REPORT_OUT=/tmp/report swift test --filter ReportHTMLTests`. The test opens index.html from
file://, and checks that the page logs no console errors (a Content-Security-Policy violation is one),
that the language switch turns the UI into Chinese and remembers it under the site's key, that a Chinese browser
opens it in Chinese, and that the status filter and the
member search hide cases. It prints `N passed, M failed` last and exits 1 when anything failed.
"""

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
    assert search.get_attribute("placeholder") == "搜索成员", search.get_attribute("placeholder")
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
    pairs = driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('details.case summary'), function (summary) {
          var badge = summary.querySelector('.badge'), id = summary.querySelector('.case-id');
          return [badge.textContent, badge.getBoundingClientRect().right, id.getBoundingClientRect().left];
        });""")
    assert any(word == "UNSUPPORTED" for word, _, _ in pairs), "fixture needs an UNSUPPORTED case"
    cramped = [(word, right, left) for word, right, left in pairs if left - right < 4]
    assert not cramped, "badges touching the case ID: %r" % cramped[:3]


def check_status_filter(driver, url):
    driver.get(url)
    passing = len(visible_cases(driver, "PASS"))
    failing = len(visible_cases(driver, "FAIL"))
    assert passing > 0 and failing > 0, "fixture needs passing and failing cases (%d, %d)" % (passing, failing)
    driver.find_element(By.CSS_SELECTOR, 'input[data-status-filter][value="PASS"]').click()
    assert visible_cases(driver, "PASS") == [], "passing cases still shown"
    assert len(visible_cases(driver, "FAIL")) == failing, "failing cases hidden by the PASS filter"
    driver.find_element(By.CSS_SELECTOR, 'input[data-status-filter][value="PASS"]').click()
    assert len(visible_cases(driver, "PASS")) == passing, "passing cases not shown again"


def check_member_search(driver, url):
    driver.get(url)
    members = driver.find_elements(By.CSS_SELECTOR, "details.member")
    names = [member.get_attribute("data-member") for member in members]
    assert len(set(names)) >= 2, "the report needs two members"
    query = names[-1].split(".")[-1].upper()  # the search ignores case
    driver.find_element(By.ID, "member-search").send_keys(query)
    shown = [name for name, member in zip(names, members) if member.is_displayed()]
    expected = [name for name in names if query.lower() in name.lower()]
    assert shown == expected, "search for %r shows %r, expected %r" % (query, shown, expected)
    assert len(shown) < len(names), "search for %r hides nothing" % query
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


CHECKS = [
    check_no_console_errors,
    check_script_ran,
    check_language_switch,
    check_language_shared_with_site,
    check_browser_language,
    check_badges_leave_room_for_the_case_id,
    check_status_filter,
    check_member_search,
    check_no_errors_after_interaction,
]


def main(argv):
    if len(argv) != 2:
        print("usage: report_test.py REPORT_FOLDER", file=sys.stderr)
        return 2
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
