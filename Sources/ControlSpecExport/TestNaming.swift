/// The Swift function names of the exported tests: one valid, unique identifier per case.
///
/// A name is the member part of the qualified ID in lowercase words joined by `_`, then `__`, then the case ID
/// with `-` as `_`: `UIButton.setTitle(_:for:)#falls-back` becomes `uibutton_settitle_for__falls_back`. Names
/// that collide (`UIControl.State` and `UIControl.state` differ only in case) get `_2`, `_3`, … in the order the
/// qualified IDs are given. Naming every case of the corpus, rather than only the exported ones, keeps a case's
/// name the same whatever `--member` selected, so that outcomes map back to cases by name.
package struct TestNaming: Sendable {
    /// The qualified IDs, in the order they were named.
    package let qualifiedIDs: [String]
    /// The function names, parallel to ``qualifiedIDs``.
    package let functionNames: [String]
    private let nameByQualifiedID: [String: String]
    private let qualifiedIDByName: [String: String]

    /// Names `qualifiedIDs` in order; a repeated qualified ID keeps its first name.
    package init(qualifiedIDs: [String]) {
        var used: Set<String> = []
        var names: [String] = []
        var nameByQualifiedID: [String: String] = [:]
        var qualifiedIDByName: [String: String] = [:]
        for qualifiedID in qualifiedIDs {
            if let existing = nameByQualifiedID[qualifiedID] {
                names.append(existing)
                continue
            }
            let base = Self.baseName(for: qualifiedID)
            var name = base
            var suffix = 2
            while used.contains(name) {
                name = base + "_\(suffix)"
                suffix += 1
            }
            used.insert(name)
            names.append(name)
            nameByQualifiedID[qualifiedID] = name
            qualifiedIDByName[name] = qualifiedID
        }
        self.qualifiedIDs = qualifiedIDs
        self.functionNames = names
        self.nameByQualifiedID = nameByQualifiedID
        self.qualifiedIDByName = qualifiedIDByName
    }

    /// The function name of a case; nil for a qualified ID that was not named.
    package func functionName(for qualifiedID: String) -> String? { nameByQualifiedID[qualifiedID] }

    /// The qualified ID of a test, from its function name (`f`, `f()`) or its display name (the qualified ID).
    package func qualifiedID(forTestName name: String) -> String? {
        if nameByQualifiedID[name] != nil { return name }
        var bare = Substring(name)
        if let open = bare.firstIndex(of: "(") { bare = bare[..<open] }
        return qualifiedIDByName[String(bare)]
    }

    /// The name of a qualified ID before collisions are resolved; always a valid Swift identifier.
    package static func baseName(for qualifiedID: String) -> String {
        let member: Substring
        let caseID: Substring?
        if let hash = qualifiedID.lastIndex(of: "#") {
            member = qualifiedID[..<hash]
            caseID = qualifiedID[qualifiedID.index(after: hash)...]
        } else {
            member = Substring(qualifiedID)
            caseID = nil
        }
        var name = words(member).joined(separator: "_")
        if let caseID {
            name += "__" + words(caseID).joined(separator: "_")
        }
        if let first = name.unicodeScalars.first, ("a"..."z").contains(first) { return name }
        return "case_" + name
    }

    /// The runs of ASCII letters and digits of `text`, lowercased.
    private static func words(_ text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
