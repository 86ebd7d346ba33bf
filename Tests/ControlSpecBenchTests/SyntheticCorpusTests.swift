import CaseLanguage
import ControlSpecBench
import ControlSpecModel
import Foundation
import Testing

/// The real docs folder and registry of this repository.
enum RealInputs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let inputs: BenchmarkInputs = {
        // The repository's own inputs: a failure here is a broken checkout, not a broken test.
        try! BenchmarkInputs.load(from: root)
    }()
}

@Suite struct SyntheticCorpusTests {
    let inputs = RealInputs.inputs

    @Test func replicaIDsKeepTheClassAndTheLabels() {
        #expect(SyntheticCorpus.renamedID("UIControl.isEnabled", replica: 2) == "UIControl.isEnabled_r2")
        #expect(SyntheticCorpus.renamedID("UIButton.setTitle(_:for:)", replica: 3) == "UIButton.setTitle_r3(_:for:)")
        #expect(
            SyntheticCorpus.renamedID("UIControl.State.highlighted", replica: 4) == "UIControl.State_r4.highlighted")
        #expect(SyntheticCorpus.renamedID("UIControl", replica: 4) == "UIControl")
        #expect(SyntheticCorpus.renamedID("UIControl.isEnabled", replica: 0) == "UIControl.isEnabled")
    }

    @Test func scaleOneIsTheRealCorpus() {
        let synthetic = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: 1)
        #expect(synthetic.files.map(\.path) == inputs.files.map(\.path).sorted())
        #expect(synthetic.files.map(\.bytes) == inputs.files.sorted { $0.path < $1.path }.map(\.bytes))
        #expect(synthetic.registry.members == inputs.registry.members)
    }

    @Test func everyMemberPageIsReplicatedOncePerScale() {
        let scale = 3
        let synthetic = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: scale)
        let classPages = inputs.files.filter {
            $0.path.hasSuffix("/index.md") && $0.path.split(separator: "/").count == 3
        }
        // Articles document no member: like class pages, they are kept once.
        let articles = inputs.files.filter { PagePath.articleID(ofPagePath: $0.path) != nil }
        let memberPages = inputs.files.count - classPages.count - articles.count
        #expect(synthetic.files.count == classPages.count + articles.count + memberPages * scale)
        #expect(Set(synthetic.files.map(\.path)).count == synthetic.files.count)
        let replicated = inputs.registry.members.filter { $0.kind != .class }.count
        #expect(synthetic.registry.members.count == inputs.registry.members.count + replicated * (scale - 1))
        #expect(Set(synthetic.registry.ids).count == synthetic.registry.ids.count)
    }

    @Test func generationIsDeterministic() {
        let first = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: 2)
        let second = SyntheticCorpus(files: inputs.files.reversed(), registry: inputs.registry, scale: 2)
        #expect(first.files.map(\.path) == second.files.map(\.path))
        #expect(first.files.map(\.bytes) == second.files.map(\.bytes))
        #expect(first.registryJSON() == second.registryJSON())
    }

    @Test func replicasLintAsCleanlyAsTheRealPages() {
        let options = LintOptions(misconceptions: inputs.misconceptions)
        let real = Corpus(files: inputs.files, registry: inputs.registry, options: options)
        let synthetic = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: 2)
        let corpus = Corpus(files: synthetic.files, registry: synthetic.registry, options: options)
        let realErrors = real.diagnostics.filter { $0.severity == .error }
        let errors = corpus.diagnostics.filter { $0.severity == .error }
        #expect(realErrors.isEmpty, "the real docs have errors: \(realErrors.map(\.lineDescription))")
        #expect(errors.isEmpty, "\(errors.prefix(5).map(\.lineDescription))")
        #expect(corpus.pages.count == synthetic.files.count)
        #expect(corpus.pages.allSatisfy { $0.symbolID != nil || $0.isArticle })
    }

    @Test func replicaCasesCompileAgainstTheSyntheticRegistry() throws {
        let synthetic = SyntheticCorpus(files: inputs.files, registry: inputs.registry, scale: 2)
        let corpus = Corpus(files: synthetic.files, registry: synthetic.registry)
        let compiler = CaseCompiler(schema: Schema(registry: synthetic.registry))
        var compiled = 0
        var failures: [String] = []
        for page in corpus.pages where page.language == .english {
            for item in page.cases {
                do {
                    _ = try compiler.compile(CaseSource(block: item.block))
                    compiled += 1
                } catch {
                    failures.append(item.qualifiedID)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(compiled > 0)
        let replicaCases = corpus.pages.filter { $0.language == .english && $0.symbolID?.contains("_r1") == true }
            .flatMap(\.cases)
        #expect(!replicaCases.isEmpty)
        #expect(replicaCases.allSatisfy { $0.memberID.contains("_r1") })
    }

    @Test func docLinksOfAReplicaStayInTheReplica() {
        let text =
            "See [`state`](doc:UIControl.state) and [`setTitle`](doc:UIButton.setTitle(_:for:)), [x](doc:UIControl)."
        let renamed = SyntheticCorpus.renamingDocLinks(
            in: text, replica: 5, replicated: ["UIControl.state", "UIButton.setTitle(_:for:)"])
        #expect(
            renamed
                == "See [`state`](doc:UIControl.state_r5) and [`setTitle`](doc:UIButton.setTitle_r5(_:for:)), [x](doc:UIControl)."
        )
    }
}

@Suite struct CorpusReadingTests {
    @Test func readingTheDocsFolderGivesTheCorpusOfItsFiles() {
        let inputs = RealInputs.inputs
        let docs = RealInputs.root.appendingPathComponent("Docs")
        let options = LintOptions(misconceptions: inputs.misconceptions)
        let read = Corpus(reading: docs, displayPrefix: "Docs", registry: inputs.registry, options: options)
        let (files, readDiagnostics) = Corpus.readFiles(in: docs, displayPrefix: "Docs")
        let fromFiles = Corpus(files: files, registry: inputs.registry, options: options)
        #expect(readDiagnostics.isEmpty)
        #expect(read.pages == fromFiles.pages)
        #expect(read.diagnostics == fromFiles.diagnostics)
        #expect(read.sources == files.sorted { $0.path < $1.path }.map(\.source))
        #expect(Set(read.sources.map(\.contentHash)).count == read.sources.count)
    }
}
