import CaseLanguage
import ControlContract
import ControlSpecModel
import Testing

/// The members bound so that every member the checker accepts runs on the reference: each behaves as Apple
/// documents it, checked by a case in the case language (so the checker, the binding and the model take part).
@Suite struct ModelledMembersTests {
    private func passes(_ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let outcome = try LanguageExecutorTests.outcome(code)
        #expect(outcome == .passed, "\(outcome)", sourceLocation: sourceLocation)
    }

    @Test func viewFlagsHaveUIViewHDefaultsAndKeepWhatIsSet() throws {
        try passes(
            """
            let view = UIView(frame: .zero)
            #expect(view.isOpaque)
            #expect(!view.clipsToBounds)
            #expect(!view.isMultipleTouchEnabled)
            #expect(!view.isExclusiveTouch)
            #expect(view.contentMode == .scaleToFill)
            view.isOpaque = false
            view.clipsToBounds = true
            view.isMultipleTouchEnabled = true
            view.isExclusiveTouch = true
            view.contentMode = .center
            #expect(!view.isOpaque && view.clipsToBounds && view.isMultipleTouchEnabled && view.isExclusiveTouch)
            #expect(view.contentMode == .center)
            """)
    }

    @Test func windowIsTheNearestEnclosingWindow() throws {
        try passes(
            """
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let container = UIView(frame: .zero)
            let button = UIButton(type: .custom)
            #expect(button.window == nil)
            container.addSubview(button)
            #expect(button.window == nil)
            window.addSubview(container)
            #expect(button.window === window)
            #expect(container.window === window)
            container.removeFromSuperview()
            #expect(button.window == nil)
            #expect(UIWindow().frame == .zero)
            """)
    }

    @Test func hierarchyQueriesAndOrdering() throws {
        try passes(
            """
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(back)
            root.addSubview(front)
            #expect(front.isDescendant(of: root))
            #expect(root.isDescendant(of: root))
            #expect(!root.isDescendant(of: front))
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
            root.bringSubviewToFront(back)
            #expect(root.subviews.last === back)
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === root)
            #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) == nil)
            """)
    }

    @Test func pointsConvertBetweenViews() throws {
        try passes(
            """
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
            root.addSubview(child)
            #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 11, y: 22))
            #expect(child.convert(CGPoint(x: 11, y: 22), from: root) == CGPoint(x: 1, y: 2))
            #expect(root.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 5, y: 5))
            """)
    }

    @Test func respondersAndDisplayRequests() throws {
        try passes(
            """
            let view = UIView(frame: .zero)
            #expect(!view.canBecomeFirstResponder)
            #expect(!view.becomeFirstResponder())
            #expect(view.resignFirstResponder())
            view.setNeedsDisplay()
            view.invalidateIntrinsicContentSize()
            #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
            """)
    }

    @Test func labelsAndImageViewsMadeWithInheritedInitializers() throws {
        try passes(
            """
            let label = UILabel()
            #expect(label.frame == .zero)
            #expect(label.isEnabled)
            #expect(!label.isHighlighted)
            #expect(label.highlightedTextColor == nil)
            #expect(!label.adjustsFontSizeToFitWidth)
            label.isEnabled = false
            label.isHighlighted = true
            label.highlightedTextColor = .red
            label.adjustsFontSizeToFitWidth = true
            #expect(!label.isEnabled && label.isHighlighted && label.adjustsFontSizeToFitWidth)
            #expect(label.highlightedTextColor == .red)
            #expect(UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame == CGRect(x: 1, y: 2, width: 3, height: 4))
            let imageView = UIImageView()
            #expect(imageView.image == nil)
            #expect(!imageView.isHighlighted)
            imageView.isHighlighted = true
            #expect(imageView.isHighlighted)
            #expect(UIImageView(frame: CGRect(x: 0, y: 0, width: 8, height: 9)).bounds.size == CGSize(width: 8, height: 9))
            let sized = UIImageView(image: makeImage(width: 20, height: 10))
            #expect(sized.frame.size == CGSize(width: 20, height: 10))
            """)
    }

