import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process groups of every implementation this process started and has not reaped yet.
///
/// They are all killed when this process exits (`exit`, or the end of `main`) and when it is ended by SIGINT,
/// SIGTERM or SIGHUP, so no implementation, nor anything it started, outlives `controlspec`. A SIGKILL cannot be
/// caught; a well-behaved implementation still exits then, at the end of file on its stdin.
enum LiveProcessGroups {
    private static let groups = Mutex<Set<pid_t>>([])

    /// Runs `start`, which starts a child in a group of its own and returns the group's id (nil when it failed),
    /// and lists that group, both under the list's lock.
    static func register(_ start: () -> pid_t?) -> pid_t? {
        installExitHandlers
        return groups.withLock { groups in
            guard let group = start() else { return nil }
            groups.insert(group)
            return group
        }
    }

    /// Takes `group` off the list: its leader was reaped and the rest of it killed.
    static func unregister(_ group: pid_t) {
        groups.withLock { _ = $0.remove(group) }
    }

    /// Sends SIGKILL to every listed group.
    static func killAll() {
        groups.withLock { groups in
            for group in groups { _ = kill(-group, SIGKILL) }
        }
    }

    /// Installs, once, the handlers that kill every listed group when this process ends.
    fileprivate static let installExitHandlers: Void = {
        atexit { LiveProcessGroups.killAll() }
        SignalRelay.start(for: [SIGINT, SIGTERM, SIGHUP])
    }()
}

/// Work to do when this process is ended by SIGINT, SIGTERM or SIGHUP, after its children are killed and before it
/// ends as the signal would have: removing a half-built output folder, for one. A SIGKILL runs none of it.
package enum TerminationCleanup {
    /// The actions by token, and the last token given.
    private static let state = Mutex<(actions: [Int: @Sendable () -> Void], lastToken: Int)>(([:], 0))

    /// Registers `action` (and the signal handlers, once); returns the token that ``remove(_:)`` takes.
    package static func add(_ action: @escaping @Sendable () -> Void) -> Int {
        LiveProcessGroups.installExitHandlers
        return state.withLock { state in
            state.lastToken += 1
            state.actions[state.lastToken] = action
            return state.lastToken
        }
    }

    /// Forgets an action: its work is done, or no longer wanted.
    package static func remove(_ token: Int) {
        state.withLock { _ = $0.actions.removeValue(forKey: token) }
    }

    /// What ending the process early does, whatever ends it: every listed group killed first (so that no child
    /// writes on), then every action run.
    fileprivate static func killChildrenAndRunAll() {
        LiveProcessGroups.killAll()
        let pending = state.withLock { Array($0.actions.values) }
        for action in pending { action() }
    }

    /// Set by the first thread that ends the process for a closed output.
    private static let ending = Atomic<Bool>(false)

    /// Ends this process as a closed pipe on its output would have, were SIGPIPE not ignored (it is, so that a dead
    /// child's pipe fails a write instead of killing the tool): every listed group killed, the actions run, and
    /// the exit status a shell gives a process SIGPIPE killed (128 + 13). A second caller waits for the end.
    package static func endForClosedOutput() -> Never {
        guard ending.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else {
            while true { pause() }
        }
        killChildrenAndRunAll()
        exit(128 + SIGPIPE)
    }
}

/// Turns SIGINT, SIGTERM and SIGHUP into: kill every listed group, run the ``TerminationCleanup`` actions, then end
/// as the signal would have.
///
/// A signal handler may only do async-signal-safe work, which taking a lock is not, so the handler writes the
/// signal's number to a pipe and a thread of its own does the rest (the self-pipe technique).
private enum SignalRelay {
    /// Read by the signal handler, which may not take a lock: an atomic is async-signal-safe.
    private static let writeEnd = Atomic<Int32>(-1)

    static func start(for signals: [Int32]) {
        var descriptors: [Int32] = [0, 0]
        guard GNUFunctions.pipe2(&descriptors, O_CLOEXEC) == 0 else { return }
        writeEnd.store(descriptors[1], ordering: .sequentiallyConsistent)
        let readEnd = descriptors[0]
        let thread = Thread {
            // Threads started from Dispatch's pool block these signals, and `dispatch_main` ends the main thread;
            // unblocked here, they always have a thread to be delivered to, and the `raise` below takes effect.
            var mask = sigset_t()
            sigemptyset(&mask)
            for number in signals { sigaddset(&mask, number) }
            pthread_sigmask(SIG_UNBLOCK, &mask, nil)
            var number: UInt8 = 0
            while true {
                let count = read(readEnd, &number, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                TerminationCleanup.killChildrenAndRunAll()
                // The default action now ends this process with the signal, as if no handler had been there.
                _ = signal(Int32(number), SIG_DFL)
                _ = raise(Int32(number))
            }
        }
        thread.name = "controlspec signal relay"
        thread.start()
        for number in signals {
            let previous = signal(number, relay)
            // A signal that was ignored (SIGINT of a background job, SIGHUP under nohup) stays ignored.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                _ = signal(number, SIG_IGN)
            }
        }
    }

    private static let relay: @convention(c) (Int32) -> Void = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(SignalRelay.writeEnd.load(ordering: .sequentiallyConsistent), &byte, 1)
    }
}
