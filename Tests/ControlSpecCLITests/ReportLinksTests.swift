import ControlSpecCLI
import Foundation
import Testing

/// Every link of a report written by `run --report` outside `_site/` must lead to a file that exists.
@Suite struct ReportLinksTests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(pages: [
            "en/UIControl/isEnabled.md": TemporaryProject.englishPage,
            "zh-Hans/UIControl/isEnabled.md": TemporaryProject.chinesePage,
        ])
    }

    /// The `href` and `src` values of the HTML files in `folder` that are relative paths or `file:` URLs, with
    /// the file each one names (its anchor removed) and the anchor, resolved against the page holding it.
    private func localLinks(in folder: URL) throws -> [(link: String, target: URL, anchor: String?)] {
        let pattern = try NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        var links: [(String, URL, String?)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".html") {
            let page = folder.appendingPathComponent(name)
            let html = try String(contentsOf: page, encoding: .utf8)
            var found = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
                String(html[Range($0.range(at: 1), in: html)!]).replacingOccurrences(of: "&amp;", with: "&")
            }
            if name == "index.html" { found += try partLinks(in: folder) }
            for link in found {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let anchor = parts.count > 1 ? String(parts[1]).removingPercentEncoding : nil
                if path.contains(":") && !path.hasPrefix("file:") { continue }  // http:, https:, mailto:, data:
                let target: URL
                if path.hasPrefix("file:") {
                    target = try #require(URL(string: path))
                } else if path.isEmpty {
                    target = page
                } else {
                    let decoded = try #require(path.removingPercentEncoding)
                    target = URL(fileURLWithPath: decoded, relativeTo: folder).standardizedFileURL
                }
                links.append((link, target, anchor))
            }
        }
        return links
    }

    /// The links the report's script makes from its part files (`cases/N.js`): each case's page address and
    /// anchor in both languages.
    private func partLinks(in folder: URL) throws -> [String] {
        let parts = folder.appendingPathComponent("cases")
        var links: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parts.path)) ?? [] {
            let text = try String(contentsOf: parts.appendingPathComponent(name), encoding: .utf8)
            let start = try #require(text.firstIndex(of: "{"))
            let end = try #require(text.lastIndex(of: "}"))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(text[start...end].utf8)) as? [String: Any])
            let strings = try #require(object["strings"] as? [String])
            let members = try #require(object["members"] as? [String: [[Any]]])
            for item in members.values.joined() {
                for (address, anchor) in [(9, 10), (13, 14)] {
                    if let page = item[address] as? Int, page >= 0, let anchor = item[anchor] as? String {
                        links.append(strings[page] + "#" + anchor)
                    }
                }
            }
        }
        return links
    }

    /// Checks that each local link names an existing file and, into an HTML page, an element with its anchor.
    private func expectAllResolve(_ links: [(link: String, target: URL, anchor: String?)]) throws {
        for (link, target, anchor) in links {
            #expect(FileManager.default.fileExists(atPath: target.path), "broken link \(link) → \(target.path)")
            guard let anchor, !anchor.isEmpty, target.pathExtension == "html",
                let html = try? String(contentsOf: target, encoding: .utf8)
            else { continue }
            #expect(html.contains("id=\"\(anchor)\""), "no anchor #\(anchor) in \(target.path) for \(link)")
        }
    }

    @Test func withSiteURLEveryLinkOfAReportOutsideSiteResolves() async throws {
        let project = try project()
        #expect(await project.run("site", "--out", "generated/site").status == 0)
        let result = await project.run(
            "run", "--report", "elsewhere/deep/report", "--site-url", "../../../generated/site")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let links = try localLinks(in: project.root.appendingPathComponent("elsewhere/deep/report"))
        let intoSite = links.filter { $0.target.path.contains("/generated/site/") }
        #expect(intoSite.count >= 2, "the case links to its English and Chinese pages: \(links.map(\.link))")
        try expectAllResolve(links)
    }

    @Test func withoutSiteURLTheReportLinksToTheWorkingDirectorysSiteRelatively() async throws {
        let project = try project()
        #expect(await project.run("site").status == 0)
        #expect(await project.run("run", "--report", "elsewhere/report").status == 0)
        let links = try localLinks(in: project.root.appendingPathComponent("elsewhere/report"))
        #expect(links.contains { $0.link.hasPrefix("../../_site/site/en/UIControl/isEnabled.html#") })
        try expectAllResolve(links)
    }

    @Test func withoutAnySiteTheReportHasNoDocLinksButStillNamesTheFiles() async throws {
        let project = try project()
        #expect(await project.run("run", "--report", "elsewhere/report").status == 0)
        let folder = project.root.appendingPathComponent("elsewhere/report")
        let links = try localLinks(in: folder)
        #expect(!links.isEmpty, "the report's own style sheet and script are links too")
        try expectAllResolve(links)
        let part = try String(contentsOf: folder.appendingPathComponent("cases/0.js"), encoding: .utf8)
        #expect(part.contains(#""Docs/en/UIControl/isEnabled.md""#), "the case's file and line are still shown")
        #expect(!part.contains(".html"))
    }
}
