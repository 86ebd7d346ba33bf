import CZlib
import Foundation

/// gzip compression through zlib (Debian `zlib1g-dev`), for the docsets' feed archives.
enum Gzip {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "zlib could not compress the archive (status \(status))" }
    }

    /// `data` as a gzip stream (RFC 1952). zlib writes a zero modification time into the header, so the
    /// same input always gives the same bytes.
    static func compress(_ data: Data) throws -> Data {
        var stream = z_stream()
        // Window bits 15 + 16: a gzip header and trailer instead of zlib's. zlib's default level: on a docset
        // it is 1 % larger than the best level and takes less than half its time.
        var status = deflateInit2_(
            &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw Failure(status: status) }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var output = Data()
        try input.withUnsafeMutableBufferPointer { inputBytes in
            stream.next_in = inputBytes.baseAddress
            stream.avail_in = uInt(inputBytes.count)
            repeat {
                try chunk.withUnsafeMutableBufferPointer { chunkBytes in
                    stream.next_out = chunkBytes.baseAddress
                    stream.avail_out = uInt(chunkBytes.count)
                    status = deflate(&stream, Z_FINISH)
                    guard status == Z_OK || status == Z_STREAM_END else { throw Failure(status: status) }
                    output.append(chunkBytes.baseAddress!, count: chunkBytes.count - Int(stream.avail_out))
                }
            } while status != Z_STREAM_END
        }
        return output
    }

    /// The CRC-32 of `data` (zlib's), which names a feed's version.
    static func checksum(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            UInt32(crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count)))
        }
    }
}
