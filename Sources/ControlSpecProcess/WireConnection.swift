import Foundation

/// The implementation's end of a conversation: request lines read from the runner one at a time, and response
/// lines written back, each in one unbuffered write so the runner sees it at once.
///
/// Reading is pulled by the caller rather than pushed, so that a callback can wait for its answer in the middle of
/// a request, serving whatever the runner sends meanwhile.
final class WireConnection {
    private let input: Int32
    private let output: Int32
    private var splitter = LineSplitter()
    private var pending: [String] = []
    private var pendingIndex = 0
    private var atEnd = false

    init(input: FileHandle, output: FileHandle) {
        self.input = input.fileDescriptor
        self.output = output.fileDescriptor
    }

    /// The next line from the runner; `nil` at the end of its input, or after a line too long to read (which is
    /// refused first, since the stream cannot be resynchronized).
    func nextLine() -> String? {
        while pendingIndex == pending.count {
            guard !atEnd else { return nil }
            pending = []
            pendingIndex = 0
            do throws(LineSplitter.LineTooLong) {
                if let data = PipeIO.read(input) {
                    pending = try splitter.append(data)
                } else {
                    atEnd = true
                    pending = [splitter.finish()].compactMap { $0 }
                }
            } catch {
                atEnd = true
                let refusal = WireResponse.error(id: nil, failure: .failed("bad request: the runner \(error)"))
                _ = write(WireCodec.line(refusal))
                return nil
            }
        }
        defer { pendingIndex += 1 }
        return pending[pendingIndex]
    }

    /// Writes one line and its newline; `false` when the runner has gone away.
    func write(_ line: String) -> Bool {
        PipeIO.write(Data((line + "\n").utf8), to: output)
    }
}
