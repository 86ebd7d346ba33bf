import Foundation

/// Output produced piece by piece and handed on in chunks, so that a large file (results, reports) is
/// never whole in memory: written to a file as it is produced, hashed, or collected into `Data`.
///
/// Writes are gathered into a buffer of about ``chunkSize`` bytes, which is passed to the consumer when
/// full and by ``finish()``. Writing never throws, so that renderers need no `try`: the consumer's first
/// error is kept, everything after it is dropped, and ``finish()`` throws it.
package final class OutputSink {
    /// Receives the output in order; the bytes are only valid during the call.
    package typealias Consumer = (UnsafeRawBufferPointer) throws -> Void

    /// How many bytes are gathered before they are handed on.
    package let chunkSize: Int
    private let consume: Consumer
    private var buffer: [UInt8] = []
    private var failure: (any Error)?

    /// A sink that hands chunks of about `chunkSize` bytes (at least 1) to `consume`.
    package init(chunkSize: Int = 64 * 1024, consume: @escaping Consumer) {
        self.chunkSize = max(1, chunkSize)
        self.consume = consume
        buffer.reserveCapacity(self.chunkSize)
    }

    /// Writes the UTF-8 bytes of `text`.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Writes the UTF-8 bytes of `text`.
    package func write(_ text: Substring) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Writes bytes as they are.
    package func write(bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        if done == nil { append(Array(bytes)) }
    }

    /// Writes one byte.
    package func write(byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= chunkSize { flush() }
    }

    /// Hands on what is buffered and throws the consumer's first error, if it had one.
    package func finish() throws {
        flush()
        if let failure { throw failure }
    }

    /// Collects everything `produce` writes.
    package static func data(_ produce: (OutputSink) -> Void) -> Data {
        var data = Data()
        let sink = OutputSink { data.append(contentsOf: $0) }
        produce(sink)
        // Appending to `Data` cannot fail.
        try! sink.finish()
        return data
    }

    /// Collects everything `produce` writes as text; the output must be UTF-8.
    package static func string(_ produce: (OutputSink) -> Void) -> String {
        String(decoding: data(produce), as: UTF8.self)
    }

    private func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    private func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= chunkSize { flush() }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        if failure == nil {
            do {
                try buffer.withUnsafeBytes { try consume($0) }
            } catch {
                failure = error
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
