import Foundation

/// The same Markdown pages laid out for the tools a user might publish them with instead: a DocC
/// catalog of articles and a minimal Hugo site.
///
/// Each peer gets every page, byte for byte; only where a page goes changes (DocC wants one flat
/// catalog; Hugo treats a folder's `index.md` as a page bundle, so it becomes `_index.md`).
enum PeerWorkspaces {
    /// The catalog `docc convert` reads.
    static func writeDocCCatalog(pages: [(path: String, data: Data)], to catalog: URL) throws {
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let root = "# ControlSpec\n\n@Metadata {\n    @TechnologyRoot\n}\n\nUIControl and UIButton, page by page.\n"
        try Data(root.utf8).write(to: catalog.appendingPathComponent("ControlSpec.md"))
        for (index, page) in pages.enumerated() {
            try page.data.write(to: catalog.appendingPathComponent(doccArticleName(page.path, index: index)))
        }
    }

    /// A flat article file name for the page at `index`: `en/UIButton/setTitle(__for_).md` →
    /// `en-UIButton-setTitle-for-7.md` (the index keeps apart paths that differ only in punctuation).
    static func doccArticleName(_ path: String, index: Int) -> String {
        var name = ""
        for character in path.dropLast(3) {
            if character.isASCII, character.isLetter || character.isNumber {
                name.append(character)
            } else if name.last != "-" {
                name.append("-")
            }
        }
        return name + (name.last == "-" ? "" : "-") + String(index) + ".md"
    }

    /// A Hugo site whose layout renders each page's content, with code blocks highlighted (Hugo's
    /// default, as the kit highlights its code blocks).
    static func writeHugoSite(pages: [(path: String, data: Data)], to site: URL) throws {
        let manager = FileManager.default
        let layouts = site.appendingPathComponent("layouts/_default")
        try manager.createDirectory(at: layouts, withIntermediateDirectories: true)
        let config = """
            baseURL = "http://localhost/"
            disableKinds = ["taxonomy", "term", "RSS", "sitemap", "404", "robotsTXT"]
            [markup.highlight]
            codeFences = true
            noClasses = false

            """
        try Data(config.utf8).write(to: site.appendingPathComponent("hugo.toml"))
        let layout =
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>{{ .Title }}</title></head>"
            + "<body><main>{{ .Content }}</main></body></html>\n"
        for name in ["single.html", "list.html"] {
            try Data(layout.utf8).write(to: layouts.appendingPathComponent(name))
        }
        let content = site.appendingPathComponent("content")
        for page in pages {
            var path = page.path
            if path.hasSuffix("/index.md") { path = String(path.dropLast("index.md".count)) + "_index.md" }
            let url = content.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try page.data.write(to: url)
        }
    }

    /// Empties `folder` and writes in it a synthetic workspace of `inputs` at `scale` and the same pages as
    /// a Hugo site, the start of every peer measurement.
    static func prepare(_ inputs: BenchmarkInputs, scale: Int, in folder: URL) throws -> (
        workspace: URL, hugoSite: URL, pages: [(path: String, data: Data)]
    ) {
        try? FileManager.default.removeItem(at: folder)
        let corpus = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: scale)
        let workspace = folder.appendingPathComponent("workspace")
        try SyntheticWorkspace.write(corpus, misconceptions: inputs.misconceptions, to: workspace)
        let pages = try Self.pages(in: workspace.appendingPathComponent("Docs"))
        let hugoSite = folder.appendingPathComponent("hugo")
        try writeHugoSite(pages: pages, to: hugoSite)
        return (workspace, hugoSite, pages)
    }

    /// Every Markdown page under `docs`, by path relative to it, in a stable order.
    static func pages(in docs: URL) throws -> [(path: String, data: Data)] {
        guard let enumerator = FileManager.default.enumerator(atPath: docs.path) else {
            throw BenchmarkError(description: "cannot list \(docs.path)")
        }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".md") { paths.append(path) }
        }
        return try paths.sorted().map { ($0, try Data(contentsOf: docs.appendingPathComponent($0))) }
    }
}
