import ControlSpecCLI
import Foundation
import Testing

/// A page with `count` cases: every one passes on a correct implementation except those in `failing`.
func pageWithCases(_ count: Int, failing: Set<Int> = []) -> String {
    var page = "# `UIControl.isEnabled`\n\nWhether the control responds to touches.\n\n## Discussion\n"
    for index in 1...count {
        let expected = failing.contains(index) ? "!" : ""
        page += """

            ```swift case case-\(index) evidence=documented source=UIButton.h since=15.0
            let control = UIControl(frame: .zero)
            control.isEnabled = false
            #expect(\(expected)control.state.contains(.disabled))
            ```

            """
    }
    return page
}

/// A wire-protocol driver in Python that models just enough of UIControl for `pageWithCases`, and
/// misbehaves on purpose: `crash_at` (exit during the Nth session), `hang_at` (never answer in the Nth
/// session), `crash_always`, `garbage_at`, and when `behaviour` sets it, `CLOSE_AT` (close stdout in the Nth
/// session, then hang). `behaviour` is Python run as the driver starts.
func fakeDriver(in project: TemporaryProject, _ behaviour: String) throws -> String {
    let script = """
        import json, os, sys, time
        COUNTER = "\(project.root.appendingPathComponent("sessions.count").path)"
        \(behaviour)
        members = ["UIControl.init(frame:)", "UIControl.isEnabled", "UIControl.isEnabled=", "UIControl.state",
                   "UIControl.State.disabled"] + globals().get("EXTRA_MEMBERS", [])
        sessions = 0
        objects = {}
        def send(message):
            sys.stdout.write(json.dumps(message) + "\\n"); sys.stdout.flush()
        for line in sys.stdin:
            request = json.loads(line)
            kind = request["type"]
            if kind == "hello":
                send({"type": "hello", "protocol": globals().get("PROTOCOL", 1), "implementation":
                      {"name": "fake", "version": "1", "supportedMembers": members}})
            elif kind == "newSession":
                # Sessions are counted across restarts of the driver, in a file beside it.
                try:
                    sessions = int(open(COUNTER).read())
                except OSError:
                    sessions = 0
                sessions += 1
                open(COUNTER, "w").write(str(sessions))
                if sessions == CRASH_AT or CRASH_ALWAYS:
                    sys.stderr.write("fake driver: crashing in session %d\\n" % sessions); sys.exit(3)
                if sessions == HANG_AT:
                    time.sleep(60)
                if sessions == globals().get("CLOSE_AT", 0):
                    os.close(1)
                    time.sleep(60)
                if sessions == GARBAGE_AT:
                    sys.stdout.write("this is not json\\n"); sys.stdout.flush()
                    continue
                objects = {}
                send({"type": "result", "id": request["id"], "value": {"kind": "int", "value": sessions}})
            elif kind == "invoke":
                member = members[request["member"]]
                receiver = request.get("receiver")
                if member == "UIControl.init(frame:)":
                    objects[1] = {"enabled": True}
                    value = {"kind": "object", "id": 1, "className": "UIControl"}
                elif member == "UIControl.isEnabled":
                    value = {"kind": "bool", "value": objects[receiver["id"]]["enabled"]}
                elif member == "UIControl.isEnabled=":
                    objects[receiver["id"]]["enabled"] = request["arguments"][0]["value"]
                    value = {"kind": "void"}
                elif member == "UIControl.State.disabled":
                    value = {"kind": "options", "type": "UIControl.State", "raw": 2}
                else:
                    raw = 0 if objects[receiver["id"]]["enabled"] else 2
                    value = {"kind": "options", "type": "UIControl.State", "raw": raw}
                send({"type": "result", "id": request["id"], "value": value})
            elif kind == "closeSession":
                send({"type": "result", "id": request["id"], "value": {"kind": "void"}})
            else:
                break
        """
    let url = project.root.appendingPathComponent("fake_driver.py")
    try script.write(to: url, atomically: true, encoding: .utf8)
    return "exec:python3 \(url.path)"
}

