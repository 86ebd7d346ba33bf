import Foundation
import Testing

@testable import ControlSpecCLI

@Suite struct FileProblemTests {
    @Test func aJSONSyntaxErrorIsPlacedByLineAndColumnInCharacters() throws {
        let bad = Data("{\n  \"名前\": \"值\",\n  \"b\": [1 2]\n}".utf8)
        let syntax = try #require(JSONSyntaxError(in: bad))
        #expect(syntax.line == 3)
        #expect(syntax.column == 11)
        #expect(syntax.message == "invalid value")
        let truncated = try #require(JSONSyntaxError(in: Data("{\"a\": [1,\n".utf8)))
        #expect(truncated.line == 2 && truncated.column == 1)
        #expect(truncated.message == "the file ends before the JSON does")
        #expect(JSONSyntaxError(in: Data("{\"a\": [1, 2]}".utf8)) == nil)
    }

    @Test func keyPathsJoinKeysWithDotsAndPutPositionsInBrackets() throws {
        struct Entry: Decodable { var name: String }
        struct File: Decodable { var members: [Entry] }
        let json = Data(#"{"members": [{"name": "a"}, {"name": 3}]}"#.utf8)
        do {
            _ = try JSONDecoder().decode(File.self, from: json)
            Issue.record("decoded a number as a string")
        } catch let error as DecodingError {
            guard case .typeMismatch(_, let context) = error else { throw error }
            #expect(FileProblem.keyPath(context.codingPath) == "members[1].name")
            let failure = FileProblem.content(.registry, at: "r.json", data: json, error)
            #expect(
                failure.description.hasPrefix(
                    "r.json: the registry cannot be read: at members[1].name: expected a string"))
        }
    }

    @Test func writeFailuresNameTheFolderToActOnAndAFix() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("file-problem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("site")
        // Foundation names the tool's staging folder; the message names the folder that was to hold it.
        let denied = CocoaError(
            .fileWriteNoPermission,
            userInfo: [NSFilePathErrorKey: root.appendingPathComponent(".site.new-1234").path])
        #expect(
            FileProblem.writing(target, denied).description
                == "cannot write \(target.path): permission denied on \(root.path)\n"
                + "  fix: write to a folder you may write to, or change the permissions of \(root.path)")
        let readOnly = FileProblem.writing(target.appendingPathComponent("a/b.html"), POSIXError(.EROFS))
        #expect(readOnly.description.contains(": \(root.path) is on a read-only file system\n  fix: "))
        #expect(FileProblem.writing(target, POSIXError(.ENOSPC)).description.contains("no space is left"))
        let file = root.appendingPathComponent("file")
        try Data().write(to: file)
        let blocked = FileProblem.writing(file.appendingPathComponent("out"), POSIXError(.ENOTDIR))
        #expect(blocked.description.contains(": \(file.path) is a file, where a folder is needed\n  fix: "))
    }

    @Test func aResultsFileWithASyntaxErrorIsReportedAtItsLineAndColumn() async throws {
        let project = try TemporaryProject()
        try Data("{\n  \"formatVersion\": 1,\n  \"cases\": [,]\n}".utf8)
            .write(to: project.root.appendingPathComponent("bad.json"))
        let result = await project.run("report", "bad.json")
        #expect(result.status == 2)
        #expect(
            result.err.contains("bad.json:3:13: the results file cannot be read: not valid JSON: invalid value"),
            "\(result.err)")
        #expect(result.err.contains("fix: write it again with 'controlspec run --results FILE'"))
        #expect(!result.err.contains("Error Domain"), "\(result.err)")
    }

    @Test func anExpectationsValueOfTheWrongTypeIsReportedByItsKeyPath() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": TemporaryProject.englishPage])
        try Data(#"{"formatVersion": 1, "expectations": [{"case": 3}]}"#.utf8)
            .write(to: project.root.appendingPathComponent("expect.json"))
        let result = await project.run("run", "--expectations", "expect.json")
        #expect(result.status == 2)
        #expect(
            result.err.contains(
                "expect.json: the expectations file cannot be read: at expectations[0].case: expected a string"),
            "\(result.err)")
    }

    @Test func missingFilesAndFoldersGivenAsFilesAreSaidInPlainWords() async throws {
        let project = try TemporaryProject()
        let missing = await project.run("report", "nowhere.json")
        #expect(missing.status == 2)
        #expect(
            missing.err.contains("cannot read the results file nowhere.json: there is no such file"), "\(missing.err)")
        #expect(!missing.err.contains("Error Domain"), "\(missing.err)")
        let folder = await project.run("report", "Docs")
        #expect(folder.err.contains("cannot read the results file Docs: it is a folder, not a file"), "\(folder.err)")
    }
}
