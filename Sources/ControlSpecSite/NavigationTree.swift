import ControlSpecModel
import Foundation

/// The sidebar's tree of one language, `assets/navigation/en.js`: classes, their topics and members, with
/// each page's address. One file per language, loaded by every page, so that a page's size does not grow
/// with the registry; the site's script builds the sidebar from it and marks the current page.
struct NavigationTree: Encodable {
    struct Member: Encodable {
        /// The name as the class page lists it.
        var name: String
        /// The page's address relative to the site folder; nil when the member has no page in this language.
        var url: String?
    }

    struct Topic: Encodable {
        var title: String
        var members: [Member]
    }

    struct Class: Encodable {
        var name: String
        var url: String
        var topics: [Topic]
    }

    var home: String
    var label: String
    /// The name of the link to a class's own page, the first under the class.
    var overview: String
    var classes: [Class]

    init(context: SiteContext, language: Language) {
        let strings = SiteStrings(language: language)
        home = SitePaths.home(language)
        label = strings.contents
        overview = strings.overview
        var classes: [Class] = []
        for className in context.classNames {
            classes.append(
                Class(
                    name: className, url: SitePaths.classIndex(className, language),
                    topics: Self.topics(context.ownMembers(ofClass: className), context, language)))
            // A nested type with members of its own (`UIButton.Configuration`) follows its class.
            for type in context.members(ofClass: className) where type.kind == .type {
                let members = context.members(ofType: type.id)
                guard !members.isEmpty, let url = context.target(forSymbol: type.id, language: language) else {
                    continue
                }
                classes.append(Class(name: type.id, url: url, topics: Self.topics(members, context, language)))
            }
        }
        self.classes = classes
    }

    private static func topics(_ members: [Registry.Member], _ context: SiteContext, _ language: Language) -> [Topic] {
        let strings = SiteStrings(language: language)
        return TopicList.grouped(members).map { topic, members in
            Topic(
                title: strings.topic(topic),
                members: members.map {
                    Member(
                        name: MemberContent.displayName(of: $0),
                        url: context.target(forSymbol: $0.id, language: language))
                })
        }
    }

    /// The script that defines `ControlSpecNavigation`.
    func script() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and arrays cannot fail.
        let json = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return Data("window.ControlSpecNavigation = ".utf8) + json + Data(";\n".utf8)
    }
}
