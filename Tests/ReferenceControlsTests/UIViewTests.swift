import Foundation
import Testing

@testable import ReferenceControls

@Suite("Geometry and colors")
struct UIViewGeometryAndColorTests {
    @Test func edgeInsetsZeroHasNoInsets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func insetByMovesOriginAndShrinksSizeLikeUIEdgeInsetsInsetRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    }

    @Test func insetByNegativeInsetsGrowsTheRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
                == CGRect(x: -5, y: -5, width: 20, height: 20))
    }

    @Test func insetByLargerThanTheRectLeavesANegativeSize() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let result = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(result.size.width == -6)
    }

    @Test func layoutDirectionAndSemanticContentAttributeRawValuesMatchUIKit() {
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
        #expect(UISemanticContentAttribute.playback.rawValue == 1)
        #expect(UISemanticContentAttribute.spatial.rawValue == 2)
        #expect(UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
        #expect(UIView.TintAdjustmentMode.automatic.rawValue == 0)
        #expect(UIView.TintAdjustmentMode.normal.rawValue == 1)
        #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
    }

    @Test func systemBlueIsTheLightAppearanceValue() {
        let components = UIColor.systemBlue.rgba
        #expect(components.red == 0)
        #expect(abs(components.green - 122.0 / 255.0) < 1e-12)
        #expect(components.blue == 1)
        #expect(components.alpha == 1)
        #expect(UIColor.tintColor == UIColor.systemBlue)
    }

    @Test func colorsWithEqualComponentsAreEqual() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 1, alpha: 1) == UIColor.white)
        #expect(UIColor.black != UIColor.clear)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func withAlphaComponentKeepsTheColorAndReplacesAlpha() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(abs(faded.rgba.green - 122.0 / 255.0) < 1e-12)
        #expect(faded.rgba.alpha == 0.5)
    }

    @Test func grayShadesUseUIKitWhiteLevels() {
        #expect(UIColor.gray.rgba.red == 0.5)
        #expect(abs(UIColor.darkGray.rgba.red - 1.0 / 3.0) < 1e-12)
        #expect(abs(UIColor.lightGray.rgba.red - 2.0 / 3.0) < 1e-12)
        #expect(UIColor.clear.rgba.alpha == 0)
    }
}

@Suite("UIView geometry and hierarchy")
struct UIViewHierarchyTests {
    @Test func initWithFrameGivesBoundsTheFrameSizeAndAZeroOrigin() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
    }

    @Test func convenienceInitHasAZeroFrame() {
        #expect(UIView().frame == .zero)
    }

    @Test func settingFrameKeepsBoundsOrigin() {
        let view = UIView(frame: .zero)
        view.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        view.frame = CGRect(x: 100, y: 100, width: 50, height: 60)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 50, height: 60))
        #expect(view.frame == CGRect(x: 100, y: 100, width: 50, height: 60))
    }

    @Test func changingBoundsSizeGrowsTheFrameAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: 200, height: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
    }

    @Test func settingCenterMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame.origin == CGPoint(x: 95, y: 95))
    }

    @Test func addSubviewMovesTheViewFromItsPreviousSuperview() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1 && second.subviews[0] === child)
        #expect(child.superview === second)
    }

    @Test func addingAnExistingSubviewAgainBringsItToTheFront() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(a)])
    }

    @Test func insertSubviewAtIndexClampsTheIndex() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)
        parent.insertSubview(c, at: 99)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    }

    @Test func bringSubviewToFrontAndSendToBackReorderSubviews() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.last === a)
        parent.sendSubviewToBack(c)
        #expect(parent.subviews.first === c)
    }

    @Test func removeFromSuperviewDetachesTheView() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(parent.subviews.isEmpty)
    }

    @Test func superviewIsNotRetainedBySubviews() {
        let child = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            weakParent = parent
            parent.addSubview(child)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
    }

    @Test func nextResponderIsTheSuperview() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    @Test func viewsAreInteractiveVisibleAndOpaqueByDefault() {
        let view = UIView()
        #expect(view.isUserInteractionEnabled)
        #expect(!view.isHidden)
        #expect(view.alpha == 1)
        #expect(view.backgroundColor == nil)
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(b)
        b.tag = 7
        #expect(root.viewWithTag(7) === b)
        #expect(root.viewWithTag(8) == nil)
    }
}

@Suite("UIView tint")
struct UIViewTintTests {
    final class TintRecorder: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func tintColorIsSystemBlueAtTheRoot() {
        #expect(UIView().tintColor == UIColor.systemBlue)
    }

    @Test func tintColorIsInheritedAndNilRestoresInheritance() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        child.tintColor = .green
        #expect(child.tintColor == UIColor.green)
        child.tintColor = nil
        #expect(child.tintColor == UIColor.red)
    }

    @Test func tintColorDidChangeReachesOnlyDescendantsThatInherit() {
        let parent = TintRecorder(), inheriting = TintRecorder(), overriding = TintRecorder()
        parent.addSubview(inheriting)
        parent.addSubview(overriding)
        overriding.tintColor = .green
        overriding.changes = 0
        parent.tintColor = .red
        #expect(parent.changes == 1)
        #expect(inheriting.changes == 1)
        #expect(overriding.changes == 0)
    }

    @Test func settingTheSameEffectiveTintDoesNotCallTintColorDidChange() {
        let view = TintRecorder()
        view.tintColor = .systemBlue
        #expect(view.changes == 0)
    }

    @Test func movingIntoAHierarchyWithAnotherTintCallsTintColorDidChange() {
        let parent = UIView(), child = TintRecorder()
        parent.tintColor = .red
        parent.addSubview(child)
        #expect(child.changes == 1)
        child.removeFromSuperview()
        #expect(child.changes == 2)
    }

    @Test func tintAdjustmentModeResolvesAutomaticToNormalAtTheRootAndInherits() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
    }

    @Test func dimmedTintIsADesaturatedGray() {
        let parent = TintRecorder(), child = TintRecorder()
        parent.addSubview(child)
        parent.tintAdjustmentMode = .dimmed
        let dimmed = child.tintColor.rgba
        #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue)
        #expect(child.changes == 1)
        parent.tintAdjustmentMode = .normal
        #expect(child.tintColor == UIColor.systemBlue)
    }
}

