import ControlSpecHTML
import ControlSpecModel

/// The Topics of a class or a nested type: its own members grouped by topic, each with its summary and
/// badges. A class lists its own members only; the members of a nested type (`UIButton.Configuration`)
/// are listed on that type's page.
struct TopicList {
    let context: SiteContext
    let language: Language
    /// The page the list is on, for relative links.
    let filePath: String

    var strings: SiteStrings { SiteStrings(language: language) }

    /// Members by topic, led as Apple's pages are: the topics that create instances ("Creating Buttons",
    /// "Creating Configurations") first, "Deprecated" last, the others in the order they first appear in
    /// the registry.
    static func grouped(_ members: [Registry.Member]) -> [(String?, [Registry.Member])] {
        var order: [String?] = []
        var groups: [String?: [Registry.Member]] = [:]
        for member in members {
            if groups[member.topic] == nil { order.append(member.topic) }
            groups[member.topic, default: []].append(member)
        }
        let ranked = order.enumerated().sorted { left, right in
            let leftRank = rank(left.element)
            let rightRank = rank(right.element)
            return leftRank != rightRank ? leftRank < rightRank : left.offset < right.offset
        }
        return ranked.map { ($0.element, groups[$0.element] ?? []) }
    }

    private static func rank(_ topic: String?) -> Int {
        guard let topic else { return 1 }
        if topic.hasPrefix("Creating ") { return 0 }
        return topic == "Deprecated" ? 2 : 1
    }

    /// An `h3` and a list for each topic of `members`.
    func nodes(_ members: [Registry.Member]) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        for (topic, topicMembers) in Self.grouped(members) {
            nodes.append(.element("h3", [:], text: strings.topic(topic)))
            nodes.append(memberList(topicMembers))
        }
        return nodes
    }

    /// The Topics of an enumeration or option set's constants, as Apple's pages list them: "Constants", and
    /// "Deprecated" for those that are. Each leads to the constant's entry on the type's page.
    func constantNodes(_ constants: [Registry.Member]) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        let current = constants.filter { $0.deprecated == nil }
        let deprecated = constants.filter { $0.deprecated != nil }
        if !current.isEmpty {
            nodes.append(.element("h3", [:], text: strings.constantsTopic))
            nodes.append(memberList(current))
        }
        if !deprecated.isEmpty {
            nodes.append(.element("h3", [:], text: strings.topic("Deprecated")))
            nodes.append(memberList(deprecated))
        }
        return nodes
    }

    /// The items are serialized as they are made: a class of a large registry lists thousands of members.
    func memberList(_ members: [Registry.Member]) -> HTMLNode {
        .element("ul", ["class": "member-list"], members.map { .trusted(TrustedHTML(serializing: memberItem($0))) })
    }

    private func memberItem(_ member: Registry.Member) -> HTMLNode {
        let listed = MemberContent.listed(member, context: context, language: language, from: filePath)
        var line = [listed.name]
        if !listed.isDocumented {
            line.append(.element("span", ["class": "badge missing"], text: strings.notDocumented))
        }
        if member.deprecated != nil {
            line.append(.element("span", ["class": "badge deprecated"], text: strings.deprecated))
        }
        var children: [HTMLNode] = [.element("div", ["class": "member-line"], line)]
        if let summary = listed.summary { children.append(summary) }
        return .element("li", member.deprecated == nil ? [:] : ["class": "is-deprecated"], children)
    }
}
