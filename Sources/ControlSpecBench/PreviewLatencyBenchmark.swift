import Foundation

/// Save-to-reload latency of one tool at one scale, in milliseconds.
package struct LatencyFigures: Hashable, Sendable, Codable {
    /// `controlspec preview`, `hugo server`.
    package var tool: String
    package var p50: Double?
    package var p95: Double?
    /// Every sample, in the order taken.
    package var samples: [Double] = []
    /// Why the tool was not measured, when it was not.
    package var skipped: String?
}

/// The preview table of one scale.
package struct PreviewLatencyFigures: Hashable, Sendable, Codable {
    package var scale: Int
    package var pages: Int
    package var tools: [LatencyFigures]
}

/// Measures how long a writer waits from saving a page to having the reloaded page, with
/// `controlspec preview` and with `hugo server` on the same pages, edits taking turns between them.
///
/// For the kit, a listener on the preview's event stream timestamps the `build` event that names the
/// page, and the page is then fetched (as the reloading browser does): the sample ends when the new
/// page is in hand, checked to hold the edit. Hugo's live reload speaks a WebSocket protocol of its own,
/// so its sample ends when a fetch of the page (every 2 ms) first returns the edit: both end at the same
/// point, the new page served.
package struct PreviewLatencyBenchmark: Sendable {
    package static let preview = "controlspec preview"
    package static let hugo = "hugo server"

    package var kitExecutable: String
    package var hugoExecutable: String?
    package var inputs: BenchmarkInputs
    /// Edits per tool.
    package var edits: Int
    /// Filled by ``run(scale:)``; the caller removes it.
    package var workFolder: URL

    package init(kitExecutable: String, hugoExecutable: String?, inputs: BenchmarkInputs, edits: Int, workFolder: URL) {
        self.kitExecutable = kitExecutable
        self.hugoExecutable = hugoExecutable
        self.inputs = inputs
        self.edits = edits
        self.workFolder = workFolder
    }

    /// Measures both tools at `scale`.
    package func run(scale: Int) throws -> PreviewLatencyFigures {
        let folder = workFolder.appendingPathComponent("preview-\(scale)x")
        let (workspace, hugoSite, pages) = try PeerWorkspaces.prepare(inputs, scale: scale, in: folder)
        let edited = Self.pagesToEdit(pages.map(\.path), count: edits)
        guard !edited.isEmpty else { throw BenchmarkError(description: "no English member page to edit") }

        let log = folder.appendingPathComponent("preview.log")
        let hugoLog = folder.appendingPathComponent("hugo.log")
        for file in [log, hugoLog] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let kit = try KitPreview(executable: kitExecutable, workspace: workspace, log: log)
        defer { kit.stop() }
        var hugo: HugoServer?
        var hugoSkipped: String?
        if let hugoExecutable {
            do {
                hugo = try HugoServer(executable: hugoExecutable, site: hugoSite, log: hugoLog)
            } catch {
                hugoSkipped = "\(error)"
            }
        } else {
            hugoSkipped = "hugo is not installed (scripts/install-prerequisites.sh --bench installs it)"
        }
        defer { hugo?.stop() }
        var kitSamples: [Double] = []
        var hugoSamples: [Double] = []
        for (index, page) in edited.enumerated() {
            let marker = "Bench edit \(index) of \(scale)x."
            kitSamples.append(
                try kit.measureEdit(
                    of: workspace.appendingPathComponent("Docs/" + page), sitePage: Self.kitPath(of: page),
                    marker: marker))
            if let server = hugo {
                hugoSamples.append(
                    try server.measureEdit(
                        of: hugoSite.appendingPathComponent("content/" + page), urlPath: Self.hugoPath(of: page),
                        marker: marker))
            }
        }
        return PreviewLatencyFigures(
            scale: scale, pages: pages.count,
            tools: [
                Self.figures(Self.preview, kitSamples),
                hugoSkipped.map { LatencyFigures(tool: Self.hugo, skipped: $0) }
                    ?? Self.figures(Self.hugo, hugoSamples),
            ])
    }

    static func figures(_ tool: String, _ samples: [Double]) -> LatencyFigures {
        LatencyFigures(
            tool: tool, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), samples: samples)
    }

    /// The nearest-rank percentile (`fraction` 0.5 is the median); nil without samples.
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// English member pages whose names are plain words (so that Hugo's address of each is known),
    /// spread over the corpus, `count` of them, repeating when there are fewer.
    static func pagesToEdit(_ paths: [String], count: Int) -> [String] {
        let candidates = paths.filter { path in
            let name = path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? ""
            return path.hasPrefix("en/") && !path.contains("/Articles/") && name != "index"
                && path.hasSuffix(".md") && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        guard !candidates.isEmpty else { return [] }
        let step = max(candidates.count / max(count, 1), 1)
        return (0..<count).map { candidates[($0 * step) % candidates.count] }
    }

    /// `en/UIControl/isEnabled.md` → `en/UIControl/isEnabled.html`.
    static func kitPath(of page: String) -> String { String(page.dropLast(3)) + ".html" }

    /// `en/UIControl/isEnabled.md` → `/en/uicontrol/isenabled/` (Hugo lowercases addresses).
    static func hugoPath(of page: String) -> String { "/" + String(page.dropLast(3)).lowercased() + "/" }

    /// The page with `marker` at the end of its summary's first line: prose only, so it stays valid.
    static func edit(_ text: String, marker: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let summary = lines.indices.dropFirst().first(where: { !lines[$0].isEmpty && lines[$0 - 1].isEmpty })
        else { return text + "\n" + marker + "\n" }
        lines[summary] += " " + marker
        return lines.joined(separator: "\n")
    }

    /// Saves as an editor does: a new file renamed over the old one.
    static func save(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}

/// `controlspec preview --port 0` in a workspace, with a listener on its events.
private final class KitPreview {
    let process = Process()
    let port: UInt16
    let listener: BuildEventListener

    init(executable: String, workspace: URL, log: URL) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["preview", "--port", "0"]
        process.currentDirectoryURL = workspace
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: log.path) ?? FileHandle.nullDevice
        try process.run()
        // The address is printed once the first publish is done and the server listens.
        var text = ""
        var found: UInt16?
        while found == nil {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            if let range = text.range(of: "preview: http://127.0.0.1:") {
                found = UInt16(text[range.upperBound...].prefix { $0.isNumber })
            }
        }
        guard let found, let listener = BuildEventListener(port: found) else {
            process.terminate()
            throw BenchmarkError(description: "controlspec preview did not start: \(text)")
        }
        port = found
        self.listener = listener
        // Whatever it prints from now on (one line per rebuild) is drained so that it never blocks.
        let handle = output.fileHandleForReading
        Thread { while !handle.availableData.isEmpty {} }.start()
    }

    /// Milliseconds from the save to the fetched page that holds `marker`.
    func measureEdit(of page: URL, sitePage: String, marker: String) throws -> Double {
        let original = try String(contentsOf: page, encoding: .utf8)
        let generation = listener.latestGeneration
        let started = Date()
        try PreviewLatencyBenchmark.save(PreviewLatencyBenchmark.edit(original, marker: marker), to: page)
        guard listener.event(after: generation, naming: sitePage, timeout: 60) != nil,
            let body = HTTPProbe.get(port: port, path: "/" + sitePage), body.contains(marker)
        else { throw BenchmarkError(description: "controlspec preview did not reload \(sitePage)") }
        let milliseconds = Date().timeIntervalSince(started) * 1000
        // Put back, and let the rebuild of the restore finish before the next edit.
        let restored = listener.latestGeneration
        try PreviewLatencyBenchmark.save(original, to: page)
        _ = listener.event(after: restored, naming: sitePage, timeout: 60)
        return milliseconds
    }

    func stop() {
        listener.stop()
        process.interrupt()
        process.waitUntilExit()
    }
}

