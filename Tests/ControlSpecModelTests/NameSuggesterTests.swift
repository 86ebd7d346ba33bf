import ControlSpecModel
import Testing

@Suite("The one \"did you mean\" suggester")
struct NameSuggesterTests {
    static let commands = ["bench", "coverage", "docset", "lint", "publish", "report", "run", "site"]

    @Test func aShortNameWithTwoLettersSwappedFindsItsMatch() {
        #expect(NameSuggester.suggestion(for: "rnu", among: Self.commands) == "run")
    }

    @Test func wrongArgumentLabelsFindTheDeclaredSelector() {
        let symbols = ["setTitle(_:for:)", "title(for:)", "setTitleColor(_:for:)"]
        #expect(NameSuggester.suggestion(for: "setTitle(_:forState:)", among: symbols) == "setTitle(_:for:)")
    }

    @Test(
        "The limit is a third of the name's length, and at least 2",
        arguments: [
            ("ab", "abcd", true),  // 2 edits, limit 2
            ("ab", "abcde", false),  // 3 edits, limit 2
            ("currentTitleLabel", "currentTitle", true),  // 5 edits, limit 5
            ("currentTitleLabels", "currentTitle", true),  // 6 edits, limit 6
            ("currentTitleLabel", "current", false),  // 10 edits, limit 5
        ])
    func limit(name: String, candidate: String, suggested: Bool) {
        #expect((NameSuggester.suggestion(for: name, among: [candidate]) != nil) == suggested)
    }

    @Test func caseIsIgnored() {
        #expect(NameSuggester.suggestion(for: "ISENABLED", among: ["isEnabled", "isSelected"]) == "isEnabled")
        #expect(NameSuggester.editDistance("UIButton", "uibutton") == 0)
    }

    @Test func theNameItselfIsNeverSuggested() {
        #expect(NameSuggester.suggestion(for: "run", among: ["run"]) == nil)
        #expect(NameSuggester.suggestion(for: "run", among: ["run", "runs"]) == "runs")
    }

    @Test func ofEquallyNearCandidatesTheFirstAlphabeticallyWinsWhateverTheirOrder() {
        #expect(NameSuggester.suggestion(for: "cat", among: ["cut", "bat"]) == "bat")
        #expect(NameSuggester.suggestion(for: "cat", among: ["bat", "cut"]) == "bat")
    }

    @Test func noCandidatesNoSuggestion() {
        #expect(NameSuggester.suggestion(for: "run", among: []) == nil)
    }

    @Test(
        "The early stop gives the same distance as the full computation when within the limit",
        arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("flaw", "lawn", 2)])
    func editDistance(_ a: String, _ b: String, distance: Int) {
        #expect(NameSuggester.editDistance(a, b) == distance)
        #expect(NameSuggester.editDistance(a, b, limit: distance) == distance)
        #expect(NameSuggester.editDistance(a, b, limit: distance - 1) > distance - 1)
    }
}
