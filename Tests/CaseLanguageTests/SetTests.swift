import ControlContract
import ControlSpecModel
import Testing

@testable import CaseLanguage

/// `Set<T>` values with Swift's `Set` semantics: no order, each element once.
@Suite struct SetTests {
    private func outcome(_ code: String) throws -> CaseOutcome {
        try TestSchema.compiler.compile(TestSchema.source(code)).run(on: FakeImplementation())
    }

    private func diagnostics(_ code: String) -> [Diagnostic] {
        TestSchema.compiler.check(TestSchema.source(code))
    }

    @Test func aSetHoldsEachElementOnceInNoOrder() throws {
        let result = try outcome(
            """
            let s: Set<Int> = [3, 1, 2, 1]
            #expect(s.count == 3)
            #expect(!s.isEmpty)
            #expect(s.contains(2) && !s.contains(4))
            #expect(s == [1, 2, 3])
            #expect(s != [1, 2])
            let empty: Set<Int> = []
            #expect(empty.isEmpty && empty.first == nil)
            """)
        #expect(result.isPassed, "\(result.renderedText)")
    }

    @Test func setAlgebraFollowsSwift() throws {
        let result = try outcome(
            """
            let a: Set<Int> = [1, 2, 3]
            let b: Set<Int> = [3, 4]
            #expect(a.union(b) == [1, 2, 3, 4])
            #expect(a.intersection(b) == [3])
            #expect(a.subtracting(b) == [1, 2])
            #expect(a.symmetricDifference(b) == [1, 2, 4])
            let small: Set<Int> = [1, 2]
            #expect(small.isSubset(of: a) && !a.isSubset(of: small))
            #expect(a.isSuperset(of: small) && !small.isSuperset(of: a))
            #expect(small.isDisjoint(with: b) && !a.isDisjoint(with: b))
            #expect(a.isSubset(of: a))
            """)
        #expect(result.isPassed, "\(result.renderedText)")
    }

    @Test func orderedAccessIsRejectedAsSwiftDoes() {
        let subscripted = diagnostics("let s: Set<Int> = [1]\nlet x = s[0]")
        #expect(subscripted.map(\.id) == ["case.check.unknownMember"], "\(subscripted)")
        let last = diagnostics("let s: Set<Int> = [1]\nlet x = s.last")
        #expect(last.map(\.id) == ["case.check.unknownMember"], "\(last)")
    }

    @Test func aSetIsNotAnArray() {
        let found = diagnostics("let s: Set<Int> = [1]\nlet a: [Int] = s")
        #expect(found.map(\.id) == ["case.check.typeMismatch"], "\(found)")
    }
}
