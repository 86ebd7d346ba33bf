// ControlSpec report: language and appearance shared with the site, filters kept in the address, case
// details made when a case is opened. No network, no inline code.
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
    document.querySelectorAll("[data-label-en]").forEach(function (element) {
      element.setAttribute("aria-label", element.getAttribute("data-label-" + suffix));
    });
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

  // The site's appearance choice (light, dark, or the system's when none is stored).
  function applyAppearance() {
    var theme = null;
    try {
      theme = window.localStorage.getItem("controlspec.theme");
    } catch (error) {
      theme = null;
    }
    if (theme === "light" || theme === "dark") {
      root.setAttribute("data-theme", theme);
    }
  }

  // A closed case holds its details as markup (escaped by the report's serializer) until it is first opened.
  function renderDetails(item) {
    var details = item.getAttribute("data-details");
    if (details !== null) {
      item.removeAttribute("data-details");
      item.insertAdjacentHTML("beforeend", details);
    }
  }

  // A closed member holds its case lines as markup until it is first opened.
  function renderCases(member) {
    var cases = member.getAttribute("data-cases");
    if (cases !== null) {
      member.removeAttribute("data-cases");
      member.insertAdjacentHTML("beforeend", cases);
    }
  }

  // The filters look at every case: the case lines of every member are made first.
  function renderAllCases() {
    document.querySelectorAll("details.member[data-cases]").forEach(renderCases);
  }

  function boxes(selector) {
    return Array.prototype.slice.call(document.querySelectorAll(selector));
  }

  // The filters as the address's fragment: `#?unexpected&status=FAIL,ERROR&evidence=documented&q=title`.
  // Only what differs from showing everything is written; a fragment without `?` is a case's anchor.
  function filterState() {
    var parts = [];
    var unexpected = document.getElementById("unexpected-only");
    if (unexpected && unexpected.checked) {
      parts.push("unexpected");
    }
    var differences = document.getElementById("differences-only");
    if (differences && differences.checked) {
      parts.push("differences");
    }
    [["status", "[data-status-filter]"], ["evidence", "[data-evidence-filter]"]].forEach(function (pair) {
      var all = boxes(pair[1]);
      var checked = all.filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
      if (checked.length < all.length) {
        parts.push(pair[0] + "=" + encodeURIComponent(checked.join(",")));
      }
    });
    var search = document.getElementById("member-search");
    if (search && search.value.trim() !== "") {
      parts.push("q=" + encodeURIComponent(search.value.trim()));
    }
    return parts.join("&");
  }

  function restoreFilters() {
    var hash = window.location.hash;
    if (hash.indexOf("#?") !== 0) {
      return;
    }
    var values = {};
    hash.slice(2).split("&").forEach(function (part) {
      var at = part.indexOf("=");
      var key = at === -1 ? part : part.slice(0, at);
      values[key] = at === -1 ? "" : decodeURIComponent(part.slice(at + 1));
    });
    var unexpected = document.getElementById("unexpected-only");
    if (unexpected) {
      unexpected.checked = "unexpected" in values;
    }
    var differences = document.getElementById("differences-only");
    if (differences) {
      differences.checked = "differences" in values;
    }
    [["status", "[data-status-filter]"], ["evidence", "[data-evidence-filter]"]].forEach(function (pair) {
      if (pair[0] in values) {
        var chosen = values[pair[0]].split(",");
        boxes(pair[1]).forEach(function (box) { box.checked = chosen.indexOf(box.value) !== -1; });
      }
    });
    var search = document.getElementById("member-search");
    if (search && "q" in values) {
      search.value = values.q;
    }
  }

  function saveFilters() {
    var state = filterState();
    var address = window.location.href.split("#")[0] + (state ? "#?" + state : "");
    try {
      window.history.replaceState(null, "", address);
    } catch (error) {
      // Some browsers refuse to change the address of a file:// page; the filters still apply.
    }
  }

  function applyFilters() {
    if (filterState() !== "") {
      renderAllCases();
    }
    var shown = {};
    document.querySelectorAll("[data-status-filter]").forEach(function (box) {
      shown[box.value] = box.checked;
    });
    var evidence = {};
    document.querySelectorAll("[data-evidence-filter]").forEach(function (box) {
      evidence[box.value] = box.checked;
    });
    var unexpectedBox = document.getElementById("unexpected-only");
    var unexpectedOnly = unexpectedBox ? unexpectedBox.checked : false;
    var search = document.getElementById("member-search");
    var query = search ? search.value.trim().toLowerCase() : "";
    var anyVisible = false;
    document.querySelectorAll("details.member").forEach(function (member) {
      var memberMatches = member.getAttribute("data-member").toLowerCase().indexOf(query) !== -1;
      var visible = 0;
      member.querySelectorAll("details.case").forEach(function (item) {
        var show = shown[item.getAttribute("data-status")] !== false &&
          evidence[item.getAttribute("data-evidence")] !== false &&
          (!unexpectedOnly || item.hasAttribute("data-unexpected")) &&
          (memberMatches || (item.getAttribute("data-search") || "").indexOf(query) !== -1);
        item.hidden = !show;
        if (show) {
          visible += 1;
        }
      });
      // A member whose case lines are not made yet is shown: the filters show everything until one is set.
      var unrendered = member.hasAttribute("data-cases");
      member.hidden = visible === 0 && !unrendered;
      anyVisible = anyVisible || visible > 0 || unrendered;
    });
    document.querySelectorAll("details.class").forEach(function (group) {
      group.hidden = group.querySelector("details.member:not([hidden])") === null;
    });
    var empty = document.getElementById("no-match");
    if (empty) {
      empty.hidden = anyVisible || document.querySelector("details.member") === null;
    }
  }

  function filtersChanged() {
    applyFilters();
    saveFilters();
  }

  // A link to one case (`index.html#UIButton.title(for:)#falls-back`) opens it and its member.
  function openLinkedCase() {
    var hash = window.location.hash;
    if (hash.length < 2 || hash.indexOf("#?") === 0) {
      return;
    }
    var id = decodeURIComponent(hash.slice(1));
    if (!document.getElementById(id)) {
      renderAllCases();
    }
    var item = document.getElementById(id);
    for (var node = item; node; node = node.parentElement) {
      if (node.tagName === "DETAILS") {
        node.open = true;
      }
    }
    if (item) {
      item.scrollIntoView();
    }
  }

  document.querySelectorAll("[data-set-language]").forEach(function (button) {
    button.addEventListener("click", function () {
      setLanguage(button.getAttribute("data-set-language"), true);
    });
  });
  // The matrix folds each member's case rows under it; a button in the member's row shows them.
  function foldCaseRows() {
    document.querySelectorAll("table.matrix tr.member").forEach(function (row) {
      var cases = document.querySelectorAll('table.matrix tr.case[data-group="' + row.getAttribute("data-group") + '"]');
      if (cases.length === 0) {
        return;
      }
      var button = document.createElement("button");
      button.type = "button";
      button.className = "fold";
      button.setAttribute("aria-expanded", "false");
      button.textContent = "▸ " + cases.length;
      var header = row.querySelector("th");
      header.insertBefore(button, header.firstChild);
      cases.forEach(function (item) { item.hidden = true; });
      button.addEventListener("click", function () {
        var open = button.getAttribute("aria-expanded") !== "true";
        button.setAttribute("aria-expanded", open ? "true" : "false");
        button.textContent = (open ? "▾ " : "▸ ") + cases.length;
        cases.forEach(function (item) { item.hidden = !open; });
      });
    });
  }

  document.querySelectorAll("[data-status-filter], [data-evidence-filter], #unexpected-only, #differences-only").forEach(function (box) {
    box.addEventListener("change", filtersChanged);
  });
  var search = document.getElementById("member-search");
  if (search) {
    search.addEventListener("input", filtersChanged);
  }
  // `toggle` does not bubble; a listener in the capture phase sees every case's.
  document.addEventListener("toggle", function (event) {
    if (event.target.matches && event.target.matches("details.case") && event.target.open) {
      renderDetails(event.target);
    }
    if (event.target.matches && event.target.matches("details.member") && event.target.open) {
      renderCases(event.target);
    }
  }, true);
  window.addEventListener("hashchange", function () {
    restoreFilters();
    applyFilters();
    openLinkedCase();
  });
  applyAppearance();
  foldCaseRows();
  setLanguage(storedLanguage() || browserLanguage(), false);
  restoreFilters();
  applyFilters();
  openLinkedCase();
})();