    @Test func objectsMadeWithNSObjectsInit() throws {
        try passes(
            """
            let target = NSObject()
            let control = UIControl()
            control.addTarget(target, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
            #expect(control.allTargets.contains(target))
            #expect(control.allTargets.count == 1)
            let responder = UIResponder()
            control.addTarget(responder, action: #selector(ActionRecorder.handle(_:)), for: .touchDown)
            #expect(control.allTargets.contains(responder))
            #expect(control.allTargets.count == 2)
            #expect(UIImage().size == .zero)
            #expect(!UIImage().isSymbolImage)
            #expect(UIMenu().children.isEmpty)
            #expect(UIMenu().title == "")
            let recording = RecordingControl()
            #expect(recording.frame == .zero)
            #expect(recording.trackingCalls.isEmpty)
            """)
    }

    @Test func nsNullIsTheSingletonThatStandsForNilTargets() throws {
        try passes(
            """
            let control = UIControl(frame: .zero)
            #expect(!control.allTargets.contains(NSNull()))
            control.addTarget(nil, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)
            #expect(control.allTargets.contains(NSNull()))
            #expect(control.allTargets.first == AnyHashable(NSNull()))
            #expect(NSNull() === NSNull())
            """)
    }

    @Test func actionTitlesAndImagesCanBeChanged() throws {
        try passes(
            """
            let action = makeAction(title: "Play")
            #expect(action.image == nil)
            action.title = "Pause"
            action.image = makeImage(width: 4, height: 4)
            #expect(action.title == "Pause")
            #expect(action.image?.size == CGSize(width: 4, height: 4))
            action.image = nil
            #expect(action.image == nil)
            """)
    }

    @Test func recordingControlWithAPrimaryActionSendsItForPrimaryActionTriggered() throws {
        try passes(
            """
            let action = makeAction(title: "Go")
            let control = RecordingControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40), primaryAction: action)
            control.sendActions(for: .touchUpInside)
            #expect(action.invocationCount == 0)
            control.sendActions(for: .primaryActionTriggered)
            #expect(action.invocationCount == 1)
            tap(control)
            #expect(control.trackingCalls == ["beginTracking", "endTracking"])
            """)
    }

    @Test func performPrimaryActionRunsThePrimaryAction() throws {
        try passes(
            """
            let action = makeAction(title: "Go")
            let control = UIControl(frame: .zero, primaryAction: action)
            let events = EventRecorder(observing: control)
            control.performPrimaryAction()
            #expect(action.invocationCount == 1)
            #expect(events.events == [.primaryActionTriggered])
            """)
    }

    @Test func endTrackingWithoutATouchIsCalledLikeAnyMethod() throws {
        try passes(
            """
            let control = RecordingControl(frame: .zero)
            control.endTracking(nil, with: nil)
            #expect(control.trackingCalls == ["endTracking"])
            #expect(!control.isTracking)
            """)
    }

    @Test func toolTipIsNilUntilSet() throws {
        try passes(
            """
            let button = UIButton(type: .system)
            #expect(button.toolTip == nil)
            button.toolTip = "Play the track"
            #expect(button.toolTip == "Play the track")
            button.toolTip = nil
            #expect(button.toolTip == nil)
            """)
    }

    @Test func buttonInteractionStateWithoutPointerOrHold() throws {
        try passes(
            """
            let button = UIButton(type: .system)
            #expect(!button.isHovered)
            #expect(!button.isHeld)
            touchDown(button, at: CGPoint(x: 1, y: 1))
            #expect(!button.isHeld)
            touchUp(button)
            #expect(button.subtitleLabel == nil)
            button.setTitle("Play", for: .normal)
            #expect(button.subtitleLabel == nil)
            """)
    }