@Suite("UIView layout direction")
struct UIViewLayoutDirectionTests {
    @Test func effectiveDirectionFollowsSemanticContentAttribute() {
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func unspecifiedFollowsTheAppDirection() {
        UIView.withDefaultLayoutDirection(.rightToLeft) {
            let view = UIView()
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            view.semanticContentAttribute = .forceLeftToRight
            #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        }
    }

    @Test func playbackAndSpatialContentStayLeftToRightInARightToLeftApp() {
        UIView.withDefaultLayoutDirection(.rightToLeft) {
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        }
    }

    @Test func semanticContentAttributeIsNotInherited() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}

@Suite("UIView layout")
struct UIViewLayoutTests {
    final class LayoutRecorder: UIView {
        var log: [String]
        let name: String
        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            log.append(name)
            onLayout?()
        }
    }

    @Test func aFreshViewNeedsLayoutAndLaysOutOnce() {
        let view = LayoutRecorder("v")
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.log == ["v"])
        #expect(!view.needsLayout)
    }

    @Test func setNeedsLayoutSchedulesAnotherPass() {
        let view = LayoutRecorder("v")
        view.layoutIfNeeded()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.log == ["v", "v"])
    }

    @Test func resizingMarksTheViewAndItsSuperviewForLayout() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        child.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(child.needsLayout)
        #expect(parent.needsLayout)
    }

    @Test func movingWithoutResizingDoesNotMarkLayout() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.frame.origin = CGPoint(x: 50, y: 50)
        view.center = CGPoint(x: 1, y: 1)
        #expect(!view.needsLayout)
    }

    @Test func layoutIfNeededStartsAtTheHighestAncestorNeedingLayoutAndGoesParentFirst() {
        var order: [String] = []
        let parent = LayoutRecorder("parent"), child = LayoutRecorder("child")
        parent.onLayout = { order.append("parent") }
        child.onLayout = { order.append("child") }
        parent.addSubview(child)
        child.layoutIfNeeded()
        #expect(order == ["parent", "child"])
    }

    @Test func sizeThatFitsDefaultsToTheCurrentSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 20))
    }

    @Test func sizeToFitUsesSizeThatFitsAndKeepsTheOrigin() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 80, height: 30) }
        }
        let view = Fixed(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
    }

    @Test func intrinsicContentSizeDefaultsToNoIntrinsicMetric() {
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }
}

@Suite("UIView hit-testing and conversion")
struct UIViewHitTestingTests {
    @Test func pointInsideIsHalfOpenLikeCGRectContainsPoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 9.9, y: 9.9), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 5), with: nil))
    }

    @Test func hitTestReturnsTheDeepestFrontmostView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 180, y: 80), with: nil) == nil)
    }

    @Test func hitTestSkipsHiddenNearlyTransparentAndNonInteractiveViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: root.bounds)
        root.addSubview(child)
        let point = CGPoint(x: 5, y: 5)
        child.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        child.isHidden = false
        child.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === root)
        child.alpha = 0.01
        #expect(root.hitTest(point, with: nil) === child)
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
    }

    @Test func subviewsOutsideTheSuperviewsBoundsCannotBeHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let overflow = UIView(frame: CGRect(x: 30, y: 30, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(overflow)
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === root)
    }

    @Test func convertPointAccountsForFramesAndBoundsOrigins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        a.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 10, y: 20))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -90, y: -80))
        #expect(b.convert(CGPoint(x: -90, y: -80), to: a) == CGPoint(x: 5, y: 5))
        #expect(a.convert(CGPoint(x: 10, y: 20), from: nil) == CGPoint(x: 5, y: 5))
    }

    @Test func convertRectMovesTheOriginAndKeepsTheSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.addSubview(a)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(a.convert(rect, to: root) == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(a.convert(CGRect(x: 11, y: 22, width: 3, height: 4), from: root) == rect)
    }
}

@Suite("UIResponder first responder")
struct UIViewFirstResponderTests {
    final class Field: UIView {
        var allowsResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowsResign }
    }

    @Test func viewsCannotBecomeFirstResponderByDefault() {
        let view = UIView()
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func becomingFirstResponderReplacesThePreviousOne() {
        let root = UIView(), a = Field(), b = Field()
        root.addSubview(a)
        root.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder)
        #expect(b.isFirstResponder)
    }

    @Test func aFirstResponderThatRefusesToResignBlocksTheChange() {
        let root = UIView(), a = Field(), b = Field()
        root.addSubview(a)
        root.addSubview(b)
        a.becomeFirstResponder()
        a.allowsResign = false
        #expect(!b.becomeFirstResponder())
        #expect(a.isFirstResponder)
    }

    @Test func removingTheFirstResponderFromItsHierarchyResignsIt() {
        let root = UIView(), container = UIView(), field = Field()
        root.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }

    @Test func separateHierarchiesHaveSeparateFirstResponders() {
        let first = Field(), second = Field(), firstRoot = UIView(), secondRoot = UIView()
        firstRoot.addSubview(first)
        first.becomeFirstResponder()
        secondRoot.addSubview(second)
        second.becomeFirstResponder()
        #expect(first.isFirstResponder)
        #expect(second.isFirstResponder)
    }
}
