import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One running implementation process: its pipes, the lines it wrote on stdout, and the end of what
/// it wrote on stderr.
///
/// Two background threads drain stdout and stderr all the time, so a chatty child never blocks on
/// a full pipe and a dead child is noticed (end of file) while a caller waits for a line.
final class ChildProcess: Sendable {
    /// What a wait for the next stdout line ended with.
    enum Next: Equatable {
        case line(String)
        /// Stdout reached end of file: the child exited or closed it.
        case closed
        case timedOut
        /// The child wrote a line longer than the message limit; what it wrote afterwards is ignored.
        case tooLong(LineSplitter.LineTooLong)
    }

    let commandDescription: String
    private let process: SpawnedProcess
    private let input: FileHandle
    private let lines = LineQueue()
    private let errors = TextTail()

    /// Starts `executable` with `arguments` (without the program name) in a process group of its own; a stdout
    /// line longer than `maximumLineLength` bytes ends the lines with ``Next/tooLong(_:)``.
    init(
        executable: URL, arguments: [String], currentDirectory: URL?, commandDescription: String,
        maximumLineLength: Int = WireProtocol.maximumMessageLength
    ) throws(ProcessImplementationError) {
        PipeIO.ignoreBrokenPipes
        self.commandDescription = commandDescription
        do throws(SpawnFailure) {
            process = try SpawnedProcess(
                executable: executable, arguments: arguments, currentDirectory: currentDirectory)
        } catch {
            throw .launchFailed(command: commandDescription, reason: error.description)
        }
        input = process.standardInput
        let lines = self.lines
        let errors = self.errors
        let splitter = LockedLineSplitter(maximumLineLength: maximumLineLength)
        PipeIO.readInBackground(
            process.standardOutput, name: "implementation stdout",
            onData: { data in
                // After an overlong line the reader keeps draining the pipe, so the child never blocks on it.
                do throws(LineSplitter.LineTooLong) {
                    lines.push(try splitter.append(data))
                } catch {
                    lines.overflow(error)
                }
            },
            onEnd: { lines.close(lastLine: splitter.finish()) })
        PipeIO.readInBackground(
            process.standardError, name: "implementation stderr",
            onData: { data in errors.append(data) }, onEnd: { errors.close() })
    }

    /// Writes one line to the child's stdin; `false` when the child no longer reads it.
    func send(_ line: String) -> Bool {
        PipeIO.write(Data((line + "\n").utf8), to: input.fileDescriptor)
    }

    /// The next line on stdout, waiting until `deadline` at most; `.closed` once stdout ends or
    /// the child has exited and has nothing more to say.
    ///
    /// Exit is watched as well as end of file because a process that inherited the pipe can keep stdout open
    /// after the child died (a grandchild that left the child's process group, which the exit does not end).
    func nextLine(before deadline: Date) -> Next {
        while true {
            let slice = min(deadline, Date(timeIntervalSinceNow: 0.1))
            let next = lines.next(before: slice)
            guard next == .timedOut else { return next }
            if !process.isRunning {
                // Its last lines may still be in the pipe; give the reader a moment.
                let last = lines.next(before: Date(timeIntervalSinceNow: 0.2))
                return last == .timedOut ? .closed : last
            }
            if Date() >= deadline { return .timedOut }
        }
    }

    var isRunning: Bool { process.isRunning }

    /// "exited with status 3", "was killed by signal 9", or "is still running".
    var exitDescription: String { process.exitDescription }

    /// The last lines the child wrote on stderr, waiting briefly for a dying child's final words.
    func standardErrorTail(lines count: Int = 20, waitingUpTo seconds: TimeInterval = 0) -> String {
        errors.waitUntilClosed(before: Date(timeIntervalSinceNow: seconds))
        return errors.lastLines(count)
    }

    /// Waits up to `seconds` for the child to exit by itself; `true` when it did.
    @discardableResult
    func waitForExit(upTo seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        // Polling keeps this independent of Foundation's termination-handler threading.
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        return !process.isRunning
    }

    /// Ends the child: closes its stdin (a well-behaved child exits on end of file), then SIGTERM to its group,
    /// then SIGKILL, each after a short grace period.
    func stop(grace: TimeInterval = 1) {
        try? input.close()
        if waitForExit(upTo: grace) { return }
        process.signalGroup(SIGTERM)
        if waitForExit(upTo: grace) { return }
        terminateNow()
    }

