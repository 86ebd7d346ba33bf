/// The files of `assets/` that do not depend on the corpus.
enum SiteAssets {
    /// `assets/site.css`: system fonts (with Chinese fallbacks), light and dark colours, a phone
    /// layout and a print style sheet.
    static let stylesheet = #"""
        /* ControlSpec site style sheet. No web fonts: the system's own, with Chinese fallbacks. */
        :root {
          /* Latin fonts first so that Latin text and punctuation never take a Chinese font's glyphs. */
          --font-text: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial,
            "Noto Sans", "Liberation Sans", "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC",
            "Source Han Sans SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif;
          --font-code: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono",
            "Noto Sans Mono CJK SC", "WenQuanYi Micro Hei Mono", monospace;
          --background: #ffffff;
          --surface: #f6f7f9;
          --code-background: #f4f5f7;
          --text: #1d1d1f;
          --muted: #5f6368;
          --border: #d9dce1;
          --accent: #0a62c9;
          --accent-soft: #e6f0fb;
          --warning: #9a5b00;
          --warning-soft: #fdf1dc;
          --danger: #b3261e;
          --danger-soft: #fbe7e6;
          --success: #1c7a3e;
          --success-soft: #e3f4e8;
          --syntax-keyword: #9b2393;
          --syntax-type: #3e6d74;
          --syntax-string: #c41a16;
          --syntax-number: #1c00cf;
          --syntax-comment: #5d6c79;
          --syntax-macro: #643820;
          --syntax-attribute: #815f03;
          --shadow: 0 10px 30px rgba(20, 30, 50, 0.14);
          color-scheme: light dark;
        }

        @media (prefers-color-scheme: dark) {
          :root {
            --background: #151618;
            --surface: #1d1f22;
            --code-background: #1f2124;
            --text: #ececf1;
            --muted: #a4a8b0;
            --border: #34373c;
            --accent: #6cb2ff;
            --accent-soft: #1b2e45;
            --warning: #f0b35a;
            --warning-soft: #3a2c14;
            --danger: #ff8a80;
            --danger-soft: #43201e;
            --success: #7bd88f;
            --success-soft: #173322;
            --syntax-keyword: #ff7ab2;
            --syntax-type: #9ef1dd;
            --syntax-string: #ff8170;
            --syntax-number: #d9c97c;
            --syntax-comment: #7f8c98;
            --syntax-macro: #fd8f3f;
            --syntax-attribute: #cc9768;
            --shadow: 0 10px 30px rgba(0, 0, 0, 0.5);
          }
        }

        *, *::before, *::after { box-sizing: border-box; }

        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

        body {
          margin: 0;
          background: var(--background);
          color: var(--text);
          font-family: var(--font-text);
          font-size: 17px;
          line-height: 1.6;
          overflow-wrap: break-word;
        }

        /* Chinese pages: Chinese fonts first, so that quotes and punctuation take their Chinese forms. */
        html:lang(zh-Hans) {
          --font-text: -apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC",
            "Source Han Sans SC", "Microsoft YaHei", "WenQuanYi Micro Hei", "Segoe UI", Roboto, "Helvetica Neue",
            Arial, sans-serif;
        }
        body:lang(zh-Hans) { line-height: 1.8; }

        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        a:focus-visible, button:focus-visible, input:focus-visible, summary:focus-visible {
          outline: 2px solid var(--accent);
          outline-offset: 2px;
          border-radius: 4px;
        }

        code, pre { font-family: var(--font-code); font-size: 0.9em; }
        p code, li code, dd code, td code {
          background: var(--code-background);
          border-radius: 4px;
          padding: 0.1em 0.25em;
        }

        h1, h2, h3 { line-height: 1.25; font-weight: 650; }
        h2 { font-size: 1.5rem; margin: 2.5rem 0 0.75rem; padding-top: 1.25rem; border-top: 1px solid var(--border); }
        h3 { font-size: 1.15rem; margin: 1.75rem 0 0.5rem; }
        [id] { scroll-margin-top: 5rem; }

        .visually-hidden {
          position: absolute !important;
          width: 1px; height: 1px;
          margin: -1px; padding: 0; border: 0;
          overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
        }

        .skip-link { position: absolute; left: -999px; top: 0.5rem; z-index: 20; }
        .skip-link:focus { left: 0.5rem; background: var(--background); padding: 0.4rem 0.8rem; border-radius: 6px; }

