import ControlSpecModel
import Foundation

/// A corpus shaped like the real one, `scale` times its size: the real pages and registry, plus
/// `scale - 1` replicas of every member page under new symbol IDs.
///
/// Replica `r` of `UIControl.isEnabled` is `UIControl.isEnabled_r<r>`; of `UIButton.setTitle(_:for:)`,
/// `UIButton.setTitle_r<r>(_:for:)`; constants follow their type (`UIControl.State_r<r>.highlighted`).
/// A replica page is its original with the title and every `doc:` link to a replicated member
/// renamed, so links stay within the replica; the prose, the sections and the case code are
/// untouched, so the cases still compile and run against the reference. Registry entries keep their
/// Swift and Objective-C declarations. Class pages are not replicated: the corpus keeps two classes.
///
/// Generation is deterministic: the same input and scale give the same files and registry.
package struct SyntheticCorpus: Sendable {
    /// The pages, sorted by path (relative to the docs folder, as in ``SourceFile/path``).
    package let files: [SourceFile]
    package let registry: Registry
    package let scale: Int

    /// Replicates `files` (the real docs folder's pages) and `registry` `scale` times.
    ///
    /// The real pages keep their ``SourceFile/displayPath``; a replica's is its path behind the same
    /// prefix as its original's (`Docs/en/UIControl/isEnabled_r2.md`).
    package init(files: [SourceFile], registry: Registry, scale: Int) {
        precondition(scale >= 1, "scale must be at least 1")
        self.scale = scale
        var members = registry.members
        let replicated = registry.members.filter { $0.kind != .class }
        let replicatedIDs = Set(replicated.map(\.id))
        for replica in 1..<max(scale, 1) {
            for member in replicated {
                members.append(Self.rename(member, replica: replica))
            }
        }
        self.registry = Registry(members: members, sdk: registry.sdk)
        var output: [SourceFile] = []
        output.reserveCapacity(files.count * scale)
        let sorted = files.sorted { $0.path < $1.path }
        output += sorted
        for replica in 1..<max(scale, 1) {
            for file in sorted {
                guard let copy = Self.replicate(file, replica: replica, registry: registry, replicated: replicatedIDs)
                else { continue }
                output.append(copy)
            }
        }
        self.files = output.sorted { $0.path < $1.path }
    }

    /// The total size of the pages in bytes.
    package var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }

    /// The registry as `registry.json` data (the format ``Registry/init(jsonData:)`` reads).
    package func registryJSON() -> Data {
        struct File: Encodable {
            var formatVersion = 1
            var sdk: String
            var members: [Registry.Member]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Plain strings and numbers always encode.
        return try! encoder.encode(File(sdk: registry.sdk, members: registry.members))
    }

    // MARK: - Renaming

    /// The suffix of replica `replica`.
    static func suffix(_ replica: Int) -> String { "_r\(replica)" }

    /// `UIControl.isEnabled` → `UIControl.isEnabled_r3`; `UIButton.setTitle(_:for:)` →
    /// `UIButton.setTitle_r3(_:for:)`; `UIControl.State.normal` → `UIControl.State_r3.normal`.
    /// A class ID (no dot) is returned unchanged.
    package static func renamedID(_ id: String, replica: Int) -> String {
        guard replica > 0, let dot = id.firstIndex(of: ".") else { return id }
        let rest = id[id.index(after: dot)...]
        let end = rest.firstIndex { $0 == "." || $0 == "(" } ?? rest.endIndex
        return String(id[..<end]) + suffix(replica) + String(id[end...])
    }

    static func rename(_ member: Registry.Member, replica: Int) -> Registry.Member {
        var copy = member
        copy.id = renamedID(member.id, replica: replica)
        // The name is the last part of the ID for members and types; constants keep theirs.
        if member.kind != .constant, member.id.hasSuffix("." + member.name) {
            copy.name = String(copy.id.dropFirst(member.id.count - member.name.count))
        }
        copy.parent = member.parent.map { renamedID($0, replica: replica) }
        copy.replacement = member.replacement.map { renamedID($0, replica: replica) }
        return copy
    }

    /// The replica of one page; nil for pages that are not replicated (class pages, pages without a
    /// registered symbol in their title).
    static func replicate(_ file: SourceFile, replica: Int, registry: Registry, replicated: Set<String>) -> SourceFile?
    {
        let text = String(decoding: file.bytes, as: UTF8.self)
        guard let symbol = titleSymbol(of: text), replicated.contains(symbol), let member = registry[symbol],
            let language = file.path.split(separator: "/").first.flatMap({ Language(rawValue: String($0)) })
        else { return nil }
        let newID = renamedID(symbol, replica: replica)
        var body = text
        let firstLineEnd = body.firstIndex(of: "\n") ?? body.endIndex
        body.replaceSubrange(body.startIndex..<firstLineEnd, with: "# `\(newID)`")
        body = renamingDocLinks(in: body, replica: replica, replicated: replicated)
        let path = PagePath.pagePath(forSymbol: newID, kind: member.kind, language: language)
        let prefix = file.displayPath.hasSuffix(file.path) ? String(file.displayPath.dropLast(file.path.count)) : ""
        return SourceFile(path: path, displayPath: prefix + path, bytes: Array(body.utf8))
    }

    /// The symbol of a page whose first line is `# \`ID\``.
    package static func titleSymbol(of text: String) -> String? {
        let firstLine = text.prefix { $0 != "\n" }
        guard firstLine.hasPrefix("# `"), firstLine.hasSuffix("`"), firstLine.count > 4 else { return nil }
        return String(firstLine.dropFirst(3).dropLast())
    }

    /// Renames the target of every `](doc:ID)` whose ID is in `replicated` to its ID in `replica`.
    /// IDs may hold balanced parentheses (`doc:UIButton.setTitle(_:for:)`).
    package static func renamingDocLinks(in text: String, replica: Int, replicated: Set<String>) -> String {
        let marker = "](doc:"
        var output = ""
        output.reserveCapacity(text.utf8.count + 256)
        var rest = text[...]
        while let found = rest.range(of: marker) {
            output += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            var depth = 0
            var end = rest.startIndex
            while end < rest.endIndex {
                let character = rest[end]
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if character == "\n" || character == " " { break }
                end = rest.index(after: end)
            }
            let target = String(rest[..<end])
            output += replicated.contains(target) ? renamedID(target, replica: replica) : target
            rest = rest[end...]
        }
        output += rest
        return output
    }
}