func statuses(_ project: TemporaryProject) throws -> [String: String] {
    let data = try Data(contentsOf: project.root.appendingPathComponent("results.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let cases = object?["cases"] as? [[String: Any]] ?? []
    return Dictionary(uniqueKeysWithValues: cases.map { ($0["caseID"] as! String, $0["status"] as! String) })
}

@Suite struct RunCommandTests {
    @Test func announcingAnUnknownKeyOrAKitOwnedKeyIsWarnedAbout() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(1)])
        let driver = try fakeDriver(
            in: project,
            "CRASH_AT = HANG_AT = GARBAGE_AT = 0; CRASH_ALWAYS = False; PROTOCOL = 2\n"
                + "EXTRA_MEMBERS = ['UIControl.isEnabeld', 'ActionRecorder.init()']")
        let result = await project.run("run", "--impl", driver)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(
            result.err.contains(
                "warning: fake announces 'UIControl.isEnabeld', which is no member key (did you mean 'UIControl.isEnabled'?)"
            ))
        #expect(result.err.contains("warning: fake announces 'ActionRecorder.init()', which is the kit's"))
    }

    @Test func aFloodOfUnknownKeysIsWarnedAboutTwentyTimesAndCounted() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(1)])
        let driver = try fakeDriver(
            in: project,
            "CRASH_AT = HANG_AT = GARBAGE_AT = 0; CRASH_ALWAYS = False; PROTOCOL = 2\n"
                + "EXTRA_MEMBERS = ['Flood.key%d' % n for n in range(200)]")
        let result = await project.run("run", "--impl", driver)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        let warnings = result.err.split(separator: "\n").filter { $0.hasPrefix("warning: fake announces") }
        #expect(warnings.count == 21, "\(warnings.count) warnings")
        #expect(warnings.last?.contains("announces 180 more keys that are no member keys") == true)
    }

    @Test func aProtocol1ImplementationKeepsItsRecorderKeysWithoutAWarning() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(1)])
        let driver = try fakeDriver(
            in: project,
            "CRASH_AT = HANG_AT = GARBAGE_AT = 0; CRASH_ALWAYS = False\n"
                + "EXTRA_MEMBERS = ['ActionRecorder.init()']")
        let result = await project.run("run", "--impl", driver)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(!result.err.contains("warning"))
    }

    @Test func controlCharactersAndBidiOverridesFromAnImplementationArePrintedEscaped() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(1)])
        // A driver that greets, then dies in its first session writing a colour, a title change, a bell, a NUL
        // and a right-to-left override on stderr, which the CRASH message quotes.
        let script = """
            import json, sys
            for line in sys.stdin:
                request = json.loads(line)
                if request["type"] == "hello":
                    members = ["UIControl.init(frame:)", "UIControl.isEnabled=", "UIControl.state",
                               "UIControl.State.disabled"]
                    info = {"name": "hostile", "version": "1", "supportedMembers": members}
                    sys.stdout.write(json.dumps({"type": "hello", "protocol": 1, "implementation": info}) + "\\n")
                    sys.stdout.flush()
                else:
                    sys.stderr.write("red \\x1b[31mtext\\x1b]0;owned\\x07 nul\\x00 \\u202eevil\\n")
                    sys.exit(3)
            """
        let url = project.root.appendingPathComponent("hostile.py")
        try script.write(to: url, atomically: true, encoding: .utf8)
        let result = await project.run("run", "--impl", "exec:python3 \(url.path)", "--jobs", "1")
        let printed = result.out + result.err
        #expect(printed.contains("red \\u{1B}[31mtext\\u{1B}]0;owned\\u{7} nul\\0 \\u{202E}evil"), "\(printed)")
        #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    }

    @Test func aPassingSuiteExitsZeroWithATallyLine() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(3)])
        let result = await project.run("run", "--results", "results.json", "--junit", "junit.xml")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasSuffix("3 passed, 0 failed, 0 errored, 0 skipped\n"))
        #expect(try statuses(project).values.allSatisfy { $0 == "PASS" })
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("junit.xml").path))
    }

    @Test func anUnexpectedFailureExitsOneAndShowsTheMarkdownLineAndValues() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(2, failing: [2])])
        let result = await project.run("run")
        #expect(result.status == 1)
        #expect(result.out.contains("Docs/en/UIControl/isEnabled.md:13: FAIL (expected PASS)"), "\(result.out)")
        #expect(result.out.contains("control.state.contains(.disabled) → true"), "\(result.out)")
        #expect(result.out.hasSuffix("1 passed, 1 failed, 0 errored, 0 skipped\n"))
    }

    @Test func anExpectedFailureListedInTheExpectationsFileExitsZero() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(2, failing: [2])])
        #expect(await project.run("run", "--results", "results.json").status == 1)
        #expect(await project.run("update-expectations", "results.json").status == 0)
        let expectations = project.root.appendingPathComponent("conformance/expectations/reference.json")
        #expect(try String(contentsOf: expectations, encoding: .utf8).contains("UIControl.isEnabled#case-2"))
        #expect(await project.run("run").status == 0)
    }

    @Test func usageErrorsOfRunExit64() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(1)])
        #expect(await project.run("run", "--shard", "3/2").status == 64)
        #expect(await project.run("run", "--jobs", "0").status == 64)
        #expect(await project.run("run", "--impl", "nonsense").status == 64)
    }

    @Test func shardsTogetherRunEveryCaseOnce() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(5)])
        var seen: [String] = []
        for shard in ["1/2", "2/2"] {
            #expect(await project.run("run", "--shard", shard, "--results", "results.json").status == 0)
            seen += try statuses(project).keys
        }
        #expect(seen.sorted() == (1...5).map { "case-\($0)" }.sorted())
    }

    @Test func theReferenceGivesTheSameResultsInProcessAndIsolated() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(4, failing: [3])])
        _ = await project.run("run", "--results", "results.json")
        let inProcess = try statuses(project)
        let isolated = await project.run("run", "--isolate", "--results", "results.json")
        #expect(isolated.err.isEmpty, "\(isolated.err)")
        #expect(try statuses(project) == inProcess)
        #expect(inProcess["case-3"] == "FAIL")
    }

    @Test func aDriverThatCrashesOnTheThirdCaseGivesCrashAndTheRunGoesOn() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(5)])
        let driver = try fakeDriver(in: project, "CRASH_AT, HANG_AT, GARBAGE_AT, CRASH_ALWAYS = 3, 0, 0, False")
        let result = await project.run("run", "--impl", driver, "--jobs", "1", "--results", "results.json")
        #expect(result.status == 1)
        let found = try statuses(project)
        #expect(found.count == 5)
        #expect(found["case-3"] == "CRASH", "\(found)")
        #expect(found.filter { $0.value == "PASS" }.count == 4, "\(found)")
        #expect(result.out.contains("fake driver: crashing in session 3"), "\(result.out)")
    }

    @Test func aDriverThatHangsGivesTimeoutAndTheRunGoesOn() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(3)])
        let driver = try fakeDriver(in: project, "CRASH_AT, HANG_AT, GARBAGE_AT, CRASH_ALWAYS = 0, 2, 0, False")
        let result = await project.run(
            "run", "--impl", driver, "--jobs", "1", "--timeout", "1", "--results", "results.json")
        #expect(result.status == 1)
        let found = try statuses(project)
        #expect(found == ["case-1": "PASS", "case-2": "TIMEOUT", "case-3": "PASS"], "\(result.out)")
    }

    @Test func aDriverThatPrintsGarbageIsACrashWithTheLineQuoted() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(2)])
        let driver = try fakeDriver(in: project, "CRASH_AT, HANG_AT, GARBAGE_AT, CRASH_ALWAYS = 0, 0, 1, False")
        let result = await project.run("run", "--impl", driver, "--jobs", "1", "--results", "results.json")
        let found = try statuses(project)
        #expect(found["case-1"] == "CRASH")
        #expect(found["case-2"] == "PASS")
        #expect(result.out.contains("this is not json"), "\(result.out)")
    }

    @Test func aDriverThatKeepsCrashingEndsWithErrorsForTheRestAndEveryCaseHasAStatus() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(9)])
        let driver = try fakeDriver(in: project, "CRASH_AT, HANG_AT, GARBAGE_AT, CRASH_ALWAYS = 0, 0, 0, True")
        let result = await project.run("run", "--impl", driver, "--jobs", "1", "--results", "results.json")
        #expect(result.status == 1 || result.status == 2, "\(result.out)\(result.err)")
        if result.status == 2 {
            // The handshake itself happens before any session, so a driver that dies in every session
            // still starts; a status of 2 would mean the run was lost.
            Issue.record("the run did not complete: \(result.err)")
            return
        }
        let found = try statuses(project)
        #expect(found.count == 9)
        #expect(found.values.contains("ERROR"), "\(found)")
        #expect(!found.values.contains("PASS"))
    }

    @Test func aDriverThatExitsAtStartIsAToolFailureNamingTheCommand() async throws {
        let project = try TemporaryProject(pages: ["en/UIControl/isEnabled.md": pageWithCases(1)])
        let url = project.root.appendingPathComponent("exits.py")
        try "import sys\nsys.stderr.write('no luck\\n')\nsys.exit(1)\n".write(
            to: url, atomically: true, encoding: .utf8)
        let result = await project.run("run", "--impl", "exec:python3 \(url.path)")
        #expect(result.status == 2)
        #expect(result.err.contains("cannot start the implementation python3"), "\(result.err)")
    }
}
