import ControlSpecRunner
import Foundation

/// Files written from an ``OutputSink`` chunk by chunk, so that a large output (results, JUnit XML, the
/// report's page) is never whole in memory.
enum StreamedFile {
    /// Writes a file's contents to the sink it is given.
    typealias Contents = (OutputSink) -> Void

    /// Writes what `produce` writes into the file at `path`, created or truncated.
    static func write(toPath path: String, _ produce: (OutputSink) -> Void) throws {
        try writeAndClose(try create(path), produce)
    }

    /// Writes `data` into the file at `path`, created or truncated, without flushing it to disk.
    static func write(_ data: Data, toPath path: String) throws {
        let descriptor = try create(path)
        do {
            try data.withUnsafeBytes { try writeAll($0, to: descriptor) }
        } catch {
            close(descriptor)
            throw error
        }
        try finish(descriptor)
    }

    /// Writes what `produce` writes to the open `descriptor`, which stays open.
    static func write(to descriptor: Int32, _ produce: (OutputSink) -> Void) throws {
        let sink = OutputSink { bytes in try writeAll(bytes, to: descriptor) }
        produce(sink)
        try sink.finish()
    }

    /// Writes what `produce` writes into what is at `path` (a FIFO, a character device), opened for writing
    /// as it is: neither created nor truncated.
    static func write(throughPath path: String, _ produce: (OutputSink) -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        try writeAndClose(descriptor, produce)
    }

    /// Writes what `produce` writes to `descriptor`, then closes it (also when writing fails).
    private static func writeAndClose(_ descriptor: Int32, _ produce: (OutputSink) -> Void) throws {
        let sink = OutputSink { bytes in try writeAll(bytes, to: descriptor) }
        produce(sink)
        do {
            try sink.finish()
        } catch {
            close(descriptor)
            throw error
        }
        try finish(descriptor)
    }

    private static func create(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return descriptor
    }

    /// Writes every byte to `descriptor`, again after an interruption; a failure is the `POSIXError` of its errno.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += written
        }
    }

    private static func finish(_ descriptor: Int32) throws {
        guard close(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}

extension OutputWriter {
    /// Writes what `produce` writes to `url` atomically (a temporary sibling, renamed), creating parent
    /// folders.
    static func write(to url: URL, streaming produce: (OutputSink) -> Void) throws {
        try replaceFile(at: url, reportedAs: url, streaming: produce)
    }

    /// ``replaceDirectory(at:with:keeping:)`` for files handed out with writers (``HTMLReport/writeFiles(_:)``):
    /// each file goes to disk as it is produced.
    static func replaceDirectory(
        at url: URL,
        streaming files: ((_ path: String, _ contents: (OutputSink) -> Void) throws -> Void) throws -> Void
    ) throws {
        let folder = try StagedFolder(replacing: url)
        do {
            try files { path, contents in try folder.write(at: path, streaming: contents) }
            try folder.commit()
        } catch {
            folder.discard()
            throw error
        }
    }
}
