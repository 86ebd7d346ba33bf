// controlspec preview: reloads this page when a rebuild wrote it (keeping the scroll position), and
// shows the page's lint errors and failing cases in an overlay until they are fixed.
(function () {
  "use strict";
  var script = document.currentScript;
  var page = script.getAttribute("data-page");
  var generation = Number(script.getAttribute("data-generation"));
  var scrollKey = "controlspec-preview-scroll:" + page;

  var saved = sessionStorage.getItem(scrollKey);
  if (saved !== null) {
    sessionStorage.removeItem(scrollKey);
    var restore = function () { window.scrollTo(0, Number(saved)); };
    restore();
    window.addEventListener("load", function () { restore(); requestAnimationFrame(restore); });
  }

  var style = document.createElement("link");
  style.rel = "stylesheet";
  style.href = "/_preview/live.css";
  document.head.appendChild(style);

  function text(tag, className, content) {
    var element = document.createElement(tag);
    if (className) { element.className = className; }
    element.textContent = content;
    return element;
  }

  function problemItem(problem) {
    var item = document.createElement("li");
    item.className = "controlspec-preview-" + problem.severity;
    var place = problem.file + (problem.line ? ":" + problem.line : "");
    item.appendChild(text("code", "controlspec-preview-place", place));
    item.appendChild(text("span", "", " " + problem.severity + ": " + problem.message));
    if (problem.fix) { item.appendChild(text("div", "controlspec-preview-fix", "fix: " + problem.fix)); }
    return item;
  }

  function showOverlay(build) {
    var old = document.getElementById("controlspec-preview-overlay");
    if (old) { old.remove(); }
    var problems = (build.problems[page] || []).concat(build.elsewhere || []);
    var translation = (build.translationStatus || {})[page];
    if (!problems.length && !build.failure && !translation) { return; }
    var overlay = document.createElement("aside");
    overlay.id = "controlspec-preview-overlay";
    overlay.setAttribute("role", "alert");
    overlay.setAttribute("aria-label", "controlspec preview");
    if (translation) { overlay.appendChild(text("p", "controlspec-preview-translation", translation)); }
    if (build.failure) { overlay.appendChild(text("p", "controlspec-preview-error", build.failure)); }
    if (problems.length) {
      var list = document.createElement("ul");
      problems.forEach(function (problem) { list.appendChild(problemItem(problem)); });
      overlay.appendChild(list);
    }
    var close = text("button", "controlspec-preview-close", "×");
    close.type = "button";
    close.setAttribute("aria-label", "Hide");
    close.addEventListener("click", function () { overlay.remove(); });
    overlay.insertBefore(close, overlay.firstChild);
    document.body.appendChild(overlay);
  }

  var events = new EventSource("/_preview/events");
  events.addEventListener("build", function (event) {
    var build = JSON.parse(event.data);
    if (build.generation > generation && build.changed.indexOf(page) >= 0) {
      sessionStorage.setItem(scrollKey, String(window.scrollY));
      events.close();
      location.reload();
      return;
    }
    showOverlay(build);
  });
})();
