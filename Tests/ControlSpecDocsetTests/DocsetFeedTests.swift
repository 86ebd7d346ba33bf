import ControlSpecModel
import Foundation
import Testing

@testable import ControlSpecDocset

/// The `.tgz` and the feed Dash and Zeal subscribe to, unpacked with the system's `tar` as they do it.
@Suite struct DocsetFeedTests {
    /// `archive` unpacked by `tar -xzf` into a new temporary folder, and that folder.
    static func unpacked(_ archive: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docset-feed-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("archive.tgz")
        try archive.write(to: file)
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-xzf", file.path, "-C", folder.path]
        try tar.run()
        tar.waitUntilExit()
        #expect(tar.terminationStatus == 0, "tar could not unpack the archive")
        try FileManager.default.removeItem(at: file)
        return folder
    }

    /// The tar archive of `files`, whole, as the streaming writer makes it.
    static func tar(_ files: [String: Data]) throws -> Data {
        var archive = Data()
        try TarArchive.write(paths: Array(files.keys), contents: { files[$0] ?? Data() }) { archive.append($0) }
        return archive
    }

    /// `data` gzip-compressed in one write.
    static func gzip(_ data: Data) throws -> Data {
        var output = Data()
        let writer = try GzipWriter { output.append(contentsOf: $0) }
        try writer.write(data)
        try writer.finish()
        return output
    }

    static func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test func tarUnpacksTheSameFilesIncludingLongPaths() throws {
        let long =
            "A.docset/Contents/Resources/Documents/zh-Hans/UIControl/"
            + "contextMenuInteraction(__previewForHighlightingMenuWithConfiguration_).html"
        #expect(long.utf8.count > 100)
        let files: [String: Data] = [
            "A.docset/Contents/Info.plist": Data("<plist/>".utf8),
            "A.docset/icon.png": Data((0..<1500).map { UInt8($0 % 251) }),
            "A.docset/Contents/Resources/empty.txt": Data(),
            long: Data("页面".utf8),
        ]
        let folder = try Self.unpacked(try Self.gzip(Self.tar(files)))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.files(under: folder) == files)
    }

    @Test func theArchiveIsReproducible() throws {
        let files = ["A.docset/a.html": Data("a".utf8), "A.docset/b/c.html": Data("c".utf8)]
        let first = try Self.gzip(Self.tar(files))
        #expect(try Self.gzip(Self.tar(files)) == first)
        let changed = try Self.gzip(Self.tar(files.merging(["A.docset/a.html": Data("b".utf8)]) { $1 }))
        #expect(changed != first)
    }

    @Test func aPathThatCannotBeSplitIsRefusedByName() throws {
        let path = "A.docset/" + String(repeating: "x", count: 120) + ".html"
        #expect {
            try Self.tar([path: Data()])
        } throws: { error in
            "\(error)".contains(path) && "\(error)".contains("shorten")
        }
    }

    @Test func theRealDocsetArchiveHoldsOnlyItsOwnFolder() throws {
        let docset = Docset(corpus: DocsetTests.corpus, language: .chinese)
        let files = try docset.files(site: DocsetTests.site)
        let other = ["ControlSpec.docset/Contents/Info.plist": Data("other".utf8)]
        let folder = try Self.unpacked(try docset.archive(of: files.merging(other) { $1 }))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [docset.folderName])
        let unpacked = try Self.files(under: folder)
        #expect(unpacked == files)
        #expect(unpacked[docset.folderName + "/Contents/Resources/docSet.dsidx"] != nil)
    }

    @Test func anArchiveWrittenPieceByPieceIsTheOneArchiveAndReadsEachFileOnce() throws {
        let docset = Docset(corpus: DocsetTests.corpus, language: .english)
        let files = try docset.files(site: DocsetTests.site)
        var reads: [String: Int] = [:]
        var chunks = 0
        var streamed = Data()
        let checksum = try docset.writeArchive(
            paths: Array(files.keys),
            contents: { path in
                reads[path, default: 0] += 1
                return files[path] ?? Data()
            },
            to: { bytes in
                chunks += 1
                streamed.append(contentsOf: bytes)
            })
        #expect(streamed == (try docset.archive(of: files)))
        #expect(checksum == Gzip.checksum(streamed))
        #expect(reads.count == files.count && reads.values.allSatisfy { $0 == 1 })
        #expect(chunks > 1, "the archive is handed out in chunks, not whole")
        let folder = try Self.unpacked(streamed)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.files(under: folder) == files)
    }

    @Test func gzipOutputDoesNotDependOnHowItsInputIsCut() throws {
        let bytes: [UInt8] = (0..<300_000).map { (index: Int) -> UInt8 in
            UInt8(truncatingIfNeeded: index * 7 + index / 1_000)
        }
        let data = Data(bytes)
        var pieces = Data()
        let writer = try GzipWriter { pieces.append(contentsOf: $0) }
        for range in [0..<1, 1..<70_000, 70_000..<70_001, 70_001..<300_000] { try writer.write(data[range]) }
        try writer.finish()
        #expect(pieces == (try Self.gzip(data)))
        #expect(writer.checksum == Gzip.checksum(pieces))
    }

    @Test func theFeedNamesTheArchiveAndAVersionThatFollowsItsContents() throws {
        let docset = Docset(corpus: DocsetTests.corpus, language: .english)
        #expect(docset.archiveName == "ControlSpec.tgz")
        #expect(docset.feedName == "ControlSpec.xml")
        let archive = Data("one".utf8)
        let feed = String(
            decoding: Docset.feed(
                archive: archive, archiveName: docset.archiveName, toolVersion: "0.1.0",
                baseURL: "https://example.org/a&b"), as: UTF8.self)
        #expect(feed.contains("<url>https://example.org/a&amp;b/ControlSpec.tgz</url>"), "\(feed)")
        let version = try #require(feed.firstMatch(of: /<version>0\.1\.0\/([0-9a-f]{8})<\/version>/)?.1)
        let withSlash = String(
            decoding: Docset.feed(
                archive: archive, archiveName: "ControlSpec.tgz", toolVersion: "0.1.0", baseURL: "https://e.org/d/"),
            as: UTF8.self)
        #expect(withSlash.contains("<url>https://e.org/d/ControlSpec.tgz</url>"))
        #expect(withSlash.contains("<version>0.1.0/\(version)</version>"))
        let changed = String(
            decoding: Docset.feed(
                archive: Data("two".utf8), archiveName: "ControlSpec.tgz", toolVersion: "0.1.0",
                baseURL: "https://e.org"),
            as: UTF8.self)
        #expect(!changed.contains(String(version)))
    }
}
