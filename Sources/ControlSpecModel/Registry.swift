import Foundation

/// The machine-readable list of every public member of UIControl and UIButton
/// (`conformance/registry.json`): the denominator of coverage and the source of declarations.
package struct Registry: Sendable {
    /// What a registry entry declares.
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case `class`, property, method, classMethod, initializer, type, constant
    }

    /// One member, nested type, constant or class.
    package struct Member: Hashable, Sendable, Codable {
        /// The stable symbol ID, such as `UIButton.setTitle(_:for:)`.
        package var id: String
        /// The class the member belongs to (`UIControl` or `UIButton`), also for members of its nested types.
        package var className: String
        package var kind: Kind
        /// The Swift name with argument labels (`setTitle(_:for:)`).
        package var name: String
        package var swift: String
        package var objc: String
        /// The iOS version that introduced the member, such as `14.0`.
        package var introduced: String?
        package var deprecated: String?
        /// The symbol ID of the replacement of a deprecated member.
        package var replacement: String?
        /// For constants, and for members of a nested type (`UIButton.Configuration.title`): the symbol ID of the
        /// type they belong to.
        package var parent: String?
        /// The Swift raw value of a constant; nil for the cases of a Swift enum without raw values.
        package var rawValue: UInt64?
        /// For the cases of a Swift enum without raw values (`UIButton.Configuration.CornerStyle.fixed`): the value
        /// of the Objective-C enumerator the case stands for, which Swift does not expose as a raw value.
        package var objcValue: Int64?
        /// A topic group for the class page (`Target-Action`).
        package var topic: String?
        /// The version that introduced the member on each platform; nil when the registry gives none.
        package var platforms: Platforms?
        /// The version that deprecated the member on each platform (only on deprecated members).
        package var deprecatedPlatforms: Platforms?
        /// For a class entry: its superclasses, nearest first (`UIControl`, `UIView`, `UIResponder`, `NSObject`).
        package var inherits: [String]?
        /// For a class entry: the protocols its headers declare it adopts, each with its source.
        package var conformsTo: [Conformance]?
        /// Why Swift does not import the member, in Swift's words (`APIs deprecated as of iOS 7 and earlier are
        /// unavailable in Swift`); nil for a member Swift code can use.
        package var swiftUnavailable: String?

        enum CodingKeys: String, CodingKey {
            case id, kind, name, swift, objc, introduced, deprecated, replacement, parent, rawValue, objcValue, topic
            case platforms, deprecatedPlatforms, inherits, conformsTo, swiftUnavailable
            case className = "class"
        }

        package init(
            id: String, className: String, kind: Kind, name: String, swift: String, objc: String,
            introduced: String? = nil, deprecated: String? = nil, replacement: String? = nil,
            parent: String? = nil, rawValue: UInt64? = nil, objcValue: Int64? = nil, topic: String? = nil,
            platforms: Platforms? = nil, deprecatedPlatforms: Platforms? = nil, inherits: [String]? = nil,
            conformsTo: [Conformance]? = nil, swiftUnavailable: String? = nil
        ) {
            self.id = id
            self.className = className
            self.kind = kind
            self.name = name
            self.swift = swift
            self.objc = objc
            self.introduced = introduced
            self.deprecated = deprecated
            self.replacement = replacement
            self.parent = parent
            self.rawValue = rawValue
            self.objcValue = objcValue
            self.topic = topic
            self.platforms = platforms
            self.deprecatedPlatforms = deprecatedPlatforms
            self.inherits = inherits
            self.conformsTo = conformsTo
            self.swiftUnavailable = swiftUnavailable
        }

        /// True for members that get a page of their own (constants live on their type's page).
        package var hasOwnPage: Bool { kind != .constant }

        /// The iOS version that introduced the member, compared as a version (`13.10` after `13.9`); nil when
        /// unknown or not a version.
        package var introducedVersion: VersionNumber? { introduced.flatMap { VersionNumber($0) } }
    }

    /// A protocol a class adopts, and where the header says so (`UIButton.h: @interface UIButton : UIControl <NSCoding>`).
    package struct Conformance: Hashable, Sendable, Codable {
        package var name: String
        package var source: String

        package init(name: String, source: String) {
            self.name = name
            self.source = source
        }
    }

    /// One version per platform, such as `tvOS 9.0`; nil where the member is unavailable (or, in
    /// `deprecatedPlatforms`, not deprecated).
    package struct Platforms: Hashable, Sendable, Codable {
        package var iOS: String?
        package var iPadOS: String?
        package var macCatalyst: String?
        package var tvOS: String?
        package var visionOS: String?

        package init(
            iOS: String? = nil, iPadOS: String? = nil, macCatalyst: String? = nil, tvOS: String? = nil,
            visionOS: String? = nil
        ) {
            self.iOS = iOS
            self.iPadOS = iPadOS
            self.macCatalyst = macCatalyst
            self.tvOS = tvOS
            self.visionOS = visionOS
        }

        /// The registry keys of the platforms, in the order the site shows them.
        package static let keys = ["iOS", "iPadOS", "macCatalyst", "tvOS", "visionOS"]

        /// The platforms that have a version, in ``keys`` order: `[("iOS", "2.0"), ("tvOS", "9.0")]`.
        package var versions: [(key: String, version: String)] {
            Self.keys.compactMap { key in self[key].map { (key, $0) } }
        }

        /// The version of the platform with the given registry key; nil for an unknown key.
        package subscript(key: String) -> String? {
            switch key {
            case "iOS": iOS
            case "iPadOS": iPadOS
            case "macCatalyst": macCatalyst
            case "tvOS": tvOS
            case "visionOS": visionOS
            default: nil
            }
        }
    }

    private struct File: Codable {
        var formatVersion: Int
        var sdk: String?
        var members: [Member]
    }

    package let members: [Member]
    package let sdk: String
    private let index: [String: Int]
    /// Positions of the constants of each type, in registry order (looked up once per type page).
    private let constantPositions: [String: [Int]]

    package init(members: [Member], sdk: String = "") {
        self.members = members
        self.sdk = sdk
        var index: [String: Int] = [:]
        var constants: [String: [Int]] = [:]
        for (position, member) in members.enumerated() {
            if index[member.id] == nil { index[member.id] = position }
            if member.kind == .constant, let parent = member.parent { constants[parent, default: []].append(position) }
        }
        self.index = index
        self.constantPositions = constants
    }

    /// Decodes `registry.json` data.
    package init(jsonData: Data) throws {
        let file = try JSONDecoder().decode(File.self, from: jsonData)
        // Decoding grows the list by doubling: an exact copy leaves none of that room behind (megabytes
        // for a registry of tens of thousands of entries).
        self.init(members: file.members.withUnsafeBufferPointer(Array.init), sdk: file.sdk ?? "")
    }

    /// Reads and decodes a registry file.
    package init(contentsOf url: URL) throws {
        try self.init(jsonData: Data(contentsOf: url))
    }

    package subscript(id: String) -> Member? { index[id].map { members[$0] } }

    /// The constants whose parent is the given type ID, in registry order.
    package func constants(of typeID: String) -> [Member] {
        (constantPositions[typeID] ?? []).map { members[$0] }
    }

    /// All symbol IDs, for "did you mean" suggestions.
    package var ids: [String] { members.map(\.id) }
}
