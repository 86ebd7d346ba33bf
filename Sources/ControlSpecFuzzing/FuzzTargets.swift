import CaseLanguage
import ControlContract
import ControlSpecModel
import ControlSpecSite
import Foundation
import ReferenceBinding

/// The entry points of the fuzz target (`controlspec-fuzz`), also fed the kept inputs of
/// `Tests/FuzzRegressions` by the unit tests: each input goes through the page parser with its case
/// checks, the case language alone, and the site's renderer.
///
/// Nothing here needs the fuzzer runtime, so that the normal build and the tests compile it too.
public struct FuzzTargets: Sendable {
    /// The docs-folder path every input is read as; a page with CJK text is read as the Chinese page.
    public static let englishPath = "en/UIButton/fuzz.md"
    public static let chinesePath = "zh-Hans/UIButton/fuzz.md"

    public let registry: Registry
    public let options: LintOptions
    private let compiler: CaseCompiler

    /// Targets checking against `registry` (the real one: the page and case checks read its names),
    /// with the misconceptions lint looks for.
    public init(registry: Registry, misconceptions: [Misconception] = []) {
        self.registry = registry
        var options = LintOptions()
        options.misconceptions = misconceptions
        self.options = options
        self.compiler = CaseCompiler(schema: Schema(registry: registry))
    }

    /// Targets with the registry and misconceptions of a `conformance` folder.
    public init(conformanceFolder: URL) throws {
        let registry = try Registry(contentsOf: conformanceFolder.appendingPathComponent("registry.json"))
        let misconceptions = try Misconception.load(
            from: conformanceFolder.appendingPathComponent("misconceptions.json"))
        self.init(registry: registry, misconceptions: misconceptions)
    }

    /// Every target on one input: what the fuzzer calls for each input it makes.
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let page = page(bytes)
        return FuzzOutcome(page: page, caseCode: caseCode(bytes), renderedFiles: render(page.corpus))
    }

    /// The page parser and the per-page, cross-page and case-code checks of `lint`, on `bytes` read as
    /// one page.
    public func page(_ bytes: [UInt8]) -> PageOutcome {
        let path = bytes.contains(where: Self.isCJKLeadByte) ? Self.chinesePath : Self.englishPath
        let corpus = Corpus(files: [SourceFile(path: path, bytes: bytes)], registry: registry, options: options)
        let caseDiagnostics = CorpusCaseChecks.diagnostics(for: corpus, schema: compiler.schema)
        return PageOutcome(corpus: corpus, diagnostics: corpus.diagnostics + caseDiagnostics)
    }

    /// The case language alone: `bytes` as the code of one case, parsed, checked and compiled, and run on
    /// the reference implementation when it compiles.
    public func caseCode(_ bytes: [UInt8]) -> CaseCodeOutcome {
        let source = CaseSource(code: String(decoding: bytes, as: UTF8.self), path: Self.englishPath)
        do throws(CaseCompilationError) {
            let program = try compiler.compile(source)
            return .ran(program.run(on: ReferenceImplementation()), warnings: program.warnings)
        } catch {
            return .rejected(error.diagnostics)
        }
    }

    /// The site files of a parsed page: its member (or class) page and its part of the search index,
    /// rendered whatever the diagnostics say (the renderer must survive anything the parser builds).
    public func render(_ corpus: Corpus) -> [SiteFile] {
        var wanted: Set<String> = []
        for page in corpus.pages {
            wanted.insert(SiteGenerator.searchIndexPart(ofPage: page.path))
            if let symbol = page.symbolID, let member = corpus.registry[symbol] {
                wanted.insert(
                    page.language.rawValue + "/" + PagePath.relativePath(forSymbol: symbol, kind: member.kind) + ".html"
                )
            }
        }
        return SiteGenerator(corpus: corpus).generate(only: wanted).files
    }

    /// The first byte of a three-byte UTF-8 sequence in U+4000…U+9FFF, where the CJK ideographs lie.
    private static func isCJKLeadByte(_ byte: UInt8) -> Bool { (0xE4...0xE9).contains(byte) }
}

/// What the fuzz targets made of one input.
public struct FuzzOutcome: Sendable {
    public var page: PageOutcome
    public var caseCode: CaseCodeOutcome
    /// The site files rendered from the page.
    public var renderedFiles: [SiteFile]
}

/// One input read as a page.
public struct PageOutcome: Sendable {
    /// The one-page corpus (no page when the input could not be parsed as one).
    public var corpus: Corpus
    /// The corpus's diagnostics and those of the case-code checks.
    public var diagnostics: [Diagnostic]
}

/// One input read as the code of a case.
public enum CaseCodeOutcome: Sendable {
    /// The code does not compile: why, at least one error.
    case rejected([Diagnostic])
    /// The code compiled and ran on the reference implementation.
    case ran(CaseOutcome, warnings: [Diagnostic])
}
