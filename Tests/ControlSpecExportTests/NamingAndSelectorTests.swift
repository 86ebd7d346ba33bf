import ControlSpecExport
import Testing

@Suite("Test names")
struct TestNamingTests {
    @Test("A qualified ID becomes lowercase words of the member, two underscores, then the case ID")
    func baseNames() {
        #expect(TestNaming.baseName(for: "UIButton.setTitle(_:for:)#falls-back") == "uibutton_settitle_for__falls_back")
        #expect(
            TestNaming.baseName(for: "UIControl.State#combinations-are-unions")
                == "uicontrol_state__combinations_are_unions")
        #expect(TestNaming.baseName(for: "UIButton#button-is-a-control") == "uibutton__button_is_a_control")
    }

    @Test("A name that would start with a digit or be empty gets a prefix, so it is always an identifier")
    func namesAreIdentifiers() {
        #expect(TestNaming.baseName(for: "2x#a") == "case_2x__a")
        #expect(TestNaming.baseName(for: "") == "case_")
        #expect(TestNaming.baseName(for: "UIButton.標題#x") == "uibutton__x")
    }

    @Test("Names that collide get _2, _3 in the order given, and map back to their own case")
    func collisionsAreMadeUnique() {
        let naming = TestNaming(qualifiedIDs: ["UIControl.State#a", "UIControl.state#a", "UIControl.STATE#a"])
        #expect(naming.functionNames == ["uicontrol_state__a", "uicontrol_state__a_2", "uicontrol_state__a_3"])
        #expect(naming.qualifiedID(forTestName: "uicontrol_state__a_2()") == "UIControl.state#a")
        #expect(naming.functionName(for: "UIControl.STATE#a") == "uicontrol_state__a_3")
    }

    @Test("A test maps back to its case by function name with or without parentheses, or by display name")
    func mapsBack() {
        let naming = TestNaming(qualifiedIDs: ["UIButton.setTitle(_:for:)#falls-back"])
        #expect(naming.qualifiedID(forTestName: "uibutton_settitle_for__falls_back") != nil)
        #expect(naming.qualifiedID(forTestName: "uibutton_settitle_for__falls_back()") != nil)
        #expect(
            naming.qualifiedID(forTestName: "UIButton.setTitle(_:for:)#falls-back")
                == "UIButton.setTitle(_:for:)#falls-back")
        #expect(naming.qualifiedID(forTestName: "unknown()") == nil)
    }
}

@Suite("Selector rewriting for platforms without Objective-C")
struct SelectorRewriterTests {
    @Test("The Objective-C name has a colon per argument and joins a first label with With")
    func objectiveCNames() {
        #expect(SelectorRewriter.objectiveCName(ofMethod: "handle(_:)") == "handle:")
        #expect(SelectorRewriter.objectiveCName(ofMethod: "handle(_:event:)") == "handle:event:")
        #expect(SelectorRewriter.objectiveCName(ofMethod: "handleWithoutSender()") == "handleWithoutSender")
        #expect(SelectorRewriter.objectiveCName(ofMethod: "perform(sender:)") == "performWithSender:")
        #expect(SelectorRewriter.objectiveCName(ofMethod: "move(_:by:_:)") == "move:by::")
        #expect(SelectorRewriter.objectiveCName(ofMethod: "handle(_:") == nil)
    }

    @Test("A reference without labels resolves only through the harness's unambiguous action methods")
    func bareReferences() {
        #expect(
            SelectorRewriter.objectiveCName(ofSelectorArgument: "ActionRecorder.handleWithoutSender")
                == "handleWithoutSender")
        #expect(SelectorRewriter.objectiveCName(ofSelectorArgument: "ActionRecorder.handleOther") == "handleOther:")
        #expect(SelectorRewriter.objectiveCName(ofSelectorArgument: "ActionRecorder.handle") == nil)
        #expect(SelectorRewriter.objectiveCName(ofSelectorArgument: "getter: UIButton.isEnabled") == nil)
    }

    @Test("Every #selector in code is rewritten; strings and comments are left alone")
    func rewritesCodeOnly() {
        let code = """
            control.addTarget(r, action: #selector(ActionRecorder.handle(_:)), for: .touchDown) // #selector(A.b(_:))
            let text = "#selector(A.b(_:))"
            /* #selector(A.b(_:)) */ control.sendAction(#selector( ActionRecorder.handle(_:event:) ), to: r, for: nil)
            """
        #expect(
            SelectorRewriter.rewrite(code) == """
                control.addTarget(r, action: Selector("handle:"), for: .touchDown) // #selector(A.b(_:))
                let text = "#selector(A.b(_:))"
                /* #selector(A.b(_:)) */ control.sendAction(Selector("handle:event:"), to: r, for: nil)
                """)
    }

    @Test("A #selector whose name cannot be known stays as written, so that it fails to compile")
    func unknownSelectorsStay() {
        let code = "control.addTarget(r, action: #selector(ActionRecorder.handle), for: .touchDown)"
        #expect(SelectorRewriter.rewrite(code) == code)
    }
}