/// `hugo server` on the same pages, on a free port.
private final class HugoServer {
    let process = Process()
    let port: UInt16

    init(executable: String, site: URL, log: URL) throws {
        guard let port = HTTPProbe.freePort() else { throw BenchmarkError(description: "no free port for hugo") }
        self.port = port
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "server", "--source", site.path, "--bind", "127.0.0.1", "--port", String(port), "--appendPort=true",
            "--baseURL", "http://127.0.0.1/",
        ]
        let handle = FileHandle(forWritingAtPath: log.path) ?? FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 300)
        while HTTPProbe.get(port: port, path: "/") == nil {
            guard Date() < deadline, process.isRunning else {
                process.terminate()
                throw BenchmarkError(description: "hugo server did not start (its output: \(log.path))")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Milliseconds from the save to the first fetch of the page that holds `marker`.
    func measureEdit(of page: URL, urlPath: String, marker: String) throws -> Double {
        let original = try String(contentsOf: page, encoding: .utf8)
        // Hugo re-renders first the pages it has served lately: the page is open, as a writer's would be.
        guard HTTPProbe.get(port: port, path: urlPath) != nil else {
            throw BenchmarkError(description: "hugo server does not serve \(urlPath)")
        }
        let started = Date()
        try PreviewLatencyBenchmark.save(PreviewLatencyBenchmark.edit(original, marker: marker), to: page)
        var milliseconds: Double?
        while milliseconds == nil, Date().timeIntervalSince(started) < 60 {
            if HTTPProbe.get(port: port, path: urlPath)?.contains(marker) == true {
                milliseconds = Date().timeIntervalSince(started) * 1000
            } else {
                Thread.sleep(forTimeInterval: 0.002)
            }
        }
        try PreviewLatencyBenchmark.save(original, to: page)
        // Hugo's rebuild of the restore, before the next edit.
        let restoreStarted = Date()
        while HTTPProbe.get(port: port, path: urlPath)?.contains(marker) == true,
            Date().timeIntervalSince(restoreStarted) < 60
        {
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard let milliseconds else { throw BenchmarkError(description: "hugo server did not serve the edit") }
        return milliseconds
    }

    func stop() {
        process.interrupt()
        process.waitUntilExit()
    }
}
