import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Whether `pid` names a live process; a zombie (dead, waiting for its new parent to reap it) counts as gone.
func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    guard let endOfName = stat.lastIndex(of: ")") else { return false }
    return !stat[endOfName...].hasPrefix(") Z")
}

/// The processes of `pids` still alive after waiting up to `seconds` for them to end (a kill takes a moment).
func survivors(_ pids: [pid_t], waitingUpTo seconds: Double = 3) -> [pid_t] {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while pids.contains(where: isAlive) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return pids.filter(isAlive)
}

/// Python, run as each fake driver starts: writes its pid and that of a grandchild (`sleep 1000`, holding the
/// driver's stdout and stderr) to `pids.txt`, one a line.
private func startGrandchild(in project: TemporaryProject) -> String {
    let file = project.root.appendingPathComponent("pids.txt").path
    return """
        import subprocess
        grandchild = subprocess.Popen(["sleep", "1000"])
        with open("\(file)", "a") as pids:
            pids.write("%d\\n%d\\n" % (os.getpid(), grandchild.pid))
        """
}

/// The pids in `pids.txt`: each driver started, then its grandchild.
private func recordedPids(_ project: TemporaryProject) throws -> [pid_t] {
    let text = try String(contentsOf: project.root.appendingPathComponent("pids.txt"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { pid_t($0) }
}

/// Hung and dying implementations leave nothing running, and the same fault gets the same status whatever
/// the time limit.
@Suite struct OrphanTests {
    @Test func aHungDriverAndItsGrandchildAreGoneWhenTheRunEndsAndTheNextCaseHasAFreshChild() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(3)])
        let driver = try fakeDriver(
            in: project, "CRASH_AT, HANG_AT, GARBAGE_AT, CRASH_ALWAYS = 0, 2, 0, False\n" + startGrandchild(in: project)
        )
        let result = await project.run(
            "run", "--impl", driver, "--jobs", "1", "--timeout", "0.5", "--results", "results.json")
        #expect(try statuses(project) == ["case-1": "PASS", "case-2": "TIMEOUT", "case-3": "PASS"], "\(result.out)")
        let pids = try recordedPids(project)
        // The hung driver was replaced: a second driver (and its grandchild) ran case 3.
        #expect(pids.count == 4, "\(pids)")
        #expect(survivors(pids).isEmpty, "still running after the run: \(pids.filter(isAlive)) of \(pids)")
    }

    @Test(arguments: ["1", "30"])
    func aDriverThatClosesStdoutIsACrashWhateverTheTimeout(timeout: String) async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(2)])
        let driver = try fakeDriver(
            in: project, "CRASH_AT, HANG_AT, GARBAGE_AT, CRASH_ALWAYS, CLOSE_AT = 0, 0, 0, False, 1")
        let result = await project.run(
            "run", "--impl", driver, "--jobs", "1", "--timeout", timeout, "--results", "results.json")
        #expect(try statuses(project) == ["case-1": "CRASH", "case-2": "PASS"], "\(result.out)")
        #expect(result.out.contains("closed its stdout during newSession"), "\(result.out)")
    }

    @Test func controlspecEndedBySIGTERMMidRunLeavesNoChildBehind() throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(2)])
        let driver = try fakeDriver(
            in: project, "CRASH_AT, HANG_AT, GARBAGE_AT, CRASH_ALWAYS = 0, 1, 0, False\n" + startGrandchild(in: project)
        )
        let process = Process()
        process.executableURL = try ReproduciblePublishTests.executable()
        process.arguments = ["run", "--impl", driver, "--jobs", "1", "--timeout", "30"]
        process.currentDirectoryURL = project.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first session's counter is written just before the driver hangs in it.
        let counter = project.root.appendingPathComponent("sessions.count").path
        let deadline = Date(timeIntervalSinceNow: 30)
        while !FileManager.default.fileExists(atPath: counter) && process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let pids = try recordedPids(project)
        #expect(pids.count == 2 && pids.allSatisfy(isAlive), "\(pids)")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(survivors(pids).isEmpty, "still running after controlspec ended: \(pids.filter(isAlive))")
    }
}