        /* Header */
        .site-header {
          position: sticky;
          top: 0;
          z-index: 10;
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 0.5rem 1.25rem;
          padding: 0.6rem max(1.25rem, calc((100% - 52rem) / 2 + 1.25rem));
          background: color-mix(in srgb, var(--background) 88%, transparent);
          backdrop-filter: saturate(180%) blur(12px);
          -webkit-backdrop-filter: saturate(180%) blur(12px);
          border-bottom: 1px solid var(--border);
        }
        .brand { font-weight: 700; font-size: 1.05rem; color: var(--text); letter-spacing: -0.01em; }
        .class-nav { display: flex; gap: 1rem; font-size: 0.95rem; }
        .class-nav a { color: var(--muted); }
        .class-nav a:hover { color: var(--accent); }
        .language-switch {
          margin-left: auto;
          order: 3;
          font-size: 0.9rem;
          padding: 0.2rem 0.75rem;
          border: 1px solid var(--border);
          border-radius: 999px;
          color: var(--text);
          white-space: nowrap;
        }
        .language-switch:hover { border-color: var(--accent); text-decoration: none; }

        /* Search */
        .search { position: relative; flex: 1 1 14rem; max-width: 24rem; order: 2; }
        html:not(.js) .search { display: none; }
        .search input {
          width: 100%;
          font: inherit;
          font-size: 0.95rem;
          padding: 0.35rem 0.8rem;
          border: 1px solid var(--border);
          border-radius: 8px;
          background: var(--surface);
          color: var(--text);
        }
        .search-results {
          position: absolute;
          top: calc(100% + 6px);
          left: 0;
          width: min(34rem, calc(100vw - 2rem));
          max-height: 70vh;
          overflow-y: auto;
          margin: 0;
          padding: 0.35rem;
          list-style: none;
          background: var(--background);
          border: 1px solid var(--border);
          border-radius: 10px;
          box-shadow: var(--shadow);
        }
        .search-results[hidden] { display: none; }
        .search-results li { border-radius: 7px; }
        .search-results a { display: block; padding: 0.45rem 0.65rem; color: var(--text); text-decoration: none; }
        .search-results li[aria-selected="true"] { background: var(--accent-soft); }
        .search-results li[aria-selected="true"] .result-title { color: var(--accent); }
        .result-title { display: block; font-family: var(--font-code); font-size: 0.9rem; font-weight: 600; }
        .result-meta { display: block; font-size: 0.78rem; color: var(--muted); }
        .result-snippet {
          display: block;
          font-size: 0.85rem;
          color: var(--muted);
          overflow: hidden;
          text-overflow: ellipsis;
          white-space: nowrap;
        }
        .search-empty { padding: 0.6rem 0.75rem; color: var(--muted); font-size: 0.9rem; }

        /* Page */
        main { max-width: 52rem; margin: 0 auto; padding: 1.5rem 1.25rem 4rem; }
        .breadcrumbs { font-size: 0.9rem; color: var(--muted); display: flex; flex-wrap: wrap; gap: 0.4rem; }
        .breadcrumbs a { color: var(--muted); }
        .breadcrumbs a:hover { color: var(--accent); }
        .eyebrow {
          margin: 1.5rem 0 0.25rem;
          font-size: 0.85rem;
          font-weight: 600;
          letter-spacing: 0.04em;
          text-transform: uppercase;
          color: var(--muted);
        }
        .symbol-title { margin: 0 0 0.6rem; font-size: 2.1rem; overflow-wrap: anywhere; }
        .symbol-title code { font-size: 1em; font-weight: 650; }

        .badges { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.4rem 0; }
        .badge {
          display: inline-block;
          font-size: 0.75rem;
          font-weight: 600;
          line-height: 1.5;
          padding: 0.1rem 0.55rem;
          border-radius: 999px;
          background: var(--surface);
          border: 1px solid var(--border);
          color: var(--muted);
          white-space: nowrap;
        }
        .badge.deprecated { background: var(--warning-soft); border-color: transparent; color: var(--warning); }
        .badge.missing { font-weight: 500; }
        .badge.evidence-documented, .badge.evidence-reported, .badge.evidence-inferred { border-color: transparent; }
        .badge.evidence-documented { background: var(--success-soft); color: var(--success); }
        .badge.evidence-reported { background: var(--accent-soft); color: var(--accent); }
        .badge.evidence-inferred { background: var(--warning-soft); color: var(--warning); }
        .deprecation-note {
          padding: 0.6rem 0.9rem;
          border-left: 3px solid var(--warning);
          background: var(--warning-soft);
          border-radius: 0 8px 8px 0;
        }