    /// Ends the child and everything in its group at once (it hung or broke the protocol, so nothing it could
    /// still do matters), and reaps it.
    func terminateNow() {
        process.signalGroup(SIGKILL)
        // SIGKILL cannot be caught, so only a child stuck in the kernel takes longer than a moment.
        waitForExit(upTo: 5)
    }
}

/// A ``LineSplitter`` shared with the stdout reader thread.
private final class LockedLineSplitter: Sendable {
    /// The splitter, and whether a line was too long.
    private let state: Mutex<(splitter: LineSplitter, overflowed: Bool)>

    init(maximumLineLength: Int) { state = Mutex((LineSplitter(maximumLineLength: maximumLineLength), false)) }

    /// The lines `data` completes; none at all once a line was too long.
    func append(_ data: Data) throws(LineSplitter.LineTooLong) -> [String] {
        try state.withLock { (state) throws(LineSplitter.LineTooLong) in
            guard !state.overflowed else { return [] }
            do throws(LineSplitter.LineTooLong) {
                return try state.splitter.append(data)
            } catch {
                state.overflowed = true
                throw error
            }
        }
    }

    func finish() -> String? { state.withLock { $0.overflowed ? nil : $0.splitter.finish() } }
}

/// Lines from the child's stdout, waiting to be taken in order.
///
/// Taking a line costs the same however many wait behind it: the lines taken are passed over by an index
/// (``head``) and dropped in one step once they are half of the array, never shifted out one by one (a child
/// may write 100,000 blank lines before an answer).
// Unchecked: the lines change only under `condition`, an NSCondition, as a reader waits on it (a Mutex cannot).
final class LineQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines: [String] = []
    /// The index in ``lines`` of the next line to take; the lines before it were taken.
    private var head = 0
    private var closed = false
    private var overlongLine: LineSplitter.LineTooLong?

    func push(_ newLines: [String]) {
        guard !newLines.isEmpty else { return }
        condition.withLock {
            lines.append(contentsOf: newLines)
            condition.broadcast()
        }
    }

    /// Marks the end of the stream; an unfinished last line still counts as a line.
    func close(lastLine: String?) {
        condition.withLock {
            if let lastLine { lines.append(lastLine) }
            closed = true
            condition.broadcast()
        }
    }

    /// Marks a line that was too long: the lines before it are still taken, then every wait ends with it.
    func overflow(_ error: LineSplitter.LineTooLong) {
        condition.withLock {
            if overlongLine == nil { overlongLine = error }
            condition.broadcast()
        }
    }

    func next(before deadline: Date) -> ChildProcess.Next {
        condition.withLock {
            while isDrained && !closed && overlongLine == nil {
                if !condition.wait(until: deadline) && isDrained && !closed && overlongLine == nil {
                    return .timedOut
                }
            }
            if isDrained, let overlongLine { return .tooLong(overlongLine) }
            if isDrained { return .closed }
            return .line(take())
        }
    }

    private var isDrained: Bool { head == lines.count }

    /// The next line (there is one); the taken lines are dropped together once they are half the array.
    private func take() -> String {
        let line = lines[head]
        lines[head] = ""
        head += 1
        if head == lines.count {
            lines.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024 && head * 2 >= lines.count {
            lines.removeFirst(head)
            head = 0
        }
        return line
    }
}

/// The last few kilobytes the child wrote on stderr (enough for a stack trace, bounded for a chatty child).
// Unchecked: the bytes change only under `condition`, an NSCondition, as a reader waits on it (a Mutex cannot).
private final class TextTail: @unchecked Sendable {
    private static let limit = 16_384
    private let condition = NSCondition()
    private var bytes = Data()
    private var closed = false

    func append(_ data: Data) {
        condition.withLock {
            bytes.append(data)
            if bytes.count > Self.limit { bytes = Data(bytes.suffix(Self.limit)) }
        }
    }

    func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    func waitUntilClosed(before deadline: Date) {
        condition.withLock {
            while !closed {
                if !condition.wait(until: deadline) { return }
            }
        }
    }

    func lastLines(_ count: Int) -> String {
        let text = condition.withLock { String(decoding: bytes, as: UTF8.self) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        return lines.suffix(count).joined(separator: "\n")
    }
}
