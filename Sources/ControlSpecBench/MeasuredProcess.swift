import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of another program, measured from outside: the time on the clock and the peak memory the
/// kernel reports for it (`wait4`'s `ru_maxrss`, which covers the children it waited for).
package struct MeasuredRun: Hashable, Sendable, Codable {
    package var seconds: Double
    /// Peak resident memory, in bytes.
    package var peakBytes: Int
    package var exitStatus: Int32
}

/// Runs programs for the peer benchmark with their output thrown away.
package enum MeasuredProcess {
    /// Runs `executable` with `arguments` in `directory`, waits, and returns what it cost.
    ///
    /// Standard output and standard error go to `log` (appended), so that a peer that fails can be
    /// read about afterwards without its chatter reaching the bench's table.
    package static func run(_ executable: String, _ arguments: [String], in directory: URL, log: URL) throws
        -> MeasuredRun
    {
        let logDescriptor = open(log.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard logDescriptor >= 0 else { throw BenchmarkError(description: "cannot open \(log.path)") }
        defer { close(logDescriptor) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, logDescriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, logDescriptor, 2)
        // The shell changes directory and then becomes the program (exec keeps the process, so what the
        // kernel reports is the program's).
        let shell = "/bin/sh"
        let script = #"cd "$1" && shift && exec "$@""#
        let argv = ([shell, "-c", script, "sh", directory.path, executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, shell, &actions, nil, argv + [nil], environ)
        guard spawned == 0 else {
            throw BenchmarkError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError(description: "cannot wait for \(executable)") }
        }
        let seconds = Stopwatch.seconds(start.duration(to: clock.now))
        // Linux reports ru_maxrss in kilobytes.
        return MeasuredRun(seconds: seconds, peakBytes: usage.ru_maxrss * 1024, exitStatus: exitStatus(status))
    }

    /// The executable named `name` on `PATH`, if there is one.
    package static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private static func exitStatus(_ status: Int32) -> Int32 {
        // WIFEXITED / WEXITSTATUS are macros Swift cannot import.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