    @Test func behavioralStyleResolvesAutomaticToPad() throws {
        try passes(
            """
            let button = UIButton(type: .system)
            #expect(button.preferredBehavioralStyle == .automatic)
            #expect(button.behavioralStyle == .pad)
            button.preferredBehavioralStyle = .pad
            #expect(button.preferredBehavioralStyle == .pad)
            #expect(button.behavioralStyle == .pad)
            """)
    }

    @Test func menuElementOrderIsAutomaticUntilSet() throws {
        try passes(
            """
            let button = UIButton(type: .system)
            #expect(button.preferredMenuElementOrder == .automatic)
            button.preferredMenuElementOrder = .fixed
            #expect(button.preferredMenuElementOrder == .fixed)
            #expect(button.preferredMenuElementOrder.rawValue == 2)
            """)
    }

    @Test func configurationMembersAndToolTipInteractionRunOnTheReference() throws {
        try passes(
            """
            let button = UIButton(type: .system)
            #expect(button.configuration == nil)
            #expect(button.automaticallyUpdatesConfiguration)
            button.automaticallyUpdatesConfiguration = false
            #expect(!button.automaticallyUpdatesConfiguration)
            button.setNeedsUpdateConfiguration()
            button.updateConfiguration()
            #expect(button.configuration == nil)
            #expect(button.toolTipInteraction == nil)
            button.toolTip = "Play"
            #expect(button.toolTipInteraction != nil)
            """)
    }

    @Test func buttonTintColorAndPointerStyleProvider() throws {
        try passes(
            """
            let button = UIButton(type: .system)
            #expect(button.tintColor == .systemBlue)
            button.tintColor = .red
            #expect(button.tintColor == .red)
            button.tintColor = nil
            #expect(button.tintColor == .systemBlue)
            button.pointerStyleProvider = nil
            #expect(button.pointerStyleProvider == nil)
            """)
    }
}

/// Members the reference does not model are rejected by the checker, with the member and what to write instead.
@Suite struct UnmodelledMembersTests {
    private static let compiler = LanguageExecutorTests.registry.map { CaseCompiler(schema: Schema(registry: $0)) }

    private func diagnostics(_ code: String) throws -> [Diagnostic] {
        let compiler = try #require(Self.compiler)
        return compiler.check(CaseSource(code: "let button = UIButton(type: .custom)\n" + code))
    }

    @Test(
        arguments: [
            ("let recorder = ActionRecorder()\nrecorder.handle(button)", "ActionRecorder.handle(_:)"),
            ("let recorder = ActionRecorder()\nrecorder.handleWithoutSender()", "ActionRecorder.handleWithoutSender()"),
            ("let events = EventRecorder()", "EventRecorder.init()"),
            ("let font = UIFont()", "UIFont.init()"),
            ("let action = UIAction()", "UIAction.init()"),
            ("let event = UIEvent()", "UIEvent.init()"),
        ])
    func theCheckerNamesTheMemberAndAFix(code: String, key: String) throws {
        let found = try diagnostics(code)
        #expect(found.count == 1, "\(found)")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.id == "case.check.notModelled")
        #expect(diagnostic.summary == "'\(key)' is not modelled by the reference")
        #expect(diagnostic.fix == UnmodelledMembers.reason(for: key))
        #expect(diagnostic.location?.line == 2 || diagnostic.location?.line == 3)
    }

    @Test func symbolAnimationIsAcceptedBothWays() throws {
        let code = "button.isSymbolAnimationEnabled = true\n#expect(button.isSymbolAnimationEnabled)"
        #expect(try diagnostics(code).isEmpty)
    }

    @Test func selectorsOfTheRecorderStayAccepted() throws {
        let code =
            "let recorder = ActionRecorder()\nbutton.addTarget(recorder, action: #selector(ActionRecorder.handle(_:)), for: .touchUpInside)"
        #expect(try diagnostics(code).isEmpty)
    }

    @Test func everyRejectedMemberHasAFix() {
        for (key, reason) in UnmodelledMembers.reasons {
            #expect(reason.count > 20, "\(key) needs a reason that says what to write instead")
        }
    }
}
