import ControlSpecProcess
import Testing

@Suite("Command lines")
struct ShellWordsTests {
    @Test("words are split on spaces, with quotes and backslashes as in a shell")
    func splitsLikeAShell() throws {
        #expect(try ShellWords.split("python3 controls.py --fast") == ["python3", "controls.py", "--fast"])
        #expect(try ShellWords.split("  a   'b c'  \"d \\\" e\" f\\ g ") == ["a", "b c", "d \" e", "f g"])
        #expect(try ShellWords.split("run ''") == ["run", ""])
    }

    @Test("an exec: prefix is dropped, with or without the quotes a shell would have removed")
    func execPrefix() throws {
        #expect(try ShellWords.split("exec:python3 controls.py") == ["python3", "controls.py"])
        #expect(try ShellWords.split("exec:'python3 controls.py'") == ["python3", "controls.py"])
        #expect(try ShellWords.split("exec:\"python3 'my controls.py'\"") == ["python3", "my controls.py"])
        #expect(try ShellWords.split("exec:'a' 'b'") == ["a", "b"])
    }

    @Test("an unterminated quote or an empty command is an error")
    func invalidCommandLines() {
        #expect(throws: ProcessImplementationError.self) { try ShellWords.split("python3 'controls.py") }
        #expect(throws: ProcessImplementationError.self) { try ShellWords.split("exec:") }
        #expect(throws: ProcessImplementationError.self) { try ShellWords.split("   ") }
    }
}
