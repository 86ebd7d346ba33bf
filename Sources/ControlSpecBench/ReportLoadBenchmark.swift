import ControlSpecModel
import ControlSpecReport
import ControlSpecRunner
import Foundation
import ReferenceBinding

/// How a report of one size loads in headless Chromium.
package struct ReportLoadFigures: Hashable, Sendable, Codable {
    /// Cases in the report's run.
    package var cases: Int
    /// Time to render the report's files and write them into a fresh folder.
    package var writeSeconds: Double
    package var indexBytes: Int
    /// Every file of the report folder (the index, its style and script, the case part files).
    package var folderBytes: Int
    /// Elements in the page once it loaded.
    package var domNodes: Int
    /// First contentful paint and the load event, medians of three fresh loads, in milliseconds.
    package var firstPaintMs: Double
    package var loadEventMs: Double
}

/// Writes reports of the suite's own run and of runs scaled to more cases, then has the browser test script
/// open each in headless Chromium (`Tests/browser/report_test.py --load-time`) and read its paint and
/// load times, so that the report's targets are measured beside a baseline from the same run: the report of
/// the suite as it is.
package struct ReportLoadBenchmark {
    /// The script that opens the reports; relative to the package folder.
    package static let script = "Tests/browser/report_test.py"

    package var inputs: BenchmarkInputs
    package var caseCounts: [Int]
    package var workFolder: URL
    /// The package folder the script is run from.
    package var packageFolder: URL

    package init(inputs: BenchmarkInputs, caseCounts: [Int], workFolder: URL, packageFolder: URL) {
        self.inputs = inputs
        self.caseCounts = caseCounts
        self.workFolder = workFolder
        self.packageFolder = packageFolder
    }

    /// The figures of the suite's own report first, then one per case count.
    package func run() throws -> [ReportLoadFigures] {
        let corpus = Corpus(
            files: inputs.files, registry: inputs.registry, options: LintOptions(misconceptions: inputs.misconceptions))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let suite = Runner(corpus: corpus, implementation: ReferenceImplementation(), options: RunOptions(jobs: cores))
            .run()
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        var written: [(folder: URL, cases: Int, seconds: Double)] = []
        for results in [suite] + caseCounts.map({ ScaledResults.scaled(suite, to: $0) }) {
            let folder = workFolder.appendingPathComponent("report-\(results.cases.count)")
            let seconds = try Stopwatch.seconds {
                for (path, data) in HTMLReport(results: results, corpus: corpus, siteBase: nil).files() {
                    let file = folder.appendingPathComponent(path)
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: file)
                }
            }
            written.append((folder, results.cases.count, seconds))
        }
        let loads = try browserLoads(of: written.map(\.folder))
        return zip(written, loads).map { report, load in
            ReportLoadFigures(
                cases: report.cases, writeSeconds: report.seconds, indexBytes: load.indexBytes,
                folderBytes: load.folderBytes, domNodes: load.domNodes, firstPaintMs: load.firstPaintMs,
                loadEventMs: load.loadEventMs)
        }
    }

    /// What the script prints for each folder, one JSON object per line.
    struct BrowserLoad: Decodable {
        var indexBytes: Int
        var folderBytes: Int
        var domNodes: Int
        var firstPaintMs: Double
        var loadEventMs: Double
    }

    private func browserLoads(of folders: [URL]) throws -> [BrowserLoad] {
        let script = packageFolder.appendingPathComponent(Self.script)
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw BenchmarkError(
                description:
                    "\(Self.script) is not in \(packageFolder.path)\n  fix: run the bench from the package folder")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--load-time"] + folders.map(\.path)
        // Its standard error is the bench's, so that what Selenium or Chromium says reaches the terminal.
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError(
                description: "\(Self.script) --load-time exited with status \(process.terminationStatus) (its "
                    + "messages are above)\n  fix: install Chromium, its driver and Selenium: "
                    + "bash scripts/install-prerequisites.sh")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let loads = try lines.map { try JSONDecoder().decode(BrowserLoad.self, from: Data($0.utf8)) }
        guard loads.count == folders.count else {
            throw BenchmarkError(description: "\(Self.script) measured \(loads.count) of \(folders.count) reports")
        }
        return loads
    }
}

/// A run made larger from a real one, for the report's load figures.
package enum ScaledResults {
    /// `count` cases made from the cases of `results`, in turn, each under a new case ID
    /// (`<id>-copy-<n>`) at its own Markdown location, so that the report finds its page and code. Every
    /// third copy fails unexpectedly with a captured value, as a badly broken implementation's would.
    package static func scaled(_ results: RunResults, to count: Int) -> RunResults {
        guard !results.cases.isEmpty else { return results }
        let cases = (0..<count).map { number in
            var copy = results.cases[number % results.cases.count]
            copy.caseID = "\(copy.caseID)-copy-\(number)"
            copy.qualifiedID = "\(copy.member)#\(copy.caseID)"
            if number % 3 == 0 {
                copy.status = .fail
                copy.expected = false
                copy.expectedStatus = .pass
                copy.failures = [
                    FailureDetail(
                        message: "expectation failed: control.isTouchInside",
                        location: SourceLocation(path: copy.english.path, line: copy.english.line + 3, column: 1),
                        expression: "control.isTouchInside",
                        values: [
                            CapturedValue(expression: "control", value: "<UIControl #1>"),
                            CapturedValue(expression: "control.isTouchInside", value: "false"),
                        ])
                ]
            }
            return copy
        }
        return RunResults(run: results.run, cases: cases)
    }
}
