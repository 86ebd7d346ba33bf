import Foundation

/// A POSIX ustar archive, the `.tar` inside a Dash feed's `.tgz`.
///
/// The archive is reproducible: entries are sorted by path, every directory gets its own entry before
/// its contents, and owner, group and modification time are zero.
enum TarArchive {
    struct PathTooLong: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "cannot archive '\(path)': a ustar path must split at a '/' into at most 155 + 100 bytes; "
                + "shorten the page's file name"
        }
    }

    static let blockSize = 512

    /// Writes the archive of the files at `paths` (relative to the archive's root) to `output`, piece by piece,
    /// reading each file with `contents` only when its entry is written, so that the files are never all in
    /// memory at once.
    static func write(paths: [String], contents: (String) throws -> Data, to output: (Data) throws -> Void) throws {
        let files = Set(paths)
        var directories = Set<String>()
        for path in files {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                directories.insert(parts.joined(separator: "/") + "/")
                parts = parts.dropLast()
            }
        }
        for path in (Array(directories) + Array(files)).sorted() {
            if files.contains(path) {
                let data = try contents(path)
                try output(try header(path: path, size: data.count, directory: false))
                try output(data)
                try output(Data(count: padding(data.count)))
            } else {
                try output(try header(path: path, size: 0, directory: true))
            }
        }
        // The end of an archive is two zero blocks.
        try output(Data(count: 2 * blockSize))
    }

    static func padding(_ size: Int) -> Int { (blockSize - size % blockSize) % blockSize }

    /// One 512-byte ustar header.
    static func header(path: String, size: Int, directory: Bool) throws -> Data {
        let (prefix, name) = try split(path)
        var block = [UInt8](repeating: 0, count: blockSize)
        func put(_ text: String, at offset: Int, width: Int) {
            for (index, byte) in text.utf8.prefix(width).enumerated() { block[offset + index] = byte }
        }
        // Numbers are octal, zero-padded, ending in NUL.
        func octal(_ value: Int, at offset: Int, width: Int) {
            let digits = String(value, radix: 8)
            put(String(repeating: "0", count: width - 1 - digits.count) + digits, at: offset, width: width - 1)
        }
        put(name, at: 0, width: 100)
        octal(directory ? 0o755 : 0o644, at: 100, width: 8)
        octal(0, at: 108, width: 8)  // uid
        octal(0, at: 116, width: 8)  // gid
        octal(size, at: 124, width: 12)
        octal(0, at: 136, width: 12)  // mtime
        block[156] = directory ? UInt8(ascii: "5") : UInt8(ascii: "0")
        put("ustar\u{0}00", at: 257, width: 8)
        put(prefix, at: 345, width: 155)
        // The checksum is the byte sum with its own field counted as eight spaces: six digits, NUL, space.
        put("        ", at: 148, width: 8)
        let sum = block.reduce(0) { $0 + Int($1) }
        octal(sum, at: 148, width: 7)
        block[155] = UInt8(ascii: " ")
        return Data(block)
    }

    /// A path as ustar's `prefix` (up to 155 bytes) and `name` (up to 100 bytes), split at a `/`.
    static func split(_ path: String) throws -> (prefix: String, name: String) {
        let bytes = Array(path.utf8)
        if bytes.count <= 100 { return ("", path) }
        // The name must not be empty, so a directory's trailing '/' is not a place to split.
        let candidates = bytes.indices.dropLast().filter { bytes[$0] == UInt8(ascii: "/") }
        guard let cut = candidates.first(where: { $0 <= 155 && bytes.count - $0 - 1 <= 100 }) else {
            throw PathTooLong(path: path)
        }
        return (String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[(cut + 1)...], as: UTF8.self))
    }
}
