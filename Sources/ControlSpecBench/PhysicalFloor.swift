import ControlSpecMarkdown
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The physical floor of the site command, measured beside it: what no site generator of the same pages can
/// avoid. Rendering every page's Markdown with libcmark as shipped (in this process, on one thread), and writing
/// a copy of the finished site (the same files and folders, the same sizes, read into memory beforehand) into a
/// new folder, on one thread, flushed to disk once at the end as the site command flushes its folder.
package enum PhysicalFloor {
    /// A finished folder held in memory: its folders (each after the one holding it) and its files.
    package struct Snapshot: Sendable {
        package var folders: [String]
        package var files: [(path: String, bytes: [UInt8])]

        /// The bytes of every file.
        package var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }
    }

    /// What one measurement of the floor took, in seconds.
    package struct Sample: Hashable, Sendable, Codable {
        /// Rendering every page with libcmark.
        package var render: Double
        /// Creating the folders and files and writing their bytes.
        package var write: Double
        /// Flushing the written folder to disk (`syncfs`).
        package var flush: Double

        /// The floor: rendering, writing and flushing.
        package var total: Double { render + write + flush }
    }

    /// Renders each page with libcmark and returns the bytes of HTML made (kept, so that the work is not left out).
    package static func render(_ pages: [[UInt8]]) -> Int {
        var bytes = 0
        for page in pages { bytes &+= MarkdownHTMLRenderer.rawRenderedByteCount(page) }
        return bytes
    }

    /// Reads every file and folder below `folder` (hidden ones too) into memory.
    package static func snapshot(of folder: URL) throws -> Snapshot {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw BenchmarkError(description: "cannot list \(folder.path)")
        }
        var snapshot = Snapshot(folders: [], files: [])
        while let path = enumerator.nextObject() as? String {
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                snapshot.folders.append(path)
            } else if type == .typeRegular {
                snapshot.files.append((path, Array(try Data(contentsOf: folder.appendingPathComponent(path)))))
            } else {
                throw BenchmarkError(description: "\(folder.path)/\(path) is neither a file nor a folder")
            }
        }
        // The enumerator lists a folder before what it holds, so each folder's parent exists when it is made.
        return snapshot
    }

    /// Writes `snapshot` into `destination` (which must not exist), then flushes its file system; returns the
    /// seconds of the writing and of the flush.
    package static func write(_ snapshot: Snapshot, to destination: URL) throws -> (write: Double, flush: Double) {
        let root = destination.path
        let write = try Stopwatch.seconds {
            guard mkdir(root, 0o755) == 0 else { throw failure("cannot create", root) }
            for folder in snapshot.folders {
                let path = root + "/" + folder
                guard mkdir(path, 0o755) == 0 else { throw failure("cannot create", path) }
            }
            for file in snapshot.files {
                let path = root + "/" + file.path
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { throw failure("cannot create", path) }
                defer { close(descriptor) }
                try file.bytes.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                        if written < 0 && errno == EINTR { continue }
                        guard written > 0 else { throw failure("cannot write", path) }
                        offset += written
                    }
                }
            }
        }
        let flush = try Stopwatch.seconds { try flushFileSystem(holding: root) }
        return (write, flush)
    }

    /// `syncfs` on the file system holding `path` (`sync` where the C library does not have it), as the site
    /// command flushes its staged folder before it swaps it in.
    private static func flushFileSystem(holding path: String) throws {
        guard let syncfs else { return sync() }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open", path) }
        defer { close(descriptor) }
        guard syncfs(descriptor) == 0 else { throw failure("cannot flush", path) }
    }

    /// glibc's `syncfs`, looked up at run time: Swift's Glibc module declares it only for `_GNU_SOURCE`.
    private static let syncfs: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    private static func failure(_ what: String, _ path: String) -> BenchmarkError {
        BenchmarkError(description: "\(what) \(path): \(String(cString: strerror(errno)))")
    }
}
