import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Blocking reads and writes on pipe file descriptors.
///
/// `FileHandle`'s non-throwing `write(_:)` and `availableData` stop the whole process on an I/O
/// error; a child that dies mid-conversation must cost one failed call, not the runner.
enum PipeIO {
    /// Ignores SIGPIPE for the whole process, once: writing to a child that has died must fail
    /// with `EPIPE` instead of killing the runner.
    static let ignoreBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    /// The next bytes available on `descriptor`, waiting for some; `nil` at end of file or on error.
    static func read(_ descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                #if canImport(Darwin)
                    Darwin.read(descriptor, bytes.baseAddress, bytes.count)
                #elseif canImport(Musl)
                    Musl.read(descriptor, bytes.baseAddress, bytes.count)
                #else
                    Glibc.read(descriptor, bytes.baseAddress, bytes.count)
                #endif
            }
            if count > 0 { return Data(buffer[0..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Writes all of `data`; `false` when the other end is gone.
    static func write(_ data: Data, to descriptor: Int32) -> Bool {
        var bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Darwin)
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Musl)
                    Musl.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Reads `handle` on a thread of its own until end of file, handing over each chunk.
    ///
    /// The thread keeps `handle` alive, so its descriptor cannot be closed and reused while it reads.
    static func readInBackground(
        _ handle: FileHandle, name: String, onData: @escaping @Sendable (Data) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            while let data = read(handle.fileDescriptor) { onData(data) }
            onEnd()
        }
        thread.name = name
        thread.start()
    }
}
