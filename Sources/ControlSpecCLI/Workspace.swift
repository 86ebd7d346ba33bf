import ControlSpecModel
import ControlSpecPublish
import ControlSpecRunner
import Foundation

/// Thrown when the tool cannot run at all (exit status 2).
package struct ToolFailure: Error, CustomStringConvertible {
    /// What failed, and the fix where there is one.
    package var description: String

    package init(description: String) { self.description = description }
}

/// The docs folders and registry a command works on (``SharedOptions/docs``, ``SharedOptions/registry``),
/// loaded once.
struct Workspace {
    /// The `--docs` folders as given, the kit's first (see ``Corpus/init(reading:registry:options:)``).
    let docsPaths: [String]
    let corpus: Corpus
    /// Problems reading files, plus the corpus's own diagnostics.
    let diagnostics: [Diagnostic]
    /// The prose checks' diagnostics, for the next publish; nil unless `load` was given a cache file.
    var proseChecks: ProseCheckCache? = nil

    /// The pages and the results whose statuses a rendered reference shows (`--results`), for the commands
    /// that write the site or the docsets; nil, after printing the errors, when the pages have errors and
    /// nothing may be written. These commands print no warnings, so the checks that find only warnings
    /// (Chinese prose) are left to `lint` and `publish`.
    static func loadForRendering(_ arguments: ParsedArguments, context: CommandContext) throws -> (
        corpus: Corpus, results: [RunResults]
    )? {
        var options = LintOptions()
        options.checksChineseProse = false
        let workspace = try load(arguments, context: context, options: options)
        if workspace.diagnostics.containsErrors {
            context.out(DiagnosticPrinter.text(workspace.diagnostics, sources: { _ in nil }, human: false))
            context.out("not written: the pages have errors (" + DiagnosticPrinter.summary(workspace.diagnostics) + ")")
            return nil
        }
        let results = try arguments[SharedOptions.statusResults].map { try ResultsFile.read($0, context: context) }
        return (workspace.corpus, results)
    }

    /// Reads and checks the pages and the Chinese documents.
    ///
    /// - Parameter proseChecks: the ``ProseCheckCache`` file of the last publish (it need not exist): the
    ///   files unchanged since then are not checked again (see ``ProseCheckCache``).
    static func load(
        _ arguments: ParsedArguments, context: CommandContext, options: LintOptions = LintOptions(),
        proseChecks proseCheckFile: URL? = nil
    ) throws -> Workspace {
        let registryPath = arguments[SharedOptions.registry]
        let registryFolder = registryPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let registry = try FileProblem.decode(
            .registry, at: registryPath, url: context.url(registryPath), Registry.init(jsonData:))
        let docsPaths = SharedOptions.docsFolders(arguments)
        let folders = docsPaths.map { DocsFolder(url: context.url($0), displayPath: $0) }
        var seen: [String: String] = [:]
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.url.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                throw ToolFailure(description: "the docs folder \(folder.displayPath) does not exist")
            }
            let key = folder.url.standardizedFileURL.resolvingSymlinksInPath().path
            if let first = seen[key] {
                throw UsageError(
                    "--docs \(folder.displayPath) names the same folder as --docs \(first): give each folder once")
            }
            seen[key] = folder.displayPath
        }
        var options = options
        let misconceptionsURL = context.url(registryPath).deletingLastPathComponent()
            .appendingPathComponent("misconceptions.json")
        if FileManager.default.fileExists(atPath: misconceptionsURL.path) {
            options.misconceptions = try FileProblem.decode(
                .misconceptions, at: misconceptionsURL.path, url: misconceptionsURL, Misconception.load(jsonData:))
        }
        // The kit's glossary (in the first folder) holds every folder's Chinese pages to the same terms.
        let glossaryURL = folders[0].url.appendingPathComponent("glossary.md")
        if FileManager.default.fileExists(atPath: glossaryURL.path) {
            let glossaryPath = docsPaths[0] + "/glossary.md"
            let text = String(
                decoding: try FileProblem.read(.glossary, at: glossaryPath, url: glossaryURL), as: UTF8.self)
            options.glossary = Glossary(markdown: text, path: glossaryPath)
        }
        let proseChecks = proseCheckFile.map {
            ProseCheckCache(
                data: try? Data(contentsOf: $0),
                fingerprint: ProseCheckCache.fingerprint(
                    tool: PublishCache.toolIdentity(version: ControlSpecVersion.current), registry: registry,
                    options: options))
        }
        options.proseChecks = proseChecks
        let corpus = Corpus(reading: folders, registry: registry, options: options)
        let documents = try chineseDocuments(
            in: [
                (folders[0].url, docsPaths[0]), (context.url(registryPath).deletingLastPathComponent(), registryFolder),
            ]
        )
        let documentDiagnostics = documents.flatMap { document -> [Diagnostic] in
            guard options.checksChineseProse else { return [] }
            let check = {
                ChineseProseCheck.diagnostics(source: document.text, path: document.path, glossary: options.glossary)
            }
            guard let proseChecks else { return check() }
            var hash = StableHash()
            hash.combine(document.text)
            return proseChecks.diagnostics(displayPath: document.path, contentHash: hash.value, check: check)
        }
        return Workspace(
            docsPaths: docsPaths, corpus: corpus,
            diagnostics: (corpus.diagnostics + documentDiagnostics).sortedForDisplay(), proseChecks: proseChecks)
    }

    /// The Chinese framework documents (`*.zh-Hans.md`) directly in each folder, such as `Docs/FORMAT.zh-Hans.md`
    /// and `conformance/PROTOCOL.zh-Hans.md`, with their display paths, in path order: their prose is held to
    /// the rules of the Chinese pages.
    private static func chineseDocuments(in folders: [(url: URL, displayPath: String)]) throws -> [(
        path: String, text: String
    )] {
        var documents: [(path: String, text: String)] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".zh-Hans.md") {
                let path = folder.displayPath.isEmpty ? name : folder.displayPath + "/" + name
                let bytes = try FileProblem.read(
                    .chineseDocument, at: path, url: folder.url.appendingPathComponent(name))
                documents.append((path, String(decoding: bytes, as: UTF8.self)))
            }
        }
        return documents
    }
}

/// Prints diagnostics one per line, or with source context for people at a terminal.
enum DiagnosticPrinter {
    static func text(_ diagnostics: [Diagnostic], sources: (String) -> String?, human: Bool) -> String {
        diagnostics.map { diagnostic in
            guard human, let location = diagnostic.location, let source = sources(location.path) else {
                return diagnostic.lineDescription
            }
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            var text = diagnostic.lineDescription.split(separator: "\n").first.map(String.init) ?? ""
            for number in max(1, location.line - 1)...location.line where number <= lines.count {
                text += "\n" + String(format: "%5d | ", number) + TextCut.cut(String(lines[number - 1]))
            }
            text += "\n      | " + String(repeating: " ", count: max(location.column - 1, 0)) + "^"
            for line in diagnostic.lineDescription.split(separator: "\n").dropFirst() { text += "\n" + line }
            return text
        }.joined(separator: "\n")
    }

    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    static func json(_ diagnostics: [Diagnostic]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(diagnostics), as: UTF8.self)
    }
}
