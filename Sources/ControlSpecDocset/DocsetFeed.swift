import Foundation

/// What Dash and Zeal subscribe to: the docset packed as a `.tgz`, and a feed (a small XML file) that
/// names its version and the address of the archive. A reader adds the feed's address once; when the
/// version in it changes, Dash and Zeal download the archive again.
extension Docset {
    /// `ControlSpec.tgz`, `ControlSpec-zh-Hans.tgz`.
    package var archiveName: String { baseName + ".tgz" }

    /// `ControlSpec.xml`, `ControlSpec-zh-Hans.xml`.
    package var feedName: String { baseName + ".xml" }

    private var baseName: String { String(folderName.dropLast(".docset".count)) }

    /// The docset's files (those of `files` under ``folderName``) as a gzip-compressed tar archive whose
    /// only top-level entry is the `.docset` folder, as Dash's feed format wants it.
    package func archive(of files: [String: Data]) throws -> Data {
        var archive = Data()
        _ = try writeArchive(paths: Array(files.keys), contents: { files[$0] ?? Data() }) {
            archive.append(contentsOf: $0)
        }
        return archive
    }

    /// Writes the archive of ``archive(of:)`` to `output` piece by piece, reading each file (path relative to
    /// the folder that holds the docset) with `contents` only as it is packed, so that neither the files nor
    /// the archive are ever whole in memory. Paths outside ``folderName`` are left out. Returns the archive's
    /// CRC-32, for ``feed(checksum:archiveName:toolVersion:baseURL:)``.
    package func writeArchive(
        paths: [String], contents: (String) throws -> Data, to output: @escaping (UnsafeRawBufferPointer) -> Void
    ) throws -> UInt32 {
        let gzip = try GzipWriter(output: output)
        try TarArchive.write(paths: paths.filter { $0.hasPrefix(folderName + "/") }, contents: contents) {
            try gzip.write($0)
        }
        try gzip.finish()
        return gzip.checksum
    }

    /// The feed for `archive`, served at `baseURL` beside it. The version is the tool's version and the
    /// archive's CRC-32 (`0.1.0/1a2b3c4d`), so that it changes exactly when the contents do.
    package static func feed(archive: Data, archiveName: String, toolVersion: String, baseURL: String) -> Data {
        feed(checksum: Gzip.checksum(archive), archiveName: archiveName, toolVersion: toolVersion, baseURL: baseURL)
    }

    /// The feed of an archive whose CRC-32 is `checksum` (see ``feed(archive:archiveName:toolVersion:baseURL:)``).
    package static func feed(checksum: UInt32, archiveName: String, toolVersion: String, baseURL: String) -> Data {
        let version = toolVersion + "/" + String(format: "%08x", checksum)
        let url = (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + archiveName
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <entry>
                <version>\(escaped(version))</version>
                <url>\(escaped(url))</url>
            </entry>

            """
        return Data(xml.utf8)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
