// Functions with the parameter types of Swift Testing's #expect and #require, which
// scripts/uikit-stand-in-check.sh calls in place of the macros: the conditions and values of the exported cases
// are type-checked against the stand-in without a macro expansion per expectation.
import Testing

/// `#expect(condition)` and `#expect(condition, "comment")`.
func standInExpect(_ condition: Bool, _ comment: @autoclosure () -> Comment? = nil) {}

/// `try #require(optional)`.
func standInRequire<T>(_ optionalValue: T?, _ comment: @autoclosure () -> Comment? = nil) throws -> T {
    fatalError()
}

/// `try #require(condition)`.
func standInRequire(_ condition: Bool, _ comment: @autoclosure () -> Comment? = nil) throws {}
