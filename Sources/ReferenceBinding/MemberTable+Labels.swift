import ControlContract
import Foundation
import ReferenceControls

/// Labels, image views, images, fonts and actions: the views and values a control is made of.
extension MemberTable {
    func addLabelAndImageMembers() {
        property("UILabel.text", \UILabel.text)
        property("UILabel.attributedText", \UILabel.attributedText)
        property("UILabel.shadowColor", \UILabel.shadowColor)
        property("UILabel.shadowOffset", \UILabel.shadowOffset)
        property("UILabel.lineBreakMode", \UILabel.lineBreakMode)
        property("UILabel.numberOfLines", \UILabel.numberOfLines)
        property("UILabel.textAlignment", \UILabel.textAlignment)
        property("UILabel.textColor", \UILabel.textColor)
        property("UILabel.font", \UILabel.font)
        property("UILabel.isEnabled", \UILabel.isEnabled)
        property("UILabel.isHighlighted", \UILabel.isHighlighted)
        property("UILabel.highlightedTextColor", \UILabel.highlightedTextColor)
        property("UILabel.adjustsFontSizeToFitWidth", \UILabel.adjustsFontSizeToFitWidth)
        getter("UIFont.pointSize", \UIFont.pointSize)
        getter("UIFont.fontName", \UIFont.fontName)
        function("UIFont.systemFont(ofSize:)") { args throws(ContractFailure) in
            UIFont.systemFont(ofSize: try args.at(0)).value(in: args.session)
        }
        function("UIFont.boldSystemFont(ofSize:)") { args throws(ContractFailure) in
            UIFont.boldSystemFont(ofSize: try args.at(0)).value(in: args.session)
        }
        getter("UIMenuElement.title", \UIMenuElement.title)
        add("UIAction.title") { session, object, _ throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.title")
            return .string(action.title)
        }
        add("UIAction.identifier") { _, object, _ throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.identifier")
            return .string(action.identifier.rawValue)
        }
        add("UIAction.title=") { session, object, values throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.title")
            action.title = try Arguments(values: values, session: session).at(0)
            return .void
        }
        add("UIAction.image") { session, object, _ throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.image")
            return (action.image as? UIImage).value(in: session)
        }
        add("UIAction.image=") { session, object, values throws(ContractFailure) in
            let action: UIAction = try MemberTable.receiver(object, "UIAction.image")
            action.image = try Arguments(values: values, session: session).at(0, as: UIImage?.self)
            return .void
        }
        property("UIImageView.image", \UIImageView.image)
        property("UIImageView.highlightedImage", \UIImageView.highlightedImage)
        property("UIImageView.isHighlighted", \UIImageView.isHighlighted)
        function("UIImageView.init(image:)") { args throws(ContractFailure) in
            UIImageView(image: try args.at(0, as: UIImage?.self)).value(in: args.session)
        }
        getter("UIImage.size", \UIImage.size)
        getter("UIImage.isSymbolImage", \UIImage.isSymbolImage)
        function("UIImage.init(systemName:)") { args throws(ContractFailure) in
            UIImage(systemName: try args.at(0)).value(in: args.session)
        }
    }
}
