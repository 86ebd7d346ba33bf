import CZlib
import Foundation

/// gzip compression through zlib (Debian `zlib1g-dev`), for the docsets' feed archives.
enum Gzip {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "zlib could not compress the archive (status \(status))" }
    }

    /// The CRC-32 of `data` (zlib's), which names a feed's version.
    static func checksum(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { checksum($0, continuing: 0) }
    }

    /// The CRC-32 of what came before (`checksum`) followed by `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing checksum: UInt32) -> UInt32 {
        UInt32(crc32(uLong(checksum), bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count)))
    }
}

/// A gzip stream (RFC 1952) written piece by piece, so that an archive is never whole in memory: what is written is
/// compressed and handed to `output` in chunks of up to 64 KiB, and ``checksum`` follows the compressed bytes. zlib
/// writes a zero modification time into the header, so the same input always gives the same bytes.
final class GzipWriter {
    // zlib keeps a pointer to its stream and checks it on every call: the stream must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private let output: (UnsafeRawBufferPointer) -> Void
    private var isOpen = true
    /// The CRC-32 of the compressed bytes handed out so far: after ``finish()``, the archive's.
    private(set) var checksum: UInt32 = 0

    init(output: @escaping (UnsafeRawBufferPointer) -> Void) throws {
        self.output = output
        stream.initialize(to: z_stream())
        // Window bits 15 + 16: a gzip header and trailer instead of zlib's. zlib's default level: on a docset
        // it is 1 % larger than the best level and takes less than half its time.
        let status = deflateInit2_(
            stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw Gzip.Failure(status: status)
        }
    }

    deinit {
        if isOpen { deflateEnd(stream) }
        stream.deallocate()
    }

    /// Compresses `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(bytes.count)
        while stream.pointee.avail_in > 0 {
            _ = try deflateChunk(flush: Z_NO_FLUSH)
        }
    }

    /// Compresses `data`.
    func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    /// Ends the stream: the rest of the compressed bytes and the gzip trailer.
    func finish() throws {
        while try deflateChunk(flush: Z_FINISH) != Z_STREAM_END {}
        deflateEnd(stream)
        isOpen = false
    }

    /// One call of `deflate` into the chunk, whose output is handed on; returns zlib's status.
    private func deflateChunk(flush: Int32) throws -> Int32 {
        try chunk.withUnsafeMutableBufferPointer { buffer in
            stream.pointee.next_out = buffer.baseAddress
            stream.pointee.avail_out = uInt(buffer.count)
            let status = deflate(stream, flush)
            // Z_BUF_ERROR only says that no progress was possible, which a full output buffer also causes.
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw Gzip.Failure(status: status)
            }
            let produced = UnsafeRawBufferPointer(
                start: buffer.baseAddress, count: buffer.count - Int(stream.pointee.avail_out))
            if !produced.isEmpty {
                checksum = Gzip.checksum(produced, continuing: checksum)
                output(produced)
            }
            return status
        }
    }
}