        .abstract > p:first-child { font-size: 1.2rem; color: var(--text); margin-top: 1rem; }

        /* Declarations and code */
        .section-heading {
          display: flex;
          flex-wrap: wrap;
          align-items: baseline;
          justify-content: space-between;
          gap: 0.5rem;
          margin: 2.5rem 0 0.75rem;
          padding-top: 1.25rem;
          border-top: 1px solid var(--border);
        }
        .section-heading h2 { margin: 0; padding: 0; border: 0; }
        .declaration-toggle { display: none; border: 1px solid var(--border); border-radius: 8px; padding: 2px; }
        .js .declaration-toggle { display: inline-flex; }
        .declaration-toggle button {
          font: inherit;
          font-size: 0.8rem;
          padding: 0.2rem 0.7rem;
          border: 0;
          border-radius: 6px;
          background: transparent;
          color: var(--muted);
          cursor: pointer;
        }
        .declaration-toggle button[aria-pressed="true"] {
          background: var(--accent-soft);
          color: var(--accent);
          font-weight: 600;
        }
        html:not(.js) pre.declaration-code::before {
          content: attr(data-label);
          display: block;
          font-family: var(--font-text);
          font-size: 0.75rem;
          color: var(--muted);
        }

        pre.code {
          margin: 0.75rem 0;
          padding: 0.9rem 1rem;
          overflow-x: auto;
          background: var(--code-background);
          border: 1px solid var(--border);
          border-radius: 10px;
          line-height: 1.55;
          tab-size: 4;
        }
        pre.code code { font-size: 0.85rem; }
        pre.declaration-code { white-space: pre-wrap; overflow-wrap: anywhere; }
        pre.declaration-code code { font-size: 0.9rem; }
        pre.declaration-code[hidden] { display: none; }
        .abstract pre, .doc-section pre:not(.code) {
          padding: 0.9rem 1rem;
          overflow-x: auto;
          background: var(--code-background);
          border-radius: 10px;
        }
        .k { color: var(--syntax-keyword); font-weight: 600; }
        .t { color: var(--syntax-type); }
        .s { color: var(--syntax-string); }
        .n { color: var(--syntax-number); }
        .c { color: var(--syntax-comment); font-style: italic; }
        .m { color: var(--syntax-macro); font-weight: 600; }
        .a { color: var(--syntax-attribute); }

        /* Sections */
        dl.parameters { margin: 0; }
        dl.parameters dt { margin-top: 0.75rem; font-weight: 600; }
        dl.parameters dd { margin: 0.1rem 0 0 1.25rem; }
        dl.parameters dd > p:first-child { margin-top: 0; }
        h3.constant { margin-top: 2rem; }
        h3.constant code { font-size: 1rem; }
        .constant-badges { margin-top: -0.2rem; }

        figure { margin: 1.25rem 0; }
        figure.case {
          border: 1px solid var(--border);
          border-radius: 12px;
          overflow: hidden;
          background: var(--background);
        }
        figure.case:target { border-color: var(--accent); box-shadow: 0 0 0 3px var(--accent-soft); }
        .case-header {
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 0.4rem 0.5rem;
          padding: 0.55rem 0.9rem;
          background: var(--surface);
          border-bottom: 1px solid var(--border);
        }
        .case-id { font-weight: 600; margin-right: auto; overflow-wrap: anywhere; }
        .case-id code { font-size: 0.85rem; }
        figure.case pre.code { margin: 0; border: 0; border-radius: 0; }
        .case-source {
          margin: 0;
          padding: 0.45rem 0.9rem;
          font-size: 0.85rem;
          color: var(--muted);
          border-top: 1px solid var(--border);
        }
        .statuses { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; padding: 0; list-style: none; }
        .status {
          font-size: 0.75rem;
          padding: 0.1rem 0.5rem;
          border-radius: 999px;
          border: 1px solid var(--border);
        }
        .status .status-value { font-weight: 700; }
        .status-pass { background: var(--success-soft); color: var(--success); border-color: transparent; }
        .status-fail, .status-error { background: var(--danger-soft); color: var(--danger); border-color: transparent; }
        figure.example figcaption { font-size: 0.8rem; color: var(--muted); font-weight: 600; }
        figure.example pre.code { margin-top: 0.25rem; }

