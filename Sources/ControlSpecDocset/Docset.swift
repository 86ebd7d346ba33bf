import ControlSpecModel
import Foundation

/// A Dash / Zeal docset of one language, built from the generated site.
///
/// There is one docset per language, so that a reader's search lists each symbol once, in the
/// language they read; both hold the whole site, so the language switch of a page still works.
package struct Docset: Sendable {
    package let corpus: Corpus
    package let language: Language

    package init(corpus: Corpus, language: Language) {
        self.corpus = corpus
        self.language = language
    }

    /// `ControlSpec.docset`, `ControlSpec-zh-Hans.docset`.
    package var folderName: String {
        language == .english ? "ControlSpec.docset" : "ControlSpec-\(language.rawValue).docset"
    }

    /// The keyword that limits a Dash or Zeal search to the English docset (`controlspec:setTitle`).
    package static let keyword = "controlspec"

    /// This docset's keyword and platform family: `controlspec`, `controlspec-zh`. Each language has its
    /// own, so that with both docsets installed Zeal lists every entry once per docset, not twice in one.
    package var keyword: String {
        language == .english ? Self.keyword : Self.keyword + "-" + language.rawValue.prefix { $0 != "-" }.lowercased()
    }

    /// Every file of the docset, by path relative to the folder that holds it (paths start with
    /// ``folderName``).
    ///
    /// - Parameter site: the site's files by path, as ``SiteGenerator`` makes them.
    package func files(site: [String: Data]) throws -> [String: Data] {
        var files = try metadataFiles()
        let anchors = anchorsByPage()
        for (path, data) in site { files[documentPath(path)] = document(data, anchors: anchors[path]) }
        return files
    }

    /// Where the docset keeps the site file at `sitePath` (relative to the folder that holds the docset).
    package func documentPath(_ sitePath: String) -> String {
        folderName + "/Contents/Resources/Documents/" + sitePath
    }

    /// The docset's copy of a site file: a member page gains its table-of-contents anchors, and every page
    /// loses its links to the conformance report, which the docset does not hold (``ReportLinks``). A file
    /// that needs neither is returned as it is, so that it can be the site's file under a second name.
    package func document(_ data: Data, anchors: [DashAnchor]?) -> Data {
        let anchors = anchors ?? []
        let marker = Data(#"class="report-link""#.utf8)
        guard !anchors.isEmpty || data.range(of: marker) != nil else { return data }
        var html = ReportLinks.removed(from: String(decoding: data, as: UTF8.self))
        if !anchors.isEmpty { html = DashAnchor.inserting(anchors, into: html) }
        return Data(html.utf8)
    }

    /// The files that are not site pages: `Info.plist`, the search index and the icons.
    package func metadataFiles() throws -> [String: Data] {
        let root = folderName + "/"
        var files: [String: Data] = [:]
        files[root + "Contents/Info.plist"] = try infoPlist()
        files[root + "Contents/Resources/docSet.dsidx"] = try DocsetIndex.data(
            DocsetEntry.entries(of: corpus, language: language))
        for icon in ["icon", "icon@2x"] {
            guard let url = Bundle.module.url(forResource: icon, withExtension: "png") else {
                preconditionFailure("the resource \(icon).png is missing from \(Bundle.module.bundlePath)")
            }
            files[root + icon + ".png"] = try Data(contentsOf: url)
        }
        return files
    }

    /// The table-of-contents anchors of each member page of this language: its constants and its cases.
    package func anchorsByPage() -> [String: [DashAnchor]] {
        var anchors: [String: [DashAnchor]] = [:]
        for page in corpus.pages where page.language == language {
            if let id = page.articleID {
                anchors[language.rawValue + "/" + id + ".html"] = page.cases.map {
                    DashAnchor(elementID: $0.id, type: "Test", name: $0.id)
                }
                continue
            }
            guard let symbol = page.symbolID, let member = corpus.registry[symbol] else { continue }
            let path = language.rawValue + "/" + PagePath.relativePath(forSymbol: symbol, kind: member.kind) + ".html"
            anchors[path] =
                page.constants.map { DashAnchor(elementID: $0.name, type: "Constant", name: $0.name) }
                + page.cases.map { DashAnchor(elementID: $0.id, type: "Test", name: $0.id) }
        }
        return anchors
    }

    /// Dash's and Zeal's description of the docset.
    func infoPlist() throws -> Data {
        let suffix = language == .english ? "" : "-" + language.rawValue.lowercased()
        let plist: [String: Any] = [
            "CFBundleIdentifier": "controlspec" + suffix,
            "CFBundleName": language == .english ? "ControlSpec" : "ControlSpec (\(language.nativeName))",
            "DocSetPlatformFamily": keyword,
            "DashDocSetKeyword": keyword,
            "DashDocSetFamily": "dashtoc",
            "isDashDocset": true,
            "isJavaScriptEnabled": true,
            "dashIndexFilePath": language.rawValue + "/index.html",
        ]
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    }
}
