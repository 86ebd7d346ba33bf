import ControlSpecModel
import Foundation

/// A workspace on disk for `controlspec publish`: `Docs/`, `conformance/registry.json` and
/// `conformance/misconceptions.json`.
package enum SyntheticWorkspace {
    /// Writes `corpus` into `folder` (replacing what is there).
    package static func write(_ corpus: SyntheticCorpus, misconceptions: [Misconception], to folder: URL) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        let docs = folder.appendingPathComponent("Docs")
        var folders = Set<String>()
        for file in corpus.files {
            let url = docs.appendingPathComponent(file.path)
            let parent = url.deletingLastPathComponent().path
            if folders.insert(parent).inserted {
                try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
            try Data(file.bytes).write(to: url)
        }
        let conformance = folder.appendingPathComponent("conformance")
        try manager.createDirectory(at: conformance, withIntermediateDirectories: true)
        try corpus.registryJSON().write(to: conformance.appendingPathComponent("registry.json"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(misconceptions).write(to: conformance.appendingPathComponent("misconceptions.json"))
    }

    /// The page an edit is made to: the first English member page (not a class page or an article) in path order.
    package static func pageToTouch(in files: [SourceFile]) -> SourceFile? {
        files.filter {
            $0.path.hasPrefix("en/") && !$0.path.hasSuffix("/index.md")
                && PagePath.articleID(ofPagePath: $0.path) == nil
        }.min { $0.path < $1.path }
    }

    /// Appends a sentence to the page at `path` (in the docs folder) of the workspace in `folder`, as an
    /// author would.
    package static func touch(page path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent("Docs").appendingPathComponent(path)
        var text = try String(contentsOf: url, encoding: .utf8)
        text += "\nThis sentence was added to measure an incremental publish.\n"
        try Data(text.utf8).write(to: url)
    }
}
