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
package struct FuzzTargets: Sendable {
    /// The docs-folder path every input is read as; a page with CJK text is read as the Chinese page.
    package static let englishPath = "en/UIButton/fuzz.md"
    package static let chinesePath = "zh-Hans/UIButton/fuzz.md"

    package let registry: Registry
    package let options: LintOptions
    private let compiler: CaseCompiler
    /// Made once: building them was about a third of a page input's time.
    private let nameTables: Corpus.NameTables

    /// Targets checking against `registry` (the real one: the page and case checks read its names),
    /// with the misconceptions lint looks for.
    package init(registry: Registry, misconceptions: [Misconception] = []) {
        self.registry = registry
        var options = LintOptions()
        options.misconceptions = misconceptions
        self.options = options
        self.compiler = CaseCompiler(schema: Schema(registry: registry))
        self.nameTables = Corpus.NameTables(registry: registry, options: options)
    }

    /// Targets with the registry and misconceptions of a `conformance` folder.
    package init(conformanceFolder: URL) throws {
        let registry = try Registry(contentsOf: conformanceFolder.appendingPathComponent("registry.json"))
        let misconceptions = try Misconception.load(
            from: conformanceFolder.appendingPathComponent("misconceptions.json"))
        self.init(registry: registry, misconceptions: misconceptions)
    }

    /// One target, chosen by the input's first byte (`0`, `1` or `2` in ASCII, or any byte with that
    /// remainder modulo 3), on the rest of the input: what the fuzzer calls for each input it makes, so
    /// that each one costs a single target and the fuzzer can move an input from one target to another.
    package func fuzz(_ bytes: [UInt8]) -> FuzzOutcome {
        guard let selector = bytes.first else { return FuzzOutcome() }
        let payload = Array(bytes.dropFirst())
        switch FuzzTarget(selector: selector) {
        case .page: return FuzzOutcome(page: page(payload))
        case .caseCode: return FuzzOutcome(caseCode: caseCode(payload))
        case .site:
            let parsed = parse(payload)
            return FuzzOutcome(renderedFiles: render(parsed), corpus: parsed)
        }
    }

    /// Every target on the whole of `bytes`.
    package func everyTarget(_ bytes: [UInt8]) -> FuzzOutcome {
        let page = page(bytes)
        return FuzzOutcome(
            page: page, caseCode: caseCode(bytes), renderedFiles: render(page.corpus), corpus: page.corpus)
    }

    /// The page parser and the per-page, cross-page and case-code checks of `lint`, on `bytes` read as
    /// one page.
    package func page(_ bytes: [UInt8]) -> PageOutcome {
        let corpus = parse(bytes)
        let caseDiagnostics = CorpusCaseChecks.diagnostics(for: corpus, schema: compiler.schema)
        return PageOutcome(corpus: corpus, diagnostics: corpus.diagnostics + caseDiagnostics)
    }

    /// `bytes` read as one page, parsed and checked on its own and against the registry.
    package func parse(_ bytes: [UInt8]) -> Corpus {
        let path = bytes.contains(where: Self.isCJKLeadByte) ? Self.chinesePath : Self.englishPath
        return Corpus(
            files: [SourceFile(path: path, bytes: bytes)], registry: registry, options: options, nameTables: nameTables)
    }

    /// The case language alone: `bytes` as the code of one case, parsed, checked and compiled, and run on
    /// the reference implementation when it compiles.
    package func caseCode(_ bytes: [UInt8]) -> CaseCodeOutcome {
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
    package func render(_ corpus: Corpus) -> [SiteFile] {
        var wanted: Set<String> = []
        for page in corpus.pages {
            wanted.insert(SiteGenerator.searchIndexPart(ofPage: page.path))
            if let id = page.articleID { wanted.insert(page.language.rawValue + "/" + id + ".html") }
            if let symbol = page.symbolID, let member = corpus.registry[symbol] {
                wanted.insert(
                    page.language.rawValue + "/" + PagePath.relativePath(forSymbol: symbol, kind: member.kind) + ".html"
                )
            }
        }
        // On the calling thread: a page's few files are not worth starting threads for, and on a busy machine
        // waiting for them to be scheduled took most of an input's time on the clock.
        return SiteGenerator(corpus: corpus).generate(only: wanted, threads: 1).files
    }

    /// The first byte of a three-byte UTF-8 sequence in U+4000…U+9FFF, where the CJK ideographs lie.
    private static func isCJKLeadByte(_ byte: UInt8) -> Bool { (0xE4...0xE9).contains(byte) }
}

/// The three targets, by the first byte of a fuzzer's input.
package enum FuzzTarget: Int, Sendable, CaseIterable {
    /// ``FuzzTargets/page(_:)``: the page parser with its case checks.
    case page
    /// ``FuzzTargets/caseCode(_:)``: the case language alone.
    case caseCode
    /// ``FuzzTargets/render(_:)`` of the parsed page: the site renderer.
    case site

    package init(selector: UInt8) { self = FuzzTarget(rawValue: Int(selector) % 3)! }

    /// The first byte that selects the target in a seed: `0`, `1` or `2`.
    package var seedPrefix: UInt8 { UInt8(ascii: "0") + UInt8(rawValue) }
}

/// What the fuzz targets made of one input; `nil` for a target that did not read it.
package struct FuzzOutcome: Sendable {
    package var page: PageOutcome?
    package var caseCode: CaseCodeOutcome?
    /// The site files rendered from the page.
    package var renderedFiles: [SiteFile]?
    /// The page as the renderer read it.
    package var corpus: Corpus?
}

/// One input read as a page.
package struct PageOutcome: Sendable {
    /// The one-page corpus (no page when the input could not be parsed as one).
    package var corpus: Corpus
    /// The corpus's diagnostics and those of the case-code checks.
    package var diagnostics: [Diagnostic]
}

/// One input read as the code of a case.
package enum CaseCodeOutcome: Sendable {
    /// The code does not compile: why, at least one error.
    case rejected([Diagnostic])
    /// The code compiled and ran on the reference implementation.
    case ran(CaseOutcome, warnings: [Diagnostic])
}
