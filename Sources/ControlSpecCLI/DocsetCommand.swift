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
            anchors for the constants and cases of each page. In Dash, search with the keyword \
            '\(Docset.keyword):'.
            """,
        options: [
            SharedOptions.docs, SharedOptions.registry,
            SharedOptions.statusResults, out,
        ])

    static let out = Option(
        "--out", value: "DIR", help: "The folder to write the docsets into.", kind: .path, default: "_site/docsets")

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        guard let (corpus, results) = try Workspace.loadForRendering(arguments, context: context) else {
            return ExitStatus.findings
        }
        let out = context.url(arguments[Self.out])
        for folder in try write(corpus: corpus, results: results, to: out) {
            context.out("docset: \(out.appendingPathComponent(folder).path)")
        }
        return ExitStatus.success
    }

    /// Generates the site once and writes one docset per language into `url`; returns the docsets'
    /// folder names.
    static func write(corpus: Corpus, results: [RunResults], to url: URL) throws -> [String] {
        let site = SiteGenerator(corpus: corpus, statuses: SiteStatuses.from(results)).generate().filesByPath
        var files: [String: Data] = [:]
        var folders: [String] = []
        for language in Language.allCases {
            let docset = Docset(corpus: corpus, language: language)
            files.merge(try docset.files(site: site)) { _, new in new }
            folders.append(docset.folderName)
        }
        try OutputWriter.replaceDirectory(at: url, with: files)
        return folders
    }
}
