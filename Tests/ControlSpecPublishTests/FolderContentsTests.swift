import ControlSpecPublish
import Foundation
import Testing

@Suite struct FolderContentsTests {
    @Test func listsEveryRegularFileBelowTheFolderAndNoLinkOrFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-contents-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(
            at: root.appendingPathComponent("docsets/A.docset/Contents/Resources/Documents/en"),
            withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        for (path, text) in [
            ("docsets/A.docset/Contents/Info.plist", "p"),
            ("docsets/A.docset/Contents/Resources/Documents/en/页面.html", "x"),
            ("docsets/A.tgz", "t"),
            ("elsewhere/outside.txt", "o"),
        ] {
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
        }
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("docsets/A.docset/link.txt").path,
            withDestinationPath: root.appendingPathComponent("elsewhere/outside.txt").path)
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("docsets/A.docset/linked-folder").path,
            withDestinationPath: root.appendingPathComponent("elsewhere").path)
        let files = try FolderContents.files(root: root.path, under: "docsets/A.docset")
        #expect(
            Set(files.keys) == [
                "docsets/A.docset/Contents/Info.plist", "docsets/A.docset/Contents/Resources/Documents/en/页面.html",
            ])
        let page = try #require(files["docsets/A.docset/Contents/Resources/Documents/en/页面.html"])
        #expect(try Data(contentsOf: page) == Data("x".utf8))
        #expect(try FolderContents.files(root: root.path, under: "docsets/Missing.docset").isEmpty)
    }
}
