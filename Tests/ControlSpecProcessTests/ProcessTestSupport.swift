import ControlContract
import ControlSpecProcess
import Foundation
import Testing

/// Paths, programs and small call helpers shared by the tests.
enum Support {
    /// The package root, found from this file's path (Tests/ControlSpecProcessTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The reference driver: SwiftPM builds it into the same folder as the test bundle, whatever the scratch path.
    static let driverPath: String? = {
        let name = "controlspec-reference-driver"
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent(name).path }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    static let pythonCommand = ["python3", "conformance/implementations/python/controls.py"]

    /// Starts the reference driver, failing the test when it was not built.
    static func startDriver() throws -> ProcessImplementation {
        let path = try #require(driverPath, "controlspec-reference-driver is not built next to the tests")
        return try ProcessImplementation(command: [path], kitVersion: "test")
    }

    /// Starts the Python implementation from the package root.
    static func startPython() throws -> ProcessImplementation {
        try ProcessImplementation(command: pythonCommand, currentDirectory: packageRoot, kitVersion: "test")
    }

    /// Writes `source` as a Python script in a fresh temporary folder and returns the command running it.
    static func pythonScript(_ source: String, arguments: [String] = []) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-process-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("driver.py")
        try Data(source.utf8).write(to: script)
        return ["python3", script.path] + arguments
    }

    /// A fake implementation with one member, `Echo.echo(_:)`, that misbehaves as `mode` says:
    ///
    /// - `crash-third`: the third invoke writes to stderr and exits with status 3;
    /// - `hang-second`: the second invoke never answers;
    /// - `garbage-second`: the second invoke is answered with a line that is not JSON;
    /// - `exit-at-start`: writes to stderr and exits with status 2 before reading anything;
    /// - `protocol-3`: answers the hello with protocol 3, which the kit does not speak;
    /// - `callback-unknown`: speaks protocol 2; each invoke calls back closure #99, which no call handed it, and
    ///   answers the invoke with the runner's answer to the callback;
    /// - `callback`: as `callback-unknown`, for the closure that is the invoke's first argument;
    /// - `callback-then-exit`: speaks protocol 2; the first invoke calls back its first argument's closure, then
    ///   writes to stderr and exits with status 4 without waiting for the answer;
    /// - `callback-v1`: speaks protocol 1 but calls back closure #99 anyway;
    /// - `callback-new-session`: speaks protocol 2; calls back closure #99 during newSession, and answers the
    ///   newSession with the runner's answer to the callback;
    /// - `garbage-hello`: answers the hello with a line that is not JSON;
    /// - `slow-hello`: answers the hello after a second, as a slow interpreter on a loaded machine does;
    /// - `well-behaved`: none of the above (protocol 1, so it stands for an implementation written before callbacks).
    static func fakeDriver(_ mode: String) throws -> [String] {
        try pythonScript(fakeDriverSource, arguments: [mode])
    }

    static let fakeDriverSource = #"""
        import json, sys, time
        mode = sys.argv[1]
        if mode == "exit-at-start":
            sys.stderr.write("cannot start: the fake is told to fail\n")
            sys.exit(2)
        invokes = 0
        def send(message):
            sys.stdout.write(json.dumps(message) + "\n")
            sys.stdout.flush()
        for line in iter(sys.stdin.readline, ""):
            request = json.loads(line)
            kind = request["type"]
            if kind == "hello":
                if mode == "slow-hello":
                    time.sleep(1)
                if mode == "garbage-hello":
                    print("Welcome to the fake driver!", flush=True)
                    continue
                info = {"name": "fake", "version": "1", "supportedMembers": ["Echo.echo(_:)"]}
                version = 3 if mode == "protocol-3" else 2 if mode.startswith("callback") and mode != "callback-v1" else 1
                send({"type": "hello", "protocol": version, "implementation": info})
            elif kind == "goodbye":
                break
            elif kind == "newSession" and mode == "callback-new-session":
                send({"type": "callback", "id": 1, "session": 1, "closure": 99, "arguments": []})
                answer = json.loads(sys.stdin.readline())
                send({"type": "error", "id": request["id"], "failure": answer.get("failure", {"failed": "no failure"})})
            elif kind == "newSession":
                send({"type": "result", "id": request["id"], "value": {"kind": "int", "value": 1}})
            elif kind == "closeSession":
                send({"type": "result", "id": request["id"], "value": {"kind": "void"}})
            elif kind == "invoke":
                invokes += 1
                if mode == "crash-third" and invokes == 3:
                    sys.stderr.write("Traceback: boom in the fake driver\n")
                    sys.exit(3)
                if mode == "hang-second" and invokes == 2:
                    time.sleep(3600)
                if mode == "garbage-second" and invokes == 2:
                    print("debug: this is not json", flush=True)
                    continue
                if mode.startswith("callback"):
                    first = (request["arguments"] or [{}])[0]
                    known = first.get("kind") == "closure" and mode != "callback-unknown"
                    closure = first["id"] if known else 99
                    send({"type": "callback", "id": invokes, "session": request["session"], "closure": closure,
                          "arguments": [{"kind": "string", "value": "hi"}]})
                    if mode == "callback-then-exit":
                        sys.stderr.write("dying during a callback\n")
                        sys.exit(4)
                    answer = json.loads(sys.stdin.readline())
                    if answer["type"] == "callbackResult":
                        send({"type": "result", "id": request["id"], "value": answer["value"]})
                    else:
                        send({"type": "error", "id": request["id"], "failure": answer["failure"]})
                    continue
                send({"type": "result", "id": request["id"], "value": request["arguments"][0]})
        """#

    /// Calls the member `key` of `implementation` in `session`.
    static func call(
        _ implementation: any ControlImplementation, _ session: any ControlSession, _ key: String,
        on receiver: ObjectHandle? = nil, _ arguments: Value...
    ) -> Result<Value, ContractFailure> {
        guard let index = implementation.info.supportedMembers.firstIndex(of: key) else {
            return .failure(.unsupported(key))
        }
        return session.invoke(MemberID(index), on: receiver, with: arguments)
    }

    /// The object handle a call returned, failing the test otherwise.
    static func object(_ result: Result<Value, ContractFailure>) throws -> ObjectHandle {
        try #require(try result.get().objectHandle)
    }
}

extension Value {
    static func state(_ raw: UInt) -> Value { .options(type: "UIControl.State", raw: raw) }
    static func event(_ raw: UInt) -> Value { .options(type: "UIControl.Event", raw: raw) }
    static let customButtonType = Value.enumeration(type: "UIButton.ButtonType", raw: 0)
}

extension Result where Failure == ContractFailure {
    /// The failure, or `nil` on success.
    var failure: ContractFailure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

extension ContractFailure {
    var isCrashed: Bool {
        if case .crashed = self { return true }
        return false
    }

    var isTimedOut: Bool {
        if case .timedOut = self { return true }
        return false
    }

    var text: String {
        switch self {
        case .unsupported(let message), .failed(let message), .crashed(let message), .timedOut(let message):
            return message
        }
    }
}
