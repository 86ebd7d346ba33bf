import ControlContract
import Foundation
import Synchronization

/// An implementation under test that runs as another program and speaks the wire protocol
/// (conformance/PROTOCOL.md) on its stdin and stdout.
///
/// The initializer starts the program and performs the handshake, so ``info`` is known from then
/// on. Each call is one request and one response, bounded by ``timeout``, and every call of a session
/// together by ``caseTimeout`` when there is one:
///
/// - a child that exits or closes its stdout during a call gives `.crashed`, with the last lines it wrote
///   on stderr, however long the limits are;
/// - a child that does not answer in time is stopped and gives `.timedOut`;
/// - a child that writes a line that is not a protocol message is stopped and gives `.crashed`
///   naming the line (stdout belongs to the protocol; free text goes to stderr).
///
/// After any of these the child is gone, with everything in its process group, and its sessions answer
/// `.crashed`. ``makeSession()``
/// starts a fresh child when the last one is gone, so a runner goes on with its next case;
/// ``restart()`` does the same on demand.
///
/// Protocol 2 adds callbacks: while the child works on an `invoke` it may ask for one of the case's closures to
/// run (`callback`). The session answers it through the ``ControlContract/ClosureHost`` it was given
/// (``ControlContract/ControlSession/attach(closures:)``); a closure's body may call the child again, and that call
/// may call back in turn, all on the caller's thread. A child that speaks protocol 1 is still served, but a call
/// that would hand it a closure is unsupported, naming the version.
///
/// One child answers one request at a time: calls through one instance are serialized by a lock (a recursive one,
/// since a callback's closure calls the child again from inside a call).
/// To run cases in parallel, give each worker thread its own `ProcessImplementation` (its own
/// child process); within a worker, sessions are used one after another.
// Unchecked: the child and its counters change only under `lock`, a recursive lock, as a callback calls the child again
// from inside a call (a Mutex is not recursive).
package final class ProcessImplementation: ControlImplementation, @unchecked Sendable {
    /// The program and its arguments, as started.
    package let command: [String]
    /// What the implementation said about itself in the handshake.
    package let info: ImplementationInfo
    /// The wire protocol version the implementation answered in the handshake; closures need
    /// ``WireProtocol/callbackVersion``.
    package let protocolVersion: Int
    /// Protocol 1's harness rules for a child that answered version 1, so that it keeps working as it did.
    package var harnessRules: HarnessRules { protocolVersion == 1 ? .protocol1 : .current }
    /// The longest wait for any one answer; the handshake waits at least 10 s, since a start is not a call.
    package let timeout: Duration
    /// The longest a session's calls may take together (a case runs in one session); nil bounds each call alone.
    /// The `closeSession` that ends a session is bounded by ``timeout`` only.
    package let caseTimeout: Duration?

    private let launch: Launch
    // Guards everything below; held for a whole request–response exchange, callbacks included.
    private let lock = NSRecursiveLock()
    private var child: ChildProcess?
    /// Incremented by each new child, so sessions of an earlier child are recognized.
    private var generation = 0
    private var nextRequestID = 1
    private var lastStandardError = ""
    /// What stopped the last child that was lost during a call, for the calls around it that were waiting on a callback.
    private var lastLoss: ContractFailure?

    /// Starts `commandLine`, split into words by ``ShellWords/split(_:)`` (`exec:'python3 controls.py'`
    /// works), and performs the handshake.
    ///
    /// - Parameters:
    ///   - currentDirectory: where the program runs and where a relative program path is found;
    ///     the current directory when `nil`.
    ///   - kitVersion: the kit's version, sent in the `hello`.
    ///   - timeout: the longest wait for any one answer.
    ///   - caseTimeout: the longest a session's calls may take together; nil for no limit beyond `timeout`.
    package convenience init(
        commandLine: String, currentDirectory: URL? = nil, kitVersion: String = "unknown",
        timeout: Duration = .seconds(10), caseTimeout: Duration? = nil
    ) throws(ProcessImplementationError) {
        try self.init(
            command: try ShellWords.split(commandLine), currentDirectory: currentDirectory, kitVersion: kitVersion,
            timeout: timeout, caseTimeout: caseTimeout)
    }

    /// Starts `command` (the program, then its arguments; no shell is involved) and performs the
    /// handshake.
    ///
    /// A program without a `/` is looked up on `PATH`; one with a `/` is relative to `currentDirectory`.
    package convenience init(
        command: [String], currentDirectory: URL? = nil, kitVersion: String = "unknown",
        timeout: Duration = .seconds(10), caseTimeout: Duration? = nil
    ) throws(ProcessImplementationError) {
        try self.init(
            command: command, currentDirectory: currentDirectory, kitVersion: kitVersion, timeout: timeout,
            caseTimeout: caseTimeout, maximumMessageLength: WireProtocol.maximumMessageLength)
    }

    /// As ``init(command:currentDirectory:kitVersion:timeout:caseTimeout:)``, with another message limit (for tests).
    init(
        command: [String], currentDirectory: URL?, kitVersion: String, timeout: Duration,
        caseTimeout: Duration? = nil, maximumMessageLength: Int
    ) throws(ProcessImplementationError) {
        guard let program = command.first, !program.isEmpty else { throw .invalidCommandLine("no program given") }
        self.command = command
        self.timeout = timeout
        self.caseTimeout = caseTimeout
        launch = Launch(
            executable: try Self.resolve(program, in: currentDirectory), arguments: Array(command.dropFirst()),
            currentDirectory: currentDirectory, description: command.joined(separator: " "), kitVersion: kitVersion,
            timeout: Self.seconds(timeout), maximumMessageLength: maximumMessageLength)
        let started = try launch.start()
        child = started.child
        info = started.info
        protocolVersion = started.protocolVersion
    }

    deinit {
        child.map(Self.sayGoodbye)
    }

    // MARK: Lifecycle

    /// Whether a child is running; when not, the next ``makeSession()`` starts one.
    package var isRunning: Bool {
        withLock { child?.isRunning ?? false }
    }

    /// The last lines the current child (or, when it is gone, the last one) wrote on stderr.
    package var standardErrorTail: String {
        withLock { child?.standardErrorTail() ?? lastStandardError }
    }

    /// Stops the current child, if any, and starts a fresh one with a new handshake.
    ///
    /// Sessions made before the restart answer `.crashed` from then on.
    package func restart() throws(ProcessImplementationError) {
        try withLock { () throws(ProcessImplementationError) in
            if let child { Self.sayGoodbye(child) }
            child = nil
            try startChild()
        }
    }

    /// Asks the child to exit (`goodbye`), waiting briefly before stopping it by force. A later
    /// ``makeSession()`` starts a new child.
    package func shutdown() {
        withLock {
            if let child { Self.sayGoodbye(child) }
            child = nil
        }
    }

    /// A new session in the child, starting a fresh child first when the last one is gone.
    ///
    /// Throws `.crashed` when no child can be started, or the failure the child answered.
    package func makeSession() throws(ContractFailure) -> any ControlSession {
        let generation: Int
        do {
            generation = try withLock { () throws(ProcessImplementationError) -> Int in
                // A child that exited between calls is replaced now rather than failing the first call.
                if let child, !child.isRunning { _ = forget(child) }
                if child == nil { try startChild() }
                return self.generation
            }
        } catch {
            throw .crashed("could not start the implementation again: \(error)")
        }
        // The case's time starts with its session, after any start of a child: a slow start is not a hung case.
        let deadline = caseTimeout.map { Date(timeIntervalSinceNow: Self.seconds($0)) }
        let answer = exchange(generation: generation, what: "newSession", caseDeadline: deadline, callbacks: nil) {
            .newSession(id: $0)
        }
        switch answer {
        case .success(.int(let number)):
            return ProcessSession(implementation: self, number: number, generation: generation, deadline: deadline)
        case .success(let other):
            abandon(generation: generation)
            throw .crashed("protocol violation: newSession answered \(other.debugDescription) instead of an int")
        case .failure(let failure):
            throw failure
        }
    }

    // MARK: Exchanges

    /// Sends one request (built from its ID) and waits for its response, until ``timeout`` from now or
    /// `caseDeadline`, whichever comes first.
    ///
    /// `generation` is the child the caller's session belongs to. `callbacks` answers the callbacks the child sends
    /// before its response (nil outside an `invoke`, where a callback is refused). The time the runner spends in a
    /// callback is not the child's: ``timeout`` starts again once the callback is answered.
    func exchange(
        generation: Int, what: String, caseDeadline: Date?, callbacks: (any CallbackAnswering)?,
        onKitAction: ((KitAction) -> Void)? = nil,
        _ request: (Int) -> WireRequest
    ) -> Result<Value, ContractFailure> {
        withLock {
            guard let child else {
                return .failure(
                    .crashed(
                        "\(launch.description) is not running (it crashed, hung or broke the protocol earlier); "
                            + "a new session restarts it"))
            }
            if generation != self.generation {
                return .failure(.crashed("this session belongs to an earlier run of \(launch.description)"))
            }
            let id = nextRequestID
            nextRequestID += 1
            guard child.send(WireCodec.line(request(id))) else { return .failure(died(child, during: what)) }
            var callDeadline = Date(timeIntervalSinceNow: launch.timeout)
            while true {
                let deadline = min(callDeadline, caseDeadline ?? callDeadline)
                switch child.nextLine(before: deadline) {
                case .timedOut:
                    child.terminateNow()
                    let tail = forget(child)
                    let limit =
                        deadline < callDeadline
                        ? "before the case's limit of \(Self.format(caseTimeout.map(Self.seconds) ?? 0)) s"
                        : "within \(Self.format(launch.timeout)) s"
                    return .failure(
                        lost(
                            .timedOut(
                                "\(launch.description) did not answer \(what) \(limit) and was stopped"
                                    + Self.stderrNote(tail))))
                case .closed:
                    return .failure(died(child, during: what))
                case .tooLong(let error):
                    return .failure(broke(child, during: what, error.description))
                case .line(let line) where line.allSatisfy(\.isWhitespace):
                    continue
                case .line(let line):
                    // An action sent to a kit object comes before the answer of the call that sent it.
                    if let onKitAction, let action = KitActionMessage.action(in: line) {
                        onKitAction(action)
                        continue
                    }
                    switch read(line, answering: id, from: child, during: what) {
                    case .answer(let result):
                        return result
                    case .callback(let callbackID, let session, let closure, let arguments):
                        let result =
                            callbacks?.answerCallback(session: session, closure: closure, arguments: arguments)
                            ?? .failure(.failed("a callback is allowed only during an invoke, not during \(what)"))
                        // The closure's body may have called the child, and found it gone.
                        guard self.child === child else { return .failure(lostDuringCallback(closure, what)) }
                        let reply: WireRequest =
                            switch result {
                            case .success(let value): .callbackResult(id: callbackID, value: value)
                            case .failure(let failure): .callbackError(id: callbackID, failure: failure)
                            }
                        guard child.send(WireCodec.line(reply)) else { return .failure(died(child, during: what)) }
                        callDeadline = Date(timeIntervalSinceNow: launch.timeout)
                    }
                }
            }
        }
    }

    /// What one line from the child means while request `id` waits for its response.
    private enum Reading {
        case answer(Result<Value, ContractFailure>)
        case callback(id: Int, session: Int, closure: Int, arguments: [Value])
    }

    /// Reads `line`, which must be the response to request `id` or (protocol 2) a callback.
    private func read(_ line: String, answering id: Int, from child: ChildProcess, during what: String) -> Reading {
        let response: WireResponse
        do {
            response = try WireCodec.response(from: line)
        } catch {
            return .answer(
                .failure(broke(child, during: what, "wrote a line that is not a protocol message (\(error))")))
        }
        switch response {
        case .result(id, let value): return .answer(.success(value))
        case .error(id, let failure): return .answer(.failure(failure))
        case .callback(let callbackID, let session, let closure, let arguments)
        where protocolVersion >= WireProtocol.callbackVersion:
            return .callback(id: callbackID, session: session, closure: closure, arguments: arguments)
        case .callback:
            return .answer(
                .failure(
                    broke(
                        child, during: what,
                        "sent a callback, which protocol \(protocolVersion) (the version it answered) does not have")))
        default:
            return .answer(.failure(broke(child, during: what, "answered request \(id) with: \(line)")))
        }
    }

    /// The failure of a call whose child was stopped while one of its callbacks ran (a call the closure made
    /// crashed or timed out): the same kind as what stopped it.
    private func lostDuringCallback(_ closure: Int, _ what: String) -> ContractFailure {
        let note = "\(launch.description) was stopped while closure #\(closure) ran during \(what)"
        switch lastLoss {
        case .timedOut(let message): return .timedOut(note + ": " + message)
        case .some(let failure): return .crashed(note + ": " + failure.message)
        case nil: return .crashed(note + Self.stderrNote(lastStandardError))
        }
    }

    /// The failure for a child that stopped reading or closed its stdout: it exited, or is made to.
    private func died(_ child: ChildProcess, during what: String) -> ContractFailure {
        child.waitForExit(upTo: 1)
        let how = child.isRunning ? "closed its stdout" : child.exitDescription
        child.terminateNow()
        let tail = forget(child)
        return lost(.crashed("\(launch.description) \(how) during \(what)" + Self.stderrNote(tail)))
    }

    /// The failure for a child that broke the protocol; it is stopped, since its stream can no longer be trusted.
    private func broke(_ child: ChildProcess, during what: String, _ reason: String) -> ContractFailure {
        child.terminateNow()
        let tail = forget(child)
        return lost(
            .crashed("protocol violation: \(launch.description) \(reason) during \(what)" + Self.stderrNote(tail)))
    }

    /// Stops the child of `generation` after a protocol violation noticed outside ``exchange``.
    private func abandon(generation: Int) {
        withLock {
            guard let child, generation == self.generation else { return }
            child.terminateNow()
            _ = forget(child)
        }
    }

    /// Drops `child` if it is the current one, keeping its last words for ``standardErrorTail``.
    private func forget(_ child: ChildProcess) -> String {
        lastStandardError = child.standardErrorTail(waitingUpTo: 1)
        if self.child === child { self.child = nil }
        return lastStandardError
    }

    /// Remembers `failure` as what stopped the child, and returns it.
    private func lost(_ failure: ContractFailure) -> ContractFailure {
        lastLoss = failure
        return failure
    }

    /// Starts a child and checks it is the same implementation as before. Call with the lock held.
    private func startChild() throws(ProcessImplementationError) {
        let started = try launch.start()
        guard started.info == info, started.protocolVersion == protocolVersion else {
            Self.sayGoodbye(started.child)
            throw .implementationChanged(command: launch.description)
        }
        child = started.child
        generation += 1
        lastLoss = nil
    }

    func memberName(_ member: MemberID) -> String? {
        info.supportedMembers.indices.contains(member.index) ? info.supportedMembers[member.index] : nil
    }

    private static func sayGoodbye(_ child: ChildProcess) {
        _ = child.send(WireCodec.line(WireRequest.goodbye))
        child.stop(grace: 1)
    }

    private func withLock<Result, Failure>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: Helpers

    static func stderrNote(_ tail: String) -> String {
        tail.isEmpty ? "" : "; last lines on stderr:\n" + tail
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// The executable for `program`: a path (relative to `directory`) when it has a `/`, else the first match on `PATH`.
    private static func resolve(_ program: String, in directory: URL?) throws(ProcessImplementationError) -> URL {
        let fileManager = FileManager.default
        let base = directory ?? URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)
        if program.contains("/") {
            let url = program.hasPrefix("/") ? URL(fileURLWithPath: program) : base.appendingPathComponent(program)
            guard fileManager.isExecutableFile(atPath: url.path) else { throw .commandNotFound(program) }
            return url
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let url = URL(fileURLWithPath: String(folder), isDirectory: true).appendingPathComponent(program)
            if fileManager.isExecutableFile(atPath: url.path) { return url }
        }
        throw .commandNotFound(program)
    }
}
