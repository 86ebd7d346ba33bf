import ControlContract
import Foundation
import ReferenceControls

/// The initializers every class inherits from `NSObject` (`init()`), where the reference runs them.
extension MemberTable {
    func addInheritedInitializers() {
        // Apple: NSNull is "a singleton object"; `NSNull()` gives the one instance, the one allTargets holds.
        function("NSNull.init()") { args in .object(args.session.handle(for: UIControl.responderChainTarget)) }
        function("NSObject.init()") { args in .object(args.session.handle(for: NSObject())) }
        function("UIResponder.init()") { args in UIResponder().value(in: args.session) }
        function("UIWindow.init()") { args in UIWindow().value(in: args.session) }
        function("UIWindow.init(frame:)") { args throws(ContractFailure) in
            UIWindow(frame: try args.at(0)).value(in: args.session)
        }
        function("UILabel.init()") { args in UILabel().value(in: args.session) }
        function("UILabel.init(frame:)") { args throws(ContractFailure) in
            UILabel(frame: try args.at(0)).value(in: args.session)
        }
        function("UIImageView.init()") { args in UIImageView().value(in: args.session) }
        function("UIImageView.init(frame:)") { args throws(ContractFailure) in
            UIImageView(frame: try args.at(0)).value(in: args.session)
        }
        // Swift's `UIImage()` is an empty image: no size, no symbol.
        function("UIImage.init()") { args in UIImage(size: .zero).value(in: args.session) }
        // `UIMenu()` is the convenience initializer with its defaults: no title, no children.
        function("UIMenu.init()") { args in UIMenu(title: "", children: []).value(in: args.session) }
    }
}
