import ControlContract
import ControlSpecProcess
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An implementation is ended with everything it started: its whole process group.
@Suite("Process groups")
struct ProcessGroupTests {
    private static let echo = MemberID(0)

    /// A shell implementation that starts a grandchild (`sleep 1000 &`, holding its stdout), writes both pids to
    /// `pids.txt` beside it, greets, opens a session, and then at its first invoke hangs (`hang`) or exits
    /// with status 3 (`exit`).
    private static func shellDriver(_ mode: String) throws -> (command: [String], pids: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-group-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pids = folder.appendingPathComponent("pids.txt")
        let script = folder.appendingPathComponent("driver.sh")
        let source = """
            sleep 1000 &
            echo "$$ $!" > '\(pids.path)'
            read -r hello
            echo '{"type":"hello","protocol":1,"implementation":{"name":"fake","version":"1","supportedMembers":["Echo.echo(_:)"]}}'
            read -r newSession
            echo '{"type":"result","id":1,"value":{"kind":"int","value":1}}'
            read -r invoke
            if [ "$1" = hang ]; then exec sleep 1000; fi
            echo 'exiting' >&2
            exit 3
            """
        try Data(source.utf8).write(to: script)
        return (["/bin/sh", script.path, mode], pids)
    }

    private static func pids(in file: URL) throws -> [pid_t] {
        try String(contentsOf: file, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
    }

    /// Whether `pid` names a live process; a zombie (dead, waiting for its new parent to reap it) counts as gone.
    private static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let endOfName = stat.lastIndex(of: ")") else { return false }
        return !stat[endOfName...].hasPrefix(") Z")
    }

    /// The processes of `pids` still alive after waiting up to 3 s for them to end (a kill takes a moment).
    private static func survivors(_ pids: [pid_t]) -> [pid_t] {
        let deadline = Date(timeIntervalSinceNow: 3)
        while pids.contains(where: isAlive) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return pids.filter(isAlive)
    }

    @Test("a hung child is stopped with the grandchild it started")
    func hungChildAndGrandchild() throws {
        let (command, file) = try Self.shellDriver("hang")
        let fake = try ProcessImplementation(command: command, timeout: .milliseconds(500))
        let session = try fake.makeSession()
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.int(1)]).failure)
        #expect(failure.isTimedOut, "\(failure)")
        let pids = try Self.pids(in: file)
        #expect(pids.count == 2)
        #expect(Self.survivors(pids).isEmpty, "still running: \(pids.filter(Self.isAlive)) of \(pids)")
    }

    @Test("a child that exits during a call is a crash, and what it left running is ended")
    func exitedChildLeavesNoGrandchild() throws {
        let (command, file) = try Self.shellDriver("exit")
        let fake = try ProcessImplementation(command: command, timeout: .seconds(30))
        let session = try fake.makeSession()
        let start = Date()
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.int(1)]).failure)
        // The grandchild keeps stdout open, so the exit itself must be noticed, not an end of file.
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(failure.isCrashed, "\(failure)")
        #expect(failure.text.contains("exited with status 3"), "\(failure)")
        let pids = try Self.pids(in: file)
        #expect(Self.survivors(pids).isEmpty, "still running: \(pids.filter(Self.isAlive)) of \(pids)")
    }

    @Test("a session's calls together are bounded by the case's limit")
    func caseLimitBoundsTheSession() throws {
        let fake = try ProcessImplementation(
            command: try Support.fakeDriver("hang-second"), timeout: .seconds(30), caseTimeout: .milliseconds(500))
        let session = try fake.makeSession()
        #expect(session.invoke(Self.echo, on: nil, with: [.int(1)]) == .success(.int(1)))
        let start = Date()
        let failure = try #require(session.invoke(Self.echo, on: nil, with: [.int(2)]).failure)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(failure.isTimedOut, "\(failure)")
        #expect(failure.text.contains("case's limit of 0.5 s"), "\(failure)")
        #expect(!fake.isRunning)
    }
}
