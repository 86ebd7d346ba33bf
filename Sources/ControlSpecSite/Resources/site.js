// ControlSpec site script. No network: the search index is script files, added when needed.
(function () {
  "use strict";

  var html = document.documentElement;
  html.classList.add("js");
  var root = html.getAttribute("data-root") || "";
  var pageLanguage = html.getAttribute("data-language") || "en";
  var languageNames = { "en": "English", "zh-Hans": "简体中文" };

  var storage = {
    get: function (key) {
      try { return window.localStorage.getItem(key); } catch (error) { return null; }
    },
    set: function (key, value) {
      try { window.localStorage.setItem(key, value); } catch (error) { /* storage disabled */ }
    }
  };

  // The reader's appearance (automatic, light or dark), applied before the page is drawn.
  var appearances = ["auto", "light", "dark"];
  function applyAppearance(choice) {
    if (choice === "light" || choice === "dark") {
      html.setAttribute("data-theme", choice);
    } else {
      html.removeAttribute("data-theme");
    }
  }
  applyAppearance(storage.get("controlspec.theme"));

  function setUpAppearance() {
    var button = document.querySelector(".theme-toggle");
    if (!button) { return; }
    var names = (button.getAttribute("data-choices") || "Automatic|Light|Dark").split("|");
    function current() {
      var index = appearances.indexOf(storage.get("controlspec.theme") || "auto");
      return index < 0 ? 0 : index;
    }
    function show() {
      button.textContent = names[current()];
      button.setAttribute("data-appearance", appearances[current()]);
    }
    button.addEventListener("click", function () {
      var next = appearances[(current() + 1) % appearances.length];
      storage.set("controlspec.theme", next);
      applyAppearance(next);
      show();
    });
    show();
    button.hidden = false;
  }

  // The sidebar: classes, topics and members from ControlSpecNavigation, the current page marked. Wide
  // windows show it beside the page; narrower ones behind the header's button.
  function setUpSidebar() {
    var sidebar = document.getElementById("sidebar");
    var toggle = document.querySelector(".sidebar-toggle");
    var tree = window.ControlSpecNavigation;
    if (!sidebar || !tree || !tree.classes) { return; }
    var here = html.getAttribute("data-path") || "";
    var currentLink = null;
    function link(text, url, code) {
      var element = document.createElement(url ? "a" : "span");
      if (url) {
        element.href = root + encodeURI(url);
        if (url === here) {
          element.setAttribute("aria-current", "page");
          currentLink = element;
        }
      } else {
        element.className = "undocumented";
      }
      if (code) {
        var inner = document.createElement("code");
        inner.textContent = text;
        element.appendChild(inner);
      } else {
        element.textContent = text;
      }
      return element;
    }
    var classes = document.createElement("ul");
    classes.className = "sidebar-classes";
    tree.classes.forEach(function (entry) {
      var item = document.createElement("li");
      var details = document.createElement("details");
      // A summary holds no link (it is a control itself): the class's page is the first entry under it.
      var summary = document.createElement("summary");
      var name = document.createElement("code");
      name.textContent = entry.name;
      summary.appendChild(name);
      details.appendChild(summary);
      var overview = document.createElement("ul");
      var overviewItem = document.createElement("li");
      overviewItem.appendChild(link(tree.overview || entry.name, entry.url, false));
      overview.appendChild(overviewItem);
      details.appendChild(overview);
      var contains = entry.url === here;
      entry.topics.forEach(function (topic) {
        var heading = document.createElement("p");
        heading.className = "sidebar-topic";
        heading.textContent = topic.title;
        details.appendChild(heading);
        var members = document.createElement("ul");
        topic.members.forEach(function (member) {
          var memberItem = document.createElement("li");
          memberItem.appendChild(link(member.name, member.url, true));
          if (member.url === here) { contains = true; }
          members.appendChild(memberItem);
        });
        details.appendChild(members);
      });
      details.open = contains || here === tree.home;
      item.appendChild(details);
      classes.appendChild(item);
    });
    sidebar.appendChild(classes);
    // The sidebar starts below the header, whose height depends on the window's width.
    var header = document.querySelector(".site-header");
    function placeBelowHeader() {
      if (header) { sidebar.style.top = header.getBoundingClientRect().height + "px"; }
    }
    placeBelowHeader();
    window.addEventListener("resize", placeBelowHeader);
    sidebar.hidden = false;
    html.classList.add("has-sidebar");
    if (currentLink && currentLink.scrollIntoView) { currentLink.scrollIntoView({ block: "center" }); }
    if (!toggle) { return; }
    function setOpen(open) {
      placeBelowHeader();
      sidebar.classList.toggle("open", open);
      toggle.setAttribute("aria-expanded", String(open));
    }
    toggle.hidden = false;
    placeBelowHeader();
    toggle.addEventListener("click", function () {
      var open = toggle.getAttribute("aria-expanded") !== "true";
      setOpen(open);
      if (open) {
        var target = sidebar.querySelector("[aria-current=page]") || sidebar.querySelector("a");
        if (target) { target.focus(); }
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.classList.contains("open")) {
        setOpen(false);
        toggle.focus();
      }
    });
  }

  // A copy button on every code block: declarations, cases and examples.
  function setUpCopyButtons() {
    var copyLabel = html.getAttribute("data-copy") || "Copy";
    var copiedLabel = html.getAttribute("data-copied") || "Copied";
    function fallbackCopy(text) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "visually-hidden";
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      document.body.removeChild(area);
      return copied;
    }
    var blocks = document.querySelectorAll("pre.code");
    // A block that scrolls sideways takes keyboard focus, so that the arrow keys can scroll it.
    function makeScrollingBlocksFocusable() {
      Array.prototype.forEach.call(blocks, function (block) {
        if (block.scrollWidth > block.clientWidth) {
          block.tabIndex = 0;
        } else {
          block.removeAttribute("tabindex");
        }
      });
    }
    window.addEventListener("resize", makeScrollingBlocksFocusable);
    window.addEventListener("load", makeScrollingBlocksFocusable);
    Array.prototype.forEach.call(blocks, function (block) {
      var wrapper = document.createElement("div");
      wrapper.className = "code-block";
      block.parentNode.insertBefore(wrapper, block);
      wrapper.appendChild(block);
      wrapper.hidden = block.hidden;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = copyLabel;
      wrapper.appendChild(button);
      button.addEventListener("click", function () {
        var text = block.textContent;
        function done(copied) {
          if (!copied) { return; }
          button.textContent = copiedLabel;
          button.setAttribute("data-copied", "true");
          window.setTimeout(function () {
            button.textContent = copyLabel;
            button.removeAttribute("data-copied");
          }, 1500);
        }
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallbackCopy(text)); });
        } else {
          done(fallbackCopy(text));
        }
      });
    });
  }

  function rememberLanguageChoices() {
    var links = document.querySelectorAll("a.language-switch, a.language-choice");
    Array.prototype.forEach.call(links, function (link) {
      link.addEventListener("click", function () {
        storage.set("controlspec.language", link.getAttribute("data-language"));
        if (link.classList.contains("language-switch") && window.location.hash) {
          link.setAttribute("href", link.getAttribute("href").split("#")[0] + window.location.hash);
        } else if (link.classList.contains("language-switch")) {
          // Without an anchor, the other language opens as far down its page as this one was.
          var scrollable = html.scrollHeight - window.innerHeight;
          var position = { page: link.href.split("#")[0], fraction: scrollable > 0 ? window.scrollY / scrollable : 0 };
          try { window.sessionStorage.setItem("controlspec.scroll", JSON.stringify(position)); } catch (error) { /* none */ }
        }
      });
    });
  }

  // The scroll position the language switch left for this page, once.
  function restoreScrollPosition() {
    var saved = null;
    try {
      saved = JSON.parse(window.sessionStorage.getItem("controlspec.scroll") || "null");
      window.sessionStorage.removeItem("controlspec.scroll");
    } catch (error) { return; }
    if (!saved || saved.page !== window.location.href.split("#")[0] || window.location.hash) { return; }
    window.scrollTo(0, saved.fraction * (html.scrollHeight - window.innerHeight));
  }

  // The root page: go to the reader's language.
  function chooseLanguage() {
    var chosen = storage.get("controlspec.language");
    var preferred = chosen || (navigator.languages && navigator.languages[0]) || navigator.language || "en";
    var target = /^zh/i.test(preferred) ? "zh-Hans" : "en";
    if (!/[?&]choose\b/.test(window.location.search)) {
      window.location.replace(target + "/index.html");
    }
  }

  // Swift or Objective-C declarations, remembered across pages.
  function setUpDeclarationToggle() {
    var blocks = document.querySelectorAll("pre.declaration-code");
    var buttons = document.querySelectorAll(".declaration-toggle button");
    if (!blocks.length) { return; }
    function show(language, remember) {
      var available = Array.prototype.some.call(blocks, function (block) {
        return block.getAttribute("data-declaration") === language;
      });
      if (!available) { language = "swift"; }
      Array.prototype.forEach.call(blocks, function (block) {
        block.hidden = block.getAttribute("data-declaration") !== language;
        // The block's copy button goes with it (a wrapper rule with :has() would be lost on older engines).
        if (block.parentNode.classList.contains("code-block")) { block.parentNode.hidden = block.hidden; }
      });
      window.dispatchEvent(new Event("resize"));
      Array.prototype.forEach.call(buttons, function (button) {
        button.setAttribute("aria-pressed", String(button.getAttribute("data-declaration") === language));
      });
      if (remember) { storage.set("controlspec.declaration", language); }
    }
    Array.prototype.forEach.call(buttons, function (button) {
      button.addEventListener("click", function () { show(button.getAttribute("data-declaration"), true); });
    });
    show(storage.get("controlspec.declaration") || "swift", false);
  }

  // Search: the same rules as SearchTokenizer in Swift.
  function isHan(code) {
    return (code >= 0x3400 && code <= 0x4DBF) || (code >= 0x4E00 && code <= 0x9FFF) ||
      (code >= 0xF900 && code <= 0xFAFF) || (code >= 0x20000 && code <= 0x2FA1F);
  }

  var wordCharacter = /[\p{Alphabetic}\p{N}_]/u;

  function queryTerms(query) {
    var terms = [];
    var word = "";
    var han = [];
    function flush() {
      var trimmed = word.replace(/^_+|_+$/g, "");
      if (trimmed) { terms.push({ text: trimmed.toLowerCase(), prefix: true }); }
      if (han.length === 1) { terms.push({ text: han[0], prefix: false }); }
      for (var i = 0; i + 1 < han.length; i++) { terms.push({ text: han[i] + han[i + 1], prefix: false }); }
      word = "";
      han = [];
    }
    for (var character of query) {
      var code = character.codePointAt(0);
      if (isHan(code)) {
        if (word) { flush(); }
        han.push(character);
      } else if (wordCharacter.test(character)) {
        if (han.length) { flush(); }
        word += character;
      } else {
        flush();
      }
    }
    flush();
    return terms;
  }

  // The index comes in parts, each with its own documents and terms; a document is known by its
  // number in all the parts' documents, taken in part order.
  function createSearch(parts) {
    var documents = [];
    var shards = [];
    parts.forEach(function (part) {
      if (!part) { return; }
      shards.push({ terms: part.terms, sortedTerms: Object.keys(part.terms).sort(), offset: documents.length });
      for (var i = 0; i < part.documents.length; i++) { documents.push(part.documents[i]); }
    });

    function firstAtLeast(sortedTerms, text) {
      var low = 0;
      var high = sortedTerms.length;
      while (low < high) {
        var middle = (low + high) >> 1;
        if (sortedTerms[middle] < text) { low = middle + 1; } else { high = middle; }
      }
      return low;
    }

    // Calls found(text, postings, offset) for every indexed term the query term matches.
    function forEachMatch(term, found) {
      shards.forEach(function (shard) {
        if (!term.prefix) {
          if (Object.prototype.hasOwnProperty.call(shard.terms, term.text)) {
            found(term.text, shard.terms[term.text], shard.offset);
          }
          return;
        }
        var sortedTerms = shard.sortedTerms;
        for (var i = firstAtLeast(sortedTerms, term.text); i < sortedTerms.length; i++) {
          if (sortedTerms[i].lastIndexOf(term.text, 0) !== 0) { break; }
          found(sortedTerms[i], shard.terms[sortedTerms[i]], shard.offset);
        }
      });
    }

    // The edit distance between a and b (insertions, deletions, substitutions and swaps of neighbours),
    // or limit + 1 once it is certain to exceed limit.
    function editDistance(a, b, limit) {
      if (Math.abs(a.length - b.length) > limit) { return limit + 1; }
      var before = null;
      var previous = [];
      for (var j = 0; j <= b.length; j++) { previous.push(j); }
      for (var i = 1; i <= a.length; i++) {
        var row = [i];
        var smallest = i;
        for (var k = 1; k <= b.length; k++) {
          var cost = a[i - 1] === b[k - 1] ? 0 : 1;
          var value = Math.min(previous[k] + 1, row[k - 1] + 1, previous[k - 1] + cost);
          if (before && i > 1 && k > 1 && a[i - 1] === b[k - 2] && a[i - 2] === b[k - 1]) {
            value = Math.min(value, before[k - 2] + 1);
          }
          row.push(value);
          if (value < smallest) { smallest = value; }
        }
        if (smallest > limit) { return limit + 1; }
        before = previous;
        previous = row;
      }
      return previous[b.length];
    }

    // A misspelt word ("hilighted", "settittle") finds the indexed words within one edit (two for
    // words of eight letters or more), whole or as the start of a longer word.
    function forEachNearMatch(term, found) {
      if (!term.prefix || term.text.length < 4) { return; }
      var limit = term.text.length >= 8 ? 2 : 1;
      shards.forEach(function (shard) {
        shard.sortedTerms.forEach(function (text) {
          var whole = editDistance(term.text, text, limit) <= limit;
          var start = !whole && text.length > term.text.length &&
            editDistance(term.text, text.slice(0, term.text.length), 1) <= 1;
          if (whole || start) { found(text, shard.terms[text], shard.offset); }
        });
      });
    }

    // How a document's name answers the query as typed: 0 when it is the name as written, whole or
    // qualified ("UIButton.Configuration"; "filled" for UIButton.Configuration.filled()), 1 when it is the
    // name in another case ("configuration" for UIButton.Configuration), 2 when the name starts with it,
    // 3 otherwise. Names come first, then prefixes, then the rest, typos among them.
    function nameTier(document, query) {
      var names;
      if (document.k.indexOf("#") >= 0) {
        // A case is named by its ID, the end of its title ("setTitle(_:for:) › title-falls-back").
        names = [document.t.slice(document.t.lastIndexOf(" ") + 1)];
      } else {
        var parenthesis = document.k.indexOf("(");
        var last = document.k.slice(document.k.lastIndexOf(".", parenthesis < 0 ? document.k.length : parenthesis) + 1);
        names = [document.t, document.k, last];
      }
      names = names.concat(names.map(function (name) { return name.split("(")[0]; }));
      function named(exact) {
        var wanted = exact ? query : query.toLowerCase();
        return names.some(function (name) {
          var text = exact ? name : name.toLowerCase();
          var dot = text.length - wanted.length - 1;
          return text === wanted || (dot >= 0 && text.charAt(dot) === "." && text.slice(dot + 1) === wanted);
        });
      }
      if (!query) { return 3; }
      if (named(true)) { return 0; }
      if (named(false)) { return 1; }
      var lower = query.toLowerCase();
      return names.some(function (name) { return name.toLowerCase().lastIndexOf(lower, 0) === 0; }) ? 2 : 3;
    }

    return function search(query) {
      var wanted = query.trim();
      var terms = queryTerms(query);
      if (!terms.length) { return []; }
      var scores = null;
      terms.forEach(function (term) {
        var termScores = new Map();
        var matched = false;
        function add(bonus, postings, offset) {
          for (var i = 0; i + 1 < postings.length; i += 2) {
            var number = postings[i] + offset;
            var score = postings[i + 1] * bonus;
            if (!termScores.has(number) || termScores.get(number) < score) {
              termScores.set(number, score);
            }
          }
        }
        forEachMatch(term, function (text, postings, offset) {
          matched = true;
          add(text === term.text ? 2 : 1, postings, offset);
        });
        if (!matched) {
          forEachNearMatch(term, function (text, postings, offset) { add(0.5, postings, offset); });
        }
        if (scores === null) {
          scores = termScores;
        } else {
          var combined = new Map();
          scores.forEach(function (score, document) {
            if (termScores.has(document)) { combined.set(document, score + termScores.get(document)); }
          });
          scores = combined;
        }
      });
      var tiers = new Map();
      scores.forEach(function (score, number) { tiers.set(number, nameTier(documents[number], wanted)); });
      var ranked = Array.from(scores.entries()).sort(function (left, right) {
        var a = documents[left[0]];
        var b = documents[right[0]];
        if (tiers.get(left[0]) !== tiers.get(right[0])) { return tiers.get(left[0]) - tiers.get(right[0]); }
        if (left[1] !== right[1]) { return right[1] - left[1]; }
        var aOwn = a.l === pageLanguage;
        var bOwn = b.l === pageLanguage;
        if (aOwn !== bOwn) { return aOwn ? -1 : 1; }
        if (a.t.length !== b.t.length) { return a.t.length - b.t.length; }
        return left[0] - right[0];
      });
      var ownLanguage = new Map();
      ranked.forEach(function (entry) {
        var document = documents[entry[0]];
        if (document.l === pageLanguage && !ownLanguage.has(document.k)) {
          ownLanguage.set(document.k, entry[0]);
        }
      });
      var seen = new Set();
      var results = [];
      ranked.forEach(function (entry) {
        var document = documents[entry[0]];
        if (seen.has(document.k)) { return; }
        seen.add(document.k);
        results.push(documents[ownLanguage.has(document.k) ? ownLanguage.get(document.k) : entry[0]]);
      });
      return results;
    };
  }

  function addScript(source, done) {
    var script = document.createElement("script");
    script.src = source;
    script.addEventListener("load", done);
    script.addEventListener("error", done);
    document.head.appendChild(script);
  }

  // The index is script files (fetch fails on file://), loaded when the reader first wants to
  // search: data-index defines the global with the number of parts, then each part adds itself.
  function loadIndex(input, ready) {
    if (input.getAttribute("data-loading")) { return; }
    input.setAttribute("data-loading", "true");
    var manifest = input.getAttribute("data-index");
    addScript(manifest, function () {
      var index = window.ControlSpecSearchIndex;
      if (!index || !index.partCount) { ready(null); return; }
      var folder = manifest.replace(/[^\/]*$/, "") + "search/";
      var waiting = index.partCount;
      for (var part = 0; part < index.partCount; part++) {
        addScript(folder + (part < 10 ? "0" : "") + part + ".js", function () {
          waiting -= 1;
          if (waiting === 0) { ready(index); }
        });
      }
    });
  }

  function setUpSearch() {
    var input = document.getElementById("search-input");
    var list = document.getElementById("search-results");
    if (!input || !list) { return; }
    var search = null;
    var maximumResults = 20;
    var active = -1;
    function whenLoaded() {
      loadIndex(input, function (index) {
        if (!index || search) { return; }
        search = createSearch(index.parts);
        if (input.value.trim()) { render(); }
      });
    }

    function span(className, text) {
      var element = document.createElement("span");
      element.className = className;
      element.textContent = text;
      return element;
    }

    function options() { return list.querySelectorAll("li[role=option]"); }

    function setActive(position) {
      var items = options();
      if (!items.length) { active = -1; return; }
      active = Math.max(0, Math.min(position, items.length - 1));
      Array.prototype.forEach.call(items, function (item, itemIndex) {
        item.setAttribute("aria-selected", String(itemIndex === active));
      });
      input.setAttribute("aria-activedescendant", items[active].id);
      items[active].scrollIntoView({ block: "nearest" });
    }

    function close() {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }

    function render() {
      var query = input.value.trim();
      while (list.firstChild) { list.removeChild(list.firstChild); }
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!query) { close(); return; }
      if (!search) { whenLoaded(); return; }
      var results = search(query).slice(0, maximumResults);
      if (!results.length) {
        var empty = document.createElement("li");
        empty.className = "search-empty";
        empty.textContent = input.getAttribute("data-no-results") || "No results";
        list.appendChild(empty);
      }
      results.forEach(function (result, position) {
        var item = document.createElement("li");
        item.id = "search-result-" + position;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        var link = document.createElement("a");
        link.href = root + encodeURI(result.u);
        link.tabIndex = -1;
        link.appendChild(span("result-title", result.t));
        var meta = result.m + (result.l === pageLanguage ? "" : " · " + languageNames[result.l]);
        link.appendChild(span("result-meta", meta));
        if (result.s) { link.appendChild(span("result-snippet", result.s)); }
        if (result.l !== pageLanguage) { link.setAttribute("hreflang", result.l); }
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }

    function follow() {
      var items = options();
      if (!items.length) { return; }
      var link = items[Math.max(active, 0)].querySelector("a");
      window.location.href = link.href;
    }

    input.addEventListener("input", render);
    input.addEventListener("focus", function () {
      whenLoaded();
      if (input.value.trim()) { render(); }
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        if (list.hidden) { render(); }
        setActive(active + 1);
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        setActive(active - 1);
      } else if (event.key === "Enter") {
        event.preventDefault();
        follow();
      } else if (event.key === "Escape") {
        if (list.hidden) { input.value = ""; } else { close(); }
      }
    });
    document.addEventListener("click", function (event) {
      if (!event.target.closest || !event.target.closest(".search")) { close(); }
    });
    document.addEventListener("keydown", function (event) {
      var typing = /^(input|textarea|select)$/i.test(event.target.tagName || "");
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        input.focus();
      }
    });
  }

  function start() {
    if (html.getAttribute("data-page") === "root") {
      rememberLanguageChoices();
      chooseLanguage();
      return;
    }
    rememberLanguageChoices();
    setUpAppearance();
    setUpSidebar();
    setUpDeclarationToggle();
    setUpCopyButtons();
    setUpSearch();
    restoreScrollPosition();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();