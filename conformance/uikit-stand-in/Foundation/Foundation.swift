// The part of Foundation that UIControl and UIButton code meets, declared as the iOS SDK's Foundation
// (NSObjCRuntime.h, NSCoder.h, NSNull.h, NSAttributedString.h) and its Swift overlay (AttributedString,
// AttributeContainer) declare it. Declarations only: every body is fatalError().
@_exported import ObjectiveC

/// NSObject.h: the protocol of objects that can be archived.
public protocol NSCoding {
    func encode(with coder: NSCoder)
    init?(coder: NSCoder)
}

/// NSObject.h: the protocol of objects that can be copied.
public protocol NSCopying {
    func copy(with zone: NSZone?) -> Any
}

/// NSZone.h: an opaque memory zone.
public struct NSZone {}

/// NSCoder.h: the abstract archiver.
open class NSCoder: NSObject {}

/// NSNull.h: the object that stands for nil in collections.
open class NSNull: NSObject {
    public override init() { fatalError() }
}

/// NSAttributedString.h: a string with attributes, the Objective-C class.
open class NSAttributedString: NSObject, NSCopying {
    public convenience init(string str: String) { fatalError() }
    open var string: String { fatalError() }
    open var length: Int { fatalError() }
    open func copy(with zone: NSZone?) -> Any { fatalError() }
}

/// The attributes of an attributed string (Foundation's Swift overlay). UIKit's attribute scope adds
/// foregroundColor, backgroundColor and font (declared in the UIKit stand-in).
@available(iOS 15.0, *)
public struct AttributeContainer: Equatable, Hashable, Sendable {
    public init() { fatalError() }
}

/// A string with attributes, Foundation's Swift value type.
@available(iOS 15.0, *)
public struct AttributedString: Equatable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ string: String, attributes: AttributeContainer = .init()) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(_ nsStr: NSAttributedString) { fatalError() }
    public var description: String { fatalError() }

    /// A position in an attributed string.
    public struct Index: Comparable, Sendable {
        public static func < (lhs: Index, rhs: Index) -> Bool { fatalError() }
    }

    /// The characters of an attributed string.
    public struct CharacterView: BidirectionalCollection, Sendable {
        public typealias Element = Character
        public var startIndex: AttributedString.Index { fatalError() }
        public var endIndex: AttributedString.Index { fatalError() }
        public func index(after i: AttributedString.Index) -> AttributedString.Index { fatalError() }
        public func index(before i: AttributedString.Index) -> AttributedString.Index { fatalError() }
        public subscript(index: AttributedString.Index) -> Character { fatalError() }
    }

    public var characters: CharacterView { get { fatalError() } set { fatalError() } }
}

@available(iOS 15.0, *)
extension NSAttributedString {
    public convenience init(_ attrStr: AttributedString) { fatalError() }
}
