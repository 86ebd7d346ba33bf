import ControlContract

/// A member of a value type, performed by the interpreter: the receiver (nil for static members
/// and initializers) and the arguments in declaration order.
typealias NativeFunction = @Sendable (_ receiver: Value?, _ arguments: [Value]) throws -> Value
/// A property setter of a value type: the old receiver and the new value give the new receiver.
typealias NativeSetter = @Sendable (_ receiver: Value, _ newValue: Value) throws -> Value

/// A runtime problem inside a native member (a value of the wrong shape, a bad raw value).
struct NativeError: Error {
    var message: String
}

/// The interpreter's implementations of value types: geometry, colors, strings, arrays,
/// enumerations and option sets.
enum NativeLibrary {
    /// The named colors of `UIColor`, with the light-appearance components of the reference model.
    static let namedColors: [(name: String, value: Value)] = [
        ("black", gray(0)), ("white", gray(1)), ("clear", .color(red: 0, green: 0, blue: 0, alpha: 0)),
        ("red", rgb(1, 0, 0)), ("green", rgb(0, 1, 0)), ("blue", rgb(0, 0, 1)), ("gray", gray(0.5)),
        ("darkGray", gray(1.0 / 3.0)), ("lightGray", gray(2.0 / 3.0)), ("cyan", rgb(0, 1, 1)),
        ("yellow", rgb(1, 1, 0)), ("magenta", rgb(1, 0, 1)), ("orange", rgb(1, 0.5, 0)), ("purple", rgb(0.5, 0, 0.5)),
        ("brown", rgb(0.6, 0.4, 0.2)), ("systemBlue", rgb(0, 122.0 / 255.0, 1)),
        ("systemGray", rgb(142.0 / 255.0, 142.0 / 255.0, 147.0 / 255.0)), ("label", gray(0)),
        ("secondaryLabel", .color(red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0, alpha: 0.6)),
        ("tertiaryLabel", .color(red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0, alpha: 0.3)),
        ("systemBackground", gray(1)), ("tintColor", rgb(0, 122.0 / 255.0, 1)),
    ]

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> Value {
        .color(red: red, green: green, blue: blue, alpha: 1)
    }

    private static func gray(_ white: Double) -> Value { .color(red: white, green: white, blue: white, alpha: 1) }

    /// Whether the native member `key` runs the case closure its receiver is (a transformer's
    /// `callAsFunction(_:)`): the compiler makes it a closure call, since a native function has no
    /// closure host.
    static func runsClosure(_ key: String) -> Bool { key.hasSuffix(".callAsFunction(_:)") }

    /// The implementation of a native member; `type` is the enumeration or option set for the
    /// shared members (`OptionSet.contains(_:)`), `rawValues` its declared raw values.
    static func function(for key: String, type: String, rawValues: Set<Int>) -> NativeFunction? {
        if let function = functions[key] { return function }
        if key.hasPrefix("UIColor."), let color = namedColors.first(where: { "UIColor." + $0.name == key }) {
            let value = color.value
            return { _, _ in value }
        }
        switch key {
        case "Enumeration.init(rawValue:)":
            return { _, arguments in
                let raw = try int(arguments[0])
                return rawValues.contains(raw) ? .enumeration(type: type, raw: raw) : .null
            }
        case "OptionSet.init(rawValue:)":
            return { _, arguments in
                let raw = try int(arguments[0])
                guard raw >= 0 else { throw NativeError(message: "negative raw value \(raw) for \(type)") }
                return .options(type: type, raw: UInt(raw))
            }
        case "OptionSet.init()":
            return { _, _ in .options(type: type, raw: 0) }
        default:
            return optionSetFunctions[key]
        }
    }

    static func setter(for key: String) -> NativeSetter? { setters[key] }

    // MARK: - Reading values

    static func double(_ value: Value) throws -> Double {
        switch value {
        case .float(let number): return number
        case .int(let number): return Double(number)
        default: throw NativeError(message: "expected a number, got \(value.debugDescription)")
        }
    }

    static func int(_ value: Value) throws -> Int {
        guard case .int(let number) = value else {
            throw NativeError(message: "expected an integer, got \(value.debugDescription)")
        }
        return number
    }

