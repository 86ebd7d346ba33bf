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
        classes = context.classNames.map { className in
            var order: [String?] = []
            var groups: [String?: [Member]] = [:]
            for member in context.members(ofClass: className) {
                if groups[member.topic] == nil { order.append(member.topic) }
                groups[member.topic, default: []].append(
                    Member(
                        name: MemberContent.displayName(of: member),
                        url: context.target(forSymbol: member.id, language: language)))
            }
            return Class(
                name: className, url: SitePaths.classIndex(className, language),
                topics: order.map { Topic(title: strings.topic($0), members: groups[$0] ?? []) })
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
