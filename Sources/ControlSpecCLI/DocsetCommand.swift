import ControlSpecDocset
import ControlSpecModel
import ControlSpecPublish
import ControlSpecRunner
import ControlSpecSite
import Foundation

/// `controlspec docset`: writes a Dash / Zeal docset per language.
enum DocsetCommand: CLICommand {
    static let configuration = CommandConfiguration(
        name: "docset",
        abstract: "Write the reference as Dash / Zeal docsets, one per language.",
        discussion: """
            Writes ControlSpec.docset (English) and ControlSpec-zh-Hans.docset (Chinese) into the folder: \
            each holds the whole site, an SQLite search index of every registry member, and table-of-contents \
            anchors for the constants and cases of each page. Beside each docset it writes the docset packed \
            as a .tgz and, with --feed-url, a feed (ControlSpec.xml) that Dash and Zeal can subscribe to once \
            the folder is served at that address. In Dash or Zeal, search with the keyword \
            '\(Docset.keyword):' (Chinese: '\(Docset.keyword)-zh:').
            """,
        options: SharedOptions.corpus + [SharedOptions.statusResults, out, feedURL])

    static let out = Option(
        "--out", value: "DIR", help: "The folder to write the docsets into.", kind: .path, default: "_site/docsets")

    static let feedURL: Option<String?> = Option(
        "--feed-url", value: "URL",
        help: "The address the output folder will be served at (https://…/docsets/); writes a feed per docset.",
        kind: .text)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let feedURL = arguments[Self.feedURL]
        try checkFeedURL(feedURL)
        guard let (corpus, results) = try Workspace.loadForRendering(arguments, context: context) else {
            return ExitStatus.findings
        }
        let out = context.url(arguments[Self.out])
        for folder in try write(corpus: corpus, results: results, to: out, feedURL: feedURL) {
            context.out("docset: \(out.appendingPathComponent(folder).path)")
        }
        return ExitStatus.success
    }

    /// Refuses a `--feed-url` that Dash and Zeal could not download from.
    static func checkFeedURL(_ feedURL: String?) throws {
        if let feedURL, !["https://", "http://", "file://"].contains(where: feedURL.hasPrefix) {
            throw UsageError(
                "--feed-url '\(feedURL)' is not an http(s) or file address; give the URL the folder is served at")
        }
    }

    /// Generates the site once and writes one docset per language into `url`, each with its `.tgz` and,
    /// when `feedURL` is given, its feed; returns the docsets' folder names. The pages' layout figures are drawn
    /// from the reference's answers, as on the site.
    static func write(corpus: Corpus, results: [RunResults], to url: URL, feedURL: String? = nil) throws -> [String] {
        let figures = FigureDrawing.results(for: corpus, on: ReferenceFactory.make())
        let site = SiteGenerator(corpus: corpus, statuses: RunResults.caseStatuses(of: results), figures: figures)
            .generate().filesByPath
        var files: [String: Data] = [:]
        var folders: [String] = []
        for language in Language.allCases {
            let docset = Docset(corpus: corpus, language: language)
            let docsetFiles = try docset.files(site: site)
            let archive = try docset.archive(of: docsetFiles)
            files.merge(docsetFiles) { _, new in new }
            files[docset.archiveName] = archive
            if let feedURL {
                files[docset.feedName] = Docset.feed(
                    archive: archive, archiveName: docset.archiveName, toolVersion: ControlSpecVersion.current,
                    baseURL: feedURL)
            }
            folders.append(docset.folderName)
        }
        try OutputWriter.replaceDirectory(at: url, with: files)
        return folders
    }
}
