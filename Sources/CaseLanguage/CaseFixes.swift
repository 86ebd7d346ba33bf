/// The fix line of a case-language diagnostic that its check did not word for the place: what the author can
/// do about each kind of problem, pointing at Docs/CASES.md, which says what cases may write.
enum CaseFixes {
    /// The fix for diagnostic `id`, or nil for an id without one.
    static func fix(for id: String) -> String? { fixes[id] }

    private static let language = "Docs/CASES.md lists what cases may write"

    private static let fixes: [String: String] = [
        "case.parse.unexpectedToken": "correct the syntax here (\(language))",
        "case.parse.unexpectedCharacter": "remove the character, or put it inside a string literal",
        "case.parse.unsupported": "write it with the statements and expressions cases support (\(language))",
        "case.parse.tooDeep": "split the expression into several `let`s",
        "case.parse.expectedInitializer": "give the constant a value: 'let name = …'",
        "case.parse.unterminatedString": "close the string with '\"' on the same line",
        "case.parse.unterminatedComment": "close the comment with '*/'",
        "case.parse.badNumber": "write a number that fits in Int, in decimal digits or after 0x, 0o or 0b",
        "case.parse.badEscape": "use one of Swift's escapes: \\n, \\t, \\r, \\0, \\\\, \\\", \\' or \\u{…}",
        "case.check.unknownMember":
            "use a member the type declares (conformance/registry.json), spelled as its declaration spells it",
        "case.check.unknownIdentifier": "declare the name with 'let' or 'var' before its use, or correct its spelling",
        "case.check.unknownType": "use a type the registry declares, spelled with its owner ('UIControl.State')",
        "case.check.typeMismatch": "give a value of the type the place expects (the declaration says which)",
        "case.check.unsupported": "write it with what cases support (\(language))",
        "case.check.wrongArity": "pass the arguments the declaration takes",
        "case.check.wrongLabels": "write the argument labels of the declaration",
        "case.check.badImplicitMember": "use a member of the expected type, or write the type before the dot",
        "case.check.needsContext": "write the type: 'let name: Type = …'",
        "case.check.unappliedMethod": "call the method: add its arguments in '(…)'",
        "case.check.redeclaration": "give the new constant another name",
        "case.check.readOnly": "read the property instead, or set what it is derived from",
        "case.check.notAssignable": "assign to a variable or to a settable property",
        "case.check.typeAsValue": "call an initializer of the type: 'Type(…)'",
        "case.check.ambiguous": "add the argument labels to the method's name",
        "case.check.assignToLet": "declare it with 'var'",
        "case.check.optionalNotUnwrapped": "unwrap it with '!', '??' or 'try #require(…)'",
        "case.check.missingTry": "write 'try #require(…)'",
    ]
}
