/// The cases a build of the exported suite could not compile, read from the build's output.
///
/// Each case has its own file named by its function, so an error in `…/<function>.swift` belongs to that case.
/// A compiler crash names the file it was working on in its stack dump (`While evaluating request
/// ASTLoweringRequest(Lowering AST to SIL for file "…")`); that case is blamed with "the compiler crashed".
/// Errors in `Harness.swift` or outside the test target belong to no case.
package struct BuildLog: Hashable, Sendable {
    /// The first problem of each case that did not compile, by function name.
    package private(set) var problemsByFunction: [String: String] = [:]
    /// Error lines that belong to no case (the harness, the manifest, dependencies), in order, without repeats.
    package private(set) var otherErrors: [String] = []

    /// Reads the output of `swift build` or `swift test`.
    package init(text: String) {
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            let found: (file: String, problem: String)? =
                if let file = Self.crashedFile(in: line) {
                    (file, "the compiler crashed on this case")
                } else {
                    Self.error(in: line)
                }
            guard let found else { continue }
            if found.file.hasSuffix("/Harness.swift") || !found.file.contains("/\(ExportedSuite.testTarget)/") {
                if !otherErrors.contains(line) { otherErrors.append(line) }
            } else {
                record(file: found.file, problem: found.problem)
            }
        }
    }

    /// Merges the problems of several logs; the first problem of a case wins.
    package mutating func merge(_ other: BuildLog) {
        for (function, problem) in other.problemsByFunction where problemsByFunction[function] == nil {
            problemsByFunction[function] = problem
        }
        for line in other.otherErrors where !otherErrors.contains(line) { otherErrors.append(line) }
    }

    /// The problems by qualified ID, for the functions `naming` knows.
    package func problemsByQualifiedID(naming: TestNaming) -> [String: String] {
        var problems: [String: String] = [:]
        for (function, problem) in problemsByFunction {
            if let qualifiedID = naming.qualifiedID(forTestName: function) { problems[qualifiedID] = problem }
        }
        return problems
    }

    private mutating func record(file: String, problem: String) {
        guard file.hasSuffix(".swift") else { return }
        let base = file.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? file
        if problemsByFunction[base] == nil { problemsByFunction[base] = problem }
    }

    /// `(file, message)` for a line `/path/File.swift:12:5: error: message`.
    static func error(in line: String) -> (String, String)? {
        guard let range = line.range(of: ": error: ") else { return nil }
        let location = line[..<range.lowerBound]
        let message = String(line[range.upperBound...])
        // The location is `file:line:column`; the file is what precedes the last two numbers.
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil else {
            return nil
        }
        let file = parts.dropLast(2).joined(separator: ":")
        guard file.hasPrefix("/") || file.hasPrefix(".") || file.contains("/") else { return nil }
        return (file, message)
    }

    /// The file of a compiler crash's stack dump line (`4.  While evaluating request … for file "/…/x.swift")`),
    /// if `line` is one.
    static func crashedFile(in line: String) -> String? {
        guard line.contains("While "), let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\""), rest[..<close].hasSuffix(".swift") else { return nil }
        return String(rest[..<close])
    }
}
