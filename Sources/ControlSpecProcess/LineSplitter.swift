import Foundation

/// Cuts a byte stream into `\n`-terminated lines, keeping an unfinished last line for later.
///
/// Each byte is searched for a newline once and copied into the pending buffer at most once, so a long line
/// costs time in proportion to its length, however many chunks it arrives in.
struct LineSplitter {
    /// A line longer than ``LineSplitter/maximumLineLength`` bytes (newline excluded).
    struct LineTooLong: Error, Equatable, CustomStringConvertible {
        let limit: Int

        var description: String {
            "wrote a line longer than \(WireProtocol.describe(byteCount: limit)), the most one protocol message may have"
        }
    }

    /// The longest line accepted, in bytes without the newline.
    let maximumLineLength: Int
    /// How many bytes were searched for a newline so far (each appended byte once).
    private(set) var scannedByteCount = 0
    /// How many bytes were copied into the pending buffer so far (each appended byte at most once).
    private(set) var copiedByteCount = 0
    /// The bytes of the unfinished line; never holds a newline.
    private var pending = Data()

    init(maximumLineLength: Int = WireProtocol.maximumMessageLength) {
        self.maximumLineLength = maximumLineLength
    }

    /// Adds bytes and returns the lines they complete, without their newlines (a `\r` before
    /// the `\n` is dropped too, for implementations that write Windows line ends).
    ///
    /// Throws when a line, finished or not, grows past ``maximumLineLength``; the stream cannot be trusted
    /// after that, so the splitter keeps nothing.
    mutating func append(_ data: Data) throws(LineTooLong) -> [String] {
        var lines: [String] = []
        var start = data.startIndex
        while let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) {
            scannedByteCount += newline - start + 1
            let piece = data[start..<newline]
            try checkLength(pending.count + piece.count)
            var line: Data
            if pending.isEmpty {
                line = piece
            } else {
                keep(piece)
                line = pending
                pending = Data()
            }
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            start = data.index(after: newline)
        }
        scannedByteCount += data.endIndex - start
        try checkLength(pending.count + (data.endIndex - start))
        keep(data[start...])
        return lines
    }

    /// The unfinished last line, if any, for when the stream ends.
    mutating func finish() -> String? {
        defer { pending = Data() }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }

    private mutating func checkLength(_ length: Int) throws(LineTooLong) {
        guard length > maximumLineLength else { return }
        pending = Data()
        throw LineTooLong(limit: maximumLineLength)
    }

    private mutating func keep(_ bytes: Data) {
        copiedByteCount += bytes.count
        pending.append(bytes)
    }
}