        /* Class pages */
        .member-list { list-style: none; margin: 0; padding: 0; }
        .member-list li { padding: 0.55rem 0; border-bottom: 1px solid var(--border); }
        .member-list li:last-child { border-bottom: 0; }
        .member-line { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; }
        .member-name { font-weight: 600; overflow-wrap: anywhere; }
        .member-name.undocumented { color: var(--muted); font-weight: 500; }
        .member-summary { margin: 0.15rem 0 0; color: var(--muted); font-size: 0.95rem; }
        .is-deprecated .member-name code { text-decoration: line-through; text-decoration-thickness: 1px; }
        details { border: 1px solid var(--border); border-radius: 10px; padding: 0.5rem 1rem; }
        details summary { cursor: pointer; font-weight: 600; padding: 0.25rem 0; }

        /* Home */
        .hero h1 { font-size: 2.6rem; margin: 1.5rem 0 0.5rem; letter-spacing: -0.02em; }
        .tagline { font-size: 1.2rem; color: var(--muted); max-width: 40rem; }
        .stats {
          display: grid;
          grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
          gap: 0.75rem;
          list-style: none;
          padding: 0;
        }
        .stat { padding: 0.9rem 1rem; border: 1px solid var(--border); border-radius: 12px; }
        .stat { background: var(--surface); }
        .stat-value { display: block; font-size: 1.6rem; font-weight: 700; }
        .stat.result .stat-value { font-size: 1.1rem; font-family: var(--font-code); }
        .stat-label { color: var(--muted); font-size: 0.9rem; }
        .class-cards {
          display: grid;
          grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
          gap: 1rem;
          list-style: none;
          padding: 0;
        }
        .class-card { padding: 1rem 1.2rem; border: 1px solid var(--border); border-radius: 12px; }
        .class-card h3 { margin-top: 0; }
        .card-meta { color: var(--muted); font-size: 0.9rem; margin-bottom: 0; }

        /* Root */
        main.root { max-width: 40rem; padding-top: 4rem; }
        .language-choices { list-style: none; padding: 0; display: grid; gap: 1rem; }
        .language-choices li { padding: 1.1rem 1.3rem; border: 1px solid var(--border); border-radius: 12px; }
        .language-choice { font-size: 1.3rem; font-weight: 650; }
        .language-choices p { margin: 0.4rem 0 0; color: var(--muted); }

        .site-footer { max-width: 52rem; margin: 0 auto; padding: 0 1.25rem 3rem; }
        .site-footer { color: var(--muted); font-size: 0.85rem; }
        .site-footer p { margin: 0; padding-top: 1.5rem; border-top: 1px solid var(--border); }

        /* Phones */
        @media (max-width: 640px) {
          body { font-size: 16px; }
          .site-header { gap: 0.5rem 0.9rem; padding: 0.5rem 0.9rem; }
          .site-footer { padding: 0 0.9rem 2rem; }
          .class-nav { font-size: 0.9rem; gap: 0.75rem; }
          .search { order: 4; flex-basis: 100%; max-width: none; }
          .search-results { width: 100%; }
          main { padding: 1rem 0.9rem 3rem; }
          .symbol-title { font-size: 1.6rem; }
          .hero h1 { font-size: 2rem; }
          h2 { font-size: 1.3rem; }
          pre.code { padding: 0.75rem; border-radius: 8px; }
          pre.code code { font-size: 0.8rem; }
          dl.parameters dd { margin-left: 0.75rem; }
          .stat { padding: 0.7rem 0.8rem; }
          .stat-value { font-size: 1.3rem; }
        }

        /* Narrow phones: the home page and the breadcrumbs lead to the classes. */
        @media (max-width: 420px) {
          .class-nav { display: none; }
        }

        /* Print: the content, both declarations, no interface. */
        @media print {
          :root {
            --background: #fff; --surface: #fff; --code-background: #f6f6f6; --text: #000; --muted: #444;
            --border: #bbb; --accent: #000;
          }
          body { font-size: 11pt; }
          .site-header, .skip-link, .declaration-toggle, .search { display: none !important; }
          pre.declaration-code[hidden] { display: block; }
          pre.declaration-code::before {
            content: attr(data-label);
            display: block;
            font-family: var(--font-text);
            font-size: 0.75rem;
          }
          pre.code { white-space: pre-wrap; break-inside: avoid; }
          figure.case { break-inside: avoid; }
          h2, h3 { break-after: avoid; }
          a { text-decoration: underline; }
          .case-source a::after { content: " (" attr(href) ")"; }
          main { max-width: none; padding: 0; }
          details > *:not(summary) { display: block; }
        }
        """#
}
