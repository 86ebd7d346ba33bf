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