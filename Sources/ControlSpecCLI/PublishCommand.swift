import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import ControlSpecSite
import Foundation

/// `controlspec publish`: the main job — lint, run against the reference, write site and report.
enum PublishCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "publish",
        abstract: "Lint, run the suite against the reference implementation, and write site, report and results.",
        discussion: """
            Writes one folder: site/ (the reference site), report/ (the conformance report), results.json and
            junit.xml. The folder is replaced atomically: an interrupted publish leaves the previous one intact.
            """,
        options: [
            Workspace.docsOption, Workspace.registryOption,
            OptionSpec("--out", value: "DIR", help: "The folder to write.", default: "_site"),
            OptionSpec("--jobs", value: "N", help: "Cases run at once.", default: "the number of cores"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let workspace = try Workspace.load(arguments, context: context)
        let diagnostics = (workspace.diagnostics + CaseChecks.diagnostics(for: workspace.corpus)).sortedForDisplay()
        if !diagnostics.isEmpty {
            context.out(DiagnosticPrinter.text(diagnostics, sources: { _ in nil }, human: false))
        }
        context.out("lint: \(workspace.corpus.pages.count) pages, " + DiagnosticPrinter.summary(diagnostics))
        if diagnostics.containsErrors {
            context.out("not published: fix the errors above first")
            return ExitStatus.findings
        }
        let (results, _) = try RunCommand.execute(arguments, workspace: workspace, context: context)
        let site = SiteGenerator(corpus: workspace.corpus, statuses: SiteCommand.statuses(from: [results])).generate()
        var files: [String: Data] = [:]
        for (path, data) in site.filesByPath { files["site/" + path] = data }
        for (path, data) in HTMLReport(results: results, corpus: workspace.corpus).files() {
            files["report/" + path] = data
        }
        files["results.json"] = results.jsonData()
        files["junit.xml"] = JUnitReport.data(results)
        files["index.html"] = Data(redirectPage.utf8)
        let out = context.url(arguments.value("--out") ?? "_site")
        try OutputWriter.replaceDirectory(at: out, with: files)
        if !site.diagnostics.isEmpty {
            context.out(DiagnosticPrinter.text(site.diagnostics, sources: { _ in nil }, human: false))
        }
        context.out("site:    \(out.appendingPathComponent("site/index.html").path)")
        context.out("report:  \(out.appendingPathComponent("report/index.html").path)")
        context.out("results: \(out.appendingPathComponent("results.json").path)")
        let unexpected = results.cases.contains { !$0.expected }
        return unexpected || site.diagnostics.containsErrors ? ExitStatus.findings : ExitStatus.success
    }

    /// The folder's front door: sends the browser to the site.
    static let redirectPage = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>ControlSpec</title>
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
        <meta http-equiv="refresh" content="0; url=site/index.html"></head>
        <body><p><a href="site/index.html">Reference</a> · <a href="report/index.html">Conformance report</a></p></body>
        </html>
        """
}
