import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started in a process group of its own, with pipes on its stdin, stdout and stderr.
///
/// The group is the unit that is ended: an implementation that starts helpers (a shell script running
/// `sleep &`, an interpreter's worker) has them in its group, so killing the group leaves nothing behind.
/// Every live group is listed in ``LiveProcessGroups``, which ends them all when `controlspec` exits.
final class SpawnedProcess: Sendable {
    /// The child's pid, which is also its process group's id.
    let processIdentifier: pid_t
    /// The write end of the child's stdin.
    let standardInput: FileHandle
    /// The read end of the child's stdout.
    let standardOutput: FileHandle
    /// The read end of the child's stderr.
    let standardError: FileHandle

    /// The raw wait status, once the child was reaped; ``statusUnknown`` when something else reaped it.
    private let waitStatus = Mutex<Int32?>(nil)
    private static let statusUnknown: Int32 = -1

    /// Starts `executable` (a path) with `arguments` in `currentDirectory`, or in this process's directory when nil.
    ///
    /// - Throws: the `errno` of the failed step, with what it was.
    init(executable: URL, arguments: [String], currentDirectory: URL?) throws(SpawnFailure) {
        let input = try Self.makePipe()
        let output = try Self.makePipe()
        let errors = try Self.makePipe()
        // The child's ends are closed here whatever happens; the parent keeps the other ends.
        defer { for descriptor in [input.read, output.write, errors.write] { _ = close(descriptor) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies, so the child gets exactly these three descriptors from us.
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        if let currentDirectory {
            let code = GNUFunctions.addChdir(&actions, currentDirectory.path)
            guard code == 0 else {
                for descriptor in [input.write, output.read, errors.read] { _ = close(descriptor) }
                throw SpawnFailure(step: "posix_spawn_file_actions_addchdir_np", code: code)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own (pgid 0: its own pid); default signal handling and an empty mask, since this
        // process ignores SIGPIPE and an ignored signal would stay ignored across exec.
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable.path] + arguments).map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        var code: Int32 = 0
        // Listed under the list's lock, so that an exit of controlspec at this moment cannot miss the child.
        let started = LiveProcessGroups.register { () -> pid_t? in
            var pid: pid_t = 0
            code = posix_spawn(&pid, executable.path, &actions, &attributes, argv + [nil], environ)
            return code == 0 ? pid : nil
        }
        guard let pid = started else {
            for descriptor in [input.write, output.read, errors.read] { _ = close(descriptor) }
            throw SpawnFailure(step: "posix_spawn", code: code)
        }
        processIdentifier = pid
        standardInput = FileHandle(fileDescriptor: input.write, closeOnDealloc: true)
        standardOutput = FileHandle(fileDescriptor: output.read, closeOnDealloc: true)
        standardError = FileHandle(fileDescriptor: errors.read, closeOnDealloc: true)
    }

    /// Whether the child has not exited yet. Notices an exit, ends what the child left in its group, and reaps it.
    var isRunning: Bool {
        waitStatus.withLock { status in
            reapIfExited(&status)
            return status == nil
        }
    }

    /// "exited with status 3", "was killed by signal 9", or "is still running".
    var exitDescription: String {
        let status = waitStatus.withLock { status in
            reapIfExited(&status)
            return status
        }
        guard let status else { return "is still running" }
        guard status != Self.statusUnknown else { return "ended (its exit status is unknown)" }
        // WIFEXITED, WEXITSTATUS and WTERMSIG are macros Swift does not import; this is their glibc definition.
        let signal = status & 0x7f
        return signal == 0 ? "exited with status \((status >> 8) & 0xff)" : "was killed by signal \(signal)"
    }

    /// Sends `signal` to the child's whole group, unless the child was reaped (its group is ended then).
    func signalGroup(_ signal: Int32) {
        waitStatus.withLock { status in
            reapIfExited(&status)
            guard status == nil else { return }
            _ = kill(-processIdentifier, signal)
        }
    }

    /// Reaps the child if it has exited, first killing what is left in its group.
    ///
    /// The exited child stays a zombie until it is reaped, and a zombie keeps its pid, so the group's id cannot
    /// name another group when it is killed. `waitStatus` is the one under the lock.
    private func reapIfExited(_ waitStatus: inout Int32?) {
        guard waitStatus == nil else { return }
        var info = siginfo_t()
        guard waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else {
            // ECHILD: no such child any more, so its group is not ours to signal either.
            if errno == ECHILD { finish(&waitStatus, status: Self.statusUnknown) }
            return
        }
        guard info.si_signo == SIGCHLD else { return }
        _ = kill(-processIdentifier, SIGKILL)
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
        finish(&waitStatus, status: status)
    }

    private func finish(_ waitStatus: inout Int32?, status: Int32) {
        waitStatus = status
        LiveProcessGroups.unregister(processIdentifier)
    }

    private static func makePipe() throws(SpawnFailure) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        // Close-on-exec, so that a child started at the same moment by another thread does not inherit these.
        guard GNUFunctions.pipe2(&descriptors, O_CLOEXEC) == 0 else { throw SpawnFailure(step: "pipe2", code: errno) }
        return (descriptors[0], descriptors[1])
    }
}

/// A step of starting a child that the operating system refused.
struct SpawnFailure: Error, CustomStringConvertible {
    let step: String
    let code: Int32

    var description: String { "\(step) failed: \(String(cString: strerror(code)))" }
}
