import Foundation

/// Where `run --report` finds the reference site to link to when `--site-url` is not given.
enum ReportSite {
    /// The site folder relative to the report folder: a `site` folder beside the report (the layout
    /// `publish` writes), else the `_site/site` of the working directory; nil when neither holds a site.
    static func relativeBase(forReport report: URL, context: CommandContext) -> String? {
        let candidates = [
            report.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("site"),
            context.url("_site/site"),
        ]
        guard
            let site = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path)
            })
        else { return nil }
        return relativePath(from: report, to: site)
    }

    /// A `report` folder beside `folder` (the layout `publish` writes) relative to it; nil when it holds no report.
    static func relativeReport(beside folder: URL) -> String? {
        let report = folder.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("report")
        guard FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path) else {
            return nil
        }
        return relativePath(from: folder, to: report)
    }

    /// The path that leads from folder `from` to folder `to`, both absolute (`../site`).
    static func relativePath(from: URL, to: URL) -> String {
        let start = from.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let end = to.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(start.count, end.count), start[common] == end[common] { common += 1 }
        let path = Array(repeating: "..", count: start.count - common) + end[common...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
