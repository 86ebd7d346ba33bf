import Foundation

/// The stylesheet and script every report page loads; one copy each, beside the pages.
enum ReportAssets {
    static let stylesheetPath = "report.css"
    static let scriptPath = "report.js"

    static var files: [String: Data] {
        [stylesheetPath: Data(stylesheet.utf8), scriptPath: Data(script.utf8)]
    }

    static let stylesheet = #"""
        :root {
          --pass: #1a7f37; --fail: #cf222e; --error: #9a6700; --timeout: #8250df; --crash: #a40e26;
          --unsupported: #57606a; --skip: #8c959f; --line: #d0d7de; --muted: #57606a; --hl: #ffebe9;
          --bg: #ffffff; --fg: #1f2328; --panel: #f6f8fa;
          font-family: system-ui, -apple-system, "Segoe UI", "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif;
          color: var(--fg); background: var(--bg);
        }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --panel: #161b22; --line: #30363d; --muted: #8d96a0; --hl: #3d1f22; }
        }
        [hidden] { display: none !important; }
        html[data-ui="en"] .t:not([lang="en"]), html[data-ui="zh-Hans"] .t:not([lang="zh-Hans"]) { display: none; }
        body { margin: 0 auto; max-width: 72rem; padding: 0 1rem 3rem; line-height: 1.45; }
        header.top { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem;
          border-bottom: 1px solid var(--line); flex-wrap: wrap; }
        h1 .subtitle { font-weight: normal; color: var(--muted); margin-left: .5em; font-size: .7em; }
        .language-switch button { font: inherit; border: 1px solid var(--line); background: var(--panel);
          color: inherit; padding: .2em .7em; border-radius: .3em; cursor: pointer; }
        .language-switch button[aria-pressed="true"] { border-color: var(--fg); font-weight: 600; }
        code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .9em; }
        dl.facts { display: flex; flex-wrap: wrap; gap: .3rem 1.5rem; margin: 0; }
        dl.facts div { display: flex; gap: .4em; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; }
        ul.counts { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
        ul.counts li { border: 1px solid var(--line); border-left: .35rem solid currentColor; border-radius: .3rem;
          padding: .3rem .7rem; }
        ul.counts li strong { font-size: 1.3em; }
        .unexpected { font-weight: 600; color: var(--fail); }
        .unexpected.none { color: var(--pass); }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: .2rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        table.classes { width: 100%; }
        td.bar-cell { width: 60%; }
        svg.bar { display: block; background: var(--panel); border-radius: .2rem; }
        .s-pass { color: var(--pass); fill: var(--pass); }
        .s-fail { color: var(--fail); fill: var(--fail); }
        .s-error { color: var(--error); fill: var(--error); }
        .s-timeout { color: var(--timeout); fill: var(--timeout); }
        .s-crash { color: var(--crash); fill: var(--crash); }
        .s-unsupported { color: var(--unsupported); fill: var(--unsupported); }
        .s-skip { color: var(--skip); fill: var(--skip); }
        .filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-bottom: 1rem; }
        .filters fieldset { border: 1px solid var(--line); border-radius: .3rem; display: flex; flex-wrap: wrap;
          gap: .2rem 1rem; }
        .filters label .t, .filters label { color: inherit; }
        #member-search { font: inherit; padding: .3em .5em; min-width: 16rem; }
        details { margin: .2rem 0; }
        details.class > summary { font-size: 1.15em; font-weight: 600; }
        details.member { margin-left: 1rem; }
        details.case { margin-left: 1.5rem; border-left: 3px solid currentColor; padding-left: .6rem; }
        details.case > :not(summary) { color: var(--fg); }
        summary { cursor: pointer; }
        .mini-counts span, .flag, .duration { margin-left: .6em; font-size: .85em; font-weight: normal; }
        .duration { color: var(--muted); }
        .badge {
          display: inline-block; min-width: 8.5em; margin-right: .75em; font-weight: 700; font-size: .8em;
          white-space: nowrap;
        }
        .case-id { color: var(--fg); font-family: ui-monospace, Menlo, Consolas, monospace; }
        .flag.unexpected { color: var(--fail); font-weight: 700; }
        .flag.expectation { color: var(--muted); }
        ul.locations { list-style: none; padding: 0; margin: .3rem 0; display: flex; gap: 1.5rem; flex-wrap: wrap; }
        ul.failures { padding-left: 1.2rem; }
        p.message .location { color: var(--muted); }
        table.values caption { text-align: left; color: var(--muted); font-size: .85em; }
        figure.code { margin: .5rem 0; }
        figure.code figcaption { color: var(--muted); font-size: .85em; }
        figure.code pre { background: var(--panel); border: 1px solid var(--line); border-radius: .3rem;
          padding: .4rem 0; overflow-x: auto; }
        figure.code .line { display: inline-block; min-width: 100%; padding-right: 1rem; box-sizing: border-box; }
        figure.code .line::before { content: attr(data-line); display: inline-block; width: 3.5em; padding-right: .8em;
          text-align: right; color: var(--muted); user-select: none; }
        figure.code .line.hl { background: var(--hl); }
        table.matrix td.full { color: var(--pass); }
        table.matrix td.partial { color: var(--error); }
        table.matrix td.none { color: var(--fail); }
        table.matrix td.unknown { color: var(--muted); }
        ul.legend { list-style: none; padding: 0; display: flex; gap: 1.5rem; flex-wrap: wrap; }
        """#

    static let script = #"""
        // ControlSpec report: language switch, status filter and member search. No network, no inline code.
        (function () {
          "use strict";
          // The site's key: a language chosen on the site carries over to the report, and back.
          var storageKey = "controlspec.language";
          var languages = ["en", "zh-Hans"];
          var root = document.documentElement;

          function attributeSuffix(language) {
            return language.toLowerCase();
          }

          function storedLanguage() {
            try {
              return window.localStorage.getItem(storageKey);
            } catch (error) {
              return null;
            }
          }

          // Without a stored choice, the reader's first browser language decides, as on the site.
          function browserLanguage() {
            var preferred = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
            return /^zh/i.test(preferred) ? "zh-Hans" : "en";
          }

          function setLanguage(language, remember) {
            if (languages.indexOf(language) === -1) {
              language = "en";
            }
            root.setAttribute("data-ui", language);
            root.setAttribute("lang", language);
            var suffix = attributeSuffix(language);
            var title = root.getAttribute("data-title-" + suffix);
            if (title) {
              document.title = title;
            }
            document.querySelectorAll("[data-placeholder-en]").forEach(function (field) {
              var text = field.getAttribute("data-placeholder-" + suffix);
              field.setAttribute("placeholder", text);
              field.setAttribute("aria-label", text);
            });
            document.querySelectorAll("[data-set-language]").forEach(function (button) {
              button.setAttribute("aria-pressed", String(button.getAttribute("data-set-language") === language));
            });
            if (remember) {
              try {
                window.localStorage.setItem(storageKey, language);
              } catch (error) {
                // Storage may be disabled for file:// pages; the switch still works for this visit.
              }
            }
          }

          function applyFilters() {
            var shown = {};
            document.querySelectorAll("[data-status-filter]").forEach(function (box) {
              shown[box.value] = box.checked;
            });
            var search = document.getElementById("member-search");
            var query = search ? search.value.trim().toLowerCase() : "";
            var anyVisible = false;
            document.querySelectorAll("details.member").forEach(function (member) {
              var matches = member.getAttribute("data-member").toLowerCase().indexOf(query) !== -1;
              var visible = 0;
              member.querySelectorAll("details.case").forEach(function (item) {
                var show = matches && shown[item.getAttribute("data-status")] !== false;
                item.hidden = !show;
                if (show) {
                  visible += 1;
                }
              });
              member.hidden = visible === 0;
              anyVisible = anyVisible || visible > 0;
            });
            document.querySelectorAll("details.class").forEach(function (group) {
              group.hidden = group.querySelector("details.member:not([hidden])") === null;
            });
            var empty = document.getElementById("no-match");
            if (empty) {
              empty.hidden = anyVisible || document.querySelector("details.member") === null;
            }
          }

          document.querySelectorAll("[data-set-language]").forEach(function (button) {
            button.addEventListener("click", function () {
              setLanguage(button.getAttribute("data-set-language"), true);
            });
          });
          document.querySelectorAll("[data-status-filter]").forEach(function (box) {
            box.addEventListener("change", applyFilters);
          });
          var search = document.getElementById("member-search");
          if (search) {
            search.addEventListener("input", applyFilters);
          }
          setLanguage(storedLanguage() || browserLanguage(), false);
          applyFilters();
        })();
        """#
}