    static func string(_ value: Value) throws -> String {
        guard case .string(let string) = value else {
            throw NativeError(message: "expected a string, got \(value.debugDescription)")
        }
        return string
    }

    static func point(_ value: Value?) throws -> (x: Double, y: Double) {
        guard case .point(let x, let y)? = value else { throw mismatch("CGPoint", value) }
        return (x, y)
    }

    static func size(_ value: Value?) throws -> (width: Double, height: Double) {
        guard case .size(let width, let height)? = value else { throw mismatch("CGSize", value) }
        return (width, height)
    }

    static func rect(_ value: Value?) throws -> Rect {
        guard case .rect(let x, let y, let width, let height)? = value else { throw mismatch("CGRect", value) }
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func insets(_ value: Value?) throws -> (top: Double, left: Double, bottom: Double, right: Double) {
        guard case .insets(let top, let left, let bottom, let right)? = value else {
            throw mismatch("UIEdgeInsets", value)
        }
        return (top, left, bottom, right)
    }

    static func options(_ value: Value?) throws -> (type: String, raw: UInt) {
        guard case .options(let type, let raw)? = value else { throw mismatch("an option set", value) }
        return (type, raw)
    }

    static func array(_ value: Value?) throws -> [Value] {
        guard case .array(let elements)? = value else { throw mismatch("an array", value) }
        return elements
    }

    private static func mismatch(_ expected: String, _ value: Value?) -> NativeError {
        NativeError(message: "expected \(expected), got \(value?.debugDescription ?? "nothing")")
    }

    /// A rectangle with CoreGraphics semantics (`minX` etc. are of the standardized rectangle).
    struct Rect {
        var x, y, width, height: Double

        var standardized: Rect {
            Rect(
                x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width),
                height: abs(height))
        }
        var isNull: Bool { x.isInfinite || y.isInfinite }
        var minX: Double { standardized.x }
        var maxX: Double { standardized.x + standardized.width }
        var minY: Double { standardized.y }
        var maxY: Double { standardized.y + standardized.height }
        var value: Value { .rect(x: x, y: y, width: width, height: height) }
        static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
        /// CGRectInfinite: origin at minus half the largest finite value, size the largest finite value.
        static let infinite = Rect(
            x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
            width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

        /// CGRectEqualToRect: equal position and size once standardized; any two null rectangles are equal.
        func isEqual(to other: Rect) -> Bool {
            if isNull || other.isNull { return isNull && other.isNull }
            let (first, second) = (standardized, other.standardized)
            return first.x == second.x && first.y == second.y && first.width == second.width
                && first.height == second.height
        }
    }

    // MARK: - Members

    private static let functions: [String: NativeFunction] = {
        var table: [String: NativeFunction] = [:]
        // Numbers and strings.
        table["Int.init(_:)"] = { _, arguments in
            let number = try double(arguments[0])
            guard number.isFinite, abs(number) < 9.2e18 else {
                throw NativeError(message: "\(number) cannot be converted to Int")
            }
            return .int(Int(number))
        }
        table["Double.init(_:)"] = { _, arguments in .float(try double(arguments[0])) }
        table["CGFloat.init(_:)"] = table["Double.init(_:)"]
        table["String.init(_:)"] = { _, arguments in
            // `String(42)`, or `String(attributed.characters)`, whose characters travel as a string.
            if case .string(let characters) = arguments[0] { return .string(characters) }
            return .string(String(try int(arguments[0])))
        }
        table["String.count"] = { receiver, _ in .int(try string(receiver ?? .null).count) }
        table["String.isEmpty"] = { receiver, _ in .bool(try string(receiver ?? .null).isEmpty) }
        table["String.contains(_:)"] = { receiver, arguments in
            .bool(try string(receiver ?? .null).contains(try string(arguments[0])))
        }
        table["String.hasPrefix(_:)"] = { receiver, arguments in
            .bool(try string(receiver ?? .null).hasPrefix(try string(arguments[0])))
        }
        table["String.hasSuffix(_:)"] = { receiver, arguments in
            .bool(try string(receiver ?? .null).hasSuffix(try string(arguments[0])))
        }
        table["String.lowercased()"] = { receiver, _ in
            .string(try string(receiver ?? .null).lowercased())
        }
        table["String.uppercased()"] = { receiver, _ in
            .string(try string(receiver ?? .null).uppercased())
        }
        // Arrays.
        table["Array.count"] = { receiver, _ in .int(try array(receiver).count) }
        table["Array.isEmpty"] = { receiver, _ in .bool(try array(receiver).isEmpty) }
        table["Array.first"] = { receiver, _ in try array(receiver).first ?? .null }
        table["Array.last"] = { receiver, _ in try array(receiver).last ?? .null }
        table["Array.contains(_:)"] = { receiver, arguments in
            .bool(try array(receiver).contains { ValueSemantics.equal($0, arguments[0]) })
        }
        addSetFunctions(to: &table)
        table["AnyHashable.init(_:)"] = { _, arguments in arguments[0] }
        table["Selector.init(_:)"] = { _, arguments in .selector(try string(arguments[0])) }
        // Geometry.
        table["CGPoint.init(x:y:)"] = { _, arguments in
            .point(x: try double(arguments[0]), y: try double(arguments[1]))
        }
        table["CGPoint.zero"] = { _, _ in .point(x: 0, y: 0) }
        table["CGPoint.x"] = { receiver, _ in .float(try point(receiver).x) }
        table["CGPoint.y"] = { receiver, _ in .float(try point(receiver).y) }
        table["CGSize.init(width:height:)"] = { _, arguments in
            .size(width: try double(arguments[0]), height: try double(arguments[1]))
        }
        table["CGSize.zero"] = { _, _ in .size(width: 0, height: 0) }
        table["CGSize.width"] = { receiver, _ in .float(try size(receiver).width) }
        table["CGSize.height"] = { receiver, _ in .float(try size(receiver).height) }
        addRectFunctions(to: &table)
        addInsetFunctions(to: &table)
        // Colors, attributed strings, identifiers.
        table["UIColor.init(red:green:blue:alpha:)"] = { _, arguments in
            .color(
                red: try double(arguments[0]), green: try double(arguments[1]), blue: try double(arguments[2]),
                alpha: try double(arguments[3]))
        }
        table["UIColor.init(white:alpha:)"] = { _, arguments in
            let white = try double(arguments[0])
            return .color(red: white, green: white, blue: white, alpha: try double(arguments[1]))
        }
        table["UIColor.withAlphaComponent(_:)"] = { receiver, arguments in
            guard case .color(let red, let green, let blue, _)? = receiver else { throw mismatch("UIColor", receiver) }
            return .color(red: red, green: green, blue: blue, alpha: try double(arguments[0]))
        }
        table["NSAttributedString.init(string:)"] = { _, arguments in
            .attributedString(try string(arguments[0]))
        }
        table["NSAttributedString.string"] = { receiver, _ in
            guard case .attributedString(let text)? = receiver else { throw mismatch("NSAttributedString", receiver) }
            return .string(text)
        }
        table["NSAttributedString.length"] = { receiver, _ in
            guard case .attributedString(let text)? = receiver else { throw mismatch("NSAttributedString", receiver) }
            return .int(text.utf16.count)
        }
        table["AttributedString.init(_:)"] = { _, arguments in .attributedString(try string(arguments[0])) }
        table["AttributedString.init()"] = { _, _ in .attributedString("") }
        table["AttributedString.characters"] = { receiver, _ in
            guard case .attributedString(let text)? = receiver else { throw mismatch("AttributedString", receiver) }
            return .string(text)
        }
        table["AttributedString.CharacterView.count"] = table["String.count"]
        table["AttributedString.CharacterView.isEmpty"] = table["String.isEmpty"]
        table["UIAction.Identifier.init(_:)"] = { _, arguments in .string(try string(arguments[0])) }
        table["UIConfigurationColorTransformer.init(_:)"] = { _, arguments in arguments[0] }
        table["UIConfigurationTextAttributesTransformer.init(_:)"] = { _, arguments in arguments[0] }
        table["AttributeContainer.init()"] = { _, _ in .structure(type: "AttributeContainer", fields: []) }
        for name in attributeNames {
            table["AttributeContainer.\(name)"] = { receiver, _ in receiver?.field(name) ?? .null }
        }
        table["UIAction.Identifier.init(rawValue:)"] = table["UIAction.Identifier.init(_:)"]
        table["UIAction.Identifier.rawValue"] = { receiver, _ in .string(try string(receiver ?? .null)) }
        table["UIMenu.Identifier.init(_:)"] = table["UIAction.Identifier.init(_:)"]
        table["UIMenu.Identifier.init(rawValue:)"] = table["UIAction.Identifier.init(_:)"]
        table["UIMenu.Identifier.rawValue"] = table["UIAction.Identifier.rawValue"]
        // Enumerations.
        table["Enumeration.rawValue"] = { receiver, _ in
            guard case .enumeration(_, let raw)? = receiver else { throw mismatch("an enumeration", receiver) }
            return .int(raw)
        }
        return table
    }()

    /// The distinct elements of a set value (a set literal may repeat an element; Swift keeps it once).
    static func setElements(_ value: Value?) throws -> [Value] {
        var result: [Value] = []
        for element in try array(value) where !result.contains(where: { ValueSemantics.equal($0, element) }) {
            result.append(element)
        }
        return result
    }

    private static func member(_ element: Value, of elements: [Value]) -> Bool {
        elements.contains { ValueSemantics.equal($0, element) }
    }

    /// `==` of two sets: the same elements, in any order.
    static let setEquality: NativeFunction = { receiver, arguments in
        let (left, right) = (try setElements(receiver), try setElements(arguments[0]))
        return .bool(left.count == right.count && left.allSatisfy { member($0, of: right) })
    }

    /// Set algebra with Swift's `Set` semantics, elements compared with the language's `==`.
    private static func addSetFunctions(to table: inout [String: NativeFunction]) {
        func binary(_ body: @escaping @Sendable ([Value], [Value]) -> Value) -> NativeFunction {
            { receiver, arguments in body(try setElements(receiver), try setElements(arguments[0])) }
        }
        table["Set.count"] = { receiver, _ in .int(try setElements(receiver).count) }
        table["Set.isEmpty"] = { receiver, _ in .bool(try setElements(receiver).isEmpty) }
        table["Set.first"] = { receiver, _ in try setElements(receiver).first ?? .null }
        table["Set.contains(_:)"] = { receiver, arguments in .bool(member(arguments[0], of: try setElements(receiver)))
        }
        table["Set.isSubset(of:)"] = binary { left, right in .bool(left.allSatisfy { member($0, of: right) }) }
        table["Set.isSuperset(of:)"] = binary { left, right in .bool(right.allSatisfy { member($0, of: left) }) }
        table["Set.isDisjoint(with:)"] = binary { left, right in .bool(!left.contains { member($0, of: right) }) }
        table["Set.union(_:)"] = binary { left, right in .array(left + right.filter { !member($0, of: left) }) }
        table["Set.intersection(_:)"] = binary { left, right in .array(left.filter { member($0, of: right) }) }
        table["Set.subtracting(_:)"] = binary { left, right in .array(left.filter { !member($0, of: right) }) }
        table["Set.symmetricDifference(_:)"] = binary { left, right in
            .array(left.filter { !member($0, of: right) } + right.filter { !member($0, of: left) })
        }
    }

    private static func addRectFunctions(to table: inout [String: NativeFunction]) {
        table["CGRect.init(x:y:width:height:)"] = { _, arguments in
            .rect(
                x: try double(arguments[0]), y: try double(arguments[1]), width: try double(arguments[2]),
                height: try double(arguments[3]))
        }
        table["CGRect.init(origin:size:)"] = { _, arguments in
            let origin = try point(arguments[0])
            let size = try size(arguments[1])
            return .rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        }
        table["CGRect.zero"] = { _, _ in .rect(x: 0, y: 0, width: 0, height: 0) }
        table["CGRect.null"] = { _, _ in Rect.null.value }
        table["CGRect.origin"] = { receiver, _ in
            let rect = try rect(receiver)
            return .point(x: rect.x, y: rect.y)
        }
        table["CGRect.size"] = { receiver, _ in
            let rect = try rect(receiver)
            return .size(width: rect.width, height: rect.height)
        }
        table["CGRect.width"] = { receiver, _ in .float(try rect(receiver).standardized.width) }
        table["CGRect.height"] = { receiver, _ in .float(try rect(receiver).standardized.height) }
        table["CGRect.minX"] = { receiver, _ in .float(try rect(receiver).minX) }
        table["CGRect.maxX"] = { receiver, _ in .float(try rect(receiver).maxX) }
        table["CGRect.midX"] = { receiver, _ in
            let rect = try rect(receiver)
            return .float((rect.minX + rect.maxX) / 2)
        }
        table["CGRect.minY"] = { receiver, _ in .float(try rect(receiver).minY) }
        table["CGRect.maxY"] = { receiver, _ in .float(try rect(receiver).maxY) }
        table["CGRect.midY"] = { receiver, _ in
            let rect = try rect(receiver)
            return .float((rect.minY + rect.maxY) / 2)
        }
        table["CGRect.isEmpty"] = { receiver, _ in
            let rect = try rect(receiver)
            return .bool(rect.isNull || rect.width == 0 || rect.height == 0)
        }
        table["CGRect.insetBy(dx:dy:)"] = { receiver, arguments in
            let rect = try rect(receiver).standardized
            let dx = try double(arguments[0])
            let dy = try double(arguments[1])
            let result = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
            return result.width < 0 || result.height < 0 ? Rect.null.value : result.value
        }
        table["CGRect.offsetBy(dx:dy:)"] = { receiver, arguments in
            var rect = try rect(receiver)
            rect.x += try double(arguments[0])
            rect.y += try double(arguments[1])
            return rect.value
        }
        table["CGRect.contains(_:)"] = { receiver, arguments in
            let rect = try rect(receiver)
            if case .point(let x, let y) = arguments[0] {
                return .bool(!rect.isNull && x >= rect.minX && x < rect.maxX && y >= rect.minY && y < rect.maxY)
            }
            // CGRectContainsRect: "The first rectangle contains the second if the union of the two rectangles is
            // equal to the first rectangle" (Apple), so every rectangle contains the null rectangle.
            let other = try NativeLibrary.rect(arguments[0])
            if other.isNull { return .bool(true) }
            return .bool(
                !rect.isNull && other.minX >= rect.minX && other.maxX <= rect.maxX && other.minY >= rect.minY
                    && other.maxY <= rect.maxY)
        }
        // CGRectIntersectsRect: "The first rectangle intersects the second if the intersection of the rectangles is
        // not equal to the null rectangle" (Apple), so rectangles that only touch, or an empty rectangle on the edge,
        // intersect.
        table["CGRect.intersects(_:)"] = { receiver, arguments in
            let rect = try rect(receiver)
            let other = try NativeLibrary.rect(arguments[0])
            if rect.isNull || other.isNull { return .bool(false) }
            return .bool(
                rect.minX <= other.maxX && other.minX <= rect.maxX && rect.minY <= other.maxY
                    && other.minY <= rect.maxY)
        }
        table["CGRect.isNull"] = { receiver, _ in .bool(try rect(receiver).isNull) }
        table["CGRect.infinite"] = { _, _ in Rect.infinite.value }
        // CGRectIsInfinite: true for CGRectInfinite, the rectangle with no bounds.
        table["CGRect.isInfinite"] = { receiver, _ in .bool(try rect(receiver).isEqual(to: Rect.infinite)) }
        // CGRectStandardize: the same rectangle with a non-negative width and height; the null rectangle stays null.
        table["CGRect.standardized"] = { receiver, _ in
            let rect = try rect(receiver)
            return rect.isNull ? Rect.null.value : rect.standardized.value
        }
        // CGRectIntegral: the standardized rectangle with its origin rounded down and its far edges rounded up, the
        // smallest integral rectangle holding it; the null rectangle stays null.
        table["CGRect.integral"] = { receiver, _ in
            let rect = try rect(receiver)
            if rect.isNull { return Rect.null.value }
            let minX = rect.minX.rounded(.down)
            let minY = rect.minY.rounded(.down)
            return .rect(
                x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
        }
        // CGRectUnion: the smallest rectangle holding both, standardized; a null rectangle adds nothing.
        table["CGRect.union(_:)"] = { receiver, arguments in
            let rect = try rect(receiver)
            let other = try NativeLibrary.rect(arguments[0])
            if rect.isNull { return other.value }
            if other.isNull { return rect.value }
            let minX = min(rect.minX, other.minX)
            let minY = min(rect.minY, other.minY)
            return .rect(
                x: minX, y: minY, width: max(rect.maxX, other.maxX) - minX, height: max(rect.maxY, other.maxY) - minY)
        }
        // CGRectIntersection: the common part, standardized, or the null rectangle when they do not meet (rectangles
        // that only touch meet in a rectangle of zero width or height).
        table["CGRect.intersection(_:)"] = { receiver, arguments in
            let rect = try rect(receiver)
            let other = try NativeLibrary.rect(arguments[0])
            if rect.isNull || other.isNull { return Rect.null.value }
            let minX = max(rect.minX, other.minX)
            let minY = max(rect.minY, other.minY)
            let maxX = min(rect.maxX, other.maxX)
            let maxY = min(rect.maxY, other.maxY)
            if minX > maxX || minY > maxY { return Rect.null.value }
            return .rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        table["CGRect.inset(by:)"] = { receiver, arguments in
            let rect = try rect(receiver)
            let insets = try insets(arguments[0])
            return .rect(
                x: rect.x + insets.left, y: rect.y + insets.top, width: rect.width - (insets.left + insets.right),
                height: rect.height - (insets.top + insets.bottom))
        }
    }

    private static func addInsetFunctions(to table: inout [String: NativeFunction]) {
        let make: NativeFunction = { _, arguments in
            .insets(
                top: try double(arguments[0]), left: try double(arguments[1]), bottom: try double(arguments[2]),
                right: try double(arguments[3]))
        }
        let zero: NativeFunction = { _, _ in .insets(top: 0, left: 0, bottom: 0, right: 0) }
        for type in ["UIEdgeInsets", "NSDirectionalEdgeInsets"] {
            let names =
                type == "UIEdgeInsets" ? ["top", "left", "bottom", "right"] : ["top", "leading", "bottom", "trailing"]
            table["\(type).init(" + names.map { $0 + ":" }.joined() + ")"] = make
            table["\(type).zero"] = zero
            for (position, name) in names.enumerated() {
                table["\(type).\(name)"] = { receiver, _ in
                    let insets = try insets(receiver)
                    return .float([insets.top, insets.left, insets.bottom, insets.right][position])
                }
            }
        }
    }

    private static let optionSetFunctions: [String: NativeFunction] = {
        var table: [String: NativeFunction] = [:]
        table["OptionSet.rawValue"] = { receiver, _ in
            .int(Int(bitPattern: try options(receiver).raw))
        }
        table["OptionSet.isEmpty"] = { receiver, _ in .bool(try options(receiver).raw == 0) }
        let combinations: [(String, @Sendable (UInt, UInt) -> Value)] = [
            ("contains(_:)", { .bool($0 & $1 == $1) }),
            ("isSuperset(of:)", { .bool($0 & $1 == $1) }),
            ("isSubset(of:)", { .bool($0 & $1 == $0) }),
            ("isDisjoint(with:)", { .bool($0 & $1 == 0) }),
        ]
        for (symbol, combine) in combinations {
            table["OptionSet." + symbol] = { receiver, arguments in
                combine(try options(receiver).raw, try options(arguments[0]).raw)
            }
        }
        let operations: [(String, @Sendable (UInt, UInt) -> UInt)] = [
            ("union(_:)", { $0 | $1 }), ("intersection(_:)", { $0 & $1 }), ("subtracting(_:)", { $0 & ~$1 }),
            ("symmetricDifference(_:)", { $0 ^ $1 }),
        ]
        for (symbol, operation) in operations {
            table["OptionSet." + symbol] = { receiver, arguments in
                let left = try options(receiver)
                return .options(type: left.type, raw: operation(left.raw, try options(arguments[0]).raw))
            }
        }
        return table
    }()

    /// The attributes of an `AttributeContainer` that cases may set.
    private static let attributeNames = ["backgroundColor", "font", "foregroundColor"]

    private static let setters: [String: NativeSetter] = {
        var table: [String: NativeSetter] = [:]
        for name in attributeNames {
            // An unset attribute is no field, so two containers with the same attributes are equal.
            table["AttributeContainer.\(name)="] = { receiver, value in
                guard case .structure(let type, var fields) = receiver else {
                    throw NativeError(message: "expected an AttributeContainer, got \(receiver.debugDescription)")
                }
                fields.removeAll { $0.name == name }
                if value != .null { fields.append(Field(name, value)) }
                return .structure(type: type, fields: fields.sorted { $0.name < $1.name })
            }
        }
        table["CGPoint.x="] = { receiver, value in .point(x: try double(value), y: try point(receiver).y) }
        table["CGPoint.y="] = { receiver, value in .point(x: try point(receiver).x, y: try double(value)) }
        table["CGSize.width="] = { receiver, value in
            .size(width: try double(value), height: try size(receiver).height)
        }
        table["CGSize.height="] = { receiver, value in
            .size(width: try size(receiver).width, height: try double(value))
        }
        table["CGRect.origin="] = { receiver, value in
            let rect = try rect(receiver)
            let origin = try point(value)
            return .rect(x: origin.x, y: origin.y, width: rect.width, height: rect.height)
        }
        table["CGRect.size="] = { receiver, value in
            let rect = try rect(receiver)
            let size = try size(value)
            return .rect(x: rect.x, y: rect.y, width: size.width, height: size.height)
        }
        for type in ["UIEdgeInsets", "NSDirectionalEdgeInsets"] {
            let names =
                type == "UIEdgeInsets" ? ["top", "left", "bottom", "right"] : ["top", "leading", "bottom", "trailing"]
            for (position, name) in names.enumerated() {
                table["\(type).\(name)="] = { receiver, value in
                    let old = try insets(receiver)
                    var sides = [old.top, old.left, old.bottom, old.right]
                    sides[position] = try double(value)
                    return .insets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
                }
            }
        }
        return table
    }()
}

/// Equality, ordering and truth of values, shared by operators and native members.
enum ValueSemantics {
    /// `==` of the case language: numbers compare by value, enumerations and option sets by raw
    /// value, arrays element by element, objects by identity.
    static func equal(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.int(let integer), .float(let number)), (.float(let number), .int(let integer)):
            return Double(integer) == number
        case (.array(let first), .array(let second)):
            return first.count == second.count && zip(first, second).allSatisfy { equal($0, $1) }
        case (.options(_, let first), .options(_, let second)):
            return first == second
        case (.enumeration(_, let first), .enumeration(_, let second)):
            return first == second
        case (.structure(let firstType, let first), .structure(let secondType, let second)):
            // Field by field, so that a CGFloat 1 and an Int 1 of two implementations compare equal.
            return firstType == secondType && first.count == second.count
                && zip(first, second).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) }
        case (.object(let first), .object(let second)):
            return first.id == second.id
        case (
            .rect(let x, let y, let width, let height), .rect(let otherX, let otherY, let otherWidth, let otherHeight)
        ):
            // CGRect's `==` is CGRectEqualToRect, which compares standardized rectangles (swift-corelibs-foundation's
            // CGRect does the same on Linux).
            return NativeLibrary.Rect(x: x, y: y, width: width, height: height)
                .isEqual(to: NativeLibrary.Rect(x: otherX, y: otherY, width: otherWidth, height: otherHeight))
        default:
            return left == right
        }
    }

    /// Orders numbers and strings; nil for other values.
    static func compare(_ left: Value, _ right: Value) -> Int? {
        switch (left, right) {
        case (.int(let first), .int(let second)):
            return first < second ? -1 : first == second ? 0 : 1
        case (.string(let first), .string(let second)):
            return first < second ? -1 : first == second ? 0 : 1
        default:
            guard let first = try? NativeLibrary.double(left), let second = try? NativeLibrary.double(right) else {
                return nil
            }
            return first < second ? -1 : first == second ? 0 : 1
        }
    }
}
