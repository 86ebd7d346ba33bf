import Foundation

/// Cuts a byte stream into `\n`-terminated lines, keeping an unfinished last line for later.
struct LineSplitter {
    private var pending = Data()

    /// Adds bytes and returns the lines they complete, without their newlines (a `\r` before
    /// the `\n` is dropped too, for implementations that write Windows line ends).
    mutating func append(_ data: Data) -> [String] {
        pending.append(data)
        var lines: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending[pending.startIndex..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            pending = Data(pending[pending.index(after: newline)...])
        }
        return lines
    }

    /// The unfinished last line, if any, for when the stream ends.
    mutating func finish() -> String? {
        defer { pending = Data() }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
