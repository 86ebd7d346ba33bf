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

  // Part files (`cases/N.js`, written beside index.html) hold what the page does not: the case lines of the
  // members not shown at load, the words the filters look at for them, and the details of closed cases. A
  // part is loaded as a script, which works from file:// too, when a member or case in it is first opened.
  var parts = {};
  var waiting = {};
  var filtering = {};
  window.ControlSpecReport = {
    part: function (number, data) {
      parts[number] = data;
      var callbacks = waiting[number] || [];
      delete waiting[number];
      updateLoading();
      callbacks.forEach(function (callback) { callback(data); });
    }
  };

  // While parts are loading the root says so (`data-loading`), for readers of the page's state such as tests.
  function updateLoading() {
    if (Object.keys(waiting).length > 0) {
      root.setAttribute("data-loading", "");
    } else {
      root.removeAttribute("data-loading");
    }
  }

  function withPart(number, callback) {
    if (parts[number]) {
      callback(parts[number]);
      return;
    }
    if (!waiting[number]) {
      waiting[number] = [];
      var script = document.createElement("script");
      script.src = "cases/" + number + ".js";
      script.addEventListener("error", function () {
        delete waiting[number];
        updateLoading();
      });
      document.head.appendChild(script);
    }
    waiting[number].push(callback);
    updateLoading();
  }

  // Turning a part's compact cases into the markup the report writes for the cases shown at load: the same
  // elements, with their words cloned from the pieces the page holds in both languages (#case-pieces).
  var pieces = document.getElementById("case-pieces");

  function piece(name) {
    var element = pieces.content.querySelector('[data-piece="' + name + '"]').cloneNode(true);
    element.removeAttribute("data-piece");
    return element;
  }

  // A label's words: the children of its piece.
  function label(name) {
    var fragment = document.createDocumentFragment();
    Array.prototype.slice.call(piece(name).childNodes).forEach(function (node) { fragment.appendChild(node); });
    return fragment;
  }

  function element(tag, className, children) {
    var made = document.createElement(tag);
    if (className) {
      made.className = className;
    }
    (children || []).forEach(function (child) {
      made.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return made;
  }

  // The fields of a compact case (HTMLReport.writePart names them).
  var ID = 0, STATUS = 1, EVIDENCE = 2, UNEXPECTED = 3, EXPECTED = 4, DURATION = 5, MESSAGES = 6, PAGES = 7,
    SOURCE = 15, SKIP = 16, FAILURES = 17, CODE = 18, MARKED = 19;

  function searchedWords(member, item) {
    return (item[ID] + " " + member).toLowerCase() + (item[MESSAGES] ? " " + item[MESSAGES] : "");
  }

  // A case's line: its summary, and its details when they are made.
  function caseLine(part, member, item) {
    var line = element("details", "case s-" + item[STATUS].toLowerCase());
    line.id = member + "#" + item[ID];
    line.setAttribute("data-status", item[STATUS]);
    line.setAttribute("data-evidence", item[EVIDENCE]);
    if (item[UNEXPECTED] !== 0) {
      line.setAttribute("data-unexpected", "");
    }
    line.setAttribute("data-search", searchedWords(member, item));
    line.setAttribute("data-part", part);
    var summary = element("summary", null, [piece("badge-" + item[STATUS]), element("span", "case-id", [item[ID]]),
      piece("evidence-" + item[EVIDENCE])]);
    if (item[UNEXPECTED] !== 0) {
      summary.appendChild(piece(item[UNEXPECTED] === 2 ? "unexpected-pass" : "unexpected"));
    }
    if (item[EXPECTED]) {
      summary.appendChild(piece("expectation-" + item[EXPECTED]));
    }
    summary.appendChild(element("span", "duration", [item[DURATION]]));
    line.appendChild(summary);
    return line;
  }

  // A case's details: its pages, evidence and source, skip reason, failures and code.
  function caseDetails(data, item) {
    var fragment = document.createDocumentFragment();
    var pages = element("ul", "locations");
    [["english-page", PAGES], ["chinese-page", PAGES + 4]].forEach(function (page) {
      var at = page[1];
      if (item[at] < 0) {
        return;
      }
      var place = element("code", null, [data.strings[item[at]] + ":" + item[at + 1]]);
      var entry = element("li");
      if (item[at + 2] >= 0) {
        var link = element("a", null, [label(page[0])]);
        link.setAttribute("href", data.strings[item[at + 2]] + "#" + item[at + 3]);
        entry.appendChild(link);
        entry.appendChild(document.createTextNode(" "));
      }
      entry.appendChild(place);
      pages.appendChild(entry);
    });
    fragment.appendChild(pages);
    var evidence = element("p", "evidence-source", [label("evidence"), label("level-" + item[EVIDENCE])]);
    if (item[SOURCE] >= 0) {
      var source = data.strings[item[SOURCE]];
      evidence.appendChild(document.createTextNode(" · "));
      evidence.appendChild(label("source"));
      if (/^https?:\/\//.test(source)) {
        var address = element("a", null, [source]);
        address.setAttribute("href", source);
        evidence.appendChild(address);
      } else {
        evidence.appendChild(document.createTextNode(source));
      }
    }
    fragment.appendChild(evidence);
    if (item[SKIP] !== null) {
      fragment.appendChild(element("p", "skip-reason", [label("skip"), item[SKIP]]));
    }
    if (item[FAILURES].length > 0) {
      fragment.appendChild(element("ul", "failures", item[FAILURES].map(failure)));
    }
    var holder = document.createElement("div");
    if (item[CODE] >= 0) {
      holder.insertAdjacentHTML("beforeend", data.code[item[CODE]]);
      var code = holder.lastElementChild;
      item[MARKED].forEach(function (number) {
        var span = code.querySelector('span.line[data-line="' + number + '"]');
        if (span) {
          span.className = "line hl";
        }
      });
    }
    while (holder.firstChild) {
      fragment.appendChild(holder.firstChild);
    }
    return fragment;
  }

  // A failure: its message, the expression when the message lacks it, the captured values, and where two
  // compared strings differ (HTMLReport.failureNode).
  function failure(item) {
    var parts = [element("p", "message", [element("code", "location", [item[0]]), " ", item[1]])];
    if (item[2] !== null) {
      parts.push(element("pre", "expression", [element("code", null, [item[2]])]));
    }
    if (item[3].length > 0) {
      var rows = item[3].map(function (pair) {
        return element("tr", null, [element("td", null, [element("code", null, [pair[0]])]),
          element("td", null, [element("code", null, [pair[1]])])]);
      });
      var expression = element("th", null, [label("expression")]), value = element("th", null, [label("value")]);
      expression.setAttribute("scope", "col");
      value.setAttribute("scope", "col");
      parts.push(element("table", "values", [element("caption", null, [label("captured-values")]),
        element("thead", null, [element("tr", null, [expression, value])]), element("tbody", null, rows)]));
    }
    if (item[4] !== null) {
      var difference = item[4];
      var side = function (middle, marker) {
        var mark = element(marker, middle === "" ? "empty" : null, middle === "" ? [] : [middle]);
        var children = [];
        if (difference[0] !== "") {
          children.push(difference[0]);
        }
        children.push(mark);
        if (difference[3] !== "") {
          children.push(difference[3]);
        }
        return element("div", null, [element("code", null, children)]);
      };
      parts.push(element("figure", "string-diff", [element("figcaption", null, [label("string-difference")]),
        side(difference[1], "del"), side(difference[2], "ins")]));
    }
    return element("li", null, parts);
  }

  // The compact case of an ID, from its loaded part.
  function compactCase(data, id) {
    var at = id.lastIndexOf("#");
    var member = id.slice(0, at), caseID = id.slice(at + 1);
    return (data.members[member] || []).filter(function (item) { return item[ID] === caseID; })[0];
  }

  // A closed case's details are made from its part when it is first opened.
  function renderDetails(item) {
    var part = item.getAttribute("data-part");
    if (part === null) {
      return;
    }
    withPart(part, function (data) {
      if (item.getAttribute("data-part") === null) {
        return;
      }
      item.removeAttribute("data-part");
      var found = compactCase(data, item.id);
      if (found) {
        item.appendChild(caseDetails(data, found));
      }
    });
  }

  // A member not shown at load gets its case lines from its part when it is first opened.
  function renderCases(member, then) {
    var part = member.getAttribute("data-part");
    if (part === null) {
      if (then) {
        then();
      }
      return;
    }
    withPart(part, function (data) {
      if (member.getAttribute("data-part") !== null) {
        member.removeAttribute("data-part");
        var name = member.getAttribute("data-member");
        var fragment = document.createDocumentFragment();
        (data.members[name] || []).forEach(function (item) { fragment.appendChild(caseLine(part, name, item)); });
        member.appendChild(fragment);
        applyFilters();
      }
      if (then) {
        then();
      }
    });
  }

  // For tests: loading a part, and the line and details the script makes for a case of a loaded part, to
  // compare with the markup the report writes for the same case.
  window.ControlSpecReport.load = withPart;
  window.ControlSpecReport.make = function (id) {
    var made = null;
    Object.keys(parts).forEach(function (part) {
      var found = compactCase(parts[part], id);
      if (found && !made) {
        made = caseLine(part, id.slice(0, id.lastIndexOf("#")), found);
        made.appendChild(caseDetails(parts[part], found));
      }
    });
    return made;
  };

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

  // Whether a case of `kind` ([status, evidence, unexpected]) passes the status, evidence and unexpected filters.
  function kindShown(filters, status, level, unexpected) {
    return filters.shown[status] !== false && filters.evidence[level] !== false &&
      (!filters.unexpectedOnly || unexpected);
  }

  function currentFilters() {
    var filters = {shown: {}, evidence: {}, unexpectedOnly: false, query: ""};
    document.querySelectorAll("[data-status-filter]").forEach(function (box) {
      filters.shown[box.value] = box.checked;
    });
    document.querySelectorAll("[data-evidence-filter]").forEach(function (box) {
      filters.evidence[box.value] = box.checked;
    });
    var unexpectedBox = document.getElementById("unexpected-only");
    filters.unexpectedOnly = unexpectedBox ? unexpectedBox.checked : false;
    var search = document.getElementById("member-search");
    filters.query = search ? search.value.trim().toLowerCase() : "";
    return filters;
  }

  // How many cases of a member whose lines are not made yet the filters show: from its kinds when the
  // search names the member (or is empty), else from its part's words; null while the part is loading.
  function unmadeShown(member, filters, memberMatches) {
    if (memberMatches) {
      var kinds = (member.getAttribute("data-kinds") || "").split(" ");
      return kinds.some(function (kind) {
        var fields = kind.split("/");
        return kindShown(filters, fields[0], fields[1], fields[2] === "u");
      }) ? 1 : 0;
    }
    var part = member.getAttribute("data-part");
    if (!parts[part]) {
      // One new filtering per part, however many of its members ask.
      if (!filtering[part]) {
        filtering[part] = true;
        withPart(part, function () {
          delete filtering[part];
          applyFilters();
        });
      }
      return null;
    }
    var name = member.getAttribute("data-member");
    return (parts[part].members[name] || []).filter(function (item) {
      return kindShown(filters, item[STATUS], item[EVIDENCE], item[UNEXPECTED] !== 0) &&
        searchedWords(name, item).indexOf(filters.query) !== -1;
    }).length;
  }

  function applyFilters() {
    var filters = currentFilters();
    var anyVisible = false;
    document.querySelectorAll("details.member").forEach(function (member) {
      var memberMatches = member.getAttribute("data-member").toLowerCase().indexOf(filters.query) !== -1;
      var visible = 0;
      if (member.hasAttribute("data-part")) {
        visible = unmadeShown(member, filters, memberMatches);
        // A member whose part is still loading stays shown until its words are known.
        if (visible === null) {
          visible = 1;
        }
      } else {
        member.querySelectorAll("details.case").forEach(function (item) {
          var show = kindShown(filters, item.getAttribute("data-status"), item.getAttribute("data-evidence"),
            item.hasAttribute("data-unexpected")) &&
            (memberMatches || (item.getAttribute("data-search") || "").indexOf(filters.query) !== -1);
          item.hidden = !show;
          if (show) {
            visible += 1;
          }
        });
      }
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

  function filtersChanged() {
    applyFilters();
    saveFilters();
  }

  // A link to one case (`index.html#UIButton.title(for:)#falls-back`) opens it and its member; a case of a
  // member not shown at load is made from its part first (the member is the ID up to its last `#`).
  function openLinkedCase() {
    var hash = window.location.hash;
    if (hash.length < 2 || hash.indexOf("#?") === 0) {
      return;
    }
    var id = decodeURIComponent(hash.slice(1));
    function reveal() {
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
    if (document.getElementById(id)) {
      reveal();
      return;
    }
    var name = id.slice(0, id.lastIndexOf("#"));
    var member = Array.prototype.filter.call(document.querySelectorAll("details.member"), function (element) {
      return element.getAttribute("data-member") === name;
    })[0];
    if (member) {
      renderCases(member, reveal);
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