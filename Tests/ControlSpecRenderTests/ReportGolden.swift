/// The expected `index.html` of ``ReportFixture``: review changes to it like code.
///
/// Long lines are wrapped with raw-string line continuations (a line ending in a backslash and `#`),
/// which join them without a line break.
enum ReportGolden {
    static let index = #"""
        <!DOCTYPE html>
        <html lang="en" data-ui="en" data-title-en="Conformance report – reference 0.1.0" data-title-zh-hans="一致性报告 – \#
        reference 0.1.0">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; script-src &#39;self&#39;; \#
        style-src &#39;self&#39;; img-src &#39;self&#39;; base-uri &#39;none&#39;; form-action &#39;none&#39;">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Conformance report – reference 0.1.0</title>
        <link rel="stylesheet" href="report.css">
        <script src="report.js" defer></script>
        </head>
        <body>
        <header class="top">
        <h1><span class="t" lang="en">Conformance report</span><span class="t" lang="zh-Hans">一致性报告</span>\#
        <span class="subtitle">reference 0.1.0</span></h1>
        <nav class="language-switch" aria-label="Language / 语言">
        <button type="button" lang="en" data-set-language="en" aria-pressed="true">English</button>\#
        <button type="button" lang="zh-Hans" data-set-language="zh-Hans" aria-pressed="false">简体中文</button></nav>
        </header>
        <main>
        <section class="summary">
        <h2><span class="t" lang="en">Summary</span><span class="t" lang="zh-Hans">摘要</span></h2>
        <dl class="facts">
        <div>
        <dt><span class="t" lang="en">Implementation</span><span class="t" lang="zh-Hans">实现</span></dt>
        <dd>reference 0.1.0</dd>
        </div>
        <div>
        <dt><span class="t" lang="en">Kit</span><span class="t" lang="zh-Hans">工具包</span></dt>
        <dd>0.1.0</dd>
        </div>
        <div>
        <dt><span class="t" lang="en">Commit</span><span class="t" lang="zh-Hans">提交</span></dt>
        <dd>0123abc</dd>
        </div>
        <div>
        <dt><span class="t" lang="en">Date</span><span class="t" lang="zh-Hans">日期</span></dt>
        <dd>2025-01-31T12:00:00Z</dd>
        </div>
        <div>
        <dt><span class="t" lang="en">Host</span><span class="t" lang="zh-Hans">主机</span></dt>
        <dd>builder</dd>
        </div>
        </dl>
        <ul class="counts">
        <li class="s-pass"><strong>2</strong> <span class="t" lang="en">Passed</span><span class="t" lang="zh-Hans">通过\#
        </span></li>
        <li class="s-fail"><strong>1</strong> <span class="t" lang="en">Failed</span><span class="t" lang="zh-Hans">失败\#
        </span></li>
        <li class="s-error"><strong>0</strong> <span class="t" lang="en">Errors</span>\#
        <span class="t" lang="zh-Hans">错误</span></li>
        <li class="s-timeout"><strong>0</strong> <span class="t" lang="en">Timed out</span>\#
        <span class="t" lang="zh-Hans">超时</span></li>
        <li class="s-crash"><strong>0</strong> <span class="t" lang="en">Crashed</span>\#
        <span class="t" lang="zh-Hans">崩溃</span></li>
        <li class="s-unsupported"><strong>0</strong> <span class="t" lang="en">Unsupported</span>\#
        <span class="t" lang="zh-Hans">不支持</span></li>
        <li class="s-skip"><strong>1</strong> <span class="t" lang="en">Skipped</span>\#
        <span class="t" lang="zh-Hans">跳过</span></li>
        </ul>
        <p class="tally"><code>2 passed, 1 failed, 0 errored, 1 skipped</code></p>
        <p class="unexpected"><span class="t" lang="en">Unexpected</span><span class="t" lang="zh-Hans">意外结果</span>: 2\#
        </p>
        <h3><span class="t" lang="en">By class</span><span class="t" lang="zh-Hans">按类统计</span></h3>
        <table class="classes">
        <thead><tr><th scope="col"><span class="t" lang="en">Class</span><span class="t" lang="zh-Hans">类</span></th>\#
        <th scope="col"><span class="t" lang="en">Cases</span><span class="t" lang="zh-Hans">用例</span></th>\#
        <th scope="col"><span class="t" lang="en">Passed</span><span class="t" lang="zh-Hans">通过</span> / \#
        <span class="t" lang="en">Total</span><span class="t" lang="zh-Hans">总计</span></th></tr>
        </thead><tbody><tr><th scope="row">UIButton</th><td class="bar-cell">\#
        <svg class="bar" width="100%" height="12" role="img" aria-label="1 passed, 1 failed, 0 errored, 0 skipped">\#
        <rect class="s-pass" x="0%" width="50%" height="100%"></rect>\#
        <rect class="s-fail" x="50%" width="50%" height="100%"></rect></svg></td><td class="number">1/2</td></tr>
        <tr><th scope="row">UIControl</th><td class="bar-cell">\#
        <svg class="bar" width="100%" height="12" role="img" aria-label="1 passed, 0 failed, 0 errored, 1 skipped">\#
        <rect class="s-pass" x="0%" width="50%" height="100%"></rect>\#
        <rect class="s-skip" x="50%" width="50%" height="100%"></rect></svg></td><td class="number">1/2</td></tr>
        </tbody></table>
        </section>
        <section class="cases">
        <h2><span class="t" lang="en">Cases</span><span class="t" lang="zh-Hans">用例</span></h2>
        <div class="filters">
        <fieldset><legend><span class="t" lang="en">Show</span><span class="t" lang="zh-Hans">显示</span></legend>\#
        <label class="filter s-pass"><input type="checkbox" value="PASS" data-status-filter checked> \#
        <span class="t" lang="en">Passed</span><span class="t" lang="zh-Hans">通过</span> (2)</label>\#
        <label class="filter s-fail"><input type="checkbox" value="FAIL" data-status-filter checked> \#
        <span class="t" lang="en">Failed</span><span class="t" lang="zh-Hans">失败</span> (1)</label>\#
        <label class="filter s-error"><input type="checkbox" value="ERROR" data-status-filter checked> \#
        <span class="t" lang="en">Errors</span><span class="t" lang="zh-Hans">错误</span> (0)</label>\#
        <label class="filter s-timeout"><input type="checkbox" value="TIMEOUT" data-status-filter checked> \#
        <span class="t" lang="en">Timed out</span><span class="t" lang="zh-Hans">超时</span> (0)</label>\#
        <label class="filter s-crash"><input type="checkbox" value="CRASH" data-status-filter checked> \#
        <span class="t" lang="en">Crashed</span><span class="t" lang="zh-Hans">崩溃</span> (0)</label>\#
        <label class="filter s-unsupported"><input type="checkbox" value="UNSUPPORTED" data-status-filter checked> \#
        <span class="t" lang="en">Unsupported</span><span class="t" lang="zh-Hans">不支持</span> (0)</label>\#
        <label class="filter s-skip"><input type="checkbox" value="SKIP" data-status-filter checked> \#
        <span class="t" lang="en">Skipped</span><span class="t" lang="zh-Hans">跳过</span> (1)</label></fieldset>\#
        <input type="search" id="member-search" placeholder="Search members" aria-label="Search members" \#
        data-placeholder-en="Search members" data-placeholder-zh-hans="搜索成员"></div>
        <p id="no-match" hidden><span class="t" lang="en">No cases match the filter.</span>\#
        <span class="t" lang="zh-Hans">没有符合筛选条件的用例。</span></p>
        <div class="tree">
        <details class="class" open>
        <summary><span class="name">UIButton</span><span class="mini-counts"><span class="s-pass">1 PASS</span>\#
        <span class="s-fail">1 FAIL</span></span></summary>
        <details class="member" data-member="UIButton.title(for:)" open>
        <summary><code>UIButton.title(for:)</code><span class="mini-counts"><span class="s-pass">1 PASS</span>\#
        <span class="s-fail">1 FAIL</span></span></summary>
        <details class="case s-fail" id="UIButton.title(for:)#falls-back" data-status="FAIL" open>
        <summary><span class="badge s-fail">FAIL</span><span class="case-id">falls-back</span>\#
        <span class="flag unexpected"><span class="t" lang="en">unexpected</span><span class="t" lang="zh-Hans">意外\#
        </span></span><span class="duration">1.3 ms</span></summary>
        <ul class="locations">
        <li><a href="../site/en/UIButton/title(for_).html#falls-back"><span class="t" lang="en">English page</span>\#
        <span class="t" lang="zh-Hans">英文页面</span></a> <code>Docs/en/UIButton/title(for_).md:7</code></li>
        <li><a href="../site/zh-Hans/UIButton/title(for_).html#falls-back"><span class="t" lang="en">Chinese page\#
        </span><span class="t" lang="zh-Hans">中文页面</span></a> <code>Docs/zh-Hans/UIButton/title(for_).md:7</code></li>
        </ul>
        <ul class="failures">
        <li><p class="message"><code class="location">Docs/en/UIButton/title(for_).md:10:1\#
        </code> expectation failed: button.title(for: .highlighted) == "&lt;Play&gt;"</p>
        <table class="values">
        <caption><span class="t" lang="en">Captured values</span><span class="t" lang="zh-Hans">捕获的值</span></caption>\#
        <thead><tr><th scope="col"><span class="t" lang="en">Expression</span><span class="t" lang="zh-Hans">表达式\#
        </span></th><th scope="col"><span class="t" lang="en">Value</span><span class="t" lang="zh-Hans">值</span></th>\#
        </tr>
        </thead><tbody><tr><td><code>button.title(for: .highlighted)</code></td><td><code>nil</code></td></tr>
        <tr><td><code>"&lt;Play&gt;"</code></td><td><code>"&lt;Play&gt;"</code></td></tr>
        </tbody></table>
        </li>
        </ul>
        <figure class="code">
        <figcaption><span class="t" lang="en">Case code</span><span class="t" lang="zh-Hans">用例代码</span></figcaption>
        <pre><code><span class="line" data-line="8">let button = UIButton(type: .custom)</span>
        <span class="line" data-line="9">button.setTitle("&lt;Play&gt;", for: .normal)</span>
        <span class="line hl" data-line="10">#expect(button.title(for: .highlighted) == "&lt;Play&gt;")</span>
        </code></pre>
        </figure>
        </details>
        <details class="case s-pass" id="UIButton.title(for:)#keeps-normal" data-status="PASS">
        <summary><span class="badge s-pass">PASS</span><span class="case-id">keeps-normal</span>\#
        <span class="duration">0.5 ms</span></summary>
        <ul class="locations">
        <li><a href="../site/en/UIButton/title(for_).html#keeps-normal"><span class="t" lang="en">English page</span>\#
        <span class="t" lang="zh-Hans">英文页面</span></a> <code>Docs/en/UIButton/title(for_).md:13</code></li>
        <li><a href="../site/zh-Hans/UIButton/title(for_).html#keeps-normal"><span class="t" lang="en">Chinese page\#
        </span><span class="t" lang="zh-Hans">中文页面</span></a> <code>Docs/zh-Hans/UIButton/title(for_).md:13</code>\#
        </li>
        </ul>
        <figure class="code">
        <figcaption><span class="t" lang="en">Case code</span><span class="t" lang="zh-Hans">用例代码</span></figcaption>
        <pre><code><span class="line" data-line="14">let button = UIButton(type: .custom)</span>
        <span class="line" data-line="15">#expect(button.title(for: .normal) == nil)</span>
        </code></pre>
        </figure>
        </details>
        </details>
        </details>
        <details class="class" open>
        <summary><span class="name">UIControl</span><span class="mini-counts"><span class="s-pass">1 PASS</span>\#
        <span class="s-skip">1 SKIP</span></span></summary>
        <details class="member" data-member="UIControl.isEnabled" open>
        <summary><code>UIControl.isEnabled</code><span class="mini-counts"><span class="s-pass">1 PASS</span>\#
        <span class="s-skip">1 SKIP</span></span></summary>
        <details class="case s-pass" id="UIControl.isEnabled#disabled-ignores-touches" data-status="PASS" open>
        <summary><span class="badge s-pass">PASS</span><span class="case-id">disabled-ignores-touches</span>\#
        <span class="flag unexpected"><span class="t" lang="en">unexpected pass</span>\#
        <span class="t" lang="zh-Hans">意外通过</span></span><span class="flag expectation">\#
        <span class="t" lang="en">expected</span><span class="t" lang="zh-Hans">预期</span> FAIL</span>\#
        <span class="duration">12 ms</span></summary>
        <ul class="locations">
        <li><a href="../site/en/UIControl/isEnabled.html#disabled-ignores-touches">\#
        <span class="t" lang="en">English page</span><span class="t" lang="zh-Hans">英文页面</span></a> \#
        <code>Docs/en/UIControl/isEnabled.md:7</code></li>
        <li><a href="../site/zh-Hans/UIControl/isEnabled.html#disabled-ignores-touches">\#
        <span class="t" lang="en">Chinese page</span><span class="t" lang="zh-Hans">中文页面</span></a> \#
        <code>Docs/zh-Hans/UIControl/isEnabled.md:7</code></li>
        </ul>
        <figure class="code">
        <figcaption><span class="t" lang="en">Case code</span><span class="t" lang="zh-Hans">用例代码</span></figcaption>
        <pre><code><span class="line" data-line="8">let control = UIControl()</span>
        <span class="line" data-line="9">control.isEnabled = false</span>
        <span class="line" data-line="10">#expect(!control.isEnabled)</span>
        </code></pre>
        </figure>
        </details>
        <details class="case s-skip" id="UIControl.isEnabled#needs-ios-99" data-status="SKIP">
        <summary><span class="badge s-skip">SKIP</span><span class="case-id">needs-ios-99</span>\#
        <span class="duration">0 ms</span></summary>
        <ul class="locations">
        <li><a href="../site/en/UIControl/isEnabled.html#needs-ios-99"><span class="t" lang="en">English page</span>\#
        <span class="t" lang="zh-Hans">英文页面</span></a> <code>Docs/en/UIControl/isEnabled.md:13</code></li>
        </ul>
        <p class="skip-reason"><span class="t" lang="en">Skipped because</span><span class="t" lang="zh-Hans">跳过原因\#
        </span>: needs iOS 99.0; reference models iOS 18.0</p>
        <figure class="code">
        <figcaption><span class="t" lang="en">Case code</span><span class="t" lang="zh-Hans">用例代码</span></figcaption>
        <pre><code><span class="line" data-line="14">let control = UIControl()</span>
        <span class="line" data-line="15">#expect(control.isEnabled)</span>
        </code></pre>
        </figure>
        </details>
        </details>
        </details>
        </div>
        </section>
        </main>
        </body>
        </html>

        """#
}
